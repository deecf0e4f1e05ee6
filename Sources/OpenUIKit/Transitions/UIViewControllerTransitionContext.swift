/// The context and coordinator of one transition. UIKit's presentations make
/// it; a custom container can make one too (Segue's addition to Apple's API)
/// to run the transition protocols for its own child transitions:
///
/// ```swift
/// let context = UIViewControllerTransitionContext(from: old, to: new, containerView: view)
/// context.setInitialFrame(old.view.frame, for: old)
/// context.setFinalFrame(view.bounds, for: new)
/// context.completionHandler = { completed in /* containment and appearance bookkeeping */ }
/// context.start(animator: animator, interactionController: nil)
/// ```
///
/// `completeTransition(_:)` runs, in order: `completionHandler`, the
/// animator's `animationEnded(_:)`, `didEndHandler`, then the coordinator's
/// completion blocks (R3.7).
@preconcurrency @MainActor
open class UIViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator {
    /// `transition <from> → <to>`, for messages.
    nonisolated open override var description: String { "transition \(label)" }

    /// Transitions started and not yet completed, oldest first (the runtime's
    /// list, which a transition joins and leaves in place).
    public static var inFlight: [UIViewControllerTransitionContext] { UIKitRuntimeState.current.transitionsInFlight }

    public let containerView: UIView
    public let isAnimated: Bool
    public let presentationStyle: UIModalPresentationStyle
    public var targetTransform: CGAffineTransform = .identity

    /// The views `view(forKey:)` answers: the two UIKit names kept as fields
    /// (asked several times a transition, not hashed), any other key in `otherViews`.
    // The fields read as a transition starts, runs and ends skip the dynamic
    // exclusivity check: main-actor state, never changed across a call that
    // could come back to them.
    @exclusivity(unchecked) private var fromView: UIView?
    @exclusivity(unchecked) private var toView: UIView?
    @exclusivity(unchecked) private var otherViews: [UITransitionContextViewKey: UIView] = [:]
    @exclusivity(unchecked) private var initialFrames = ControllerFrames()
    @exclusivity(unchecked) private var finalFrames = ControllerFrames()

    /// Runs first when the transition completes: the container's (or UIKit's)
    /// bookkeeping — hierarchy, appearance and containment calls.
    @exclusivity(unchecked) public var completionHandler: (@MainActor (Bool) -> Void)?
    /// Runs after the animator's `animationEnded(_:)` and before the coordinator's
    /// completion blocks: did-end hooks and the caller's completion.
    @exclusivity(unchecked) public var didEndHandler: (@MainActor (Bool) -> Void)?
    /// The animator running the transition, once started.
    @exclusivity(unchecked) public private(set) var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller driving it, if any.
    @exclusivity(unchecked) public private(set) var interactionController: (any UIViewControllerInteractiveTransitioning)?

    @exclusivity(unchecked) public private(set) var isInteractive = false
    @exclusivity(unchecked) public private(set) var transitionWasCancelled = false
    public private(set) var initiallyInteractive = false
    public private(set) var percentComplete: CGFloat = 0
    @exclusivity(unchecked) public private(set) var transitionDuration: TimeInterval = 0
    public private(set) var completionVelocity: CGFloat = 1
    public private(set) var completionCurve: UIView.AnimationCurve = .easeInOut
    public var isInterruptible: Bool { interruptibleAnimator != nil }
    public var isCancelled: Bool { transitionWasCancelled }
    /// Whether `completeTransition` was called. Read by every
    /// `transitionCoordinator` query: no dynamic exclusivity check.
    @exclusivity(unchecked) public private(set) var hasEnded = false
    /// Whether the animations have started (alongside blocks then run at once).
    @exclusivity(unchecked) public private(set) var hasStarted = false
    /// When the animations started (the media time of the frame they were committed in).
    private var startTime: CFTimeInterval = 0

