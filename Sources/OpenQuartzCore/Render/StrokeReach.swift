import Foundation

/// How far the ink of a stroked path can reach beyond the path's bounding box.
///
/// A stroke reaches half the line width from the path, except where a square
/// cap sticks out (by up to half the width × √2) or a miter join points out at
/// a corner: by 1 / cos(τ / 2) half-widths for a turn of τ, and only while that
/// is within `miterLimit` (sharper corners are bevelled).
///
/// Which corners are joined depends on how the path is stroked:
/// - whole, Cairo joins the elements with the layer's join and bends round
///   inside curves: the corners are the turns between elements;
/// - trimmed, the painter strokes the path flattened into lines: every vertex
///   of the polyline is a corner. Without the flattening tolerance, the turn
///   inside a curve is only known to be within the spread of its control
///   polygon's edges (the derivative of a Bézier is a Bézier of those edges).
enum StrokeReach {
    /// Where the stroke has joins.
    enum Joins: Equatable {
        /// Between the path's elements (the whole path stroked by Cairo).
        case elements
        /// At the vertices of the path flattened with `tolerance` (a trimmed stroke).
        case flattened(tolerance: CGFloat)
        /// Anywhere along the path (a trimmed stroke, at a tolerance not known).
        case anywhere
    }

    /// How a path is stroked, but for the line width (the reach scales with it).
    struct Style: Equatable {
        var lineJoin: CAShapeLayerLineJoin
        var lineCap: CAShapeLayerLineCap
        var miterLimit: CGFloat
        var joins: Joins
    }

    /// How far the stroke of `path` reaches beyond its bounding box, in half line widths.
    static func reach(of path: CGPath, _ style: Style) -> CGFloat {
        var reach: CGFloat = style.lineCap == .square ? 2.squareRoot() : 1
        if style.lineJoin == .miter, style.miterLimit > 1 {
            reach = max(reach, miterReach(of: path, limit: style.miterLimit, joins: style.joins))
        }
        return reach
    }

    /// The farthest a miter sticks out, in half line widths (1 when none does).
    private static func miterReach(of path: CGPath, limit: CGFloat, joins: Joins) -> CGFloat {
        var reach: CGFloat = 1
        /// A corner turning by `turn` (exactly, or at most when `isBound`: then any sharper
        /// corner up to it may be there, one that is mitred right at the limit included).
        func join(turn: CGFloat, isBound: Bool = false) {
            let miter = turn < .pi ? 1 / cos(turn / 2) : .infinity
            if miter <= limit { reach = max(reach, miter) } else if isBound { reach = max(reach, limit) }
        }
        switch joins {
        case .flattened(let tolerance):
            for subpath in path.flattenedSubpaths(tolerance: tolerance) {
                var points = subpath.points
                if subpath.isClosed, let first = points.first { points.append(first) }
                var directions = zip(points, points.dropFirst()).map(vector).filter(\.isMoving)
                if subpath.isClosed, let first = directions.first { directions.append(first) }
                for (a, b) in zip(directions, directions.dropFirst()) { join(turn: angle(between: a, b)) }
            }
        case .elements, .anywhere:
            for subpath in segments(of: path) {
                for index in subpath.segments.indices {
                    let segment = subpath.segments[index]
                    if case .anywhere = joins {
                        // Flattening may put a corner anywhere inside a curve, as sharp as its spread.
                        join(turn: spread(of: segment), isBound: true)
                        if index > 0 { join(turn: spread(of: subpath.segments[index - 1] + segment), isBound: true) }
                    } else if index > 0 {
                        join(turn: angle(between: subpath.segments[index - 1].last!, segment[0]))
                    }
                }
                if subpath.isClosed, subpath.segments.count > 1, let first = subpath.segments.first,
                   let last = subpath.segments.last {
                    if case .anywhere = joins { join(turn: spread(of: last + first), isBound: true) }
                    else { join(turn: angle(between: last.last!, first[0])) }
                }
            }
        }
        return reach
    }

    /// A subpath as the directions along its segments: a line's vector, or a
    /// curve's control-polygon edges (the first is the start tangent, the last the end tangent).
    private struct Subpath {
        var segments: [[CGVector]] = []
        var isClosed = false
    }

    private static func segments(of path: CGPath) -> [Subpath] {
        var result: [Subpath] = []
        var subpath = Subpath()
        var current = CGPoint.zero, start = CGPoint.zero
        func finish(closed: Bool) {
            subpath.isClosed = closed
            if !subpath.segments.isEmpty { result.append(subpath) }
            subpath = Subpath()
        }
        func add(_ directions: [CGVector], to end: CGPoint) {
            let moving = directions.filter(\.isMoving)
            if !moving.isEmpty { subpath.segments.append(moving) }
            current = end
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finish(closed: false)
                current = point
                start = point
            case .line(let point):
                add([vector(current, point)], to: point)
            case .quadCurve(let point, let control):
                add([vector(current, control), vector(control, point)], to: point)
            case .curve(let point, let control1, let control2):
                add([vector(current, control1), vector(control1, control2), vector(control2, point)], to: point)
            case .close:
                add([vector(current, start)], to: start)
                finish(closed: true)
                current = start
            }
        }
        finish(closed: false)
        return result
    }

    /// The angle (0…π) between two directions.
    private static func angle(between a: CGVector, _ b: CGVector) -> CGFloat {
        let cosine = (a.dx * b.dx + a.dy * b.dy) / ((a.dx * a.dx + a.dy * a.dy).squareRoot() * (b.dx * b.dx + b.dy * b.dy).squareRoot())
        return acos(max(-1, min(1, cosine)))
    }

    /// The angle spanned by `directions` (π when they do not fit in a half-plane).
    private static func spread(of directions: [CGVector]) -> CGFloat {
        guard directions.count > 1 else { return 0 }
        let angles = directions.map { atan2($0.dy, $0.dx) }.sorted()
        // The largest gap between neighbouring directions, around the circle.
        var gap = angles[0] + 2 * .pi - angles[angles.count - 1]
        for index in 1..<angles.count { gap = max(gap, angles[index] - angles[index - 1]) }
        return min(.pi, 2 * .pi - gap)
    }

    private static func vector(_ from: CGPoint, _ to: CGPoint) -> CGVector {
        CGVector(dx: to.x - from.x, dy: to.y - from.y)
    }
}

private extension CGVector {
    var isMoving: Bool { dx != 0 || dy != 0 }
}
