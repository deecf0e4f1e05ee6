/// A cubic Bézier timing curve from (0, 0) to (1, 1), kept as polynomial
/// coefficients so that evaluating it needs no object and no allocation.
struct UnitBezier: Equatable, Sendable {
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    private let startSlope: Double, endSlope: Double
    let isLinear: Bool

    init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
        cx = 3 * c1x; bx = 3 * (c2x - c1x) - cx; ax = 1 - cx - bx
        cy = 3 * c1y; by = 3 * (c2y - c1y) - cy; ay = 1 - cy - by
        isLinear = c1x == c1y && c2x == c2y
        startSlope = c1x > 0 ? c1y / c1x : (c2x > 0 ? c2y / c2x : 0)
        endSlope = c2x < 1 ? (c2y - 1) / (c2x - 1) : (c1x < 1 ? (c1y - 1) / (c1x - 1) : 0)
    }

    /// The progress at time fraction `x` (x solved to 1e-7 by Newton's method,
    /// falling back to bisection); outside 0…1 the end tangents continue.
    func progress(at x: Double) -> Double {
        if isLinear { return x }
        if x <= 0 { return startSlope * x }
        if x >= 1 { return 1 + endSlope * (x - 1) }
        var t = x
        var solved = false
        for _ in 0..<8 {
            let error = ((ax * t + bx) * t + cx) * t - x
            if abs(error) < 1e-7 { solved = true; break }
            let derivative = (3 * ax * t + 2 * bx) * t + cx
            if abs(derivative) < 1e-6 { break }
            t -= error / derivative
        }
        if !solved || t < 0 || t > 1 {
            var low = 0.0, high = 1.0
            t = x
            while high - low > 1e-9 {
                let value = ((ax * t + bx) * t + cx) * t
                if abs(value - x) < 1e-7 { break }
                if value < x { low = t } else { high = t }
                t = (low + high) / 2
            }
        }
        return ((ay * t + by) * t + cy) * t
    }
}
