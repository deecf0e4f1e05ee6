/// A layer's inside — background, content, sublayers, border, mask —
/// flattened into one bitmap once it has stopped changing, then only moved,
/// faded or warped: a steady transition frame becomes a few blits.
enum SubtreeCache {
    struct Entry {
        /// The layer's `serial` (its address may be reused by a later layer).
        let serial: UInt64
        /// `subtreeVersion` of the layer when last seen.
        var version: UInt64
        var bitmap: NativeBitmap?
        /// Bitmap pixels per layer unit.
        var scale = 1.0
        /// The layer-space point at the bitmap's top-left corner.
        var origin = CGPoint.zero
        /// Whether every pixel is opaque (then it can be copied instead of blended).
        var isOpaque = false
        /// The blurred shadow silhouette, with what it was made from.
        var shadow: ShadowPainter.Cached?

        /// Whether the entry is `layer`'s and its subtree has not changed since.
        @MainActor
        func isCurrent(for layer: CALayer) -> Bool { serial == layer.serial && version == layer.subtreeVersion }

        /// The map from the bitmap's pixels to device pixels, given the layer's map to them.
        func bitmapToDevice(_ layerToDevice: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
                .concatenating(CGAffineTransform(translationX: origin.x, y: origin.y))
                .concatenating(layerToDevice)
        }

        /// Whether `bitmapToDevice` only translates: the bitmap is then copied pixel for
        /// pixel, at its translation rounded to whole pixels.
        static func isPixelForPixel(_ bitmapToDevice: CGAffineTransform) -> Bool {
            abs(bitmapToDevice.a - 1) < 1e-6 && abs(bitmapToDevice.d - 1) < 1e-6
                && abs(bitmapToDevice.b) < 1e-9 && abs(bitmapToDevice.c) < 1e-9
        }
    }

    /// Layers with fewer layers than this in their subtree are cheaper to draw than to cache.
    static let minimumLayerCount = 3

    /// Whether `layer` has sublayers and at least `minimumLayerCount` layers in its subtree.
    @MainActor
    static func isBigEnoughToFlatten(_ layer: CALayer) -> Bool {
        !layer.sublayerStorage.isEmpty && layerCount(layer, limit: minimumLayerCount) >= minimumLayerCount
    }

    /// How many layers `layer`'s subtree holds (itself included), stopping at `limit`.
    @MainActor
    private static func layerCount(_ layer: CALayer, limit: Int) -> Int {
        var count = 1
        for sublayer in layer.sublayerStorage {
            count += layerCount(sublayer, limit: limit - count)
            if count >= limit { return count }
        }
        return count
    }
}
