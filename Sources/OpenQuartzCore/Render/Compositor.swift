import CCairo

/// Draws a layer tree to pixels: the render server of Segue. One compositor
/// serves the headless host, the window and the video exporter.
///
/// Each layer is drawn with the values on screen (the presentation values the
/// frame loop computed, or the model values), in painter's order: shadow,
/// background, contents, sublayers (by `zPosition`, clipped by
/// `masksToBounds`), border; `opacity` below 1 composites the layer as one
/// group, `mask` masks it. A layer whose transform has perspective is flattened
/// offscreen and warped through its homography. Content that does not change
/// (text, conic gradients, a whole subtree that has stopped changing) is
/// rasterized once and reused while it stays the same.
@preconcurrency @MainActor
public final class Compositor {
    /// Which values of each layer are drawn.
    enum Source {
        /// What is on screen: the presentation values of the last frame.
        case presentation
        /// The model values.
        case model
        /// The values and sublayers as last committed (what a transition starts from).
        case committed
    }

    let source: Source
    /// Whether layers are drawn with their presentation values (true) or model values.
    public var usesPresentationValues: Bool { source == .presentation }
    /// Whether unchanging subtrees are flattened and reused across frames.
    public let cachesSubtrees: Bool
    /// Counters, for tests and benchmarks.
    public private(set) var statistics = Statistics()
    /// Whether pixels that opaque layers drawn later cover are left undrawn
    /// (see `opaqueCover`); tests turn it off to compare.
    package var cullsOccludedLayers = true

    /// What the last frames cost.
    public struct Statistics: Sendable {
        public var framesRendered = 0
        public var layersDrawn = 0
        public var subtreeCacheHits = 0
        public var subtreeRasterizations = 0
        /// Shadow silhouettes drawn and blurred (not taken from a cache).
        public var shadowSilhouettesMade = 0
        public var warpedLayers = 0
        /// Subtrees a damage-tracked frame drew flattened where it expected them drawn
        /// directly, or the reverse (their pixels may then be stale; tests keep it at 0).
        public var damageMispredictions = 0
        /// Layers left undrawn because opaque layers drawn after them cover them whole.
        public var occludedLayers = 0
        /// Layers drawn clipped to the part that opaque layers drawn after them leave visible.
        public var partlyOccludedLayers = 0
    }

    let caches = RenderCaches()
    /// The last frame `renderChanges` drew, layer by layer.
    let damageState = DamageState()
    private var shadows: [ObjectIdentifier: ShadowPainter.Cached] = [:]
    /// The silhouettes last made from a `shadowPath`, newest first: a layer
    /// whose path, radius, offset and scale match one takes it without blurring
    /// (every screen a navigation controller pushes casts the same edge shadow).
    private var pathShadows: [ShadowPainter.Cached] = []
    private var drawn: Set<ObjectIdentifier> = []

    public init(usesPresentationValues: Bool = true, cachesSubtrees: Bool = true) {
        source = usesPresentationValues ? .presentation : .model
        self.cachesSubtrees = cachesSubtrees
    }

    init(source: Source) {
        self.source = source
        cachesSubtrees = false
    }

