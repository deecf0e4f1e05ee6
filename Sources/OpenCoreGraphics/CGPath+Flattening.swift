/// A subpath reduced to straight segments.
public struct FlattenedSubpath: Sendable {
    /// The vertices, in order; the first is the subpath's start.
    public var points: [CGPoint]
    /// Whether the subpath was closed.
    public var isClosed: Bool

    /// The length of the polyline (including the closing segment when closed).
    public var length: CGFloat {
        guard points.count > 1 else { return 0 }
        var total: CGFloat = 0
        for index in 1..<points.count { total += points[index - 1].distance(to: points[index]) }
        if isClosed, let first = points.first, let last = points.last { total += last.distance(to: first) }
        return total
    }
}

extension CGPoint {
    /// The Euclidean distance to `other`.
    public func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}

/// Points on Bézier curves.
public enum Bezier {
    /// The point at parameter `t` of the quadratic curve p0, c, p1.
    public static func quadratic(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                       y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    /// The point at parameter `t` of the cubic curve p0, c1, c2, p1.
    public static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                       y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}

extension CGPath {
    /// The path as polylines, curves subdivided until each chord is within
    /// about `tolerance` of the curve.
    public func flattenedSubpaths(tolerance: CGFloat = 0.1) -> [FlattenedSubpath] {
        var result: [FlattenedSubpath] = []
        var current: FlattenedSubpath?
        var point = CGPoint.zero
        func finish() {
            if let subpath = current { result.append(subpath) }
            current = nil
        }
        func ensure() {
            if current == nil { current = FlattenedSubpath(points: [point], isClosed: false) }
        }
        for element in storage {
            switch element {
            case .move(let p):
                finish()
                current = FlattenedSubpath(points: [p], isClosed: false)
                point = p
            case .line(let p):
                ensure()
                current!.points.append(p)
                point = p
            case .quadCurve(let p, let c):
                ensure()
                let steps = CGPath.segmentCount(for: [point, c, p], tolerance: tolerance)
                for step in 1...steps {
                    current!.points.append(Bezier.quadratic(point, c, p, at: CGFloat(step) / CGFloat(steps)))
                }
                point = p
            case .curve(let p, let c1, let c2):
                ensure()
                let steps = CGPath.segmentCount(for: [point, c1, c2, p], tolerance: tolerance)
                for step in 1...steps {
                    current!.points.append(Bezier.cubic(point, c1, c2, p, at: CGFloat(step) / CGFloat(steps)))
                }
                point = p
            case .close:
                if var subpath = current {
                    subpath.isClosed = true
                    point = subpath.points[0]
                    result.append(subpath)
                    current = nil
                }
            }
        }
        finish()
        return result
    }

    /// Enough segments that the flattening error of a curve with these control
    /// points stays within `tolerance` (Wang's bound, capped).
    static func segmentCount(for points: [CGPoint], tolerance: CGFloat) -> Int {
        var maxSecondDifference: CGFloat = 0
        if points.count >= 3 {
            for index in 0..<(points.count - 2) {
                let dx = points[index].x - 2 * points[index + 1].x + points[index + 2].x
                let dy = points[index].y - 2 * points[index + 1].y + points[index + 2].y
                maxSecondDifference = max(maxSecondDifference, hypot(dx, dy))
            }
        }
        let degree = CGFloat(points.count - 1)
        let bound = degree * (degree - 1) / 8 * maxSecondDifference / max(tolerance, 1e-6)
        return max(1, min(256, Int(sqrt(bound).rounded(.up))))
    }
}
