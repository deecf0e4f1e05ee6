import Testing
import OpenUIKit
import SegueTesting

/// A presentation controller that wraps the presented view in a shadowed container and removes the presenter's view.
@MainActor
final class WrappingPresentationController: UIPresentationController {
    let wrapper = UIView()
    var removesPresenter = false

    override var presentedView: UIView? { wrapper }
    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func presentationTransitionWillBegin() {
        wrapper.frame = frameOfPresentedViewInContainerView
        wrapper.layer.shadowOpacity = 0.3
        presentedViewController.view.frame = wrapper.bounds
        wrapper.addSubview(presentedViewController.view)
    }
}

/// A percent-driven controller subclass that overrides update and calls super first (R4.1).
@MainActor
final class LoggingPercentDriven: UIPercentDrivenInteractiveTransition {
    var updates: [CGFloat] = []
    override func update(_ percentComplete: CGFloat) {
        super.update(percentComplete)
        updates.append(self.percentComplete)
    }
}

/// Details of custom presentations (a transitioning delegate of the test's):
/// the `animated` argument (R1.1.5), a wrapping `presentedView` with a removed
/// presenter (R1.8.3, R5.2), alongside animations on cancel (R2.7), percent-driven
/// subclasses (R4.1) and presentation controllers read early (R5.5).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct CustomPresentationDetailRules {
    private func present(_ presented: UIViewController, delegate: TestTransitioningDelegate, animated: Bool = true)
        -> (TestHost, UIViewController) {
        let (host, root) = hostWithRoot()
        presented.transitioningDelegate = delegate
        keepAlive(delegate)
        root.present(presented, animated: animated)
        return (host, root)
    }

    @Test func R1_1_5_theAnimatedArgumentSaysWhetherTheChangeIsAnimated() throws {
        final class Recorder: UIViewController {
            var flags: [Bool] = []
            override func viewWillAppear(_ animated: Bool) { flags.append(animated) }
            override func viewDidAppear(_ animated: Bool) { flags.append(animated) }
        }
        let (host, root) = hostWithRoot()
        let animated = Recorder(), still = Recorder()
        root.present(animated, animated: true)
        try host.runUntilIdle()
        root.dismiss(animated: false)
        try host.runUntilIdle()
        root.present(still, animated: false)
        try host.runUntilIdle()
        #expect(animated.flags == [true, true] && still.flags == [false, false])
    }

    @Test func R1_8_3_R5_2_aWrapperViewAndARemovedPresenter() throws {
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        let animator = SlideAnimator(presenting: true)
        delegate.presentAnimator = animator
        var controller: WrappingPresentationController?
        delegate.makePresentationController = {
            controller = WrappingPresentationController(presentedViewController: $0, presenting: $1)
            controller?.removesPresenter = true
            return controller
        }
        presented.modalPresentationStyle = .custom
        let (host, root) = present(presented, delegate: delegate)
        host.advance(by: 1.0 / 60)
        let context = try #require(animator.context)
        #expect(context.view(forKey: .to) === controller?.wrapper, "R3.4/R5.2: the presented view may be an ancestor")
        #expect(presented.view.isDescendant(of: try #require(controller?.wrapper)))
        #expect(context.finalFrame(for: root) == .zero, "R3.5: the presenter's view will leave the window")
        try host.runUntilIdle()
        #expect(root.view.window == nil, "R1.8.3: removed when the presentation finishes")
        #expect(host.trace.callbacks(of: "A").contains("viewDidDisappear"))
    }

    @Test func R2_7_alongsideAnimationsReverseOnCancelAndCannotBeQueuedAfterTheEnd() throws {
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true, duration: 1)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        presented.modalPresentationStyle = .custom
        let (host, root) = present(presented, delegate: delegate)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.advance(by: 1.0 / 60)
        let coordinator = try #require(presented.transitionCoordinator)
        coordinator.containerView.addSubview(badge)
        var completionSawCancel: Bool?
        #expect(coordinator.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { completionSawCancel = $0.isCancelled }))
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(badge.alpha == 1, "back at its start value")
        #expect(completionSawCancel == true)
        #expect(coordinator.animate(alongsideTransition: { _ in }, completion: nil) == false, "the transition is over")
        #expect(root.presentedViewController == nil)
    }

    @Test func R4_1_subclassesOverridingUpdateCallSuperFirst() throws {
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true)
        let interaction = LoggingPercentDriven()
        delegate.presentInteraction = interaction
        presented.modalPresentationStyle = .custom
        let (host, root) = present(presented, delegate: delegate)
        host.advance(by: 1.0 / 60)
        interaction.update(0.3)
        interaction.update(0.6)
        #expect(interaction.updates == [0.3, 0.6])
        #expect(abs((presented.transitionCoordinator?.percentComplete ?? 0) - 0.6) < 0.001, "forwarded to the context")
        interaction.finish()
        try host.runUntilIdle()
        #expect(root.presentedViewController === presented)
    }

    @Test func R5_5_aPresentationControllerReadEarlyIsTheOneUsed() throws {
        let presented = NamedController("B")
        presented.modalPresentationStyle = .custom
        let early = try #require(presented.presentationController)
        let delegate = TestTransitioningDelegate()
        delegate.makePresentationController = { HalfPresentationController(presentedViewController: $0, presenting: $1) }
        let (host, root) = present(presented, delegate: delegate)
        try host.runUntilIdle()
        #expect(presented.presentationController === early && !(early is HalfPresentationController),
                "the delegate set afterwards is never asked")
        #expect(early.presentingViewController === root)
    }
}
