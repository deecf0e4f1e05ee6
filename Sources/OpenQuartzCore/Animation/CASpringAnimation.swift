/// A basic animation paced by a damped spring. Time runs in real seconds: the
/// spring does not stretch to `duration`, which only cuts it off (set it to
/// `settlingDuration` to see the whole motion).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    /// The mass attached to the spring (default 1).
    public var mass: CGFloat = 1
    /// The spring constant (default 100).
    public var stiffness: CGFloat = 100
    /// The friction coefficient (default 10).
    public var damping: CGFloat = 10
    /// The velocity at the start, in whole distances per second (default 0).
    public var initialVelocity: CGFloat = 0
    /// Whether damping ratios above 1 are honoured (default true; when false
    /// they are clamped to critical damping).
    public var allowsOverdamping = true

    public override init() { super.init() }

    /// A spring that settles in about `perceptualDuration` seconds with the
    /// given `bounce` (−1…1; 0 is critically damped, positive values overshoot).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let period = max(perceptualDuration, 0.01)
        mass = 1
        stiffness = CGFloat(pow(2 * Double.pi / period, 2))
        let b = Double(max(-1, min(1, bounce)))
        damping = CGFloat(b >= 0 ? 4 * Double.pi * (1 - b) / period : 4 * Double.pi / (period * (1 + b)))
        duration = settlingDuration
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CASpringAnimation {
            mass = other.mass
            stiffness = other.stiffness
            damping = other.damping
            initialVelocity = other.initialVelocity
            allowsOverdamping = other.allowsOverdamping
        }
    }

    /// The perceptual duration of the spring (2π / ω₀).
    public var perceptualDuration: CFTimeInterval { 2 * Double.pi / solver.naturalFrequency }

    /// The bounce equivalent of the damping ratio.
    public var bounce: CGFloat {
        let zeta = solver.dampingRatio
        return CGFloat(zeta <= 1 ? 1 - zeta : 1 / zeta - 1)
    }

    /// How long the spring takes to come to rest (within 0.1 % of the distance).
    public var settlingDuration: CFTimeInterval { solver.settlingTime }

    /// The spring's position (0 at the start, 1 at rest) `time` seconds in.
    package func progress(atTime time: Double) -> Double { solver.progress(at: time) }

    var solver: SpringSolver {
        var c = Double(damping)
        let m = Double(max(mass, 1e-6)), k = Double(max(stiffness, 1e-6))
        if !allowsOverdamping { c = min(c, 2 * (k * m).squareRoot()) }
        return SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: Double(initialVelocity))
    }

    override var springSolver: SpringSolver? { solver }
}
