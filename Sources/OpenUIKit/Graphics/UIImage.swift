/// An image: a `CGImage` and the scale its pixels are meant for, or one of
/// Segue's symbol glyphs (`init(systemName:)`, see UIImage+Symbols.swift).
public final class UIImage: NSObject, Sendable {
    /// The bitmap (for a symbol: the glyph drawn in its tint colour, or black).
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// How a view draws the image: in its own colours or as a template in the tint colour.
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave the image.
    let assignedTint: UIColor?
    /// The symbol the image draws, for symbol images.
    let symbol: SymbolImageDescription?

    /// The size in points.
    public var size: CGSize {
        if let symbol { return symbol.metrics.size }
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    public init(cgImage: CGImage) {
        self.cgImage = cgImage
        scale = 1
        renderingMode = .automatic
        assignedTint = nil
        symbol = nil
    }

    public init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.cgImage = cgImage
        self.scale = scale
        renderingMode = .automatic
        assignedTint = nil
        symbol = nil
    }

    /// An image with every part given (symbols, rendering modes, tints).
    init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, tint: UIColor?, symbol: SymbolImageDescription?) {
        self.cgImage = cgImage
        self.scale = scale
        self.renderingMode = renderingMode
        assignedTint = tint
        self.symbol = symbol
    }

    /// How an image is drawn by views.
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The image with another rendering mode.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        if let symbol {
            return UIImage(symbol: symbol, renderingMode: renderingMode, tint: assignedTint)
        }
        return UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode, tint: assignedTint, symbol: nil)
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
        renderingMode = .automatic
        assignedTint = nil
        symbol = nil
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
