/// The built-in zoom (iOS 18's `UIViewController.Transition.zoom`), for
/// presentations and navigation pushes alike: the zoomed controller's view
/// grows out of the source view's frame to its own, seen through a rounded clip
/// whose corners go from the source's radius to square, while the view behind
/// dims; on dismissal or pop it shrinks back into the source view, which the
/// provider is asked for again. The source view is hidden while it runs.
///
/// Every part moves on one spring (Segue's choice, after "Enhance your UI
/// animations and transitions", WWDC24, and iOS 17's default `.smooth` spring
/// of "Animate with springs", WWDC23): perceptual duration 0.5 s, bounce 0
/// (critically damped), so at `t` seconds each value is
/// `from + (to − from) · (1 − (1 + ωt)·e^(−ωt))` with ω = 2π / 0.5; the
/// transition ends when the spring settles (within 0.1 %, ≈ 0.73 s).
///
/// An interactive dismissal (``ZoomInteractiveTransition``) sets the same scene
/// up and moves it with the finger instead; a drag that starts while the
/// animator runs catches it where it shows (``catchInFlight()``), and one that
/// starts while a released dismissal springs catches that spring (``freeze()``).
/// Touches find the clip where it shows (``ZoomClipView``).
@MainActor
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// The spring's perceptual duration.
    static let springDuration: TimeInterval = 0.5
    /// The spring's bounce (0: no overshoot).
    static let springBounce: CGFloat = 0
    /// The opacity of the default dimming (black): iOS does not document it.
    static let defaultDimmingAlpha: CGFloat = 0.2
    /// How long the spring takes to come to rest: the transition's duration.
    static var settlingDuration: TimeInterval {
        CASpringAnimation(perceptualDuration: springDuration, bounce: springBounce).settlingDuration
    }

    let transition: UIViewController.Transition
    /// The controller presented or pushed (zoomed in).
    let zoomed: UIViewController
    /// The presenter, or the controller beneath in the navigation stack.
    let source: UIViewController
    /// Whether the zoomed view grows (presenting, pushing) rather than shrinks.
    let isZoomingIn: Bool

    private var context: (any UIViewControllerContextTransitioning)?
    private let clipView = ZoomClipView()
    private let dimmingView = UIView()
    private var zoomedView: UIView?
    /// The view behind, when the animator put it in the container (it leaves again on a cancel).
    private var insertedUnderView: UIView?
    private var sourceView: UIView?
    private var sourceWasHidden = false
    private var finalFrame: CGRect = .zero
    /// Zoomed in, and at the source (asked for when the scene was set up).
    private(set) var zoomedIn = ZoomGeometry.zoomedIn(frame: .zero, dimming: 1)
    private(set) var atSource = ZoomGeometry.withoutSource(frame: .zero)
    /// Counts springs: a spring's completion acts only if no later one or the end replaced it.
    private var springGeneration = 0
    /// Whether the transition ended (`completeTransition` called).
    private(set) var hasEnded = false

    init(transition: UIViewController.Transition, zoomed: UIViewController, source: UIViewController, zoomingIn: Bool) {
        self.transition = transition
        self.zoomed = zoomed
        self.source = source
        isZoomingIn = zoomingIn
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.settlingDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard setUpScene(in: transitionContext) else {
            return transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let target = isZoomingIn ? zoomedIn : atSource
        guard transitionContext.isAnimated else {
            apply(target)
            return end(completed: !transitionContext.transitionWasCancelled)
        }
        apply(isZoomingIn ? atSource : zoomedIn)
        spring(to: target) { [weak self] in self?.end(completed: !transitionContext.transitionWasCancelled) }
    }

    // MARK: The scene

    /// Puts the views in place for `transitionContext`: the view behind in the
    /// container and laid out, the dimming over it, the zoomed view inside the
    /// clip; asks for the source view and hides it. False when there is no zoomed view.
    @discardableResult
    func setUpScene(in transitionContext: any UIViewControllerContextTransitioning) -> Bool {
        context = transitionContext
        let container = transitionContext.containerView
        guard let zoomedView = transitionContext.view(forKey: isZoomingIn ? .to : .from) else { return false }
        self.zoomedView = zoomedView
        let frame = isZoomingIn ? transitionContext.finalFrame(for: zoomed) : transitionContext.initialFrame(for: zoomed)
        finalFrame = frame.isEmpty ? container.bounds : frame

        // The view behind: a popped or dismissed-to controller's view comes into the container, laid out.
        if !isZoomingIn, let underView = transitionContext.view(forKey: .to), underView.superview == nil {
            let underFrame = transitionContext.finalFrame(for: source)
            if !underFrame.isEmpty { underView.frame = underFrame }
            container.insertSubview(underView, at: 0)
            insertedUnderView = underView
        }
        (isZoomingIn ? transitionContext.view(forKey: .from) : transitionContext.view(forKey: .to))?.layoutIfNeeded()

        let options = transition.zoom?.options
        dimmingView.frame = container.bounds
        dimmingView.isUserInteractionEnabled = false
        dimmingView.subviews.forEach { $0.removeFromSuperview() }
        if let effect = options?.dimmingVisualEffect {
            let blur = UIVisualEffectView(effect: effect)
            blur.frame = dimmingView.bounds
            dimmingView.addSubview(blur)
        }
        let tint = UIView(frame: dimmingView.bounds)
        tint.backgroundColor = options?.dimmingColor ?? UIColor.black.withAlphaComponent(Self.defaultDimmingAlpha)
        dimmingView.addSubview(tint)

        clipView.clipsToBounds = true
        if isZoomingIn {
            container.addSubview(dimmingView)
            container.addSubview(clipView)
        } else if zoomedView.superview === container {
            container.insertSubview(clipView, aboveSubview: zoomedView)
            container.insertSubview(dimmingView, belowSubview: clipView)
        } else {
            container.addSubview(dimmingView)
            container.addSubview(clipView)
        }
        zoomedView.transform = .identity
        zoomedView.frame = CGRect(origin: .zero, size: finalFrame.size)
        clipView.addSubview(zoomedView)
        clipView.hitTestAsShown(with: zoomedView)
        zoomedView.layoutIfNeeded()

        zoomedIn = .zoomedIn(frame: finalFrame, dimming: 1)
        atSource = sourceGeometry(in: container)
        transition.runningZoom = self
        if isZoomingIn && transition.zoomDismissal == nil {
            // From now on a drag can take the controller back, catching the zoom-in while it runs.
            transition.zoomDismissal = ZoomInteractiveDismissal(zoomed: zoomed, transition: transition)
        }
        return true
    }

    /// Asks the provider for the source view (at every setup: presenting and
    /// again dismissing) and hides it; where it is, or the middle of the screen without one.
    private func sourceGeometry(in container: UIView) -> ZoomGeometry {
        guard let provider = transition.zoom?.sourceViewProvider,
              let view = provider(UIViewController.Transition.ZoomSourceViewProviderContext(
                sourceViewController: source, zoomedViewController: zoomed)),
              let window = container.window, view.window === window else {
            return .withoutSource(frame: finalFrame)
        }
        sourceView = view
        sourceWasHidden = view.isHidden
        view.isHidden = true
        let alignmentContext = UIViewController.Transition.ZoomOptions.AlignmentRectContext(sourceView: view, zoomedViewController: zoomed)
        let alignment = transition.zoom?.options?.alignmentRectProvider?(alignmentContext)
            ?? CGRect(origin: .zero, size: finalFrame.size)
        return .atSource(view.convert(view.bounds, to: container), cornerRadius: view.layer.cornerRadius,
                         alignment: alignment, size: finalFrame.size)
    }

    /// Puts every part where `geometry` says, at once or inside an animation block.
    func apply(_ geometry: ZoomGeometry) {
        clipView.frame = geometry.clipFrame
        clipView.layer.cornerRadius = geometry.cornerRadius
        clipView.alpha = geometry.alpha
        zoomedView?.center = geometry.contentCenter
        zoomedView?.transform = CGAffineTransform(scaleX: geometry.contentScale, y: geometry.contentScale)
        dimmingView.alpha = geometry.dimming
    }

    /// What is shown now, read from the presentation layers (mid-spring included).
    func shownGeometry() -> ZoomGeometry {
        let clip = clipView.layer.presentation() ?? clipView.layer
        let content = zoomedView.map { $0.layer.presentation() ?? $0.layer }
        let dimming = dimmingView.layer.presentation() ?? dimmingView.layer
        let size = clip.bounds.size
        return ZoomGeometry(
            clipFrame: CGRect(x: clip.position.x - size.width / 2, y: clip.position.y - size.height / 2,
                              width: size.width, height: size.height),
            contentCenter: content?.position ?? .zero,
            contentScale: content?.transform.m11 ?? 1,
            cornerRadius: clip.cornerRadius, dimming: CGFloat(dimming.opacity), alpha: CGFloat(clip.opacity))
    }

    /// Springs every part to `geometry`; `completion` runs when the spring rests,
    /// unless another spring or the end replaced this one first.
    /// `velocity` is the spring's initial speed in whole distances per second (a released finger's).
    func spring(to geometry: ZoomGeometry, velocity: CGFloat = 0, completion: @escaping () -> Void) {
        springGeneration += 1
        let generation = springGeneration
        UIView.animate(springDuration: Self.springDuration, bounce: Self.springBounce, initialSpringVelocity: velocity,
                       options: [.allowUserInteraction],
                       animations: { self.apply(geometry) },
                       completion: { [weak self] _ in
                           guard let self, generation == springGeneration, !hasEnded else { return }
                           completion()
                       })
    }

    /// Stops the spring where it shows: the shown values become the model values.
    func freeze() -> ZoomGeometry {
        let shown = shownGeometry()
        springGeneration += 1
        for layer in [clipView.layer, dimmingView.layer] + (zoomedView.map { [$0.layer] } ?? []) {
            layer.removeAllAnimations()
        }
        UIView.performWithoutAnimation { apply(shown) }
        return shown
    }

    /// A drag caught the running zoom-in: it stops where it shows and the
    /// transition completes there (the zoomed controller has appeared); returns
    /// what was shown, where the interactive dismissal then starts.
    func catchInFlight() -> ZoomGeometry? {
        guard isZoomingIn, !hasEnded, context?.isAnimated == true else { return nil }
        let shown = freeze()
        end(completed: true)
        return shown
    }

    /// A tap stopped the running zoom-in: the zoomed view is at full size at
    /// once and the transition completes (the zoomed controller has appeared).
    func completeAtOnce() {
        guard isZoomingIn, !hasEnded else { return }
        end(completed: true)
    }

    /// Ends the transition: the zoomed view leaves the clip (back into the
    /// container where it stays, unscaled in its frame), the clip and the
    /// dimming go, the source view shows again, then `completeTransition`.
    func end(completed: Bool) {
        guard !hasEnded, let context else { return }
        hasEnded = true
        springGeneration += 1
        let stays = isZoomingIn == completed
        if let zoomedView {
            zoomedView.layer.removeAllAnimations()
            zoomedView.transform = .identity
            if stays {
                context.containerView.insertSubview(zoomedView, aboveSubview: clipView)
            } else {
                zoomedView.removeFromSuperview()
            }
            zoomedView.frame = finalFrame
        }
        clipView.stopHitTestingAsShown()
        clipView.layer.removeAllAnimations()
        dimmingView.layer.removeAllAnimations()
        clipView.removeFromSuperview()
        dimmingView.removeFromSuperview()
        if !completed { insertedUnderView?.removeFromSuperview() }
        sourceView?.isHidden = sourceWasHidden
        sourceView = nil
        if transition.runningZoom === self { transition.runningZoom = nil }
        if isZoomingIn != completed {
            transition.zoomDismissal?.uninstall()
            transition.zoomDismissal = nil
        }
        context.completeTransition(completed)
    }
}
