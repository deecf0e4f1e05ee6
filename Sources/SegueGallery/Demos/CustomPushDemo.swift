import OpenUIKit

/// Seeds 001 and 003: one animator for push and pop from the navigation
/// controller's delegate, and an interactive pop of one's own from an edge pan.
public struct CustomPushDemo: GalleryDemo {
    public static let name = "custom-push"
    public static let title = "Custom push and interactive pop"
    public static let group = DemoGroup.navigation
    public static let summary = "The delegate vends one animator for both ways and, while the edge pan runs, an interaction controller."

    private let navigationDelegate = ScalingNavigationDelegate()

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let navigation = UINavigationController(rootViewController: DemoScreen("Albums", color: DemoPalette.start))
        navigation.delegate = navigationDelegate
        return navigation
    }

    public func run(from root: UIViewController) {
        let detail = EdgePopScreen(delegate: navigationDelegate)
        (root as? UINavigationController)?.pushViewController(detail, animated: true)
    }

    public var script: [DemoStep] {
        [.wait(0.3), .run, .settle, .wait(0.4), .edgePan(edge: .left, distance: 300, duration: 0.8, release: true), .settle, .wait(0.3)]
    }
}

/// Vends the scaling slide for push and pop, and the edge pan's interaction controller.
@MainActor
final class ScalingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ScalingSlideAnimator(push: operation == .push)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// The pushed view slides in from the right while the one beneath shrinks and fades; pop reverses it.
@MainActor
final class ScalingSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let push: Bool

    init(push: Bool) { self.push = push }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toController)
        let top = push ? toView : fromView, beneath = push ? fromView : toView
        if push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        let shrunk = CGAffineTransform(scaleX: 0.88, y: 0.88)
        if push { top.transform = CGAffineTransform(translationX: width, y: 0) } else { beneath.transform = shrunk; beneath.alpha = 0.5 }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: {
                           top.transform = self.push ? .identity : CGAffineTransform(translationX: width, y: 0)
                           beneath.transform = self.push ? shrunk : .identity
                           beneath.alpha = self.push ? 0.5 : 1
                       }, completion: { _ in
                           top.transform = .identity
                           beneath.transform = .identity
                           beneath.alpha = 1
                           transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                       })
    }
}

/// A pushed screen that pops itself with a left-edge pan.
@MainActor
final class EdgePopScreen: UIViewController {
    private weak var navigationDelegate: ScalingNavigationDelegate?

    init(delegate: ScalingNavigationDelegate) {
        navigationDelegate = delegate
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = DemoPalette.presented
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(EdgePopScreen.edgePan(_:)))
        edge.edges = .left
        view.addGestureRecognizer(edge)
    }

    func edgePan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let progress = min(max(gesture.translation(in: view.superview).x / max(view.bounds.width, 1), 0), 1)
        switch gesture.state {
        case .began:
            navigationDelegate?.interaction = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        case .changed:
            navigationDelegate?.interaction?.update(progress)
        case .ended, .cancelled:
            if progress > 0.5 { navigationDelegate?.interaction?.finish() } else { navigationDelegate?.interaction?.cancel() }
            navigationDelegate?.interaction = nil
        default:
            break
        }
    }
}
