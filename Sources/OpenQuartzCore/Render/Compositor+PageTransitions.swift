import CCairo

/// The 3-D transitions UIKit's view transitions use: a card flip and a page curl.
extension Compositor {
    /// Flips the layer about its centre: the old look turns away during the
    /// first half, the new one turns in during the second, with perspective.
    func drawFlip(_ layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass,
                  snapshot: TransitionSnapshot, subtype: CATransitionSubtype?, progress t: Double) {
        let center = CGPoint(x: p.bounds.midX, y: p.bounds.midY)
        let (axisX, axisY, sign): (CGFloat, CGFloat, CGFloat)
        switch subtype {
        case .fromRight?: (axisX, axisY, sign) = (0, 1, -1)
        case .fromTop?: (axisX, axisY, sign) = (1, 0, -1)
        case .fromBottom?: (axisX, axisY, sign) = (1, 0, 1)
        default: (axisX, axisY, sign) = (0, 1, 1)
        }
        func turned(_ angle: CGFloat) -> CATransform3D {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / (2.5 * max(p.bounds.width, p.bounds.height, 1))
            return CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-center.x, -center.y, 0),
                                    CATransform3DConcat(CATransform3DMakeRotation(angle, axisX, axisY, 0), perspective)),
                CATransform3DMakeTranslation(center.x, center.y, 0))
        }
        if t < 0.5 {
            guard let bitmap = snapshot.bitmap else { return }
            paintTurned(bitmap, origin: snapshot.origin, scale: TransitionSnapshot.scale,
                        transform: turned(sign * .pi * CGFloat(t)), h, pass)
        } else {
            let scale = TransitionSnapshot.scale
            guard let (bitmap, origin) = flattenInside(layer, p, scale: scale) else { return }
            paintTurned(bitmap, origin: origin, scale: scale, transform: turned(sign * .pi * CGFloat(t - 1)), h, pass)
        }
    }

    /// A page curl: the old look rolls up from the bottom around a cylinder,
    /// showing its back on top, and uncovers the new look beneath (`down`
    /// reverses it: the new look unrolls over the old).
    func drawCurl(_ layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass,
                  snapshot: TransitionSnapshot, down: Bool, progress t: Double) {
        let scale = TransitionSnapshot.scale
        let newLook = flattenInside(layer, p, scale: scale)
        let oldLook = snapshot.bitmap.map { ($0, snapshot.origin) }
        // The flat page underneath, and the page that curls.
        let (under, page, curl) = down ? (oldLook, newLook, 1 - t) : (newLook, oldLook, t)
        pass.setMatrix(h)
        if let (bitmap, origin) = under {
            paintFlat(bitmap, origin: origin, scale: scale, pass)
        }
        guard let (bitmap, origin) = page else { return }
        let height = Double(bitmap.height) / scale, width = Double(bitmap.width) / scale
        let radius = max(8, height / 10)
        // The cylinder's axis climbs from the bottom edge until the whole page has rolled off the top.
        let axis = height - curl * (height + radius)
        let rowHeight = 1 / scale
        func paintRow(_ sourceY: Double, at destinationY: Double, shade: Double, back: Bool) {
            cairo_save(pass.cr)
            cairo_new_path(pass.cr)
            cairo_rectangle(pass.cr, Double(origin.x), Double(origin.y) + destinationY, width, rowHeight + 0.5 / scale)
            cairo_clip(pass.cr)
            cairo_translate(pass.cr, Double(origin.x), Double(origin.y) + destinationY - sourceY)
            cairo_scale(pass.cr, 1 / scale, 1 / scale)
            if back {
                // The back of the page: paper, with the print showing through faintly.
                cairo_set_source_rgba(pass.cr, 0.96 * shade, 0.96 * shade, 0.96 * shade, 0.95)
                cairo_paint(pass.cr)
                cairo_set_source_surface(pass.cr, bitmap.surface, 0, 0)
                cairo_paint_with_alpha(pass.cr, 0.15)
            } else {
                cairo_set_source_surface(pass.cr, bitmap.surface, 0, 0)
                cairo_paint(pass.cr)
                if shade < 1 {
                    cairo_set_source_rgba(pass.cr, 0, 0, 0, 1 - shade)
                    cairo_paint(pass.cr)
                }
            }
            cairo_restore(pass.cr)
        }
        // The flat front part above the axis, in one go.
        if axis > 0 {
            cairo_save(pass.cr)
            cairo_new_path(pass.cr)
            cairo_rectangle(pass.cr, Double(origin.x), Double(origin.y), width, min(axis, height))
            cairo_clip(pass.cr)
            paintFlat(bitmap, origin: origin, scale: scale, pass)
            cairo_restore(pass.cr)
        }
        // The rolled part: front-facing rows first, the back on top of them.
        let firstRow = max(0, Int((axis * scale).rounded(.down)))
        guard firstRow < bitmap.height else { return }
        var backRows: [(Double, Double, Double)] = []
        for row in firstRow..<bitmap.height {
            let sourceY = Double(row) / scale
            let d = sourceY - axis
            guard d >= 0 else { continue }
            let theta = d / radius
            if theta <= .pi / 2 {
                paintRow(sourceY, at: axis + radius * sin(theta), shade: 0.8 + 0.2 * cos(theta), back: false)
            } else if theta <= .pi {
                backRows.append((sourceY, axis + radius * sin(theta), 0.85 + 0.15 * -cos(theta)))
            } else {
                backRows.append((sourceY, axis - (d - .pi * radius), 1))
            }
        }
        for (sourceY, destinationY, shade) in backRows { paintRow(sourceY, at: destinationY, shade: shade, back: true) }
    }

    private func paintFlat(_ bitmap: NativeBitmap, origin: CGPoint, scale: Double, _ pass: RenderPass) {
        cairo_save(pass.cr)
        cairo_translate(pass.cr, Double(origin.x), Double(origin.y))
        cairo_scale(pass.cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(pass.cr, bitmap.surface, 0, 0)
        cairo_paint(pass.cr)
        cairo_restore(pass.cr)
    }
}
