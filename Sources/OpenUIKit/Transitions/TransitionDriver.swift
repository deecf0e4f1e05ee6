/// The one way a controller transition happens. Modal presentation and
/// dismissal, navigation pushes and pops, tab switches, split-view display-mode
/// changes and custom containers' child transitions, animated or not, all run
/// this lifecycle:
///
/// 1. the container asks its vendor for an animator and then (only if one came
///    back) an interaction controller (``vend(from:animatorQuestion:animator:interactionQuestion:interactionController:)``,
///    R1.2 step 4, R1.8 step 2, R1.10.1);
/// 2. the context exists and the participants answer `transitionCoordinator`
///    with it (``init(context:policy:)``);
/// 3. the "will" appearance callbacks, in the container's order (``beginAppearance()``, R2.1);
/// 4. the animator runs, or the interaction controller scrubs it; a
///    non-animated change runs an ``ImmediateAnimator`` that completes at once
///    (``run(animator:interactionController:)``, ``runImmediately()``);
/// 5. on completion or cancellation the container settles its views, the
///    appearance callbacks end (or go back, R2.1), the container finishes its
///    bookkeeping, then `animationEnded`, the did-end hooks and the coordinator's completions (R3.7).
///
/// What differs between containers is their ``Policy``: who hears appearance
/// callbacks and in which order, who answers `transitionCoordinator`, where
/// views go when it ends, and what the container records. The context's views
/// and frames are the container's too; ``childContext(from:to:in:animated:)``
/// makes the ones every child-swapping container uses.
///
/// A request that arrives while a transition runs is decided by
/// ``admits(animated:during:waitingForFirstFrame:takingOver:refusal:)`` alone, and a
/// split view's display-mode change by ``admits(during:finishingRunning:)``.
@MainActor
final class TransitionDriver {
    /// The controllers whose appearance changes, and in which order they hear it.
    struct Appearance {
        /// The controllers going away that get appearance callbacks.
        var disappearing: [UIViewController]
        /// The controllers coming in that get appearance callbacks.
        var appearing: [UIViewController]
        /// Whether `viewDidAppear` comes before `viewDidDisappear`: true for
        /// modal transitions (R1.7 step 4, R1.10.2) and custom containers'
        /// `transition(from:to:)`, false for navigation (R1.2 step 8).
        var appearingEndsFirst: Bool
        /// Whether `viewWillAppear` comes before `viewWillDisappear`: true for
        /// tab switches (R1.6.2) and split-view display-mode changes.
        var appearingBeginsFirst = false

        /// One controller going and one coming, either of which may get no callbacks (nil).
        init(disappearing: UIViewController?, appearing: UIViewController?, appearingEndsFirst: Bool,
             appearingBeginsFirst: Bool = false) {
            self.init(disappearing: disappearing.map { [$0] } ?? [], appearing: appearing.map { [$0] } ?? [],
                      appearingEndsFirst: appearingEndsFirst, appearingBeginsFirst: appearingBeginsFirst)
        }

        /// Several controllers going and coming (a split view's columns).
        init(disappearing: [UIViewController], appearing: [UIViewController], appearingEndsFirst: Bool,
             appearingBeginsFirst: Bool = false) {
            self.disappearing = disappearing
            self.appearing = appearing
            self.appearingEndsFirst = appearingEndsFirst
            self.appearingBeginsFirst = appearingBeginsFirst
        }

        /// No appearance callbacks (a container off screen).
        static let none = Appearance(disappearing: [], appearing: [], appearingEndsFirst: false)
    }

    /// An animator of Segue's own that stands in where UIKit calls none (a
    /// non-animated change, the block-based child transition): the trace does not record its calls.
    protocol UntracedAnimator: UIViewControllerAnimatedTransitioning {}

    /// What the vendor answered: an animator, and an interaction controller only with one.
    struct Vended {
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactionController: (any UIViewControllerInteractiveTransitioning)?
    }

