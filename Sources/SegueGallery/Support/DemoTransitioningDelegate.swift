import OpenUIKit

/// A transitioning delegate made of closures, for demos that vend their own
/// animators, interaction controllers or presentation controller.
@MainActor
public final class DemoTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    public var presentAnimator: (() -> (any UIViewControllerAnimatedTransitioning)?)?
    public var dismissAnimator: (() -> (any UIViewControllerAnimatedTransitioning)?)?
    /// The interaction controller for a dismissal, while a gesture drives one.
    public var dismissInteraction: UIPercentDrivenInteractiveTransition?
    public var presentationController: ((UIViewController, UIViewController?) -> UIPresentationController)?

    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        presentAnimator?()
    }

    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissAnimator?()
    }

    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        dismissInteraction
    }

    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? {
        presentationController?(presented, presenting)
    }
}
