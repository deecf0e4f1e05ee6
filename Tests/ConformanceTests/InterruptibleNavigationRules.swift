import Testing
import OpenUIKit
import SegueTesting

/// iOS 26's interruptible navigation: a pop during a running built-in push,
/// or a push during a running built-in pop, takes it over from where its
/// views are (docs/Transitions.md, "Interruptible push and pop"). The running
/// change ends at once as completed; the new one starts at the same point.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct InterruptibleNavigationRules {
    private let width = 390.0
    private let duration = 0.35
    private let ease = ReferenceTimingCurve.easeInEaseOut

    /// Records the completion of the transition `controller` is in, as `name`.
    private func recordCompletion(of controller: UIViewController, as name: String) {
        controller.transitionCoordinator?.animate(alongsideTransition: nil, completion: { context in
            ObservedCalls.record("\(name).completion(cancelled: \(context.isCancelled))")
        })
    }

    /// A host with A (red) at the root, pushing B (blue) with the built-in slide: returns when the push has
    /// run `frames` frames, with the time its animations began.
    private func pushing(frames: Int) throws -> (TestHost, UINavigationController, NamedController, NamedController,
                                                   RecordingNavigationDelegate, began: Double) {
        let (host, navigation, root, top, delegate) = try hostWithTwoControllers()
        navigation.popViewController(animated: false)
        try host.runUntilIdle()
        ObservedCalls.clear()
        navigation.pushViewController(top, animated: true)
        recordCompletion(of: top, as: "push")
        host.advance(by: 1 / 60)
        let began = host.time   // the frame the push starts in: its animations begin now
        host.advance(by: Double(frames) / 60)
        return (host, navigation, root, top, delegate, began)
    }

    /// B's shift in a built-in push `elapsed` seconds in: from the width to 0, ease-in-out over 0.35 s.
    private func pushShift(after elapsed: Double) -> Double { width * (1 - ease.progress(at: min(elapsed / duration, 1))) }

    @Test func aPopDuringARunningPushReversesItFromWhereTheViewsAre() throws {
        let (host, navigation, root, top, _, began) = try pushing(frames: 9)
        let shiftNow = pushShift(after: host.time - began)
        #expect(abs(Double(shownShift(top.view)) - shiftNow) <= 0.5, "the push, \(host.time - began) s in")
        let titleB = try #require(navigation.navigationBar.subviewsShowing("B").first)
        let titleAlphaBefore = Double(titleB.layer.presentation()?.opacity ?? 1)
        let popped = navigation.popViewController(animated: true)
        #expect(popped === top && navigation.viewControllers == [root])
        recordCompletion(of: top, as: "pop")
        #expect(abs(Double(shownShift(top.view)) - shiftNow) <= 0.5, "no jump: \(shownShift(top.view)) vs \(shiftNow)")
        #expect(top.view.superview === root.view.superview && root.view.window === host.window, "both views in the content")
        #expect(top.parent === navigation, "B is a child until the pop ends")

        host.advance(by: 1 / 60)
        let titleAlphaAfter = Double(titleB.layer.presentation()?.opacity ?? 1)
        #expect(titleAlphaAfter < titleAlphaBefore + 0.1 && titleAlphaAfter > titleAlphaBefore - 0.1,
                "the bar goes on from about where it was: B's title \(titleAlphaBefore) → \(titleAlphaAfter)")
        // The rest runs over what is left of 0.35 s (ease-in-out), from the frame after the request.
        let fraction = shiftNow / width
        let tail = (1 - fraction) * duration
        var frame = 1
        while navigation.transitionCoordinator != nil, frame < 60 {
            host.advance(by: 1 / 60)
            frame += 1
            guard top.view.superview != nil else { break }
            let linear = min(Double(frame - 1) / 60 / tail, 1)
            let expected = width * (fraction + (1 - fraction) * ease.progress(at: linear))
            #expect(abs(Double(shownShift(top.view)) - expected) <= 1, "frame \(frame): \(shownShift(top.view)) vs \(expected)")
        }
        #expect(abs(Double(frame) - (tail * 60 + 2)) <= 1.5, "it ends when the rest has run: \(frame) frames, tail \(tail) s")
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && top.parent == nil && top.view.superview == nil)
        #expect(root.view.transform == .identity && root.view.frame == navigation.view.bounds)
        expectSequence(["Delegate.animationController(push)", "A.viewWillDisappear", "B.viewWillAppear", "Delegate.willShow(B)",
                        "B.viewIsAppearing",
                        // The pop request ends the push at once, as completed:
                        "A.viewDidDisappear", "B.viewDidAppear", "Delegate.didShow(B)", "push.completion(cancelled: false)",
                        // then the pop runs from there.
                        "Delegate.animationController(pop)", "B.viewWillDisappear", "A.viewWillAppear", "Delegate.willShow(A)",
                        "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear", "Delegate.didShow(A)",
                        "pop.completion(cancelled: false)"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)
    }

    @Test func theBackButtonDuringAPushReversesIt() throws {
        let (host, navigation, root, top, _, began) = try pushing(frames: 6)
        var buttons: [UIButton] = []
        func walk(_ view: UIView) {
            if let button = view as? UIButton, button.accessibilityLabel != nil, !view.isHidden { buttons.append(button) }
            view.subviews.forEach(walk)
        }
        walk(navigation.navigationBar)
        let back = try #require(buttons.first, "B's back button, coming in")
        let point = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        host.tap(at: point)   // down, then up a frame later: the button acts on the second frame
        #expect(navigation.viewControllers == [root], "the tap popped")
        #expect(abs(Double(shownShift(top.view)) - pushShift(after: host.time - began)) <= 0.5,
                "B is where the push had it when the finger lifted")
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && top.parent == nil && root.view.window === host.window)
        #expect(navigation.navigationBar.topItem === root.navigationItem && navigation.navigationBar.subviewsShowing("A").count == 1)
    }

    @Test func aSwipeCatchesARunningPushAndTheFingerDrivesThePopFromThere() throws {
        let (host, navigation, root, top, _, began) = try pushing(frames: 10)
        var finger = Finger(host, at: CGPoint(x: 200, y: 500))
        finger.move(dx: 12)   // the pan begins on this frame
        #expect(navigation.viewControllers == [root], "the swipe popped")
        let caught = Double(shownShift(top.view))
        #expect(abs(caught - pushShift(after: host.time - began)) <= 0.5, "no jump: where the push had B now")
        let translationAtCatch = finger.translation.x
        for step in 1...10 {
            finger.move(dx: 9)
            let expected = caught + Double(finger.translation.x - translationAtCatch)
            #expect(abs(Double(shownShift(top.view)) - expected) <= 1, "step \(step): \(shownShift(top.view)) vs \(expected)")
        }
        finger.move(dx: 6, frames: 20)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && top.parent == nil && top.view.superview == nil)
        expectSequence(["A.viewWillDisappear", "B.viewWillAppear", "Delegate.willShow(B)", "B.viewIsAppearing",
                        "A.viewDidDisappear", "B.viewDidAppear", "Delegate.didShow(B)", "push.completion(cancelled: false)",
                        "B.viewWillDisappear", "A.viewWillAppear", "Delegate.willShow(A)", "A.viewIsAppearing",
                        "B.viewDidDisappear", "A.viewDidAppear", "Delegate.didShow(A)"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.prefix("Delegate.animationController")])
    }

    @Test func theEdgeSwipeCatchesARunningPushToo() throws {
        let (host, navigation, root, top, _, began) = try pushing(frames: 10)
        var finger = Finger(host, at: CGPoint(x: 2, y: 500))
        finger.move(dx: 12)
        let caught = Double(shownShift(top.view))
        #expect(navigation.viewControllers == [root] && abs(caught - pushShift(after: host.time - began)) <= 0.5)
        let translationAtCatch = finger.translation.x
        finger.move(dx: 10, frames: 5)
        #expect(abs(Double(shownShift(top.view)) - caught - Double(finger.translation.x - translationAtCatch)) <= 1)
        finger.move(dx: 10, frames: 15)
        finger.lift(dx: 10)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && top.parent == nil)
    }

    @Test func aCaughtPushWhoseSwipeIsCancelledLandsOnBExactly() throws {
        let (host, navigation, root, top, _, _) = try pushing(frames: 12)
        var finger = Finger(host, at: CGPoint(x: 200, y: 500))
        finger.move(dx: 12)
        recordCompletion(of: top, as: "pop")
        finger.move(dx: -6, frames: 6)
        host.advance(by: 0.2)
        finger.lift()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top], "the pop was cancelled: B stays")
        #expect(top.view.transform == .identity && top.view.frame == navigation.view.bounds && top.view.alpha == 1)
        #expect(top.view.window === host.window && root.view.superview == nil && root.view.transform == .identity)
        #expect(navigation.navigationBar.topItem === top.navigationItem && navigation.navigationBar.subviewsShowing("B").count == 1)
        expectSequence(["A.viewWillDisappear", "B.viewWillAppear", "Delegate.willShow(B)", "B.viewIsAppearing",
                        "A.viewDidDisappear", "B.viewDidAppear", "Delegate.didShow(B)", "push.completion(cancelled: false)",
                        "B.viewWillDisappear", "A.viewWillAppear", "Delegate.willShow(A)", "A.viewIsAppearing",
                        "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
                        "pop.completion(cancelled: true)"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.prefix("Delegate.animationController")])
    }

    @Test func aPushDuringARunningPopTakesItOverWhereTheViewsAre() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        navigation.popViewController(animated: true)
        recordCompletion(of: top, as: "pop")
        host.advance(by: 1 / 60)
        let began = host.time
        host.advance(by: 8 / 60)
        let popShift = width * ease.progress(at: (host.time - began) / duration)
        #expect(abs(Double(shownShift(top.view)) - popShift) <= 0.5, "B leaving")
        let c = NamedController("C", color: UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        navigation.pushViewController(c, animated: true)
        recordCompletion(of: c, as: "push")
        #expect(navigation.viewControllers == [root, c])
        #expect(top.view.superview == nil && top.parent == nil, "the pop ended at once: B is gone")
        #expect(abs(Double(shownShift(c.view)) - popShift) <= 0.5, "C comes in from where B was: \(shownShift(c.view))")
        #expect(abs(Double(shownShift(root.view)) + (width - popShift) / 3) <= 0.5, "A stays where the pop had it")
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, c] && c.view.transform == .identity && root.view.superview == nil)
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "Delegate.willShow(A)", "A.viewIsAppearing",
                        "B.viewDidDisappear", "A.viewDidAppear", "Delegate.didShow(A)", "pop.completion(cancelled: false)",
                        "Delegate.animationController(push)", "A.viewWillDisappear", "C.viewWillAppear", "Delegate.willShow(C)",
                        "C.viewIsAppearing", "A.viewDidDisappear", "C.viewDidAppear", "Delegate.didShow(C)",
                        "push.completion(cancelled: false)"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.entry("Delegate.animationController(pop)")])
    }

    @Test func aPopDuringAPushByTheDelegatesAnimatorIsStillRefused() throws {
        let (host, navigation, root, top, delegate) = try hostWithTwoControllers()
        navigation.popViewController(animated: false)
        try host.runUntilIdle()
        delegate.animator = SlideAnimator(presenting: true, duration: 0.5)
        navigation.pushViewController(top, animated: true)
        host.advance(by: 5 / 60)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(SegueDiagnostics.messages.last?.hasSuffix("(Finishing up a navigation transition in an unexpected state); ignored") == true)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top] && top.view.window === host.window)
    }

    @Test func aFrameRightAfterThePopShowsTheViewsWhereThePushHadThem() throws {
        let (host, navigation, _, _, _, began) = try pushing(frames: 10)
        let shift = CGFloat(pushShift(after: host.time - began))
        navigation.popViewController(animated: true)
        // The next frame, the first of the reversal, still shows them there (the rest starts from it).
        host.advance(by: 1 / 60)
        let frame = host.render()
        saveFrame(frame, "pop-during-push", in: "content-pop")
        let fraction = Double(shift) / width   // how far the pop has come
        let dimmed = Int((255 * (1 - 0.1 * (1 - fraction))).rounded())
        #expect(isColor(pixel(frame, shift + 20, 600), 0, 0, 255), "B from its leading edge: \(pixel(frame, shift + 20, 600))")
        #expect(isColor(pixel(frame, shift - 40, 600), dimmed, 0, 0, tolerance: 2), "\(pixel(frame, shift - 40, 600)) vs \(dimmed)")
        try host.runUntilIdle()
    }

    @Test func aTabBarHiddenByThePushComesBackWithThePopThatTookItOver() throws {
        let root = NamedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, NamedController("T2")]
        let host = TestHost()
        host.window.rootViewController = tabs
        try host.runUntilIdle()
        let b = NamedController("B")
        b.hidesBottomBarWhenPushed = true
        navigation.pushViewController(b, animated: true)
        host.advance(by: 8 / 60)
        func barShift() -> Double { Double((tabs.tabBar.layer.presentation() ?? tabs.tabBar.layer).affineTransform().tx) }
        let before = barShift()
        #expect(before < -20 && before > -width + 20, "the tab bar is leaving with A: \(before)")
        navigation.popViewController(animated: true)
        host.advance(by: 1 / 60)
        var previous = barShift()
        #expect(abs(previous - before) <= 0.15 * width, "no big jump at the takeover: \(before) → \(previous)")
        while b.view.superview != nil {
            host.advance(by: 1 / 60)
            let shift = barShift()
            #expect(shift >= previous - 0.5 && shift <= 0.5, "it only comes back, never past its place: \(previous) → \(shift)")
            previous = shift
        }
        #expect(abs(barShift()) <= 0.5 && !tabs.tabBar.isHidden, "back in place when B has gone")
        try host.runUntilIdle()
        #expect(tabs.tabBar.transform == .identity && !tabs.tabBar.isHidden && navigation.viewControllers == [root])
    }

    @Test func takeoversChainPushBackAndPushAgain() throws {
        let (host, navigation, root, top, _, _) = try pushing(frames: 8)
        navigation.popViewController(animated: true)
        recordCompletion(of: top, as: "pop")
        host.advance(by: 4 / 60)
        let shiftBeforePush = Double(shownShift(top.view))
        #expect(shiftBeforePush > 0 && shiftBeforePush < width, "B on its way out: \(shiftBeforePush)")
        navigation.pushViewController(top, animated: true)
        recordCompletion(of: top, as: "push again")
        #expect(navigation.viewControllers == [root, top] && SegueDiagnostics.messages.isEmpty, "the push took the pop over")
        #expect(abs(Double(shownShift(top.view)) - shiftBeforePush) <= 0.5, "no jump: \(shownShift(top.view))")
        host.advance(by: 1 / 60)
        #expect(abs(Double(shownShift(top.view)) - shiftBeforePush) <= 0.5, "the first frame of the rest holds it there")
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, top] && top.view.transform == .identity && root.view.superview == nil)
        #expect(top.view.frame == navigation.view.bounds && top.parent === navigation)
        expectSequence(["A.viewWillDisappear", "B.viewWillAppear", "Delegate.willShow(B)", "B.viewIsAppearing",
                        "A.viewDidDisappear", "B.viewDidAppear", "Delegate.didShow(B)", "push.completion(cancelled: false)",
                        "B.viewWillDisappear", "A.viewWillAppear", "Delegate.willShow(A)", "A.viewIsAppearing",
                        "B.viewDidDisappear", "A.viewDidAppear", "Delegate.didShow(A)", "pop.completion(cancelled: false)",
                        "A.viewWillDisappear", "B.viewWillAppear", "Delegate.willShow(B)", "B.viewIsAppearing",
                        "A.viewDidDisappear", "B.viewDidAppear", "Delegate.didShow(B)", "push again.completion(cancelled: false)"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.prefix("Delegate.animationController")])
    }

    @Test func aPushDuringASwipesPopAfterReleaseTakesItOverButNotWhileTheFingerIsDown() throws {
        let (host, navigation, root, top, _) = try hostWithTwoControllers()
        var finger = Finger(host, at: CGPoint(x: 120, y: 500))
        finger.move(dx: 15, frames: 10)
        let c = NamedController("C")
        navigation.pushViewController(c, animated: true)
        #expect(SegueDiagnostics.messages.last?.contains("nested push animation") == true, "the finger drives the pop")
        #expect(navigation.viewControllers == [root])
        finger.lift(dx: 15)   // released past half-way: it finishes on its own
        host.advance(by: 2 / 60)
        let shift = Double(shownShift(top.view))
        #expect(shift > 165 && shift < width, "B on its way out: \(shift)")
        navigation.pushViewController(c, animated: true)
        #expect(navigation.viewControllers == [root, c] && top.view.superview == nil)
        #expect(abs(Double(shownShift(c.view)) - shift) <= 0.5, "C comes in from where B was")
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, c] && c.view.transform == .identity && root.view.superview == nil)
    }

    @Test func aSwipeAfterACaughtPushStartsFromTheFingerNotFromTheCatch() throws {
        let (host, navigation, root, top, _, _) = try pushing(frames: 10)
        var finger = Finger(host, at: CGPoint(x: 200, y: 500))
        finger.move(dx: 12)   // catches the push
        finger.move(dx: 20, frames: 15)
        finger.lift(dx: 20)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        let next = NamedController("C", color: .systemGreen)
        navigation.pushViewController(next, animated: false)
        try host.runUntilIdle()
        finger = Finger(host, at: CGPoint(x: 200, y: 500))
        finger.move(dx: 12)   // a fresh content swipe begins
        for step in 1...5 {
            finger.move(dx: 10)
            #expect(abs(shownShift(next.view) - finger.translation.x) <= 1,
                    "step \(step): C at \(shownShift(next.view)), the finger \(finger.translation.x) in")
        }
        finger.lift()
        try host.runUntilIdle()
        withExtendedLifetime(top) {}
    }
}
