/// The kinds of timing curve.
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Supplies the timing of a property animator.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve. Open, as Apple's is: subclasses may add
/// state or override the provider's properties.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The built-in curve (`.easeInOut` for a curve given by control points).
    open var animationCurve: UIView.AnimationCurve { animationCurveStorage }
    /// The curve's first control point.
    open var controlPoint1: CGPoint { controlPoint1Storage }
    /// The curve's second control point.
    open var controlPoint2: CGPoint { controlPoint2Storage }
    private let animationCurveStorage: UIView.AnimationCurve
    private let controlPoint1Storage: CGPoint
    private let controlPoint2Storage: CGPoint
    private let isBuiltin: Bool

    /// Core Animation's default curve, (0.25, 0.1) and (0.25, 1): Apple's header says
    /// "initializes with the default CA timing curve" (R7.2), not UIKit's ease-in-out.
    public override init() {
        animationCurveStorage = .easeInOut
        controlPoint1Storage = CGPoint(x: 0.25, y: 0.1)
        controlPoint2Storage = CGPoint(x: 0.25, y: 1)
        isBuiltin = true
    }

    /// Decodes nothing (Segue has no archives): Core Animation's default curve,
    /// as `init()` gives. Required, as Apple's `NSCoding` conformance makes it.
    public required init?(coder: NSCoder) {
        animationCurveStorage = .easeInOut
        controlPoint1Storage = CGPoint(x: 0.25, y: 0.1)
        controlPoint2Storage = CGPoint(x: 0.25, y: 1)
        isBuiltin = true
    }

    /// One of UIKit's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurveStorage = curve
        var values = [Float](repeating: 0, count: 2)
        let function = curve.timingFunction
        function.getControlPoint(at: 1, values: &values)
        controlPoint1Storage = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        function.getControlPoint(at: 2, values: &values)
        controlPoint2Storage = CGPoint(x: CGFloat(values[0]), y: CGFloat(values[1]))
        isBuiltin = true
    }

    /// A custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurveStorage = .easeInOut
        controlPoint1Storage = point1
        controlPoint2Storage = point2
        isBuiltin = false
    }

    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring timing curve. Open, as Apple's is: subclasses may add state or
/// override the provider's properties.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, in whole distances per second along each axis (only `center` uses both).
    open var initialVelocity: CGVector { initialVelocityStorage }
    private let initialVelocityStorage: CGVector
    /// The damping ratio when the spring is given by ratio (1 = critically damped).
    let dampingRatio: CGFloat?
    /// Explicit physics, when given (the animator's duration is then the spring's settling time).
    let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
    /// iOS 17 perceptual duration and bounce.
    let perceptual: (duration: TimeInterval, bounce: CGFloat)?

    /// A critically damped spring, UIKit's default.
    public override init() {
        dampingRatio = 1
        initialVelocityStorage = .zero
        physics = nil
        perceptual = nil
    }

    /// Decodes nothing (Segue has no archives): a critically damped spring, as
    /// `init()` gives. Required, as Apple's `NSCoding` conformance makes it.
    public required init?(coder: NSCoder) {
        dampingRatio = 1
        initialVelocityStorage = .zero
        physics = nil
        perceptual = nil
    }

    /// A spring of damping `ratio` (1: critically damped), starting at `velocity`.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocityStorage = velocity
        physics = nil
        perceptual = nil
    }

    /// A spring of damping `ratio`, starting at rest (iOS 13).
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring given by its physics; the animator's duration is then the spring's settling time.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physics = (mass, stiffness, damping)
        initialVelocityStorage = velocity
        perceptual = nil
    }

    /// A spring of perceptual `duration` and `bounce` (iOS 17).
    public init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = .zero) {
        dampingRatio = nil
        physics = nil
        perceptual = (duration, bounce)
        initialVelocityStorage = velocity
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring as a Core Animation spring, for an animator of `duration`.
    func springAnimation(duration: TimeInterval) -> CASpringAnimation {
        let velocity = hypot(initialVelocity.dx, initialVelocity.dy) * (initialVelocity.dx + initialVelocity.dy < 0 ? -1 : 1)
        if let perceptual {
            let spring = CASpringAnimation(perceptualDuration: perceptual.duration, bounce: perceptual.bounce)
            spring.initialVelocity = velocity
            return spring
        }
        let spring = CASpringAnimation()
        spring.initialVelocity = velocity
        if let physics {
            spring.mass = physics.mass
            spring.stiffness = physics.stiffness
            spring.damping = physics.damping
        } else {
            let parameters = UIViewAnimationContext.springParameters(dampingRatio: dampingRatio ?? 1,
                                                                     initialVelocity: velocity, duration: duration)
            spring.stiffness = parameters.stiffness
            spring.damping = parameters.damping
        }
        return spring
    }

    /// Whether the spring sets its own duration (explicit physics or perceptual duration).
    var definesDuration: Bool { physics != nil || perceptual != nil }
}

/// The states of an animator.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// What every view animator does.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// Animators that take more animations and completions while they run.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

// Apple's four requirements above are optional: an animator that does not
// implement them takes no more animations or completions, and a paused one
// that cannot be continued with new timing stays as it is.
extension UIViewImplicitlyAnimating {
    /// An animator that does not implement it ignores the animation (Apple's requirement is optional).
    public func addAnimations(_ animation: @escaping () -> Void) {}

    /// An animator that does not implement it ignores the animation (Apple's requirement is optional).
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}

    /// An animator that does not implement it ignores the completion (Apple's requirement is optional).
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}

    /// An animator that does not implement it is not continued (Apple's requirement is optional).
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
