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
        guard let pango = Pango.shared else {
            SegueDiagnostics.report("CATextLayer \(layer): cannot draw text: \(Pango.loadError ?? "Pango unavailable")")
            return nil
        }
        let width = Int((Double(p.bounds.width) * scale).rounded(.up)), height = Int((Double(p.bounds.height) * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let bitmap = NativeBitmap(width: width, height: height)
        let cr = cairo_create(bitmap.surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        guard let layout = pango.createLayout(cr) else { return nil }
        defer { pango.objectUnref(layout) }
        let family = (layer.font as? String) ?? "DejaVu Sans, WenQuanYi Micro Hei, sans-serif"
        let description = pango.fontDescriptionFromString(family)
        pango.setAbsoluteSize(description, Double(p.fontSize) * Double(Pango.scale))
        pango.setFontDescription(layout, description)
        pango.freeFontDescription(description)
        text.withCString { pango.setText(layout, $0, -1) }
        let boxWidth = Int32(Double(p.bounds.width) * Double(Pango.scale))
        if layer.isWrapped {
            pango.setWidth(layout, boxWidth)
            pango.setWrap(layout, Pango.Wrap.wordChar.rawValue)
        }
        if layer.truncationMode != .none {
            pango.setWidth(layout, boxWidth)
            if layer.isWrapped { pango.setHeight(layout, Int32(Double(p.bounds.height) * Double(Pango.scale))) }
            switch layer.truncationMode {
            case .start: pango.setEllipsize(layout, Pango.Ellipsize.start.rawValue)
            case .middle: pango.setEllipsize(layout, Pango.Ellipsize.middle.rawValue)
            default: pango.setEllipsize(layout, Pango.Ellipsize.end.rawValue)
            }
        }
        switch layer.alignmentMode {
        case .center: pango.setAlignment(layout, Pango.Alignment.center.rawValue)
        case .right: pango.setAlignment(layout, Pango.Alignment.right.rawValue)
        case .justified: pango.setJustify(layout, 1)
        default: pango.setAlignment(layout, Pango.Alignment.left.rawValue)
        }
        if !layer.isWrapped && layer.truncationMode == .none {
            // Without a width Pango aligns lines to the widest one; place that line in the box.
            var textWidth: Int32 = 0, textHeight: Int32 = 0
            pango.getPixelSize(layout, &textWidth, &textHeight)
            let spare = Double(p.bounds.width) - Double(textWidth)
            switch layer.alignmentMode {
            case .center: cairo_translate(cr, spare / 2, 0)
            case .right: cairo_translate(cr, spare, 0)
            default: break
            }
        }
        RoundedRect.setSource(cr, p.foregroundColor ?? .white)
        pango.showLayout(cr, layout)
        cairo_surface_flush(bitmap.surface)
        return bitmap
    }
}
