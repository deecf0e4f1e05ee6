/// The animator of an animated split-view display-mode change: it slides the
/// columns to the new mode's frames (the split view's `layoutColumns`) in an
/// ease-in-out block of ``SplitColumnLayout/displayModeDuration``, then
/// completes the transition — unless it was finished at once already, when a
/// later change took over (``TransitionDriver/admits(during:finishingRunning:)``).
///
/// UIKit calls no public animator for this change, so the trace does not record this one.
@MainActor
final class SplitDisplayModeAnimator: NSObject, TransitionDriver.UntracedAnimator {
    private let layout: () -> Void

    /// An animator that lays the columns out with `layout` inside its animation block.
    init(layout: @escaping () -> Void) {
        self.layout = layout
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        SplitColumnLayout.displayModeDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveEaseInOut],
                       animations: layout, completion: { _ in
            if let context = transitionContext as? UIViewControllerTransitionContext, context.hasEnded { return }
            transitionContext.completeTransition(true)
        })
    }
}
