/// A typed animation value. `fromValue`, `toValue`, `byValue` and `values` are
/// `Any?` in Apple's API; they are converted to this once, when the animation is
/// added (UIKit's own animations hand them over in this form directly).
package enum AnimationValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Boxed (`indirect`) so that the enum stays small to copy on the per-frame path.
    indirect case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case image(CGImage?)
    case colors([CGColor]?)
    case numbers([Double]?)
    case bool(Bool)

    /// Converts a public `Any` value to the kind `template` has; nil when it cannot.
    init?(_ any: Any, like template: AnimationValue) {
        switch template {
        case .number:
            guard let number = AnimationValue.double(any) else { return nil }
            self = .number(number)
        case .point:
            guard let point = any as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            if let size = any as? CGSize { self = .size(size) } else { return nil }
        case .rect:
            guard let rect = any as? CGRect else { return nil }
            self = .rect(rect)
        case .transform:
            if let transform = any as? CATransform3D { self = .transform(transform) }
            else if let affine = any as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(affine)) }
            else { return nil }
        case .color:
            if any is NSNull { self = .color(nil) }
            else if let color = any as? CGColor { self = .color(color) }
            else if let convertible = any as? CGColorConvertible { self = .color(convertible.cgColorValue) }
            else { return nil }
        case .path:
            if any is NSNull { self = .path(nil) } else if let path = any as? CGPath { self = .path(path) } else { return nil }
        case .image:
            if any is NSNull { self = .image(nil) } else if let image = any as? CGImage { self = .image(image) } else { return nil }
        case .colors:
            guard let array = any as? [Any] else { return nil }
            var colors: [CGColor] = []
            for element in array {
                if let color = element as? CGColor { colors.append(color) }
                else if let convertible = element as? CGColorConvertible { colors.append(convertible.cgColorValue) }
                else { return nil }
            }
            self = .colors(colors)
        case .numbers:
            guard let array = any as? [Any] else { return nil }
            let numbers = array.compactMap(AnimationValue.double)
            guard numbers.count == array.count else { return nil }
            self = .numbers(numbers)
        case .bool:
            if let bool = any as? Bool { self = .bool(bool) }
            else if let number = AnimationValue.double(any) { self = .bool(number != 0) }
            else { return nil }
        }
    }

    static func double(_ any: Any) -> Double? {
        switch any {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// Whether `other` is the same kind of value (both points, both colours…).
    package func hasSameKind(as other: AnimationValue) -> Bool {
        switch (self, other) {
        case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.transform, .transform),
             (.color, .color), (.path, .path), (.image, .image), (.colors, .colors), (.numbers, .numbers),
             (.bool, .bool):
            return true
        default:
            return false
        }
    }

    /// The value in the form Apple's API hands out.
    package var anyValue: Any? {
        switch self {
        case .number(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .image(let v): return v
        case .colors(let v): return v
        case .numbers(let v): return v
        case .bool(let v): return v
        }
    }

    /// `a` + (`b` − `a`) × `t`; values that cannot be blended switch at the end.
    static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: Double) -> AnimationValue {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: mix(p.x, q.x), y: mix(p.y, q.y)))
        case (.size(let p), .size(let q)): return .size(CGSize(width: mix(p.width, q.width), height: mix(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            // Components, not minX/width: additive deltas have negative sizes.
            return .rect(CGRect(x: mix(p.origin.x, q.origin.x), y: mix(p.origin.y, q.origin.y),
                                width: mix(p.size.width, q.size.width), height: mix(p.size.height, q.size.height)))
        case (.transform(let p), .transform(let q)):
            return .transform(interpolateTransforms(p, q, t))
        case (.color(let p), .color(let q)):
            return .color(interpolateColors(p ?? .clear, q ?? .clear, t))
        case (.colors(let p?), .colors(let q?)) where p.count == q.count:
            return .colors(zip(p, q).map { interpolateColors($0, $1, t) })
        case (.numbers(let p?), .numbers(let q?)) where p.count == q.count:
            return .numbers(zip(p, q).map { $0 + ($1 - $0) * t })
        case (.path(let p?), .path(let q?)) where p.elements.count == q.elements.count:
            return .path(interpolatePaths(p, q, t) ?? (t < 1 ? p : q))
        default:
            return t < 1 ? a : b
        }
    }

    static func interpolateTransforms(_ p: CATransform3D, _ q: CATransform3D, _ t: Double,
                                      decomposed: (DecomposedTransform?, DecomposedTransform?)? = nil) -> CATransform3D {
        if t == 0 { return p }
        if t == 1 { return q }
        let a = decomposed?.0 ?? DecomposedTransform(p)
        let b = decomposed?.1 ?? DecomposedTransform(q)
        if let a, let b {
            return DecomposedTransform.interpolate(a, b, t).transform
        }
        // Not decomposable: blend the matrices element by element.
        let pr = p.rows, qr = q.rows
        return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in pr[i][j] + (qr[i][j] - pr[i][j]) * CGFloat(t) } })
    }

    static func interpolateColors(_ p: CGColor, _ q: CGColor, _ t: Double) -> CGColor {
        let s = CGFloat(t)
        return CGColor(red: p.red + (q.red - p.red) * s, green: p.green + (q.green - p.green) * s,
                       blue: p.blue + (q.blue - p.blue) * s, alpha: p.alpha + (q.alpha - p.alpha) * s)
    }

    static func interpolatePaths(_ p: CGPath, _ q: CGPath, _ t: Double) -> CGPath? {
        var elements: [PathElement] = []
        elements.reserveCapacity(p.elements.count)
        let s = CGFloat(t)
        func mix(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s) }
        for (a, b) in zip(p.elements, q.elements) {
            switch (a, b) {
            case (.move(let x), .move(let y)): elements.append(.move(mix(x, y)))
            case (.line(let x), .line(let y)): elements.append(.line(mix(x, y)))
            case (.quadCurve(let x, let cx), .quadCurve(let y, let cy)): elements.append(.quadCurve(to: mix(x, y), control: mix(cx, cy)))
            case (.curve(let x, let c1, let c2), .curve(let y, let d1, let d2)):
                elements.append(.curve(to: mix(x, y), control1: mix(c1, d1), control2: mix(c2, d2)))
            case (.close, .close): elements.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: elements)
    }

    /// `a` + `b`, as additive and `byValue` animations combine values.
    static func add(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.origin.x + q.origin.x, y: p.origin.y + q.origin.y,
                                width: p.size.width + q.size.width, height: p.size.height + q.size.height))
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(q, p))
        case (.color(let p), .color(let q)):
            let x = p ?? .clear, y = q ?? .clear
            return .color(CGColor(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
        case (.numbers(let p?), .numbers(let q?)) where p.count == q.count: return .numbers(zip(p, q).map(+))
        default: return b
        }
    }

    /// `a` − `b`.
    package static func subtract(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x - y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x - q.x, y: p.y - q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width - q.width, height: p.height - q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.origin.x - q.origin.x, y: p.origin.y - q.origin.y,
                                width: p.size.width - q.size.width, height: p.size.height - q.size.height))
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(CATransform3DInvert(q), p))
        case (.color(let p), .color(let q)):
            let x = p ?? .clear, y = q ?? .clear
            return .color(CGColor(red: x.red - y.red, green: x.green - y.green, blue: x.blue - y.blue, alpha: x.alpha - y.alpha))
        case (.numbers(let p?), .numbers(let q?)) where p.count == q.count: return .numbers(zip(p, q).map(-))
        default: return a
        }
    }

    /// The distance between two values, for paced keyframes.
    static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
        switch (a, b) {
        case (.number(let x), .number(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return Double(p.distance(to: q))
        case (.size(let p), .size(let q)): return Double(hypot(q.width - p.width, q.height - p.height))
        case (.rect(let p), .rect(let q)):
            let d = [p.origin.x - q.origin.x, p.origin.y - q.origin.y, p.size.width - q.size.width, p.size.height - q.size.height]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        case (.color(let p), .color(let q)):
            let x = p ?? .clear, y = q ?? .clear
            let d = [x.red - y.red, x.green - y.green, x.blue - y.blue, x.alpha - y.alpha]
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        case (.transform(let p), .transform(let q)):
            let d = zip(p.rows.flatMap { $0 }, q.rows.flatMap { $0 }).map { $0 - $1 }
            return Double(d.map { $0 * $0 }.reduce(0, +).squareRoot())
        default: return a == b ? 0 : 1
        }
    }

    /// Component-wise multiplication, for cumulative repeats.
    static func scale(_ a: AnimationValue, by factor: Double) -> AnimationValue {
        if factor == 1 { return a }
        switch a {
        case .number(let x): return .number(x * factor)
        case .point(let p): return .point(CGPoint(x: p.x * CGFloat(factor), y: p.y * CGFloat(factor)))
        case .size(let s): return .size(CGSize(width: s.width * CGFloat(factor), height: s.height * CGFloat(factor)))
        default:
            var result = a
            for _ in 1..<max(1, Int(factor)) { result = add(result, a) }
            return factor == 0 ? subtract(a, a) : result
        }
    }
}

/// Types (like `UIColor`) that stand for a `CGColor` when passed as an animation value.
public protocol CGColorConvertible {
    /// The colour as a `CGColor`.
    var cgColorValue: CGColor { get }
}
