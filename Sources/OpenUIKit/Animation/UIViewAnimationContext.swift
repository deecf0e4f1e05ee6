/// One animation block being run (`UIView.animate…`, `animateKeyframes`,
/// `performWithoutAnimation`, a property animator's `addAnimations`): how the
/// property changes made inside it are animated.
@MainActor
final class UIViewAnimationContext {
    /// How progress is paced.
    enum Pacing {
        case curve(CAMediaTimingFunction)
        /// UIKit's `usingSpringWithDamping`: a spring that settles in the duration.
        case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)
        /// iOS 17's `animate(springDuration:bounce:…)`.
        case perceptualSpring(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGFloat)
        /// A CASpringAnimation with explicit parameters (property animators' spring timing).
        case physicalSpring(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat)
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let pacing: Pacing
    /// False inside `performWithoutAnimation`, with a duration of 0, or when animations are disabled.
    let animates: Bool
    /// Collects the changes of `animateKeyframes` blocks (nil for plain blocks).
    var keyframes: KeyframeCollector?
    /// The keyframe window (relative start, relative duration) being recorded.
    var keyframeWindow: (start: Double, duration: Double)?
    /// Receives the stops of the animations made in the block.
    let tracker: UIViewAnimationTracker
    /// Makes animations paused and driven by a property animator (nil for blocks).
    var driver: PropertyAnimatorDriver?
    /// Set by `modifyAnimations(withRepeatCount:autoreverses:)`.
    var repeatCount: Float = 0
    var repeatAutoreverses = false
    /// The action of the block's last property change (and the handler it
    /// carries), given again for the next change once its layer has let go of
    /// it (a layer holds an action only while it runs it): a block changing a
    /// thousand views makes one.
    private var spareAction: LayerChangeAction?
    private var spareHandler: UIViewPropertyAction?

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, pacing: Pacing, animates: Bool,
         tracker: UIViewAnimationTracker) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.animates = animates
        self.tracker = tracker
    }

    /// The action animating a change of `keyPath` made in the block, from the values before it.
    func propertyAction(keyPath: String, path: AnimatableKeyPath, oldModel: AnimationValue,
                        oldPresentation: AnimationValue) -> LayerChangeAction {
        if isKnownUniquelyReferenced(&spareAction), let action = spareAction, let handler = spareHandler {
            handler.reuse(keyPath: keyPath, path: path, oldModel: oldModel, oldPresentation: oldPresentation)
            return action
        }
        let handler = UIViewPropertyAction(context: self, keyPath: keyPath, path: path, oldModel: oldModel,
                                           oldPresentation: oldPresentation)
        let action = LayerChangeAction(handler: handler)
        spareAction = action
        spareHandler = handler
        return action
    }

    /// The block has run: the spare action (whose handler holds the context) goes.
    func blockDidEnd() {
        spareAction = nil
        spareHandler = nil
    }

    /// The block's context nested in `outer`: duration, curve and options are inherited
    /// unless the override options say otherwise (R8.5).
    func inheriting(from outer: UIViewAnimationContext?) -> UIViewAnimationContext {
        guard let outer, outer.animates else { return self }
        let duration = options.contains(.overrideInheritedDuration) ? self.duration : outer.duration
        var pacing = self.pacing
        if !options.contains(.overrideInheritedCurve), case .curve = self.pacing { pacing = outer.pacing }
        var options = self.options
        if !self.options.contains(.overrideInheritedOptions) {
            options.formUnion(outer.options.intersection([.repeat, .autoreverse, .allowUserInteraction, .beginFromCurrentState]))
        }
        let nested = UIViewAnimationContext(duration: duration, delay: delay, options: options, pacing: pacing,
                                            animates: animates, tracker: tracker)
        nested.driver = outer.driver
        return nested
    }

    /// How the animations the block makes are paced, and for how long: worked
    /// out once per block (a spring's settling time is a search).
    private(set) lazy var animationTiming: (pacing: PropertyAnimationDescription.Pacing, duration: CFTimeInterval) = {
        switch pacing {
        case .curve(let function):
            return (.curve(function), duration)
        case .spring(let ratio, let velocity):
            let parameters = UIViewAnimationContext.springParameters(dampingRatio: ratio, initialVelocity: velocity,
                                                                     duration: duration)
            return (.spring(mass: 1, stiffness: parameters.stiffness, damping: parameters.damping,
                            initialVelocity: velocity), duration)
        case .perceptualSpring(let perceptualDuration, let bounce, let velocity):
            let spring = CASpringAnimation(perceptualDuration: perceptualDuration, bounce: bounce)
            spring.initialVelocity = velocity
            return (.spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
                            initialVelocity: velocity), spring.settlingDuration)
        case .physicalSpring(let mass, let stiffness, let damping, let velocity):
            return (.spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity), duration)
        }
    }()

    /// Spring parameters for UIKit's damping-ratio springs, cached: the spring whose
    /// motion settles (within 0.1 %) in `duration`.
    static func springParameters(dampingRatio: CGFloat, initialVelocity: CGFloat,
                                 duration: TimeInterval) -> (stiffness: CGFloat, damping: CGFloat) {
        let ratio = max(0.01, min(dampingRatio, 1))
        let key = SpringKey(ratio: Double(ratio), velocity: Double(initialVelocity), duration: duration)
        if let cached = UIKitRuntimeState.current.springParameters[key] { return cached }
        // Bisection on ω₀: the settling time falls as ω₀ grows.
        var low = 0.01, high = 1000.0
        let probe = CASpringAnimation()
        probe.mass = 1
        probe.initialVelocity = initialVelocity
        for _ in 0..<40 {
            let omega = (low * high).squareRoot()
            probe.stiffness = CGFloat(omega * omega)
            probe.damping = CGFloat(2 * Double(ratio) * omega)
            if probe.settlingDuration > duration { low = omega } else { high = omega }
        }
        let omega = (low * high).squareRoot()
        let result = (CGFloat(omega * omega), CGFloat(2 * Double(ratio) * omega))
        UIKitRuntimeState.current.springParameters[key] = result
        return result
    }

    struct SpringKey: Hashable {
        let ratio: Double
        let velocity: Double
        let duration: Double
    }
}

/// Counts the animations a block made and calls its completion once every one
/// has stopped: `true` when all ran to their end.
@MainActor
final class UIViewAnimationTracker: NSObject, CAAnimationDelegate, AnimationStopObserver {
    private var completion: ((Bool) -> Void)?
    @exclusivity(unchecked) private var pending = 0
    private var allFinished = true
    private var isClosed = false
    private var hasCompleted = false

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// An animation of the block was added.
    func retain() { pending += 1 }

    /// The block ended: if it made no animations, the completion runs on the next frame.
    func close() {
        isClosed = true
        if pending == 0 {
            FrameLoop.shared.performOnNextFrame { [self] in self.complete() }
        }
    }

    /// `token` is the view the animation kept from taking touches, if any.
    func animationDidStop(finished flag: Bool, token: AnyObject?) {
        if let view = token as? UIView { view.interactionBlockingAnimations -= 1 }
        animationDidStop(finished: flag)
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        animationDidStop(finished: flag)
    }

    private func animationDidStop(finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        if isClosed && pending == 0 { complete() }
    }

    private func complete() {
        guard !hasCompleted else { return }
        hasCompleted = true
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}
