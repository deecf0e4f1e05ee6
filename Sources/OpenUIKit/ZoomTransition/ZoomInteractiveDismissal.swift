/// The gestures that dismiss (or pop) a controller shown with a zoom, while it
/// is shown: a pan anywhere on its view that starts downwards, a pinch that
/// closes, and — in a navigation controller — the leading-edge swipe, which
/// the navigation controller hands over. `interactiveDismissShouldBegin` may
/// refuse any of them. A tap during the zoom-in stops it at full size (the
/// presentation or push completes at once); a pan during it catches it where it shows; a
/// pan or pinch on the view while a released dismissal springs (into the source,
/// or back to full size) catches that spring, in any direction, and drives the
/// same transition on from there (iOS 18's zoom is interruptible at any time).
///
/// Release (Segue's choice; iOS does not document it): a drag finishes when
/// flicked down faster than 500 points a second, or pulled past a quarter of
/// the way and not flicked back up faster than that; a pinch when closed below
/// 0.75 of its size or closing faster than 0.5 a second; the edge swipe as the
/// navigation controller's own (past the middle, or flicked). The pull counted
/// is the transition's (``ZoomInteractiveTransition/pull``): a re-caught
/// spring's adds to where the spring was caught.
@MainActor
final class ZoomInteractiveDismissal: NSObject, UIGestureRecognizerDelegate {
    /// The flick speed that decides a release on its own (points per second).
    static let flickVelocity: CGFloat = 500
    /// The pull past which a release finishes.
    static let finishingPull: CGFloat = 0.25

    private weak var zoomed: UIViewController?
    private unowned let transition: UIViewController.Transition
    private let pan = UIPanGestureRecognizer(target: nil, action: nil)
    private let pinch = UIPinchGestureRecognizer(target: nil, action: nil)
    /// A tap while the zoom-in runs: it stops at full size, completing at once.
    private let tap = UITapGestureRecognizer(target: nil, action: nil)
    private var interaction: ZoomInteractiveTransition?
    /// The interaction last released, while its spring may still be caught.
    private weak var released: ZoomInteractiveTransition?

    init(zoomed: UIViewController, transition: UIViewController.Transition) {
        self.zoomed = zoomed
        self.transition = transition
        super.init()
        pan.addTarget(self, action: Selector(ZoomInteractiveDismissal.handlePan(_:)))
        pinch.addTarget(self, action: Selector(ZoomInteractiveDismissal.handlePinch(_:)))
        tap.addTarget(self, action: Selector(ZoomInteractiveDismissal.handleTap(_:)))
        for gesture in [pan, pinch, tap] as [UIGestureRecognizer] {
            gesture.delegate = self
            zoomed.view.addGestureRecognizer(gesture)
        }
    }

    /// Takes the gestures off the view (the controller went back into its source).
    func uninstall() {
        pan.view?.removeGestureRecognizer(pan)
        pinch.view?.removeGestureRecognizer(pinch)
        tap.view?.removeGestureRecognizer(tap)
    }

