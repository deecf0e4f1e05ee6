// Symbol images: `UIImage(systemName:)` draws Segue's own vector glyphs
// (SymbolGlyphs.swift), sized by the metric model in SymbolMetrics below
// (docs/Differences.md, "Symbol images").

extension UIFont {
    /// The Dynamic Type text styles (their sizes at the default content size).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size at the default (Large) content size, as in Apple's HIG table.
        public var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }

        /// The style's weight (headline is semibold, the others regular).
        var symbolWeight: UIImage.SymbolWeight { self == .headline ? .semibold : .regular }
    }

    /// The system font for a text style, at its default size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        style == .headline ? .systemFont(ofSize: style.defaultPointSize, weight: .semibold)
            : .systemFont(ofSize: style.defaultPointSize)
    }
}

extension UIImage {
    /// What an image is configured with (symbol images use `SymbolConfiguration`).
    public class Configuration: NSObject, @unchecked Sendable {
        override init() { super.init() }
    }

    /// The weights symbols come in (the system font's weights).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            case .unspecified, .regular: .regular
            }
        }

        init(fontWeight: UIFont.Weight) {
            let all: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            self = all.min { abs($0.fontWeight().rawValue - fontWeight.rawValue) < abs($1.fontWeight().rawValue - fontWeight.rawValue) } ?? .regular
        }
    }

    /// A symbol's size relative to the text it goes with.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// A symbol image's point size, weight and scale (or text style); what is
    /// not given is taken from the image's configuration, else from the
    /// defaults (17 pt body, regular, medium).
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size (0: unspecified).
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        /// The text style whose size (and weight) the symbol takes, if any.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        /// A configuration that sets nothing.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// The font's size and weight.
        public convenience init(font: UIFont) { self.init(font: font, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(fontWeight: font.weight), scale: scale, textStyle: nil)
        }

        /// This configuration with what `other` sets put over it.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            let sizeFromOther = other.pointSize > 0 || other.textStyle != nil
            return SymbolConfiguration(pointSize: sizeFromOther ? other.pointSize : pointSize,
                                       weight: other.weight != .unspecified ? other.weight : weight,
                                       scale: other.scale != .unspecified && other.scale != .default ? other.scale : scale,
                                       textStyle: sizeFromOther ? other.textStyle : textStyle)
        }

        /// The same configuration with nothing set by `other` taken over (UIKit's name).
        public func configurationByApplying(_ other: Configuration?) -> SymbolConfiguration { applying(other) }

        /// The point size used: the explicit size, else the text style's, else body's 17.
        var resolvedPointSize: CGFloat { pointSize > 0 ? pointSize : (textStyle?.defaultPointSize ?? 17) }
        var resolvedWeight: SymbolWeight { weight != .unspecified ? weight : (textStyle?.symbolWeight ?? .regular) }
        var resolvedScale: SymbolScale { scale == .small || scale == .large ? scale : .medium }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize); hasher.combine(weight); hasher.combine(scale); hasher.combine(textStyle)
            return hasher.finalize()
        }

        public override var description: String {
            "<SymbolConfiguration \(resolvedPointSize)pt \(resolvedWeight) \(resolvedScale)>"
        }
    }

    /// A symbol image drawn by Segue (nil for a name Segue has no glyph for, as
    /// iOS returns nil for names it does not know).
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A symbol image with `configuration` (point size, weight, scale).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        guard let glyph = SymbolGlyphs.glyph(named: name) else { return nil }
        let configuration = SymbolConfiguration.unspecified.applying(configuration)
        self.init(symbol: SymbolImageDescription(name: name, glyph: glyph, configuration: configuration),
                  renderingMode: .automatic, tint: nil)
    }

    /// Segue's name for `UIImage(systemName:compatibleWith:)`: traits are not used.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    convenience init(symbol: SymbolImageDescription, renderingMode: RenderingMode, tint: UIColor?) {
        let image = SymbolGlyphs.render(symbol, color: tint?.cgColor ?? CGColor(gray: 0, alpha: 1))
        self.init(cgImage: image, scale: SymbolGlyphs.renderScale, renderingMode: renderingMode, tint: tint, symbol: symbol)
    }

    /// Whether the image is a symbol.
    public var isSymbolImage: Bool { symbol != nil }

    /// The configuration of a symbol image (nil for other images).
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

    /// The configuration of a symbol image (nil for other images).
    public var configuration: Configuration? { symbol?.configuration }

    /// The image with `configuration` applied over its own (symbols only; other images are returned).
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        guard let symbol else { return self }
        let merged = symbol.configuration.applying(configuration)
        return UIImage(symbol: SymbolImageDescription(name: symbol.name, glyph: symbol.glyph, configuration: merged),
                       renderingMode: renderingMode, tint: assignedTint)
    }

    /// The image with only the parts of its configuration `configuration` sets changed.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        symbol == nil ? nil : withConfiguration(configuration)
    }

    /// The image drawn in `color` (a symbol keeps `color` wherever it is shown;
    /// other images keep their pixels).
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image drawn in `color`, with a rendering mode.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        if let symbol { return UIImage(symbol: symbol, renderingMode: renderingMode, tint: color) }
        return UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode, tint: color, symbol: nil)
    }

    /// The tint colour `withTintColor(_:)` gave the image, if any.
    public var tintColor: UIColor? { assignedTint }

    /// Whether a view shows the image in its tint colour: template images,
    /// and symbols that are not `.alwaysOriginal` and have no colour of their own.
    var drawsInViewTint: Bool {
        guard symbol != nil else { return false }
        switch renderingMode {
        case .alwaysTemplate: return true
        case .alwaysOriginal: return false
        case .automatic: return assignedTint == nil
        }
    }

    /// The bitmap as a view shows it: a symbol drawn in `tint` when it takes the view's tint.
    func cgImage(displayedWithTint tint: UIColor?) -> CGImage? {
        guard let symbol, drawsInViewTint, let tint else { return cgImage }
        return SymbolGlyphs.render(symbol, color: tint.cgColor)
    }
}

