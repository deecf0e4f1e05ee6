import CCairo

/// Fills a `CAGradientLayer`'s bounds: axial and radial gradients through Cairo
/// patterns, conic gradients rasterized pixel by pixel (and cached).
@MainActor
struct GradientPainter {
    let cr: OpaquePointer
    let caches: RenderCaches
    let pixelScale: Double

    func paint(_ layer: CAGradientLayer, _ p: LayerProperties) {
        guard let colors = p.colors, !colors.isEmpty else { return }
        let stops = GradientPainter.stops(colors: colors, locations: p.locations)
        // The layer's colours as a Core Graphics gradient, whose end colours extend (as a layer's do).
        let gradient = CGGradient(colors: stops.map(\.1), locations: stops.map { CGFloat($0.0) })
        let bounds = p.bounds
        let start = CGPoint(x: bounds.minX + p.startPoint.x * bounds.width, y: bounds.minY + p.startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + p.endPoint.x * bounds.width, y: bounds.minY + p.endPoint.y * bounds.height)
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        switch layer.type {
        case .radial:
            // An ellipse centred on startPoint whose radii reach endPoint along each axis.
            let rx = max(abs(Double(end.x - start.x)), 1e-6), ry = max(abs(Double(end.y - start.y)), 1e-6)
            let pattern = gradient.makeRadialPattern(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                                     options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / rx, 1 / ry)
            cairo_matrix_translate(&matrix, -Double(start.x), -Double(start.y))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        case .conic:
            let image = caches.conicGradient(for: layer, stops: stops, center: start, towards: end, bounds: bounds,
                                              pixelScale: pixelScale)
            cairo_translate(cr, Double(bounds.minX), Double(bounds.minY))
            cairo_scale(cr, 1 / pixelScale, 1 / pixelScale)
            cairo_set_source_surface(cr, image.surface, 0, 0)
            cairo_paint(cr)
        default:
            let pattern = gradient.makeLinearPattern(start: start, end: end,
                                                     options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
            cairo_pattern_destroy(pattern)
        }
        cairo_restore(cr)
    }

    /// Colour stops: the given locations, or evenly spread.
    static func stops(colors: [CGColor], locations: [Double]?) -> [(Double, CGColor)] {
        colors.enumerated().map { index, color in
            let location = locations.flatMap { index < $0.count ? $0[index] : nil }
                ?? (colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)
            return (location, color)
        }
    }

    /// The colour at `t` (0…1) along the stops, interpolated in premultiplied space.
    static func color(at t: Double, _ stops: [(Double, CGColor)]) -> (Double, Double, Double, Double) {
        func premultiplied(_ c: CGColor) -> (Double, Double, Double, Double) {
            let a = Double(c.alpha)
            return (Double(c.red) * a, Double(c.green) * a, Double(c.blue) * a, a)
        }
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t <= first.0 { return premultiplied(first.1) }
        if t >= last.0 { return premultiplied(last.1) }
        for index in 1..<stops.count where t <= stops[index].0 {
            let (l0, c0) = stops[index - 1], (l1, c1) = stops[index]
            let u = l1 > l0 ? (t - l0) / (l1 - l0) : 1
            let a = premultiplied(c0), b = premultiplied(c1)
            return (a.0 + (b.0 - a.0) * u, a.1 + (b.1 - a.1) * u, a.2 + (b.2 - a.2) * u, a.3 + (b.3 - a.3) * u)
        }
        return premultiplied(last.1)
    }
}
