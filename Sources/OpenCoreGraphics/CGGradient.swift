import CCairo
import Foundation

/// Core Foundation's array, toll-free bridged to `NSArray` as on Apple's
/// platforms: `[color.cgColor] as CFArray`.
public typealias CFArray = NSArray

/// A gradient: colours and the locations (0–1) where each one is reached,
/// drawn by `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
///
/// Between two locations the colour is interpolated linearly; before the first
/// location the first colour holds, after the last the last one does.
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    package let colors: [CGColor]
    /// The location of each colour, 0–1.
    package let locations: [CGFloat]
    /// The colour space the gradient was made in.
    package let colorSpace: CGColorSpace?

    /// A gradient of `colors` (an array of `CGColor`). With no locations the
    /// colours are spread evenly from 0 to 1. Nil when `colors` holds something
    /// other than colours or is empty.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        var parsed: [CGColor] = []
        for element in colors {
            guard let color = element as? CGColor else { return nil }
            parsed.append(color)
        }
        guard !parsed.isEmpty else { return nil }
        self.colors = parsed
        self.colorSpace = space
        self.locations = CGGradient.locations(count: parsed.count, locations.map { pointer in
            (0..<parsed.count).map { pointer[$0] }
        })
    }

    /// A gradient of `count` colours given by their components in `space`
    /// (each colour's components then its alpha: four values in an RGB space,
    /// two in a grey one). With no locations the colours are spread evenly from
    /// 0 to 1. Nil when `count` is not positive or the space is not RGB or grey.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, space.model != .unknown else { return nil }
        let stride = space.numberOfComponents + 1
        var parsed: [CGColor] = []
        for index in 0..<count {
            guard let color = CGColor(colorSpace: space, components: components + index * stride) else { return nil }
            parsed.append(color)
        }
        self.colors = parsed
        self.colorSpace = space
        self.locations = CGGradient.locations(count: count, locations.map { pointer in (0..<count).map { pointer[$0] } })
    }

    /// A gradient of colour stops (`CAGradientLayer`'s colours and locations).
    package init(colors: [CGColor], locations: [CGFloat]?) {
        self.colors = colors
        self.colorSpace = CGColorSpaceCreateDeviceRGB()
        self.locations = CGGradient.locations(count: colors.count, locations)
    }

    /// The given locations (a missing one, when there are fewer locations than
    /// colours, is where an even spread would put it), or an even spread.
    private static func locations(count: Int, _ given: [CGFloat]?) -> [CGFloat] {
        (0..<count).map { index in
            if let given, index < given.count { return given[index] }
            return count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0
        }
    }

    // MARK: Cairo patterns

    /// A Cairo pattern painting the gradient along the axis from `start` to
    /// `end` (user space); the caller destroys it.
    package func makeLinearPattern(start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) -> OpaquePointer {
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        addStops(to: pattern, options: options)
        return pattern
    }

    /// A Cairo pattern painting the gradient through the circles from
    /// (`startCenter`, `startRadius`) to (`endCenter`, `endRadius`); the caller destroys it.
    package func makeRadialPattern(startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                                   options: CGGradientDrawingOptions) -> OpaquePointer {
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)),
                                                  Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))!
        addStops(to: pattern, options: options)
        return pattern
    }

    /// The colour stops, and what the pattern paints outside 0–1. The first
    /// colour holds from 0 to the first location, the last one from the last
    /// location to 1. With both options the end colours extend (pad); with
    /// neither nothing is painted outside (Cairo's `EXTEND_NONE`, which for a
    /// radial gradient also keeps to the circles between the two given ones).
    /// With one option the pattern pads, and a transparent stop at the same
    /// location as the end colour on the side not drawn makes it paint nothing.
    private func addStops(to pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
        var stops = zip(locations.map { min(1, max(0, $0)) }, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element)
        if stops[0].0 > 0 { stops.insert((0, stops[0].1), at: 0) }
        if stops[stops.count - 1].0 < 1 { stops.append((1, stops[stops.count - 1].1)) }
        if !before && after { stops.insert((0, .clear), at: 0) }
        if before && !after { stops.append((1, .clear)) }
        for (location, color) in stops {
            cairo_pattern_add_color_stop_rgba(pattern, Double(location), Double(color.red), Double(color.green),
                                              Double(color.blue), Double(color.alpha))
        }
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    }
}

/// Whether a gradient's end colours extend beyond its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The first colour fills the area before the start point (or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// The last colour fills the area after the end point (or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
