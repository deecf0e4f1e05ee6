import UIKit

final class SlideOverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toController)
        if operation == .push {
            toView.frame = toView.frame.offsetBy(dx: width, dy: 0)     // starts off the right edge
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)  // uncovered as the top one leaves
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                       animations: {
                           if self.operation == .push {
                               toView.frame = toView.frame.offsetBy(dx: -width, dy: 0)
                           } else {
                               fromView.frame = fromView.frame.offsetBy(dx: width, dy: 0)
                           }
                       }, completion: { _ in
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}
