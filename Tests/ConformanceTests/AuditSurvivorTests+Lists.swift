import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Holes a mutation audit found in the split view's display mode, scroll
/// insets and cell reuse: each test fails with one of the audit's mutations
/// applied (scripts/mutants.py).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AuditSurvivorListTests {
    // MARK: A chosen display mode gives way on rotation

    private func expectBesideInLandscape(_ host: TestHost, _ split: UISplitViewController, list: UIViewController,
                                         detail: UIViewController, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(split.displayMode == .oneBesideSecondary, sourceLocation: sourceLocation)
        #expect(list.view.window === host.window, sourceLocation: sourceLocation)
        #expect(list.view.convert(list.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 320, height: 820),
                sourceLocation: sourceLocation)
        #expect(detail.view.convert(detail.view.bounds, to: host.window) == CGRect(x: 320, y: 0, width: 1180 - 320, height: 820),
                sourceLocation: sourceLocation)
    }

    @Test func theListBroughtOverInPortraitStandsBesideAfterRotatingToLandscape() throws {
        let (host, split, list, detail) = try hostWithSplit(size: SplitHostSize.padPortrait)
        #expect(split.displayMode == .secondaryOnly)
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        try host.runUntilIdle()
        let button = try #require(buttonTitled("Sidebar", in: host.window))
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window))
        try host.runUntilIdle()
        #expect(split.displayMode == .oneOverSecondary, "chosen with the button")
        host.resize(to: SplitHostSize.padLandscape)
        try host.runUntilIdle()
        // The choice was for portrait: landscape has its own automatic mode.
        expectBesideInLandscape(host, split, list: list, detail: detail)
    }

    @Test func theListHiddenInLandscapeComesBackAfterARotationThereAndBack() throws {
        let (host, split, list, detail) = try hostWithSplit(size: SplitHostSize.padLandscape)
        expectBesideInLandscape(host, split, list: list, detail: detail)
        split.hide(.primary)
        try host.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly && list.view.window == nil)
        #expect(detail.view.convert(detail.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 1180, height: 820))
        host.resize(to: SplitHostSize.padPortrait)
        try host.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly, "portrait's automatic mode")
        #expect(detail.view.convert(detail.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 820, height: 1180))
        host.resize(to: SplitHostSize.padLandscape)
        try host.runUntilIdle()
        expectBesideInLandscape(host, split, list: list, detail: detail)
    }

    // MARK: The bottom safe area in the scroll range

    /// Drags the content up by 700 points three times, letting it settle each time.
    private func scrollToTheEnd(_ host: TestHost) throws {
        for _ in 0..<3 {
            // From above the bars and the home indicator to below the status bar.
            host.drag(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 100), duration: 0.5)
            try host.runUntilIdle()
        }
    }

    // These run on the default host, an iPhone 14: 47 pt at the top, 34 at the bottom (R18.8).
    @Test func aScrollViewAboveABottomInsetScrollsItsEndAboveIt() throws {
        let (host, root) = hostWithRoot(UIViewController(nibName: nil, bundle: nil))
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 50, right: 0)
        let scrollView = UIScrollView(frame: root.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        let last = UIView(frame: CGRect(x: 0, y: 1950, width: 390, height: 50))
        last.backgroundColor = .systemRed
        scrollView.addSubview(last)
        root.view.addSubview(scrollView)
        try host.runUntilIdle()
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 50 + 34, right: 0))
        #expect(scrollView.contentOffset.y == -47, "resting at the top, below the sensor housing")
        try scrollToTheEnd(host)
        // 2000 points of content, 50 + 34 below it, 844 on screen: at most 1240.
        #expect(abs(scrollView.contentOffset.y - (2000 + 84 - 844)) < 0.01, "\(scrollView.contentOffset.y)")
        #expect(abs(last.convert(last.bounds, to: host.window).maxY - (844 - 84)) < 0.01,
                "the last 50 points end where the inset begins")
    }

    @Test func aTableAboveAToolbarScrollsItsLastRowAboveIt() throws {
        let root = UIViewController(nibName: nil, bundle: nil)
        let navigation = UINavigationController(rootViewController: root)
        let host = TestHost()
        host.window.rootViewController = navigation
        let tableView = UITableView(frame: root.view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let source = RowSource(counts: [30])
        keepAlive(source)
        tableView.dataSource = source
        tableView.delegate = source
        root.view.addSubview(tableView)
        navigation.setToolbarHidden(false, animated: false)
        try host.runUntilIdle()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44), "above the home indicator")
        #expect(abs(tableView.adjustedContentInset.bottom - (44 + 34)) < 0.01)
        try scrollToTheEnd(host)
        // 30 rows of 44 points, 44 + 34 below them, 844 on screen: at most 1320 + 78 − 844 = 554.
        #expect(abs(tableView.contentOffset.y - 554) < 0.01, "\(tableView.contentOffset.y)")
        let lastRow = try #require(tableView.cellForRow(at: IndexPath(row: 29, section: 0)))
        #expect(abs(lastRow.convert(lastRow.bounds, to: host.window).maxY - 766) < 0.01, "the last row sits on the toolbar")
    }

    @Test func aTableAboveATabBarScrollsItsLastRowAboveIt() throws {
        let root = UIViewController(nibName: nil, bundle: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [root, UIViewController(nibName: nil, bundle: nil)]
        let host = TestHost()
        host.window.rootViewController = tabs
        let tableView = UITableView(frame: root.view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let source = RowSource(counts: [30])
        keepAlive(source)
        tableView.dataSource = source
        tableView.delegate = source
        root.view.addSubview(tableView)
        try host.runUntilIdle()
        #expect(abs(tableView.adjustedContentInset.bottom - (49 + 34)) < 0.01)
        try scrollToTheEnd(host)
        // 1320 points of rows, 49 + 34 below them, 844 on screen.
        #expect(abs(tableView.contentOffset.y - (1320 + 83 - 844)) < 0.01, "\(tableView.contentOffset.y)")
        let lastRow = try #require(tableView.cellForRow(at: IndexPath(row: 29, section: 0)))
        #expect(abs(lastRow.convert(lastRow.bounds, to: host.window).maxY - (844 - 83)) < 0.01, "the last row sits on the tab bar")
    }

    // MARK: Cells reused after animated updates

    /// Expects `cell` to look as a new cell does.
    private func expectFresh(_ cell: UIView, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cell.alpha == 1, comment, sourceLocation: sourceLocation)
        #expect(cell.transform == .identity && !cell.isHidden, comment, sourceLocation: sourceLocation)
        #expect(cell.layer.presentation()?.opacity ?? 1 == 1, comment, sourceLocation: sourceLocation)
        if let cell = cell as? UITableViewCell {
            #expect(!cell.isSelected && !cell.isHighlighted, comment, sourceLocation: sourceLocation)
        }
        if let cell = cell as? UICollectionViewCell {
            #expect(!cell.isSelected && !cell.isHighlighted, comment, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [UITableView.RowAnimation.fade, .automatic, .top, .bottom, .middle, .left, .right, .none])
    func aCellReusedAfterAnAnimatedDeletionLooksNew(animation: UITableView.RowAnimation) throws {
        // Five 44-point rows: all on screen, so the deleted row's cell is the only one queued.
        let (host, tableView, source) = hostWithTable(counts: [5])
        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let deleted = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(deleted.isSelected)
        source.counts = [4]
        tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
        try host.runUntilIdle()
        #expect(deleted.superview == nil, "queued for reuse")
        // A fifth row again: every cell comes from the queue, the deleted one among them.
        source.counts = [5]
        tableView.reloadData()
        tableView.layoutIfNeeded()
        try host.runUntilIdle()
        #expect(deleted.superview === tableView, "the queued cell is reused")
        let cells = tableView.visibleCells
        #expect(cells.count == 5 && cells.contains { $0 === deleted })
        for (row, cell) in cells.enumerated() {
            expectFresh(cell, "\(animation): row \(row)")
            #expect(cell.frame == CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44), "\(animation): row \(row)")
        }
    }

    @Test func cellsMovedAndDeletedTogetherLookNewAfterwards() throws {
        let (host, tableView, source) = hostWithTable(counts: [5])
        let moving = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let deleted = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        source.counts = [4]
        tableView.performBatchUpdates({
            tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        })
        try host.runUntilIdle()
        // Old rows 1, 3, 4 close up to 0, 1, 2; old row 0 goes last.
        #expect(tableView.cellForRow(at: IndexPath(row: 3, section: 0)) === moving)
        #expect(moving.frame == CGRect(x: 0, y: 3 * 44, width: 390, height: 44))
        expectFresh(moving, "the moved cell")
        source.counts = [5]
        tableView.reloadData()
        try host.runUntilIdle()
        #expect(tableView.visibleCells.contains { $0 === deleted })
        for cell in tableView.visibleCells { expectFresh(cell, "after the reload") }
    }

    @Test func aCollectionCellReusedAfterAnAnimatedDeletionLooksNew() throws {
        let (host, collectionView, source) = hostWithCollection(layout: squareFlowLayout(side: 100), counts: [6])
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let deleted = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(deleted.isSelected)
        source.counts = [5]
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        try host.runUntilIdle()
        #expect(deleted.superview == nil)
        source.counts = [6]
        collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
        try host.runUntilIdle()
        #expect(deleted.superview === collectionView, "the queued cell is reused for the new item")
        for cell in collectionView.visibleCells { expectFresh(cell, "item") }
    }
}
