import Foundation

/// One section of a compositional layout: its group, repeated for as many
/// items as the section has, one under another (or, with an
/// `orthogonalScrollingBehavior`, side by side in a row that scrolls
/// sideways), inside `contentInsets`, with headers and footers around it.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup
    /// How far the groups sit in from the section's edges (default zero).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between one group and the next (default 0).
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout's direction (default `.none`).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The headers and footers of the section.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the leading and trailing content insets (default true).
    open var supplementariesFollowContentInsets = true

    /// A section repeating `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}
