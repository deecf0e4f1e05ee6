/// The name of a predefined timing curve.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve of implicit animations.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points,
/// mapping the fraction of time elapsed to the fraction of progress.
public final class CAMediaTimingFunction: NSObject, Sendable {
    /// The first control point.
    public let c1: (x: Float, y: Float)
    /// The second control point.
    public let c2: (x: Float, y: Float)
    /// The curve's name, when created from one.
    public let name: CAMediaTimingFunctionName?

    /// A predefined curve with Apple's control points.
    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: (c1, c2) = ((0.42, 0), (1, 1))
        case .easeOut: (c1, c2) = ((0, 0), (0.58, 1))
        case .easeInEaseOut: (c1, c2) = ((0.42, 0), (0.58, 1))
        case .default: (c1, c2) = ((0.25, 0.1), (0.25, 1))
        default: (c1, c2) = ((0, 0), (1, 1))
        }
        self.name = name
    }

    /// A custom curve. The x coordinates are clamped to 0…1 so the curve is a function of time.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (min(max(c1x, 0), 1), c1y)
        c2 = (min(max(c2x, 0), 1), c2y)
        name = nil
    }

    /// Writes control point `index` (0…3; 0 is (0, 0) and 3 is (1, 1)) into `values[0]`, `values[1]`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch index {
        case 0: point = (0, 0)
        case 1: point = (c1.x, c1.y)
        case 2: point = (c2.x, c2.y)
        default: point = (1, 1)
        }
        values[0] = point.0
        values[1] = point.1
    }

    /// The curve as polynomial coefficients, for the per-frame path.
    var unitBezier: UnitBezier {
        UnitBezier(c1x: Double(c1.x), c1y: Double(c1.y), c2x: Double(c2.x), c2y: Double(c2.y))
    }

    /// The progress at time fraction `x`, with the curve solved to within 1e-6 in x.
    /// Outside 0…1 the curve continues along its end tangents.
    public func progress(at x: Double) -> Double { unitBezier.progress(at: x) }

    /// Equal values, as `==` compares NSObjects.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? CAMediaTimingFunction else { return false }
        let lhs = self
        return lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(c1.x)
        hasher.combine(c1.y)
        hasher.combine(c2.x)
        hasher.combine(c2.y)
        return hasher.finalize()
    }

    public override var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }
}
