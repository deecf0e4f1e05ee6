/// Drives a zoom's dismissal (or pop) with a finger: the zoomed view follows
/// it and shrinks as it is pulled, the dimming fading with it; on release it
/// springs into the source view (finishing) or back to full size (cancelling,
/// which restores every view exactly).
///
/// The pull is how far the gesture has gone towards dismissing, 0…1: a drag
/// down's distance over the container's height, a leading-edge swipe's over
/// its width, a pinch's closing (1 − scale). Pulled all the way the view is at
/// half its size (Segue's choice; iOS does not document it). The zoom animator
/// of the transition sets the scene up; a pull that arrives before the
/// transition starts (a pop starts on the next frame) is applied when it does.
@MainActor
final class ZoomInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How much of its size the view loses, pulled all the way.
    static let maximumShrink: CGFloat = 0.5
    /// How much the corners round, pulled all the way.
    static let dragCornerRadius: CGFloat = 24
    /// The fastest start a release gives the spring, in whole distances per second.
    static let maximumSpringVelocity: CGFloat = 20

    /// Where the finger went down, in window coordinates: it stays under the finger.
    private let anchorInWindow: CGPoint
    /// What a caught zoom-in showed: the drag starts from there rather than zoomed in.
    private let caught: ZoomGeometry?
    private var animator: ZoomTransitionAnimator?
    private var context: (any UIViewControllerContextTransitioning)?
    private var start = ZoomGeometry.zoomedIn(frame: .zero, dimming: 1)
    private var anchor = CGPoint.zero
    private var latest: (pull: CGFloat, translation: CGPoint)?
    private var endBeforeStart: (finishing: Bool, velocity: CGPoint)?
    /// What the finger shows now.
    private var current = ZoomGeometry.zoomedIn(frame: .zero, dimming: 1)

    init(anchorInWindow: CGPoint, caught: ZoomGeometry?) {
        self.anchorInWindow = anchorInWindow
        self.caught = caught
    }

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let animator = (transitionContext as? UIViewControllerTransitionContext)?.animator as? ZoomTransitionAnimator,
              animator.setUpScene(in: transitionContext) else {
            return transitionContext.completeTransition(false)
        }
        self.animator = animator
        context = transitionContext
        start = caught ?? animator.zoomedIn
        current = start
        anchor = transitionContext.containerView.convert(anchorInWindow, from: nil)
        UIView.performWithoutAnimation { animator.apply(start) }
        if let latest { update(pull: latest.pull, translation: latest.translation) }
        if let endBeforeStart { end(finishing: endBeforeStart.finishing, velocity: endBeforeStart.velocity) }
    }

    /// The finger pulled `pull` (0…1) of the way and moved by `translation` (points).
    func update(pull: CGFloat, translation: CGPoint) {
        guard let animator, let context else { return latest = (pull, translation) }
        let progress = min(max(pull, 0), 1)
        var geometry = start.scaled(by: 1 - Self.maximumShrink * progress, about: anchor, translation: translation)
        geometry.dimming = start.dimming * (1 - progress)
        geometry.cornerRadius = start.cornerRadius + Self.dragCornerRadius * progress
        UIView.performWithoutAnimation { animator.apply(geometry) }
        current = geometry
        context.updateInteractiveTransition(progress)
    }

    /// The finger lifted, moving at `velocity` (points per second): spring into
    /// the source view, or back to full size, starting at the finger's speed
    /// along the way the view goes (the spring's velocity is in whole distances
    /// per second: that speed over the distance the clip's centre travels).
    func end(finishing: Bool, velocity: CGPoint = .zero) {
        guard let animator, let context else { return endBeforeStart = (finishing, velocity) }
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        let target = finishing ? animator.atSource : animator.zoomedIn
        let travel = CGPoint(x: target.clipFrame.midX - current.clipFrame.midX, y: target.clipFrame.midY - current.clipFrame.midY)
        let distance = hypot(travel.x, travel.y)
        let along = distance > 1 ? (velocity.x * travel.x + velocity.y * travel.y) / (distance * distance) : 0
        animator.spring(to: target, velocity: min(max(along, -Self.maximumSpringVelocity), Self.maximumSpringVelocity)) {
            animator.end(completed: finishing)
        }
    }
}
