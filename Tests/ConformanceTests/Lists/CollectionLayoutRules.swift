import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Attributes with a value of their own, to check `layoutAttributesClass`.
@MainActor
final class TiltedAttributes: UICollectionViewLayoutAttributes {
    var tilt: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TiltedAttributes
        copy.tilt = tilt
        return copy
    }
}

/// A cell that keeps the tilt its attributes carried.
@MainActor
final class TiltCell: UICollectionViewCell {
    var appliedTilt: CGFloat = -1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        appliedTilt = (layoutAttributes as? TiltedAttributes)?.tilt ?? -1
    }
}

/// A custom layout: a single column of 100-point rows, each item drawn in
/// front of the one before, inserted items dropping in from 200 points above,
/// and scrolling snapping to whole rows. It records the calls it gets.
@MainActor
final class ColumnLayout: UICollectionViewLayout {
    var calls: [String] = []
    private var attributes: [TiltedAttributes] = []

    override class var layoutAttributesClass: AnyClass { TiltedAttributes.self }

    override func prepare() {
        super.prepare()
        calls.append("prepare")
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        attributes = (0..<count).map { item in
            let attributes = TiltedAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 390, height: 100)
            attributes.zIndex = item
            attributes.tilt = CGFloat(item) / 10
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: CGFloat(attributes.count) * 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        calls += updateItems.map { "update \($0.updateAction) \($0.indexPathAfterUpdate?.item ?? -1)" }
    }

    override func finalizeCollectionViewUpdates() { calls.append("finalizeCollectionViewUpdates") }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let final = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        final.center.y -= 200
        return final
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
    }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { calls.append("prepareForTransition(from:)") }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) { calls.append("prepareForTransition(to:)") }
    override func finalizeLayoutTransition() { calls.append("finalizeLayoutTransition") }
}

/// Custom layouts, supplementary and self-sizing elements, scrolling to items, section updates.
@MainActor
@Suite("Collection view layouts", .checksDiagnostics)
struct CollectionLayoutRules {
    @Test("A custom layout places items with its attributes class, order and transforms; inserted items start where it says")
    func customLayout() throws {
        let layout = ColumnLayout()
        let (host, collectionView, source) = hostWithCollection(layout: layout, counts: [20], cellClass: TiltCell.self)
        #expect(layout.calls.first == "prepare")
        #expect(collectionView.contentSize == CGSize(width: 390, height: 2000))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TiltCell)
        #expect(cell.appliedTilt == 0.3, "the custom attributes reached the cell")
        #expect(cell.layer.zPosition == 3 && cell.frame == CGRect(x: 0, y: 300, width: 390, height: 100))

        layout.calls.removeAll()
        source.counts = [21]
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        expectSequence(["prepare", "update insert 0", "finalizeCollectionViewUpdates"], in: layout.calls)
        let inserted = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(presentedCenter(inserted).y == CGFloat(50 - 200), "it starts 200 points above its place")
        host.advance(by: 0.15)
        let halfway = presentedCenter(inserted).y
        #expect(halfway > 50 - 200 + 60 && halfway < 50 - 60, "half-way down: \(halfway)")
        try host.runUntilIdle()
        #expect(inserted.center == CGPoint(x: 195, y: 50))
    }

    @Test("A change of layout asks prepareForTransition of both, finalizes both, and stops where the new layout's target offset says")
    func layoutChangeHooks() throws {
        let (host, collectionView, _) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [40])
        collectionView.contentOffset = CGPoint(x: 0, y: 430)
        let column = ColumnLayout()
        collectionView.setCollectionViewLayout(column, animated: true)
        try host.runUntilIdle()
        expectSequence(["prepareForTransition(from:)", "prepare", "finalizeLayoutTransition"], in: column.calls)
        #expect(collectionView.contentOffset.y == 400, "snapped to a whole row by targetContentOffset")
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 4, section: 0))
    }

    @Test("scrollToItem puts the item at the top, the middle or the bottom, within the content")
    func scrollToItem() throws {
        let (host, collectionView, _) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [60])
        // Item 30 is on line 10: y 1110…1210.
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 1110)
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(1160 - 422))
        collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: true)
        host.advance(by: 0.15)
        #expect(collectionView.contentOffset.y > 1210 - 844 && collectionView.contentOffset.y < 1160 - 422, "on its way")
        try host.runUntilIdle()
        #expect(collectionView.contentOffset.y == CGFloat(1210 - 844))
        // The last item: the content's end (20 lines: 10 + 20 × 110 = 2210) bounds the offset.
        collectionView.scrollToItem(at: IndexPath(item: 59, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == CGFloat(2210 - 844))
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 59, section: 0)) != nil)
    }

    @Test("Sections insert and delete, and reloaded items get new cells")
    func sectionUpdatesAndReloads() throws {
        let (host, collectionView, source) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [3, 3])
        let oldSecondSection = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        let reloaded = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        source.counts = [3, 2, 3]
        collectionView.performBatchUpdates({
            collectionView.insertSections(IndexSet(integer: 1))
            collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        })
        try host.runUntilIdle()
        #expect(collectionView.numberOfSections == 3)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 2)) === oldSecondSection, "the old section 1 is section 2")
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) !== reloaded, "a reloaded item gets a new cell")
        #expect(collectionView.visibleCells.count == 8)

        source.counts = [3, 3]
        collectionView.deleteSections(IndexSet(integer: 1))
        try host.runUntilIdle()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) === oldSecondSection)
        #expect(collectionView.visibleCells.count == 6)
    }

    @Test("Self-sizing: each new cell's preferred size reflows the flow layout")
    func selfSizingCells() throws {
        final class TallCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes {
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                attributes.size = CGSize(width: 370, height: 30 + CGFloat(layoutAttributes.indexPath.item) * 10)
                return attributes
            }
        }
        let layout = squareFlowLayout(side: 100)
        layout.estimatedItemSize = CGSize(width: 370, height: 50)
        let (host, collectionView, _) = hostWithCollection(layout: layout, counts: [4], cellClass: TallCell.self)
        host.advance(by: 0.1)
        // Heights 30, 40, 50, 60, one item per line, 10 apart, from y = 10.
        let tops = (0..<4).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minY }
        #expect(tops == [10, 50, 100, 160])
        #expect(collectionView.contentSize.height == CGFloat(10 + 30 + 40 + 50 + 60 + 3 * 10 + 10))
    }
}
