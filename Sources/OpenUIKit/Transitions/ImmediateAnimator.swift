/// The animator of a non-animated controller transition: it takes no time and
/// completes the transition as soon as it is asked to animate, so a change
/// without animation runs the same lifecycle (appearance callbacks, settling,
/// completions) as an animated one. The container's policy puts the views in
/// place when it settles.
///
/// UIKit calls no animator for such a change, so the trace does not record this one.
@MainActor
final class ImmediateAnimator: NSObject, TransitionDriver.UntracedAnimator {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}
