import CCairo

/// Copies an opaque bitmap into the surface a Cairo context draws on, row by
/// row with `memcpy`, inside the context's clip: the pixels Cairo's `SOURCE`
/// operator would give for a bitmap placed pixel for pixel, at the speed of a
/// plain copy (pixman's blit is about a third slower on the screen-sized
/// bitmaps a sliding screen copies every frame).
enum PixelCopy {
    /// Copies `bitmap` with its top-left corner at device pixel (`x`, `y`), inside
    /// the clip. Returns false, having copied nothing, when that is not a plain
    /// copy: a group is pushed, the surface is offset or not 32-bit, or the clip
    /// is not whole-pixel rectangles. The caller has set an identity matrix.
    static func copy(_ bitmap: NativeBitmap, toX x: Int, y: Int, in cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_target(cr), cairo_get_group_target(cr) == target,
              cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        guard offsetX == 0, offsetY == 0, let list = cairo_copy_clip_rectangle_list(cr) else { return false }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return false }
        let clip = UnsafeBufferPointer(start: list.pointee.rectangles, count: Int(list.pointee.num_rectangles))
        guard clip.allSatisfy({ $0.x.rounded() == $0.x && $0.y.rounded() == $0.y
                                && $0.width.rounded() == $0.width && $0.height.rounded() == $0.height }) else { return false }
        let surface = DamageRegion.PixelRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)),
                                             height: Int(cairo_image_surface_get_height(target)))
        let placed = DamageRegion.PixelRect(x: x, y: y, width: bitmap.width, height: bitmap.height).intersection(surface)
        cairo_surface_flush(target)
        let destination = UnsafeMutableRawPointer(cairo_image_surface_get_data(target)!)
        let destinationStride = Int(cairo_image_surface_get_stride(target))
        bitmap.withPixels { source, sourceStride in
            for rectangle in clip {
                let area = DamageRegion.PixelRect(x: Int(rectangle.x), y: Int(rectangle.y), width: Int(rectangle.width),
                                                  height: Int(rectangle.height)).intersection(placed)
                guard !area.isEmpty else { continue }
                for row in area.y..<(area.y + area.height) {
                    destination.advanced(by: row * destinationStride + area.x * 4)
                        .copyMemory(from: source.advanced(by: (row - y) * sourceStride + (area.x - x) * 4), byteCount: area.width * 4)
                }
                cairo_surface_mark_dirty_rectangle(target, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
            }
        }
        return true
    }
}
