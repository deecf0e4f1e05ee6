/// What an animator and an interaction controller are told about a
/// transition. UIKit (and `UIViewControllerTransitionContext` for custom
/// containers) makes it; apps never do for UIKit's transitions.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view every transition view lives in while it runs.
    var containerView: UIView { get }
    /// False only for `.custom` transitions requested without animation.
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The style of the presentation (`.custom` for containers' transitions).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Reports the interactive progress, 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition will finish.
    func finishInteractiveTransition()
    /// The interaction ended and the transition will go back.
    func cancelInteractiveTransition()
    /// The transition becomes interactive again.
    func pauseInteractiveTransition()
    /// Ends the transition; pass `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil when the animator must leave it alone.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A rotation in progress, else the identity.
    var targetTransform: CGAffineTransform { get }
    /// Where `vc`'s view starts (`.zero` when unknown).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends (`.zero` when it leaves the window).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// What the blocks of a transition coordinator are told.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// Lets code run animations alongside a transition and hear how it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's timing (in the container) and `completion` after it ends.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for a view outside the container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Runs `handler` whenever the transition goes in or out of interactive mode.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Runs `handler` whenever the interaction ends: the transition leaves
    /// interactive mode, finishing or cancelling (`isCancelled` says which),
    /// after the `notifyWhenInteractionChanges(_:)` handlers. Deprecated by
    /// Apple in iOS 10 in favour of that method (Segue does not mark it, so
    /// that code still using it builds without warnings).
    func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
