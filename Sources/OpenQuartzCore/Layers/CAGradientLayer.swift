/// A layer filled with a colour gradient: axial, radial or conic.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    override var family: LayerFamily { .gradient }

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { copyOwnState(from: other) }
    }

    /// Where the gradient starts, in unit coordinates (default (0.5, 0)).
    public var startPoint: CGPoint {
        get { modelValues.startPoint }
        set { update(.startPoint) { $0.startPoint = newValue } }
    }

    /// Where it ends (default (0.5, 1)).
    public var endPoint: CGPoint {
        get { modelValues.endPoint }
        set { update(.endPoint) { $0.endPoint = newValue } }
    }

    /// The gradient's colours (`CGColor`s), in order.
    public var colors: [Any]? {
        get { modelValues.colors }
        set {
            let converted = newValue?.compactMap { ($0 as? CGColor) ?? ($0 as? CGColorConvertible)?.cgColorValue }
            if let newValue, converted?.count != newValue.count {
                SegueDiagnostics.report("[CAGradientLayer setColors:] \(self): every element must be a CGColor")
            }
            update(.colors) { $0.colors = converted }
        }
    }

    /// Where each colour sits, 0–1; nil spreads them evenly.
    public var locations: [NSNumber]? {
        get { modelValues.locations?.map { NSNumber(value: $0) } }
        set {
            update(.locations) { $0.locations = newValue?.map(\.doubleValue) }
        }
    }

    /// The kind of gradient (default `.axial`).
    public var type: CAGradientLayerType {
        get { typeStorage }
        set { typeStorage = newValue; contentVersion += 1 }
    }
    private var typeStorage: CAGradientLayerType = .axial

    private func copyOwnState(from other: CAGradientLayer) {
        type = other.type
    }

}

/// The geometry of a gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Circles centred on `startPoint`, reaching `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
