import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// UICollectionView with a flow layout: geometry, cells for what is visible
/// only, reuse, selection by touch, and batch updates.
@MainActor
@Suite("Collection views", .checksDiagnostics)
struct CollectionViewRules {
    @Test("A flow layout justifies full lines, keeps the last line at the least spacing, and centres a lone item")
    func flowLayoutLines() throws {
        // 390 wide, 10 inset: 370 for items. Three 100s and two 10s take 320, so
        // the 50 left widens both gaps by 25: x = 10, 145, 280.
        let (_, collectionView, _) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [7])
        let expected: [CGRect] = [
            CGRect(x: 10, y: 10, width: 100, height: 100), CGRect(x: 145, y: 10, width: 100, height: 100),
            CGRect(x: 280, y: 10, width: 100, height: 100), CGRect(x: 10, y: 120, width: 100, height: 100),
            CGRect(x: 145, y: 120, width: 100, height: 100), CGRect(x: 280, y: 120, width: 100, height: 100),
            CGRect(x: 10, y: 230, width: 100, height: 100),
        ]
        for (item, frame) in expected.enumerated() {
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame == frame, "item \(item)")
            #expect(collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame == frame, "cell \(item)")
        }
        // 10 + 3 lines of 100 + 2 gaps of 10 + 10.
        #expect(collectionView.contentSize == CGSize(width: 390, height: 340))

        // One 200-wide item per line: the full lines centre it, the last one does not.
        let wide = squareFlowLayout(side: 200)
        collectionView.collectionViewLayout = wide
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == CGFloat(95), "10 + (370 − 200) / 2")
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.minX == 10)
    }

    @Test("Section headers come before their section's items; a horizontal flow stacks columns")
    func headersAndHorizontalFlow() throws {
        let (_, collectionView, source) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [3, 3])
        source.headerHeight = 40
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        let header = UICollectionViewFlowLayout.elementKindSectionHeader
        // Section 0: header 0–40, items 50–150, bottom inset to 160. Section 1: header 160–200, items 210–310.
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame
            == CGRect(x: 0, y: 160, width: 390, height: 40))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 210)
        #expect(collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) != nil)

        let horizontal = squareFlowLayout(side: 100)
        horizontal.scrollDirection = .horizontal
        source.headerHeight = 0
        source.counts = [14]
        collectionView.reloadData()
        collectionView.collectionViewLayout = horizontal
        collectionView.layoutIfNeeded()
        // 844 high, 10 inset: 824 for items, seven 100s and six 10s fit (760): two columns of seven.
        #expect(collectionView.contentSize == CGSize(width: 10 + 100 + 10 + 100 + 10, height: 844))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame.minX == 120)
    }

    @Test("Only the items in the visible bounds have cells, and scrolling reuses them")
    func cellsForVisibleItemsOnly() throws {
        let (host, collectionView, source) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [1000])
        // Lines start at 10 + 110k and are 100 high; 844 high shows lines 0…7.
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0..<24))
        SwatchCell.reuses = 0
        source.calls.removeAll()
        collectionView.contentOffset = CGPoint(x: 0, y: 5000)
        host.advance(by: 1.0 / 60)
        // Lines meeting 5000…5844: 110k + 110 > 5000 and 110k + 10 < 5844, so k = 45…53.
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(135..<162))
        #expect(collectionView.visibleCells.count == 27)
        #expect(SwatchCell.reuses == 24, "the 24 cells that left are reused before any new one is made")
        #expect(source.calls.contains("didEndDisplaying 0") && source.calls.contains("willDisplay 135"))
        #expect(collectionView.subviews.filter { $0 is UICollectionViewCell }.count == 27)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 140, section: 0)))
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 140, section: 0))
        // Line 46 spans 5070…5170; its middle item spans x 145…245. The gap at x 130 is no item.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 195, y: 5120)) == IndexPath(item: 139, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 130, y: 5120)) == nil)
    }
}
