import Testing
import OpenUIKit
import SegueTesting

/// Spec §2 and §4: interactive transitions, cancellation, the percent-driven controller.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct InteractiveRules {
    private func presentInteractively(duration: TimeInterval = 0.5)
        -> (TestHost, UIViewController, NamedController, UIPercentDrivenInteractiveTransition, HalfPresentationController?) {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true, duration: duration)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        var presentationController: HalfPresentationController?
        delegate.makePresentationController = {
            let controller = HalfPresentationController(presentedViewController: $0, presenting: $1)
            presentationController = controller
            return controller
        }
        delegate.attach(to: presented)
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        return (host, root, presented, interaction, presentationController)
    }

    @Test func R4_2_R4_3_updateScrubsTheAnimationsAndAlongsideAnimations() throws {
        let (host, _, presented, interaction, presentation) = presentInteractively()
        host.advance(by: 0.2)
        let start = try #require(presented.view.layer.presentation()).position.x
        #expect(abs(start - (292.5 + 390)) < 1, "frozen at 0 % while not driven (R4.9): \(start)")
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        let half = try #require(presented.view.layer.presentation()).position.x
        #expect(abs(half - (292.5 + 195)) < 1, "halfway, linear: \(half)")
        let dimming = try #require(presentation?.dimmingView.layer.presentation()).opacity
        #expect(abs(dimming - 0.5) < 0.08, "the alongside fade follows the scrub: \(dimming)")
        #expect(interaction.percentComplete == 0.5 && interaction.duration == 0.5)
        interaction.update(-1)
        #expect(interaction.percentComplete == 0, "clamped to 0")
        interaction.update(0.5)
        interaction.finish()
        try host.runUntilIdle()
    }

    @Test func R4_4_R4_6_finishRunsTheRestOverTheRemainingTimeAtCompletionSpeed() throws {
        let (host, root, presented, interaction, _) = presentInteractively(duration: 1)
        interaction.update(0.6)
        host.advance(by: 1.0 / 60)
        interaction.completionSpeed = 2
        let released = host.time
        interaction.finish()
        try host.runUntilIdle()
        let finished = host.trace.events.first { $0.description == "B.viewDidAppear" }?.time ?? 0
        // (1 − 0.6) × 1 s ÷ 2 = 0.2 s, give or take two frames.
        #expect(abs((finished - released) - 0.2) < 2.5 / 60, "\(finished - released)")
        #expect(root.presentedViewController === presented && presented.view.frame.minX == 195)
    }

    @Test func R4_5_R2_4_cancelRunsBackAndUndoesThePresentation() throws {
        let (host, root, presented, interaction, presentation) = presentInteractively(duration: 1)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        let released = host.time
        interaction.cancel()
        host.advance(by: 0.25)
        let midway = try #require(presented.view.layer.presentation()).position.x
        // Half way through the 0.5 s tail, ease-in-out is at exactly half: p = 0.5 → 0.25, x = 292.5 + 390 × 0.75,
        // give or take the tail's first frame (about 5 points a frame here; not moving back stays at 487.5).
        #expect(abs(midway - 585) < 12, "running back towards the start: \(midway)")
        try host.runUntilIdle()
        let ended = host.trace.events.first { $0.description.contains("presentationTransitionDidEnd(false)") }?.time ?? 0
        #expect(abs((ended - released) - 0.5) < 3.5 / 60, "p × duration = 0.5 s: \(ended - released)")
        let t = host.trace
        // R1.8 up to the animator, then the cancel: B goes back (R1.1.1's shortcut edge), and R3.7's order
        // with completeTransition(false) (R2.3, R2.4).
        expectSequence(["TestTransitioningDelegate.presentationController(forPresented:presenting:source:)",
                        "TestTransitioningDelegate.animationController(forPresented:presenting:source:)",
                        "TestTransitioningDelegate.interactionControllerForPresentation(using:)",
                        "B.viewWillAppear", "HalfPresentationController.presentationTransitionWillBegin",
                        "SlideAnimator.transitionDuration", "UIPercentDrivenInteractiveTransition.startInteractiveTransition",
                        "SlideAnimator.animateTransition", "B.viewIsAppearing",
                        "B.viewWillDisappear", "B.viewDidDisappear", "SlideAnimator.animationEnded(false)",
                        "HalfPresentationController.presentationTransitionDidEnd(false)"], in: t, "R2.4")
        #expect(t.callbacks(of: "B") == ["viewWillAppear", "viewIsAppearing", "viewWillDisappear", "viewDidDisappear"], "R1.1.1")
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil, "R2.4: not presented")
        #expect(presented.view.superview == nil && host.window.subviews.count == 1, "the container and chrome are gone")
        #expect(presentation?.dimmingView.superview == nil)
        // A new presentation is accepted afterwards.
        SegueDiagnostics.clear()
        root.present(NamedController("C"), animated: false)
        try host.runUntilIdle()
        #expect(root.presentedViewController?.title == "C" && SegueDiagnostics.messages.isEmpty)
    }

    @Test func R2_5_cancelledDismissalKeepsThePresentedControllerInPlace() throws {
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
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        host.trace.clear()
        var coordinatorSawCancel: Bool?
        presented.dismiss(animated: true) { host.trace.note("dismiss", "completion") }
        host.advance(by: 1.0 / 60)
        presented.transitionCoordinator?.animate(alongsideTransition: nil) { coordinatorSawCancel = $0.isCancelled }
        interaction.update(0.4)
        host.advance(by: 1.0 / 60)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(host.trace.callbacks.contains("HalfPresentationController.dismissalTransitionDidEnd(false)"))
        #expect(!host.trace.callbacks.contains("dismiss.completion"))
        #expect(coordinatorSawCancel == true, "R2.3")
        #expect(root.presentedViewController === presented && presented.view.window === host.window)
        #expect(presented.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844), "back where it was")
        #expect(host.trace.callbacks(of: "B") == ["viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        delegate.dismissInteraction = nil
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }

    @Test func R2_6_notifyWhenInteractionChangesRunsOnRelease() throws {
        let (host, _, presented, interaction, _) = presentInteractively()
        var notices: [(interactive: Bool, cancelled: Bool, percent: CGFloat)] = []
        presented.transitionCoordinator?.notifyWhenInteractionChanges { context in
            notices.append((context.isInteractive, context.isCancelled, context.percentComplete))
        }
        #expect(presented.transitionCoordinator?.initiallyInteractive == true)
        interaction.update(0.3)
        interaction.finish()
        try host.runUntilIdle()
        #expect(notices.count == 1 && notices[0].interactive == false && !notices[0].cancelled)
        #expect(abs(notices[0].percent - 0.3) < 0.001, "frozen at the moment of release")
    }

    @Test func R4_9_anUndrivenInteractionControllerFreezesTheTransition() throws {
        let (host, _, presented, interaction, _) = presentInteractively()
        do {
            try host.runUntilIdle(limit: 1)
            Issue.record("runUntilIdle should have thrown")
        } catch {
            #expect("\(error)".contains("interaction controller is waiting"), "\(error)")
        }
        #expect(!host.trace.callbacks.contains("B.viewDidAppear"))
        interaction.finish()
        try host.runUntilIdle()
        #expect(presented.view.frame.minX == 195)
    }
}
