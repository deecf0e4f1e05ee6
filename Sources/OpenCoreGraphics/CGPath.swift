/// An immutable graphics path. Paths are values in practice: `CGMutablePath`
/// adds the building methods, and `copy()` freezes one.
public class CGPath: Equatable, Hashable, @unchecked Sendable, CustomStringConvertible {
    // Immutable once a `CGPath` (not a `CGMutablePath`) is handed out, hence
    // @unchecked Sendable as on Apple's platforms.
    var storage: [PathElement]

    /// A path made of `elements` (a Segue addition: the Swift form of a path).
    public init(elements: [PathElement]) {
        storage = elements
    }

    /// A path that is a rectangle (moves to the origin, then goes round clockwise in
    /// y-down coordinates) transformed by `transform`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: PathElement.rectangle(rect, transform: transform?.pointee ?? .identity))
    }

    /// A path that is the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storage)
    }

    /// A path that is a rounded rectangle with elliptical corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.storage)
    }

    /// The path's elements in Swift form.
    public var elements: [PathElement] { storage }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The end point of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for element in storage {
            switch element {
            case .move(let p): subpathStart = p; current = p
            case .close: current = subpathStart
            default: current = element.points.last!
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points
    /// included; `.null` for an empty path.
    public var boundingBox: CGRect {
        CGPath.bounds(of: storage.flatMap(\.points))
    }

    /// The smallest rectangle containing the path's curves themselves (control
    /// points excluded).
    public var boundingBoxOfPath: CGRect {
        CGPath.bounds(of: flattenedSubpaths(tolerance: 0.01).flatMap(\.points))
    }

    /// Whether `point` is inside the path, by `rule`, after transforming the path by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let target = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        var crossings = 0
        for subpath in flattenedSubpaths(tolerance: 0.05) {
            let points = subpath.points
            guard points.count > 1 else { continue }
            for index in points.indices {
                let start = points[index]
                let end = points[(index + 1) % points.count] // every subpath is closed for filling
                if (start.y <= target.y) != (end.y <= target.y) {
                    let crossX = start.x + (target.y - start.y) / (end.y - start.y) * (end.x - start.x)
                    if crossX > target.x {
                        crossings += 1
                        winding += end.y > start.y ? 1 : -1
                    }
                }
            }
        }
        return rule == .winding ? winding != 0 : crossings % 2 == 1
    }

    /// Whether the path is exactly one rectangle; if so, writes it to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in storage.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p): points.append(p)
            case .close where index == storage.count - 1: break
            default: return false
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x)), ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        for index in 0..<4 {
            let p = points[index], q = points[(index + 1) % 4]
            if p.x != q.x && p.y != q.y { return false }
        }
        rect?.pointee = CGPath.bounds(of: points)
        return true
    }

    /// Calls `block` for every element, as CoreGraphics does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in storage {
            let type: CGPathElementType
            switch element {
            case .move: type = .moveToPoint
            case .line: type = .addLineToPoint
            case .quadCurve: type = .addQuadCurveToPoint
            case .curve: type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            for (index, point) in element.points.enumerated() { buffer[index] = point }
            var cElement = CGPathElement(type: type, points: buffer)
            withUnsafePointer(to: &cElement) { block($0) }
        }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: storage) }

    /// An immutable copy transformed by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: storage.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: storage) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.count)
        for point in storage.flatMap(\.points) { hasher.combine(point.x); hasher.combine(point.y) }
    }

    public var description: String { "CGPath(\(storage.count) elements, bounds \(boundingBox))" }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