    /// The layer's inside within its bounds (a snapshot), at `scale` pixels per point.
    package func renderInside(_ layer: CALayer, scale: Double) -> CGImage? {
        let p = values(layer)
        let box = p.bounds
        let width = Int((Double(box.width) * scale).rounded()), height = Int((Double(box.height) * scale).rounded())
        guard width > 0, height > 0 else { return nil }
        let bitmap = NativeBitmap(width: width, height: height)
        let cr = cairo_create(bitmap.surface)!
        let base = CGAffineTransform(translationX: -box.minX, y: -box.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        beginFrame()
        drawInside(layer, p, .identity, RenderPass(cr: cr, base: base, cullsOccludedLayers: mayCull(layer)))
        endFrame()
        cairo_destroy(cr)
        return CGImage(native: bitmap)
    }

    /// The layer's inside as it is now, flattened (the new look of a transition).
    func flattenInside(_ layer: CALayer, _ p: LayerProperties, scale: Double) -> (NativeBitmap, CGPoint)? {
        flatten(layer, p, scale: scale)
    }

    /// The layer's inside as last committed, flattened (for `TransitionSnapshot`).
    func flattenCommitted(_ layer: CALayer, scale: Double) -> (NativeBitmap, CGPoint)? {
        flatten(layer, values(layer), scale: scale)
    }

    /// Renders `layer` (placed by its position, bounds and transform, as a window's
    /// root layer is) into a new image of `size` points at `scale` pixels per point.
    public func render(_ layer: CALayer, size: CGSize, scale: CGFloat, background: CGColor? = nil) -> CGImage {
        let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        let bitmap = NativeBitmap(width: width, height: height)
        render(layer, into: bitmap, scale: scale, background: background)
        return CGImage(native: bitmap)
    }

    /// Renders `layer` into `bitmap`, replacing what it held.
    package func render(_ layer: CALayer, into bitmap: NativeBitmap, scale: CGFloat, background: CGColor?) {
        let cr = cairo_create(bitmap.surface)!
        defer { cairo_destroy(cr) }
        let base = CGAffineTransform(scaleX: scale, y: scale)
        let p = values(layer)
        let root = Homography(layer.transformToSuperlayer(p, parent: nil))
        let pass = RenderPass(cr: cr, base: base, cullsOccludedLayers: mayCull(layer))
        paintBackground(background, cr, under: pass.cullsOccludedLayers ? opaqueCover(of: layer, p, root, pass, depth: 0) : nil)
        beginFrame()
        drawLayer(layer, root, pass, values: p)
        endFrame()
        cairo_surface_flush(bitmap.surface)
    }

    /// Draws `layer` in its own coordinate space into `cr`, whose current matrix maps that space to the device.
    func draw(_ layer: CALayer, in cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let base = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        beginFrame()
        drawLayer(layer, .identity, RenderPass(cr: cr, base: base, cullsOccludedLayers: mayCull(layer)))
        endFrame()
        cairo_set_matrix(cr, &m)
    }

    func beginFrame() {
        drawn.removeAll(keepingCapacity: true)
    }

    /// Ends a frame: caches of layers not drawn (nor in `alsoKeeping`) are released.
    func endFrame(alsoKeeping kept: [ObjectIdentifier: DamageState.Record] = [:]) {
        statistics.framesRendered += 1
        caches.prune(keeping: drawn, and: kept)
        RenderCaches.removeEntries(of: &shadows, notIn: drawn, and: kept)
    }

    /// Where drawing goes: a Cairo context, and the affine map from the pass's
    /// root space (what every `Homography` here maps to) to its device pixels.
    struct RenderPass {
        let cr: OpaquePointer
        let base: CGAffineTransform
        /// The pixels being redrawn, when only some are: layers outside them are skipped.
        var damage: DamageRegion?
        /// Whether the frame is damage-tracked (its records say how each subtree is drawn).
        var tracksDamage = false
        /// Whether flattened subtrees are only used as they are, never made or
        /// replaced: a shadow's silhouette must not change how the frame then draws,
        /// and a subtree being flattened holds its sublayers' pixels already (they
        /// get their own bitmaps only when they stay unchanged while it changes).
        var onlyReadsCaches = false
        /// Whether layers are clipped to what the opaque layers drawn after them leave visible.
        var cullsOccludedLayers = false

        /// The device pixels of the surface drawn on.
        var surface: DamageRegion.PixelRect {
            let target = cairo_get_target(cr)
            return DamageRegion.PixelRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
                                          height: Int(cairo_image_surface_get_height(target)))
        }

        /// Sets Cairo's matrix to layer space under `h` (affine).
        func setMatrix(_ h: Homography) {
            var m = CGContext.cairoMatrix(h.affine.concatenating(base))
            cairo_set_matrix(cr, &m)
        }

        /// `h` extended to device pixels.
        func toDevice(_ h: Homography) -> Homography { h.concatenating(Homography(base)) }
    }

    func values(_ layer: CALayer) -> LayerProperties {
        switch source {
        case .presentation: return layer.presentationIsCurrent ? layer.presentationStorage : layer.modelValues
        case .model: return layer.modelValues
        case .committed: return layer.committedValues
        }
    }

    /// The layer's drawn `zPosition`, read in place (no copy of its values).
    private func zPosition(of layer: CALayer) -> CGFloat {
        switch source {
        case .presentation: return layer.valueStorage[layer.presentationIsCurrent ? 1 : 0].zPosition
        case .model: return layer.valueStorage[0].zPosition
        case .committed: return layer.valueStorage[layer.committedKeys & AnimatableKey.zPosition.bit != 0 ? 2 : 0].zPosition
        }
    }

    func sublayers(of layer: CALayer) -> [CALayer] {
        source == .committed ? layer.committedSublayers ?? layer.sublayerStorage : layer.sublayerStorage
    }

    /// The running `CATransition` of a layer and its progress, when drawing what is on screen.
    func activeTransition(of layer: CALayer) -> (AnimationInstance, TransitionSnapshot, Double)? {
        guard source == .presentation else { return nil }
        for instance in layer.animationInstances {
            if let snapshot = instance.transitionSnapshot, let progress = instance.transitionProgress {
                return (instance, snapshot, progress)
            }
        }
        return nil
    }

    // MARK: Layers

