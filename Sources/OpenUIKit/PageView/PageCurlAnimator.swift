/// The page-curl style's page turn, drawn by the compositor's page curl (the
/// one `.partialCurl` presentations use, `PartialCurlView`), carried on until
/// the page has curled away entirely:
///
/// - forward: a picture of the pages shown lies over the new pages and curls
///   up from its bottom-right corner until it has gone;
/// - reverse: a picture of the new pages, curled away, uncurls down over the
///   pages shown until it lies flat.
///
/// Driven by a finger, the curl follows the progress linearly; set in code it
/// eases in and out. The incoming views are in place beneath from the start;
/// the container's policy removes the outgoing ones when the turn ends.
///
/// UIKit calls no animator for a page turn, so the trace does not record this one.
@MainActor
final class PageCurlAnimator: NSObject, TransitionDriver.UntracedAnimator {
    /// Not documented by Apple: about a page turn's duration on devices.
    static let duration: TimeInterval = 0.5

    private let direction: UIPageViewController.NavigationDirection
    private let outgoing: [UIView]
    private let incoming: [(view: UIView, frame: CGRect)]
    private let interactive: Bool

    /// A turn from the `outgoing` views to the `incoming` ones, which go to their frames in the container.
    init(direction: UIPageViewController.NavigationDirection, outgoing: [UIView],
         incoming: [(view: UIView, frame: CGRect)], interactive: Bool) {
        self.direction = direction
        self.outgoing = outgoing
        self.incoming = incoming
        self.interactive = interactive
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let forward = direction == .forward
        let outgoing = outgoing, incoming = incoming
        let curl = PartialCurlView(frame: container.bounds)
        let turned = CGFloat(PageCurlGeometry.turnedAwayProgress(size: container.bounds.size))
        UIView.performWithoutAnimation {
            for (view, frame) in incoming {
                view.frame = frame
                container.insertSubview(view, at: 0)
            }
            if forward {
                // The page that turns is the outgoing pages as they are now.
                curl.setPage(of: container)
            } else {
                // The page that comes down is the incoming pages, laid out.
                for view in outgoing { view.isHidden = true }
                container.layoutIfNeeded()
                curl.setPage(of: container, afterScreenUpdates: true)
                for view in outgoing { view.isHidden = false }
                curl.curlProgress = turned
            }
            container.addSubview(curl)
            // Forward, the picture stands for the outgoing views, which must not show as it curls away.
            if forward { for view in outgoing { view.isHidden = true } }
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       options: [interactive ? .curveLinear : .curveEaseInOut], animations: {
            curl.curlProgress = forward ? turned : 0
        }, completion: { _ in
            curl.removeFromSuperview()
            for view in outgoing { view.isHidden = false }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
