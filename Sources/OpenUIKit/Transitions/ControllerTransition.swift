/// One transition from a controller to another, run the same way by every
/// container that uses the transition protocols — modal presentation and
/// dismissal, navigation, and the containers built on them: it asks the vendor
/// for an animator and then (only if one came back) an interaction controller
/// (R1.2 step 4, R1.8 step 2, R1.10.1), sends the appearance callbacks at the
/// start, at the end and on cancellation (R2.1), and starts the context with
/// the vended animator or the container's built-in one.
///
/// The container keeps what is its own: the context's views and frames, its
/// hooks (`presentationTransitionWillBegin`, `willShow`, the bar), and its
/// bookkeeping, given to ``run(animator:interactionController:settle:finish:didEnd:)``.
@MainActor
final class ControllerTransition {
    /// The controllers whose appearance changes, and which of them hears that it
    /// ended first.
    struct Appearance {
        /// The controller going away, if it gets appearance callbacks.
        var disappearing: UIViewController?
        /// The controller coming in, if it gets appearance callbacks.
        var appearing: UIViewController?
        /// Whether `viewDidAppear` comes before `viewDidDisappear`: true for
        /// modal transitions (R1.7 step 4, R1.10.2), false for navigation (R1.2 step 8).
        var appearingEndsFirst: Bool
        /// Whether `viewWillAppear` comes before `viewWillDisappear`: true for tab switches (R1.6.2).
        var appearingBeginsFirst = false
    }

    /// What the vendor answered: an animator, and an interaction controller only with one.
    struct Vended {
        var animator: (any UIViewControllerAnimatedTransitioning)?
        var interactionController: (any UIViewControllerInteractiveTransitioning)?
    }

    /// The context and coordinator the animator and the children see.
    let context: UIViewControllerTransitionContext
    private let appearance: Appearance
    private var animated: Bool { context.isAnimated }

    /// A transition with `context`, whose views and frames the container has set or will set before it runs.
    init(context: UIViewControllerTransitionContext, appearance: Appearance) {
        self.context = context
        self.appearance = appearance
    }

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

    /// Sends the "will" callbacks: the disappearing controller's, then the
    /// appearing one's (R1.2 step 5, R1.7 step 2), or the other way round for a tab switch (R1.6.2).
    func beginAppearance() {
        context.viewController(forKey: .from)?.activeTransition = context
        context.viewController(forKey: .to)?.activeTransition = context
        if appearance.appearingBeginsFirst {
            appearance.appearing?.beginAppearanceTransition(true, animated: animated)
            appearance.disappearing?.beginAppearanceTransition(false, animated: animated)
        } else {
            appearance.disappearing?.beginAppearanceTransition(false, animated: animated)
            appearance.appearing?.beginAppearanceTransition(true, animated: animated)
        }
    }

    /// Starts the transition with `animator`. When it completes, `settle` puts
    /// the views where they belong (completed or not), the appearance callbacks
    /// end (or, on cancellation, the incoming controller goes back first, then
    /// the original returns, R2.1), `finish` does the containment and state
    /// bookkeeping, then the animator's `animationEnded`, then `didEnd` (the
    /// did-end hooks and the caller's completion), then the coordinator's
    /// completion blocks (R3.7).
    func run(animator: any UIViewControllerAnimatedTransitioning,
             interactionController: (any UIViewControllerInteractiveTransitioning)?,
             settle: @escaping (Bool) -> Void, finish: @escaping (Bool) -> Void = { _ in },
             didEnd: @escaping (Bool) -> Void) {
        let appearance = appearance
        let animated = animated
        context.completionHandler = { completed in
            settle(completed)
            if completed {
                if appearance.appearingEndsFirst {
                    appearance.appearing?.endAppearanceTransition()
                    appearance.disappearing?.endAppearanceTransition()
                } else {
                    appearance.disappearing?.endAppearanceTransition()
                    appearance.appearing?.endAppearanceTransition()
                }
            } else {
                appearance.appearing?.runAppearanceTransition(false, animated: animated)
                appearance.disappearing?.runAppearanceTransition(true, animated: animated)
            }
            finish(completed)
        }
        context.didEndHandler = didEnd
        context.start(animator: animator, interactionController: interactionController)
    }
}