    /// Draws `layer` (with values `p`, read when not given) and its subtree;
    /// `h` maps the layer's space to the pass's root space. Device pixels in
    /// `occluders` are painted over opaquely later and left undrawn.
    func drawLayer(_ layer: CALayer, _ h: Homography, _ pass: RenderPass, values given: LayerProperties? = nil,
                   occluders: [DamageRegion.PixelRect] = []) {
        var p = given ?? values(layer)
        guard !p.isHidden, p.opacity > 0, !isOutsideDamage(layer, pass) else { return }
        let id = ObjectIdentifier(layer)
        drawn.insert(id)
        let visibility = clipToVisible(outside: occluders, pass.cr, box: occluders.isEmpty ? nil : deviceBox(of: layer, p, h, pass))
        switch visibility {
        case .hidden:
            statistics.occludedLayers += 1
            return
        case .clipped: statistics.partlyOccludedLayers += 1
        case .whole: break
        }
        defer { if visibility == .clipped { cairo_restore(pass.cr) } }
        statistics.layersDrawn += 1
        guard h.isAffine else {
            drawWarped(layer, p, h, pass)
            return
        }
        let center = (Double(p.bounds.midX), Double(p.bounds.midY))
        if !layer.isDoubleSided && !h.isFrontFacing(atX: center.0, y: center.1) { return }
        let transition = activeTransition(of: layer)
        if p.opacity < 1, transition == nil, drawsOneFill(layer, p), let background = p.backgroundColor {
            // One fill fades by its colour's alpha, without a group (a dimming view's would be screen-sized).
            p.backgroundColor = background.copy(alpha: background.alpha * CGFloat(p.opacity))
            p.opacity = 1
        }
        let grouped = p.opacity < 1
        // The group for the opacity is as big as the clip: clipped to what the
        // layer can draw, it is not a screen-sized surface for a fading label.
        let groupClipped = grouped && transition == nil && clipToDrawing(of: layer, p, h, pass)
        defer { if groupClipped { cairo_restore(pass.cr) } }
        if grouped { cairo_push_group(pass.cr) }
        if let (instance, snapshot, progress) = transition {
            if ShadowPainter.isVisible(p) { drawShadow(of: layer, p, h, pass, cached: nil) }
            drawTransition(layer, p, h, pass, instance: instance, snapshot: snapshot, progress: progress)
            if grouped {
                cairo_pop_group_to_source(pass.cr)
                cairo_paint_with_alpha(pass.cr, Double(p.opacity))
            }
            return
        }
        let cached = cachedInside(of: layer, p, h, pass)
        if pass.tracksDamage, let record = damageState.records[id], record.serial == layer.serial,
           record.drewCached != (cached?.bitmap != nil) {
            statistics.damageMispredictions += 1
        }
        if ShadowPainter.isVisible(p) { drawShadow(of: layer, p, h, pass, cached: cached) }
        if let cached, let bitmap = cached.bitmap {
            paintCached(cached, bitmap, h, pass, allowCopy: !grouped)
        } else {
            drawInside(layer, p, h, pass)
        }
        if grouped {
            cairo_pop_group_to_source(pass.cr)
            cairo_paint_with_alpha(pass.cr, Double(p.opacity))
        }
    }

    /// Whether the layer's background is all it and its subtree draw: no sublayers,
    /// mask, backdrop blur, shadow or other drawing of its own.
    private func drawsOneFill(_ layer: CALayer, _ p: LayerProperties) -> Bool {
        sublayers(of: layer).isEmpty && layer.mask == nil && layer.backdropBlurRadius == 0 && !ShadowPainter.isVisible(p)
            && !(layer is PageCurlLayer) && LayerPainter.paintsOnlyBackground(layer, p)
    }

    /// Saves the state and clips to the device pixels `layer` and its subtree
    /// can draw (`deviceBox`, as occlusion culling uses it); false, with nothing
    /// saved, when they are not known.
    private func clipToDrawing(of layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass) -> Bool {
        guard let box = deviceBox(of: layer, p, h, pass), !box.isEmpty else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pass.cr, &matrix)
        cairo_save(pass.cr)
        cairo_identity_matrix(pass.cr)
        cairo_new_path(pass.cr)
        cairo_rectangle(pass.cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        cairo_clip(pass.cr)
        cairo_set_matrix(pass.cr, &matrix)
        return true
    }

    /// The layer's own drawing and its sublayers: everything a cached subtree holds.
    private func drawInside(_ layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass) {
        if layer.backdropBlurRadius > 0 { blurBackdrop(of: layer, p, h, pass) }
        let masked = layer.mask != nil
        if masked { cairo_push_group(pass.cr) }
        pass.setMatrix(h)
        let painter = LayerPainter(cr: pass.cr, caches: caches, pixelScale: pass.toDevice(h).scaleFactor(atX: 0, y: 0))
        painter.paintBody(of: layer, p)
        if let curl = layer as? PageCurlLayer {
            drawPartialCurl(curl, p, h, pass)
            pass.setMatrix(h)
        }
        if !sublayers(of: layer).isEmpty {
            if p.masksToBounds {
                cairo_save(pass.cr)
                cairo_new_path(pass.cr)
                RoundedRect.add(pass.cr, p.bounds, radius: p.cornerRadius, corners: layer.maskedCorners)
                cairo_clip(pass.cr)
            }
            let ordered = orderedSublayers(of: layer)
            var placed: [PlacedLayer] = []
            placed.reserveCapacity(ordered.count)
            for sublayer in ordered {
                let sp = values(sublayer)
                placed.append(PlacedLayer(layer: sublayer, values: sp,
                                          map: Homography(sublayer.transformToSuperlayer(sp, parent: p)).concatenating(h)))
            }
            let occluders = occludersAbove(placed, pass)
            for index in placed.indices {
                drawLayer(placed[index].layer, placed[index].map, pass, values: placed[index].values,
                          occluders: occluders?[index] ?? [])
            }
            if p.masksToBounds { cairo_restore(pass.cr) }
            pass.setMatrix(h)
        }
        painter.paintBorder(of: layer, p)
        if let mask = layer.mask {
            // Both groups are popped and used under the same matrix, so they line
            // up with each other and with the target (whatever its device scale).
            pass.setMatrix(h)
            let content = cairo_pop_group(pass.cr)
            cairo_push_group(pass.cr)
            let mp = values(mask)
            drawLayer(mask, Homography(mask.transformToSuperlayer(mp, parent: nil)).concatenating(h), pass)
            pass.setMatrix(h)
            let maskPattern = cairo_pop_group(pass.cr)
            cairo_set_source(pass.cr, content)
            cairo_mask(pass.cr, maskPattern)
            cairo_pattern_destroy(content)
            cairo_pattern_destroy(maskPattern)
        }
    }

