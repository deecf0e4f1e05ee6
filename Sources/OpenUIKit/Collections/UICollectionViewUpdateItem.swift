import Foundation

/// One change of a `performBatchUpdates`, as the layout sees it in
/// `prepare(forCollectionViewUpdates:)`. A section-wide change has an index
/// path with the item `NSNotFound`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }

    /// The index path before the change (nil for an insert).
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the change (nil for a delete).
    public let indexPathAfterUpdate: IndexPath?
    /// What the change does.
    public let updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
