import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Selection by touch, batch updates and changes of layout (§16).
@MainActor
@Suite("Collection view selection, updates and layout changes", .checksDiagnostics)
struct CollectionUpdateRules {
    /// The centre of item `item` of a 390-wide flow of 100-point squares, 10 apart and inset: three to a line.
    static func centerOfSquare(_ item: Int) -> CGPoint {
        let xs: [CGFloat] = [60, 195, 330]
        return CGPoint(x: xs[item % 3], y: 60 + 110 * CGFloat(item / 3))
    }

    /// The centre of item `item` of a 390-wide flow of 50-point squares, 10 apart and inset: six to a line,
    /// 370 − 350 = 20 spread over five gaps, so columns every 64 points.
    static func centerOfSmallSquare(_ item: Int) -> CGPoint {
        CGPoint(x: 35 + 64 * CGFloat(item % 6), y: 35 + 60 * CGFloat(item / 6))
    }

    @Test("A tap highlights, asks, unhighlights and selects; selecting another deselects the first")
    func tapSelects() throws {
        let (host, collectionView, source) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [12])
        #expect(source.calls == (0..<12).map { "willDisplay \($0)" })
        source.calls.removeAll()
        host.tap(at: Self.centerOfSquare(4))
        host.advance(by: 0.1)
        #expect(source.calls == ["didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        let selectedCell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(selectedCell.isSelected && selectedCell.selectedBackgroundView?.superview === selectedCell)

        source.calls.removeAll()
        host.tap(at: Self.centerOfSquare(0))
        host.advance(by: 0.1)
        expectSequence(["didHighlight 0", "shouldSelect 0", "didUnhighlight 0", "didDeselect 4", "didSelect 0"],
                       in: source.calls)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        #expect(!selectedCell.isSelected)

        source.calls.removeAll()
        source.allowsSelection = false
        host.tap(at: Self.centerOfSquare(1))
        host.advance(by: 0.1)
        #expect(!source.calls.contains("didSelect 1"), "the delegate refused")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("An insertion moves the items after it through the animation and fades the new one in")
    func insertionAnimates() throws {
        let (host, collectionView, source) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [6])
        let firstCell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        var completed: Bool?
        source.counts = [7]
        collectionView.performBatchUpdates({
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === firstCell, "the old first cell is item 1 now")
        let inserted = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(inserted !== firstCell)
        host.advance(by: 9.0 / 60)
        // Half-way through 0.3 s of ease-in-out is half-way along: from x 60 to x 195.
        let middle = presentedCenter(firstCell)
        #expect(abs(middle.x - (60 + 195) / 2) < 0.5, "mid-animation x \(middle.x)")
        let fading = inserted.layer.presentation()?.opacity ?? -1
        #expect(abs(Double(fading) - ReferenceTimingCurve.easeInEaseOut.progress(at: 0.15 / 0.3)) < 0.005,
                "the inserted cell fades in: \(fading)")
        try host.runUntilIdle()
        #expect(presentedCenter(firstCell) == Self.centerOfSquare(1))
        #expect(inserted.alpha == 1 && inserted.center == Self.centerOfSquare(0))
        #expect(completed == true)
    }

    @Test("Deletion, moves and selection follow the items; counts that do not add up are refused by name")
    func deletionsMovesAndInvalidUpdates() throws {
        let (host, collectionView, source) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [6])
        collectionView.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        let cellOfItem3 = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        let cellOfItem5 = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        source.counts = [5]
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        })
        try host.runUntilIdle()
        // Old 0, 2, 4, 5 fill the places the move leaves: 1, 2, 3, 4.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfItem3)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) === cellOfItem5)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)], "the selection moved with its item")
        #expect(cellOfItem3.center == Self.centerOfSquare(0))
        #expect(collectionView.visibleCells.count == 5)

        SegueDiagnostics.clear()
        source.counts = [9]
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        let message = try #require(SegueDiagnostics.messages.last)
        #expect(message.contains("Invalid update: invalid number of items in section 0"))
        #expect(message.contains("after the update (9)") && message.contains("before the update (5)"))
        #expect(message.contains("(0 inserted, 1 deleted)"))
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 9, "it reloads rather than keep a count the data source denies")
        #expect(collectionView.visibleCells.count == 9)
    }

    @Test("R16.1: an animated change of layout moves every visible item from its old attributes to its new ones")
    func animatedLayoutChange() throws {
        let (host, collectionView, _) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [12])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        let small = squareFlowLayout(side: 50)
        var finished: [Bool] = []
        collectionView.setCollectionViewLayout(small, animated: true) { finished.append($0) }
        #expect(collectionView.collectionViewLayout === small)
        host.advance(by: 0.15)
        let from = Self.centerOfSquare(5), to = Self.centerOfSmallSquare(5)
        let middle = presentedCenter(cell)
        #expect(abs(middle.x - (from.x + to.x) / 2) < 4 && abs(middle.y - (from.y + to.y) / 2) < 8, "mid-change \(middle)")
        #expect(abs((cell.layer.presentation()?.bounds.width ?? 0) - 75) < 6, "the size animates too")
        try host.runUntilIdle()
        #expect(presentedCenter(cell) == to && cell.bounds.size == CGSize(width: 50, height: 50))
        #expect(finished == [true])
        #expect(collectionView.visibleCells.count == 12)
    }

    // R18.5: the completion gets (completed: the animations ran to their end, finished: the new layout is installed).
    @Test("R16.2: an interactive change follows transitionProgress, and finishes or cancels with (completed, finished)")
    func interactiveLayoutChange() throws {
        let old = squareFlowLayout(side: 100)
        let (host, collectionView, _) = hostWithCollection(layout: old, counts: [12])
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        let small = squareFlowLayout(side: 50)
        var results: [(Bool, Bool)] = []
        let transition = collectionView.startInteractiveTransition(to: small) { results.append(($0, $1)) }
        #expect(collectionView.collectionViewLayout === transition)
        #expect(transition.currentLayout === old && transition.nextLayout === small)
        transition.transitionProgress = 0.25
        transition.updateValue(7, forAnimatedKey: "tilt")
        collectionView.layoutIfNeeded()
        let from = Self.centerOfSquare(5), to = Self.centerOfSmallSquare(5)
        #expect(cell.center == CGPoint(x: from.x + (to.x - from.x) * 0.25, y: from.y + (to.y - from.y) * 0.25))
        #expect(transition.value(forAnimatedKey: "tilt") == 7)
        collectionView.finishInteractiveTransition()
        try host.runUntilIdle()
        #expect(collectionView.collectionViewLayout === small)
        #expect(cell.center == to)
        #expect(results.count == 1 && results.first?.0 == true && results.first?.1 == true, "\(results)")

        let back = collectionView.startInteractiveTransition(to: old) { results.append(($0, $1)) }
        back.transitionProgress = 0.6
        collectionView.layoutIfNeeded()
        collectionView.cancelInteractiveTransition()
        try host.runUntilIdle()
        #expect(collectionView.collectionViewLayout === small, "a cancelled change keeps the layout it started from")
        #expect(cell.center == to)
        #expect(results.count == 2 && results.last?.0 == true && results.last?.1 == false,
                "a cancel runs its animations to their end and does not install the new layout: \(results)")
    }
}
