import Testing
import OpenUIKit
import SegueTesting

/// The pattern of a published library: `interruptibleAnimator(using:)` builds a
/// new `UIViewPropertyAnimator` on every call, and `animateTransition(using:)`
/// builds one more and starts it. Each animator moves the moving view over the
/// whole container height, linearly, and completes the transition when it ends.
/// Presenting, the presented view rises from below; dismissing, it falls out.
@MainActor
final class FreshPerCallAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    let presenting: Bool
    /// The protocol calls this animator received, in order.
    private(set) var calls: [String] = []
    /// How many property animators it built.
    private(set) var builtAnimators = 0
    /// The `completeTransition` calls its property animators made, in order.
    private(set) var completions: [Bool] = []

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        calls.append("transitionDuration")
        return Self.duration
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        calls.append("interruptibleAnimator")
        return makeAnimator(transitionContext)
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        calls.append("animateTransition")
        makeAnimator(transitionContext).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) {
        calls.append("animationEnded(\(transitionCompleted))")
    }

    private func makeAnimator(_ context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        builtAnimators += 1
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        let controller = context.viewController(forKey: key)!
        let view = controller.view!
        let container = context.containerView
        let onScreen = presenting ? context.finalFrame(for: controller) : context.initialFrame(for: controller)
        let offScreen = onScreen.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            view.frame = offScreen
            container.addSubview(view)
        }
        let animator = UIViewPropertyAnimator(duration: Self.duration, curve: .linear) {
            view.frame = self.presenting ? onScreen : offScreen
        }
        animator.addCompletion { position in
            let completed = !context.transitionWasCancelled
            self.completions.append(completed)
            context.completeTransition(completed)
        }
        return animator
    }
}

