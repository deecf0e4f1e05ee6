import CCairo

/// Draws a `CATextLayer` through Pango: the text is laid out and rasterized
/// once per content version, size and scale, then reused.
@MainActor
struct TextPainter {
    let cr: OpaquePointer
    let caches: RenderCaches
    let pixelScale: Double

    func paint(_ layer: CATextLayer, _ p: LayerProperties) {
        guard let image = caches.text(for: layer, properties: p, pixelScale: pixelScale) else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(p.bounds.minX), Double(p.bounds.minY))
        cairo_scale(cr, 1 / image.scale, 1 / image.scale)
        cairo_set_source_surface(cr, image.bitmap.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Lays out and draws `text` into a new bitmap of the layer's bounds at `scale` pixels per point.
    static func rasterize(_ text: String, layer: CATextLayer, properties p: LayerProperties, scale: Double) -> NativeBitmap? {
        let width = Int((Double(p.bounds.width) * scale).rounded(.up)), height = Int((Double(p.bounds.height) * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        var layout = TextLayout(text: text, font: (layer.font as? String) ?? "DejaVu Sans, WenQuanYi Micro Hei, sans-serif",
                                fontSize: p.fontSize, color: p.foregroundColor ?? .white)
        layout.wraps = layer.isWrapped
        switch layer.alignmentMode {
        case .center: layout.alignment = .center
        case .right: layout.alignment = .right
        case .justified: layout.alignment = .justified
        default: layout.alignment = .left
        }
        switch layer.truncationMode {
        case .start: layout.truncation = .start
        case .middle: layout.truncation = .middle
        case .end: layout.truncation = .end
        default: layout.truncation = .none
        }
        if layout.truncation != .none && !layout.wraps { layout.maximumLines = 1 }
        let bitmap = NativeBitmap(width: width, height: height)
        let cr = cairo_create(bitmap.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        layout.draw(in: cr, rect: CGRect(origin: .zero, size: p.bounds.size))
        cairo_surface_flush(bitmap.surface)
        return bitmap
    }
}
