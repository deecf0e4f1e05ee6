import CCairo

/// Occlusion culling: pixels that a layer drawn later covers with opaque
/// paint are not drawn before it.
///
/// Before drawing a list of sublayers, the compositor finds what each one
/// covers opaquely (`opaqueCover`): a flattened subtree whose bitmap is opaque
/// and lands pixel for pixel, or an opaque background on axis-aligned bounds
/// (or, for a clear container, the largest such cover among its topmost
/// sublayers). Each sublayer is then drawn clipped to what its later siblings
/// (and the ones of its ancestors) leave visible, and skipped when nothing is.
/// The window's background is painted only where the root leaves pixels
/// uncovered. Whatever is drawn in those pixels would be painted over without
/// showing through, so the frame is the same, and a steady transition frame
/// (one opaque screen sliding over another) copies each pixel about once.
///
/// A backdrop blur reads what has been drawn behind it, so a tree that has
/// one is drawn without culling.
extension Compositor {
    /// A sublayer about to be drawn: its values and its map to the pass's root space.
    struct PlacedLayer {
        let layer: CALayer
        let values: LayerProperties
        let map: Homography
    }

    /// How a layer's drawing is clipped by the occluders above it.
    enum Visibility {
        /// Nothing covers it.
        case whole
        /// Clipped to what is left (the caller restores the Cairo state after drawing).
        case clipped
        /// Covered entirely.
        case hidden
    }

    /// The most covers kept for one list of sublayers (the largest).
    nonisolated static let maximumOccluders = 4
    /// Past this many pieces the visible part is not clipped to (it is drawn whole).
    nonisolated static let maximumVisiblePieces = 24
    /// How many of a clear container's topmost sublayers are looked at for its cover.
    nonisolated static let coverCandidates = 4

    /// Whether a pass drawing `layer`'s tree may cull: no layer in it blurs its backdrop.
    func mayCull(_ layer: CALayer) -> Bool {
        cullsOccludedLayers && !caches.containsBackdrop(layer)
    }

    /// For each of `placed` (in drawing order), the device pixels that the
    /// sublayers after it cover opaquely; nil when none do.
    func occludersAbove(_ placed: [PlacedLayer], _ pass: RenderPass) -> [[DamageRegion.PixelRect]]? {
        guard pass.cullsOccludedLayers, placed.count > 1 else { return nil }
        var result: [[DamageRegion.PixelRect]] = Array(repeating: [], count: placed.count)
        var above: [DamageRegion.PixelRect] = []
        for index in placed.indices.reversed() {
            result[index] = above
            // A sublayer outside the damage covers only pixels that are not redrawn.
            guard !isOutsideDamage(placed[index].layer, pass),
                  let cover = opaqueCover(of: placed[index].layer, placed[index].values, placed[index].map, pass, depth: 0)
            else { continue }
            above.append(cover)
            if above.count > Self.maximumOccluders {
                var smallest = 0
                for candidate in above.indices where above[candidate].area < above[smallest].area { smallest = candidate }
                above.remove(at: smallest)
            }
        }
        return result.contains { !$0.isEmpty } ? result : nil
    }

    /// The device pixels `layer` (drawn under `h` in `pass`) paints opaquely,
    /// whatever was beneath: one rectangle, nil when there is none to tell.
    func opaqueCover(of layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass,
                     depth: Int) -> DamageRegion.PixelRect? {
        guard !p.isHidden, p.opacity >= 1, layer.mask == nil, h.isAffine, activeTransition(of: layer) == nil else {
            return nil
        }
        let toDevice = pass.toDevice(h).affine
        // Axis-aligned and not mirrored (a mirrored layer may be facing away and not drawn).
        guard abs(toDevice.b) < 1e-9, abs(toDevice.c) < 1e-9, toDevice.a > 0, toDevice.d > 0 else { return nil }
        let cacheable = isCacheable(layer)
        if cacheable, let entry = caches.subtrees[ObjectIdentifier(layer)], entry.isCurrent(for: layer),
           let bitmap = entry.bitmap, entry.scale == rasterScale(p, h, pass) {
            // Drawn from its flattened bitmap: a copy when it is opaque and lands pixel for pixel (`paintCached`).
            let full = entry.bitmapToDevice(toDevice)
            guard entry.isOpaque, SubtreeCache.Entry.isPixelForPixel(full) else { return nil }
            return visiblePixels(DamageRegion.PixelRect(x: Int(full.tx.rounded()), y: Int(full.ty.rounded()),
                                                        width: bitmap.width, height: bitmap.height), pass)
        }
        // Drawn directly (or flattened this frame, then copied to the nearest pixel: two pixels spare).
        let margin = cacheable ? 2 : 0
        var best: DamageRegion.PixelRect?
        // Inside a rounded corner's arc: the bounds inset by 0.3 of the radius.
        let inside = p.bounds.insetBy(dx: p.cornerRadius * 0.3, dy: p.cornerRadius * 0.3)
        if let background = p.backgroundColor, background.alpha >= 1 {
            best = innerPixels(of: inside, toDevice, margin: margin)
        }
        if depth == 0 {
            let clip = p.masksToBounds ? innerPixels(of: inside, toDevice, margin: 0) : nil
            if p.masksToBounds && clip == nil { return best.flatMap { visiblePixels($0, pass) } }
            let sublayers = sublayers(of: layer)
            for sublayer in sublayers.suffix(Self.coverCandidates) {
                let sp = values(sublayer)
                let sh = Homography(sublayer.transformToSuperlayer(sp, parent: p)).concatenating(h)
                guard var cover = opaqueCover(of: sublayer, sp, sh, pass, depth: depth + 1) else { continue }
                if let clip {
                    guard clip.intersects(cover) else { continue }
                    cover = cover.intersection(clip)
                }
                if cover.area > best?.area ?? 0 { best = cover }
            }
        }
        return best.flatMap { visiblePixels($0, pass) }
    }

