/// A font: a family name and a point size, drawn through Pango.
public final class UIFont: NSObject, Sendable {
    /// The family (a fontconfig family or list).
    public let familyName: String
    /// The font's full name.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight, −1…1 as UIKit's `UIFont.Weight` raw values.
    public let weight: Weight

    /// A font weight (UIKit's raw values).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The family used for the system font (Latin first, then a CJK fallback).
    public static let systemFamily = "DejaVu Sans, WenQuanYi Micro Hei, sans-serif"

    /// The style of a registered face ("Bold Italic"), nil for a family.
    private let faceStyle: String?

    /// A named font; nil when `fontName` is empty. The PostScript or full name
    /// of a font registered with `CTFontManagerRegisterGraphicsFont(_:_:)`
    /// gives that font (its family and style); any other name is taken as a
    /// fontconfig family (an unknown one falls back to fontconfig's default).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        let face = FontRegistry.face(named: fontName)
        familyName = face?.family ?? fontName
        faceStyle = face?.style
        pointSize = fontSize
        weight = .regular
    }

    private init(family: String, size: CGFloat, weight: Weight, name: String? = nil, style: String? = nil) {
        familyName = family
        fontName = name ?? family
        faceStyle = style
        pointSize = size
        self.weight = weight
    }

    /// The system font.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: .regular)
    }

    /// The system font with a weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: weight)
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily, size: fontSize, weight: .bold)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weight, name: fontName, style: faceStyle)
    }

    /// The Pango description ("Family, Fallback Bold"; a registered face's
    /// "Family, Style", the comma ending the family list).
    var pangoDescription: String {
        if let faceStyle {
            return ["Regular", "Normal", "Book", "Roman"].contains(faceStyle) ? "\(familyName)," : "\(familyName), \(faceStyle)"
        }
        return weight.rawValue >= Weight.semibold.rawValue ? "\(familyName) Bold" : familyName
    }

    /// The distance between baselines (an approximation: 1.17 × the size, as for SF and DejaVu).
    public var lineHeight: CGFloat { (pointSize * 1.17).rounded(.up) }
    /// How far the tallest letters rise above the baseline (the system font's proportion).
    public var ascender: CGFloat { pointSize * 0.952 }
    /// How far the lowest letters fall below the baseline, negative (the system font's proportion).
    public var descender: CGFloat { -pointSize * 0.227 }

    /// Equal values, as `==` compares NSObjects.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UIFont else { return false }
        let lhs = self
        return lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.faceStyle == rhs.faceStyle
    }

    public override var hash: Int {

        var hasher = Hasher()

        hasher.combine(familyName)

        hasher.combine(pointSize)

        return hasher.finalize()
    }
    public override var description: String { "UIFont(\(familyName), \(pointSize) pt)" }
}
