extension UIViewController {
    /// Swaps two child controllers' views in a custom container (R1.1.8): adds
    /// `toViewController`'s view beside the from-view, runs `animations` (or the
    /// transition in `options`) and removes the from-view when they finish.
    /// Appearance callbacks are forwarded when the container forwards them
    /// automatically; containment calls (`willMove`/`didMove`) stay the caller's.
    /// It runs through the transition driver, with a ``ChildViewTransitionAnimator`` and no coordinator.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        enterRuntime()
        guard fromViewController.parent === self, toViewController.parent === self else {
            SegueDiagnostics.report("Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        let fromView: UIView = fromViewController.view
        let toView: UIView = toViewController.view
        guard let container = fromView.superview else {
            SegueDiagnostics.report("transition(from: \(fromViewController), to: \(toViewController)): the from-controller's view is not in a superview")
            return
        }
        let animated = duration > 0
        let forwards = shouldAutomaticallyForwardAppearanceMethods && isViewInWindow
        let animator = ChildViewTransitionAnimator(from: fromView, to: toView, duration: duration, options: options,
                                                   animations: animations)
        // UIKit's block-based transition has no coordinator: the context names no controllers.
        let context = UIViewControllerTransitionContext(from: nil, to: nil, containerView: container, isAnimated: animated,
                                                        presentationStyle: .none)
        let transition = TransitionDriver(context: context, policy: .init(
            appearance: forwards ? .init(disappearing: fromViewController, appearing: toViewController, appearingEndsFirst: true)
                : .none,
            isCoordinator: false,
            settle: { _ in
                if !animator.usesViewTransition { fromView.removeFromSuperview() }
            }, didEnd: { _ in completion?(animator.finished) }))
        transition.beginAppearance()
        transition.run(animator: animator, interactionController: nil)
    }
}

extension UIView.AnimationOptions {
    /// The bits that choose a transition (`.transitionFlipFromLeft` …).
    static let transitionMask: UInt = 7 << 20
}
