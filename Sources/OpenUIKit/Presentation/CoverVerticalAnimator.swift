/// The built-in `.coverVertical` animation: the presented view slides up from
/// the bottom edge, and back down on dismissal. It travels the container's
/// height, or — for a view resting low on the screen, an action sheet — only
/// as far as it takes to be just below the bottom edge.
@MainActor
final class CoverVerticalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Not documented by Apple; about half a second on devices.
    static let duration: TimeInterval = 0.5
    private let isPresenting: Bool
    /// Whether the view moves at an even pace (a finger scrubbing a sheet's dismissal), not easing in and out.
    private let isLinear: Bool
    /// Whether the view travels only until it is below the container's bottom edge.
    private let travelsToBottomEdge: Bool

    init(presenting: Bool, linear: Bool = false, travelsToBottomEdge: Bool = false) {
        isPresenting = presenting
        isLinear = linear
        self.travelsToBottomEdge = travelsToBottomEdge
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : CoverVerticalAnimator.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        var offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)
        let moving: UIView?
        if isPresenting {
            moving = transitionContext.view(forKey: .to)
            if let moving, let presented = transitionContext.viewController(forKey: .to) {
                moving.frame = transitionContext.finalFrame(for: presented)
                offscreen = offscreenShift(of: moving, in: container)
                container.addSubview(moving)
                moving.frame = moving.frame.applying(offscreen)
            }
        } else {
            moving = transitionContext.view(forKey: .from)
            if let moving { offscreen = offscreenShift(of: moving, in: container) }
            if let toView = transitionContext.view(forKey: .to), toView.superview == nil, let moving {
                container.insertSubview(toView, belowSubview: moving)
            }
        }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, options: [isLinear ? .curveLinear : .curveEaseInOut], animations: {
            guard let moving else { return }
            if self.isPresenting {
                moving.frame = moving.frame.applying(offscreen.inverted())
            } else {
                moving.frame = moving.frame.applying(offscreen)
            }
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if self.isPresenting && !completed { moving?.removeFromSuperview() }
            if !self.isPresenting && completed { moving?.removeFromSuperview() }
            transitionContext.completeTransition(completed)
        })
    }

    /// The move that takes `view` from where it rests to below the bottom edge.
    private func offscreenShift(of view: UIView, in container: UIView) -> CGAffineTransform {
        CGAffineTransform(translationX: 0, y: travelsToBottomEdge ? container.bounds.maxY - view.frame.minY : container.bounds.height)
    }
}
