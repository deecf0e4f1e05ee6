import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Seed 001's collection view transitions and the list-to-detail demos most
/// transition code starts from, as frames (in `out/collections/`, for looking at).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct CollectionScenarioTests {
    private func pixel(_ image: CGImage, _ point: CGPoint) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        image.premultipliedRGBA(x: Int(point.x * 2), y: Int(point.y * 2))
    }

    /// Whether a rendered pixel is `color` (within a few levels).
    private func matches(_ rgba: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), _ color: UIColor) -> Bool {
        let c = color.cgColor
        func near(_ channel: UInt8, _ value: CGFloat) -> Bool { abs(Int(channel) - Int((value * 255).rounded())) <= 6 }
        return near(rgba.red, c.red) && near(rgba.green, c.green) && near(rgba.blue, c.blue)
    }

    private func hostWithGrid(_ grid: SwatchGridController) -> (TestHost, UINavigationController) {
        let navigation = UINavigationController(rootViewController: grid)
        let host = TestHost()
        host.window.rootViewController = navigation
        host.advance(by: 0.1)
        return (host, navigation)
    }

    @Test("Seed 001 (R16.3): a layout-to-layout push animates the grid's own collection view to the pushed layout; the pop animates back")
    func layoutToLayoutPushAndPop() throws {
        let grid = SwatchGridController(collectionViewLayout: squareFlowLayout(side: 100))
        grid.title = "Apples"
        let (host, navigation) = hostWithGrid(grid)
        let collectionView = try #require(grid.collectionView)
        let top = collectionView.adjustedContentInset.top
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        // In the window: content coordinates moved down by the inset under the bars.
        let before = CollectionUpdateRules.centerOfSquare(5), after = CollectionUpdateRules.centerOfSmallSquare(5)
        func onScreen(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x, y: p.y + top) }

        let mini = SwatchGridController(collectionViewLayout: squareFlowLayout(side: 50))
        mini.title = "Mini Apples"
        mini.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(mini, animated: true)
        host.advance(by: 1.0 / 60)
        #expect(mini.collectionView === collectionView, "the pushed controller shows the grid's collection view")
        #expect(collectionView.dataSource === grid, "the data source stays the grid")
        let start = host.render()
        saveFrame(start, "layout-push-0", in: "collections")
        host.advance(by: 0.175)
        let middle = host.render()
        saveFrame(middle, "layout-push-50", in: "collections")
        let halfway = presentedCenter(cell)
        #expect(abs(halfway.x - (before.x + after.x) / 2) < 6 && abs(halfway.y - (before.y + after.y) / 2) < 12,
                "half-way through the push: \(halfway)")
        try host.runUntilIdle()
        let end = host.render()
        saveFrame(end, "layout-push-100", in: "collections")
        #expect(navigation.topViewController === mini)
        #expect(collectionView.collectionViewLayout === mini.collectionViewLayout)
        #expect(collectionView.superview === mini.view && collectionView.window != nil)
        #expect(matches(pixel(end, onScreen(after)), SwatchCell.colors[5]), "item 5 sits in the small grid")
        #expect(matches(pixel(end, CGPoint(x: 67, y: top + 35)), .white), "between small items, the background")
        #expect(navigation.navigationBar.topItem?.title == "Mini Apples")

        navigation.popViewController(animated: true)
        host.advance(by: 1.0 / 60 + 0.175)
        saveFrame(host.render(), "layout-pop-50", in: "collections")
        let back = presentedCenter(cell)
        #expect(abs(back.x - (before.x + after.x) / 2) < 6, "half-way back: \(back)")
        try host.runUntilIdle()
        saveFrame(host.render(), "layout-pop-100", in: "collections")
        #expect(navigation.topViewController === grid)
        #expect(collectionView.collectionViewLayout === grid.collectionViewLayout)
        #expect(grid.view === collectionView && collectionView.superview != nil && collectionView.window != nil)
        #expect(cell.center == before)
    }

    @Test("R16.3 with the navigation delegate's animator: it runs, the layout changes alongside, and a cancelled interactive pop puts everything back")
    func layoutToLayoutWithADelegateAnimator() throws {
        let grid = SwatchGridController(collectionViewLayout: squareFlowLayout(side: 100))
        let (host, navigation) = hostWithGrid(grid)
        let delegate = SeedNavigationDelegate()
        keepAlive(delegate)
        navigation.delegate = delegate
        let collectionView = try #require(grid.collectionView)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        let before = CollectionUpdateRules.centerOfSquare(5), after = CollectionUpdateRules.centerOfSmallSquare(5)

        let mini = SwatchGridController(collectionViewLayout: squareFlowLayout(side: 50))
        mini.useLayoutToLayoutNavigationTransitions = true
        navigation.pushViewController(mini, animated: true)
        host.advance(by: 1.0 / 60 + 0.2)
        saveFrame(host.render(), "delegate-push-50", in: "collections")
        // The delegate's slide moves the pushed view (the collection view inside) in from the right, linearly over 0.4 s.
        #expect(abs((mini.view.layer.presentation()?.position.x ?? 0) - (195 + 390 / 2)) < 12, "the pushed view slides")
        #expect(collectionView.superview === mini.view)
        let halfway = presentedCenter(cell)
        #expect(abs(halfway.x - (before.x + after.x) / 2) < 8, "the layout changes alongside: \(halfway)")
        try host.runUntilIdle()
        #expect(collectionView.collectionViewLayout === mini.collectionViewLayout && cell.center == after)
        #expect(collectionView.superview === mini.view && collectionView.window != nil)

        delegate.interaction = UIPercentDrivenInteractiveTransition()
        navigation.popViewController(animated: true)
        host.advance(by: 1.0 / 60)
        delegate.interaction?.update(0.3)
        host.advance(by: 1.0 / 60)
        saveFrame(host.render(), "delegate-pop-30", in: "collections")
        #expect(collectionView.superview !== mini.view, "the grid's view, the collection view, comes back under the pop")
        delegate.interaction?.cancel()
        delegate.interaction = nil
        try host.runUntilIdle()
        #expect(navigation.topViewController === mini)
        #expect(collectionView.superview === mini.view && collectionView.window != nil, "the cancel put the collection view back")
        #expect(collectionView.collectionViewLayout === mini.collectionViewLayout && cell.center == after)

        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(navigation.topViewController === grid && grid.view === collectionView && collectionView.window != nil)
        #expect(collectionView.collectionViewLayout === grid.collectionViewLayout && cell.center == before)
    }

    @Test("Seed 001 (R16.2): a pinch drives an interactive layout transition that finishes past half-way and cancels short of it")
    func pinchDrivenLayoutTransition() throws {
        let grid = SwatchGridController(collectionViewLayout: squareFlowLayout(side: 100))
        let (host, _) = hostWithGrid(grid)
        let collectionView = try #require(grid.collectionView)
        let small = squareFlowLayout(side: 50)
        let driver = PinchLayoutDriver(collectionView: collectionView, target: small)
        keepAlive(driver)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        let before = CollectionUpdateRules.centerOfSquare(5), after = CollectionUpdateRules.centerOfSmallSquare(5)

        driver.onChange = {
            let progress = driver.transition?.transitionProgress ?? -1
            collectionView.layoutIfNeeded()
            driver.followed.append((progress, cell.center.x))
        }
        host.pinch(center: CGPoint(x: 195, y: 500), fromScale: 1, toScale: 1.3, duration: 0.3)
        let last = try #require(driver.followed.last)
        // The driver maps scale − 1 to progress; the fingers end at 1.3 times their spread.
        #expect(abs(last.progress - 0.3) < 0.001, "the pinch's scale sets the progress: \(last.progress)")
        for (progress, x) in driver.followed {
            #expect(abs(x - (before.x + (after.x - before.x) * progress)) < 1, "the cell follows the progress \(progress)")
        }
        try host.runUntilIdle()
        #expect(driver.results == [false], "released short of half-way, it cancels")
        #expect(collectionView.collectionViewLayout !== small && cell.center == before)

        host.pinch(center: CGPoint(x: 195, y: 500), fromScale: 1, toScale: 1.8, duration: 0.3)
        try host.runUntilIdle()
        saveFrame(host.render(), "pinch-finished", in: "collections")
        #expect(driver.results == [false, true], "released past half-way, it finishes")
        #expect(collectionView.collectionViewLayout === small && cell.center == after)
    }

    @Test("Photo-grid zoom: the selected cell zooms into the detail through convert(_:to:), and the interactive pop zooms back")
    func photoGridZoom() throws {
        let grid = SwatchGridController(collectionViewLayout: squareFlowLayout(side: 100))
        let zoom = SwatchZoomDelegate()
        keepAlive(zoom)
        let (host, navigation) = hostWithGrid(grid)
        navigation.delegate = zoom
        var detail: SwatchDetailController?
        grid.onSelect = { indexPath in
            zoom.animator.selected = indexPath
            let next = SwatchDetailController(color: SwatchCell.colors[indexPath.item % SwatchCell.colors.count])
            next.zoom = zoom
            detail = next
            grid.navigationController?.pushViewController(next, animated: true)
        }
        let collectionView = try #require(grid.collectionView)
        let top = collectionView.adjustedContentInset.top
        let cellCenter = CollectionUpdateRules.centerOfSquare(4)
        host.tap(at: CGPoint(x: cellCenter.x, y: cellCenter.y + top))
        let pushed = try #require(detail)
        #expect(navigation.topViewController === pushed)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        host.advance(by: 0.2 - 2.0 / 60)
        let middle = host.render()
        saveFrame(middle, "zoom-push-50", in: "collections")
        // Half-way the zooming square spans between the 100-point cell and the 390-point photo: about 245 wide,
        // centred between their centres.
        let photoCenter = CGPoint(x: 195, y: 120 + 195)
        let zoomCenter = CGPoint(x: (cellCenter.x + photoCenter.x) / 2, y: (cellCenter.y + top + photoCenter.y) / 2)
        #expect(matches(pixel(middle, zoomCenter), SwatchCell.colors[4]), "the zoom is half-way")
        try host.runUntilIdle()
        let end = host.render()
        saveFrame(end, "zoom-push-100", in: "collections")
        #expect(matches(pixel(end, CGPoint(x: 20, y: 130)), SwatchCell.colors[4]), "the photo fills the width")

        host.edgePan(from: .left, distance: 195, duration: 0.3, release: false)
        let popping = host.render()
        saveFrame(popping, "zoom-pop-50", in: "collections")
        #expect(navigation.topViewController === grid, "the pop has begun")
        #expect(matches(pixel(popping, zoomCenter), SwatchCell.colors[4]), "the interactive pop zooms half-way back")
        host.drag(from: CGPoint(x: 1 + 195, y: 422), to: CGPoint(x: 1 + 300, y: 422), duration: 0.1)
        try host.runUntilIdle()
        let popped = host.render()
        saveFrame(popped, "zoom-pop-100", in: "collections")
        #expect(navigation.viewControllers.count == 1)
        #expect(matches(pixel(popped, CGPoint(x: cellCenter.x, y: cellCenter.y + top)), SwatchCell.colors[4]))
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isHidden == false)
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty == true, "clearsSelectionOnViewWillAppear cleared the tapped item")
    }
}
