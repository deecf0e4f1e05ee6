/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path, as `CGPath.applyWithBlock` hands it out: the type and
/// its points (1 for move/line, 2 for quad curves, 3 for cubic curves, 0 for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// How the inside of a path is decided when filling or hit-testing.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number.
    case winding = 0
    /// Even-odd crossing count.
    case evenOdd = 1
}

/// A path element in Swift form: the storage of `CGPath`.
public enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    /// The element with every point transformed by `t`.
    public func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: return .close
        }
    }

    /// A closed rectangle subpath under `transform`: its min corner, then along
    /// x, as CoreGraphics adds one (made in one array: a shadow path a transition
    /// makes should not grow one element by element).
    static func rectangle(_ rect: CGRect, transform: CGAffineTransform) -> [PathElement] {
        let r = rect.standardized
        return [.move(CGPoint(x: r.minX, y: r.minY).applying(transform)),
                .line(CGPoint(x: r.maxX, y: r.minY).applying(transform)),
                .line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)),
                .line(CGPoint(x: r.minX, y: r.maxY).applying(transform)),
                .close]
    }

    /// The element's points, end point last.
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .close: return []
        }
    }
}
