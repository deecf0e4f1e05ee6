/// Where the alpha channel is and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// The layout of a bitmap's pixels: alpha info in the low bits, byte order above.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Builds bitmap info from an alpha setting (as `CGBitmapInfo(alphaInfo:)` does on Apple's platforms).
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha part of the layout.
    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & 0x1F) }
}

/// The byte positions of the four channels inside a 32-bit pixel: the layouts
/// Segue reads and writes (8 bits per component, 32 bits per pixel).
struct PixelLayout: Equatable, Sendable {
    var red: Int
    var green: Int
    var blue: Int
    /// nil when the fourth byte is skipped (opaque image).
    var alpha: Int?
    var isPremultiplied: Bool

    /// Cairo's ARGB32 on a little-endian machine: B, G, R, A in memory, premultiplied.
    static let native = PixelLayout(red: 2, green: 1, blue: 0, alpha: 3, isPremultiplied: true)

    /// The layout described by `bitmapInfo`, or nil if Segue does not support it.
    init?(bitmapInfo: CGBitmapInfo, bitsPerComponent: Int, bitsPerPixel: Int) {
        guard bitsPerComponent == 8, bitsPerPixel == 32, !bitmapInfo.contains(.floatComponents),
              let alphaInfo = bitmapInfo.alphaInfo else { return nil }
        // Channel order as a 32-bit big-endian word: "first" puts alpha in the high byte.
        let alphaFirst: Bool
        let hasAlpha: Bool
        switch alphaInfo {
        case .premultipliedFirst, .first: alphaFirst = true; hasAlpha = true
        case .premultipliedLast, .last: alphaFirst = false; hasAlpha = true
        case .noneSkipFirst: alphaFirst = true; hasAlpha = false
        case .noneSkipLast: alphaFirst = false; hasAlpha = false
        case .none, .alphaOnly: return nil
        }
        // Word positions, most significant first: ARGB or RGBA.
        // Index inside the word of R, G, B, A.
        let wordOrder = alphaFirst ? [1, 2, 3, 0] : [0, 1, 2, 3]
        let byteOrder = bitmapInfo.intersection(.byteOrderMask)
        let littleEndian: Bool
        switch byteOrder {
        case .byteOrder32Little: littleEndian = true
        case .byteOrderDefault, .byteOrder32Big: littleEndian = false
        default: return nil
        }
        func byte(_ wordIndex: Int) -> Int { littleEndian ? 3 - wordIndex : wordIndex }
        self.init(red: byte(wordOrder[0]), green: byte(wordOrder[1]), blue: byte(wordOrder[2]),
                  alpha: hasAlpha ? byte(wordOrder[3]) : nil,
                  isPremultiplied: alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast)
    }

    init(red: Int, green: Int, blue: Int, alpha: Int?, isPremultiplied: Bool) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        self.isPremultiplied = isPremultiplied
    }

    /// Copies `height` rows of `width` pixels from `source` in layout `from` to
    /// `destination` in layout `to`, converting premultiplication as needed.
    static func convert(width: Int, height: Int,
                        from source: UnsafeRawPointer, sourceStride: Int, layout from: PixelLayout,
                        to destination: UnsafeMutableRawPointer, destinationStride: Int, layout to: PixelLayout) {
        for row in 0..<height {
            let src = source.advanced(by: row * sourceStride).assumingMemoryBound(to: UInt8.self)
            let dst = destination.advanced(by: row * destinationStride).assumingMemoryBound(to: UInt8.self)
            if from == to {
                dst.update(from: src, count: width * 4)
                continue
            }
            for x in 0..<width {
                let s = src + x * 4, d = dst + x * 4
                var r = Int(s[from.red]), g = Int(s[from.green]), b = Int(s[from.blue])
                let a = from.alpha.map { Int(s[$0]) } ?? 255
                if !from.isPremultiplied && from.alpha != nil && to.isPremultiplied {
                    r = (r * a + 127) / 255; g = (g * a + 127) / 255; b = (b * a + 127) / 255
                } else if from.isPremultiplied && !to.isPremultiplied && to.alpha != nil {
                    if a == 0 { r = 0; g = 0; b = 0 } else {
                        r = min(255, (r * 255 + a / 2) / a); g = min(255, (g * 255 + a / 2) / a)
                        b = min(255, (b * 255 + a / 2) / a)
                    }
                }
                d[to.red] = UInt8(r); d[to.green] = UInt8(g); d[to.blue] = UInt8(b)
                if let alpha = to.alpha { d[alpha] = UInt8(a) } else {
                    d[6 - to.red - to.green - to.blue] = 255
                }
            }
        }
    }
}
