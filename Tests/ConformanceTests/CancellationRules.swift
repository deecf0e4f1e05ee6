import Testing
import OpenUIKit
import SegueTesting

/// Spec §2 (modal forms of R2.1 and R2.8), R3.8 and R3.11.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct CancellationRules {
    @Test func R2_1_aCancelledDismissalNotifiesThenRevertsIncomingThenOriginal() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        let delegate = TestTransitioningDelegate()
        delegate.dismissAnimator = SlideAnimator(presenting: false)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        presented.transitioningDelegate = delegate
        keepAlive(delegate)
        root.present(presented, animated: false)
        try host.runUntilIdle()
        host.trace.clear()
        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        presented.transitionCoordinator?.notifyWhenInteractionChanges { _ in host.trace.note("coordinator", "interactionChanged") }
        // The animator puts the presenter's view back under the presented one (R3.2).
        let container = try #require(presented.view.superview)
        container.insertSubview(root.view, belowSubview: presented.view)
        interaction.update(0.3)
        host.advance(by: 1.0 / 60)
        interaction.cancel()
        try host.runUntilIdle()
        let calls = host.trace.callbacks.filter { $0.hasPrefix("A.view") || $0.hasPrefix("B.view") || $0.hasPrefix("coordinator") }
        #expect(calls == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "coordinator.interactionChanged",
                          "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"],
                "\(calls)")
        #expect(!calls.contains("A.viewDidAppear"), "the to-controller never gets viewDidAppear")
        #expect(root.presentedViewController === presented)
    }

    @Test func R2_8_interactivityAndCancellationCanChangeMoreThanOnce() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true, duration: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .custom
        keepAlive(delegate)
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        let coordinator = try #require(presented.transitionCoordinator)
        var states: [(interactive: Bool, cancelled: Bool)] = []
        coordinator.notifyWhenInteractionChanges { states.append(($0.isInteractive, $0.isCancelled)) }
        var ends: [Bool] = []
        coordinator.notifyWhenInteractionEnds { context in
            #expect(!context.isInteractive)
            ends.append(context.isCancelled)
        }
        interaction.update(0.4)
        interaction.cancel()
        host.advance(by: 0.1)
        interaction.pause()
        interaction.update(0.5)
        interaction.finish()
        try host.runUntilIdle()
        #expect(states.map(\.interactive) == [false, true, false])
        #expect(states.map(\.cancelled) == [true, true, false], "cancelled, then not")
        #expect(ends == [true, false], "each end of the interaction, with its decision")
        #expect(root.presentedViewController === presented, "the last decision wins")
    }

    @Test func R3_8_whoRemovesViews() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(root.view.window == nil, "presentation, presenter-removing style: UIKit removed the presenter's view")
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(presented.view.superview == nil && root.view.superview === host.window,
                "dismissal: the from-view left, the presenter's view is home again")
    }

    @Test func R3_11_thePercentDrivenControllerReportsToTheContextAndTheAnimatorCompletes() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        let animator = SlideAnimator(presenting: true)
        delegate.presentAnimator = animator
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .custom
        keepAlive(delegate)
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        let context = try #require(animator.context)
        #expect(context.isInteractive)
        interaction.update(0.7)
        #expect(presented.transitionCoordinator?.percentComplete == 0.7)
        interaction.finish()
        #expect(!context.isInteractive && !context.transitionWasCancelled)
        try host.runUntilIdle()
        #expect(host.trace.callbacks.contains("SlideAnimator.animationEnded(true)"))
    }

    @Test func R5_6_adaptivePresentationStyleAsksTheDelegateAndIsNoneWithoutOne() {
        final class Adaptive: NSObject, UIAdaptivePresentationControllerDelegate {
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .overFullScreen }
        }
        let (_, root) = hostWithRoot()
        let controller = UIPresentationController(presentedViewController: NamedController("B"), presenting: root)
        #expect(controller.adaptivePresentationStyle == .none)
        let delegate = Adaptive()
        controller.delegate = delegate
        #expect(controller.adaptivePresentationStyle == .overFullScreen)
    }
}