/// Spec R18.11 and R9.11: interruptible animators in transitions.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct InterruptibleTransitionRules {
    /// A root "A" that has presented "B" (`.custom`, with `presentAnimator`, not
    /// interactive) and run to idle; B's dismissal will use `dismissAnimator`,
    /// driven by `interaction`.
    static func presented(presentAnimator: FreshPerCallAnimator, dismissAnimator: FreshPerCallAnimator,
                          interaction: UIPercentDrivenInteractiveTransition) throws
        -> (TestHost, UIViewController, NamedController) {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = presentAnimator
        delegate.dismissAnimator = dismissAnimator
        delegate.dismissInteraction = interaction
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .custom
        keepAlive(delegate)
        root.present(presented, animated: true)
        try host.runUntilIdle()
        return (host, root, presented)
    }

    /// Dismisses B with the gesture held at 40 % for longer than the transition
    /// lasts, checks where B's view is, then lets `end` finish or cancel it.
    static func dismissHeldAtFortyPercent(_ host: TestHost, _ presented: NamedController,
                                          _ animator: FreshPerCallAnimator,
                                          interaction: UIPercentDrivenInteractiveTransition) throws {
        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.4)
        // Held: twice the transition's duration passes with the finger down.
        host.advance(by: 2 * FreshPerCallAnimator.duration)
        // A linear slide from y = 0 to y = 844 (the container's height), 40 % of the way.
        let expected = CGRect(x: 0, y: 844 * 0.4, width: 390, height: 844)
        let shown = try #require(presented.view.layer.presentation()).frame
        #expect(abs(shown.minY - expected.minY) < 0.01 && shown.size == expected.size,
                "held at 40 %: \(shown), expected \(expected)")
        #expect(animator.completions.isEmpty, "nothing completes while the finger is down: \(animator.completions)")
        #expect(presented.transitionCoordinator?.isInteractive == true)
    }

    /// R18.11: an animator whose `interruptibleAnimator(using:)` returns a fresh
    /// property animator on every call (and whose `animateTransition(using:)`
    /// builds yet another) follows the finger in an interactive dismissal,
    /// finishes with the gesture, and completes exactly once.
    @Test func R18_11_aFreshPerCallInterruptibleAnimatorFollowsTheFingerAndFinishesOnce() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let dismissAnimator = FreshPerCallAnimator(presenting: false)
        let (host, root, presented) = try Self.presented(presentAnimator: FreshPerCallAnimator(presenting: true),
                                                         dismissAnimator: dismissAnimator, interaction: interaction)
        try Self.dismissHeldAtFortyPercent(host, presented, dismissAnimator, interaction: interaction)
        interaction.finish()
        try host.runUntilIdle()
        #expect(dismissAnimator.completions == [true], "completed once, as finished")
        #expect(dismissAnimator.calls.filter { $0.hasPrefix("animationEnded") } == ["animationEnded(true)"])
        #expect(dismissAnimator.builtAnimators == 1, "one property animator for the whole transition")
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(presented.view.superview == nil, "the dismissed view left the hierarchy")
        #expect(root.view.superview === host.window)
    }

    /// R18.11: the same animator, cancelled with the gesture: it runs back,
    /// completes once with `false`, and B stays presented where it was.
    @Test func R18_11_aFreshPerCallInterruptibleAnimatorCancelsWithTheGestureOnce() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let dismissAnimator = FreshPerCallAnimator(presenting: false)
        let (host, root, presented) = try Self.presented(presentAnimator: FreshPerCallAnimator(presenting: true),
                                                         dismissAnimator: dismissAnimator, interaction: interaction)
        try Self.dismissHeldAtFortyPercent(host, presented, dismissAnimator, interaction: interaction)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(dismissAnimator.completions == [false], "completed once, as cancelled")
        #expect(dismissAnimator.calls.filter { $0.hasPrefix("animationEnded") } == ["animationEnded(false)"])
        #expect(dismissAnimator.builtAnimators == 1, "one property animator for the whole transition")
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "back where it was")
        #expect(try #require(presented.view.layer.presentation()).frame == presented.view.frame)
        #expect(presented.view.superview != nil && presented.view.window === host.window)
    }

    /// R9.11, R18.11: the animator calls UIKit makes.
    ///
    /// Apple's documentation, "interruptibleAnimator(using:)"
    /// (UIViewControllerAnimatedTransitioning): "Implement this method when you
    /// want to perform your transitions using an interruptible animator object,
    /// such as a UIViewPropertyAnimator object. You must return the same animator
    /// object for the duration of the transition." The SDK header says the same:
    /// "It is expected that this method will return the same instance for the
    /// life of a transition."
    ///
    /// WWDC 2016 session 216, "Advances in UIKit Animations and Transitions":
    /// without an interaction controller "you need to implement
    /// animateTransition", which can simply start the interruptible animator;
    /// when the interaction controller drives the animation controller, "we're
    /// not going to call animateTransition. We're going to call
    /// startInteractiveTransition", and UIPercentDrivenInteractiveTransition
    /// "is just using the protocol that we've defined in
    /// UIViewImplicitlyAnimating" (the interruptible animator).
    ///
    /// So: non-interactive, duration → animateTransition → animationEnded;
    /// interactive (percent-driven), duration → interruptibleAnimator (once; the
    /// answer is kept) → animationEnded, and no animateTransition.
    @Test func R9_11_R18_11_theAnimatorCallsOfInteractiveAndNonInteractiveTransitions() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        let presentAnimator = FreshPerCallAnimator(presenting: true)
        let dismissAnimator = FreshPerCallAnimator(presenting: false)
        let (host, _, presented) = try Self.presented(presentAnimator: presentAnimator,
                                                      dismissAnimator: dismissAnimator, interaction: interaction)
        #expect(presentAnimator.calls == ["transitionDuration", "animateTransition", "animationEnded(true)"])
        #expect(presentAnimator.builtAnimators == 1 && presentAnimator.completions == [true])

        presented.dismiss(animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        interaction.finish()
        try host.runUntilIdle()
        #expect(dismissAnimator.calls == ["transitionDuration", "interruptibleAnimator", "animationEnded(true)"])
        #expect(dismissAnimator.builtAnimators == 1 && dismissAnimator.completions == [true])
    }
}
