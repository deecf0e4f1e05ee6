/// The scroll style's page change: the page shown slides out while the next
/// one slides in beside it, `interPageSpacing` apart, over the same distance
/// (a page's extent plus the spacing). Driven by a finger it moves linearly
/// with the progress, so the pages follow the finger exactly; set in code it
/// eases in and out.
///
/// UIKit's page view controller scrolls a scroll view and calls no animator,
/// so the trace does not record this one.
@MainActor
final class PageScrollAnimator: NSObject, TransitionDriver.UntracedAnimator {
    /// Not documented by Apple: about a paging scroll view's animated page change.
    static let duration: TimeInterval = 0.35

    /// The distance a page travels, and its sign: the pages move by `-shift`
    /// (forward: to the leading or top side).
    private let shift: CGPoint
    private let interactive: Bool

    init(direction: UIPageViewController.NavigationDirection, orientation: UIPageViewController.NavigationOrientation,
         pageSize: CGSize, spacing: CGFloat, interactive: Bool) {
        let sign: CGFloat = direction == .forward ? 1 : -1
        shift = orientation == .horizontal
            ? CGPoint(x: sign * (pageSize.width + spacing), y: 0)
            : CGPoint(x: 0, y: sign * (pageSize.height + spacing))
        self.interactive = interactive
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from), let to = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let start = transitionContext.initialFrame(for: from)
        let final = transitionContext.finalFrame(for: to)
        let shift = shift
        UIView.performWithoutAnimation {
            toView.frame = final.offsetBy(dx: shift.x, dy: shift.y)
            transitionContext.containerView.addSubview(toView)
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [interactive ? .curveLinear : .curveEaseInOut], animations: {
            fromView.frame = start.offsetBy(dx: -shift.x, dy: -shift.y)
            toView.frame = final
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
