// The DocC tutorial's navigation code ("A custom push and an interactive pop"),
// built in both language modes so the tutorial's code stays true.
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

final class SlideOverNavigation: NSObject, UINavigationControllerDelegate {
    private(set) var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SlideOverAnimator(operation: operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interaction                                           // nil: the transition runs by itself
    }

    private weak var navigationController: UINavigationController?

    func attach(to navigationController: UINavigationController) {
        self.navigationController = navigationController
        navigationController.delegate = self
        // The built-in back swipe would compete with this one for the same edge.
        navigationController.interactivePopGestureRecognizer?.isEnabled = false
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(Self.handleEdgePan(_:)))
        edgePan.edges = .left
        navigationController.view.addGestureRecognizer(edgePan)
    }

    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(max(pan.translation(in: view).x / view.bounds.width, 0), 1)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
            interaction?.update(progress)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.5 || pan.velocity(in: view).x > 800 {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        default:
            break
        }
    }
}