    private var interruptibleAnimator: (any UIViewImplicitlyAnimating)?
    /// Whether the controllers of the transition answer `transitionCoordinator`
    /// with it: not for the changes UIKit makes without a coordinator (a tab
    /// switch with no animator, a change off screen, the block-based child transition).
    var isCoordinator = true
    /// The controllers answering `transitionCoordinator` with this transition,
    /// held weakly, with the transition each was in before.
    @exclusivity(unchecked) private var claimed: [Claim] = []
    private struct Claim {
        weak var controller: UIViewController?
        weak var previous: UIViewControllerTransitionContext?
    }
    /// Alongside animations of a classic animator's interactive transition (R18.2).
    private var scrubbedAlongside: UIViewPropertyAnimator?
    /// Whether the animator was asked for its interruptible animator (the answer may be nil).
    private var askedForInterruptibleAnimator = false
    @exclusivity(unchecked) private var alongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    @exclusivity(unchecked) private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionEndHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The controllers of the transition (`viewController(forKey:)`; nonisolated for `description`, as NSObject's is).
    private nonisolated let controllers: (from: UIViewController?, to: UIViewController?)
    /// `<from> → <to>`: made only when a message needs it.
    private nonisolated var label: String {
        "\(controllers.from.map { "\($0)" } ?? "nil") → \(controllers.to.map { "\($0)" } ?? "nil")"
    }

    /// A context for a transition from `fromViewController` to `toViewController` in `containerView`.
    public init(from fromViewController: UIViewController?, to toViewController: UIViewController?, containerView: UIView,
                isAnimated: Bool = true, presentationStyle: UIModalPresentationStyle = .custom) {
        controllers = (fromViewController, toViewController)
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        fromView = fromViewController?.view
        toView = toViewController?.view
    }

    // MARK: Set-up (before start)

    /// Sets the view `view(forKey:)` returns (nil: the animator must leave it alone).
    public func setView(_ view: UIView?, forKey key: UITransitionContextViewKey) {
        switch key {
        case .from: fromView = view
        case .to: toView = view
        default: otherViews[key] = view
        }
    }
    /// Sets `initialFrame(for:)`.
    public func setInitialFrame(_ frame: CGRect, for viewController: UIViewController) {
        initialFrames.set(frame, for: viewController, of: controllers)
    }
    /// Sets `finalFrame(for:)`.
    public func setFinalFrame(_ frame: CGRect, for viewController: UIViewController) {
        finalFrames.set(frame, for: viewController, of: controllers)
    }

    /// Starts the transition: reads the duration, then starts the interaction
    /// controller (when given) or runs the animator, then the alongside animations.
    public func start(animator: any UIViewControllerAnimatedTransitioning,
                      interactionController: (any UIViewControllerInteractiveTransitioning)?) {
        self.animator = animator
        self.interactionController = interactionController
        UIKitRuntimeState.current.transitionsInFlight.append(self)
        var participants: [UIViewController] = []
        if let from = controllers.from { participants.append(from) }
        if let to = controllers.to { participants.append(to) }
        claim(participants)
        trace(animator, "transitionDuration")
        transitionDuration = animator.transitionDuration(using: self)
        if let interactionController {
            initiallyInteractive = interactionController.wantsInteractiveStart
            isInteractive = initiallyInteractive
            completionCurve = interactionController.completionCurve
            UITransitionTracing.record(interactionController, "startInteractiveTransition")
            interactionController.startInteractiveTransition(self)
        } else {
            trace(animator, "animateTransition")
            animator.animateTransition(using: self)
        }
        if !hasEnded { runAlongsideAnimations() }
    }

    /// The animator's interruptible animator, asked for once per transition
    /// (R9.11, R18.11): Apple requires `interruptibleAnimator(using:)` to return
    /// the same instance for the whole transition, so the first answer is kept
    /// and every later use gets it, even from an animator that builds a new one
    /// on each call. Nil when the animator does not implement the method.
    func interruptibleAnimatorForTransition() -> (any UIViewImplicitlyAnimating)? {
        if askedForInterruptibleAnimator { return interruptibleAnimator }
        guard let animator else { return nil }
        askedForInterruptibleAnimator = true
        interruptibleAnimator = animator.implementedInterruptibleAnimator(using: self)
        // Traced only when implemented: UIKit does not call an unimplemented optional method.
        if interruptibleAnimator != nil { UITransitionTracing.record(animator, "interruptibleAnimator") }
        return interruptibleAnimator
    }

    /// Runs the alongside blocks registered before the start: with the
    /// interruptible animator when there is one (R9.11); scrubbed with the
    /// interaction while the transition is interactive (R18.2), over the whole
    /// transition, then moved to the progress the interaction has reached
    /// (a swipe's before the start, a pop taking over a push part-way); else in
    /// an ease-in-out block of the transition's duration.
    private func runAlongsideAnimations() {
        hasStarted = true
        startTime = CACurrentMediaTime()
        let blocks = alongsideAnimations
        alongsideAnimations.removeAll()
        guard !blocks.isEmpty else { return }
        if let driven = alongsideDriver(joiningAt: 0) {
            for block in blocks { driven.addAnimations { block(self) } }
            scrubAlongsideAnimations(to: percentComplete)
            return
        }
        let duration = isAnimated ? transitionDuration : 0
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            for block in blocks { block(self) }
        })
    }

    /// What alongside animations join while the transition can still be
    /// scrubbed or interrupted: the animator's interruptible animator, or, for a
    /// classic animator driven interactively, a paused ease-in-out animator of
    /// the transition's duration that follows the progress in time, as the
    /// paused container does, made at `fraction` (what is added then runs over
    /// the rest). Nil once the transition runs on the clock alone.
    private func alongsideDriver(joiningAt fraction: CGFloat) -> (any UIViewImplicitlyAnimating)? {
        if let interruptibleAnimator { return interruptibleAnimator }
        if let scrubbedAlongside, scrubbedAlongside.state == .active { return scrubbedAlongside }
        guard isInteractive, isAnimated, transitionDuration > 0 else { return nil }
        let animator = UIViewPropertyAnimator(duration: transitionDuration, curve: .easeInOut)
        animator.scrubsLinearly = false
        animator.pauseAnimation()
        animator.fractionComplete = fraction
        scrubbedAlongside = animator
        return animator
    }

    /// Moves the scrubbed alongside animations with the transition's progress
    /// (an interaction's update, or a percent-driven tail after release).
    func scrubAlongsideAnimations(to fraction: CGFloat) {
        guard let scrubbedAlongside, scrubbedAlongside.state == .active, !scrubbedAlongside.isRunning else { return }
        scrubbedAlongside.fractionComplete = min(max(fraction, 0), 1)
    }

    /// Ends the scrubbed alongside animations where the transition ends: at
    /// their end values, or back at their start on a cancel.
    private func settleAlongsideAnimations(completed: Bool) {
        guard let animator = scrubbedAlongside else { return }
        scrubbedAlongside = nil
        guard animator.state == .active else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: completed ? .end : .start)
    }

    // MARK: UIViewControllerContextTransitioning

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: controllers.from
        case .to: controllers.to
        default: nil
        }
    }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: otherViews[key]
        }
    }
    public func initialFrame(for vc: UIViewController) -> CGRect { initialFrames.frame(for: vc, of: controllers) }
    public func finalFrame(for vc: UIViewController) -> CGRect { finalFrames.frame(for: vc, of: controllers) }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        scrubAlongsideAnimations(to: self.percentComplete)
    }

    public func finishInteractiveTransition() {
        leaveInteractiveMode(cancelled: false)
    }

    public func cancelInteractiveTransition() {
        leaveInteractiveMode(cancelled: true)
    }

    public func pauseInteractiveTransition() {
        guard !isInteractive else { return }
        isInteractive = true
        // Alongside animations a release ran on to the end follow the interaction again, from where they are.
        if !(interactionController is UIPercentDrivenInteractiveTransition), let scrubbedAlongside,
           scrubbedAlongside.state == .active, scrubbedAlongside.isRunning {
            scrubbedAlongside.pauseAnimation()
            scrubbedAlongside.isReversed = false
        }
        notifyInteractionChange()
    }

    private func leaveInteractiveMode(cancelled: Bool) {
        transitionWasCancelled = cancelled
        if let interactionController {
            completionVelocity = interactionController.completionSpeed
            completionCurve = interactionController.completionCurve
        }
        // A percent-driven interaction scrubs them through its tail; any other runs them on to its end.
        if !(interactionController is UIPercentDrivenInteractiveTransition), let scrubbedAlongside,
           scrubbedAlongside.state == .active {
            scrubbedAlongside.isReversed = cancelled
            scrubbedAlongside.continueAnimation(withTimingParameters: nil,
                                                durationFactor: 1 / max(completionVelocity, 0.001))
        }
        guard isInteractive else { return }
        isInteractive = false
        notifyInteractionChange()
    }

    private func notifyInteractionChange() {
        for handler in interactionHandlers { handler(self) }
        if !isInteractive { for handler in interactionEndHandlers { handler(self) } }
    }

    public func completeTransition(_ didComplete: Bool) {
        guard !hasEnded else {
            SegueDiagnostics.report("completeTransition(\(didComplete)) called again for the transition \(label); ignored")
            return
        }
        hasEnded = true
        if isInteractive {
            // Completed while still interactive (an interaction controller that ends the transition itself).
            isInteractive = false
            notifyInteractionChange()
        }
        if !didComplete { transitionWasCancelled = true }
        // `self` stays alive: no deinit here. (Not `removeAll { … }`: its closure would be checked for the main actor.)
        UIKitRuntimeState.current.transitionsInFlight.remove(identical: self)
        settleAlongsideAnimations(completed: didComplete)
        completionHandler?(didComplete)
        if let animator {
            trace(animator, "animationEnded(\(didComplete))")
            animator.animationEnded(didComplete)
        }
        didEndHandler?(didComplete)
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
        releaseClaims()
        releaseParticipants()
    }

    /// Records a call to `animator`, unless it stands in where UIKit calls no
    /// animator (a non-animated change, the block-based child transition).
    private func trace(_ animator: any UIViewControllerAnimatedTransitioning, _ callback: @autoclosure () -> String) {
        guard UITransitionTracing.isObserved, !(animator is any TransitionDriver.UntracedAnimator) else { return }
        UITransitionTracing.record(animator, callback())
    }

    /// Makes `controllers` answer `transitionCoordinator` with this transition
    /// until it ends (when it is a coordinator at all): the only place a
    /// controller's transition is set. A transition a controller was already in
    /// comes back when this one lets it go, if it has not ended.
    func claim(_ controllers: [UIViewController]) {
        guard isCoordinator else { return }
        claimed.reserveCapacity(claimed.count + controllers.count)
        for controller in controllers where controller.activeTransition !== self {
            claimed.append(Claim(controller: controller, previous: controller.activeTransition))
            controller.activeTransition = self
        }
    }

    /// The controllers claimed answer `transitionCoordinator` without this
    /// transition again: when it ends, or when a change that never started is replaced.
    func releaseClaims() {
        for claim in claimed.reversed() {
            guard let controller = claim.controller, controller.activeTransition === self else { continue }
            controller.activeTransition = claim.previous.flatMap { $0.hasEnded ? nil : $0 }
        }
        claimed.removeAll()
    }

    /// Lets go of what refers back to the transition (an animator or interaction
    /// controller keeping the context, handlers capturing the presentation): at its
    /// end, or when the runtime running it goes away before it ends.
    func releaseParticipants() {
        if let scrubbedAlongside, scrubbedAlongside.state == .active { scrubbedAlongside.stopAnimation(true) }
        scrubbedAlongside = nil
        (interactionController as? UIPercentDrivenInteractiveTransition)?.transitionDidEnd(self)
        completionHandler = nil
        didEndHandler = nil
        interactionController = nil
        animator = nil
        alongsideAnimations.removeAll()
        completions.removeAll()
        interactionHandlers.removeAll()
        interactionEndHandlers.removeAll()
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if hasStarted, let driven = alongsideDriver(joiningAt: percentComplete) {
            // Joins what is scrubbed or interrupted, at the transition's present progress.
            driven.addAnimations { animation(self) }
        } else if hasStarted {
            // The part of the transition still to run: after a percent-driven release, what the
            // interaction left; on the clock, what the time since the start leaves.
            let done = interactionController != nil
                ? Double(percentComplete)
                : transitionDuration > 0 ? min((CACurrentMediaTime() - startTime) / transitionDuration, 1) : 1
            let remaining = isAnimated ? transitionDuration * (1 - done) : 0
            UIView.animate(withDuration: remaining, delay: 0, options: [.curveEaseInOut], animations: { animation(self) })
            // Commit now, so the animations begin at the transition's present
            // moment even in a container whose time is being scrubbed.
            CATransaction.flush()
        } else {
            alongsideAnimations.append(animation)
        }
        return true
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    public func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionEndHandlers.append(handler)
    }
}

/// Frames set for a transition's controllers: the from and to controllers'
/// kept as fields (set and asked several times a transition, not hashed, and
/// with no table to allocate), any other's by identity.
private struct ControllerFrames {
    private var from: CGRect?
    private var to: CGRect?
    private var others: [ObjectIdentifier: CGRect] = [:]

    mutating func set(_ frame: CGRect, for controller: UIViewController,
                      of controllers: (from: UIViewController?, to: UIViewController?)) {
        if controller === controllers.from {
            from = frame
        } else if controller === controllers.to {
            to = frame
        } else {
            others[ObjectIdentifier(controller)] = frame
        }
    }

    /// The frame set for `controller`, or `.zero` (UIKit's answer when none is).
    func frame(for controller: UIViewController, of controllers: (from: UIViewController?, to: UIViewController?)) -> CGRect {
        if controller === controllers.from { return from ?? .zero }
        if controller === controllers.to { return to ?? .zero }
        return others[ObjectIdentifier(controller)] ?? .zero
    }
}
