import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// iOS 18's zoom transition (`preferredTransition = .zoom`), presented and
/// pushed: the callbacks, the source view provider asked at both ends, the
/// frames on the spring (computed here from the spring's closed form, not by
/// Segue), the source hidden while it runs, the dimming's pixels, and the
/// interactive dismissal (drag, pinch, edge swipe) finishing, cancelling and vetoed.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ZoomTransitionRules {
    /// A critically damped spring of perceptual duration 0.5 s: its fraction `t` seconds in.
    private func spring(_ t: Double) -> CGFloat {
        let omega = 2 * Double.pi / 0.5
        return CGFloat(1 - (1 + omega * t) * exp(-omega * t))
    }

    private func lerp(_ a: CGRect, _ b: CGRect, _ f: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * f, y: a.minY + (b.minY - a.minY) * f,
               width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
    }

    private func expectClose(_ a: CGRect, _ b: CGRect, tolerance: CGFloat = 0.5, _ comment: Comment,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
        #expect(close, "\(comment): \(a) vs \(b)", sourceLocation: sourceLocation)
    }

    /// A white grid controller "A" with two tiles.
    private final class Grid: UIViewController {
        let tiles = [UIView(frame: CGRect(x: 20, y: 120, width: 100, height: 100)),
                     UIView(frame: CGRect(x: 240, y: 500, width: 120, height: 80))]
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "A"
            view.backgroundColor = .white
            tiles[0].backgroundColor = .systemOrange
            tiles[1].backgroundColor = .systemGreen
            for tile in tiles {
                tile.layer.cornerRadius = 12
                view.addSubview(tile)
            }
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            ObservedCalls.record("A.viewWillAppear")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            ObservedCalls.record("A.viewIsAppearing")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            ObservedCalls.record("A.viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            ObservedCalls.record("A.viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            ObservedCalls.record("A.viewDidDisappear")
        }
    }

    /// A zoomed controller "B" whose preferred transition zooms from `tile` (asked each time).
    private func zoomed(from grid: Grid, tile: @escaping () -> Int?, options: UIViewController.Transition.ZoomOptions? = nil)
        -> NamedController {
        let detail = NamedController("B", color: .systemBlue)
        detail.preferredTransition = .zoom(options: options) { context in
            ObservedCalls.record("Provider(\(context.sourceViewController.title ?? "?")→\(context.zoomedViewController.title ?? "?"))")
            return tile().map { grid.tiles[$0] }
        }
        return detail
    }

    /// Advances a frame at a time until `detail`'s view is inside the zoom's clip; returns the clip.
    private func untilZoomStarts(_ host: TestHost, _ detail: UIViewController) -> UIView? {
        for _ in 0..<10 {
            host.advance(by: 1.0 / 60)
            if let clip = detail.viewIfLoaded?.superview, clip.layer.animationKeys()?.isEmpty == false { return clip }
        }
        return nil
    }

    private func presentationFrame(_ view: UIView) -> CGRect {
        let layer = view.layer.presentation() ?? view.layer
        return CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                      width: layer.bounds.width, height: layer.bounds.height)
    }

    // MARK: Presenting and dismissing

    @Test func aZoomPresentationGrowsFromTheSourceOnTheSpringAndShrinksBackIntoTheProvidersNewSource() throws {
        let grid = Grid()
        let (host, _) = hostWithRoot(grid)
        try host.runUntilIdle()
        var tile: Int? = 0
        let detail = zoomed(from: grid, tile: { tile })
        ObservedCalls.clear()
        grid.present(detail, animated: true)
        let clip = try #require(untilZoomStarts(host, detail))
        let start = host.time
        let screen = host.window.bounds
        let source = CGRect(x: 20, y: 120, width: 100, height: 100)
        #expect(grid.tiles[0].isHidden, "the source is hidden while the zoom runs")
        for dt in [0.05, 0.1, 0.2, 0.35] {
            host.advance(by: start + dt - host.time)
            let f = spring(host.time - start)
            expectClose(presentationFrame(clip), lerp(source, screen, f), "clip at \(dt) s")
            let radius = (clip.layer.presentation() ?? clip.layer).cornerRadius
            #expect(abs(radius - 12 * (1 - f)) < 0.2, "corner radius at \(dt) s: \(radius)")
        }
        try host.runUntilIdle()
        #expect(host.time - start < 0.8, "it ends when the spring rests (≈0.73 s)")
        #expect(!grid.tiles[0].isHidden, "the source shows again")
        #expect(detail.view.frame == screen && detail.view.transform == .identity
            && detail.view.superview?.superview === host.window)
        #expect(grid.presentedViewController === detail && detail.modalPresentationStyle == .automatic)
        expectSequence(["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "Provider(A→B)", "B.viewDidAppear",
                        "A.viewDidDisappear"], in: ObservedCalls.log, ignoring: Ignored.layout)

        // The detail moved on to the other item: the provider now answers the second tile.
        tile = 1
        ObservedCalls.clear()
        detail.dismiss(animated: true)
        let back = try #require(detail.view.superview)
        #expect(back.clipsToBounds && grid.tiles[1].isHidden && !grid.tiles[0].isHidden)
        let dismissStart = host.time
        host.advance(by: 0.15)
        expectClose(presentationFrame(back), lerp(screen, grid.tiles[1].frame, spring(host.time - dismissStart)),
                    "shrinking into the new source")
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && detail.view.window == nil && !grid.tiles[1].isHidden)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "Provider(A→B)", "A.viewDidAppear",
                        "B.viewDidDisappear"], in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    @Test func theAlignmentRectFillsTheSourceAndGrowsWithTheSpring() throws {
        let grid = Grid()
        let (host, _) = hostWithRoot(grid)
        try host.runUntilIdle()
        let options = UIViewController.Transition.ZoomOptions()
        let alignment = CGRect(x: 0, y: 200, width: 390, height: 390)
        var asked: [(UIView, String?)] = []
        options.alignmentRectProvider = { context in
            asked.append((context.sourceView, context.zoomedViewController.title))
            return alignment
        }
        let detail = zoomed(from: grid, tile: { 0 }, options: options)
        grid.present(detail, animated: true)
        _ = try #require(untilZoomStarts(host, detail))
        let start = host.time
        host.advance(by: 0.1)
        let f = spring(host.time - start)
        // At the source the 390-point square fills the 100-point tile: scale 100/390, its centre on the tile's.
        let s0: CGFloat = 100 / 390
        let layer = detail.view.layer.presentation() ?? detail.view.layer
        #expect(abs(layer.transform.m11 - (s0 + (1 - s0) * f)) < 0.002, "scale \(layer.transform.m11)")
        let centerAtSource = CGPoint(x: 50, y: 50 - s0 * (alignment.midY - 422))
        let centerZoomed = CGPoint(x: 195, y: 422)
        #expect(abs(layer.position.x - (centerAtSource.x + (centerZoomed.x - centerAtSource.x) * f)) < 0.5)
        #expect(abs(layer.position.y - (centerAtSource.y + (centerZoomed.y - centerAtSource.y) * f)) < 0.5)
        #expect(asked.count == 1 && asked.first?.0 === grid.tiles[0] && asked.first?.1 == "B")
        try host.runUntilIdle()
        #expect(detail.view.frame == host.window.bounds && detail.view.transform == .identity)
    }

    @Test func withoutASourceViewTheControllerGrowsFromTheMiddleFading() throws {
        let grid = Grid()
        let (host, _) = hostWithRoot(grid)
        try host.runUntilIdle()
        let detail = zoomed(from: grid, tile: { nil })
        grid.present(detail, animated: true)
        let clip = try #require(untilZoomStarts(host, detail))
        let start = host.time
        host.advance(by: 0.1)
        let f = spring(host.time - start)
        let screen = host.window.bounds
        let middle = screen.insetBy(dx: screen.width / 4, dy: screen.height / 4)
        expectClose(presentationFrame(clip), lerp(middle, screen, f), "from the middle")
        #expect(abs(CGFloat((clip.layer.presentation() ?? clip.layer).opacity) - f) < 0.01, "fading in")
        try host.runUntilIdle()
        #expect(detail.view.frame == screen && grid.presentedViewController === detail)
    }

    @Test func theDimmingDarkensThePresenterByTheDefaultOrTheChosenColor() throws {
        for custom in [false, true] {
            let grid = Grid()
            let (host, _) = hostWithRoot(grid)
            try host.runUntilIdle()
            let options = UIViewController.Transition.ZoomOptions()
            if custom { options.dimmingColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5) }
            let detail = zoomed(from: grid, tile: { 0 }, options: options)
            grid.present(detail, animated: true)
            _ = try #require(untilZoomStarts(host, detail))
            let start = host.time
            host.advance(by: 0.05)
            let f = spring(host.time - start)
            // Far from the growing clip: white under the dimming at f of its opacity.
            let p = host.render().premultipliedRGBA(x: 380 * 2, y: 830 * 2)
            let (red, green) = custom ? (255.0, 255 * (1 - 0.5 * Double(f))) : (255 * (1 - 0.2 * Double(f)), 255 * (1 - 0.2 * Double(f)))
            #expect(abs(Double(p.red) - red) <= 3 && abs(Double(p.green) - green) <= 3,
                    "dimming \(custom ? "red 0.5" : "black 0.2") at \(f): \(p)")
            try host.runUntilIdle()
        }
    }

    // MARK: Pushing and popping

    @Test func aZoomPushGrowsFromTheCellAndThePopShrinksBack() throws {
        let grid = Grid()
        let navigation = UINavigationController(rootViewController: grid)
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let detail = zoomed(from: grid, tile: { 0 })
        ObservedCalls.clear()
        navigation.pushViewController(detail, animated: true)
        let clip = try #require(untilZoomStarts(host, detail))
        let start = host.time
        let source = grid.tiles[0].convert(grid.tiles[0].bounds, to: clip.superview)
        host.advance(by: 0.1)
        expectClose(presentationFrame(clip), lerp(source, navigation.view.bounds, spring(host.time - start)), "pushing")
        #expect(grid.tiles[0].isHidden)
        try host.runUntilIdle()
        #expect(navigation.topViewController === detail && detail.view.frame == navigation.view.bounds
            && detail.view.transform == .identity && !grid.tiles[0].isHidden)
        expectSequence(["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "Provider(A→B)", "A.viewDidDisappear",
                        "B.viewDidAppear"], in: ObservedCalls.log, ignoring: Ignored.layout)
        ObservedCalls.clear()
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(navigation.topViewController === grid && detail.view.window == nil && !grid.tiles[0].isHidden)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "Provider(A→B)", "B.viewDidDisappear",
                        "A.viewDidAppear"], in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    @Test func theLeadingEdgeSwipePopsWithTheZoom() throws {
        let (host, grid, navigation, detail) = try pushed()
        host.edgePan(from: .left, distance: 120, duration: 0.2, release: false)
        let clip = try #require(detail.view.superview)
        #expect(clip.clipsToBounds && clip.frame.width < navigation.view.bounds.width, "the view shrinks with the swipe")
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 121, y: y), to: CGPoint(x: 321, y: y), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.topViewController === grid && detail.view.window == nil && !grid.tiles[0].isHidden)
    }

    // MARK: Interactive dismissal

    /// A grid in a navigation controller, with a zoomed detail pushed from tile 0 and settled.
    private func pushed() throws -> (TestHost, Grid, UINavigationController, NamedController) {
        let grid = Grid()
        let navigation = UINavigationController(rootViewController: grid)
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let detail = zoomed(from: grid, tile: { 0 })
        navigation.pushViewController(detail, animated: true)
        try host.runUntilIdle()
        return (host, grid, navigation, detail)
    }

    private func presented(_ options: UIViewController.Transition.ZoomOptions? = nil) throws -> (TestHost, Grid, NamedController) {
        let grid = Grid()
        let (host, _) = hostWithRoot(grid)
        try host.runUntilIdle()
        let detail = zoomed(from: grid, tile: { 0 }, options: options)
        grid.present(detail, animated: true)
        try host.runUntilIdle()
        ObservedCalls.clear()
        return (host, grid, detail)
    }

    @Test func draggingDownFollowsTheFingerAndDismissesPastTheThreshold() throws {
        let (host, grid, detail) = try presented()
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 511), duration: 0.4, release: false)
        let clip = try #require(detail.view.superview)
        // Pulled a quarter of the height: three quarters... of half the shrink: 1 − 0.5 × 211/844 of its size.
        let pull: CGFloat = 211 / 844
        let scale = 1 - 0.5 * pull
        let screen = host.window.bounds
        let expected = CGRect(x: 200 + (0 - 200) * scale, y: 300 + (0 - 300) * scale + 211,
                              width: screen.width * scale, height: screen.height * scale)
        expectClose(clip.frame, expected, tolerance: 1, "under the finger, shrunk")
        #expect(grid.tiles[0].isHidden)
        host.drag(from: CGPoint(x: 200, y: 511), to: CGPoint(x: 200, y: 560), duration: 0.1)
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && detail.view.window == nil && !grid.tiles[0].isHidden)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "Provider(A→B)", "A.viewDidAppear",
                        "B.viewDidDisappear"], in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    @Test func aShortDragSpringsBackRestoringEverything() throws {
        let (host, grid, detail) = try presented()
        let superview = detail.view.superview
        let frame = detail.view.frame
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 360), duration: 0.6)
        try host.runUntilIdle()
        #expect(grid.presentedViewController === detail && detail.view.superview === superview)
        #expect(detail.view.frame == frame && detail.view.transform == .identity && detail.view.alpha == 1)
        #expect(!grid.tiles[0].isHidden && detail.view.layer.animationKeys()?.isEmpty != false)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "Provider(A→B)", "A.viewWillDisappear", "A.viewDidDisappear",
                        "B.viewWillAppear", "B.viewDidAppear"], in: ObservedCalls.log,
                       ignoring: Ignored.layout + [.suffix(".viewIsAppearing")])
    }

    @Test func interactiveDismissShouldBeginCanRefuse() throws {
        let options = UIViewController.Transition.ZoomOptions()
        var asked: [Bool] = []
        options.interactiveDismissShouldBegin = { context in
            asked.append(context.willBegin)
            return false
        }
        let (host, grid, detail) = try presented(options)
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.3)
        try host.runUntilIdle()
        #expect(asked == [true], "asked once, with the system's answer")
        #expect(grid.presentedViewController === detail && detail.view.frame == host.window.bounds)
        #expect(ObservedCalls.log.filter { !$0.hasSuffix("LayoutSubviews") }.isEmpty)
    }

    @Test func pinchingClosedDismisses() throws {
        let (host, grid, detail) = try presented()
        host.pinch(center: CGPoint(x: 195, y: 400), fromScale: 1, toScale: 0.4, duration: 0.3)
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && detail.view.window == nil)
    }

    @Test func aDragDuringTheZoomInCatchesItAndDismisses() throws {
        let grid = Grid()
        let (host, _) = hostWithRoot(grid)
        try host.runUntilIdle()
        let detail = zoomed(from: grid, tile: { 0 })
        ObservedCalls.clear()
        grid.present(detail, animated: true)
        _ = try #require(untilZoomStarts(host, detail))
        host.advance(by: 0.1)
        host.drag(from: CGPoint(x: 150, y: 300), to: CGPoint(x: 150, y: 700), duration: 0.2)
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && detail.view.window == nil && !grid.tiles[0].isHidden)
        expectSequence(["A.viewWillDisappear", "B.viewWillAppear", "Provider(A→B)", "B.viewDidAppear", "A.viewDidDisappear",
                        "B.viewWillDisappear", "A.viewWillAppear", "Provider(A→B)", "A.viewDidAppear", "B.viewDidDisappear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.suffix(".viewIsAppearing")])
    }

    @Test func aNonAnimatedZoomPresentsAndDismissesAtOnceAskingTheProviderEachTime() throws {
        let grid = Grid()
        let (host, _) = hostWithRoot(grid)
        try host.runUntilIdle()
        let detail = zoomed(from: grid, tile: { 0 })
        ObservedCalls.clear()
        grid.present(detail, animated: false)
        host.advance(by: 1.0 / 60)
        #expect(grid.presentedViewController === detail && detail.view.frame == host.window.bounds
            && detail.view.transform == .identity && !grid.tiles[0].isHidden)
        detail.dismiss(animated: false)
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && detail.view.window == nil && !grid.tiles[0].isHidden)
        #expect(ObservedCalls.log.filter { $0.hasPrefix("Provider") } == ["Provider(A→B)", "Provider(A→B)"])
    }

    // MARK: The other transitions, and frames

    @Test func theOtherTransitionsAreTheModalStyles() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        presented.preferredTransition = .crossDissolve()
        root.present(presented, animated: true)
        host.advance(by: 0.2)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        #expect(layer.opacity > 0.05 && layer.opacity < 0.95 && presented.view.frame == host.window.bounds, "fading, not sliding")
        try host.runUntilIdle()
        #expect(root.presentedViewController === presented)
    }

    @Test func renderedFramesMidZoom() throws {
        let grid = Grid()
        let (host, _) = hostWithRoot(grid)
        try host.runUntilIdle()
        let detail = zoomed(from: grid, tile: { 0 })
        grid.present(detail, animated: true)
        _ = try #require(untilZoomStarts(host, detail))
        let start = host.time
        host.advance(by: 0.1)
        let image = host.render()
        saveFrame(image, "zoom-present-0.1s", in: "zoom")
        let f = spring(host.time - start)
        let clip = lerp(CGRect(x: 20, y: 120, width: 100, height: 100), host.window.bounds, f)
        // Inside the clip: the detail's blue; just outside it: the dimmed white grid.
        let inside = image.premultipliedRGBA(x: Int(clip.midX * 2), y: Int(clip.midY * 2))
        #expect(inside.blue > 200 && inside.red < 80, "the zoomed view inside the clip: \(inside)")
        let outside = image.premultipliedRGBA(x: Int((clip.maxX + 4) * 2), y: Int((clip.maxY + 4) * 2))
        #expect(outside.red > 180 && outside.blue > 180, "dimmed white outside the clip: \(outside)")
        let hiddenTile = image.premultipliedRGBA(x: 22 * 2, y: 122 * 2)
        #expect(!(hiddenTile.red > 200 && hiddenTile.blue < 100), "the orange tile is hidden: \(hiddenTile)")
        host.advance(by: 0.2)
        saveFrame(host.render(), "zoom-present-0.3s", in: "zoom")
        try host.runUntilIdle()
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3, release: false)
        saveFrame(host.render(), "zoom-drag", in: "zoom")
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 600), duration: 0.1)
        host.advance(by: 0.15)
        saveFrame(host.render(), "zoom-dismiss-after-release", in: "zoom")
        try host.runUntilIdle()
    }

    // MARK: Catching a released dismissal again (iOS 18: interruptible at any time)

    /// `rect` scaled by `scale` about `anchor` and moved by `translation`: the
    /// drag's rule (the point under the finger stays under it as the view shrinks).
    private func scaled(_ rect: CGRect, _ scale: CGFloat, about anchor: CGPoint, moved translation: CGFloat) -> CGRect {
        CGRect(x: anchor.x + (rect.minX - anchor.x) * scale, y: anchor.y + (rect.minY - anchor.y) * scale + translation,
               width: rect.width * scale, height: rect.height * scale)
    }

    /// Records the transition's interaction changes and its end in `ObservedCalls`.
    private func observeTransition(of detail: UIViewController) throws {
        let coordinator = try #require(detail.transitionCoordinator)
        coordinator.notifyWhenInteractionChanges { context in
            ObservedCalls.record("interactive=\(context.isInteractive) cancelled=\(context.isCancelled)")
        }
        coordinator.animate(alongsideTransition: nil) { context in
            ObservedCalls.record("ended cancelled=\(context.isCancelled)")
        }
    }

    /// Drags down from (200, 300) by `distance`, holds still for 0.15 s (so the
    /// release has no speed) and lets go; returns the clip as released.
    private func dragAndRelease(_ host: TestHost, _ detail: UIViewController, by distance: CGFloat,
                                observe: Bool = true) throws -> CGRect {
        let anchor = CGPoint(x: 200, y: 300), end = CGPoint(x: 200, y: 300 + distance)
        host.drag(from: anchor, to: end, duration: 0.2, release: false)
        if observe { try observeTransition(of: detail) }
        host.drag(from: end, to: end, duration: 0.15)
        return scaled(host.window.bounds, 1 - 0.5 * distance / 844, about: anchor, moved: distance)
    }

    @Test func aViewSpringingIntoTheSourceCanBeCaughtAgainAndFollowsTheNewDrag() throws {
        let (host, grid, detail) = try presented()
        let pull0: CGFloat = 300 / 844
        let released = try dragAndRelease(host, detail, by: 300)
        let releaseTime = host.time
        let source = CGRect(x: 20, y: 120, width: 100, height: 100)
        let clip = try #require(detail.view.superview)
        host.advance(by: 0.1)
        expectClose(presentationFrame(clip), lerp(released, source, spring(host.time - releaseTime)), "springing into the source")

        // A finger on the view where it shows: the pan begins with its first move (≥ 10 points), the spring stops there.
        let f = spring(host.time + 2.0 / 60 - releaseTime)
        let caught = lerp(released, source, f)
        let finger = CGPoint(x: caught.midX, y: caught.midY)
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y + 45), duration: 3.0 / 60, release: false)
        #expect(grid.presentedViewController === detail && detail.view.superview === clip, "the same transition runs on")
        expectClose(presentationFrame(clip), scaled(caught, 1 - 0.5 * 45 / 844, about: finger, moved: 45), "under the finger")
        host.advance(by: 0.2)
        expectClose(presentationFrame(clip), scaled(caught, 1 - 0.5 * 45 / 844, about: finger, moved: 45),
                    "held still: the spring does not resume")
        #expect(grid.tiles[0].isHidden, "the source stays hidden")

        // Dragged up: the view grows back (the pull falls below where it was caught).
        let caughtPull = pull0 + (1 - pull0) * f
        host.drag(from: CGPoint(x: finger.x, y: finger.y + 45), to: CGPoint(x: finger.x, y: finger.y - 70), duration: 0.2,
                  release: false)
        expectClose(presentationFrame(clip), scaled(caught, 1 + 0.5 * 70 / 844, about: finger, moved: -70), "growing back")
        #expect(caughtPull - 70 / 844 > 0.25, "the pull counts from where the spring was caught: still past the quarter")

        // Released still: it springs into the source from the finger's geometry, and the dismissal ends once.
        let last = CGPoint(x: finger.x, y: finger.y - 70)
        host.drag(from: last, to: last, duration: 0.15)
        let secondRelease = host.time
        let regrown = scaled(caught, 1 + 0.5 * 70 / 844, about: finger, moved: -70)
        host.advance(by: 0.15)
        expectClose(presentationFrame(clip), lerp(regrown, source, spring(host.time - secondRelease)), "into the source again")
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && detail.view.window == nil && !grid.tiles[0].isHidden)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "Provider(A→B)",
                        "interactive=false cancelled=false", "interactive=true cancelled=false",
                        "interactive=false cancelled=false", "A.viewDidAppear", "B.viewDidDisappear",
                        "ended cancelled=false"], in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    @Test func aRecaughtDismissalFlickedUpCancelsAndRestoresEverything() throws {
        let (host, grid, detail) = try presented()
        let superview = try #require(detail.view.superview)
        let siblings = superview.subviews.map(ObjectIdentifier.init)
        let windowViews = host.window.subviews.map(ObjectIdentifier.init)
        let gridSuperview = grid.view.superview
        _ = try dragAndRelease(host, detail, by: 300)
        host.advance(by: 0.1)
        let clip = try #require(detail.view.superview)
        let shown = presentationFrame(clip)
        let finger = CGPoint(x: shown.midX, y: shown.midY)
        host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y - 100), duration: 0.1)
        #expect(detail.view.superview === clip, "caught: the clip runs on")
        try host.runUntilIdle()
        #expect(grid.presentedViewController === detail && detail.view.superview === superview)
        #expect(superview.subviews.map(ObjectIdentifier.init) == siblings && host.window.subviews.map(ObjectIdentifier.init) == windowViews
            && grid.view.superview === gridSuperview, "the hierarchy as before")
        #expect(detail.view.frame == host.window.bounds && detail.view.transform == .identity && detail.view.alpha == 1)
        #expect(!grid.tiles[0].isHidden && detail.view.layer.animationKeys()?.isEmpty != false)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "Provider(A→B)", "interactive=false cancelled=false",
                        "interactive=true cancelled=false", "interactive=false cancelled=true", "A.viewWillDisappear",
                        "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "ended cancelled=true"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.suffix(".viewIsAppearing")])

        // The zoom is still there to dismiss with.
        ObservedCalls.clear()
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), duration: 0.2)
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && !grid.tiles[0].isHidden)
    }

    @Test func aViewSpringingBackAfterACancelledDragCanBeCaughtAndDismissed() throws {
        let (host, grid, detail) = try presented()
        let released = try dragAndRelease(host, detail, by: 100)
        let releaseTime = host.time
        let clip = try #require(detail.view.superview)
        host.advance(by: 0.1)
        let screen = host.window.bounds
        expectClose(presentationFrame(clip), lerp(released, screen, spring(host.time - releaseTime)), "springing back")
        let f = spring(host.time + 2.0 / 60 - releaseTime)
        let caught = lerp(released, screen, f)
        let finger = CGPoint(x: 200, y: 400)
        host.drag(from: finger, to: CGPoint(x: 200, y: 600), duration: 0.2, release: false)
        expectClose(presentationFrame(clip), scaled(caught, 1 - 0.5 * 200 / 844, about: finger, moved: 200), "caught and pulled")
        let caughtPull = 100 / 844 * (1 - f)
        #expect(200 / 844 < 0.25 && caughtPull + 200 / 844 > 0.25, "premise: only the pull caught with it passes the quarter")
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 600), duration: 0.15)
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && detail.view.window == nil && !grid.tiles[0].isHidden)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "Provider(A→B)",
                        "interactive=false cancelled=true", "interactive=true cancelled=true",
                        "interactive=false cancelled=false", "A.viewDidAppear", "B.viewDidDisappear",
                        "ended cancelled=false"], in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    @Test func aZoomPopSpringingIntoTheCellCanBeCaughtAgain() throws {
        let (host, grid, navigation, detail) = try pushed()
        ObservedCalls.clear()
        _ = try dragAndRelease(host, detail, by: 300)
        host.advance(by: 0.1)
        let clip = try #require(detail.view.superview)
        let shown = try #require(clip.superview).convert(presentationFrame(clip), to: nil)
        host.drag(from: CGPoint(x: shown.midX, y: shown.midY), to: CGPoint(x: shown.midX, y: shown.midY - 300), duration: 0.1)
        try host.runUntilIdle()
        #expect(navigation.topViewController === detail && detail.view.frame == navigation.view.bounds
            && detail.view.transform == .identity && !grid.tiles[0].isHidden && grid.view.window == nil)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "Provider(A→B)", "interactive=false cancelled=false",
                        "interactive=true cancelled=false", "interactive=false cancelled=true", "A.viewWillDisappear",
                        "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "ended cancelled=true"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.suffix(".viewIsAppearing")])
    }

    @Test func aDismissalCaughtTwiceEndsOnceAndItsAlongsideAnimationsFollowTheFinger() throws {
        let (host, grid, detail) = try presented()
        let marker = grid.tiles[1]
        func shownAlpha() -> CGFloat { CGFloat((marker.layer.presentation() ?? marker.layer).opacity) }
        host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.2, release: false)
        try observeTransition(of: detail)
        detail.transitionCoordinator?.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: nil)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 600), duration: 0.15)
        let clip = try #require(detail.view.superview)
        for round in 0..<2 {
            host.advance(by: 0.05)
            let shown = presentationFrame(clip)
            let finger = CGPoint(x: shown.midX, y: shown.midY)
            host.drag(from: finger, to: CGPoint(x: finger.x, y: finger.y + 45), duration: 3.0 / 60, release: false)
            let held = shownAlpha()
            host.advance(by: 0.2)
            #expect(held > 0 && held < 1 && abs(shownAlpha() - held) < 0.001,
                    "round \(round): held still, the alongside animation waits for the finger: \(held) → \(shownAlpha())")
            let end = CGPoint(x: finger.x, y: finger.y + 45)
            if round == 0 {
                host.drag(from: end, to: end, duration: 0.15)
            } else {
                host.drag(from: end, to: CGPoint(x: end.x, y: end.y - 150), duration: 0.1)
            }
        }
        try host.runUntilIdle()
        #expect(grid.presentedViewController === detail && detail.view.frame == host.window.bounds && marker.alpha == 1
            && shownAlpha() == 1 && !grid.tiles[0].isHidden)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "Provider(A→B)", "interactive=false cancelled=false",
                        "interactive=true cancelled=false", "interactive=false cancelled=false",
                        "interactive=true cancelled=false", "interactive=false cancelled=true", "A.viewWillDisappear",
                        "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear", "ended cancelled=true"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.suffix(".viewIsAppearing")])
    }

    @Test func aPinchCatchesTheReleasedSpringToo() throws {
        let (host, grid, detail) = try presented()
        _ = try dragAndRelease(host, detail, by: 300)
        host.advance(by: 0.1)
        let clip = try #require(detail.view.superview)
        let shown = presentationFrame(clip)
        // Two fingers on the view as shown, closing: caught (the transition is interactive again), then released closing.
        host.pinch(center: CGPoint(x: shown.midX, y: shown.midY), fromScale: 1, toScale: 0.8, duration: 0.1)
        try host.runUntilIdle()
        #expect(grid.presentedViewController == nil && detail.view.window == nil && !grid.tiles[0].isHidden)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "Provider(A→B)",
                        "interactive=false cancelled=false", "interactive=true cancelled=false",
                        "interactive=false cancelled=false", "A.viewDidAppear", "B.viewDidDisappear",
                        "ended cancelled=false"], in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    @Test func aTapDuringTheZoomInStopsItAtFullSize() throws {
        let grid = Grid()
        let (host, _) = hostWithRoot(grid)
        try host.runUntilIdle()
        let detail = zoomed(from: grid, tile: { 0 })
        ObservedCalls.clear()
        grid.present(detail, animated: true)
        _ = try #require(untilZoomStarts(host, detail))
        host.advance(by: 0.1)
        host.tap(at: CGPoint(x: 150, y: 300))
        #expect(grid.presentedViewController === detail && detail.view.frame == host.window.bounds
            && detail.view.transform == .identity && detail.view.layer.animationKeys()?.isEmpty != false)
        #expect(detail.view.superview?.superview === host.window && !grid.tiles[0].isHidden, "out of the clip, the source shown")
        expectSequence(["A.viewWillDisappear", "B.viewWillAppear", "Provider(A→B)", "B.viewDidAppear", "A.viewDidDisappear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.suffix(".viewIsAppearing")])
        try host.runUntilIdle()
        // A tap once it is shown does nothing to it.
        ObservedCalls.clear()
        host.tap(at: CGPoint(x: 150, y: 300))
        try host.runUntilIdle()
        #expect(grid.presentedViewController === detail && ObservedCalls.log.filter { !$0.hasSuffix("LayoutSubviews") }.isEmpty)
    }

    @Test func renderedFrameMidRecatch() throws {
        let (host, _, detail) = try presented()
        let released = try dragAndRelease(host, detail, by: 300, observe: false)
        let releaseTime = host.time
        host.advance(by: 0.1)
        let f = spring(host.time + 2.0 / 60 - releaseTime)
        let caught = lerp(released, CGRect(x: 20, y: 120, width: 100, height: 100), f)
        let finger = CGPoint(x: caught.midX, y: caught.midY)
        host.drag(from: finger, to: CGPoint(x: finger.x + 60, y: finger.y + 120), duration: 0.2, release: false)
        let image = host.render()
        saveFrame(image, "zoom-recatch-dragged", in: "zoom")
        // The caught view under the finger (blue), the grid dimmed by what was left of the dimming, the tile still hidden.
        let pull: CGFloat = 120 / 844
        let clip = CGRect(x: finger.x + (caught.minX - finger.x) * (1 - 0.5 * pull) + 60,
                          y: finger.y + (caught.minY - finger.y) * (1 - 0.5 * pull) + 120,
                          width: caught.width * (1 - 0.5 * pull), height: caught.height * (1 - 0.5 * pull))
        let inside = image.premultipliedRGBA(x: Int(clip.midX * 2), y: Int(clip.midY * 2))
        #expect(inside.blue > 200 && inside.red < 80, "the caught view: \(inside)")
        let dimming = Double((1 - 300 / 844) * (1 - f) * (1 - pull))
        let white = image.premultipliedRGBA(x: 380 * 2, y: 830 * 2)
        #expect(abs(Double(white.red) - 255 * (1 - 0.2 * dimming)) <= 3, "dimmed by \(dimming): \(white)")
        let tile = image.premultipliedRGBA(x: 22 * 2, y: 122 * 2)
        #expect(!(tile.red > 200 && tile.blue < 100), "the orange tile stays hidden: \(tile)")
        host.drag(from: CGPoint(x: finger.x + 60, y: finger.y + 120), to: CGPoint(x: finger.x + 60, y: finger.y + 120), duration: 0.15)
        host.advance(by: 0.1)
        saveFrame(host.render(), "zoom-recatch-released", in: "zoom")
        try host.runUntilIdle()
    }
}
