/// The built-in `.crossDissolve` animation: the presented view fades in over
/// the presenter, and out on dismissal.
@MainActor
final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4
    private let isPresenting: Bool

    init(presenting: Bool) { isPresenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : CrossDissolveAnimator.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fading = transitionContext.view(forKey: isPresenting ? .to : .from)
        if isPresenting, let fading, let presented = transitionContext.viewController(forKey: .to) {
            fading.frame = transitionContext.finalFrame(for: presented)
            fading.alpha = 0
            container.addSubview(fading)
        } else if let toView = transitionContext.view(forKey: .to), toView.superview == nil, let fading {
            container.insertSubview(toView, belowSubview: fading)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            fading?.alpha = self.isPresenting ? 1 : 0
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if self.isPresenting != completed { fading?.removeFromSuperview() }
            if !self.isPresenting { fading?.alpha = 1 }
            transitionContext.completeTransition(completed)
        })
    }
}
