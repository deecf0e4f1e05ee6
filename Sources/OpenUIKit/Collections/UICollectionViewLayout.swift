import Foundation

/// The abstract base of a collection view's layout: subclasses say where each
/// element goes (`prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)`), and
/// may shape how items appear, disappear, and how a change of layout runs.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view this layout lays out, nil until it is installed.
    public internal(set) weak var collectionView: UICollectionView?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class the layout makes attributes of (override to use a subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The attributes class as a type the layout can make instances of.
    var attributesType: UICollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    // MARK: Laying out

    /// Computes what the layout needs; called before the first query after an invalidation.
    open func prepare() {}

    /// The size of all the content (default zero).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (default none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (default nil).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (default nil).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath` (default nil).
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidation

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a cell's preferred attributes (from `preferredLayoutAttributesFitting(_:)`)
    /// need a new layout (default false).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Marks the layout out of date: `prepare()` runs again before the next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    // MARK: Scrolling

    /// Where scrolling that would stop at `proposedContentOffset` stops (default: there).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a flick released at `velocity` that would stop at `proposedContentOffset` stops (default: there).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// The updates of a `performBatchUpdates` are about to be laid out.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// The updates' animations have been set up.
    open func finalizeCollectionViewUpdates() {}

    /// Where an item inserted (or moved, or coming on screen) starts; nil: where it ends, transparent.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an item deleted (or going off screen) ends; nil: where it was, transparent.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an appearing supplementary view starts; nil: where it ends, transparent.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing supplementary view ends; nil: where it was, transparent.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Changing layouts

    /// This layout is about to replace `oldLayout` on the collection view.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// This layout is about to be replaced by `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// The change of layout has ended (called on both layouts).
    open func finalizeLayoutTransition() {}

    // MARK: Helpers for the collection view

    /// The scroll view holding the cells of `section` when the section scrolls on its own (nil: the collection view holds them).
    func orthogonalScroller(forSection section: Int) -> UIScrollView? { nil }

    /// The attributes of the element `key` names, in this layout.
    func layoutAttributes(for key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Where the element `key` names starts when it appears, in this layout.
    func initialAttributes(forAppearing key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView, .decorationView:
            initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// Where the element `key` names ends when it disappears, in this layout.
    func finalAttributes(forDisappearing key: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView, .decorationView:
            finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
