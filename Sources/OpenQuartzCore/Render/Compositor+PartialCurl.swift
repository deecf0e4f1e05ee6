import CCairo
import Foundation

/// The partial curl's page (`PageCurlLayer`): the bottom-right corner curled
/// up around a diagonal cylinder (`PageCurlGeometry`).
extension Compositor {
    /// The paper of the page's back, before shading.
    static let paperWhite = 0.96
    /// How much of the print shows through the paper.
    static let printThrough = 0.15
    /// How far the soft shadow under the curl reaches beyond it, in points.
    static let curlShadowReach = 18.0
    /// The shadow's darkness where the curl meets the page beneath.
    static let curlShadowOpacity = 0.4

    /// Draws the page: the part before the axis flat, in one go; the curled part
    /// strip by strip (strips parallel to the fold) into an offscreen turned so
    /// that the fold is horizontal, with its shadow, then turned back.
    /// The current matrix maps the layer's space to the device.
    func drawPartialCurl(_ layer: PageCurlLayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass) {
        guard let image = layer.page else { return }
        let bitmap = image.native
        defer { withExtendedLifetime(bitmap) {} }
        let box = p.bounds
        let curl = PageCurlGeometry(size: box.size, progress: Double(p.curlProgress))
        let pageScale = Double(image.width) / max(Double(box.width), 0.001)
        let cr = pass.cr
        pass.setMatrix(h)
        cairo_translate(cr, Double(box.minX), Double(box.minY))
        // The page itself, in the page's space (points from its top-left corner).
        let pagePattern = cairo_pattern_create_for_surface(bitmap.surface)!
        defer { cairo_pattern_destroy(pagePattern) }
        var pixels = cairo_matrix_t()
        cairo_matrix_init_scale(&pixels, pageScale, pageScale)
        cairo_pattern_set_matrix(pagePattern, &pixels)
        func setPage(_ cr: OpaquePointer) { cairo_set_source(cr, pagePattern) }
        let corners = [(0.0, 0.0), (curl.width, 0), (0, curl.height), (curl.width, curl.height)]
        // The flat part: the page where v < axis.
        // It reaches a little under the curl, whose first strips are the same page: no seam along the fold.
        let scale = min(max(pass.toDevice(h).scaleFactor(atX: 0, y: 0), 1), 4)
        let flatLimit = curl.isCurled ? curl.axis + 1.5 / scale : .infinity
        let flat = Self.clip(corners: [corners[0], corners[1], corners[3], corners[2]], below: flatLimit, curl)
        if flat.count >= 3 {
            cairo_save(cr)
            cairo_new_path(cr)
            cairo_move_to(cr, flat[0].0, flat[0].1)
            for point in flat.dropFirst() { cairo_line_to(cr, point.0, point.1) }
            cairo_close_path(cr)
            cairo_clip(cr)
            setPage(cr)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        guard curl.isCurled else { return }
        // The curl's offscreen, in (u, v) turned by the fold angle: u along the fold, v across it.
        let us = corners.map { curl.u($0.0, $0.1) }
        let uMin = us.min()!, uMax = us.max()!
        let top = curl.axis, bottom = min(curl.outerEdge + Self.curlShadowReach, curl.corner + Self.curlShadowReach)
        let offWidth = Int(((uMax - uMin) * scale).rounded(.up)), offHeight = Int(((bottom - top) * scale).rounded(.up))
        guard offWidth > 0, offHeight > 0, offWidth <= 8192, offHeight <= 8192 else { return }
        let off = NativeBitmap(width: offWidth, height: offHeight)
        let oc = cairo_create(off.surface)!
        cairo_scale(oc, scale, scale)
        cairo_translate(oc, -uMin, -top)
        // In `oc`, the page's space turned: rotate(α) maps (x, y) to (u, v).
        func pageOutline(_ cr: OpaquePointer) {
            cairo_rectangle(cr, 0, 0, curl.width, curl.height)
        }
        // The soft shadow under the curl, on what lies beneath (inside the page's outline).
        cairo_save(oc)
        cairo_rotate(oc, PageCurlGeometry.foldAngle)
        cairo_new_path(oc)
        pageOutline(oc)
        cairo_restore(oc)
        cairo_save(oc)
        cairo_clip(oc)
        let shadowStart = curl.outerEdge - min(curl.radius * 0.5, Self.curlShadowReach)
        let gradient = cairo_pattern_create_linear(0, shadowStart, 0, curl.outerEdge + Self.curlShadowReach)!
        cairo_pattern_add_color_stop_rgba(gradient, 0, 0, 0, 0, Self.curlShadowOpacity)
        cairo_pattern_add_color_stop_rgba(gradient, 0.45, 0, 0, 0, Self.curlShadowOpacity * 0.45)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0, 0, 0)
        cairo_set_source(oc, gradient)
        cairo_paint(oc)
        cairo_pattern_destroy(gradient)
        cairo_restore(oc)
        // The curl, one device row of the offscreen at a time (rows parallel to the fold): each
        // shows the page's front where it bends up (θ ≤ π/2), shaded as it turns away, and over
        // it the back where the page comes over the top (θ = π − that), paper with the print
        // faint and mirrored across the fold, lit as the cylinder turns towards the viewer.
        let step = 1 / scale
        func paintRow(_ row: Double, from sourceV: Double, shade: Double, back: Bool) {
            cairo_save(oc)
            cairo_new_path(oc)
            // Whole device rows: strips that overlapped with partial coverage would band the shading.
            cairo_rectangle(oc, uMin, top + row * step, uMax - uMin, step)
            cairo_clip(oc)
            cairo_translate(oc, 0, top + (row + 0.5) * step - sourceV)
            cairo_rotate(oc, PageCurlGeometry.foldAngle)
            if back {
                cairo_new_path(oc)
                pageOutline(oc)
                let paper = Self.paperWhite * shade
                cairo_set_source_rgba(oc, paper, paper, paper, 1)
                cairo_fill(oc)
                setPage(oc)
                cairo_paint_with_alpha(oc, Self.printThrough)
            } else {
                setPage(oc)
                cairo_paint(oc)
                if shade < 1 {
                    cairo_new_path(oc)
                    pageOutline(oc)
                    cairo_set_source_rgba(oc, 0, 0, 0, 1 - shade)
                    cairo_fill(oc)
                }
            }
            cairo_restore(oc)
        }
        let rows = Int((curl.radius * scale).rounded(.up))
        for row in 0..<rows {
            let destination = top + (Double(row) + 0.5) * step
            let front = asin(min(1, (destination - curl.axis) / curl.radius))
            let frontSource = curl.axis + curl.radius * front
            if frontSource < curl.corner {
                paintRow(Double(row), from: frontSource, shade: 0.72 + 0.28 * cos(front), back: false)
            }
            let back = Double.pi - front
            let backSource = curl.axis + curl.radius * back
            if backSource < curl.corner + step {
                paintRow(Double(row), from: backSource, shade: 0.82 + 0.18 * -cos(back), back: true)
            }
        }
        cairo_destroy(oc)
        cairo_surface_flush(off.surface)
        // Turned back onto the page.
        cairo_save(cr)
        cairo_rotate(cr, -PageCurlGeometry.foldAngle)
        cairo_translate(cr, uMin, top)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_set_source_surface(cr, off.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        withExtendedLifetime(off) {}
    }

    /// The polygon `corners` cut to where v < `limit`.
    private static func clip(corners: [(Double, Double)], below limit: Double, _ curl: PageCurlGeometry) -> [(Double, Double)] {
        var result: [(Double, Double)] = []
        for index in corners.indices {
            let a = corners[index], b = corners[(index + 1) % corners.count]
            let va = curl.v(a.0, a.1) - limit, vb = curl.v(b.0, b.1) - limit
            if va < 0 { result.append(a) }
            if (va < 0) != (vb < 0) {
                let t = va / (va - vb)
                result.append((a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1)))
            }
        }
        return result
    }
}
