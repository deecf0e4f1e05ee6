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
            let version: UInt64
            let path: CGPath?
            let scale: Double
            let radius: CGFloat
            let offset: CGSize
        }
        let key: Key
        /// Alpha-only bitmap (Cairo A8 surface).
        let surface: OpaquePointer
        let origin: CGPoint
        let scale: Double

        /// Frees the surface (called when the entry is replaced or pruned).
        func release() { cairo_surface_destroy(surface) }
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
        return Cached(key: key, surface: surface, origin: rect.origin, scale: scale)
    }

    /// Paints the silhouette, tinted, with the current matrix in layer space.
    static func paint(_ shadow: Cached, _ p: LayerProperties, in cr: OpaquePointer) {
        guard let color = p.shadowColor else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(shadow.origin.x), Double(shadow.origin.y))
        cairo_scale(cr, 1 / shadow.scale, 1 / shadow.scale)
        RoundedRect.setSource(cr, color, alpha: Double(p.shadowOpacity))
        cairo_mask_surface(cr, shadow.surface, 0, 0)
        cairo_restore(cr)
    }
}
