/// An alert's presentation and dismissal: it comes in scaling down from
/// 1.2 times its size to its own while it fades in (0.4 s, ease-out), and
/// goes by fading out where it is (0.25 s, ease-in-out). Apple documents
/// neither; `docs/Transitions.md` ("Alerts") records the choice.
@MainActor
final class AlertTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let presentationDuration: TimeInterval = 0.4
    static let dismissalDuration: TimeInterval = 0.25
    /// The scale an alert starts from.
    static let initialScale: CGFloat = 1.2
    private let isPresenting: Bool

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard transitionContext?.isAnimated != false else { return 0 }
        return isPresenting ? AlertTransitionAnimator.presentationDuration : AlertTransitionAnimator.dismissalDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let alertView = transitionContext.view(forKey: isPresenting ? .to : .from)
        if isPresenting, let alertView, let alert = transitionContext.viewController(forKey: .to) {
            alertView.frame = transitionContext.finalFrame(for: alert)
            alertView.alpha = 0
            alertView.transform = CGAffineTransform(scaleX: AlertTransitionAnimator.initialScale, y: AlertTransitionAnimator.initialScale)
            container.addSubview(alertView)
            // In the window now: its first text field can begin editing; the
            // keyboard comes up and the alert is placed above it.
            (alert as? UIAlertController)?.beginEditingFirstTextField()
        }
        let options: UIView.AnimationOptions = isPresenting ? .curveEaseOut : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: options, animations: {
            alertView?.alpha = self.isPresenting ? 1 : 0
            if self.isPresenting { alertView?.transform = .identity }
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if self.isPresenting != completed { alertView?.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }
}
