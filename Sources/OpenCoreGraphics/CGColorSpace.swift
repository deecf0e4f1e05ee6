/// A colour space. Segue composites in sRGB; device RGB, sRGB and the
/// grey spaces are accepted and treated as sRGB (as iOS does on sRGB displays).
public final class CGColorSpace: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour space's model.
    public let model: CGColorSpaceModel
    /// The colour space's name, when it was created from one.
    public let name: String?

    /// The name of the standard sRGB colour space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The name of the extended-range sRGB colour space.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The name of the generic grey colour space (gamma 2.2).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The name of the linear grey colour space.
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// Creates a colour space from one of the names above; nil for unknown names.
    public init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB: model = .rgb
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray: model = .monochrome
        default: return nil
        }
        self.name = name
    }

    init(model: CGColorSpaceModel) {
        self.model = model
        self.name = nil
    }

    /// The number of colour components, alpha excluded.
    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool { lhs.model == rhs.model }
    public func hash(into hasher: inout Hasher) { hasher.combine(model) }
    public var description: String { "<CGColorSpace \(name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray"))>" }
}

/// The model of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
}

/// The device-dependent RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb) }

/// The device-dependent grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome) }
