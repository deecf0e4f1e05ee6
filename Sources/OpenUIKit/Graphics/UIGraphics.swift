/// UIKit's stack of current graphics contexts.
@MainActor
enum GraphicsContextStack {
    /// A current context, and the scale of the image it makes when
    /// `UIGraphicsBeginImageContextWithOptions` made it.
    struct Entry {
        let context: CGContext
        let imageScale: CGFloat?
    }

    static var entries: [Entry] {
        get { UIKitRuntimeState.current.graphicsContexts }
        set { UIKitRuntimeState.current.replace(\.graphicsContexts, with: newValue) }
    }

    /// A bitmap context of `size` points at `scale` pixels per point, with
    /// UIKit's top-left origin, in points.
    static func makeBitmapContext(size: CGSize, scale: CGFloat, opaque: Bool) -> CGContext? {
        let width = max(1, Int((size.width * scale).rounded(.up)))
        let height = max(1, Int((size.height * scale).rounded(.up)))
        let alpha = opaque ? CGImageAlphaInfo.noneSkipFirst : CGImageAlphaInfo.premultipliedFirst
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        return context
    }
}

/// The context `draw(_:)` and image renderers draw into (top-left origin, points).
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.entries.last?.context }

/// Makes `context` current.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.entries.append(.init(context: context, imageScale: nil))
}

/// Restores the previous current context.
@preconcurrency @MainActor
public func UIGraphicsPopContext() { _ = GraphicsContextStack.entries.popLast() }

/// The format of an image renderer's bitmap.
public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point (default 2, the usual screen scale).
    public var scale: CGFloat = 2
    /// Whether the bitmap has no alpha.
    public var opaque = false

    public init() {}

    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context an image renderer passes to its actions.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context (top-left origin, points).
    public let cgContext: CGContext
    /// The format used.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image of what has been drawn so far.
    public var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill colour.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect` with the current stroke colour.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}

/// Draws into a bitmap and returns it as an image, as UIKit's renderer does.
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    /// The size in points.
    public let size: CGSize
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` with a fresh context (top-left origin, points) and returns the image.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = GraphicsContextStack.makeBitmapContext(size: size, scale: format.scale, opaque: format.opaque)!
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }

    /// Runs `actions` and returns the image as PNG data.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
