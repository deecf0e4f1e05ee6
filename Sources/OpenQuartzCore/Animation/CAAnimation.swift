/// The abstract animation class: timing, pacing, delegate and removal.
///
/// A layer copies an animation when it is added (`add(_:forKey:)`), so later
/// changes to the original do not affect it; the delegate receives the copy.
@preconcurrency @MainActor
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    /// The `CAMediaTiming` values, kept together: adding the animation reads them in one access.
    private var timingValues = MediaTimingValues()

    public var beginTime: CFTimeInterval {
        get { timingValues.beginTime }
        set { timingValues.beginTime = newValue }
    }
    /// The length of one iteration; 0 means 0.25 s.
    public var duration: CFTimeInterval {
        get { timingValues.duration }
        set { timingValues.duration = newValue }
    }
    public var speed: Float {
        get { timingValues.speed }
        set { timingValues.speed = newValue }
    }
    public var timeOffset: CFTimeInterval {
        get { timingValues.timeOffset }
        set { timingValues.timeOffset = newValue }
    }
    public var repeatCount: Float {
        get { timingValues.repeatCount }
        set { timingValues.repeatCount = newValue }
    }
    public var repeatDuration: CFTimeInterval {
        get { timingValues.repeatDuration }
        set { timingValues.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { timingValues.autoreverses }
        set { timingValues.autoreverses = newValue }
    }
    public var fillMode: CAMediaTimingFillMode {
        get { timingValues.fillMode }
        set { timingValues.fillMode = newValue }
    }
    /// The pacing of each iteration; nil means linear.
    public var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Held strongly, as in Core Animation.
    public var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation once it ends (default true).
    public var isRemovedOnCompletion = true

    /// Drives the animation's progress from outside its timing (UIKit's property
    /// animators): while set, the animation shows `progress` and never ends by itself.
    package var progressSource: AnimationProgressSource?

    public override init() {
        super.init()
    }

    /// Copies `other`'s settings; subclasses copy theirs too.
    public required init(copying other: CAAnimation) {
        progressSource = other.progressSource
        timingValues = other.timingValues
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// A copy of the animation (what `add(_:forKey:)` stores); `copy()` calls it.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(copying: self) }
    }

    /// The default value of a property (Core Animation's KVC defaults).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "isRemovedOnCompletion", "removedOnCompletion": return true
        case "speed": return Float(1)
        default: return nil
        }
    }

    /// Adds the animation to the layer `anObject` under `event`: how an animation acts as a layer action.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// The timing of this animation, with duration 0 read as 0.25 s.
    var timingSnapshot: TimingSnapshot {
        let values = timingValues
        return TimingSnapshot(beginTime: values.beginTime, duration: values.duration,
                              speed: Double(values.speed), timeOffset: values.timeOffset,
                              repeatCount: Double(values.repeatCount), repeatDuration: values.repeatDuration,
                              autoreverses: values.autoreverses, fillMode: values.fillMode)
    }

    /// Builds what the engine evaluates each frame, checking the animation
    /// against `layer`. Subclasses override.
    func compile(for layer: CALayer) throws(AnimationCompileError) -> AnimationProgram {
        throw AnimationCompileError("\(type(of: self)) is abstract; add a CABasicAnimation, CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup or CATransition")
    }
}

/// The `CAMediaTiming` values of an animation as set.
private struct MediaTimingValues {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
}

/// Why an animation cannot run on a layer.
struct AnimationCompileError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
