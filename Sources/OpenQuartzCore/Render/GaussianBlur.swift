/// Gaussian blur of an 8-bit alpha plane, approximated by three box blurs
/// (horizontal and vertical each), the usual linear-time method.
enum GaussianBlur {
    /// Blurs `pixels` (`width`×`height`, `stride` bytes per row) in place with standard deviation `sigma` pixels.
    static func blurAlpha(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        blur(pixels, width: width, height: height, stride: stride, channels: 1, sigma: sigma)
    }

    /// Blurs every channel of premultiplied ARGB32 pixels in place.
    static func blurColor(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        blur(pixels, width: width, height: height, stride: stride, channels: 4, sigma: sigma)
    }

    private static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                             channels: Int, sigma: Double) {
        guard sigma > 0.2, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma, count: 3)
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        for box in boxes {
            let radius = (box - 1) / 2
            for channel in 0..<channels {
                for y in 0..<height {
                    boxPass(pixels + y * stride + channel, count: width, step: channels, radius: radius, scratch: &scratch)
                }
                for x in 0..<width {
                    boxPass(pixels + x * channels + channel, count: height, step: stride, radius: radius, scratch: &scratch)
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

    /// One running-sum box blur along a line (pixels outside count as 0).
    private static func boxPass(_ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                                scratch: inout [UInt8]) {
        guard radius > 0 else { return }
        for index in 0..<count { scratch[index] = line[index * step] }
        let width = 2 * radius + 1
        var sum = 0
        for index in 0...min(radius, count - 1) { sum += Int(scratch[index]) }
        for index in 0..<count {
            line[index * step] = UInt8((sum + width / 2) / width)
            let entering = index + radius + 1, leaving = index - radius
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
        }
    }
}
