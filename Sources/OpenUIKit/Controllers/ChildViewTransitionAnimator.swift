/// The animator of a custom container's block-based child transition
/// (`transition(from:to:duration:options:animations:completion:)`, R1.1.8):
/// with a transition in the options (`.transitionFlipFromLeft` …) it swaps the
/// two views with `UIView.transition(from:to:)` and runs the animations beside
/// it; otherwise it puts the to-view just above the from-view and runs the
/// animations. It completes the transition when they finish, and keeps
/// whether they did for the caller's completion.
@MainActor
final class ChildViewTransitionAnimator: NSObject, TransitionDriver.UntracedAnimator {
    private let fromView: UIView
    private let toView: UIView
    private let duration: TimeInterval
    private let options: UIView.AnimationOptions
    private let animations: (() -> Void)?
    /// Whether the animations ran to their end (the caller's completion gets it).
    private(set) var finished = false

    /// Whether a view transition in the options swaps the views (it then takes the from-view out itself).
    var usesViewTransition: Bool { options.rawValue & UIView.AnimationOptions.transitionMask != 0 }

    /// An animator replacing `fromView` by `toView` over `duration`.
    init(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions,
         animations: (() -> Void)?) {
        self.fromView = fromView
        self.toView = toView
        self.duration = duration
        self.options = options
        self.animations = animations
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let complete: (Bool) -> Void = { [self] finished in
            self.finished = finished
            transitionContext.completeTransition(true)
        }
        if usesViewTransition {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: complete)
            if let animations { UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) }
        } else {
            transitionContext.containerView.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: complete)
        }
    }
}
