/// An image: a `CGImage` and the scale its pixels are meant for.
public final class UIImage: NSObject, Sendable {
    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale
    }

    /// Decodes PNG data; nil when the data is not a PNG Segue can read.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG data meant for `scale` pixels per point.
    public init?(data: Data, scale: CGFloat) {
        guard let image = CGImage(pngData: data) else { return nil }
        cgImage = image
        self.scale = scale
    }

    /// Reads a PNG file.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The image as PNG data.
    public func pngData() -> Data? { cgImage?.pngData() }

    /// Image orientation (only `.up` is drawn as such; the others are accepted).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public override var description: String { "<UIImage \(size.width)×\(size.height) @\(scale)x>" }
}
