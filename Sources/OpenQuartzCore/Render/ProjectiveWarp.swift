import CCairo
import CPixman

/// Draws a bitmap through a perspective (non-affine) map with bilinear
/// filtering, using pixman's projective transforms (Cairo itself only does
/// affine ones).
enum ProjectiveWarp {
    /// Renders `source` mapped by `sourceToDevice` (source pixels → device
    /// pixels) into a new bitmap covering the device-space `area`; returns it
    /// with its origin, ready to be painted at that offset.
    static func warp(_ source: NativeBitmap, sourceToDevice: Homography,
                     within area: (x: Int, y: Int, width: Int, height: Int)) -> NativeBitmap? {
        guard area.width > 0, area.height > 0, let inverse = sourceToDevice.inverse else { return nil }
        let deviceToSource = Homography.translation(Double(area.x), Double(area.y)).concatenating(inverse)
        let target = NativeBitmap(width: area.width, height: area.height)
        source.withPixels { sourcePixels, sourceStride in
            target.withMutablePixels { targetPixels, targetStride in
                guard let src = pixman_image_create_bits(
                        PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                        UnsafeMutablePointer(mutating: sourcePixels.assumingMemoryBound(to: UInt32.self)), Int32(sourceStride)),
                      let dst = pixman_image_create_bits(
                        PIXMAN_a8r8g8b8, Int32(area.width), Int32(area.height),
                        targetPixels.assumingMemoryBound(to: UInt32.self), Int32(targetStride))
                else { return }
                defer { pixman_image_unref(src); pixman_image_unref(dst) }
                // pixman maps destination pixel centres to source coordinates; its matrices act on column vectors.
                let h = deviceToSource
                var transform = pixman_transform_t()
                func fixed(_ v: Double) -> pixman_fixed_t { pixman_fixed_t((v * 65536).rounded()) }
                let norm = max(abs(h.m33), 1e-12)
                let values = [[h.m11, h.m21, h.m31], [h.m12, h.m22, h.m32], [h.m13, h.m23, h.m33]].map { $0.map { $0 / norm } }
                withUnsafeMutableBytes(of: &transform.matrix) { raw in
                    let cells = raw.bindMemory(to: pixman_fixed_t.self)
                    for row in 0..<3 { for column in 0..<3 { cells[row * 3 + column] = fixed(values[row][column]) } }
                }
                pixman_image_set_transform(src, &transform)
                pixman_image_set_filter(src, PIXMAN_FILTER_BILINEAR, nil, 0)
                pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE)
                pixman_image_composite32(PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(area.width), Int32(area.height))
            }
        }
        return target
    }
}
