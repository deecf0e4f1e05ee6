import CCairo

/// Draws what one layer itself shows — background, contents, shape, gradient,
/// text, border — with Cairo, in the layer's coordinate space (the caller has
/// set the matrix). Sublayers, shadows, opacity and masks are the compositor's.
@MainActor
struct LayerPainter {
    let cr: OpaquePointer
    let caches: RenderCaches
    /// Device pixels per layer unit here (for rasterized content).
    let pixelScale: Double

    /// Fills the background and draws the content, clipped to the rounded bounds when `clip`.
    func paintBody(of layer: CALayer, _ p: LayerProperties) {
        let bounds = p.bounds
        if LayerPainter.paintsBackground(p), let background = p.backgroundColor {
            cairo_new_path(cr)
            RoundedRect.add(cr, bounds, radius: p.cornerRadius, corners: layer.maskedCorners)
            RoundedRect.setSource(cr, background)
            cairo_fill(cr)
        }
        let clipsContent = p.masksToBounds
        if clipsContent {
            cairo_save(cr)
            cairo_new_path(cr)
            RoundedRect.add(cr, bounds, radius: p.cornerRadius, corners: layer.maskedCorners)
            cairo_clip(cr)
        }
        if let image = p.contents {
            if layer.contentsCenter != CGRect(x: 0, y: 0, width: 1, height: 1) && layer.contentsGravity == .resize {
                paintNineSlice(image, in: bounds, scale: layer.contentsScale, center: layer.contentsCenter)
            } else {
                paint(image, in: bounds, gravity: layer.contentsGravity, scale: layer.contentsScale, contentsRect: p.contentsRect,
                      filters: (layer.minificationFilter, layer.magnificationFilter))
            }
        } else if let backing = layer.backingImage {
            // Content drawn by draw(in:), at bounds size × contentsScale.
            paint(backing, in: bounds, gravity: .resize, scale: layer.contentsScale, contentsRect: CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        if let shape = layer as? CAShapeLayer {
            ShapePainter(cr: cr, pixelScale: pixelScale).paint(shape, p)
        } else if let gradient = layer as? CAGradientLayer {
            GradientPainter(cr: cr, caches: caches, pixelScale: pixelScale).paint(gradient, p)
        } else if let text = layer as? CATextLayer {
            TextPainter(cr: cr, caches: caches, pixelScale: pixelScale).paint(text, p)
        }
        if clipsContent { cairo_restore(cr) }
    }

    /// Draws the border inside the rounded bounds (on top of the sublayers).
    func paintBorder(of layer: CALayer, _ p: LayerProperties) {
        guard LayerPainter.paintsBorder(p), let color = p.borderColor else { return }
        let inset = p.borderWidth / 2
        let rect = p.bounds.insetBy(dx: inset, dy: inset)
        guard rect.width >= 0, rect.height >= 0 else { return }
        cairo_new_path(cr)
        RoundedRect.add(cr, rect, radius: max(0, p.cornerRadius - inset), corners: layer.maskedCorners)
        RoundedRect.setSource(cr, color)
        cairo_set_line_width(cr, Double(p.borderWidth))
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(cr)
    }

    /// Whether the layer fills its bounds with a background colour.
    static func paintsBackground(_ p: LayerProperties) -> Bool {
        p.backgroundColor.map { $0.alpha > 0 } ?? false
    }

    /// Whether the background is all `paintBody` and `paintBorder` draw: no contents,
    /// no drawing of the layer's own kind (shape, gradient, text), no border.
    static func paintsOnlyBackground(_ layer: CALayer, _ p: LayerProperties) -> Bool {
        p.contents == nil && layer.backingImage == nil && !paintsBorder(p)
            && !(layer is CAShapeLayer || layer is CAGradientLayer || layer is CATextLayer)
    }

    /// Whether the layer outlines its bounds with a border.
    static func paintsBorder(_ p: LayerProperties) -> Bool {
        p.borderWidth > 0 && (p.borderColor.map { $0.alpha > 0 } ?? false)
    }

    /// Draws an image stretched by `contentsCenter`: the caps keep their size, the middle stretches.
    func paintNineSlice(_ image: CGImage, in bounds: CGRect, scale: CGFloat, center: CGRect) {
        let w = CGFloat(image.width), h = CGFloat(image.height)
        let sourceX = [0, center.minX * w, center.maxX * w, w], sourceY = [0, center.minY * h, center.maxY * h, h]
        let s = max(scale, 0.01)
        let left = sourceX[1] / s, right = (w - sourceX[2]) / s, top = sourceY[1] / s, bottom = (h - sourceY[2]) / s
        let targetX = [bounds.minX, bounds.minX + left, max(bounds.minX + left, bounds.maxX - right), bounds.maxX]
        let targetY = [bounds.minY, bounds.minY + top, max(bounds.minY + top, bounds.maxY - bottom), bounds.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column], y: sourceY[row], width: sourceX[column + 1] - sourceX[column],
                                    height: sourceY[row + 1] - sourceY[row])
                let target = CGRect(x: targetX[column], y: targetY[row], width: targetX[column + 1] - targetX[column],
                                    height: targetY[row + 1] - targetY[row])
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                let unit = CGRect(x: source.minX / w, y: source.minY / h, width: source.width / w, height: source.height / h)
                paint(image, in: target, gravity: .resize, scale: scale, contentsRect: unit)
            }
        }
    }

    /// Draws an image by gravity, honouring `contentsRect` (unit rectangle of the image).
    /// `filters` are the layer's minification and magnification filters.
    func paint(_ image: CGImage, in bounds: CGRect, gravity: CALayerContentsGravity, scale: CGFloat, contentsRect: CGRect,
               filters: (minification: CALayerContentsFilter, magnification: CALayerContentsFilter) = (.linear, .linear)) {
        let bitmap = image.native
        let sourceRect = CGRect(x: contentsRect.minX * CGFloat(image.width), y: contentsRect.minY * CGFloat(image.height),
                                width: contentsRect.width * CGFloat(image.width), height: contentsRect.height * CGFloat(image.height))
        guard sourceRect.width > 0, sourceRect.height > 0 else { return }
        let pointSize = ContentGeometry.pointSize(ofPixels: CGSize(width: image.width, height: image.height),
                                                  contentsRect: contentsRect, scale: scale)
        let target = ContentGeometry.rect(for: gravity, imageSize: pointSize, in: bounds)
        cairo_save(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(target.minX), Double(target.minY), Double(target.width), Double(target.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(target.minX), Double(target.minY))
        cairo_scale(cr, Double(target.width / sourceRect.width), Double(target.height / sourceRect.height))
        cairo_set_source_surface(cr, bitmap.surface, -Double(sourceRect.minX), -Double(sourceRect.minY))
        // The layer's filter for the way the image is scaled (in device pixels), unless the image says not to interpolate.
        let pixelsPerImagePixel = Double(target.width / sourceRect.width) * pixelScale
        let filter = pixelsPerImagePixel > 1 ? filters.magnification : filters.minification
        let interpolates = image.shouldInterpolate && filter != .nearest
        cairo_pattern_set_filter(cairo_get_source(cr), interpolates ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
        withExtendedLifetime(bitmap) {}
    }
}
