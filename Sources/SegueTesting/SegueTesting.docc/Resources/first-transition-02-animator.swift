import UIKit

final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let view: UIView = controller.view
        let width = transitionContext.containerView.bounds.width
        if presenting {
            view.frame = transitionContext.finalFrame(for: controller).offsetBy(dx: width, dy: 0)
            transitionContext.containerView.addSubview(view)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                       animations: {
                           view.frame = view.frame.offsetBy(dx: self.presenting ? -width : width, dy: 0)
                       }, completion: { _ in
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}
