/// The iOS 13+ card sheet of `.pageSheet`, `.formSheet` and `.automatic`: the
/// presented view sits below the top safe area with rounded top corners, the
/// presenter shrinks back behind it with rounded corners and the background
/// dims; a downward swipe dismisses it interactively, asking the delegate
/// first (R1.11). The presenter's view stays and gets no appearance callbacks.
@MainActor
final class SheetPresentationController: UIPresentationController {
    /// How far the presenter shrinks behind the sheet.
    static let presenterScale: CGFloat = 0.92
    static let cornerRadius: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.4

    private let style: UIModalPresentationStyle
    private let dimmingView = UIView()
    /// Black behind the receded presenter, so the window shows black around it
    /// whatever the window's own background colour (R18.6).
    private let backdropView = UIView()
    private var swipe: UIPanGestureRecognizer?
    private var swipeInteraction: UIPercentDrivenInteractiveTransition?

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var shouldRemovePresentersView: Bool { false }

    /// Below the status bar (the top safe area, at least 20 points) with a 10-point gap; on
    /// regular-width screens a form sheet is centred at its preferred size (540 × 620 by default).
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if style == .formSheet && traitCollection.horizontalSizeClass == .regular {
            let preferred = presentedViewController.preferredContentSize
            let size = preferred == .zero ? CGSize(width: 540, height: 620) : preferred
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let top = max(containerView?.window?.safeAreaInsets.top ?? 0, 20) + 10
        return CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }

    /// The presenter's look behind a sheet: shrunk, its top just visible above the sheet.
    private var recededPresenterTransform: CGAffineTransform {
        guard let container = containerView else { return .identity }
        let scale = SheetPresentationController.presenterScale
        let top = max(container.window?.safeAreaInsets.top ?? 0, 20)
        // Scale about the centre, then move the shrunk top edge to the safe-area line.
        let shrunkTop = container.bounds.height * (1 - scale) / 2
        return CGAffineTransform(translationX: 0, y: top - shrunkTop).scaledBy(x: scale, y: scale)
    }

    /// Whether the presenter shrinks back behind the sheet: on a compact-width screen (an
    /// iPhone) only; in a regular width (an iPad) it stays in place, dimmed.
    private var recedes: Bool {
        traitCollection.horizontalSizeClass != .regular
            && presentingViewController.viewIfLoaded?.frame == containerView?.bounds
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)
        if let view = presentedView {
            view.layer.cornerRadius = SheetPresentationController.cornerRadius
            view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            view.clipsToBounds = true
        }
        let presenterView = recedes ? presentingViewController.view : nil
        if let presenterView { installBackdrop(behind: presenterView) }
        presentedViewController.transitionCoordinator?.animateAlongsideTransition(in: presenterView, animation: { _ in
            self.dimmingView.alpha = SheetPresentationController.dimmingAlpha
            if let presenterView {
                presenterView.layer.cornerRadius = SheetPresentationController.cornerRadius
                presenterView.clipsToBounds = true
                presenterView.transform = self.recededPresenterTransform
            }
        }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            dimmingView.removeFromSuperview()
            restorePresenter()
            return
        }
        let swipe = UIPanGestureRecognizer { [weak self] recognizer in
            self?.handleSwipe(recognizer as! UIPanGestureRecognizer)
        }
        presentedView?.addGestureRecognizer(swipe)
        self.swipe = swipe
    }

    override func dismissalTransitionWillBegin() {
        let presenterView = recedes ? presentingViewController.view : nil
        guard swipeInteraction == nil else { return } // the swipe moves them itself
        presentedViewController.transitionCoordinator?.animateAlongsideTransition(in: presenterView, animation: { _ in
            self.dimmingView.alpha = 0
            presenterView?.transform = .identity
        }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            restorePresenter()
            if let swipe { presentedView?.removeGestureRecognizer(swipe) }
        }
    }

    /// Puts the black backdrop right behind `presenterView`, filling its superview.
    private func installBackdrop(behind presenterView: UIView) {
        guard let superview = presenterView.superview else { return }
        backdropView.backgroundColor = .black
        backdropView.isUserInteractionEnabled = false
        backdropView.frame = superview.bounds
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.insertSubview(backdropView, belowSubview: presenterView)
    }

    private func restorePresenter() {
        backdropView.removeFromSuperview()
        guard let view = presentingViewController.viewIfLoaded else { return }
        view.transform = .identity
        view.layer.cornerRadius = 0
    }

    override func containerViewWillLayoutSubviews() {
        guard presentedViewController.activeTransition == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    // MARK: Swipe to dismiss (R1.11.2)

    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        switch pan.state {
        case .began:
            if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
                delegate?.presentationControllerDidAttemptToDismiss(self)
                pan.state = .cancelled
                return
            }
            delegate?.presentationControllerWillDismiss(self)
            let interaction = UIPercentDrivenInteractiveTransition()
            swipeInteraction = interaction
            presentedViewController.activePresentation?.pendingInteraction = interaction
            presentedViewController.dismiss(animated: true) { [weak self] in
                guard let self else { return }
                self.delegate?.presentationControllerDidDismiss(self)
            }
        case .changed:
            guard let interaction = swipeInteraction else { return }
            let travel = max(containerView.bounds.height - frameOfPresentedViewInContainerView.minY, 1)
            let percent = min(max(pan.translation(in: containerView).y / travel, 0), 1)
            interaction.update(percent)
            dimmingView.alpha = SheetPresentationController.dimmingAlpha * (1 - percent)
            if recedes {
                let scale = SheetPresentationController.presenterScale + (1 - SheetPresentationController.presenterScale) * percent
                let receded = recededPresenterTransform
                presentingViewController.view.transform = CGAffineTransform(translationX: 0, y: receded.ty * (1 - percent))
                    .scaledBy(x: scale, y: scale)
            }
        case .ended, .cancelled:
            guard let interaction = swipeInteraction else { return }
            swipeInteraction = nil
            // A fast flick decides by its direction; otherwise the position does (past half way dismisses).
            let flickedUp = pan.velocity(in: containerView).y < -1000
            let finishing = pan.state == .ended
                && ((interaction.percentComplete > 0.5 && !flickedUp) || pan.velocity(in: containerView).y > 1000)
            let presenterView = recedes ? presentingViewController.view : nil
            let receded = recededPresenterTransform
            if finishing { interaction.finish() } else { interaction.cancel() }
            UIView.animate(withDuration: 0.25) {
                self.dimmingView.alpha = finishing ? 0 : SheetPresentationController.dimmingAlpha
                presenterView?.transform = finishing ? .identity : receded
            }
        default:
            break
        }
    }
}
