import Foundation

/// A layout that flows items into lines: rows one under another when
/// scrolling vertically, columns side by side when scrolling horizontally.
/// A full line spreads its items so the first and last touch the section's
/// insets; the last line of a section keeps the least spacing; a line's items
/// are centred across it. Sections may have a header and a footer.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Which way the content scrolls.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// The element kind of section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// An `estimatedItemSize` that asks every cell for its own size.
    nonisolated public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item, unless the delegate says otherwise (default 50 × 50).
    open var itemSize: CGSize {
        get { itemSizeStorage }
        set { itemSizeStorage = newValue; invalidateLayout() }
    }
    private var itemSizeStorage = CGSize(width: 50, height: 50)

    /// Non-zero turns on self-sizing: items start at this size, and each cell's
    /// `preferredLayoutAttributesFitting(_:)` gives its own.
    open var estimatedItemSize: CGSize {
        get { estimatedItemSizeStorage }
        set { estimatedItemSizeStorage = newValue; selfSizedSizes.removeAll(); invalidateLayout() }
    }
    private var estimatedItemSizeStorage = CGSize.zero

    /// The least spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat {
        get { minimumLineSpacingStorage }
        set { minimumLineSpacingStorage = newValue; invalidateLayout() }
    }
    private var minimumLineSpacingStorage: CGFloat = 10

    /// The least spacing between the items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat {
        get { minimumInteritemSpacingStorage }
        set { minimumInteritemSpacingStorage = newValue; invalidateLayout() }
    }
    private var minimumInteritemSpacingStorage: CGFloat = 10

    /// The margins around each section's items.
    open var sectionInset: UIEdgeInsets {
        get { sectionInsetStorage }
        set { sectionInsetStorage = newValue; invalidateLayout() }
    }
    private var sectionInsetStorage = UIEdgeInsets.zero

    /// Which way the content scrolls (default vertical).
    open var scrollDirection: ScrollDirection {
        get { scrollDirectionStorage }
        set { scrollDirectionStorage = newValue; invalidateLayout() }
    }
    private var scrollDirectionStorage = ScrollDirection.vertical

    /// The size of section headers; zero for none.
    open var headerReferenceSize: CGSize {
        get { headerReferenceSizeStorage }
        set { headerReferenceSizeStorage = newValue; invalidateLayout() }
    }
    private var headerReferenceSizeStorage = CGSize.zero

    /// The size of section footers; zero for none.
    open var footerReferenceSize: CGSize {
        get { footerReferenceSizeStorage }
        set { footerReferenceSizeStorage = newValue; invalidateLayout() }
    }
    private var footerReferenceSizeStorage = CGSize.zero

    private var sections: [FlowSectionGeometry] = []
    private var contentSize = CGSize.zero
    /// Sizes self-sizing cells asked for.
    private var selfSizedSizes: [IndexPath: CGSize] = [:]

    // MARK: Laying out

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            sections = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let insets = collectionView.adjustedContentInset
        let available = vertical ? collectionView.bounds.width - insets.left - insets.right
                                 : collectionView.bounds.height - insets.top - insets.bottom
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var cursor: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let geometry = layOutSection(section, in: collectionView, delegate: flowDelegate, from: cursor,
                                         across: max(available, 0), vertical: vertical)
            cursor = vertical ? geometry.frame.maxY : geometry.frame.maxX
            return geometry
        }
        contentSize = vertical ? CGSize(width: max(available, 0), height: cursor)
                               : CGSize(width: cursor, height: max(available, 0))
    }

    /// Lays one section out from `start` along the scrolling axis, `across` wide.
    private func layOutSection(_ section: Int, in collectionView: UICollectionView,
                               delegate: UICollectionViewDelegateFlowLayout?, from start: CGFloat,
                               across: CGFloat, vertical: Bool) -> FlowSectionGeometry {
        let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            ?? minimumLineSpacing
        let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            ?? minimumInteritemSpacing
        let headerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            ?? headerReferenceSize
        let footerSize = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
            ?? footerReferenceSize
        // Work in (along, across) coordinates; `rect` maps them back.
        func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
            vertical ? CGRect(x: across, y: along, width: breadth, height: length)
                     : CGRect(x: along, y: across, width: length, height: breadth)
        }
        let (leadAlong, trailAlong) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (leadAcross, trailAcross) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        var geometry = FlowSectionGeometry()
        var cursor = start
        let headerLength = vertical ? headerSize.height : headerSize.width
        if headerLength > 0 {
            let header = attributesType.init(forSupplementaryViewOfKind: Self.elementKindSectionHeader,
                                             with: IndexPath(item: 0, section: section))
            header.frame = rect(along: cursor, across: 0, length: headerLength, breadth: across)
            geometry.header = header
            cursor += headerLength
        }
        cursor += leadAlong
        let count = collectionView.numberOfItems(inSection: section)
        let room = across - leadAcross - trailAcross
        let sizes = (0..<count).map { item in size(ofItem: IndexPath(item: item, section: section), in: collectionView, delegate: delegate) }
        var first = 0
        while first < count {
            // Fill the line while the next item still fits.
            var last = first
            var used = vertical ? sizes[first].width : sizes[first].height
            while last + 1 < count {
                let next = vertical ? sizes[last + 1].width : sizes[last + 1].height
                if used + itemSpacing + next > room { break }
                used += itemSpacing + next
                last += 1
            }
            let members = first...last
            let lineLength = members.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
            let isLastLine = last == count - 1
            let gaps = CGFloat(members.count - 1)
            let spacing = !isLastLine && gaps > 0 ? itemSpacing + (room - used) / gaps : itemSpacing
            var position = leadAcross + (!isLastLine && gaps == 0 ? (room - used) / 2 : 0)
            for item in members {
                let size = sizes[item]
                let (length, breadth) = vertical ? (size.height, size.width) : (size.width, size.height)
                let attributes = attributesType.init(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = rect(along: cursor + (lineLength - length) / 2, across: position, length: length, breadth: breadth)
                geometry.items.append(attributes)
                position += breadth + spacing
            }
            geometry.lines.append(.init(items: members.lowerBound..<(members.upperBound + 1), start: cursor, end: cursor + lineLength))
            cursor += lineLength
            if !isLastLine { cursor += lineSpacing }
            first = last + 1
        }
        cursor += trailAlong
        let footerLength = vertical ? footerSize.height : footerSize.width
        if footerLength > 0 {
            let footer = attributesType.init(forSupplementaryViewOfKind: Self.elementKindSectionFooter,
                                             with: IndexPath(item: 0, section: section))
            footer.frame = rect(along: cursor, across: 0, length: footerLength, breadth: across)
            geometry.footer = footer
            cursor += footerLength
        }
        geometry.frame = rect(along: start, across: 0, length: cursor - start, breadth: across)
        return geometry
    }

    /// An item's size: self-sized, estimated, from the delegate or `itemSize`.
    private func size(ofItem indexPath: IndexPath, in collectionView: UICollectionView,
                      delegate: UICollectionViewDelegateFlowLayout?) -> CGSize {
        if estimatedItemSize != .zero {
            if let sized = selfSizedSizes[indexPath] { return sized }
            if estimatedItemSize != Self.automaticSize { return estimatedItemSize }
        }
        return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath) ?? itemSize
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        var found: [UICollectionViewLayoutAttributes] = []
        for section in sections where section.frame.intersects(rect) || section.frame.isEmpty && rect.contains(section.frame.origin) {
            if let header = section.header, header.frame.intersects(rect) { found.append(header) }
            found += section.items(in: rect, vertical: vertical)
            if let footer = section.footer, footer.frame.intersects(rect) { found.append(footer) }
        }
        return found
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        switch elementKind {
        case Self.elementKindSectionHeader: return sections[indexPath.section].header
        case Self.elementKindSectionFooter: return sections[indexPath.section].footer
        default: return nil
        }
    }

    /// A change of size across the scrolling axis reflows the lines.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return scrollDirection == .vertical ? newBounds.width != collectionView.bounds.width
                                            : newBounds.height != collectionView.bounds.height
    }

    // MARK: Self-sizing

    /// Whether a cell's preferred attributes change the layout: with self-sizing on,
    /// a new size is kept and the layout flows again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size != originalAttributes.size else { return false }
        selfSizedSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return true
    }
}
