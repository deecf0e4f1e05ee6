import Testing
import OpenUIKit
import SegueTesting

/// A navigation delegate that records what it is asked, and vends the
/// animator and interaction controller it is given.
@MainActor
final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    private(set) var operations: [UINavigationController.Operation] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        ObservedCalls.record("Delegate.willShow(\(viewController.title ?? "?"))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        ObservedCalls.record("Delegate.didShow(\(viewController.title ?? "?"))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        ObservedCalls.record("Delegate.animationController(\(operation == .push ? "push" : "pop"))")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        ObservedCalls.record("Delegate.interactionController")
        return interaction
    }
}

/// A host whose window shows a navigation controller with root "A".
@MainActor
func hostWithNavigation(delegate: RecordingNavigationDelegate? = nil) throws -> (TestHost, UINavigationController, NamedController) {
    let root = NamedController("A", color: .systemGray)
    let navigation = UINavigationController(rootViewController: root)
    navigation.delegate = delegate
    let host = TestHost()
    host.window.rootViewController = navigation
    try host.runUntilIdle()
    host.trace.clear()
    ObservedCalls.clear()
    return (host, navigation, root)
}

/// Spec §1.2–§1.5, §2 in its navigation form, R4.10 and the navigation misuse of §12.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct NavigationRules {
    @Test func R1_2_pushOrderWithTheBuiltInAnimation() throws {
        let delegate = RecordingNavigationDelegate()
        let (host, navigation, root) = try hostWithNavigation(delegate: delegate)
        let pushed = NamedController("B")
        navigation.pushViewController(pushed, animated: true)
        #expect(navigation.viewControllers == [root, pushed], "R1.2 step 2: the stack reflects B at once")
        #expect(navigation.topViewController === pushed && pushed.navigationController === navigation)
        try host.runUntilIdle()
        let delegateName = "RecordingNavigationDelegate.navigationController"
        // R1.1.3: viewIsAppearing follows the animator's adding the view. R1.2 step 8 and R3.7:
        // did-appearance, didMove, animationEnded, then didShow.
        expectSequence(["B.willMove(toParent:)", "\(delegateName)(_:animationControllerFor:from:to:)",
                        "A.viewWillDisappear", "B.viewWillAppear", "\(delegateName)(_:willShow:animated:)",
                        "NavigationParallaxAnimator.transitionDuration", "NavigationParallaxAnimator.animateTransition",
                        "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent:)",
                        "NavigationParallaxAnimator.animationEnded(true)", "\(delegateName)(_:didShow:animated:)"],
                       in: host.trace, "R1.2")
        expectSequence(["Delegate.animationController(push)", "A.viewWillDisappear", "B.viewWillAppear", "Delegate.willShow(B)",
                        "B.viewIsAppearing", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                        "A.viewDidDisappear", "B.viewDidAppear", "Delegate.didShow(B)"], in: ObservedCalls.log, "R1.2 (observed)")
        #expect(!ObservedCalls.log.contains("Delegate.interactionController"),
                "R1.2 step 4: no animator, so the interaction controller is not asked")
        #expect(root.view.superview == nil && pushed.view.window === host.window, "the from-view left, the to-view is shown")
        #expect(pushed.view.frame == navigation.view.bounds)
    }

    @Test func R1_2_customAnimatorAndInteractionAreAskedInTurn() throws {
        let delegate = RecordingNavigationDelegate()
        let animator = SlideAnimator(presenting: true, duration: 0.3)
        delegate.animator = animator
        let (host, navigation, _) = try hostWithNavigation(delegate: delegate)
        navigation.pushViewController(NamedController("B"), animated: true)
        try host.runUntilIdle()
        expectSequence(["Delegate.animationController(push)", "Delegate.interactionController", "A.viewWillDisappear",
                        "B.viewWillAppear", "Delegate.willShow(B)", "SlideAnimator.animateTransition",
                        "B.viewIsAppearing", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                        "A.viewDidDisappear", "B.viewDidAppear", "SlideAnimator.animationEnded(true)", "Delegate.didShow(B)"],
                       in: ObservedCalls.log, "R1.2 steps 4–8")
        let delegateName = "RecordingNavigationDelegate.navigationController"
        expectSequence(["B.willMove(toParent:)", "\(delegateName)(_:animationControllerFor:from:to:)",
                        "\(delegateName)(_:interactionControllerFor:)",
                        "A.viewWillDisappear", "B.viewWillAppear", "\(delegateName)(_:willShow:animated:)",
                        "SlideAnimator.transitionDuration", "SlideAnimator.animateTransition", "B.viewIsAppearing",
                        "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(toParent:)",
                        "SlideAnimator.animationEnded(true)", "\(delegateName)(_:didShow:animated:)"],
                       in: host.trace, "R1.2 steps 1–8")
        #expect(navigation.topViewController?.title == "B")
    }

    @Test func R1_3_popOrderReturnsAndReleasesTheTop() throws {
        let delegate = RecordingNavigationDelegate()
        let (host, navigation, root) = try hostWithNavigation(delegate: delegate)
        var pushed: NamedController? = NamedController("B")
        navigation.pushViewController(pushed!, animated: false)
        try host.runUntilIdle()
        ObservedCalls.clear()
        host.trace.clear()
        weak let weakPushed = pushed
        #expect(navigation.popViewController(animated: true) === pushed, "R1.3 step 1: pop returns B")
        pushed = nil
        try host.runUntilIdle()
        let delegateName = "RecordingNavigationDelegate.navigationController"
        expectSequence(["B.willMove(toParent: nil)", "\(delegateName)(_:animationControllerFor:from:to:)",
                        "B.viewWillDisappear", "A.viewWillAppear", "\(delegateName)(_:willShow:animated:)",
                        "NavigationParallaxAnimator.transitionDuration", "NavigationParallaxAnimator.animateTransition",
                        "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
                        "NavigationParallaxAnimator.animationEnded(true)", "\(delegateName)(_:didShow:animated:)"],
                       in: host.trace, "R1.3")
        expectSequence(["Delegate.animationController(pop)", "B.viewWillDisappear", "A.viewWillAppear", "Delegate.willShow(A)",
                        "A.viewIsAppearing", "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
                        "B.viewDidDisappear", "A.viewDidAppear", "Delegate.didShow(A)"], in: ObservedCalls.log, "R1.3 (observed)")
        #expect(navigation.viewControllers == [root])
        #expect(weakPushed == nil, "R1.3 step 5: B is released")
    }

    @Test func R1_3_1_anEdgeSwipePopThatCompletesHasTheButtonPopsOrder() throws {
        let (host, navigation, root) = try hostWithNavigation()
        navigation.pushViewController(NamedController("B"), animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        // The button pop's order (R1.3), with the gesture's interaction controller starting the animator.
        expectSequence(["B.willMove(toParent: nil)", "B.viewWillDisappear", "A.viewWillAppear",
                        "NavigationParallaxAnimator.transitionDuration",
                        "UIPercentDrivenInteractiveTransition.startInteractiveTransition",
                        "NavigationParallaxAnimator.animateTransition", "A.viewIsAppearing",
                        "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(toParent: nil)",
                        "NavigationParallaxAnimator.animationEnded(true)"], in: host.trace, "R1.3.1")
        #expect(navigation.viewControllers == [root])
        #expect(root.view.frame == navigation.view.bounds && root.view.transform == .identity)
    }

    @Test func R2_1_R2_2_aCancelledEdgeSwipeLeavesTheStackAsItWas() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let pushed = NamedController("B")
        navigation.pushViewController(pushed, animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        ObservedCalls.clear()
        host.edgePan(from: .left, distance: 80, duration: 0.5)
        try host.runUntilIdle()
        // R2.1, with viewIsAppearing once per appearance (R1.1.3). The layout passes are not what this is about.
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillDisappear",
                        "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout, "R2.1")
        #expect(!ObservedCalls.of("A").contains("viewDidAppear"), "R2.1: A never appears")
        #expect(navigation.viewControllers == [root, pushed] && pushed.parent === navigation, "R2.2: the stack is unchanged")
        #expect(root.view.superview == nil, "R2.2: A's view is no longer in the container")
        #expect(pushed.view.frame == navigation.view.bounds && pushed.view.transform == .identity)
    }

    @Test func R4_10_thePopGestureNeverStartsOnTheRootAndItsDelegateCanRefuseIt() throws {
        let (host, navigation, root) = try hostWithNavigation()
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root], "nothing to pop on the root")
        let pushed = NamedController("B")
        navigation.pushViewController(pushed, animated: false)
        try host.runUntilIdle()
        let refuser = RefusingGestureDelegate()
        navigation.interactivePopGestureRecognizer?.delegate = refuser
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, pushed], "the delegate refused the pop")
        #expect(refuser.asked > 0)
        navigation.interactivePopGestureRecognizer?.delegate = nil
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
    }

    // R4.10: as on iOS, the recognizer exists right after init (apps disable it or set its
    // delegate there) and the view installs that same recognizer when it loads.
    @Test func thePopGestureExistsBeforeTheViewLoadsAndDisablingItThenHolds() throws {
        let root = NamedController("A", color: .systemGray)
        let navigation = UINavigationController(rootViewController: root)
        let recognizer = try #require(navigation.interactivePopGestureRecognizer, "non-nil before the view loads")
        #expect(!navigation.isViewLoaded, "reading it does not load the view")
        #expect(recognizer is UIScreenEdgePanGestureRecognizer)
        navigation.interactivePopGestureRecognizer?.isEnabled = false

        let host = TestHost()
        host.window.rootViewController = navigation
        navigation.pushViewController(NamedController("B"), animated: false)
        try host.runUntilIdle()
        #expect(navigation.interactivePopGestureRecognizer === recognizer, "the same recognizer once the view loads")
        #expect(navigation.view.gestureRecognizers?.contains { $0 === recognizer } == true, "installed on the view")
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "disabled before the view loaded: the edge swipe does not pop")

        recognizer.isEnabled = true
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root], "enabled again: it pops")
    }

    @Test func R1_4_popToRootRemovesTheMiddleWithoutAppearanceCallbacks() throws {
        let delegate = RecordingNavigationDelegate()
        let (host, navigation, root) = try hostWithNavigation(delegate: delegate)
        let middle = NamedController("B"), top = NamedController("C")
        navigation.setViewControllers([root, middle, top], animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        ObservedCalls.clear()
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [middle, top], "R1.4.1: the popped controllers")
        try host.runUntilIdle()
        #expect(host.trace.callbacks(of: "B").filter { $0.hasPrefix("view") }.isEmpty, "R1.4.2: B gets no appearance callbacks")
        expectSequence(["willMove(toParent: nil)", "didMove(toParent: nil)"], in: host.trace.callbacks(of: "B"), "R1.4.2")
        let delegateName = "RecordingNavigationDelegate.navigationController"
        expectSequence(["C.willMove(toParent: nil)", "B.willMove(toParent: nil)",
                        "\(delegateName)(_:animationControllerFor:from:to:)",
                        "C.viewWillDisappear", "A.viewWillAppear", "\(delegateName)(_:willShow:animated:)",
                        "NavigationParallaxAnimator.transitionDuration", "NavigationParallaxAnimator.animateTransition",
                        "A.viewIsAppearing", "C.viewDidDisappear", "A.viewDidAppear",
                        "C.didMove(toParent: nil)", "B.didMove(toParent: nil)",
                        "NavigationParallaxAnimator.animationEnded(true)", "\(delegateName)(_:didShow:animated:)"],
                       in: host.trace, "R1.4.2: one pop transition, C → A")
        #expect(delegate.operations == [.pop], "R1.4.2: the delegate sees one pop")
        #expect(navigation.viewControllers == [root] && middle.parent == nil && top.parent == nil)
    }

    @Test func R1_5_1_settingAStackWhoseTopWasLowerPops() throws {
        let delegate = RecordingNavigationDelegate()
        let (host, navigation, root) = try hostWithNavigation(delegate: delegate)
        let b = NamedController("B"), c = NamedController("C"), d = NamedController("D")
        navigation.setViewControllers([root, b, c], animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        navigation.setViewControllers([d, root, b], animated: true)
        try host.runUntilIdle()
        #expect(delegate.operations == [.pop], "R1.5.1: B was on the stack, below the top: a pop")
        #expect(navigation.viewControllers == [d, root, b])
        #expect(host.trace.callbacks(of: "D").filter { $0.hasPrefix("view") && $0 != "viewDidLoad" }.isEmpty,
                "R1.5.3: D entered lower in the stack: containment callbacks only")
        #expect(host.trace.callbacks(of: "D").contains("didMove(toParent:)"))
        #expect(c.parent == nil && b.view.window === host.window)
        navigation.setViewControllers([d, root, b, c], animated: true)
        try host.runUntilIdle()
        #expect(delegate.operations == [.pop, .push], "R1.5.1: C is new: a push")
        navigation.setViewControllers([root, c], animated: true)
        try host.runUntilIdle()
        #expect(delegate.operations == [.pop, .push], "R1.5.1: C already on top: no transition")
        #expect(navigation.viewControllers == [root, c] && d.parent == nil && b.parent == nil)
    }

    @Test func R1_5_2_assigningTheStackIsNotAnimated() throws {
        let delegate = RecordingNavigationDelegate()
        let (host, navigation, root) = try hostWithNavigation(delegate: delegate)
        let b = NamedController("B")
        navigation.viewControllers = [root, b]
        #expect(delegate.operations.isEmpty, "not animated: the delegate is not asked for an animator")
        try host.runUntilIdle()
        // A push without animation: the built-in animator installs the views at once, and B's
        // viewIsAppearing, still before its viewDidAppear (R1.1.3), comes after A has gone.
        let delegateName = "RecordingNavigationDelegate.navigationController"
        expectSequence(["B.willMove(toParent:)", "A.viewWillDisappear", "B.viewWillAppear",
                        "\(delegateName)(_:willShow:animated:)",
                        "NavigationParallaxAnimator.transitionDuration", "NavigationParallaxAnimator.animateTransition",
                        "A.viewDidDisappear", "B.viewIsAppearing", "B.viewDidAppear", "B.didMove(toParent:)",
                        "NavigationParallaxAnimator.animationEnded(true)", "\(delegateName)(_:didShow:animated:)"],
                       in: host.trace, "R1.2 without animation")
        #expect(b.view.window === host.window)
    }

    @Test func R1_1_4_theCoordinatorIsThereInViewWillAppear() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B")
        navigation.pushViewController(b, animated: false)
        try host.runUntilIdle()
        var alongside = false, completed = false
        root.onViewWillAppear = { controller in
            controller.transitionCoordinator?.animate(alongsideTransition: { _ in alongside = true },
                                                      completion: { context in completed = !context.isCancelled })
        }
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(alongside && completed, "the classic place to deselect a row alongside the pop")
    }

    @Test func R1_2_step2_theStackChangesAtOnceAndTheVisualTransitionOnTheNextFrame() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers == [root, b])
        #expect(ObservedCalls.log.isEmpty, "no appearance callback during the push call: \(ObservedCalls.log)")
        #expect(b.view.window == nil && root.view.window === host.window, "the views have not moved yet")
        host.advance(by: 1.0 / 60)
        #expect(ObservedCalls.log.starts(with: ["A.viewWillDisappear", "B.viewWillAppear"]), "\(ObservedCalls.log)")
        #expect(b.view.window === host.window, "the next frame starts the transition")
        try host.runUntilIdle()
        #expect(root.view.superview == nil)
    }

    @Test func R2_9_theCoordinatorAnswersRightAfterThePushCall() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B")
        let dimmer = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(dimmer)
        navigation.pushViewController(b, animated: true)
        // The iOS idiom: push, then animate alongside through the pushing controller's coordinator.
        let coordinator = try #require(root.transitionCoordinator, "the from-controller sees the push at once")
        #expect(navigation.transitionCoordinator === coordinator && b.transitionCoordinator === coordinator)
        var completedWith: Bool?
        coordinator.animate(alongsideTransition: { _ in dimmer.alpha = 0 }, completion: { completedWith = !$0.isCancelled })
        host.advance(by: 1.0 / 60)
        host.advance(by: 10.0 / 60)
        let alpha = try #require(dimmer.layer.presentation()).opacity
        // The push starts on the next frame; its alongside fade runs 0.35 s ease-in-out with it: 10 frames in.
        #expect(abs(Double(alpha) - (1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 10.0 / 60 / 0.35))) < 0.005,
                "the alongside fade runs with the push: \(alpha)")
        try host.runUntilIdle()
        #expect(completedWith == true && dimmer.alpha == 0 && root.transitionCoordinator == nil)
    }

    @Test func R6_3_4_aPresentationDuringAPushIsNotRefused() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B"), modal = NamedController("M")
        modal.modalPresentationStyle = .overFullScreen
        SegueDiagnostics.clear()
        navigation.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60)
        navigation.present(modal, animated: true)
        try host.runUntilIdle()
        #expect(SegueDiagnostics.messages.isEmpty, "only presentations and dismissals block presentations: \(SegueDiagnostics.messages)")
        #expect(navigation.presentedViewController === modal && modal.view.window === host.window)
        #expect(navigation.viewControllers == [root, b] && b.view.window === host.window && root.view.superview == nil)
    }

    @Test func R4_3_anEdgePanReleasedBeforeThePopStartsStillFinishes() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let b = NamedController("B")
        navigation.pushViewController(b, animated: false)
        try host.runUntilIdle()
        // A delegate-driven pop whose gesture updates and ends in the frame the pop was asked in.
        let delegate = RecordingNavigationDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        let animator = OverSlideAnimator()
        animator.operation = .pop
        delegate.animator = animator
        delegate.interaction = interaction
        navigation.delegate = delegate
        navigation.popViewController(animated: true)
        interaction.update(0.7)
        interaction.finish()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && root.view.window === host.window && b.view.window == nil)
        #expect(ObservedCalls.log.contains("A.viewDidAppear") && ObservedCalls.log.contains("B.viewDidDisappear"))
    }

    @Test func R4_7_anInterruptiblePushIsDrivenAndCancelledThroughItsPropertyAnimator() throws {
        let delegate = RecordingNavigationDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = PropertyAnimatorSlide()
        delegate.interaction = interaction
        let (host, navigation, root) = try hostWithNavigation(delegate: delegate)
        let b = NamedController("B")
        navigation.pushViewController(b, animated: true)
        host.advance(by: 1.0 / 60)
        #expect(b.transitionCoordinator?.isInterruptible == true && b.transitionCoordinator?.isInteractive == true)
        interaction.update(0.25)
        host.advance(by: 1.0 / 60)
        let y = try #require(b.view.layer.presentation()).position.y
        #expect(abs(y - (422 + 844 * 0.75)) < 1, "a quarter of the way up: \(y)")
        interaction.cancel()
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && b.parent == nil, "the cancelled push is undone")
        #expect(root.view.window === host.window && b.view.window == nil)
        expectSequence(["Delegate.animationController(push)", "Delegate.interactionController",
                        "A.viewWillDisappear", "B.viewWillAppear", "Delegate.willShow(B)", "B.viewIsAppearing",
                        "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout,
                       "R2.1: the incoming controller goes back first, then the original returns; no didShow (layout passes aside)")
    }

    @Test func R12_navigationMisuse() throws {
        let (host, navigation, root) = try hostWithNavigation()
        SegueDiagnostics.clear()
        navigation.pushViewController(root, animated: true)
        #expect(SegueDiagnostics.messages.contains { $0.contains("is pushing the same view controller instance (<NamedController: A>) more than once") })
        navigation.pushViewController(UINavigationController(), animated: true)
        #expect(SegueDiagnostics.messages.contains { $0.contains("Pushing a navigation controller is not supported") })
        #expect(navigation.popViewController(animated: true) == nil, "popping the root does nothing")
        #expect(navigation.popToViewController(NamedController("X"), animated: true) == nil)
        #expect(SegueDiagnostics.messages.contains { $0.contains("Tried to pop to a view controller that doesn't exist.") })
        #expect(navigation.viewControllers == [root] && navigation.children == [root])

        let b = NamedController("B"), c = NamedController("C")
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(SegueDiagnostics.messages.contains { $0.contains("nested push animation can result in corrupted navigation bar") })
        #expect(navigation.popViewController(animated: true) == nil, "a pop during the push is refused")
        #expect(SegueDiagnostics.messages.last?.hasSuffix(
            "was asked to pop <NamedController: B> during the transition <NamedController: A> → <NamedController: B> "
                + "(Finishing up a navigation transition in an unexpected state); ignored") == true)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, b] && c.parent == nil, "the stack and hierarchy stay consistent")
        #expect(b.view.window === host.window && root.view.superview == nil)
    }
}

@MainActor
final class RefusingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    private(set) var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return false
    }
}
