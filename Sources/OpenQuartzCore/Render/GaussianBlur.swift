/// Gaussian blur of an 8-bit alpha plane, approximated by three box blurs
/// (horizontal and vertical each), the usual linear-time method.
enum GaussianBlur {
    /// Blurs `pixels` (`width`×`height`, `stride` bytes per row) in place with standard deviation `sigma` pixels.
    static func blurAlpha(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        blur(pixels, width: width, height: height, stride: stride, channels: 1, sigma: sigma)
    }

    /// Blurs every channel of premultiplied ARGB32 pixels in place.
    /// Pixels beyond the edges repeat the edge pixels (a backdrop does not fade out at its border).
    static func blurColor(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        blur(pixels, width: width, height: height, stride: stride, channels: 4, sigma: sigma, clampsEdges: true)
    }

    private static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                             channels: Int, sigma: Double, clampsEdges: Bool = false) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma, count: 3)
        let longest = max(width, height) + 2 * ((boxes.max() ?? 1) / 2) + 1
        let padded = UnsafeMutablePointer<Int32>.allocate(capacity: longest)
        defer { padded.deallocate() }
        for box in boxes {
            let radius = (box - 1) / 2
            for channel in 0..<channels {
                for y in 0..<height {
                    boxPass(pixels + y * stride + channel, count: width, step: channels, radius: radius,
                            clampsEdges: clampsEdges, padded: padded)
                }
                for x in 0..<width {
                    boxPass(pixels + x * channels + channel, count: height, step: stride, radius: radius,
                            clampsEdges: clampsEdges, padded: padded)
                }
            }
        }
    }

    /// Odd box widths whose successive application approximates a Gaussian of `sigma`.
    static func boxSizes(sigma: Double, count: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(count) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let m = ((12 * sigma * sigma - Double(count * lower * lower) - Double(4 * count * lower) - Double(3 * count))
            / Double(-4 * lower - 4)).rounded()
        return (0..<count).map { $0 < Int(m) ? max(1, lower) : upper }
    }

    /// One running-sum box blur along a line (pixels outside count as 0, or as
    /// the nearest edge pixel when `clampsEdges`). The line is copied into
    /// `padded` with `radius` outside pixels at each end (room for
    /// `count + 2 * radius + 1`), so the running sum needs no bounds checks.
    private static func boxPass(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                clampsEdges: Bool, padded: UnsafeMutablePointer<Int32>) {
        guard radius > 0 else { return }
        let width = 2 * radius + 1
        let before = clampsEdges ? Int32(line[0]) : 0, after = clampsEdges ? Int32(line[(count - 1) * step]) : 0
        for index in 0..<radius { padded[index] = before }
        for index in 0..<count { padded[radius + index] = Int32(line[index * step]) }
        for index in (radius + count)...(count + 2 * radius) { padded[index] = after }
        var sum: Int32 = 0
        for index in 0..<width { sum &+= padded[index] }
        let half = Int32(width / 2), divisor = Int32(width)
        for index in 0..<count {
            line[index * step] = UInt8(truncatingIfNeeded: (sum &+ half) / divisor)
            sum &+= padded[index + width] &- padded[index]
        }
    }
}
