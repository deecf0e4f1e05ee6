/// Animates a transition: told its context, adds the arriving view to the
/// container, animates, and calls `completeTransition(_:)` when done.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition takes (read before `animateTransition`).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations. Called for a transition without an interaction
    /// controller, and by `UIPercentDrivenInteractiveTransition` when the
    /// animator has no interruptible animator; not called when a percent-driven
    /// transition drives the interruptible animator.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An interruptible animator for the transition (optional: implement it to be
    /// driven through it). Return the same animator for the whole transition, as
    /// Apple requires; Segue asks once per transition and keeps the answer.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Called after the transition completed or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating {
        UIViewPropertyAnimator.notImplementedMarker
    }
    public func animationEnded(_ transitionCompleted: Bool) {}
}

extension UIViewControllerAnimatedTransitioning {
    /// The animator's interruptible animator, or nil when it does not implement one.
    func implementedInterruptibleAnimator(using context: any UIViewControllerContextTransitioning)
        -> (any UIViewImplicitlyAnimating)? {
        let animator = interruptibleAnimator(using: context)
        return animator === UIViewPropertyAnimator.notImplementedMarker ? nil : animator
    }
}

/// Drives a transition interactively: started instead of `animateTransition`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts driving the transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the non-interactive tail after the gesture ends (default 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the non-interactive tail (default `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts driven interactively (default true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

extension UIViewPropertyAnimator {
    /// What the default `interruptibleAnimator(using:)` returns: "not implemented".
    static let notImplementedMarker = UIViewPropertyAnimator(duration: 0, curve: .linear)
}
