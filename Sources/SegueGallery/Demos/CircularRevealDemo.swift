import OpenUIKit

/// A custom animator: the presented screen is revealed through a circle that
/// grows from the button's place, and hidden through one that shrinks.
public struct CircularRevealDemo: GalleryDemo {
    public static let name = "circular-reveal"
    public static let title = "Circular reveal"
    public static let group = DemoGroup.presentationControllers
    public static let summary = "An animator of one's own animates a mask's path from a dot to a circle over the screen."

    private let transitioning = DemoTransitioningDelegate()
    static let origin = CGPoint(x: 320, y: 740)

    public init() {
        transitioning.presentAnimator = { CircularRevealAnimator(presenting: true, origin: Self.origin) }
        transitioning.dismissAnimator = { CircularRevealAnimator(presenting: false, origin: Self.origin) }
    }

    public func makeRootViewController() -> UIViewController {
        let root = DemoScreen(Self.title, color: DemoPalette.start, caption: "The circle grows from the round button.")
        root.loadViewIfNeeded()
        let button = UIView(frame: CGRect(x: Self.origin.x - 28, y: Self.origin.y - 28, width: 56, height: 56))
        button.backgroundColor = DemoPalette.presented
        button.layer.cornerRadius = 28
        root.view.addSubview(button)
        return root
    }

    public func run(from root: UIViewController) {
        let presented = DemoScreen("Revealed", color: DemoPalette.presented)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = transitioning
        root.present(presented, animated: true)
    }

    public func reverse(from root: UIViewController) {
        root.dismiss(animated: true)
    }
}

/// Grows or shrinks a circular mask about `origin` (window points).
@MainActor
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let origin: CGPoint

    init(presenting: Bool, origin: CGPoint) {
        self.presenting = presenting
        self.origin = origin
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let controller = transitionContext.viewController(forKey: presenting ? .to : .from) else { return }
        let revealed = controller.view!
        if presenting {
            revealed.frame = transitionContext.finalFrame(for: controller)
            container.addSubview(revealed)
        }
        let center = container.convert(origin, to: revealed)
        let size = revealed.bounds.size
        let radius = ((max(center.x, size.width - center.x)).squared + (max(center.y, size.height - center.y)).squared).squareRoot()
        let dot = UIBezierPath(ovalIn: CGRect(x: center.x - 1, y: center.y - 1, width: 2, height: 2)).cgPath
        let circle = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius,
                                                 height: 2 * radius)).cgPath
        let mask = CAShapeLayer()
        mask.path = presenting ? circle : dot
        revealed.layer.mask = mask
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            revealed.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = presenting ? dot : circle
        animation.toValue = presenting ? circle : dot
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(animation, forKey: "reveal")
        CATransaction.commit()
    }
}

private extension CGFloat {
    var squared: CGFloat { self * self }
}
