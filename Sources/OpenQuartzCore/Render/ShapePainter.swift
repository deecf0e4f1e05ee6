import CCairo

/// Fills and strokes a `CAShapeLayer`'s path, trimmed to `strokeStart…strokeEnd`.
@MainActor
struct ShapePainter {
    let cr: OpaquePointer
    let pixelScale: Double

    func paint(_ shape: CAShapeLayer, _ p: LayerProperties) {
        guard let path = p.path else { return }
        if let fill = p.fillColor, fill.alpha > 0 {
            cairo_new_path(cr)
            RoundedRect.add(cr, path)
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            RoundedRect.setSource(cr, fill)
            cairo_fill(cr)
        }
        guard let stroke = p.strokeColor, stroke.alpha > 0, p.lineWidth > 0 else { return }
        let start = max(0, min(1, min(p.strokeStart, p.strokeEnd))), end = max(0, min(1, max(p.strokeStart, p.strokeEnd)))
        guard end > start else { return }
        cairo_new_path(cr)
        if !ShapePainter.isTrimmed(p) {
            RoundedRect.add(cr, path)
        } else {
            addTrimmed(path, from: Double(start), to: Double(end))
        }
        RoundedRect.setSource(cr, stroke)
        cairo_set_line_width(cr, Double(p.lineWidth))
        switch shape.lineCap {
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        default: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        }
        switch shape.lineJoin {
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        default: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        }
        cairo_set_miter_limit(cr, Double(p.miterLimit))
        let dashes = (shape.lineDashPattern ?? []).map(\.doubleValue)
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(p.lineDashPhase)) }
        }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
    }

    /// Whether the stroke is trimmed by `strokeStart` or `strokeEnd` (and so drawn flattened into lines).
    static func isTrimmed(_ p: LayerProperties) -> Bool {
        min(p.strokeStart, p.strokeEnd) > 0 || max(p.strokeStart, p.strokeEnd) < 1
    }

    /// How finely a trimmed stroke is flattened, in layer units, at `pixelScale` device pixels per unit
    /// (snapped to 1/64, so a turning layer's rounding noise does not change it frame to frame).
    static func trimmingTolerance(pixelScale: Double) -> CGFloat {
        CGFloat(0.25 / max((pixelScale * 64).rounded() / 64, 0.01))
    }

    /// Adds the part of `path` between fractions `from` and `to` of its total
    /// length (subpaths in order, as Core Animation measures it).
    private func addTrimmed(_ path: CGPath, from: Double, to: Double) {
        let subpaths = path.flattenedSubpaths(tolerance: ShapePainter.trimmingTolerance(pixelScale: pixelScale))
        var segments: [(CGPoint, CGPoint, Double)] = []
        var total = 0.0
        var breaks: Set<Int> = []
        for subpath in subpaths {
            var points = subpath.points
            if subpath.isClosed, let first = points.first { points.append(first) }
            guard points.count > 1 else { continue }
            breaks.insert(segments.count)
            for index in 1..<points.count {
                let length = Double(points[index - 1].distance(to: points[index]))
                segments.append((points[index - 1], points[index], length))
                total += length
            }
        }
        guard total > 0 else { return }
        let startLength = from * total, endLength = to * total
        var travelled = 0.0
        var drawing = false
        for (index, segment) in segments.enumerated() {
            let (a, b, length) = segment
            let segmentStart = travelled, segmentEnd = travelled + length
            travelled = segmentEnd
            if breaks.contains(index) { drawing = false }
            guard segmentEnd > startLength, segmentStart < endLength, length > 0 else { continue }
            let t0 = max(0, (startLength - segmentStart) / length), t1 = min(1, (endLength - segmentStart) / length)
            func point(_ t: Double) -> (Double, Double) {
                (Double(a.x) + (Double(b.x) - Double(a.x)) * t, Double(a.y) + (Double(b.y) - Double(a.y)) * t)
            }
            let p0 = point(t0), p1 = point(t1)
            if !drawing || t0 > 0 {
                cairo_move_to(cr, p0.0, p0.1)
                drawing = true
            }
            cairo_line_to(cr, p1.0, p1.1)
        }
    }
}