    /// What a container decides about one of its transitions, besides the
    /// context's views and frames and the animator it chooses.
    struct Policy {
        /// Who hears appearance callbacks, and in which order.
        var appearance: Appearance
        /// Whether the transition is a coordinator: its controllers (and the
        /// participants) answer `transitionCoordinator` with it until it ends.
        /// False for the changes UIKit makes without one.
        var isCoordinator = true
        /// The controllers besides the context's from and to that answer
        /// `transitionCoordinator` with this transition (the container, R2.9).
        var participants: [UIViewController] = []
        /// Puts the views where they belong when the transition ends, completed
        /// or not: before the appearance callbacks end.
        var settle: @MainActor (Bool) -> Void = { _ in }
        /// The containment and state bookkeeping, after the appearance callbacks end.
        var finish: @MainActor (Bool) -> Void = { _ in }
        /// The did-end hooks and the caller's completion, after `animationEnded`.
        var didEnd: @MainActor (Bool) -> Void = { _ in }
    }

    /// The context and coordinator the animator and the children see.
    let context: UIViewControllerTransitionContext
    private let policy: Policy

    /// A transition with `context`, whose views and frames the container has
    /// set or will set before it runs. From now on the context's controllers and
    /// the policy's participants answer `transitionCoordinator` with it (when it
    /// is a coordinator), and its completion runs the policy.
    init(context: UIViewControllerTransitionContext, policy: Policy) {
        self.context = context
        self.policy = policy
        context.isCoordinator = policy.isCoordinator
        // Not `compactMap`: a closure handed to the standard library is checked for the main actor.
        var claimed = policy.participants
        if let from = context.viewController(forKey: .from) { claimed.append(from) }
        if let to = context.viewController(forKey: .to) { claimed.append(to) }
        context.claim(claimed)
        let animated = context.isAnimated
        context.completionHandler = { completed in
            policy.settle(completed)
            let appearance = policy.appearance
            if completed {
                if appearance.appearingEndsFirst {
                    for controller in appearance.appearing { controller.endAppearanceTransition() }
                    for controller in appearance.disappearing { controller.endAppearanceTransition() }
                } else {
                    for controller in appearance.disappearing { controller.endAppearanceTransition() }
                    for controller in appearance.appearing { controller.endAppearanceTransition() }
                }
            } else {
                for controller in appearance.appearing { controller.runAppearanceTransition(false, animated: animated) }
                for controller in appearance.disappearing { controller.runAppearanceTransition(true, animated: animated) }
            }
            policy.finish(completed)
        }
        context.didEndHandler = policy.didEnd
    }

    // MARK: What every container shares

