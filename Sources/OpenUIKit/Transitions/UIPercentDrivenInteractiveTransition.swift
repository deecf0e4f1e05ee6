/// Drives an animator's transition by a percentage: a gesture calls
/// `update(_:)`, then `finish()` or `cancel()` (R4.x).
///
/// With a classic animator (`UIView.animate` or Core Animation inside the
/// container) the container layer's time is paused and scrubbed through its
/// `timeOffset`; the tail after release runs over
/// (1 − p) × duration ÷ `completionSpeed` on finish and p × duration ÷
/// `completionSpeed` on cancel, paced by `completionCurve`. On cancel the
/// views return to the values they had before the transition. An animator
/// that implements `interruptibleAnimator(using:)` is driven through it instead:
/// the transition asks for it once, `animateTransition(using:)` is not called,
/// and `update(_:)`, `finish()`, `cancel()` and `pause()` act on that animator.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's non-interactive duration, as the animator reported it.
    open var duration: CGFloat { CGFloat(context?.transitionDuration ?? 0) }
    /// The last value passed to `update(_:)`, clamped to 0 and above.
    public private(set) var percentComplete: CGFloat = 0
    /// Speed of the tail after `finish()`/`cancel()` (default 1, must be > 0).
    open var completionSpeed: CGFloat = 1
    /// Pacing of the tail (default `.easeInOut`).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The curve an interruptible animator continues with (nil: its own).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts paused, driven by the gesture (default true).
    open var wantsInteractiveStart = true

    private weak var context: UIViewControllerTransitionContext?
    private var genericContext: (any UIViewControllerContextTransitioning)?
    private var interruptible: (any UIViewImplicitlyAnimating)?
    private var scrubbedLayer: CALayer?
    private var tail: CADisplayLink?
    /// `update(_:)` called before the transition started.
    private var updatedBeforeStart = false
    /// `finish()` or `cancel()` called before the transition started.
    private var endBeforeStart: EndBeforeStart?
    private enum EndBeforeStart { case finish, cancel }
    /// A transition ended and no gesture has updated since: a late `finish()`
    /// or `cancel()` belongs to it, not to the next transition.
    private var endedSinceUpdate = false

    /// An interaction controller waiting for a transition.
    public override init() {
        super.init()
    }

    /// Starts the transition paused (or running, when `wantsInteractiveStart` is false).
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        start(transitionContext)
        applyWhatCameBeforeStart()
    }

    /// Applies the progress, and the end, that the gesture reported before the transition started.
    private func applyWhatCameBeforeStart() {
        guard genericContext != nil else { return }
        if updatedBeforeStart { update(percentComplete) }
        updatedBeforeStart = false
        let end = endBeforeStart
        endBeforeStart = nil
        switch end {
        case .finish: finish()
        case .cancel: cancel()
        case nil: break
        }
    }

    private func start(_ transitionContext: any UIViewControllerContextTransitioning) {
        genericContext = transitionContext
        context = transitionContext as? UIViewControllerTransitionContext
        guard let animator = context?.animator else {
            SegueDiagnostics.report("UIPercentDrivenInteractiveTransition: the context has no animator to drive")
            return
        }
        // With an interruptible animator UIKit drives that animator and does not
        // call animateTransition (R4.7, R9.11, R18.11): paused for an interactive
        // start, started otherwise.
        if let interruptible = context?.interruptibleAnimatorForTransition() {
            self.interruptible = interruptible
            if wantsInteractiveStart {
                interruptible.pauseAnimation()
            } else {
                interruptible.startAnimation()
            }
            return
        }
        let layer = transitionContext.containerView.layer
        scrubbedLayer = layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        UITransitionTracing.record(animator, "animateTransition")
        animator.animateTransition(using: transitionContext)
        // Commit now: the animations begin at the paused layer's time 0, so the
        // progress a gesture reports (even before this start) is what is drawn (R18.3).
        CATransaction.flush()
        if !wantsInteractiveStart { runTail(to: 1) }
    }

    /// Moves the transition to `percentComplete` (R4.3). Before the
    /// transition starts (a push or pop starts on the next frame), the value is
    /// kept and applied when it does.
    open func update(_ percentComplete: CGFloat) {
        context?.containerView.layer.enterRuntime()
        self.percentComplete = max(0, percentComplete)
        endedSinceUpdate = false
        guard let genericContext else { return updatedBeforeStart = true }
        genericContext.updateInteractiveTransition(self.percentComplete)
        if let interruptible {
            interruptible.fractionComplete = min(self.percentComplete, 1)
        } else if let scrubbedLayer, tail == nil {
            scrubbedLayer.timeOffset = Double(min(self.percentComplete, 1)) * Double(duration)
        }
    }

    /// Forgets a transition that has ended (it no longer keeps the context alive).
    func transitionDidEnd(_ context: UIViewControllerTransitionContext) {
        guard genericContext === context else { return }
        genericContext = nil
        interruptible = nil
        endedSinceUpdate = true
    }

    private func noteEndBeforeStart(_ end: EndBeforeStart) {
        if !endedSinceUpdate { endBeforeStart = end }
    }

    /// Ends the interaction: the transition runs on to its end (R4.4). Called
    /// before the transition starts, it finishes as soon as it does.
    open func finish() {
        context?.containerView.layer.enterRuntime()
        guard let genericContext else { return noteEndBeforeStart(.finish) }
        genericContext.finishInteractiveTransition()
        if let interruptible {
            interruptible.isReversed = false
            // The animator runs its remaining part over that part of its duration ÷ completionSpeed (R4.4, R9.7).
            interruptible.continueAnimation(withTimingParameters: timingCurve,
                                            durationFactor: 1 / max(completionSpeed, 0.001))
        } else {
            runTail(to: 1)
        }
    }

    /// Ends the interaction: the transition runs back to its start (R4.5).
    /// Called before the transition starts, it cancels as soon as it does.
    open func cancel() {
        context?.containerView.layer.enterRuntime()
        guard let genericContext else { return noteEndBeforeStart(.cancel) }
        genericContext.cancelInteractiveTransition()
        if let interruptible {
            interruptible.isReversed = true
            interruptible.continueAnimation(withTimingParameters: timingCurve,
                                            durationFactor: 1 / max(completionSpeed, 0.001))
        } else {
            runTail(to: 0)
        }
    }

    /// Makes a running transition interactive again (R4.8).
    open func pause() {
        guard let genericContext else { return }
        genericContext.pauseInteractiveTransition()
        if let interruptible {
            interruptible.pauseAnimation()
        } else if let tail, let scrubbedLayer {
            tail.invalidate()
            self.tail = nil
            percentComplete = duration > 0 ? CGFloat(scrubbedLayer.timeOffset) / duration : 0
        }
    }

    /// Stops the tail after a release where it is and gives the container its
    /// own time back, for a transition about to be ended at once (a navigation
    /// change taking it over, iOS 26): its animations are removed next.
    func stopTailForTakeover() {
        tail?.invalidate()
        tail = nil
        guard let layer = scrubbedLayer else { return }
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        scrubbedLayer = nil
    }

    // MARK: The classic tail

    /// Moves the paused layer's time from where it is to `target` (0 or 1 of
    /// the duration) over the remaining time, paced by `completionCurve`.
    private func runTail(to target: CGFloat) {
        guard let layer = scrubbedLayer else { return }
        tail?.invalidate()
        let total = Double(duration)
        let startOffset = layer.timeOffset
        let endOffset = Double(target) * total
        let tailDuration = abs(endOffset - startOffset) / Double(max(completionSpeed, 0.001))
        let curve = completionCurve.timingFunction
        var startTime: CFTimeInterval?
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let begun = startTime ?? link.timestamp
            startTime = begun
            let linear = tailDuration > 0 ? min((link.timestamp - begun) / tailDuration, 1) : 1
            layer.timeOffset = startOffset + (endOffset - startOffset) * curve.progress(at: linear)
            self.percentComplete = total > 0 ? CGFloat(layer.timeOffset / total) : CGFloat(target)
            self.context?.scrubAlongsideAnimations(to: self.percentComplete)
            if linear >= 1 {
                link.invalidate()
                self.tail = nil
                if target >= 1 { self.resumeAtEnd(layer, total: total) } else { self.rewindToStart(layer) }
            }
        }
        tail = link
        link.add(to: .main, forMode: .common)
    }

    /// Lets the layer's time run on from the end, so the animations complete.
    private func resumeAtEnd(_ layer: CALayer, total: Double) {
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - total
        scrubbedLayer = nil
    }

    /// At offset 0 the presentation shows the start values: on the next frame,
    /// make them the model values and remove the animations, whose completions
    /// then run (and call `completeTransition(false)`).
    private func rewindToStart(_ layer: CALayer) {
        FrameLoop.shared.performOnNextFrame {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            UIPercentDrivenInteractiveTransition.restoreStartValues(in: layer)
            CATransaction.commit()
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
            self.scrubbedLayer = nil
        }
    }

    /// Puts back what the transition's animations changed (R18.4): the model
    /// value a UIKit animation block replaced, exactly, taking the earliest
    /// animation of each key path; for other animations, what is shown at offset 0.
    private static func restoreStartValues(in layer: CALayer) {
        if let keys = layer.animationKeys(), !keys.isEmpty {
            let presentation = layer.presentation()
            var restored = Set<String>()
            for key in keys {
                guard let animation = layer.animation(forKey: key) as? CAPropertyAnimation,
                      let keyPath = animation.keyPath, !restored.contains(keyPath) else { continue }
                if let before = (animation as? CABasicAnimation)?.modelValueBeforeChange,
                   layer.setModelValue(before, forKeyPath: keyPath) {
                    restored.insert(keyPath)
                } else if let value = presentation?.value(forKeyPath: keyPath) {
                    layer.setValue(value, forKeyPath: keyPath)
                    restored.insert(keyPath)
                }
            }
            layer.removeAllAnimations()
        }
        for sublayer in layer.sublayers ?? [] { restoreStartValues(in: sublayer) }
    }
}
