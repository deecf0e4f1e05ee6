import CCairo

/// Cairo paths for layer shapes: rectangles with Core Animation's rounded corners.
enum RoundedRect {
    /// Adds `rect` with circular corners of `radius` on the `corners` given
    /// (radius clamped to half the shorter side, as Core Animation does).
    static func add(_ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat, corners: CACornerMask) {
        let r = Double(max(0, min(radius, min(rect.width, rect.height) / 2)))
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
            return
        }
        func cornerRadius(_ corner: CACornerMask) -> Double { corners.contains(corner) ? r : 0 }
        let topLeft = cornerRadius(.layerMinXMinYCorner), topRight = cornerRadius(.layerMaxXMinYCorner)
        let bottomRight = cornerRadius(.layerMaxXMaxYCorner), bottomLeft = cornerRadius(.layerMinXMaxYCorner)
        cairo_new_sub_path(cr)
        cairo_move_to(cr, x0 + topLeft, y0)
        cairo_line_to(cr, x1 - topRight, y0)
        if topRight > 0 { cairo_arc(cr, x1 - topRight, y0 + topRight, topRight, -.pi / 2, 0) }
        cairo_line_to(cr, x1, y1 - bottomRight)
        if bottomRight > 0 { cairo_arc(cr, x1 - bottomRight, y1 - bottomRight, bottomRight, 0, .pi / 2) }
        cairo_line_to(cr, x0 + bottomLeft, y1)
        if bottomLeft > 0 { cairo_arc(cr, x0 + bottomLeft, y1 - bottomLeft, bottomLeft, .pi / 2, .pi) }
        cairo_line_to(cr, x0, y0 + topLeft)
        if topLeft > 0 { cairo_arc(cr, x0 + topLeft, y0 + topLeft, topLeft, .pi, 3 * .pi / 2) }
        cairo_close_path(cr)
    }

    /// Adds a `CGPath` to the Cairo path.
    static func add(_ cr: OpaquePointer, _ path: CGPath) {
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    static func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: Double = 1) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha) * alpha)
    }
}
