/// Drives a zoom's dismissal (or pop) with a finger: the zoomed view follows
/// it and shrinks as it is pulled, the dimming fading with it; on release it
/// springs into the source view (finishing) or back to full size (cancelling,
/// which restores every view exactly). A finger that grabs the view again
/// while that spring runs catches it (``recatch(at:)``, as on iOS 18): the
/// spring stops where it shows, the transition becomes interactive again and
/// the new drag moves the view from there, released by the same rules; the
/// transition still ends once, as the last release decides.
///
/// The pull is how far the gesture has gone towards dismissing, 0…1: a drag
/// down's distance over the container's height, a leading-edge swipe's over
/// its width, a pinch's closing (1 − scale). Pulled all the way the view is at
/// half its size (Segue's choice; iOS does not document it). A re-caught drag
/// starts from the pull the spring had reached (the released pull moved
/// towards 0 or 1 by the fraction of the way the clip had travelled), and its
/// own pull adds to it. The zoom animator of the transition sets the scene
/// up; a pull that arrives before the transition starts (a pop starts on the
/// next frame) is applied when it does.
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
    /// Where the present drag started: zoomed in, or where a spring was caught.
    private var start = ZoomGeometry.zoomedIn(frame: .zero, dimming: 1)
    /// The pull `start` stands for (0 zoomed in; a re-caught spring's).
    private var startPull: CGFloat = 0
    private var anchor = CGPoint.zero
    private var latest: (pull: CGFloat, translation: CGPoint)?
    private var endBeforeStart: (finishing: Bool, velocity: CGPoint)?
    /// What the finger shows now.
    private var current = ZoomGeometry.zoomedIn(frame: .zero, dimming: 1)
    /// The release whose spring runs now: where the view was let go, at which pull, and where it springs.
    private var release: (from: ZoomGeometry, pull: CGFloat, finishing: Bool)?
    /// How far the transition has gone towards dismissing, 0…1: what a release decides by.
    private(set) var pull: CGFloat = 0

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

    /// The finger pulled `pull` (0…1) of the way since it went down and moved by `translation` (points).
    func update(pull: CGFloat, translation: CGPoint) {
        guard let animator, let context else { return latest = (pull, translation) }
        self.pull = min(max(startPull + pull, 0), 1)
        // The way gone since `start`: negative when a re-caught view is pushed back up.
        let progress = self.pull - startPull
        var geometry = start.scaled(by: 1 - Self.maximumShrink * progress, about: anchor, translation: translation)
        geometry.dimming = min(start.dimming * (1 - progress), 1)
        geometry.cornerRadius = max(start.cornerRadius + Self.dragCornerRadius * progress, 0)
        UIView.performWithoutAnimation { animator.apply(geometry) }
        current = geometry
        context.updateInteractiveTransition(self.pull)
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
        release = (current, pull, finishing)
        animator.spring(to: target, velocity: min(max(along, -Self.maximumSpringVelocity), Self.maximumSpringVelocity)) {
            [weak self] in
            self?.release = nil
            animator.end(completed: finishing)
        }
    }

    /// A finger went down at `anchorInWindow` while the released view springs:
    /// the spring stops where it shows and the transition is interactive again,
    /// the next updates moving the view from there. False when nothing springs
    /// (the transition ended, or a finger already holds it).
    func recatch(at anchorInWindow: CGPoint) -> Bool {
        guard let animator, let context, let release, !animator.hasEnded else { return false }
        self.release = nil
        let shown = animator.freeze()
        let target = release.finishing ? animator.atSource : animator.zoomedIn
        let travelled = Self.fraction(of: release.from, towards: target, at: shown)
        start = shown
        current = shown
        startPull = release.pull + ((release.finishing ? 1 : 0) - release.pull) * travelled
        pull = startPull
        anchor = context.containerView.convert(anchorInWindow, from: nil)
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(pull)
        return true
    }

    /// Whether a released view springs now (a finger can catch it).
    var isSpringing: Bool { release != nil }

    /// How far `shown` is along the way from `from` to `to`, 0…1: the clip's
    /// centre and width projected on the way they travel.
    private static func fraction(of from: ZoomGeometry, towards to: ZoomGeometry, at shown: ZoomGeometry) -> CGFloat {
        let way = [to.clipFrame.midX - from.clipFrame.midX, to.clipFrame.midY - from.clipFrame.midY,
                   to.clipFrame.width - from.clipFrame.width]
        let gone = [shown.clipFrame.midX - from.clipFrame.midX, shown.clipFrame.midY - from.clipFrame.midY,
                    shown.clipFrame.width - from.clipFrame.width]
        let length = way.reduce(0) { $0 + $1 * $1 }
        guard length > 0.25 else { return 1 }
        return min(max(zip(way, gone).reduce(0) { $0 + $1.0 * $1.1 } / length, 0), 1)
    }
}
