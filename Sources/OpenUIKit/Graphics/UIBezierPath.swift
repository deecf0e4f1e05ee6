/// A path in UIKit's coordinates, over `CGMutablePath`.
public final class UIBezierPath: NSObject {
    private var path = CGMutablePath()
    /// The stroke width (default 1).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: CGLineCap = .butt
    public var lineJoinStyle: CGLineJoin = .miter
    public var miterLimit: CGFloat = 10
    /// Whether filling uses the even-odd rule.
    public var usesEvenOddFillRule = false

    public override init() {
        super.init()
    }

    public init(rect: CGRect) { path.addRect(rect) }

    public init(ovalIn rect: CGRect) { path.addEllipse(in: rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with only `corners` rounded, each by a quarter circle of
    /// radius `cornerRadii.width` (R18.10): as in UIKit, `cornerRadii.height` is
    /// not used. The radius is limited to half the rectangle's shorter side; the
    /// other corners stay square.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = max(0, min(cornerRadii.width, min(rect.width, rect.height) / 2))
        let rx = radius, ry = radius
        let k: CGFloat = 0.5522847498307936
        func radii(_ corner: UIRectCorner) -> (CGFloat, CGFloat) { corners.contains(corner) ? (rx, ry) : (0, 0) }
        let tl = radii(.topLeft), tr = radii(.topRight), br = radii(.bottomRight), bl = radii(.bottomLeft)
        path.move(to: CGPoint(x: rect.minX + tl.0, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - tr.0, y: rect.minY))
        if tr.0 > 0 {
            path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + tr.1),
                          control1: CGPoint(x: rect.maxX - tr.0 * (1 - k), y: rect.minY),
                          control2: CGPoint(x: rect.maxX, y: rect.minY + tr.1 * (1 - k)))
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br.1))
        if br.0 > 0 {
            path.addCurve(to: CGPoint(x: rect.maxX - br.0, y: rect.maxY),
                          control1: CGPoint(x: rect.maxX, y: rect.maxY - br.1 * (1 - k)),
                          control2: CGPoint(x: rect.maxX - br.0 * (1 - k), y: rect.maxY))
        }
        path.addLine(to: CGPoint(x: rect.minX + bl.0, y: rect.maxY))
        if bl.0 > 0 {
            path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - bl.1),
                          control1: CGPoint(x: rect.minX + bl.0 * (1 - k), y: rect.maxY),
                          control2: CGPoint(x: rect.minX, y: rect.maxY - bl.1 * (1 - k)))
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl.1))
        if tl.0 > 0 {
            path.addCurve(to: CGPoint(x: rect.minX + tl.0, y: rect.minY),
                          control1: CGPoint(x: rect.minX, y: rect.minY + tl.1 * (1 - k)),
                          control2: CGPoint(x: rect.minX + tl.0 * (1 - k), y: rect.minY))
        }
        path.closeSubpath()
    }

    /// An arc (angles in radians; `clockwise` as seen on a y-down UIKit screen).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // UIKit's clockwise is on screen (y down), which is Core Graphics' counter-clockwise.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public init(cgPath: CGPath) { path = cgPath.mutableCopy() ?? CGMutablePath() }

    /// The path as a `CGPath`.
    public var cgPath: CGPath {
        get { path.copy()! }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    public var bounds: CGRect { path.boundingBoxOfPath }
    public var currentPoint: CGPoint { path.currentPoint }
    public var isEmpty: Bool { path.isEmpty }

    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    public func close() { path.closeSubpath() }
    public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }
    public func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.copy(using: &t)?.mutableCopy() ?? path
    }
    public func contains(_ point: CGPoint) -> Bool { path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding) }

    /// Fills the path in the current graphics context.
    @preconcurrency @MainActor
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path in the current graphics context.
    @preconcurrency @MainActor
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }
}

extension UIColor {
    /// Sets this colour as the fill and stroke colour of the current context.
    @preconcurrency @MainActor
    public func set() { setFill(); setStroke() }
    @preconcurrency @MainActor
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    @preconcurrency @MainActor
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