    /// The whole device pixels inside `rect` under the axis-aligned `toDevice`, less `margin` on each side.
    private func innerPixels(of rect: CGRect, _ toDevice: CGAffineTransform, margin: Int) -> DamageRegion.PixelRect? {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return nil }
        let device = rect.applying(toDevice)
        guard device.minX.isFinite, device.maxX.isFinite, device.minY.isFinite, device.maxY.isFinite,
              abs(device.minX) < 1e8, abs(device.maxX) < 1e8, abs(device.minY) < 1e8, abs(device.maxY) < 1e8
        else { return nil }
        let x0 = Int(device.minX.rounded(.up)) + margin, y0 = Int(device.minY.rounded(.up)) + margin
        let x1 = Int(device.maxX.rounded(.down)) - margin, y1 = Int(device.maxY.rounded(.down)) - margin
        guard x1 > x0, y1 > y0 else { return nil }
        return DamageRegion.PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `rect` within the surface the pass draws on; nil when outside it.
    private func visiblePixels(_ rect: DamageRegion.PixelRect, _ pass: RenderPass) -> DamageRegion.PixelRect? {
        let clipped = rect.intersection(pass.surface)
        return clipped.isEmpty ? nil : clipped
    }

    /// The device pixels `layer`'s subtree may draw, when they are known without
    /// walking it: its record in a damage-tracked frame, its flattened bitmap,
    /// or its own drawing when it has no sublayers.
    func deviceBox(of layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass) -> DamageRegion.PixelRect? {
        if pass.tracksDamage, let record = damageState.records[ObjectIdentifier(layer)], record.serial == layer.serial {
            return record.subtreeBox ?? DamageRegion.PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        guard h.isAffine, layer.mask == nil else { return nil }
        let toDevice = pass.toDevice(h)
        var box: CGRect
        if sublayers(of: layer).isEmpty {
            box = drawnBounds(of: layer, p, pixelScale: toDevice.scaleFactor(atX: 0, y: 0))
        } else if let entry = caches.subtrees[ObjectIdentifier(layer)], entry.isCurrent(for: layer),
                  let bitmap = entry.bitmap {
            box = CGRect(x: entry.origin.x, y: entry.origin.y, width: CGFloat(Double(bitmap.width) / entry.scale),
                         height: CGFloat(Double(bitmap.height) / entry.scale))
            if ShadowPainter.isVisible(p) { box = box.union(ShadowPainter.bounds(around: box, p)) }
        } else {
            return nil
        }
        return DamageRegion.PixelRect.touched(by: box.applying(toDevice.affine), within: pass.surface)
            ?? DamageRegion.PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    /// Clips `cr` to what `occluders` leave of its current clip (and of `box`,
    /// what the layer may draw, when known). On `.clipped` the caller draws,
    /// then restores the state saved here.
    func clipToVisible(outside occluders: [DamageRegion.PixelRect], _ cr: OpaquePointer,
                       box: DamageRegion.PixelRect? = nil) -> Visibility {
        guard !occluders.isEmpty else { return .whole }
        var relevant = occluders
        if let box {
            if box.isEmpty { return .whole }
            relevant = []
            for occluder in occluders where occluder.intersects(box) {
                if occluder.contains(box) { return .hidden }
                relevant.append(occluder)
            }
            if relevant.isEmpty { return .whole }
        }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        let area = DamageRegion.PixelRect(x: Int(x1.rounded(.down)), y: Int(y1.rounded(.down)),
                                          width: Int(x2.rounded(.up)) - Int(x1.rounded(.down)),
                                          height: Int(y2.rounded(.up)) - Int(y1.rounded(.down)))
        guard let visible = Self.pieces(of: area, outside: relevant) else {
            cairo_restore(cr)
            return .whole
        }
        if visible.isEmpty {
            cairo_restore(cr)
            return .hidden
        }
        if visible == [area] {
            cairo_restore(cr)
            return .whole
        }
        cairo_new_path(cr)
        for piece in visible {
            cairo_rectangle(cr, Double(piece.x), Double(piece.y), Double(piece.width), Double(piece.height))
        }
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
        return .clipped
    }

    /// The pixels of `area` outside every occluder, as rectangles that do not
    /// overlap; nil when they would be too many to clip to.
    nonisolated static func pieces(of area: DamageRegion.PixelRect,
                                   outside occluders: [DamageRegion.PixelRect]) -> [DamageRegion.PixelRect]? {
        guard !area.isEmpty else { return [] }
        var visible = [area]
        for occluder in occluders {
            var next: [DamageRegion.PixelRect] = []
            for piece in visible { next.append(contentsOf: piece.subtracting(occluder)) }
            guard next.count <= maximumVisiblePieces else { return nil }
            visible = next
        }
        return visible
    }

    /// Paints the frame's background (or clears it), except under `cover`, which the root paints over opaquely.
    func paintBackground(_ background: CGColor?, _ cr: OpaquePointer, under cover: DamageRegion.PixelRect?) {
        let visibility = cover.map { clipToVisible(outside: [$0], cr) } ?? .whole
        if visibility != .hidden {
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            if let background { RoundedRect.setSource(cr, background) } else { cairo_set_source_rgba(cr, 0, 0, 0, 0) }
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if visibility == .clipped { cairo_restore(cr) }
    }
}
