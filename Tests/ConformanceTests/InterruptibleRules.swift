import Testing
import OpenUIKit
import SegueTesting

/// Slides the presented view up with a `UIViewPropertyAnimator`, vended as the interruptible animator.
@MainActor
final class PropertyAnimatorSlide: NSObject, UIViewControllerAnimatedTransitioning {
    private var animator: UIViewPropertyAnimator?
    private(set) var endPosition: UIViewAnimatingPosition?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        if let animator { return animator }
        let view = transitionContext.view(forKey: .to)!
        let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        view.frame = final.offsetBy(dx: 0, dy: final.height)
        transitionContext.containerView.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.frame = final }
        animator.addCompletion { position in
            self.endPosition = position
            if position != .end { view.removeFromSuperview() }
            transitionContext.completeTransition(position == .end)
        }
        self.animator = animator
        return animator
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// Spec R4.7–R4.8: interruptible animators and non-interactive starts.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct InterruptibleRules {
    /// Presents "B" over full screen with `animator`, driven by `interaction`, one frame in.
    static func present(animator: any UIViewControllerAnimatedTransitioning, interaction: UIPercentDrivenInteractiveTransition)
        -> (TestHost, UIViewController, NamedController) {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = animator
        delegate.presentInteraction = interaction
        presented.transitioningDelegate = delegate
        presented.modalPresentationStyle = .overFullScreen
        keepAlive(delegate)
        root.present(presented, animated: true)
        host.advance(by: 1.0 / 60)
        return (host, root, presented)
    }

    @Test func R4_7_anInterruptibleAnimatorIsDrivenThroughFractionComplete() throws {
        let slide = PropertyAnimatorSlide()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (host, root, presented) = Self.present(animator: slide, interaction: interaction)
        #expect(presented.transitionCoordinator?.isInterruptible == true)
        interaction.update(0.25)
        host.advance(by: 1.0 / 60)
        let y = try #require(presented.view.layer.presentation()).position.y
        #expect(abs(y - (422 + 844 * 0.75)) < 1, "a quarter of the way up: \(y)")
        interaction.finish()
        try host.runUntilIdle()
        #expect(slide.endPosition == .end && root.presentedViewController === presented)
        #expect(presented.view.frame.origin.y == 0)
    }

    @Test func R4_7_cancellingAnInterruptibleAnimatorReversesIt() throws {
        let slide = PropertyAnimatorSlide()
        let interaction = UIPercentDrivenInteractiveTransition()
        let (host, root, presented) = Self.present(animator: slide, interaction: interaction)
        interaction.update(0.5)
        host.advance(by: 1.0 / 60)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(slide.endPosition == .start)
        #expect(root.presentedViewController == nil && presented.view.superview == nil)
    }

    @Test func R4_8_aNonInteractiveStartCanBePausedAndDriven() throws {
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        let (host, root, presented) = Self.present(animator: SlideAnimator(presenting: true, duration: 1), interaction: interaction)
        var changes: [Bool] = []
        presented.transitionCoordinator?.notifyWhenInteractionChanges { changes.append($0.isInteractive) }
        #expect(presented.transitionCoordinator?.initiallyInteractive == false)
        host.advance(by: 0.3)
        let moving = try #require(presented.view.layer.presentation()).position.x
        #expect(moving < 195 + 390 - 50, "it runs by itself: \(moving)")
        interaction.pause()
        #expect(changes == [true], "pause makes it interactive and tells the coordinator")
        let paused = try #require(presented.view.layer.presentation()).position.x
        host.advance(by: 0.2)
        #expect(abs(try #require(presented.view.layer.presentation()).position.x - paused) < 1, "held while paused")
        interaction.finish()
        try host.runUntilIdle()
        #expect(changes == [true, false] && root.presentedViewController === presented)
    }
}
