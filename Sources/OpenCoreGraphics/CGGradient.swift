import Foundation

/// Core Foundation's array, toll-free bridged to `NSArray` as on Apple's
/// platforms: `[color.cgColor] as CFArray`.
public typealias CFArray = NSArray

/// A gradient's colours and the locations (0–1) where each one is reached.
///
/// Segue keeps the gradient's definition; it does not draw gradients yet
/// (`CGContext.drawLinearGradient` and `drawRadialGradient` do not exist: see
/// docs/Differences.md).
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    public let colors: [CGColor]
    /// The location of each colour, 0–1.
    public let locations: [CGFloat]
    /// The colour space the gradient was made in.
    public let colorSpace: CGColorSpace?

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
        if let locations {
            self.locations = (0..<parsed.count).map { locations[$0] }
        } else {
            self.locations = parsed.count == 1 ? [0]
                : (0..<parsed.count).map { CGFloat($0) / CGFloat(parsed.count - 1) }
        }
    }
}
