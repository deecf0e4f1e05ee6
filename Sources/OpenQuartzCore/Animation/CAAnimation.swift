/// The abstract animation class: timing, pacing, delegate and removal.
///
/// A layer copies an animation when it is added (`add(_:forKey:)`), so later
/// changes to the original do not affect it; the delegate receives the copy.
@preconcurrency @MainActor
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    public var beginTime: CFTimeInterval = 0
    /// The length of one iteration; 0 means 0.25 s.
    public var duration: CFTimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed
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
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
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
        TimingSnapshot(beginTime: beginTime, duration: duration > 0 ? duration : 0.25, speed: Double(speed),
                       timeOffset: timeOffset, repeatCount: Double(repeatCount), repeatDuration: repeatDuration,
                       autoreverses: autoreverses, fillMode: fillMode)
    }

    /// Builds what the engine evaluates each frame, checking the animation
    /// against `layer`. Subclasses override.
    func compile(for layer: CALayer) throws(AnimationCompileError) -> AnimationProgram {
        throw AnimationCompileError("\(type(of: self)) is abstract; add a CABasicAnimation, CAKeyframeAnimation, CASpringAnimation, CAAnimationGroup or CATransition")
    }
}

/// Why an animation cannot run on a layer.
struct AnimationCompileError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
