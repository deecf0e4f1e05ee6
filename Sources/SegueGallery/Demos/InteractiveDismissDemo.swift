import OpenUIKit

/// A percent-driven interactive dismissal: a pan on the presented screen
/// scrubs a slide-down animator; released short it cancels, far enough it finishes.
public struct InteractiveDismissDemo: GalleryDemo {
    public static let name = "interactive-dismissal"
    public static let title = "Pan to dismiss"
    public static let group = DemoGroup.interactiveTransitions
    public static let summary = "UIPercentDrivenInteractiveTransition follows the finger; cancel and finish run on from where it let go."

    private let transitioning = DemoTransitioningDelegate()

    public init() {
        transitioning.dismissAnimator = { SlideDownAnimator() }
    }

    public func makeRootViewController() -> UIViewController {
        DemoScreen(Self.title, color: DemoPalette.start, caption: "The presented screen follows a finger down.")
    }

    public func run(from root: UIViewController) {
        let presented = PanToDismissScreen(transitioning: transitioning)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: true)
    }

    public var script: [DemoStep] {
        [.wait(0.3), .run, .settle, .wait(0.3),
         .drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 420), duration: 0.5, release: true), .settle, .wait(0.3),
         .drag(from: CGPoint(x: 195, y: 200), to: CGPoint(x: 195, y: 700), duration: 0.6, release: true), .settle, .wait(0.3)]
    }
}

/// The presented screen: its pan drives the dismissal.
@MainActor
final class PanToDismissScreen: UIViewController {
    private let transitioning: DemoTransitioningDelegate

    init(transitioning: DemoTransitioningDelegate) {
        self.transitioning = transitioning
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.presented
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(PanToDismissScreen.pan(_:))))
    }

    func pan(_ gesture: UIPanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view).y / max(view.bounds.height, 1), 0), 1)
        switch gesture.state {
        case .began:
            transitioning.dismissInteraction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
        case .changed:
            transitioning.dismissInteraction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.4 || gesture.velocity(in: view).y > 800 {
                transitioning.dismissInteraction?.finish()
            } else {
                transitioning.dismissInteraction?.cancel()
            }
            transitioning.dismissInteraction = nil
        default:
            break
        }
    }
}

/// Slides the presented view down off the screen, uncovering the presenting one.
@MainActor
final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.45 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        if let toView = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toController)
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
        }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                       animations: { fromView.frame.origin.y = height },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
