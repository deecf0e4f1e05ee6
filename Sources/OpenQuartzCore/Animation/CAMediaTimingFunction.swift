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
public final class CAMediaTimingFunction: Equatable, Hashable, Sendable, CustomStringConvertible {
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

    /// Whether the curve is the identity (no pacing work needed).
    var isLinear: Bool { c1.x == c1.y && c2.x == c2.y }

    /// The progress at time fraction `x`, with the curve solved to within 1e-6 in x.
    /// Outside 0…1 the curve continues along its end tangents.
    public func progress(at x: Double) -> Double {
        if isLinear { return x }
        let p1x = Double(c1.x), p1y = Double(c1.y), p2x = Double(c2.x), p2y = Double(c2.y)
        if x <= 0 {
            let slope = p1x > 0 ? p1y / p1x : (p2x > 0 ? p2y / p2x : 0)
            return slope * x
        }
        if x >= 1 {
            let slope = p2x < 1 ? (p2y - 1) / (p2x - 1) : (p1x < 1 ? (p1y - 1) / (p1x - 1) : 0)
            return 1 + slope * (x - 1)
        }
        // Polynomial coefficients of B(t) = ((a t + b) t + c) t.
        let cx = 3 * p1x, bx = 3 * (p2x - p1x) - cx, ax = 1 - cx - bx
        let cy = 3 * p1y, by = 3 * (p2y - p1y) - cy, ay = 1 - cy - by
        func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        var t = x
        var solved = false
        for _ in 0..<8 {
            let error = sampleX(t) - x
            if abs(error) < 1e-7 { solved = true; break }
            let derivative = slopeX(t)
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        if !solved || t < 0 || t > 1 {
            var low = 0.0, high = 1.0
            t = x
            while high - low > 1e-9 {
                let value = sampleX(t)
                if abs(value - x) < 1e-7 { break }
                if value < x { low = t } else { high = t }
                t = (low + high) / 2
            }
        }
        return ((ay * t + by) * t + cy) * t
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(c1.x); hasher.combine(c1.y); hasher.combine(c2.x); hasher.combine(c2.y)
    }

    public var description: String { "CAMediaTimingFunction(\(c1.x), \(c1.y), \(c2.x), \(c2.y))" }
}
