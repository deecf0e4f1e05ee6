/// An immutable colour: sRGB components and alpha, as iOS stores most colours.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The red, green and blue components (0–1, extended range allowed).
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    /// The opacity, 0–1.
    public let alpha: CGFloat
    /// The colour space the colour was created in.
    public let colorSpace: CGColorSpace?

    /// Creates an sRGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        colorSpace = CGColorSpaceCreateDeviceRGB()
    }

    /// Creates an sRGB colour (Apple's name for the same initialiser).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey colour.
    public init(gray: CGFloat, alpha: CGFloat) {
        red = gray; green = gray; blue = gray; self.alpha = alpha
        colorSpace = CGColorSpaceCreateDeviceGray()
    }

    /// Creates a colour from components in `space` (the last component is alpha).
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        switch space.model {
        case .rgb:
            red = components[0]; green = components[1]; blue = components[2]; alpha = components[3]
        case .monochrome:
            red = components[0]; green = components[0]; blue = components[0]; alpha = components[1]
        case .unknown:
            return nil
        }
        colorSpace = space
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The components in the colour's space, alpha last.
    public var components: [CGFloat]? {
        colorSpace?.model == .monochrome ? [red, alpha] : [red, green, blue, alpha]
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { colorSpace?.model == .monochrome ? 2 : 4 }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red); hasher.combine(green); hasher.combine(blue); hasher.combine(alpha)
    }

    public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }
}
