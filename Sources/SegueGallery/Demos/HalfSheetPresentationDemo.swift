import OpenUIKit

/// Seed 002: a presentation controller of one's own puts the presented screen
/// in the lower half over a dimming view that fades with the transition.
public struct HalfSheetPresentationDemo: GalleryDemo {
    public static let name = "custom-presentation-controller"
    public static let title = "A presentation controller of your own"
    public static let group = DemoGroup.presentationControllers
    public static let summary = "frameOfPresentedViewInContainerView puts it in the lower half; the dimming view fades alongside."

    private let transitioning = DemoTransitioningDelegate()

    public init() {
        transitioning.presentationController = { presented, presenting in
            HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    public func makeRootViewController() -> UIViewController {
        DemoScreen(Self.title, color: DemoPalette.start, caption: "The screen beneath stays, dimmed.")
    }

    public func run(from root: UIViewController) {
        let presented = DemoScreen("Half sheet", color: DemoPalette.presented)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: true)
    }

    public func reverse(from root: UIViewController) {
        root.dismiss(animated: true)
    }
}

/// The lower half, rounded at the top, over a dimming view.
@MainActor
final class HalfSheetPresentationController: UIPresentationController {
    private let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.45)
        dimming.frame = containerView.bounds
        dimming.alpha = 0
        containerView.insertSubview(dimming, at: 0)
        presentedView?.layer.cornerRadius = 16
        presentedView?.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        presentedView?.layer.masksToBounds = true
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}
