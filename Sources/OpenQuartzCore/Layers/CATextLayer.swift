/// A layer that draws a string (rendered through Pango by the compositor).
@preconcurrency @MainActor
open class CATextLayer: CALayer {
    override var family: LayerFamily { .text }

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer { copyOwnState(from: other) }
    }

    /// The font size in points (default 36).
    public var fontSize: CGFloat {
        get { modelValues.fontSize }
        set { update(.fontSize) { $0.fontSize = newValue } }
    }

    /// The text colour (default opaque white).
    public var foregroundColor: CGColor? {
        get { modelValues.foregroundColor }
        set { update(.foregroundColor) { $0.foregroundColor = newValue } }
    }

    /// The text: a `String` (or `NSAttributedString`).
    public var string: Any? {
        get { stringStorage }
        set { stringStorage = newValue; contentVersion += 1 }
    }
    private var stringStorage: Any?
    /// The font: a font name `String` (Apple also accepts `CTFont`/`CGFont`); nil for the system font.
    public var font: Any? {
        get { fontStorage }
        set { fontStorage = newValue; contentVersion += 1 }
    }
    private var fontStorage: Any?
    /// How lines align (default `.natural`).
    public var alignmentMode: CATextLayerAlignmentMode {
        get { alignmentModeStorage }
        set { alignmentModeStorage = newValue; contentVersion += 1 }
    }
    private var alignmentModeStorage: CATextLayerAlignmentMode = .natural
    /// Whether text wraps to the bounds width (default false).
    public var isWrapped: Bool {
        get { isWrappedStorage }
        set { isWrappedStorage = newValue; contentVersion += 1 }
    }
    private var isWrappedStorage: Bool = false
    /// How text that does not fit is cut (default `.none`).
    public var truncationMode: CATextLayerTruncationMode {
        get { truncationModeStorage }
        set { truncationModeStorage = newValue; contentVersion += 1 }
    }
    private var truncationModeStorage: CATextLayerTruncationMode = .none

    private func copyOwnState(from other: CATextLayer) {
        string = other.string
        font = other.font
        alignmentMode = other.alignmentMode
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
    }

}

/// Horizontal alignment of a text layer.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a text layer cuts text that does not fit.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
