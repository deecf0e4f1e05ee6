import CCairo

/// Pixels in Cairo's ARGB32 layout (premultiplied, native endian), owned by a
/// Cairo image surface. The common currency between images, contexts and the
/// compositor.
package final class NativeBitmap: @unchecked Sendable {
    package let width: Int
    package let height: Int
    /// The Cairo image surface owning the pixels.
    package let surface: OpaquePointer

    /// Cairo's largest image side.
    package static let maximumSide = 32_767

    /// A cleared bitmap; sides are kept within 1…32,767 pixels (Cairo's limits).
    package init(width: Int, height: Int) {
        let width = min(max(width, 1), Self.maximumSide), height = min(max(height, 1), Self.maximumSide)
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    }

    deinit { cairo_surface_destroy(surface) }

    package var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    package func withPixels<R>(_ body: (UnsafeRawPointer, Int) -> R) -> R {
        cairo_surface_flush(surface)
        return body(UnsafeRawPointer(cairo_image_surface_get_data(surface)!), stride)
    }

    package func withMutablePixels<R>(_ body: (UnsafeMutableRawPointer, Int) -> R) -> R {
        cairo_surface_flush(surface)
        let result = body(UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!), stride)
        cairo_surface_mark_dirty(surface)
        return result
    }
}
