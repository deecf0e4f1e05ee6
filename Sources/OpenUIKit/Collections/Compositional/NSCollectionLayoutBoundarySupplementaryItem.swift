import Foundation

/// A supplementary view along a section's edge, such as a header (`.top`) or a
/// footer (`.bottom`): it takes room before or after the section's items, and
/// follows the section's leading and trailing content insets.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind of supplementary view (what the data source is asked for).
    public let elementKind: String
    /// Which edge of the section it sits on.
    public let alignment: NSRectAlignment
    /// Whether the view stays on screen while its section scrolls past (stored; Segue does not pin yet).
    open var pinToVisibleBounds = false
    /// Whether the item takes room in the section (true) or overlaps its items.
    open var extendsBoundary = true
    /// The order the view stacks in (default 0).
    open var zIndex = 0

    /// A `elementKind` supplementary item of `layoutSize` on the `alignment` edge of its section.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}
