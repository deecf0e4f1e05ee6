/// An interruptible, scrubbable, reversible view animation (UIKit's property animator).
///
/// Its animations are ordinary Core Animation animations whose progress the
/// animator sets every frame: running, it follows its timing curve through
/// time; paused, `fractionComplete` places it; stopped, the on-screen values
/// become the model values.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The duration given at creation (a spring with its own physics uses its settling time).
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)` or `runningPropertyAnimator`.
    public private(set) var delay: TimeInterval = 0
    /// The timing given at creation.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Whether touches reach the animated views (default true).
    open var isUserInteractionEnabled = true
    /// Whether hit-testing uses the model frames (default false: the visible positions).
    open var isManualHitTestingEnabled = false {
        didSet { for group in groups { group.hitTestsShownGeometry = !isManualHitTestingEnabled } }
    }
    /// Whether setting `fractionComplete` moves linearly (default true) or along the curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active at its end (and can still be reversed) instead of completing.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false

    private var interruptible = true
    private var reversed = false
    private var groups: [PropertyAnimatorGroup] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The current timing (replaced by `continueAnimation(withTimingParameters:…)`).
    private var timing: Timing
    private var effectiveDuration: TimeInterval
    /// Seconds along the timeline.
    private var time: TimeInterval = 0
    /// The progress shown (0…1, beyond for springs).
    private var progress: Double = 0
    private var clockAnchor: (mediaTime: CFTimeInterval, time: TimeInterval)?
    private var hookToken: Int?
    private var pendingStart: Int?
    /// The frame loop of the runtime the animator was made in: its hooks live there.
    private var frameLoop: FrameLoop? { frameLoopReference.object }
    private let frameLoopReference = FrameLoop.shared.unretained

    private enum Timing {
        case cubic(CAMediaTimingFunction)
        case spring(CASpringAnimation)
    }

    // MARK: Creation

    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        timingParameters = parameters
        (timing, effectiveDuration) = UIViewPropertyAnimator.timing(for: parameters, duration: duration)
        self.duration = effectiveDuration
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`) and completes on its own.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    private static func timing(for parameters: any UITimingCurveProvider, duration: TimeInterval) -> (Timing, TimeInterval) {
        if let spring = parameters.springTimingParameters {
            let animation = spring.springAnimation(duration: duration)
            return (.spring(animation), spring.definesDuration ? animation.settlingDuration : duration)
        }
        let cubic = parameters.cubicTimingParameters ?? UICubicTimingParameters(animationCurve: .easeInOut)
        return (.cubic(cubic.timingFunction), duration)
    }

    // Main-thread objects: released on the main actor, as UIKit requires.
    deinit {
        MainActor.assumeIsolated {
            if state == .stopped || (state == .active && !isRunning) {
                SegueDiagnostics.report("UIViewPropertyAnimator \(Unmanaged.passUnretained(self).toOpaque()) was released while \(state == .stopped ? "stopped" : "paused"); it must be finished first (UIKit raises NSInternalInconsistencyException)")
            }
            // No hook can be left: the frame hooks hold the animator strongly while it runs.
        }
    }

    // MARK: Properties

    /// Whether the animator can be paused and reversed (default true); settable only while inactive.
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state == .inactive else {
                misuse("setInterruptible: cannot change interruptibility while the animator is \(stateName)")
                return
            }
            interruptible = newValue
        }
    }

    /// Whether the animation runs backwards.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning { anchorClock() }
        }
    }

    /// The fraction of progress shown; settable while paused (or inactive, which pauses it).
    open var fractionComplete: CGFloat {
        get { CGFloat(progress) }
        set {
            guard !isRunning else {
                misuse("setFractionComplete: cannot scrub a running animator; pause it first")
                return
            }
            guard state != .stopped else {
                misuse("setFractionComplete: cannot scrub a stopped animator")
                return
            }
            guard !newValue.isNaN else {
                misuse("setFractionComplete: \(newValue) is not a number; ignored")
                return
            }
            if state == .inactive { state = .active }
            let fraction = Double(min(max(newValue, 0), 1))
            setProgress(scrubsLinearly ? fraction : shape(fraction))
            time = inverse(progress)
        }
    }

    // MARK: Animations and completions

    /// Adds animations that run with the animator (over the remaining time when it is active).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` of the remaining time later.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else {
            misuse("addAnimations: cannot add animations to a stopped animator")
            return
        }
        let remainingStart = state == .inactive ? 0 : progress
        let start = remainingStart + Double(max(0, min(1, delayFactor))) * (1 - remainingStart)
        let group = PropertyAnimatorGroup(start: start, hitTestsShownGeometry: !isManualHitTestingEnabled)
        let tracker = UIViewAnimationTracker(completion: nil)
        let context = UIViewAnimationContext(duration: effectiveDuration, delay: 0, options: [],
                                             pacing: .curve(UIView.AnimationCurve.linear.timingFunction),
                                             animates: true, tracker: tracker)
        context.driver = group
        UIViewAnimationState.run(context, animation)
        group.update(animatorProgress: progress)
        groups.append(group)
    }

    /// Adds a block run when the animator completes, with the position it ended at.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() {
        guard state != .stopped else {
            misuse("startAnimation: cannot start a stopped animator; finish it with finishAnimation(at:)")
            return
        }
        if let pendingStart { frameLoop?.removeHook(pendingStart); self.pendingStart = nil }
        state = .active
        guard !isRunning else { return }
        isRunning = true
        anchorClock()
        if hookToken == nil {
            hookToken = frameLoop?.addHook(.timers) { [self] mediaTime in self.tick(mediaTime) }
        }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            misuse("startAnimation(afterDelay:): cannot start a stopped animator")
            return
        }
        self.delay = delay
        guard delay > 0 else { startAnimation(); return }
        state = .active
        let due = CACurrentMediaTime() + delay
        pendingStart = frameLoop?.addHook(.timers) { [self] mediaTime in
            guard mediaTime >= due - 1e-9 else { return }
            if let token = self.pendingStart { frameLoop?.removeHook(token) }
            self.pendingStart = nil
            self.startAnimation()
            // Account for the part of the frame after the due time.
            self.clockAnchor = (due, self.time)
            self.tick(mediaTime)
        }
    }

    open func pauseAnimation() {
        guard state != .stopped else {
            misuse("pauseAnimation: cannot pause a stopped animator")
            return
        }
        guard interruptible || state == .inactive else {
            misuse("pauseAnimation: the animator is not interruptible")
            return
        }
        state = .active
        isRunning = false
        clockAnchor = nil
        // Only a running animator is kept alive by the frame loop: a paused one belongs to its owner (R9.10).
        removeHook()
    }

    /// Stops where the animation is: the on-screen values become the model
    /// values. With `withoutFinishing` the animator becomes inactive and its
    /// completions never run; otherwise it waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            misuse("stopAnimation: the animator is \(stateName), not active")
            return
        }
        isRunning = false
        clockAnchor = nil
        for group in groups { group.freeze() }
        if withoutFinishing {
            groups.removeAll()
            state = .inactive
            completions.removeAll()
            removeHook()
        } else {
            state = .stopped
            removeHook()
        }
    }

    /// Ends a stopped animator at `finalPosition` and runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            misuse("finishAnimation(at:): only a stopped animator can be finished (it is \(stateName)); call stopAnimation(false) first")
            return
        }
        complete(at: finalPosition)
    }

    /// Resumes a paused animator with new timing (nil keeps it) over `durationFactor` × the original duration.
    /// A factor of 0 means "no change" (R9.7): the rest runs over what remains of the original duration,
    /// (1 − fractionComplete) × duration for a linear curve.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning, interruptible else {
            misuse("continueAnimation: the animator must be active, paused and interruptible (it is \(stateName)\(isRunning ? ", running" : ""))")
            return
        }
        let newDuration = durationFactor > 0 ? duration * Double(durationFactor) : duration
        if let parameters {
            (timing, effectiveDuration) = UIViewPropertyAnimator.timing(for: parameters, duration: newDuration)
        } else {
            effectiveDuration = newDuration
        }
        time = inverse(progress)
        startAnimation()
    }

    // MARK: The clock

    private func anchorClock() {
        clockAnchor = (CACurrentMediaTime(), time)
    }

    private func tick(_ mediaTime: CFTimeInterval) {
        guard isRunning, let anchor = clockAnchor else { return }
        let elapsed = mediaTime - anchor.mediaTime
        time = reversed ? anchor.time - elapsed : anchor.time + elapsed
        if !reversed && time >= effectiveDuration {
            time = effectiveDuration
            setProgress(1)
            reachedEnd(at: .end)
        } else if reversed && time <= 0 {
            time = 0
            setProgress(0)
            reachedEnd(at: .start)
        } else {
            setProgress(shape(time / effectiveDuration))
        }
    }

    private func reachedEnd(at position: UIViewAnimatingPosition) {
        isRunning = false
        clockAnchor = nil
        if pausesOnCompletion { return removeHook() }
        complete(at: position)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        for group in groups {
            if state == .stopped { group.settle(at: position) } else { group.finish(at: position) }
        }
        groups.removeAll()
        state = .inactive
        isRunning = false
        removeHook()
        time = position == .start ? 0 : effectiveDuration
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(position) }
    }

    private func removeHook() {
        guard let token = hookToken else { return }
        hookToken = nil
        frameLoop?.removeHook(token)
    }

    private func setProgress(_ value: Double) {
        progress = value
        for group in groups { group.update(animatorProgress: value) }
    }

    /// The progress at time fraction `x` of the current timing.
    private func shape(_ x: Double) -> Double {
        switch timing {
        case .cubic(let function): return function.progress(at: x)
        case .spring(let spring): return spring.progress(atTime: x * effectiveDuration)
        }
    }

    /// The time at which the current timing shows `target` progress (the first time, for springs).
    private func inverse(_ target: Double) -> TimeInterval {
        switch timing {
        case .cubic(let function):
            var low = 0.0, high = 1.0
            for _ in 0..<50 {
                let mid = (low + high) / 2
                if function.progress(at: mid) < target { low = mid } else { high = mid }
            }
            return (low + high) / 2 * effectiveDuration
        case .spring(let spring):
            let steps = 2000
            for step in 0...steps {
                let t = Double(step) / Double(steps) * effectiveDuration
                if spring.progress(atTime: t) >= target { return t }
            }
            return effectiveDuration
        }
    }

    private var stateName: String {
        switch state {
        case .inactive: return "inactive"
        case .active: return "active"
        case .stopped: return "stopped"
        }
    }

    private func misuse(_ message: String) {
        SegueDiagnostics.report("UIViewPropertyAnimator \(Unmanaged.passUnretained(self).toOpaque()): \(message)")
    }
}
