import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Rules checked on what the test doubles were really called with, and the
/// holes an audit's mutations slipped through: each test here failed with
/// its mutation applied (see scripts/mutants).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ObservedCallRules {
    private func presentHalf(duration: TimeInterval = 0.5, interaction: UIPercentDrivenInteractiveTransition? = nil)
        -> (TestHost, UIViewController, NamedController, HalfPresentationController?) {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true, duration: duration)
        delegate.dismissAnimator = SlideAnimator(presenting: false, duration: duration)
        delegate.presentInteraction = interaction
        var controller: HalfPresentationController?
        delegate.makePresentationController = {
            controller = HalfPresentationController(presentedViewController: $0, presenting: $1)
            return controller
        }
        delegate.attach(to: presented)
        root.present(presented, animated: true) { ObservedCalls.record("present.completion") }
        host.advance(by: 1.0 / 60)
        return (host, root, presented, controller)
    }

    @Test func R3_7_theAnimatorsAnimationEndedIsReallyCalled() throws {
        let (host, root, presented, _) = presentHalf()
        try host.runUntilIdle()
        // R1.8, ending in R3.7's order (R1.8.2's [U] order as in PresentationOrderRules).
        expectSequence(["TestTransitioningDelegate.presentationController(forPresented:presenting:source:)",
                        "TestTransitioningDelegate.animationController(forPresented:presenting:source:)",
                        "TestTransitioningDelegate.interactionControllerForPresentation(using:)",
                        "B.viewWillAppear", "HalfPresentationController.presentationTransitionWillBegin",
                        "SlideAnimator.animateTransition", "B.viewIsAppearing",
                        "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews", "B.viewDidAppear",
                        "SlideAnimator.animationEnded(true)",
                        "HalfPresentationController.presentationTransitionDidEnd(true)", "present.completion"],
                       in: ObservedCalls.log, "R1.8, R3.7")
        ObservedCalls.clear()
        root.dismiss(animated: true) { ObservedCalls.record("dismiss.completion") }
        try host.runUntilIdle()
        expectSequence(["TestTransitioningDelegate.animationController(forDismissed:)",
                        "TestTransitioningDelegate.interactionControllerForDismissal(using:)",
                        "B.viewWillDisappear", "HalfPresentationController.dismissalTransitionWillBegin",
                        "SlideAnimator.animateTransition", "B.viewDidDisappear", "SlideAnimator.animationEnded(true)",
                        "HalfPresentationController.dismissalTransitionDidEnd(true)", "dismiss.completion"],
                       in: ObservedCalls.log, "R1.10.1, R3.7: animationEnded once")
        #expect(presented.presentingViewController == nil)
    }

    @Test(arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen, .pageSheet, .formSheet, .automatic])
    func R1_7_R1_8_presentCompletionRunsForEveryStyle(style: UIModalPresentationStyle) throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = style
        root.present(presented, animated: true) { ObservedCalls.record("present.completion") }
        try host.runUntilIdle()
        // Full screen: the presenter disappears and comes back (R1.7, R1.10.2 with its [U] order as in
        // PresentationOrderRules); the other styles keep it on screen without callbacks (R1.9.1, R1.11.1).
        let appearing = ["B.viewIsAppearing", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews"]
        if style == .fullScreen {
            expectSequence(["A.viewWillDisappear", "B.viewWillAppear"] + appearing + ["B.viewDidAppear", "A.viewDidDisappear",
                            "present.completion"], in: ObservedCalls.log, "R1.7, \(style)")
        } else {
            expectSequence(["B.viewWillAppear"] + appearing + ["B.viewDidAppear", "present.completion"],
                           in: ObservedCalls.log, "R1.8.1, \(style)")
        }
        ObservedCalls.clear()
        root.dismiss(animated: true) { ObservedCalls.record("dismiss.completion") }
        try host.runUntilIdle()
        if style == .fullScreen {
            expectSequence(["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewWillLayoutSubviews",
                            "A.viewDidLayoutSubviews", "A.viewDidAppear", "B.viewDidDisappear", "dismiss.completion"],
                           in: ObservedCalls.log, "R1.10.2, R6.3.3, \(style)")
        } else {
            expectSequence(["B.viewWillDisappear", "B.viewDidDisappear", "dismiss.completion"],
                           in: ObservedCalls.log, "R1.10.3, R6.3.3, \(style)")
        }
    }

    @Test func R4_5_R4_6_cancelRunsBackAtCompletionSpeed() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (host, _, presented, _) = presentHalf(duration: 1, interaction: interaction)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        interaction.completionSpeed = 2
        interaction.completionCurve = .linear
        let released = host.time
        interaction.cancel()
        // Back from 0.5 at twice the speed, linearly: 0.5 × 1 s ÷ 2 = 0.25 s; at 0.125 s it is at 0.25.
        host.advance(by: 0.125)
        let x = try #require(presented.view.layer.presentation()).position.x
        let expected = 292.5 + 390 * (1 - (0.5 - 0.5 * CGFloat(host.time - released) / 0.25))
        // Within one frame of travel (780 points a second): at speed 1 it would be 49 points behind.
        #expect(abs(x - expected) < 14, "\(x) vs \(expected)")
        try host.runUntilIdle()
        let ended = try #require(host.trace.events.first { $0.description.contains("presentationTransitionDidEnd(false)") }).time
        // Give or take the two frames of latency (the tail starts and is reported on frame boundaries).
        #expect(abs((ended - released) - 0.25) < 2.5 / 60, "p × duration ÷ completionSpeed = 0.25 s: \(ended - released)")
        #expect(ObservedCalls.log.contains("SlideAnimator.animationEnded(false)"))
    }

    @Test(arguments: [(true, 0.6), (false, 0.5)])
    func R4_6_R4_7_completionSpeedDrivesTheInterruptibleAnimatorToo(finishing: Bool, at fraction: CGFloat) throws {
        let slide = PropertyAnimatorSlide()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (host, _, _) = InterruptibleRules.present(animator: slide, interaction: interaction)
        interaction.update(fraction)
        host.advance(by: 1.0 / 60)
        interaction.completionSpeed = 2
        let released = host.time
        if finishing { interaction.finish() } else { interaction.cancel() }
        try host.runUntilIdle()
        let end = finishing ? "B.viewDidAppear" : "B.viewDidDisappear"
        let ended = try #require(host.trace.events.first { $0.description == end }).time
        // The animator lasts 0.5 s: (1 − 0.6) × 0.5 ÷ 2 = 0.1 s to finish, 0.5 × 0.5 ÷ 2 = 0.125 s to cancel.
        let expected = (finishing ? 1 - Double(fraction) : Double(fraction)) * 0.5 / 2
        #expect(abs((ended - released) - expected) < 2.5 / 60, "\(ended - released) vs \(expected)")
        #expect(slide.endPosition == (finishing ? .end : .start))
    }

    @Test func R5_7_dismissalPutsThePresenterBackAtTheRotatedSize() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(root.view.window == nil, "the presenter's view is detached")
        host.resize(to: CGSize(width: 844, height: 390), duration: 0.3)
        try host.runUntilIdle()
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(root.view.window === host.window)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390), "\(root.view.frame)")
    }

    @Test func R2_7_alongsideBlocksAddedMidTransitionRun() throws {
        let (host, _, presented, controller) = presentHalf()
        host.advance(by: 0.1)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        marker.alpha = 0
        controller?.containerView?.addSubview(marker)
        var ran = false
        var completedWith: Bool?
        let queued = presented.transitionCoordinator?.animate(alongsideTransition: { _ in
            ran = true
            marker.alpha = 1
        }, completion: { context in completedWith = !context.isCancelled })
        #expect(queued == true)
        #expect(ran, "run at once, joining the running transition")
        host.advance(by: 0.1)
        let alpha = try #require(marker.layer.presentation()).opacity
        // Added 0.1 s into a 0.5 s transition, it runs the remaining 0.4 s, ease-in-out: 0.1 s of it shown.
        let expected = ReferenceTimingCurve.easeInEaseOut.progress(at: 0.1 / 0.4)
        #expect(abs(Double(alpha) - expected) < 0.005, "animating with the transition's remaining time: \(alpha), expected \(expected)")
        try host.runUntilIdle()
        #expect(marker.alpha == 1 && completedWith == true)
    }

    @Test func R5_9_theDidEndMethodsComeWhileTheChromeCanStillBeRemoved() throws {
        let (host, root, presented, controller) = presentHalf()
        try host.runUntilIdle()
        let chrome = try #require(controller?.dimmingView)
        let container = try #require(controller?.containerView)
        #expect(chrome.window === host.window, "chrome added in presentationTransitionWillBegin is shown")
        ObservedCalls.clear()
        root.dismiss(animated: true)
        host.advance(by: 0.2)
        #expect(container.window === host.window && chrome.superview === container,
                "UIKit removes nothing while dismissing (dismissalTransitionWillBegin must not either)")
        try host.runUntilIdle()
        expectSequence(["TestTransitioningDelegate.animationController(forDismissed:)",
                        "TestTransitioningDelegate.interactionControllerForDismissal(using:)",
                        "B.viewWillDisappear", "HalfPresentationController.dismissalTransitionWillBegin",
                        "SlideAnimator.animateTransition", "B.viewDidDisappear", "SlideAnimator.animationEnded(true)",
                        "HalfPresentationController.dismissalTransitionDidEnd(true)"], in: ObservedCalls.log, "R1.10.1")
        #expect(container.window == nil, "UIKit removes the container after dismissalTransitionDidEnd(true)")
        #expect(presented.view.window == nil)
    }
}
