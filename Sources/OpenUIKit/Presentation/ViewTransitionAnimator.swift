/// The built-in `.flipHorizontal` animation: the container changes from the
/// presenter's look to the presented view's with a view transition — a
/// horizontal 3-D flip (right to left on presentation, left to right on
/// dismissal). `.partialCurl` has its own (`PartialCurlAnimator`).
@MainActor
final class ViewTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.6
    private let isPresenting: Bool

    init(presenting: Bool) {
        isPresenting = presenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : ViewTransitionAnimator.duration
    }

    private var options: UIView.AnimationOptions {
        isPresenting ? [.transitionFlipFromRight] : [.transitionFlipFromLeft]
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        // The presenter's view stays where it is: the container starts out showing a picture of it.
        let cover = isPresenting ? fromView?.snapshotView(afterScreenUpdates: false) : nil
        if let cover, let fromView {
            cover.frame = fromView.frame
            UIView.performWithoutAnimation {
                container.addSubview(cover)
                // The picture turns, so the real view must not show behind it.
                fromView.isHidden = true
            }
        }
        // The transition starts from the container's committed look: commit the picture first.
        CATransaction.flush()
        if let to = transitionContext.viewController(forKey: .to), let toView {
            let final = transitionContext.finalFrame(for: to)
            toView.frame = final == .zero ? container.bounds : final
        }
        UIView.transition(with: container, duration: transitionDuration(using: transitionContext), options: options, animations: {
            cover?.removeFromSuperview()
            if !self.isPresenting { fromView?.removeFromSuperview() }
            if let toView { container.addSubview(toView) }
        }, completion: { _ in
            if cover != nil { fromView?.isHidden = false }
            let completed = !transitionContext.transitionWasCancelled
            if !completed {
                if self.isPresenting { toView?.removeFromSuperview() } else if let fromView { container.addSubview(fromView) }
            }
            transitionContext.completeTransition(completed)
        })
    }
}
