/// A path that can be built element by element. Every method takes an optional
/// `transform` applied to its points, as in CoreGraphics.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    /// A mutable path starting with `elements`.
    public override init(elements: [PathElement]) { super.init(elements: elements) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        ensureSubpath()
        storage.append(.line(point.applying(transform)))
    }

    /// Moves to the first point, then adds lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureSubpath()
        storage.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        ensureSubpath()
        storage.append(.curve(to: end.applying(transform), control1: control1.applying(transform),
                              control2: control2.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard !storage.isEmpty, storage.last != .close else { return }
        storage.append(.close)
    }

    /// Adds a closed rectangle subpath (min corner, then along x, as CoreGraphics does).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        storage.append(contentsOf: PathElement.rectangle(rect, transform: transform))
    }

    /// Adds one closed subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect`, as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.5522847498307936 // 4/3 · (√2 − 1)
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                 control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                 control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// Adds a rounded rectangle with elliptical corners of the given radii
    /// (clamped to half the rectangle's sides).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        if rx == 0 || ry == 0 {
            addRect(r, transform: transform)
            return
        }
        let k: CGFloat = 0.5522847498307936
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry),
                 control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY),
                 control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                 control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry),
                 control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY),
                 control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                 control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// Adds a circular arc. Angles are in radians from the +x axis towards +y;
    /// `clockwise` means decreasing angle (clockwise in y-up coordinates, so
    /// counter-clockwise on a y-down UIKit screen, exactly as in CoreGraphics).
    /// A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if abs(sweep) >= twoPi {
            sweep = clockwise ? -twoPi : twoPi
        } else if clockwise && sweep > 0 {
            sweep -= twoPi
        } else if !clockwise && sweep < 0 {
            sweep += twoPi
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians starting at `startAngle` (positive delta
    /// goes towards +y).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if storage.isEmpty || storage.last == .close {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        guard delta != 0 else { return }
        let segments = max(1, Int((abs(delta) / (CGFloat.pi / 2)).rounded(.up)))
        let step = delta / CGFloat(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle))
            let p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            addCurve(to: place(p3), control1: place(c1), control2: place(c2), transform: transform)
            angle = next
        }
    }

    /// Adds an arc tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End`, as `CGContextAddArcToPoint` does.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        // Work in untransformed space: the current point is stored transformed.
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let p1 = tangent1End, p2 = tangent2End
        let v1 = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v2 = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let len1 = hypot(v1.dx, v1.dy), len2 = hypot(v2.dx, v2.dy)
        let cross = v1.dx * v2.dy - v1.dy * v2.dx
        guard len1 > 0, len2 > 0, radius > 0, abs(cross) > 1e-12 else {
            addLine(to: p1, transform: transform)
            return
        }
        let cosTheta = (v1.dx * v2.dx + v1.dy * v2.dy) / (len1 * len2)
        let theta = acos(max(-1, min(1, cosTheta)))
        let distance = radius / tan(theta / 2)
        let t1 = CGPoint(x: p1.x + v1.dx / len1 * distance, y: p1.y + v1.dy / len1 * distance)
        let t2 = CGPoint(x: p1.x + v2.dx / len2 * distance, y: p1.y + v2.dy / len2 * distance)
        let bisector = CGVector(dx: v1.dx / len1 + v2.dx / len2, dy: v1.dy / len1 + v2.dy / len2)
        let bisectorLength = hypot(bisector.dx, bisector.dy)
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(x: p1.x + bisector.dx / bisectorLength * centerDistance,
                             y: p1.y + bisector.dy / bisectorLength * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        let endAngle = atan2(t2.y - center.y, t2.x - center.x)
        var delta = endAngle - startAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Appends the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage.append(contentsOf: path.storage.map { $0.applying(transform) })
    }

    private func ensureSubpath() {
        if storage.isEmpty { storage.append(.move(.zero)) }
        if storage.last == .close { storage.append(.move(currentPoint)) }
    }
}
