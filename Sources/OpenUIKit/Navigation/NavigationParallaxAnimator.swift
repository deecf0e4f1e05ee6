/// The built-in push and pop (R7.2): the incoming view slides in from the
/// trailing edge across the whole width while the outgoing one moves a third
/// of the width the same way under a darkening overlay, with a soft shadow on
/// the leading edge of the view on top. A pop is the reverse. 0.35 s
/// ease-in-out (linear while a finger drives it).
///
/// A running push or pop can be taken over by the opposite request (iOS 26):
/// ``shownFraction`` tells how far its views have come, ``finishAtOnce()``
/// ends it there as completed, and the new transition starts from that point.
@MainActor
final class NavigationParallaxAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The duration of a push or pop: not documented by Apple; 0.35 s is the figure its samples use.
    static let duration: TimeInterval = 0.35
    /// How far the view beneath moves, as a fraction of the width.
    static let parallax: CGFloat = 1.0 / 3
    /// The darkness of the overlay on the view beneath, fully covered.
    static let dimming: CGFloat = 0.1

    /// Whether it pushes (else it pops).
    let isPush: Bool
    /// The darkening overlay, in the container beneath the sliding view while the animation runs.
    private let overlay: UIView
    /// The view sliding on top and the width it slides, while the animation runs.
    private var sliding: (view: UIView, width: CGFloat)?
    /// Ends the running animation at once, as completed (nil when none runs).
    private var endAtOnce: (() -> Void)?

    /// `overlay` darkens the view beneath: a navigation controller hands each
    /// of its transitions the same one (from `makeOverlay()`), as only one runs at a time.
    init(operation: UINavigationController.Operation, overlay: UIView) {
        isPush = operation != .pop
        self.overlay = overlay
    }

    /// A black overlay that lets touches through.
    static func makeOverlay() -> UIView {
        let overlay = UIView()
        overlay.backgroundColor = .black
        overlay.isUserInteractionEnabled = false
        return overlay
    }

    /// How far the views on screen have come, from 0 (as before the transition)
    /// to 1 (as after it), read from the sliding view's presentation; nil when nothing runs.
    var shownFraction: CGFloat? {
        guard let sliding, sliding.width > 0 else { return nil }
        let offset = (sliding.view.layer.presentation() ?? sliding.view.layer).affineTransform().tx / sliding.width
        return min(max(isPush ? 1 - offset : offset, 0), 1)
    }

    /// Ends the running animation at once: the views land where it goes and
    /// the transition completes (its animations' own completion then does nothing).
    func finishAtOnce() { endAtOnce?() }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toController)
        let overlay = overlay
        if overlay.frame != container.bounds {
            // At once, as a new view's frame is set (even inside an animation block).
            let placement = CATransaction.suspendActions()
            overlay.frame = container.bounds
            placement.end()
        }
        // The sliding view is on top; the overlay darkens the one beneath.
        let (top, beneath) = isPush ? (toView, fromView) : (fromView, toView)
        if isPush { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        container.insertSubview(overlay, belowSubview: top)
        let savedShadow = (top.layer.shadowOpacity, top.layer.shadowRadius, top.layer.shadowOffset, top.layer.shadowPath)
        // The shadow is set at once: its changes look up no action (nothing
        // else runs meanwhile, so no one else's change is kept from animating).
        let shadowSetUp = CATransaction.suspendActions()
        top.layer.shadowOpacity = 0.2
        top.layer.shadowRadius = 5
        top.layer.shadowOffset = CGSize(width: -2, height: 0)
        top.layer.shadowPath = CGPath(rect: top.bounds, transform: nil)
        shadowSetUp.end()

        let offscreen = CGAffineTransform(translationX: width, y: 0)
        let pushedBack = CGAffineTransform(translationX: -width * Self.parallax, y: 0)
        let covered: () -> Void = {
            top.transform = .identity
            beneath.transform = pushedBack
            overlay.alpha = Self.dimming
        }
        let uncovered: () -> Void = {
            top.transform = offscreen
            beneath.transform = .identity
            overlay.alpha = 0
        }
        if isPush { uncovered() } else { covered() }
        var ended = false
        let finish: (Bool) -> Void = { [weak self] _ in
            guard !ended else { return }
            ended = true
            self?.sliding = nil
            self?.endAtOnce = nil
            top.transform = .identity
            beneath.transform = .identity
            overlay.removeFromSuperview()
            let shadowRestore = CATransaction.suspendActions()
            (top.layer.shadowOpacity, top.layer.shadowRadius, top.layer.shadowOffset, top.layer.shadowPath) = savedShadow
            shadowRestore.end()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        guard transitionContext.isAnimated else {
            if isPush { covered() } else { uncovered() }
            finish(true)
            return
        }
        sliding = (top, width)
        endAtOnce = {
            for layer in [top.layer, beneath.layer, overlay.layer] { layer.removeAllAnimations() }
            finish(true)
        }
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve],
                       animations: isPush ? covered : uncovered, completion: finish)
    }
}
