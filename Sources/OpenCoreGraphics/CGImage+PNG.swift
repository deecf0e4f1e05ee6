import CCairo

/// Reading and writing PNG, through Cairo's PNG support.
extension CGImage {
    /// Decodes a PNG image, as `CGImage(pngDataProviderSource:…)` does on Apple's platforms.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let data = source.data, let decoded = PNGCodec.decode(data) else { return nil }
        self.init(nativeWidth: decoded.width, height: decoded.height, bytesPerRow: decoded.bytesPerRow, bytes: decoded.pixels)
    }

    /// Decodes PNG data (a Segue convenience; on Apple's platforms use ImageIO or `UIImage`).
    public convenience init?(pngData data: Data) {
        guard let provider = CGDataProvider(data: data) else { return nil }
        self.init(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }

    /// The image encoded as PNG (a Segue convenience; on Apple's platforms use ImageIO or `UIImage.pngData()`).
    public func pngData() -> Data? {
        native.withPixels { _, _ in () }
        return PNGCodec.encode(native.surface)
    }

    /// Writes the image to a PNG file.
    public func writePNG(to url: URL) throws {
        guard let data = pngData() else { throw CocoaError(.fileWriteUnknown) }
        try data.write(to: url)
    }
}

/// Cairo's PNG stream functions, fed from and into `Data`.
enum PNGCodec {
    private final class ReadState {
        let data: Data
        var offset = 0
        init(_ data: Data) { self.data = data }
    }

    private final class WriteState {
        var data = Data()
    }

    static func decode(_ data: Data) -> (width: Int, height: Int, bytesPerRow: Int, pixels: Data)? {
        let state = ReadState(data)
        let context = Unmanaged.passRetained(state).toOpaque()
        defer { Unmanaged<ReadState>.fromOpaque(context).release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            let state = Unmanaged<ReadState>.fromOpaque(closure!).takeUnretainedValue()
            let count = Int(length)
            guard state.offset + count <= state.data.count, let buffer else { return CAIRO_STATUS_READ_ERROR }
            state.data.withUnsafeBytes { bytes in
                buffer.update(from: bytes.baseAddress!.advanced(by: state.offset).assumingMemoryBound(to: UInt8.self),
                              count: count)
            }
            state.offset += count
            return CAIRO_STATUS_SUCCESS
        }, context)
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        // Normalise to ARGB32 (PNGs without alpha decode as RGB24, with an undefined fourth byte).
        let bitmap = NativeBitmap(width: width, height: height)
        let cr = cairo_create(bitmap.surface)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return bitmap.withPixels { pointer, stride in
            (width, height, stride, Data(bytes: pointer, count: stride * height))
        }
    }

    static func encode(_ surface: OpaquePointer) -> Data? {
        let state = WriteState()
        let context = Unmanaged.passRetained(state).toOpaque()
        defer { Unmanaged<WriteState>.fromOpaque(context).release() }
        let status = cairo_surface_write_to_png_stream(surface, { closure, buffer, length in
            let state = Unmanaged<WriteState>.fromOpaque(closure!).takeUnretainedValue()
            if let buffer { state.data.append(buffer, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }, context)
        return status == CAIRO_STATUS_SUCCESS ? state.data : nil
    }
}
