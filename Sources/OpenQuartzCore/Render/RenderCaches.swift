import CCairo

/// Rasterized content kept between frames, like Core Animation's backing
/// stores: text per layer (by content version, size and scale), conic
/// gradients, and flattened subtrees (see `SubtreeCache`). Entries are found
/// by layer identity, and each remembers the layer's `serial`: a layer made
/// at the address of one that died is never taken for it.
@MainActor
final class RenderCaches {
    struct TextKey: Equatable {
        let layerSerial: UInt64
        let version: Int
        let size: CGSize
        let scale: Double
        let fontSize: CGFloat
        let color: CGColor?
    }

    struct CachedText {
        let key: TextKey
        let bitmap: NativeBitmap
        let scale: Double
    }

    struct ConicKey: Equatable {
        let layerSerial: UInt64
        let version: Int
        let size: CGSize
        let scale: Double
        let center: CGPoint
        let towards: CGPoint
        let colors: [CGColor]
    }

    private var texts: [ObjectIdentifier: CachedText] = [:]
    private var conics: [ObjectIdentifier: (key: ConicKey, bitmap: NativeBitmap)] = [:]
    private var strokeReaches: [ObjectIdentifier: (path: CGPath, style: StrokeReach.Style, reach: CGFloat)] = [:]
    /// Flattened subtrees by layer.
    var subtrees: [ObjectIdentifier: SubtreeCache.Entry] = [:]
    /// Whether a layer of each subtree blurs its backdrop, by `subtreeVersion`.
    private var backdrops: [ObjectIdentifier: (serial: UInt64, version: UInt64, containsBackdrop: Bool)] = [:]
    /// How many rasterizations happened (tests and benchmarks read it).
    private(set) var rasterizations = 0

    /// The text of `layer` rasterized at (about) `pixelScale`, from the cache when it is current.
    func text(for layer: CATextLayer, properties p: LayerProperties, pixelScale: Double) -> CachedText? {
        guard let string = (layer.string as? String) ?? (layer.string as? NSAttributedString)?.string, !string.isEmpty
        else { return nil }
        // Snap the scale so small changes (an animating zoom) do not re-rasterize every frame.
        let scale = RenderCaches.snapped(pixelScale)
        let key = TextKey(layerSerial: layer.serial, version: layer.contentVersion, size: p.bounds.size, scale: scale, fontSize: p.fontSize,
                          color: p.foregroundColor)
        let id = ObjectIdentifier(layer)
        if let cached = texts[id], cached.key == key { return cached }
        guard let bitmap = TextPainter.rasterize(string, layer: layer, properties: p, scale: scale) else { return nil }
        rasterizations += 1
        let entry = CachedText(key: key, bitmap: bitmap, scale: scale)
        texts[id] = entry
        return entry
    }

    /// A conic gradient of `bounds` size rasterized at `pixelScale`.
    func conicGradient(for layer: CAGradientLayer, stops: [(Double, CGColor)], center: CGPoint, towards: CGPoint,
                       bounds: CGRect, pixelScale: Double) -> NativeBitmap {
        let scale = RenderCaches.snapped(pixelScale)
        let key = ConicKey(layerSerial: layer.serial, version: layer.contentVersion, size: bounds.size, scale: scale, center: center, towards: towards,
                           colors: stops.map(\.1))
        let id = ObjectIdentifier(layer)
        if let cached = conics[id], cached.key == key { return cached.bitmap }
        let width = max(1, Int((Double(bounds.width) * scale).rounded(.up)))
        let height = max(1, Int((Double(bounds.height) * scale).rounded(.up)))
        let bitmap = NativeBitmap(width: width, height: height)
        let startAngle = atan2(Double(towards.y - center.y), Double(towards.x - center.x))
        bitmap.withMutablePixels { pointer, stride in
            for y in 0..<height {
                let row = pointer.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                let py = Double(bounds.minY) + (Double(y) + 0.5) / scale - Double(center.y)
                for x in 0..<width {
                    let px = Double(bounds.minX) + (Double(x) + 0.5) / scale - Double(center.x)
                    var angle = atan2(py, px) - startAngle
                    angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
                    if angle < 0 { angle += 2 * .pi }
                    let c = GradientPainter.color(at: angle / (2 * .pi), stops)
                    let a = UInt32((c.3 * 255).rounded()), r = UInt32((c.0 * 255).rounded())
                    let g = UInt32((c.1 * 255).rounded()), b = UInt32((c.2 * 255).rounded())
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        rasterizations += 1
        conics[id] = (key, bitmap)
        return bitmap
    }

    /// The reach of `layer`'s stroke of `path` (`StrokeReach.reach`), kept while
    /// the path and the style stay the same: a shape that only moves is measured once.
    func strokeReach(of layer: CAShapeLayer, path: CGPath, style: StrokeReach.Style) -> CGFloat {
        let id = ObjectIdentifier(layer)
        if let cached = strokeReaches[id], cached.path === path, cached.style == style { return cached.reach }
        let reach = StrokeReach.reach(of: path, style)
        strokeReaches[id] = (path, style, reach)
        return reach
    }

    /// Whether `layer`'s subtree is big enough to flatten and has no layer that
    /// blurs its backdrop (which must see what is behind it, live).
    func isWorthFlattening(_ layer: CALayer) -> Bool {
        SubtreeCache.isBigEnoughToFlatten(layer) && !containsBackdrop(layer)
    }

    /// Whether a layer of `layer`'s subtree blurs its backdrop; subtrees that
    /// have not changed since are not walked again.
    func containsBackdrop(_ layer: CALayer) -> Bool {
        if layer.backdropBlurRadius > 0 { return true }
        if layer.sublayerStorage.isEmpty { return false }
        let id = ObjectIdentifier(layer)
        if let known = backdrops[id], known.serial == layer.serial, known.version == layer.subtreeVersion {
            return known.containsBackdrop
        }
        var found = false
        for sublayer in layer.sublayerStorage where containsBackdrop(sublayer) {
            found = true
            break
        }
        backdrops[id] = (layer.serial, layer.subtreeVersion, found)
        return found
    }

    /// Drops entries of layers that were not drawn in the last frame (nor kept in `recorded`).
    func prune(keeping drawn: Set<ObjectIdentifier>, and recorded: [ObjectIdentifier: DamageState.Record]) {
        RenderCaches.removeEntries(of: &texts, notIn: drawn, and: recorded)
        RenderCaches.removeEntries(of: &conics, notIn: drawn, and: recorded)
        RenderCaches.removeEntries(of: &strokeReaches, notIn: drawn, and: recorded)
        RenderCaches.removeEntries(of: &subtrees, notIn: drawn, and: recorded)
        RenderCaches.removeEntries(of: &backdrops, notIn: drawn, and: recorded)
    }

    /// Removes the entries whose layer is in neither `drawn` nor `recorded`, in place
    /// (most frames keep them all).
    nonisolated static func removeEntries<Value>(of cache: inout [ObjectIdentifier: Value],
                                                 notIn drawn: Set<ObjectIdentifier>,
                                                 and recorded: [ObjectIdentifier: DamageState.Record]) {
        var stale: [ObjectIdentifier] = []
        for id in cache.keys where !drawn.contains(id) && recorded[id] == nil { stale.append(id) }
        for id in stale { cache.removeValue(forKey: id) }
    }

    /// Rounds a scale up to a quarter step, so cached bitmaps survive tiny scale changes.
    static func snapped(_ scale: Double) -> Double {
        max(0.25, (scale * 4).rounded(.up) / 4)
    }
}