    /// Sublayers back to front: by `zPosition`, then in order.
    func orderedSublayers(of layer: CALayer) -> [CALayer] {
        let sublayers = sublayers(of: layer)
        guard sublayers.count > 1 else { return sublayers }
        // A loop, not a closure: a closure here is checked for the main actor on every call.
        let first = zPosition(of: sublayers[0])
        var level = true
        for sublayer in sublayers.dropFirst() where zPosition(of: sublayer) != first {
            level = false
            break
        }
        if level { return sublayers }
        var z: [CGFloat] = []
        for sublayer in sublayers { z.append(zPosition(of: sublayer)) }
        return sublayers.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { sublayers[$0] }
    }

    /// The bounding box of what the subtree draws, in the layer's space.
    func contentBounds(of layer: CALayer, _ p: LayerProperties, depth: Int = 0) -> CGRect {
        var box = ownBounds(of: layer, p)
        guard depth < 32 else { return box }
        // Sublayers are clipped to the bounds.
        if p.masksToBounds { return sublayers(of: layer).isEmpty ? box : box.union(p.bounds) }
        for sublayer in sublayers(of: layer) {
            let sp = values(sublayer)
            guard !sp.isHidden else { continue }
            let inner = contentBounds(of: sublayer, sp, depth: depth + 1)
            let h = Homography(sublayer.transformToSuperlayer(sp, parent: p))
            let corners = [(inner.minX, inner.minY), (inner.maxX, inner.minY), (inner.minX, inner.maxY), (inner.maxX, inner.maxY)]
                .compactMap { h.apply(Double($0.0), Double($0.1)) }
            guard corners.count == 4 else { continue }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            box = box.union(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
        }
        return box
    }

    /// What the layer itself draws, in its space: its bounds, a shape's path and
    /// stroke, and contents that overflow the bounds (by their gravity). A shape
    /// layer's bounds count only when it fills or outlines them itself. With the
    /// device pixels per layer unit it is drawn at, a trimmed stroke's corners are
    /// those it is drawn with; without, they may be anywhere along its curves.
    func ownBounds(of layer: CALayer, _ p: LayerProperties, pixelScale: Double? = nil) -> CGRect {
        var box = p.bounds
        if let shape = layer as? CAShapeLayer {
            let paintsBounds = LayerPainter.paintsBackground(p) || LayerPainter.paintsBorder(p) || p.contents != nil
                || layer.backingImage != nil
            if !paintsBounds { box = .null }
            if let path = p.path {
                let pathBox = path.boundingBox
                if let fill = p.fillColor, fill.alpha > 0 { box = box.union(pathBox) }
                if let stroke = p.strokeColor, stroke.alpha > 0, p.lineWidth > 0 {
                    let joins: StrokeReach.Joins = if !ShapePainter.isTrimmed(p) { .elements }
                        else if let pixelScale { .flattened(tolerance: ShapePainter.trimmingTolerance(pixelScale: pixelScale)) }
                        else { .anywhere }
                    let style = StrokeReach.Style(lineJoin: shape.lineJoin, lineCap: shape.lineCap,
                                                  miterLimit: p.miterLimit, joins: joins)
                    let margin = p.lineWidth / 2 * caches.strokeReach(of: shape, path: path, style: style)
                    box = box.union(pathBox.insetBy(dx: -margin, dy: -margin))
                }
            }
        }
        if !p.masksToBounds, let image = p.contents {
            let size = ContentGeometry.pointSize(ofPixels: CGSize(width: image.width, height: image.height),
                                                 contentsRect: p.contentsRect, scale: layer.contentsScale)
            box = box.union(ContentGeometry.rect(for: layer.contentsGravity, imageSize: size, in: p.bounds))
        }
        return box
    }

    // MARK: Flattening

    /// Renders the layer's inside (and, when asked, its shadow) into a new
    /// bitmap at `scale` pixels per layer unit.
    private func flatten(_ layer: CALayer, _ p: LayerProperties, scale: Double, includingShadow: Bool = false,
                         onlyReadingCaches: Bool = false) -> (NativeBitmap, CGPoint)? {
        var box = contentBounds(of: layer, p)
        if includingShadow && ShadowPainter.isVisible(p) { box = box.union(ShadowPainter.bounds(around: box, p)) }
        box = box.integral
        let width = Int((Double(box.width) * scale).rounded(.up)), height = Int((Double(box.height) * scale).rounded(.up))
        guard width > 0, height > 0, width <= 8192, height <= 8192 else { return nil }
        let bitmap = NativeBitmap(width: width, height: height)
        let cr = cairo_create(bitmap.surface)!
        let base = CGAffineTransform(translationX: -box.minX, y: -box.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let pass = RenderPass(cr: cr, base: base, onlyReadsCaches: onlyReadingCaches, cullsOccludedLayers: mayCull(layer))
        if includingShadow && ShadowPainter.isVisible(p) { drawShadow(of: layer, p, .identity, pass, cached: nil) }
        drawInside(layer, p, .identity, pass)
        cairo_destroy(cr)
        cairo_surface_flush(bitmap.surface)
        return (bitmap, box.origin)
    }

    /// Whether the flattened inside of `layer` is kept between frames (once it settles).
    /// The root of damage-tracked frames never is: it does not move, so a flattened
    /// copy would only cost whole redraws when it starts and stops changing.
    func isCacheable(_ layer: CALayer) -> Bool {
        cachesSubtrees && layer.serial != damageState.rootSerial && caches.isWorthFlattening(layer)
    }

    /// Device pixels per layer unit, snapped, at which the layer's inside is flattened and its shadow blurred.
    func rasterScale(_ p: LayerProperties, _ h: Homography, _ pass: RenderPass) -> Double {
        RenderCaches.snapped(pass.toDevice(h).scaleFactor(atX: Double(p.bounds.midX), y: Double(p.bounds.midY)))
    }

    /// The cached flattened inside of `layer`, when caching applies and the subtree has
    /// settled: it was drawn in the frame before and has not changed since. A subtree
    /// seen for the first time, or changed, is drawn directly (a new screen's first
    /// frame, mostly off screen, is not spent flattening all of it).
    private func cachedInside(of layer: CALayer, _ p: LayerProperties, _ h: Homography,
                              _ pass: RenderPass) -> SubtreeCache.Entry? {
        guard isCacheable(layer) else { return nil }
        let id = ObjectIdentifier(layer)
        let scale = rasterScale(p, h, pass)
        if pass.onlyReadsCaches {
            guard let entry = caches.subtrees[id], entry.isCurrent(for: layer), entry.bitmap != nil, entry.scale == scale
            else { return nil }
            return entry
        }
        guard var entry = caches.subtrees[id], entry.isCurrent(for: layer) else {
            caches.subtrees[id] = SubtreeCache.Entry(serial: layer.serial, version: layer.subtreeVersion)
            return nil
        }
        if entry.bitmap == nil || entry.scale != scale {
            guard let (bitmap, origin) = flatten(layer, p, scale: scale, onlyReadingCaches: true) else { return nil }
            entry.bitmap = bitmap
            entry.scale = scale
            entry.origin = origin
            entry.isOpaque = Compositor.fillsOpaquely(layer, p, bitmap, origin: origin, scale: scale) || Compositor.isOpaque(bitmap)
            statistics.subtreeRasterizations += 1
        } else {
            statistics.subtreeCacheHits += 1
        }
        caches.subtrees[id] = entry
        return entry
    }

    /// Paints a flattened subtree under `h`; a bitmap that lands pixel for pixel is copied.
    private func paintCached(_ entry: SubtreeCache.Entry, _ bitmap: NativeBitmap, _ h: Homography, _ pass: RenderPass,
                             allowCopy: Bool) {
        let cr = pass.cr
        let full = entry.bitmapToDevice(pass.toDevice(h).affine)
        cairo_save(cr)
        if SubtreeCache.Entry.isPixelForPixel(full) {
            // A pure translation: snap to whole device pixels and copy or blend without filtering.
            let x = full.tx.rounded(), y = full.ty.rounded()
            cairo_identity_matrix(cr)
            let copied = allowCopy && entry.isOpaque && PixelCopy.copy(bitmap, toX: Int(x), y: Int(y), in: cr)
            if !copied {
                cairo_set_source_surface(cr, bitmap.surface, Double(x), Double(y))
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
                cairo_new_path(cr)
                cairo_rectangle(cr, Double(x), Double(y), Double(bitmap.width), Double(bitmap.height))
                if allowCopy && entry.isOpaque { cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE) }
                cairo_fill(cr)
            }
        } else {
            var matrix = CGContext.cairoMatrix(full)
            cairo_set_matrix(cr, &matrix)
            cairo_set_source_surface(cr, bitmap.surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
            cairo_fill(cr)
        }
        cairo_restore(cr)
    }

    /// Whether `layer`'s flattened inside is opaque without reading it: the layer's own
    /// opaque, square-cornered, unmasked background covers the whole bitmap, pixel for
    /// pixel, and everything else in it is drawn over that (blending keeps it opaque).
    static func fillsOpaquely(_ layer: CALayer, _ p: LayerProperties, _ bitmap: NativeBitmap, origin: CGPoint,
                              scale: Double) -> Bool {
        backgroundCoversBounds(layer, p) && origin == p.bounds.origin
            && Double(bitmap.width) == Double(p.bounds.width) * scale && Double(bitmap.height) == Double(p.bounds.height) * scale
    }

    /// Whether the layer's own background paints its whole bounds opaquely: an
    /// opaque colour, square corners, no mask (the layer's opacity aside).
    static func backgroundCoversBounds(_ layer: CALayer, _ p: LayerProperties) -> Bool {
        (p.backgroundColor?.alpha ?? 0) >= 1 && p.cornerRadius == 0 && layer.mask == nil
    }

    static func isOpaque(_ bitmap: NativeBitmap) -> Bool {
        bitmap.withPixels { pointer, stride in
            for y in 0..<bitmap.height {
                let row = pointer.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                // The row's alphas ANDed without a branch per pixel (the loop vectorizes).
                var alphas: UInt32 = 0xFF00_0000
                for x in 0..<bitmap.width { alphas &= row[x] }
                if alphas & 0xFF00_0000 != 0xFF00_0000 { return false }
            }
            return true
        }
    }

    // MARK: Backdrops

    /// Blurs what has been drawn behind the layer, inside its rounded bounds
    /// (UIKit's visual effect views).
    private func blurBackdrop(of layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass) {
        let device = pass.toDevice(h)
        guard device.isAffine else { return }
        let sigma = Double(layer.backdropBlurRadius) * device.scaleFactor(atX: 0, y: 0)
        let corners = [(p.bounds.minX, p.bounds.minY), (p.bounds.maxX, p.bounds.minY), (p.bounds.minX, p.bounds.maxY),
                       (p.bounds.maxX, p.bounds.maxY)].compactMap { device.apply(Double($0.0), Double($0.1)) }
        // What is behind: the surface the pass started on (groups pushed since hold only this subtree).
        let target = cairo_get_target(pass.cr)!
        cairo_surface_flush(target)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        guard let data = cairo_image_surface_get_data(target), corners.count == 4 else { return }
        let margin = Int((3 * sigma).rounded(.up))
        let x0 = max(0, Int(corners.map(\.x).min()! + offsetX) - margin), y0 = max(0, Int(corners.map(\.y).min()! + offsetY) - margin)
        let x1 = min(surfaceWidth, Int((corners.map(\.x).max()! + offsetX).rounded(.up)) + margin)
        let y1 = min(surfaceHeight, Int((corners.map(\.y).max()! + offsetY).rounded(.up)) + margin)
        guard x1 > x0, y1 > y0 else { return }
        let region = NativeBitmap(width: x1 - x0, height: y1 - y0)
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        region.withMutablePixels { pixels, stride in
            for row in 0..<(y1 - y0) {
                pixels.advanced(by: row * stride).copyMemory(from: data.advanced(by: (y0 + row) * sourceStride + x0 * 4),
                                                             byteCount: (x1 - x0) * 4)
            }
            GaussianBlur.blurColor(pixels.assumingMemoryBound(to: UInt8.self), width: x1 - x0, height: y1 - y0,
                                   stride: stride, sigma: sigma)
        }
        cairo_save(pass.cr)
        pass.setMatrix(h)
        cairo_new_path(pass.cr)
        RoundedRect.add(pass.cr, p.bounds, radius: p.cornerRadius, corners: layer.maskedCorners)
        cairo_clip(pass.cr)
        cairo_identity_matrix(pass.cr)
        cairo_set_source_surface(pass.cr, region.surface, Double(x0) - offsetX, Double(y0) - offsetY)
        cairo_set_operator(pass.cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(pass.cr)
        cairo_restore(pass.cr)
    }

    // MARK: Shadows

    private func drawShadow(of layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass,
                            cached: SubtreeCache.Entry?) {
        let scale = rasterScale(p, h, pass)
        let ownsSilhouette = p.shadowPath == nil
        let key = ShadowPainter.Cached.Key(layerSerial: ownsSilhouette ? layer.serial : 0,
                                           version: ownsSilhouette ? layer.subtreeVersion : 0, path: p.shadowPath,
                                           scale: scale, radius: p.shadowRadius, offset: p.shadowOffset)
        let id = ObjectIdentifier(layer)
        var shadow = shadows[id]
        if shadow?.key != key, p.shadowPath != nil, let shared = pathShadows.first(where: { $0.key == key }) {
            shadow = shared
            shadows[id] = shared
        }
        if shadow?.key != key {
            statistics.shadowSilhouettesMade += 1
            shadow = ShadowPainter.makeSilhouette(key: key, properties: p, contentBounds: contentBounds(of: layer, p)) { cr in
                var m = cairo_matrix_t()
                cairo_get_matrix(cr, &m)
                let base = CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
                if let cached, let bitmap = cached.bitmap {
                    cairo_translate(cr, Double(cached.origin.x), Double(cached.origin.y))
                    cairo_scale(cr, 1 / cached.scale, 1 / cached.scale)
                    cairo_set_source_surface(cr, bitmap.surface, 0, 0)
                    cairo_paint(cr)
                } else {
                    drawInside(layer, p, .identity, RenderPass(cr: cr, base: base, onlyReadsCaches: true))
                }
            }
            shadows[id] = shadow
            if p.shadowPath != nil, let shadow {
                pathShadows.insert(shadow, at: 0)
                if pathShadows.count > 4 { pathShadows.removeLast() }
            }
        }
        guard let shadow else { return }
        var toDevice = pass.toDevice(h).affine
        if let cached, cached.bitmap != nil {
            // The flattened inside is placed on whole device pixels (`paintCached`): the shadow moves
            // with it (and, at whole pixels, its silhouette is not resampled).
            let full = cached.bitmapToDevice(toDevice)
            if SubtreeCache.Entry.isPixelForPixel(full) {
                toDevice = toDevice.concatenating(CGAffineTransform(translationX: full.tx.rounded() - full.tx, y: full.ty.rounded() - full.ty))
            }
        }
        var matrix = CGContext.cairoMatrix(toDevice)
        cairo_set_matrix(pass.cr, &matrix)
        // An opaque, square-cornered, unmasked layer paints its bounds over its shadow.
        let coversBounds = Compositor.backgroundCoversBounds(layer, p) && p.opacity >= 1
        ShadowPainter.paint(shadow, p, covered: coversBounds ? p.bounds : nil, in: pass.cr)
    }

    // MARK: Layer transitions

    /// Draws a layer during a `CATransition`: its old look (the snapshot) and
    /// its new one (drawn live), faded or slid by the transition's progress.
    private func drawTransition(_ layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass,
                                instance: AnimationInstance, snapshot: TransitionSnapshot, progress t: Double) {
        guard case .transition(let transition) = instance.program else { return }
        let size = (Double(p.bounds.width), Double(p.bounds.height))
        // The direction the new content travels in from, as a unit offset.
        let from: (Double, Double)
        switch transition.subtype {
        case .fromRight?: from = (1, 0)
        case .fromTop?: from = (0, -1)
        case .fromBottom?: from = (0, 1)
        default: from = (-1, 0)
        }
        let incoming = Homography.translation(from.0 * size.0 * (1 - t), from.1 * size.1 * (1 - t))
        let outgoing = Homography.translation(-from.0 * size.0 * t, -from.1 * size.1 * t)
        func drawOld(_ offset: Homography, alpha: Double) {
            guard let bitmap = snapshot.bitmap else { return }
            pass.setMatrix(offset.concatenating(h))
            cairo_translate(pass.cr, Double(snapshot.origin.x), Double(snapshot.origin.y))
            cairo_scale(pass.cr, 1 / TransitionSnapshot.scale, 1 / TransitionSnapshot.scale)
            cairo_set_source_surface(pass.cr, bitmap.surface, 0, 0)
            cairo_paint_with_alpha(pass.cr, alpha)
        }
        func drawNew(_ offset: Homography, alpha: Double, adding: Bool = false) {
            if alpha < 1 || adding { cairo_push_group(pass.cr) }
            drawInside(layer, p, offset.concatenating(h), pass)
            if alpha < 1 || adding {
                cairo_pop_group_to_source(pass.cr)
                if adding { cairo_set_operator(pass.cr, CAIRO_OPERATOR_ADD) }
                cairo_paint_with_alpha(pass.cr, alpha)
                cairo_set_operator(pass.cr, CAIRO_OPERATOR_OVER)
            }
        }
        switch transition.type {
        case .flip:
            drawFlip(layer, p, h, pass, snapshot: snapshot, subtype: transition.subtype, progress: t)
        case .pageCurl, .pageUnCurl:
            drawCurl(layer, p, h, pass, snapshot: snapshot, down: transition.type == .pageUnCurl, progress: t)
        case .push:
            drawOld(outgoing, alpha: 1)
            drawNew(incoming, alpha: 1)
        case .moveIn:
            drawOld(.identity, alpha: 1)
            drawNew(incoming, alpha: 1)
        case .reveal:
            drawNew(.identity, alpha: 1)
            drawOld(outgoing, alpha: 1)
        default:
            // A true cross-fade: (1 − t)·old + t·new, composited as one.
            cairo_push_group(pass.cr)
            drawOld(.identity, alpha: 1 - t)
            drawNew(.identity, alpha: t, adding: true)
            cairo_pop_group_to_source(pass.cr)
            cairo_identity_matrix(pass.cr)
            cairo_paint(pass.cr)
        }
    }

    // MARK: Perspective

    /// Draws a layer whose map has perspective: flattened offscreen, then warped.
    private func drawWarped(_ layer: CALayer, _ p: LayerProperties, _ h: Homography, _ pass: RenderPass) {
        let device = pass.toDevice(h)
        let center = (Double(p.bounds.midX), Double(p.bounds.midY))
        if !layer.isDoubleSided && !device.isFrontFacing(atX: center.0, y: center.1) { return }
        let content = contentBounds(of: layer, p)
        guard !content.isNull else { return }
        let contentCorners = [(content.minX, content.minY), (content.maxX, content.minY),
                              (content.minX, content.maxY), (content.maxX, content.maxY)]
        guard contentCorners.allSatisfy({ device.apply(Double($0.0), Double($0.1)) != nil }) else {
            return // partly behind the eye: Core Animation clips it; Segue skips it
        }
        // Resolution: the largest stretch at the corners, so the near edge stays sharp.
        let scale = RenderCaches.snapped(contentCorners.map { device.scaleFactor(atX: Double($0.0), y: Double($0.1)) }.max() ?? 1)
        guard let (bitmap, origin) = flatten(layer, p, scale: scale, includingShadow: true,
                                             onlyReadingCaches: pass.onlyReadsCaches) else { return }
        statistics.warpedLayers += 1
        let box = CGRect(x: origin.x, y: origin.y, width: CGFloat(Double(bitmap.width) / scale),
                         height: CGFloat(Double(bitmap.height) / scale))
        let mapped = [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)]
            .compactMap { device.apply(Double($0.0), Double($0.1)) }
        guard mapped.count == 4 else { return }
        // Device-space area, clipped to what can be seen.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(pass.cr)
        cairo_identity_matrix(pass.cr)
        cairo_clip_extents(pass.cr, &x1, &y1, &x2, &y2)
        let minX = max(x1, mapped.map(\.x).min()!.rounded(.down)), minY = max(y1, mapped.map(\.y).min()!.rounded(.down))
        let maxX = min(x2, mapped.map(\.x).max()!.rounded(.up)), maxY = min(y2, mapped.map(\.y).max()!.rounded(.up))
        let area = (x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
        let sourceToDevice = Homography.scale(1 / scale, 1 / scale)
            .concatenating(.translation(Double(origin.x), Double(origin.y)))
            .concatenating(device)
        paintWarped(bitmap, sourceToDevice: sourceToDevice, area: area, opacity: Double(p.opacity), pass)
        cairo_restore(pass.cr)
    }

    /// Paints `bitmap` through a perspective map into `area` (device pixels),
    /// clipped to its projected outline. The caller has set an identity matrix.
    private func paintWarped(_ bitmap: NativeBitmap, sourceToDevice: Homography,
                             area: (x: Int, y: Int, width: Int, height: Int), opacity: Double, _ pass: RenderPass) {
        if let warped = ProjectiveWarp.warp(bitmap, sourceToDevice: sourceToDevice, within: area) {
            // Clip to the projected quad: crisp, antialiased edges and nothing outside it.
            let quad = [(0.0, 0.0), (Double(bitmap.width), 0.0), (Double(bitmap.width), Double(bitmap.height)),
                        (0.0, Double(bitmap.height))].compactMap { sourceToDevice.apply($0.0, $0.1) }
            if quad.count == 4 {
                cairo_new_path(pass.cr)
                cairo_move_to(pass.cr, quad[0].x, quad[0].y)
                for corner in quad.dropFirst() { cairo_line_to(pass.cr, corner.x, corner.y) }
                cairo_close_path(pass.cr)
                cairo_clip(pass.cr)
            }
            cairo_set_source_surface(pass.cr, warped.surface, Double(area.x), Double(area.y))
            cairo_paint_with_alpha(pass.cr, opacity)
        }
    }

    /// Paints a layer-space bitmap (top-left at `origin`, `scale` pixels per unit)
    /// turned by the 3-D `transform` (about the layer's centre, with perspective).
    func paintTurned(_ bitmap: NativeBitmap, origin: CGPoint, scale: Double, transform: CATransform3D,
                     _ h: Homography, _ pass: RenderPass) {
        let sourceToDevice = Homography.scale(1 / scale, 1 / scale)
            .concatenating(.translation(Double(origin.x), Double(origin.y)))
            .concatenating(Homography(transform))
            .concatenating(pass.toDevice(h))
        let corners = [(0.0, 0.0), (Double(bitmap.width), 0.0), (0.0, Double(bitmap.height)),
                       (Double(bitmap.width), Double(bitmap.height))].compactMap { sourceToDevice.apply($0.0, $0.1) }
        guard corners.count == 4 else { return }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_save(pass.cr)
        cairo_identity_matrix(pass.cr)
        cairo_clip_extents(pass.cr, &x1, &y1, &x2, &y2)
        let minX = max(x1, corners.map(\.x).min()!.rounded(.down)), minY = max(y1, corners.map(\.y).min()!.rounded(.down))
        let maxX = min(x2, corners.map(\.x).max()!.rounded(.up)), maxY = min(y2, corners.map(\.y).max()!.rounded(.up))
        if maxX > minX, maxY > minY {
            paintWarped(bitmap, sourceToDevice: sourceToDevice,
                        area: (Int(minX), Int(minY), Int(maxX - minX), Int(maxY - minY)), opacity: 1, pass)
        }
        cairo_restore(pass.cr)
    }
}
