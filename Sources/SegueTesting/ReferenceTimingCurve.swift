/// An independent reference for timing curves, for tests: the cubic Bézier
/// through (0, 0), `c1`, `c2`, (1, 1), solved by plain bisection on x to 1e-12.
/// It shares no code with Core Animation's solver, so a test can check
/// `UIView.animate` or `CAMediaTimingFunction` against it.
public struct ReferenceTimingCurve: Sendable {
    /// The first and second control points.
    public let c1: (x: Double, y: Double), c2: (x: Double, y: Double)

    public init(_ c1: (x: Double, y: Double), _ c2: (x: Double, y: Double)) {
        self.c1 = c1
        self.c2 = c2
    }

    /// Apple's documented control points for the named curves.
    public static let linear = ReferenceTimingCurve((0, 0), (1, 1))
    public static let easeIn = ReferenceTimingCurve((0.42, 0), (1, 1))
    public static let easeOut = ReferenceTimingCurve((0, 0), (0.58, 1))
    public static let easeInEaseOut = ReferenceTimingCurve((0.42, 0), (0.58, 1))
    /// Core Animation's `.default` curve (implicit layer animations).
    public static let caDefault = ReferenceTimingCurve((0.25, 0.1), (0.25, 1))

    /// The progress at time fraction `x` (0…1).
    public func progress(at x: Double) -> Double {
        func bezier(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if bezier(c1.x, c2.x, mid) < x { low = mid } else { high = mid }
        }
        return bezier(c1.y, c2.y, (low + high) / 2)
    }
}
