// iOS transition code, written as it is written for iOS: it compiles against
// Segue's `UIKit` unchanged, in Swift 5 (DropInSwift5Tests) and Swift 6
// (DropInTests) language modes. Both test targets link this file.
import UIKit

/// Reveals the presented view through a growing circle, and hides it through a shrinking one.
class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    let origin: CGPoint
    let duration: TimeInterval

    init(presenting: Bool, origin: CGPoint, duration: TimeInterval = 0.5) {
        self.isPresenting = presenting
        self.origin = origin
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let revealedView: UIView = transitionContext.view(forKey: isPresenting ? .to : .from) ?? controller.view
        if isPresenting {
            revealedView.frame = transitionContext.finalFrame(for: controller)
            containerView.addSubview(revealedView)
        }

        let center = containerView.convert(origin, to: revealedView)
        let bounds = revealedView.bounds
        let radius = sqrt(pow(max(center.x, bounds.width - center.x), 2) + pow(max(center.y, bounds.height - center.y), 2))
        let dot = UIBezierPath(ovalIn: CGRect(x: center.x - 1, y: center.y - 1, width: 2, height: 2)).cgPath
        let circle = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius,
                                                 width: radius * 2, height: radius * 2)).cgPath

        let mask = CAShapeLayer()
        mask.path = isPresenting ? circle : dot
        revealedView.layer.mask = mask

        CATransaction.begin()
        CATransaction.setCompletionBlock {
            revealedView.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = isPresenting ? dot : circle
        animation.toValue = isPresenting ? circle : dot
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        mask.add(animation, forKey: "reveal")
        CATransaction.commit()
    }
}

/// Shows the presented controller in the lower three quarters of the screen over a dimming view.
class DimmingPresentationController: UIPresentationController {
    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height / 4, width: bounds.width, height: bounds.height * 3 / 4)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        }, completion: { context in
            if context.isCancelled { self.dimmingView.alpha = 1 }
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Dismisses a controller interactively with a downward pan on its view.
class PanToDismissInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var viewController: UIViewController?
    private var panGesture: UIPanGestureRecognizer!

    func attach(to viewController: UIViewController) {
        self.viewController = viewController
        panGesture = UIPanGestureRecognizer(target: self, action: Selector(PanToDismissInteraction.handlePan(_:)))
        viewController.view.addGestureRecognizer(panGesture)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view.superview)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            isInteracting = true
            viewController?.dismiss(animated: true, completion: nil)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.5 || gesture.velocity(in: view).y > 1500 {
                finish()
            } else {
                cancel()
            }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// Vends the reveal animators, the dimming presentation controller and the pan interaction.
class RevealTransitionManager: NSObject, UIViewControllerTransitioningDelegate {
    var origin: CGPoint = .zero
    let interaction = PanToDismissInteraction()

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CircularRevealAnimator(presenting: true, origin: origin)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CircularRevealAnimator(presenting: false, origin: origin)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interaction.isInteracting ? interaction : nil
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// A screen presented with the reveal.
class RevealedViewController: UIViewController {
    let transitionManager = RevealTransitionManager()

    init(origin: CGPoint) {
        super.init(nibName: nil, bundle: nil)
        transitionManager.origin = origin
        modalPresentationStyle = .custom
        transitioningDelegate = transitionManager
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        transitionManager.interaction.attach(to: self)
    }
}

/// A card pulled up by a pan: the pan scrubs an animator, and letting go hands
/// the rest back to the clock with `durationFactor: 0`.
class PullUpCardController: UIViewController {
    let card = UIView()
    private(set) var animator: UIViewPropertyAnimator!
    private(set) var fractionAtRelease: CGFloat = 0
    var openDistance: CGFloat = 400
    var duration: TimeInterval = 1

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        card.frame = CGRect(x: 0, y: view.bounds.height - 100, width: view.bounds.width, height: 500)
        card.backgroundColor = .systemIndigo
        view.addSubview(card)
        card.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(PullUpCardController.handlePan(_:))))
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        switch gesture.state {
        case .began:
            animator = UIViewPropertyAnimator(duration: duration, curve: .linear) {
                self.card.frame.origin.y -= self.openDistance
            }
            animator.pauseAnimation()
        case .changed:
            let translation = gesture.translation(in: view)
            animator.fractionComplete = min(max(-translation.y / openDistance, 0), 1)
        case .ended:
            fractionAtRelease = animator.fractionComplete
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
