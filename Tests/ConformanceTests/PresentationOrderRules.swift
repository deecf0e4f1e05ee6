import Testing
import OpenUIKit
import SegueTesting

/// Spec §1.7–1.10: the order of callbacks when presenting and dismissing.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct PresentationOrderRules {
    @Test func R1_7_fullScreenPresentationOrderAndPresenterRemoval() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true) { host.trace.note("present", "completion") }
        #expect(host.trace.callbacks.isEmpty, "the presentation starts on the next frame")
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)
        try host.runUntilIdle()
        let t = host.trace
        expectOrder(["A.viewWillDisappear", "B.viewWillAppear", "CoverVerticalAnimator.animateTransition"], in: t)
        expectOrder(["B.viewDidAppear", "A.viewDidDisappear", "present.completion"], in: t, "R1.7 step 4")
        #expect(root.view.window == nil, "the presenter's view leaves the window after the animation")
        #expect(presented.view.window === host.window && presented.view.frame == host.window.bounds)
    }

    @Test func R1_8_customPresentationOrder() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true)
        delegate.makePresentationController = { HalfPresentationController(presentedViewController: $0, presenting: $1) }
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true) {
            host.trace.note("present", "completion")
            ObservedCalls.record("present.completion")
        }
        try host.runUntilIdle()
        let t = host.trace
        // What was really called, as the doubles saw it (R3.7's order at the end).
        expectOrder(["TestTransitioningDelegate.presentationController(forPresented:presenting:source:)",
                     "TestTransitioningDelegate.animationController(forPresented:presenting:source:)",
                     "TestTransitioningDelegate.interactionControllerForPresentation(using:)",
                     "SlideAnimator.animateTransition", "B.viewDidAppear", "SlideAnimator.animationEnded(true)",
                     "HalfPresentationController.presentationTransitionDidEnd(true)", "present.completion"],
                    in: ObservedCalls.log)
        expectOrder(["TestTransitioningDelegate.presentationController(forPresented:presenting:source:)",
                     "TestTransitioningDelegate.animationController(forPresented:presenting:source:)",
                     "TestTransitioningDelegate.interactionControllerForPresentation(using:)",
                     "SlideAnimator.transitionDuration",
                     "SlideAnimator.animateTransition"], in: t)
        // R1.8.2: whether B.viewWillAppear or presentationTransitionWillBegin comes first is [U];
        // both come after the delegate is asked and before the animator runs.
        for entry in ["B.viewWillAppear", "HalfPresentationController.presentationTransitionWillBegin"] {
            expectOrder(["TestTransitioningDelegate.interactionControllerForPresentation(using:)", entry,
                         "SlideAnimator.animateTransition"], in: t, "R1.8.2")
        }
        let tail = ["B.viewDidAppear", "SlideAnimator.animationEnded(true)",
                    "HalfPresentationController.presentationTransitionDidEnd(true)", "present.completion"]
        #expect(Array(t.callbacks.suffix(tail.count)) == tail, "R3.7 order: \(t.timeline)")
        #expect(t.callbacks(of: "A").filter { $0.hasPrefix("view") }.isEmpty, "R1.8.1: the presenter stays")
        #expect(root.view.window === host.window)
        #expect(presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
    }

    @Test func R1_8_interactionControllerIsAskedOnlyWhenAnAnimatorIsReturned() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(!host.trace.callbacks.contains("TestTransitioningDelegate.interactionControllerForPresentation(using:)"))
        #expect(!host.trace.callbacks.contains("TestTransitioningDelegate.presentationController(forPresented:presenting:source:)"),
                "R1.7 step 3: not consulted for full-screen styles")
    }

    @Test func R1_10_1_customDismissalOrder() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true)
        delegate.dismissAnimator = SlideAnimator(presenting: false)
        delegate.makePresentationController = { HalfPresentationController(presentedViewController: $0, presenting: $1) }
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        root.present(presented, animated: true)
        try host.runUntilIdle()
        host.trace.clear()
        presented.dismiss(animated: true) { host.trace.note("dismiss", "completion") }
        try host.runUntilIdle()
        let t = host.trace
        let order = ["TestTransitioningDelegate.animationController(forDismissed:)",
                     "TestTransitioningDelegate.interactionControllerForDismissal(using:)",
                     "HalfPresentationController.dismissalTransitionWillBegin",
                     "SlideAnimator.animateTransition",
                     "HalfPresentationController.dismissalTransitionDidEnd(true)",
                     "dismiss.completion"]
        expectOrder(order, in: t)
        expectOrder(["B.viewDidDisappear", "dismiss.completion"], in: t, "R6.3.3")
        #expect(t.callbacks(of: "A").filter { $0.hasPrefix("view") }.isEmpty, "R1.10.3")
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.view.window == nil && host.window.subviews.count == 1)
    }

    @Test func R1_10_2_fullScreenDismissalBringsThePresenterBack() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        try host.runUntilIdle()
        host.trace.clear()
        root.dismiss(animated: true) { host.trace.note("dismiss", "completion") }
        try host.runUntilIdle()
        let t = host.trace
        expectOrder(["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "dismiss.completion"], in: t)
        // The order of A.viewDidAppear and B.viewDidDisappear is [U] (R1.10.2): only both, before the completion.
        expectOrder(["B.viewWillDisappear", "B.viewDidDisappear", "dismiss.completion"], in: t)
        #expect(root.view.window === host.window && root.view.frame == host.window.bounds)
        #expect(presented.view.window == nil)
    }

    @Test func R1_9_1_overFullScreenKeepsThePresenterWithoutCallbacks() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: true)
        try host.runUntilIdle()
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(host.trace.callbacks(of: "A").filter { $0.hasPrefix("view") }.isEmpty)
        #expect(root.view.window === host.window)
    }
}

/// Spec §10 for plain controllers: show and showDetail present.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ShowRules {
    @Test func R10_showAndShowDetailPresentFromAPlainController() throws {
        let (host, root) = hostWithRoot()
        let shown = NamedController("S")
        root.show(shown, sender: nil)
        try host.runUntilIdle()
        #expect(root.presentedViewController === shown && host.trace.callbacks.contains("CoverVerticalAnimator.animateTransition"))
        shown.dismiss(animated: false)
        try host.runUntilIdle()
        let detail = NamedController("D")
        root.showDetailViewController(detail, sender: root)
        try host.runUntilIdle()
        #expect(root.presentedViewController === detail)
    }
}

/// A container that handles `showDetailViewController` itself.
@MainActor
final class DetailContainer: UIViewController {
    func showDetail(_ vc: UIViewController, sender: Any?) {}
}

@MainActor
@Suite(.serialized, .checksDiagnostics) struct TargetRoutingRules {
    @Test func R10_targetViewControllerWalksUpToTheControllerThatResponds() {
        let (_, _) = hostWithRoot()
        let container = DetailContainer()
        let child = NamedController("child")
        container.addChild(child)
        let action = Selector(DetailContainer.showDetail(_:sender:))
        #expect(child.targetViewController(forAction: action, sender: nil) === container)
        #expect(child.targetViewController(forAction: Selector(UIViewController.show(_:sender:)), sender: nil) === child)
        #expect(NamedController("lonely").targetViewController(forAction: action, sender: nil) == nil)
    }
}
