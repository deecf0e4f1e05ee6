import OpenUIKit

/// Animated `.custom` present + dismiss round trips — a presentation
/// controller with a dimming view faded alongside, a sliding animator — run
/// headless on a virtual clock to completion, without rendering.
@MainActor
enum PresentationBenchmark {
    private final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let key: UITransitionContextViewKey = presenting ? .to : .from
            guard let view = transitionContext.view(forKey: key) else { return }
            let container = transitionContext.containerView
            let shown = presenting ? transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!) : view.frame
            let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height)
            if presenting {
                view.frame = hidden
                container.addSubview(view)
            }
            UIView.animate(withDuration: 0.3, animations: { view.frame = self.presenting ? shown : hidden }, completion: { _ in
                if !self.presenting { view.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    private final class DimmingPresentationController: UIPresentationController {
        let dimmingView = UIView()

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
        }

        override func presentationTransitionWillBegin() {
            dimmingView.frame = containerView?.bounds ?? .zero
            dimmingView.backgroundColor = .black
            dimmingView.alpha = 0
            containerView?.insertSubview(dimmingView, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0.4 })
        }

        override func dismissalTransitionWillBegin() {
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { dimmingView.removeFromSuperview() }
        }
    }

    private final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            Animator(presenting: true)
        }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            Animator(presenting: false)
        }
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            DimmingPresentationController(presentedViewController: presented, presenting: presenting)
        }
    }

    static func run() {
        let frames = VirtualFrames()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let root = UIViewController()
        window.rootViewController = root
        let delegate = Delegate()
        func roundTrip() {
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate
            var presentedDone = false, dismissedDone = false
            root.present(presented, animated: true) { presentedDone = true }
            while !presentedDone { frames.step() }
            root.dismiss(animated: true) { dismissedDone = true }
            while !dismissedDone { frames.step() }
        }
        for _ in 0..<20 { roundTrip() }
        let rounds = 2000
        let elapsed = measure { for _ in 0..<rounds { roundTrip() } }
        let framesPerTrip = 2 * (0.3 * 60 + 2)
        report("presentation_round_trips_per_second", Double(rounds) / (elapsed / 1e9), "round trips/s")
        report("presentation_round_trip", elapsed / Double(rounds) / 1e3, "µs (about \(Int(framesPerTrip)) frames each)")
    }
}
