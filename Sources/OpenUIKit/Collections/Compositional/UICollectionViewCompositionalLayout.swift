import Foundation

/// Makes the section at an index for a layout environment (nil: an empty section).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (_ sectionIndex: Int, _ layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of items in groups in sections: each section repeats
/// its group for as many items as it has, one group under another inside the
/// section's insets, or side by side in a row of its own that scrolls sideways
/// (`orthogonalScrollingBehavior`). Sizes are fractions of the container, points,
/// or estimates; sections stack from the top, `interSectionSpacing` apart.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// What the sections share.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private var sections: [CompositionalSectionGeometry] = []
    private var contentSize = CGSize.zero
    /// The scroll views of the sections that scroll sideways, by section.
    private var scrollers: [Int: OrthogonalScrollView] = [:]

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout whose sections `sectionProvider` makes, index by index.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Decoding is not supported; this makes a layout of one-item full-width rows 44 points tall.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, environment in
            NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is a list of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    // MARK: Laying out

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let insets = collectionView.adjustedContentInset
        let container = CGSize(width: max(0, collectionView.bounds.width - insets.left - insets.right),
                               height: max(0, collectionView.bounds.height - insets.top - insets.bottom))
        let environment = CompositionalLayoutEnvironment(contentSize: container, contentInsets: .zero,
                                                         traitCollection: collectionView.traitCollection)
        var cursor: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { index in
            if index > 0 { cursor += configuration.interSectionSpacing }
            let count = collectionView.numberOfItems(inSection: index)
            guard let section = sectionProvider(index, environment) else {
                return CompositionalSectionGeometry(emptyAt: cursor, width: container.width)
            }
            let geometry = CompositionalSectionGeometry(section: section, itemCount: count, top: cursor, container: container)
            cursor = geometry.frame.maxY
            if let row = geometry.orthogonal {
                scroller(for: index, in: collectionView).configure(section: index, frame: row.frame, contentWidth: row.contentWidth,
                                                                   behavior: section.orthogonalScrollingBehavior,
                                                                   groupOffsets: row.groupOffsets)
            }
            return geometry
        }
        for (index, scroller) in scrollers where sections.count <= index || sections[index].orthogonal == nil {
            scroller.removeFromSuperview()
            scrollers[index] = nil
        }
        contentSize = CGSize(width: container.width, height: cursor)
    }

    /// The scroll view of section `index`, made and added behind the cells the first time.
    private func scroller(for index: Int, in collectionView: UICollectionView) -> OrthogonalScrollView {
        if let existing = scrollers[index] { return existing }
        let scroller = OrthogonalScrollView(frame: .zero)
        scroller.collectionView = collectionView
        collectionView.insertSubview(scroller, at: collectionView.backgroundView == nil ? 0 : 1)
        scrollers[index] = scroller
        return scroller
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.frame.intersects(rect) {
            for item in section.itemFrames.indices {
                let attributes = itemAttributes(IndexPath(item: item, section: index))
                if let attributes, attributes.frame.intersects(rect) { found.append(attributes) }
            }
            for (kind, frame, _) in section.supplementaries where frame.intersects(rect) {
                if let attributes = layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: index)) {
                    found.append(attributes)
                }
            }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        itemAttributes(indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              let match = sections[indexPath.section].supplementaries.first(where: { $0.kind == elementKind }) else { return nil }
        let attributes = attributesType.init(forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: indexPath.section))
        attributes.frame = match.frame
        attributes.zIndex = match.zIndex
        return attributes
    }

    /// The attributes of an item, moved by its section's sideways scroll.
    private func itemAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        var frame = sections[indexPath.section].itemFrames[indexPath.item]
        if let scroller = scrollers[indexPath.section] { frame.origin.x -= scroller.contentOffset.x }
        let attributes = attributesType.init(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    // MARK: Sections that scroll sideways

    override func orthogonalScroller(forSection section: Int) -> UIScrollView? { scrollers[section] }
}