    // MARK: Beginning

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let zoomed else { return false }
        if gestureRecognizer === tap { return transition.runningZoom?.isZoomingIn == true }
        // A released view springing is grabbed whichever way the finger goes.
        let recatching = released?.isSpringing == true
        guard recatching || canDismiss(zoomed) else { return false }
        let view = zoomed.view
        if gestureRecognizer === pinch {
            return shouldBegin(at: pinch.location(in: view), velocity: .zero, willBegin: recatching || pinch.scale < 1)
        }
        let translation = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)
        return shouldBegin(at: pan.location(in: view), velocity: CGVector(dx: velocity.x, dy: velocity.y),
                           willBegin: recatching || (translation.y > 0 && translation.y > abs(translation.x)))
    }

    /// Whether the leading-edge swipe of `zoomed`'s navigation controller may pop it with the zoom.
    func edgeSwipeShouldBegin(_ edgePan: UIPanGestureRecognizer) -> Bool {
        let velocity = edgePan.velocity(in: nil)
        return shouldBegin(at: edgePan.location(in: zoomed?.viewIfLoaded), velocity: CGVector(dx: velocity.x, dy: velocity.y),
                           willBegin: true)
    }

    private func shouldBegin(at location: CGPoint, velocity: CGVector, willBegin: Bool) -> Bool {
        guard let decide = transition.zoom?.options?.interactiveDismissShouldBegin else { return willBegin }
        return decide(.init(location: location, velocity: velocity, willBegin: willBegin))
    }

    /// Whether `zoomed` is where a zoom can take it back: on top of its
    /// navigation stack, or presented and presenting nothing.
    private func canDismiss(_ zoomed: UIViewController) -> Bool {
        if zoomed.activePresentation != nil { return zoomed.presentedViewController == nil }
        return zoomed.navigationController?.topViewController === zoomed
    }

    /// Starts the dismissal or pop, driven by a new interaction from `anchor`
    /// (window coordinates), or catches the released one's spring there.
    private func begin(at anchor: CGPoint) -> ZoomInteractiveTransition? {
        if let released, released.recatch(at: anchor) {
            self.released = nil
            return released
        }
        guard let zoomed else { return nil }
        let caught = transition.runningZoom?.catchInFlight()
        let interaction = ZoomInteractiveTransition(anchorInWindow: anchor, caught: caught)
        if let presentation = zoomed.activePresentation {
            presentation.pendingInteraction = interaction
            zoomed.dismiss(animated: true)
            presentation.pendingInteraction = nil
        } else if let navigation = zoomed.navigationController {
            navigation.popViewController(animated: true, interaction: interaction)
        }
        guard zoomed.activeTransition != nil else { return nil }
        return interaction
    }

    // MARK: Following

    /// Where `pan`'s finger went down (window coordinates): the pan begins only after moving a little.
    private func touchDown(_ pan: UIPanGestureRecognizer) -> CGPoint {
        let location = pan.location(in: nil), translation = pan.translation(in: nil)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        let height = max(pan.view?.window?.bounds.height ?? 1, 1)
        let translation = pan.translation(in: nil)
        switch pan.state {
        case .began:
            interaction = begin(at: touchDown(pan))
            interaction?.update(pull: translation.y / height, translation: translation)
        case .changed:
            interaction?.update(pull: translation.y / height, translation: translation)
        case .ended:
            let velocity = pan.velocity(in: nil)
            finish(velocity.y > Self.flickVelocity || (pulled > Self.finishingPull && velocity.y > -Self.flickVelocity),
                   velocity: velocity)
        case .cancelled, .failed:
            finish(false)
        default:
            break
        }
    }

    private func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        let pull = 1 - min(pinch.scale, 1)
        switch pinch.state {
        case .began:
            interaction = begin(at: pinch.location(in: nil))
            interaction?.update(pull: pull, translation: .zero)
        case .changed:
            interaction?.update(pull: pull, translation: .zero)
        case .ended:
            finish(pulled > Self.finishingPull || pinch.velocity < -0.5)
        case .cancelled, .failed:
            finish(false)
        default:
            break
        }
    }

    private func handleTap(_ tap: UITapGestureRecognizer) {
        if tap.state == .ended { transition.runningZoom?.completeAtOnce() }
    }

    /// Follows the navigation controller's leading-edge swipe, which it handed
    /// over because the top controller was pushed with a zoom.
    func handleEdgePan(_ edgePan: UIPanGestureRecognizer) {
        let width = max(edgePan.view?.window?.bounds.width ?? 1, 1)
        let translation = edgePan.translation(in: nil)
        switch edgePan.state {
        case .began:
            interaction = begin(at: touchDown(edgePan))
            interaction?.update(pull: translation.x / width, translation: translation)
        case .changed:
            interaction?.update(pull: translation.x / width, translation: translation)
        case .ended:
            let velocity = edgePan.velocity(in: nil)
            finish(velocity.x > 300 || (pulled > 0.5 && velocity.x > -300), velocity: velocity)
        case .cancelled, .failed:
            finish(false)
        default:
            break
        }
    }

    /// How far the transition has been pulled (a re-caught spring's included).
    private var pulled: CGFloat { interaction?.pull ?? 0 }

    private func finish(_ finishing: Bool, velocity: CGPoint = .zero) {
        interaction?.end(finishing: finishing, velocity: velocity)
        released = interaction
        interaction = nil
    }
}
