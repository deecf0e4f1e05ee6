/// The presentation controller of an alert controller that is not a popover:
/// a dimming view (black at 20 %) fades in under the alert alongside its
/// animation and out alongside its dismissal; an alert sits in the middle of
/// the container, an action sheet 8 points from the sides and the bottom (or
/// the bottom safe area). A tap on the dimming view chooses an action sheet's
/// cancel action, if it has one; an alert ignores it.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The dimming view's alpha once presented.
    static let dimmingAlpha: CGFloat = 0.2
    /// An action sheet's margin from the container's sides and bottom.
    static let sheetMargin: CGFloat = 8

    let dimmingView = UIView()

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let alert else { return .zero }
        let bounds = containerView.bounds
        let view = alert.contentView
        if alert.preferredStyle == .alert {
            let size = view.sizeThatFits(CGSize(width: AlertView.alertWidth, height: bounds.height))
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let safeArea = containerView.window?.safeAreaInsets ?? .zero
        let margin = AlertPresentationController.sheetMargin
        let width = bounds.width - 2 * margin - safeArea.left - safeArea.right
        let size = view.sizeThatFits(CGSize(width: width, height: bounds.height))
        let bottom = bounds.maxY - max(safeArea.bottom, margin)
        return CGRect(x: bounds.minX + margin + safeArea.left, y: bottom - size.height, width: width, height: size.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimmingView.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in
            guard let alert = self?.alert, alert.preferredStyle == .actionSheet else { return }
            alert.tappedOutside()
        })
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = AlertPresentationController.dimmingAlpha
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    /// The alert stays in place when the container changes size (a rotation).
    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.activeTransition == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
