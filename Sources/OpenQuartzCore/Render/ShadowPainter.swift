import CCairo

/// Core Animation's layer shadow: the layer's silhouette (its `shadowPath`, or
/// the alpha of everything it draws) offset by `shadowOffset`, blurred with a
/// Gaussian whose standard deviation is `shadowRadius` points, tinted by
/// `shadowColor` × `shadowOpacity`, drawn behind the layer.
@MainActor
enum ShadowPainter {
    /// A blurred silhouette in layer space, reusable while the layer only moves.
    struct Cached {
        struct Key: Equatable {
            /// The layer's serial and subtree version when the silhouette is its
            /// content's; both 0 for a `shadowPath`'s, which layers share.
            let layerSerial: UInt64
            let version: UInt64
            let path: CGPath?
            let scale: Double
            let radius: CGFloat
            let offset: CGSize
        }
        let key: Key
        let silhouette: Silhouette
        let origin: CGPoint
        let scale: Double
        /// Alpha-only bitmap (Cairo A8 surface).
        var surface: OpaquePointer { silhouette.surface }
    }

    /// A blurred silhouette's bitmap, freed when the last layer using it lets go
    /// (layers whose `shadowPath`s match share one).
    final class Silhouette {
        let surface: OpaquePointer
        init(surface: OpaquePointer) { self.surface = surface }
        deinit { cairo_surface_destroy(surface) }
    }

    /// Whether the layer casts a visible shadow.
    static func isVisible(_ p: LayerProperties) -> Bool {
        p.shadowOpacity > 0 && (p.shadowColor?.alpha ?? 0) > 0
    }

    /// What the shadow of a layer whose inside covers `content` (layer space) may
    /// darken: its path or the content, offset, grown by three blur radii and a unit.
    static func bounds(around content: CGRect, _ p: LayerProperties) -> CGRect {
        let margin = 3 * p.shadowRadius + 1
        return (p.shadowPath?.boundingBox ?? content)
            .offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -margin, dy: -margin)
    }

    /// Builds the blurred silhouette at `scale` pixels per layer unit. `drawSilhouette`
    /// draws the layer's inside in layer coordinates into the given Cairo context.
    static func makeSilhouette(key: Cached.Key, properties p: LayerProperties, contentBounds: CGRect,
                               drawSilhouette: (OpaquePointer) -> Void) -> Cached? {
        let sigma = Double(p.shadowRadius)
        let source = p.shadowPath?.boundingBox ?? contentBounds
        guard !source.isNull, source.width > 0 || source.height > 0 else { return nil }
        let margin = CGFloat(3 * sigma + 1)
        let rect = source.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -margin, dy: -margin)
        let scale = key.scale
        let width = Int((Double(rect.width) * scale).rounded(.up)), height = Int((Double(rect.height) * scale).rounded(.up))
        guard width > 0, height > 0, width * height < 64_000_000 else { return nil }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -Double(rect.minX) + Double(p.shadowOffset.width), -Double(rect.minY) + Double(p.shadowOffset.height))
        if let path = p.shadowPath {
            RoundedRect.add(cr, path)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        } else {
            drawSilhouette(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        GaussianBlur.blurAlpha(cairo_image_surface_get_data(surface), width: width, height: height,
                               stride: Int(cairo_image_surface_get_stride(surface)), sigma: sigma * scale)
        cairo_surface_mark_dirty(surface)
        return Cached(key: key, silhouette: Silhouette(surface: surface), origin: rect.origin, scale: scale)
    }

    /// Paints the silhouette, tinted, with the current matrix in layer space.
    /// `covered` (layer space) is painted opaque over the shadow right after:
    /// the shadow skips the whole device pixels inside it, where nothing of it
    /// would show (a pushed screen's edge shadow is a thin band around a
    /// screen-sized silhouette).
    static func paint(_ shadow: Cached, _ p: LayerProperties, covered: CGRect?, in cr: OpaquePointer) {
        guard let color = p.shadowColor else { return }
        cairo_save(cr)
        if let covered {
            let extent = CGRect(x: shadow.origin.x, y: shadow.origin.y,
                                width: CGFloat(cairo_image_surface_get_width(shadow.surface)) / shadow.scale,
                                height: CGFloat(cairo_image_surface_get_height(shadow.surface)) / shadow.scale)
            excludeInterior(of: covered, from: extent, in: cr)
        }
        cairo_translate(cr, Double(shadow.origin.x), Double(shadow.origin.y))
        cairo_scale(cr, 1 / shadow.scale, 1 / shadow.scale)
        RoundedRect.setSource(cr, color, alpha: Double(p.shadowOpacity))
        cairo_mask_surface(cr, shadow.surface, 0, 0)
        cairo_restore(cr)
    }

    /// Clips `cr` to `extent` without the device pixels wholly inside `covered`
    /// (both in user space), when user space is only scaled and moved; a
    /// pixel-aligned clip, so painting under it touches only what is left.
    private static func excludeInterior(of covered: CGRect, from extent: CGRect, in cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else { return }
        func device(_ rect: CGRect) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
            let x0 = m.xx * Double(rect.minX) + m.x0, x1 = m.xx * Double(rect.maxX) + m.x0
            let y0 = m.yy * Double(rect.minY) + m.y0, y1 = m.yy * Double(rect.maxY) + m.y0
            return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        }
        let inside = device(covered), outside = device(extent)
        // Whole pixels only, and one more pixel in from each side: an edge pixel
        // the layer covers partly (antialiased) still blends over its shadow.
        let left = inside.minX.rounded(.up) + 1, top = inside.minY.rounded(.up) + 1
        let right = inside.maxX.rounded(.down) - 1, bottom = inside.maxY.rounded(.down) - 1
        guard right > left, bottom > top else { return }
        let outerLeft = outside.minX.rounded(.down), outerTop = outside.minY.rounded(.down)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, outerLeft, outerTop, outside.maxX.rounded(.up) - outerLeft, outside.maxY.rounded(.up) - outerTop)
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_restore(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }
}
