import Testing
import OpenUIKit
import SegueTesting

/// How far `view` shows moved sideways from where its model puts it (the
/// built-in slide moves views by their transform).
@MainActor
func shownShift(_ view: UIView) -> CGFloat {
    (view.layer.presentation() ?? view.layer).affineTransform().tx
}

/// A host showing a navigation controller with A (red, the root) and B (blue) on
/// its stack, B on top, and the recording delegate.
@MainActor
func hostWithTwoControllers() throws -> (TestHost, UINavigationController, NamedController, NamedController, RecordingNavigationDelegate) {
    let delegate = RecordingNavigationDelegate()
    let root = NamedController("A", color: UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    let top = NamedController("B", color: UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(top, animated: false)
    navigation.delegate = delegate
    let host = TestHost()
    host.window.rootViewController = navigation
    try host.runUntilIdle()
    host.trace.clear()
    ObservedCalls.clear()
    keepAlive(delegate)
    return (host, navigation, root, top, delegate)
}

/// A finger that goes down at a point and moves one frame at a time.
@MainActor
struct Finger {
    let host: TestHost
    let start: CGPoint
    private(set) var location: CGPoint
    private var isDown = false

    init(_ host: TestHost, at start: CGPoint) {
        self.host = host
        self.start = start
        location = start
    }

    /// The translation since the finger went down.
    var translation: CGPoint { CGPoint(x: location.x - start.x, y: location.y - start.y) }

    /// Moves by (`dx`, `dy`) over one frame (the first move also puts it down, a frame earlier).
    mutating func move(dx: CGFloat, dy: CGFloat = 0) {
        let next = CGPoint(x: location.x + dx, y: location.y + dy)
        host.drag(from: location, to: next, duration: 1 / 60, release: false)
        location = next
        isDown = true
    }

    /// Moves by `dx` a frame, `frames` times.
    mutating func move(dx: CGFloat, dy: CGFloat = 0, frames: Int) {
        for _ in 0..<frames { move(dx: dx, dy: dy) }
    }

    /// Lifts the finger after one more move of (`dx`, `dy`).
    mutating func lift(dx: CGFloat = 0, dy: CGFloat = 0) {
        let next = CGPoint(x: location.x + dx, y: location.y + dy)
        host.drag(from: location, to: next, duration: 1 / 60)
        location = next
        isDown = false
    }
}

/// Records what a recognizer's delegate is asked, refusing when told.
@MainActor
final class ContentPopDelegate: NSObject, UIGestureRecognizerDelegate {
    var refuses = false
    private(set) var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return !refuses
    }
}

/// `UINavigationController.interactiveContentPopGestureRecognizer` (iOS 26): a
/// leading-to-trailing pan anywhere in the content pops interactively as the
/// edge swipe does, with the rules of docs/Transitions.md ("Content swipe").
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ContentPopGestureRules {
    /// The width the pop slides (the 390-pt screen).
    private let width: CGFloat = 390

    @Test func itExistsBeforeTheViewLoadsApartFromTheEdgeSwipeAndTheViewInstallsIt() throws {
        let navigation = UINavigationController(rootViewController: NamedController("A"))
        let recognizer = try #require(navigation.interactiveContentPopGestureRecognizer, "non-nil before the view loads")
        #expect(!navigation.isViewLoaded, "reading it does not load the view")
        #expect(recognizer is UIPanGestureRecognizer && !(recognizer is UIScreenEdgePanGestureRecognizer))
        #expect(recognizer !== navigation.interactivePopGestureRecognizer)
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        #expect(navigation.interactiveContentPopGestureRecognizer === recognizer)
        #expect(navigation.view.gestureRecognizers?.contains { $0 === recognizer } == true, "installed on the view")
    }

    @Test func aRightwardPanInTheContentPopsWithTheViewUnderTheFingerAndTheBarFollowing() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        var finger = Finger(host, at: CGPoint(x: 150, y: 500))
        finger.move(dx: 12)
        #expect(navigation.transitionCoordinator != nil, "the pan began at 12 pt: the pop is requested")
        #expect(navigation.viewControllers == [root])
        let titleB = try #require(navigation.navigationBar.subviewsShowing("B").first)
        var checked = 0
        var lastTitleAlpha = 1.0
        for _ in 0..<12 {
            finger.move(dx: 12)
            // From the frame the pop runs, the view is moved by the finger's translation.
            #expect(abs(shownShift(top.view) - finger.translation.x) <= 1,
                    "view moved \(shownShift(top.view)), finger \(finger.translation.x)")
            let titleAlpha = Double(titleB.layer.presentation()?.opacity ?? 1)
            #expect(titleAlpha < lastTitleAlpha, "B's title fades as the finger moves")
            lastTitleAlpha = titleAlpha
            checked += 1
        }
        #expect(checked == 12)
        #expect(top.view.superview === root.view.superview && root.view.window === host.window, "A is beneath B")
        // Held still, nothing moves.
        let held = shownShift(top.view)
        host.advance(by: 0.2)
        #expect(shownShift(top.view) == held)
        // Released slowly past half-way (13 × 12 = 156 pt, then 50 more over 10 frames): it finishes.
        finger.move(dx: 5, frames: 10)
        #expect(finger.translation.x > width / 2)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && top.parent == nil)
        #expect(top.view.superview == nil && root.view.window === host.window && root.view.transform == .identity)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "Delegate.willShow(A)", "A.viewIsAppearing",
                        "B.viewDidDisappear", "A.viewDidAppear", "Delegate.didShow(A)"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.prefix("Delegate.animationController"),
                                                                           .prefix("Delegate.interactionController")],
                       "the edge swipe's order")
        expectSequence(["Delegate.animationController(pop)"], in: ObservedCalls.log, ignoring: [
            .matching("anything but the delegate's questions") { !$0.hasPrefix("Delegate.animationController") && !$0.hasPrefix("Delegate.interactionController") },
        ], "asked for an animator once; none came back, so no interaction controller is asked for")
    }

    @Test func releasedItRunsTheRestEasingOutOverWhatIsLeftOfTheDuration() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        var finger = Finger(host, at: CGPoint(x: 100, y: 500))
        finger.move(dx: 10, frames: 21)
        host.advance(by: 0.2)
        let released = Double(finger.translation.x) / 390   // 210 pt: past half-way, held still
        finger.lift()
        #expect(navigation.viewControllers == [root])
        // From the frame of the release, the rest of 0.35 s × (1 − progress), easing out.
        let tail = 0.35 * (1 - released)
        var frame = 0
        while top.view.superview != nil, frame < 40 {
            let linear = min(Double(frame) / 60 / tail, 1)
            let expected = 390 * (released + (1 - released) * ReferenceTimingCurve.easeOut.progress(at: linear))
            #expect(abs(Double(shownShift(top.view)) - expected) <= 1, "frame \(frame): \(shownShift(top.view)) vs \(expected)")
            host.advance(by: 1 / 60)
            frame += 1
        }
        #expect(abs(Double(frame) - tail * 60) <= 2, "done after the rest: \(frame) frames for \(tail) s")
        try host.runUntilIdle()
        #expect(top.parent == nil && root.view.window === host.window)
    }

    @Test func aCancelledContentSwipePutsEverythingBackExactly() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        let before = (frame: top.view.frame, transform: top.view.transform, alpha: top.view.alpha,
                      subviews: navigation.view.subviews.count)
        var finger = Finger(host, at: CGPoint(x: 200, y: 400))
        finger.move(dx: 15, frames: 8)
        #expect(abs(shownShift(top.view) - 120) <= 1)
        finger.move(dx: -3, frames: 10)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "released short of half-way and slowly: it cancels")
        #expect(top.view.frame == before.frame && top.view.transform == before.transform && top.view.alpha == before.alpha)
        #expect(top.view.window === host.window && root.view.superview == nil && root.parent === navigation)
        #expect(navigation.view.subviews.count == before.subviews)
        #expect(navigation.navigationBar.topItem === top.navigationItem)
        #expect(navigation.navigationBar.subviewsShowing("B").count == 1, "one title B, at rest")
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "Delegate.willShow(A)", "A.viewIsAppearing",
                        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.prefix("Delegate.animationController")],
                       "R2.1: no didShow; A goes back, B returns")
    }

    @Test(arguments: [(distance: 60.0, frames: 3, pops: true), (distance: 220.0, frames: 80, pops: true),
                      (distance: 150.0, frames: 80, pops: false)])
    func releaseFinishesByPositionOrVelocityAsTheEdgeSwipe(distance: Double, frames: Int, pops: Bool) throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        var finger = Finger(host, at: CGPoint(x: 120, y: 450))
        finger.move(dx: CGFloat(distance) / CGFloat(frames), frames: frames)
        finger.lift(dx: CGFloat(distance) / CGFloat(frames))
        try host.runUntilIdle()
        // A quick flick (60 pt in 4 frames, 1,200 pt/s) pops; slowly (165 and 110 pt/s), past half-way it
        // pops and short of it it cancels.
        #expect(navigation.viewControllers == (pops ? [root] : [root, top]))
    }

    @Test func itDoesNotBeginAtTheRootForAVerticalOrLeftwardPanOnTheBarOrFromTheEdgeMargin() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        var finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 8, dy: 12, frames: 10)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "mostly vertical")

        finger = Finger(host, at: CGPoint(x: 300, y: 400))
        finger.move(dx: -15, frames: 10)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "towards the leading edge")

        let barY = navigation.navigationBar.frame.midY
        finger = Finger(host, at: CGPoint(x: 200, y: barY))
        finger.move(dx: 15, frames: 16)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "on the navigation bar")

        navigation.interactivePopGestureRecognizer?.isEnabled = false
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "the edge margin is the edge swipe's, disabled here")
        navigation.interactivePopGestureRecognizer?.isEnabled = true

        navigation.popViewController(animated: false)
        try host.runUntilIdle()
        ObservedCalls.clear()
        finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 15, frames: 16)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && navigation.transitionCoordinator == nil, "at the root")
        #expect(ObservedCalls.log.filter { !$0.hasSuffix("LayoutSubviews") }.isEmpty)
    }

    @Test func itDoesNotBeginDuringATransitionItCannotCatch() throws {
        let (host, navigation, root, top, delegate) = try hostWithTwoControllers()
        let c = NamedController("C")
        navigation.pushViewController(c, animated: false)
        try host.runUntilIdle()
        navigation.popViewController(animated: true)
        host.advance(by: 2 / 60)
        var finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 15, frames: 6)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "a running pop is not caught by a swipe: only C went")

        delegate.animator = SlideAnimator(presenting: true, duration: 0.5)
        navigation.pushViewController(c, animated: true)
        host.advance(by: 3 / 60)
        finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 15, frames: 6)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top, c], "a push by the delegate's animator is not caught")
    }

    @Test func aScrollViewThatCanStillScrollLeftWinsAndAtItsLeadingEdgeThePopWins() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        let strip = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        strip.contentSize = CGSize(width: 1200, height: 200)
        strip.contentOffset = CGPoint(x: 100, y: 0)
        top.view.addSubview(strip)
        try host.runUntilIdle()
        var finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 10, frames: 6)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "the strip could still scroll left: it wins")
        #expect(strip.contentOffset.x < 100, "it scrolled: \(strip.contentOffset.x)")

        strip.setContentOffset(.zero, animated: false)
        finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 12, frames: 6)
        #expect(strip.contentOffset.x == 0, "at its leading edge the strip does not move")
        #expect(abs(shownShift(top.view) - finger.translation.x) <= 1, "the pop has the finger")
        finger.move(dx: 12, frames: 14)
        finger.lift(dx: 12)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root], "at its leading edge the pop wins")
    }

    @Test func overAVerticalListAHorizontalSwipePopsAndAVerticalOneScrolls() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        let list = UIScrollView(frame: top.view.bounds)
        list.contentSize = CGSize(width: 390, height: 3000)
        top.view.addSubview(list)
        try host.runUntilIdle()
        let startOffset = list.contentOffset.y
        var finger = Finger(host, at: CGPoint(x: 200, y: 600))
        finger.move(dx: 0, dy: -15, frames: 10)
        finger.lift()
        try host.runUntilIdle()
        #expect(list.contentOffset.y > startOffset + 100, "a vertical swipe scrolls at once: \(list.contentOffset.y)")
        #expect(navigation.viewControllers == [root, top])

        finger = Finger(host, at: CGPoint(x: 120, y: 500))
        finger.move(dx: 15, frames: 16)
        finger.lift(dx: 15)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root], "a horizontal swipe over the list pops")
    }

    @Test func aDelegateCanRefuseItAndEachSwipeIsEnabledOnItsOwn() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        let recognizer = try #require(navigation.interactiveContentPopGestureRecognizer)
        let refuser = ContentPopDelegate()
        refuser.refuses = true
        recognizer.delegate = refuser
        var finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 15, frames: 16)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top] && refuser.asked == 1, "refused by gestureRecognizerShouldBegin")

        recognizer.delegate = nil
        recognizer.isEnabled = false
        finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 15, frames: 16)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "disabled")
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root], "the edge swipe still pops: the two are independent")

        recognizer.isEnabled = true
        navigation.pushViewController(top, animated: false)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        try host.runUntilIdle()
        finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 15, frames: 16)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root], "the edge swipe disabled, the content swipe still pops")
    }

    @Test func failureRequirementsTieItToOtherRecognizers() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        let recognizer = try #require(navigation.interactiveContentPopGestureRecognizer)
        var ownBegan = 0
        let own = UIPanGestureRecognizer { gesture in if gesture.state == .began { ownBegan += 1 } }
        top.view.addGestureRecognizer(own)
        var finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 15, frames: 16)
        finger.lift()
        try host.runUntilIdle()
        #expect(ownBegan == 1 && navigation.viewControllers == [root, top], "the content's own pan, nearer the touch, wins")

        own.require(toFail: recognizer)
        finger = Finger(host, at: CGPoint(x: 150, y: 400))
        finger.move(dx: 15, frames: 16)
        finger.lift(dx: 15)
        try host.runUntilIdle()
        #expect(ownBegan == 1 && navigation.viewControllers == [root], "waiting for the content pop to fail, it lost to it")
    }

    @Test func aFrameMidSwipeShowsBAtTheFingerOverADimmedA() throws {
        let (host, navigation, _, top, _) = try hostWithTwoControllers()
        var finger = Finger(host, at: CGPoint(x: 100, y: 500))
        finger.move(dx: 13, frames: 10)
        let shift = finger.translation.x   // 130 pt
        #expect(abs(shownShift(top.view) - shift) <= 1)
        let frame = host.render()
        saveFrame(frame, "content-swipe-mid", in: "content-pop")
        // B (blue) from its moved leading edge on; A (red) beneath, under the overlay of 0.1 × (1 − progress).
        #expect(isColor(pixel(frame, shift + 20, 600), 0, 0, 255), "\(pixel(frame, shift + 20, 600))")
        #expect(isColor(pixel(frame, 389, 600), 0, 0, 255))
        let dimmed = Int((255 * (1 - 0.1 * (1 - Double(shift / width)))).rounded())
        #expect(isColor(pixel(frame, shift - 40, 600), dimmed, 0, 0, tolerance: 2), "\(pixel(frame, shift - 40, 600)) vs \(dimmed)")
        #expect(isColor(pixel(frame, 5, 600), dimmed, 0, 0, tolerance: 2))
        host.advance(by: 0.2)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "held, then released at a third: it cancels")
    }

    @Test func aLeftwardPanStartsNoPopAndLeavesAStripAtItsLeadingEdgeFreeToScroll() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        let strip = UIScrollView(frame: CGRect(x: 0, y: 300, width: 390, height: 200))
        strip.contentSize = CGSize(width: 1200, height: 200)
        top.view.addSubview(strip)
        try host.runUntilIdle()
        ObservedCalls.clear()
        var finger = Finger(host, at: CGPoint(x: 300, y: 400))
        finger.move(dx: -12, frames: 8)
        #expect(navigation.transitionCoordinator == nil, "no pop began")
        #expect(strip.contentOffset.x > 40, "the strip follows the finger: \(strip.contentOffset.x)")
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top])
        #expect(!ObservedCalls.log.contains { $0.contains("viewWillDisappear") || $0.contains("viewWillAppear") },
                "no appearance callbacks: \(ObservedCalls.log)")
    }
}

extension UIView {
    /// The visible labels under this view whose text is `text`.
    func subviewsShowing(_ text: String) -> [UILabel] {
        var found: [UILabel] = []
        func walk(_ view: UIView) {
            guard !view.isHidden else { return }
            if let label = view as? UILabel, label.text == text { found.append(label) }
            view.subviews.forEach(walk)
        }
        walk(self)
        return found
    }
}
