import Foundation
import OpenUIKit
import SegueTesting

/// A controller that is named in the trace by its title.
@MainActor
final class NamedController: UIViewController {
    init(_ name: String, color: UIColor = .systemBlue) {
        super.init(nibName: nil, bundle: nil)
        title = name
        self.color = color
    }


    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var color: UIColor = .systemBlue
    var onViewWillAppear: ((NamedController) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onViewWillAppear?(self)
    }
}

/// Slides the presented view in from the right over `duration`, and out on dismissal.
@MainActor
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let presenting: Bool
    var context: (any UIViewControllerContextTransitioning)?
    var completesTransition = true

    init(presenting: Bool, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        let width = container.bounds.width
        if presenting {
            guard let view = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
            let final = transitionContext.finalFrame(for: to)
            view.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(view)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
                view.frame = final
            }, completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if !completed { view.removeFromSuperview() }
                if self.completesTransition { transitionContext.completeTransition(completed) }
            })
        } else {
            guard let view = transitionContext.view(forKey: .from) else { return }
            let start = view.frame
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
                view.frame = start.offsetBy(dx: width, dy: 0)
            }, completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                if completed { view.removeFromSuperview() }
                if self.completesTransition { transitionContext.completeTransition(completed) }
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}

/// Shows the presented view in the right half with a dimming view faded alongside.
@MainActor
final class HalfPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var layoutCount = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: bounds.midX, y: 0, width: bounds.width / 2, height: bounds.height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        layoutCount += 1
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// A transitioning delegate vending what a test sets.
@MainActor
final class TestTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: (any UIViewControllerAnimatedTransitioning)?
    var dismissAnimator: (any UIViewControllerAnimatedTransitioning)?
    var presentInteraction: (any UIViewControllerInteractiveTransitioning)?
    var dismissInteraction: (any UIViewControllerInteractiveTransitioning)?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        dismissAnimator
    }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { presentInteraction }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { dismissInteraction }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        makePresentationController?(presented, presenting)
    }

    /// Makes this the `.custom` transitioning delegate of `presented`, kept alive (the link is weak).
    func attach(to presented: UIViewController) {
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = self
        keepAlive(self)
    }
}

/// A host with root controller "A" in its window.
@MainActor
func hostWithRoot(_ root: UIViewController = NamedController("A", color: .systemGray)) -> (TestHost, UIViewController) {
    let host = TestHost()
    host.window.rootViewController = root
    host.trace.clear()
    return (host, root)
}

@MainActor
func index(_ entry: String, in trace: TransitionTrace) -> Int {
    trace.callbacks.firstIndex(of: entry) ?? Int.max
}

/// Objects kept alive for the whole test run: transitioning delegates are held
/// weakly, as on iOS, so a test that builds one inline must keep it somewhere.
@MainActor private var objectsKeptAlive: [AnyObject] = []

@MainActor
func keepAlive(_ object: AnyObject) {
    objectsKeptAlive.append(object)
}

/// Writes `image` to `out/<folder>/<name>.png`, for looking at.
func saveFrame(_ image: CGImage, _ name: String, in folder: String) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("out/\(folder)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? image.writePNG(to: directory.appendingPathComponent("\(name).png"))
}
