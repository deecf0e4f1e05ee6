import OpenUIKit

/// Compares rendered images with expected ones, pixel by pixel.
public struct ImageComparison: Sendable, CustomStringConvertible {
    /// The largest difference of any channel at any pixel (0–255).
    public let maximumChannelDifference: Int
    /// The share of pixels whose difference exceeds the per-pixel tolerance.
    public let differingFraction: Double
    /// The number of pixels compared.
    public let pixelCount: Int
    /// Whether the images have the same size (nothing else is meaningful otherwise).
    public let sizesMatch: Bool

    /// Compares `actual` with `expected`: a pixel differs when one of its
    /// (premultiplied) channels differs by more than `tolerance`.
    public init(actual: CGImage, expected: CGImage, tolerance: Int = 0) {
        guard actual.width == expected.width, actual.height == expected.height else {
            maximumChannelDifference = 255
            differingFraction = 1
            pixelCount = 0
            sizesMatch = false
            return
        }
        var maximum = 0
        var differing = 0
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let d = ImageComparison.difference(actual.premultipliedRGBA(x: x, y: y), expected.premultipliedRGBA(x: x, y: y))
                maximum = max(maximum, d)
                if d > tolerance { differing += 1 }
            }
        }
        maximumChannelDifference = maximum
        pixelCount = actual.width * actual.height
        differingFraction = Double(differing) / Double(max(pixelCount, 1))
        sizesMatch = true
    }

    /// Whether the images match within both thresholds.
    public func matches(maximumFraction: Double) -> Bool { sizesMatch && differingFraction <= maximumFraction }

    public var description: String {
        sizesMatch
            ? "max channel difference \(maximumChannelDifference), \(String(format: "%.4f", differingFraction * 100))% of \(pixelCount) pixels differ"
            : "image sizes differ"
    }

    static func difference(_ a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8),
                           _ b: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
            abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
    }

    /// An image showing where `actual` and `expected` differ: grey where they agree,
    /// red (brighter for larger differences) where they do not.
    @preconcurrency @MainActor
    public static func diffImage(actual: CGImage, expected: CGImage) -> CGImage? {
        let width = min(actual.width, expected.width), height = min(actual.height, expected.height)
        guard width > 0, height > 0,
              let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)
        else { return nil }
        let pixels = context.data!.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let a = actual.premultipliedRGBA(x: x, y: y), e = expected.premultipliedRGBA(x: x, y: y)
                let d = difference(a, e)
                let p = pixels + y * context.bytesPerRow + x * 4
                if d == 0 {
                    let grey = UInt8((Int(a.red) + Int(a.green) + Int(a.blue)) / 6 + 64)
                    p[0] = grey; p[1] = grey; p[2] = grey
                } else {
                    p[0] = UInt8(min(255, 128 + d)); p[1] = 0; p[2] = 0
                }
                p[3] = 255
            }
        }
        return context.makeImage()
    }
}
