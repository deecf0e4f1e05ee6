/// A layer that draws a path: filled, stroked, dashed, and trimmed with `strokeStart`/`strokeEnd`.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    override var family: LayerFamily { .shape }

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer { copyOwnState(from: other) }
    }

    /// The shape to draw, in the layer's coordinates.
    public var path: CGPath? {
        get { modelValues.path }
        set { update(.path) { $0.path = newValue } }
    }

    /// The fill colour (default opaque black; nil for none).
    public var fillColor: CGColor? {
        get { modelValues.fillColor }
        set { update(.fillColor) { $0.fillColor = newValue } }
    }

    /// The stroke colour (default nil: no stroke).
    public var strokeColor: CGColor? {
        get { modelValues.strokeColor }
        set { update(.strokeColor) { $0.strokeColor = newValue } }
    }

    /// The stroke width (default 1).
    public var lineWidth: CGFloat {
        get { modelValues.lineWidth }
        set { update(.lineWidth) { $0.lineWidth = newValue } }
    }

    /// Where along the path the stroke starts, 0–1.
    public var strokeStart: CGFloat {
        get { modelValues.strokeStart }
        set { update(.strokeStart) { $0.strokeStart = newValue } }
    }

    /// Where along the path the stroke ends, 0–1 (default 1).
    public var strokeEnd: CGFloat {
        get { modelValues.strokeEnd }
        set { update(.strokeEnd) { $0.strokeEnd = newValue } }
    }

    /// The offset into the dash pattern.
    public var lineDashPhase: CGFloat {
        get { modelValues.lineDashPhase }
        set { update(.lineDashPhase) { $0.lineDashPhase = newValue } }
    }

    /// The miter limit (default 10).
    public var miterLimit: CGFloat {
        get { modelValues.miterLimit }
        set { update(.miterLimit) { $0.miterLimit = newValue } }
    }

    /// How the inside of the path is decided (default `.nonZero`).
    public var fillRule: CAShapeLayerFillRule {
        get { fillRuleStorage }
        set { fillRuleStorage = newValue; contentVersion += 1 }
    }
    private var fillRuleStorage: CAShapeLayerFillRule = .nonZero
    /// The shape of line ends (default `.butt`).
    public var lineCap: CAShapeLayerLineCap {
        get { lineCapStorage }
        set { lineCapStorage = newValue; contentVersion += 1 }
    }
    private var lineCapStorage: CAShapeLayerLineCap = .butt
    /// The shape of corners (default `.miter`).
    public var lineJoin: CAShapeLayerLineJoin {
        get { lineJoinStorage }
        set { lineJoinStorage = newValue; contentVersion += 1 }
    }
    private var lineJoinStorage: CAShapeLayerLineJoin = .miter
    /// Dash and gap lengths; nil for a solid line.
    public var lineDashPattern: [NSNumber]? {
        get { lineDashPatternStorage }
        set { lineDashPatternStorage = newValue; contentVersion += 1 }
    }
    private var lineDashPatternStorage: [NSNumber]?

    private func copyOwnState(from other: CAShapeLayer) {
        fillRule = other.fillRule
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPattern = other.lineDashPattern
    }

}

/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line cap of a shape layer.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line join of a shape layer.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