/// A symbol image's name, glyph and configuration.
struct SymbolImageDescription: Sendable {
    let name: String
    let glyph: SymbolGlyph
    let configuration: UIImage.SymbolConfiguration

    var metrics: SymbolMetrics {
        SymbolMetrics(glyph: glyph, pointSize: configuration.resolvedPointSize,
                      weight: configuration.resolvedWeight, scale: configuration.resolvedScale)
    }
}

/// The metric model of symbol images (docs/Differences.md, "Symbol images").
///
/// A glyph is designed in a box measured in hundredths of the point size at
/// the medium scale (`SymbolGlyph.width`, `.height`). At point size P, scale
/// factor s (small 0.8, medium 1, large 1.3) and weight w:
///
/// - the stroke is P × `strokeFactor(w)` points, the same at every scale (as
///   SF Symbols keep the stroke weight-matched to the text across scales);
/// - the glyph's box is width/100 × P × s by height/100 × P × s points;
/// - the image is the box plus the stroke (half a stroke each side, where the
///   outline's ink reaches), rounded up to a third of a point (iOS's symbol
///   sizes are whole pixels at 3×).
struct SymbolMetrics: Sendable {
    let pointSize: CGFloat
    let scaleFactor: CGFloat
    let stroke: CGFloat
    /// The glyph's design box in points.
    let box: CGSize
    /// The image size in points.
    let size: CGSize

    init(glyph: SymbolGlyph, pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
        self.pointSize = pointSize
        scaleFactor = Self.scaleFactor(scale)
        stroke = pointSize * Self.strokeFactor(weight)
        let unit = pointSize * scaleFactor / 100
        box = CGSize(width: glyph.width * unit, height: glyph.height * unit)
        size = CGSize(width: Self.roundUpToThird(box.width + stroke), height: Self.roundUpToThird(box.height + stroke))
    }

    /// Small symbols are about 20% smaller than medium ones, large ones about
    /// 30% larger (Apple, WWDC 2020 "SF Symbols 2").
    static func scaleFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
    }

    /// The stroke width as a fraction of the point size, by weight (regular:
    /// 1.5 pt at 17 pt, like the system font's stems).
    static func strokeFactor(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: 0.03
        case .thin: 0.045
        case .light: 0.065
        case .medium: 0.1
        case .semibold: 0.11
        case .bold: 0.125
        case .heavy: 0.145
        case .black: 0.16
        case .unspecified, .regular: 0.088
        }
    }

    static func roundUpToThird(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-6).rounded(.up) / 3 }
}
