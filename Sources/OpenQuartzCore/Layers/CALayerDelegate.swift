/// The object (usually a view) that draws, lays out and chooses actions for a layer.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Provides the layer's content. The default draws through `draw(_:in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content into `ctx` (origin top-left, points scaled by `contentsScale`).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change: nil to let the layer look further,
    /// `NSNull()` for no action.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.drawIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Top-left in UIKit's y-down coordinates.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// Top-right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// Bottom-left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// Bottom-right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How `contents` is placed in the bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretch to fill (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How `contents` is sampled when drawn smaller (minification) or larger
/// (magnification) than its pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Interpolates between neighbouring pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Takes the nearest pixel: hard pixel edges, as pixel art wants.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear, also between mipmap levels when minifying (drawn as linear here).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The shape of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
