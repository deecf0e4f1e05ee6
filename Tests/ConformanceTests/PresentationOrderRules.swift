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
        // R1.7 steps 2–5; after completeTransition, R3.7's order: did-appearance, animationEnded, did-end, completion.
        expectSequence(["A.viewWillDisappear", "B.viewWillAppear",
                        "FullScreenPresentationController.presentationTransitionWillBegin",
                        "CoverVerticalAnimator.transitionDuration", "CoverVerticalAnimator.animateTransition",
                        "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear",
                        "CoverVerticalAnimator.animationEnded(true)",
                        "FullScreenPresentationController.presentationTransitionDidEnd(true)", "present.completion"],
                       in: t, "R1.7")
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
        // R1.8 steps 1–6. R1.8.2 is [U] (which of B.viewWillAppear and presentationTransitionWillBegin
        // comes first): B.viewWillAppear first is kept, as in the full-screen order (R1.7), where the
        // appearance callbacks also come before presentationTransitionWillBegin; both precede the animator.
        // The end is R1.8 step 6's [U] order as R3.7 states it: did-appearance, animationEnded, did-end, completion.
        // What was really called, as the doubles saw it:
        expectSequence(["TestTransitioningDelegate.presentationController(forPresented:presenting:source:)",
                        "TestTransitioningDelegate.animationController(forPresented:presenting:source:)",
                        "TestTransitioningDelegate.interactionControllerForPresentation(using:)",
                        "B.viewWillAppear", "HalfPresentationController.presentationTransitionWillBegin",
                        "SlideAnimator.animateTransition", "B.viewIsAppearing",
                        "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear",
                        "SlideAnimator.animationEnded(true)",
                        "HalfPresentationController.presentationTransitionDidEnd(true)", "present.completion"],
                       in: ObservedCalls.log, "R1.8 (observed)")
        // And as the trace has it, with the animator's duration asked first (R1.8 step 5).
        expectSequence(["TestTransitioningDelegate.presentationController(forPresented:presenting:source:)",
                        "TestTransitioningDelegate.animationController(forPresented:presenting:source:)",
                        "TestTransitioningDelegate.interactionControllerForPresentation(using:)",
                        "B.viewWillAppear", "HalfPresentationController.presentationTransitionWillBegin",
                        "SlideAnimator.transitionDuration", "SlideAnimator.animateTransition",
                        "B.viewIsAppearing", "B.viewDidAppear", "SlideAnimator.animationEnded(true)",
                        "HalfPresentationController.presentationTransitionDidEnd(true)", "present.completion"],
                       in: t, "R1.8, R3.7")
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
        // R1.10.1 with B's disappearance around the animation; the completion after B.viewDidDisappear (R6.3.3).
        expectSequence(["TestTransitioningDelegate.animationController(forDismissed:)",
                        "TestTransitioningDelegate.interactionControllerForDismissal(using:)",
                        "B.viewWillDisappear", "HalfPresentationController.dismissalTransitionWillBegin",
                        "SlideAnimator.transitionDuration", "SlideAnimator.animateTransition",
                        "B.viewDidDisappear", "SlideAnimator.animationEnded(true)",
                        "HalfPresentationController.dismissalTransitionDidEnd(true)", "dismiss.completion"],
                       in: t, "R1.10.1, R6.3.3")
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
        // R1.10.2. The order of A.viewDidAppear and B.viewDidDisappear is [U]: A first is kept, as the
        // community reports suggest and as it mirrors R1.7 step 4; the completion comes after
        // B.viewDidDisappear (R6.3.3), after animationEnded and the did-end (R3.7).
        expectSequence(["B.viewWillDisappear", "A.viewWillAppear",
                        "FullScreenPresentationController.dismissalTransitionWillBegin",
                        "CoverVerticalAnimator.transitionDuration", "CoverVerticalAnimator.animateTransition",
                        "A.viewIsAppearing", "A.viewDidAppear", "B.viewDidDisappear",
                        "CoverVerticalAnimator.animationEnded(true)",
                        "FullScreenPresentationController.dismissalTransitionDidEnd(true)", "dismiss.completion"],
                       in: t, "R1.10.2")
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