    /// Asks `vendor` for an animator, then, only when it returned one, for an
    /// interaction controller: the two questions every transitioning delegate is asked.
    static func vend(from vendor: AnyObject?, animatorQuestion: String,
                     animator: () -> (any UIViewControllerAnimatedTransitioning)?,
                     interactionQuestion: String,
                     interactionController: (any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    ) -> Vended {
        guard let vendor else { return Vended() }
        UITransitionTracing.record(vendor, animatorQuestion)
        guard let vendedAnimator = animator() else { return Vended() }
        UITransitionTracing.record(vendor, interactionQuestion)
        return Vended(animator: vendedAnimator, interactionController: interactionController(vendedAnimator))
    }

    /// The context of a container replacing child `from` by `to` in
    /// `containerView`: `from` starts where it is and has no final frame, `to` ends filling the container.
    static func childContext(from: UIViewController, to: UIViewController, in containerView: UIView,
                             animated: Bool, presentationStyle: UIModalPresentationStyle = .none) -> UIViewControllerTransitionContext {
        let context = UIViewControllerTransitionContext(from: from, to: to, containerView: containerView,
                                                        isAnimated: animated, presentationStyle: presentationStyle)
        context.setInitialFrame(from.view.frame, for: from)
        context.setFinalFrame(.zero, for: from)
        context.setFinalFrame(containerView.bounds, for: to)
        return context
    }

    /// Whether a container may start a change now, `running` being its
    /// transition under way (nil: none): the one place such requests are decided.
    ///
    /// - Nothing running: yes.
    /// - A non-animated request while the running change still waits for its
    ///   first frame: yes, the two become one change (R18.1; the navigation
    ///   controller merges them), as iOS applies a non-animated change at once.
    /// - A request the container lets take the running change over, once that
    ///   change runs (iOS 26 made navigation pushes and pops interruptible: a
    ///   pop during a push, a push during a pop): yes, when `takeOver` has ended
    ///   the running change at once where its views are, as completed (its
    ///   appearance callbacks end, its coordinator's completions run); the
    ///   container starts the new change from that point.
    /// - Otherwise: no, reported with `refusal`: a request during a running
    ///   transition is UIKit's "nested" transition and is dropped. A zoom
    ///   transition (iOS 18) is caught by its own gesture instead: the zoom-in
    ///   completes where it shows before the dismissal is requested.
    static func admits(animated: Bool, during running: UIViewControllerTransitionContext?, waitingForFirstFrame: Bool,
                       takingOver takeOver: ((UIViewControllerTransitionContext) -> Bool)? = nil,
                       refusal: (UIViewControllerTransitionContext) -> String) -> Bool {
        guard let running else { return true }
        if !animated && waitingForFirstFrame { return true }
        if !waitingForFirstFrame, let takeOver, takeOver(running) { return true }
        SegueDiagnostics.report(refusal(running))
        return false
    }

    /// Whether a split view may change its display mode now, `running` being
    /// its animated display-mode change under way (nil: none). Always: a
    /// running change is first finished at once by `finish` (its columns land
    /// in the mode it went to, its appearance callbacks end, its coordinator's
    /// completions run), then the new change starts from there. The display
    /// mode is state the app sets (`preferredDisplayMode`, `show(_:)`, the
    /// button), so the last request wins rather than being dropped; UIKit's
    /// documentation says nothing about overlapping display-mode changes.
    static func admits(during running: UIViewControllerTransitionContext?,
                       finishingRunning finish: (UIViewControllerTransitionContext) -> Void) -> Bool {
        guard let running, !running.hasEnded else { return true }
        finish(running)
        return true
    }

    // MARK: The lifecycle

    /// Sends the "will" callbacks: the disappearing controllers', then the
    /// appearing ones' (R1.2 step 5, R1.7 step 2), or the other way round (R1.6.2).
    func beginAppearance() {
        let appearance = policy.appearance
        let animated = context.isAnimated
        if appearance.appearingBeginsFirst {
            for controller in appearance.appearing { controller.beginAppearanceTransition(true, animated: animated) }
            for controller in appearance.disappearing { controller.beginAppearanceTransition(false, animated: animated) }
        } else {
            for controller in appearance.disappearing { controller.beginAppearanceTransition(false, animated: animated) }
            for controller in appearance.appearing { controller.beginAppearanceTransition(true, animated: animated) }
        }
    }

    /// Starts the transition with `animator`, driven by `interactionController`
    /// when given. When it completes, the policy settles the views (completed
    /// or not), the appearance callbacks end (or, on cancellation, the incoming
    /// controllers go back first, then the original ones return, R2.1), the
    /// policy finishes, then the animator's `animationEnded`, then the policy's
    /// did-end, then the coordinator's completion blocks (R3.7).
    func run(animator: any UIViewControllerAnimatedTransitioning,
             interactionController: (any UIViewControllerInteractiveTransitioning)?) {
        context.start(animator: animator, interactionController: interactionController)
    }

    /// The whole lifecycle of a non-animated change, at once: the "will"
    /// callbacks, an ``ImmediateAnimator``, then the end as for any transition.
    func runImmediately() {
        beginAppearance()
        run(animator: ImmediateAnimator(), interactionController: nil)
    }
}
