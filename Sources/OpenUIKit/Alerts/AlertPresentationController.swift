/// The presentation controller of an alert controller that is not a popover:
/// a dimming view (black at 20 %) fades in under the alert alongside its
/// animation and out alongside its dismissal; an alert sits in the middle of
/// the container — of the part above the keyboard while the keyboard is up,
/// moving with the keyboard as it comes and goes (but not while the alert is
/// going away) — an action sheet 8 points from the sides and the bottom (or
/// the bottom safe area). A tap on the dimming view chooses an action sheet's
/// cancel action, if it has one; an alert ignores it.
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// The dimming view's alpha once presented.
    static let dimmingAlpha: CGFloat = 0.2
    /// An action sheet's margin from the container's sides and bottom.
    static let sheetMargin: CGFloat = 8

    let dimmingView = UIView()
    /// Where the keyboard is (or is going), in screen coordinates; nil while it is down.
    private var keyboardFrame: CGRect?

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        keyboardFrame = SystemKeyboard.current.shownFrame
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, let alert else { return .zero }
        let bounds = containerView.bounds
        let view = alert.contentView
        let safeArea = containerView.window?.safeAreaInsets ?? .zero
        if alert.preferredStyle == .alert {
            let size = view.sizeThatFits(CGSize(width: AlertView.alertWidth, height: bounds.height))
            // Centred in what the keyboard leaves of the container, but not above the top safe area.
            let keyboardTop = keyboardFrame.flatMap { SystemKeyboard.top(ofScreenFrame: $0, in: containerView) } ?? bounds.maxY
            let bottom = min(bounds.maxY, keyboardTop)
            let y = max(bounds.minY + safeArea.top, (bounds.minY + bottom) / 2 - size.height / 2)
            return CGRect(x: bounds.midX - size.width / 2, y: y, width: size.width, height: size.height)
        }
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
        NotificationCenter.default.addObserver(self, selector: Selector(AlertPresentationController.keyboardWillChangeFrame(_:)),
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
            NotificationCenter.default.removeObserver(self)
        }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            NotificationCenter.default.removeObserver(self)
        }
    }

    /// The keyboard is about to move: an alert goes to its place above the
    /// keyboard's new frame — in the keyboard's own animation once presented;
    /// at once while it is coming in (it appears there); not while it goes.
    func keyboardWillChangeFrame(_ notification: Notification) {
        let info = notification.userInfo ?? [:]
        guard let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let screenBottom = containerView?.window?.screen.bounds.maxY ?? .greatestFiniteMagnitude
        keyboardFrame = end.minY < screenBottom ? end : nil
        guard alert?.preferredStyle == .alert, !presentedViewController.isBeingDismissed,
              let view = presentedView, let containerView, view.superview === containerView else { return }
        let frame = frameOfPresentedViewInContainerView
        // Bounds and centre, not frame: the alert may still be scaled as it comes in.
        let place = {
            view.bounds.size = frame.size
            view.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        if presentedViewController.isBeingPresented {
            UIView.performWithoutAnimation(place)
            return
        }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int) ?? 0
        UIView.animate(withDuration: duration, delay: 0,
                       options: [UIView.AnimationOptions(rawValue: UInt(curve) << 16), .beginFromCurrentState],
                       animations: place)
    }

    /// The alert stays in place when the container changes size (a rotation).
    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.activeTransition == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
