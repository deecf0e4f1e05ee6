import Foundation

/// The smallest piece of a compositional layout: one cell's size within its
/// group, and insets that shrink the cell inside the room its size takes.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, resolved against its group's.
    public let layoutSize: NSCollectionLayoutSize
    /// How far the cell sits in from the edges of the room the item takes (default zero).
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of `layoutSize`.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }

    /// The frames of the cells one instance of this item puts in `room` (one; a group, its items').
    func leafFrames(in room: CGRect) -> [CGRect] {
        [room.inset(by: contentInsets)]
    }
}
