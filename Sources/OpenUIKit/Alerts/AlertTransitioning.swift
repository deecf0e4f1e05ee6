/// An alert controller's transitioning delegate (UIKit's alert controller is
/// its own): it vends the alert's presentation controller, and its animators
/// — the alert's scale and fade, an action sheet's slide from just below
/// the bottom edge (the `.coverVertical` one). A popover action sheet gets none: the popover's
/// built-in animation applies.
@MainActor
final class AlertTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        AlertPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(for: presented, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator(for: dismissed, presenting: false)
    }

    private func animator(for controller: UIViewController, presenting: Bool) -> (any UIViewControllerAnimatedTransitioning)? {
        guard let alert = controller as? UIAlertController, alert.modalPresentationStyle == .custom else { return nil }
        return alert.preferredStyle == .alert ? AlertTransitionAnimator(presenting: presenting)
            : CoverVerticalAnimator(presenting: presenting, travelsToBottomEdge: true)
    }
}
