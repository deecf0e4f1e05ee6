/// A space points and rectangles can be converted into and out of: a view's,
/// or a screen's (`UIScreen.coordinateSpace`, its bounds, origin at the top left).
@preconcurrency @MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// The space's bounds.
    var bounds: CGRect { get }
    /// Converts a point from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a point from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// Converts a rectangle from this space to `coordinateSpace` (the result bounds the converted corners).
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Converts a rectangle from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// How a coordinate space maps to and from its screen's space, which every
/// conversion goes through (a view: through its window, whose origin is the
/// screen's; a view in no window: its root's space stands for the screen's).
@MainActor
protocol ScreenSpaceMapping: UICoordinateSpace {
    func convertToScreen(_ point: CGPoint) -> CGPoint
    func convertFromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenSpaceMapping {
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = self as? UIView, let other = coordinateSpace as? UIView { return view.layer.convert(point, to: other.layer) }
        guard let other = coordinateSpace as? any ScreenSpaceMapping else { return point }
        return other.convertFromScreen(convertToScreen(point))
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        if let view = self as? UIView, let other = coordinateSpace as? UIView { return view.layer.convert(point, from: other.layer) }
        guard let other = coordinateSpace as? any ScreenSpaceMapping else { return point }
        return convertFromScreen(other.convertToScreen(point))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CALayer.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CALayer.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}

extension UIView: ScreenSpaceMapping {
    func convertToScreen(_ point: CGPoint) -> CGPoint {
        let inWindow = layer.convert(point, to: window?.layer)
        guard let window else { return inWindow }
        return CGPoint(x: inWindow.x + window.frame.minX, y: inWindow.y + window.frame.minY)
    }

    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        guard let window else { return layer.convert(point, from: nil) }
        return layer.convert(CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY), from: window.layer)
    }
}

/// A screen's coordinate space: its bounds, origin at the top left.
@MainActor
final class ScreenCoordinateSpace: NSObject, ScreenSpaceMapping {
    private weak var screen: UIScreen?

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen?.bounds ?? .zero }
    func convertToScreen(_ point: CGPoint) -> CGPoint { point }
    func convertFromScreen(_ point: CGPoint) -> CGPoint { point }
}

extension UIScreen {
    /// The screen's coordinate space (its bounds, in points; interface
    /// orientation is the screen's shape here).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(screen: self) }
}
