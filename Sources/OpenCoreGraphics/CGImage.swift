import CCairo

/// An immutable bitmap image with 8-bit premultiplied components.
///
/// Images are stored in the layout they were created with (`bitmapInfo`); the
/// images Segue itself produces use iOS's native layout, premultiplied BGRA
/// (`premultipliedFirst | byteOrder32Little`), which is also Cairo's, so they
/// composite without conversion.
public final class CGImage: @unchecked Sendable, Equatable, Hashable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?
    /// Whether the image is smoothed when scaled.
    public let shouldInterpolate: Bool
    let layout: PixelLayout
    /// The bytes the image was created with; nil for one made from a native bitmap.
    private let createdBytes: Data?
    private let nativeLock = NSLock()
    private nonisolated(unsafe) var nativeCache: NativeBitmap?

    /// Creates an image from pixel bytes, as CoreGraphics does. Segue supports 8
    /// bits per component and 32 bits per pixel; nil for other layouts, or when
    /// the provider holds fewer bytes than `bytesPerRow × height`.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                 decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard width > 0, height > 0, bytesPerRow >= width * 4,
              let layout = PixelLayout(bitmapInfo: bitmapInfo, bitsPerComponent: bitsPerComponent,
                                       bitsPerPixel: bitsPerPixel),
              let data = provider.data, data.count >= bytesPerRow * height else { return nil }
        self.width = width; self.height = height
        self.bitsPerComponent = bitsPerComponent; self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = bytesPerRow; self.bitmapInfo = bitmapInfo
        self.colorSpace = space; self.shouldInterpolate = shouldInterpolate
        self.layout = layout
        createdBytes = data
    }

    /// An image holding native-layout pixels (premultiplied BGRA).
    package convenience init(nativeWidth width: Int, height: Int, bytesPerRow: Int, bytes: Data) {
        self.init(nativeWidth: width, height: height, bytesPerRow: bytesPerRow, createdBytes: bytes, bitmap: nil)
    }

    /// An image of the pixels of `bitmap`, which it takes over: nothing may draw into
    /// the bitmap any more. Its bytes are only copied out when asked for.
    package convenience init(native bitmap: NativeBitmap) {
        self.init(nativeWidth: bitmap.width, height: bitmap.height, bytesPerRow: bitmap.stride, createdBytes: nil,
                  bitmap: bitmap)
    }

    /// A native-layout image, held as bytes or as a bitmap.
    private init(nativeWidth width: Int, height: Int, bytesPerRow: Int, createdBytes: Data?, bitmap: NativeBitmap?) {
        self.width = width; self.height = height
        bitsPerComponent = 8; bitsPerPixel = 32
        self.bytesPerRow = bytesPerRow
        bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
            .union(.byteOrder32Little)
        colorSpace = CGColorSpaceCreateDeviceRGB()
        shouldInterpolate = true
        layout = .native
        self.createdBytes = createdBytes
        nativeCache = bitmap
    }

    /// The pixel bytes in `layout`, `bytesPerRow` apart.
    var bytes: Data {
        if let createdBytes { return createdBytes }
        return native.withPixels { pointer, stride in Data(bytes: pointer, count: stride * height) }
    }

    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// The image's bytes.
    public var dataProvider: CGDataProvider? { CGDataProvider(data: bytes) }

    /// The part of the image inside `rect` (pixels, origin top-left), or nil if
    /// they do not overlap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let r = rect.integral.intersection(bounds)
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let x = Int(r.minX), y = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var out = Data(count: w * 4 * h)
        bytes.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                for row in 0..<h {
                    let from = src.baseAddress!.advanced(by: (y + row) * bytesPerRow + x * 4)
                    dst.baseAddress!.advanced(by: row * w * 4).copyMemory(from: from, byteCount: w * 4)
                }
            }
        }
        let provider = CGDataProvider(data: out)!
        return CGImage(width: w, height: h, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: w * 4,
                       space: colorSpace ?? CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmapInfo,
                       provider: provider, decode: nil, shouldInterpolate: shouldInterpolate,
                       intent: .defaultIntent)
    }

    /// The pixel at (`x`, `y`) (origin top-left) as premultiplied RGBA bytes.
    public func premultipliedRGBA(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        return native.withPixels { pointer, stride in
            let p = pointer.advanced(by: y * stride + x * 4).assumingMemoryBound(to: UInt8.self)
            return (p[2], p[1], p[0], p[3])
        }
    }

    /// The pixels in Cairo's layout (premultiplied native-endian ARGB32),
    /// converted once and kept.
    package var native: NativeBitmap {
        nativeLock.lock()
        defer { nativeLock.unlock() }
        if let cached = nativeCache { return cached }
        let bitmap = NativeBitmap(width: width, height: height)
        bytes.withUnsafeBytes { src in
            bitmap.withMutablePixels { dst, stride in
                PixelLayout.convert(width: width, height: height, from: src.baseAddress!, sourceStride: bytesPerRow,
                                    layout: layout, to: dst, destinationStride: stride, layout: .native)
            }
        }
        nativeCache = bitmap
        return bitmap
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { "<CGImage \(width)×\(height)>" }
}

/// How colours are mapped between colour spaces. Accepted for source
/// compatibility; Segue works in sRGB only.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric
    case relativeColorimetric
    case perceptual
    case saturation
}
