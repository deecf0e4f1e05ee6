extension UIView {
    /// Set by the base `draw(_:)`: tells whether a class overrides it.
    static var baseDrawReached: Bool {
        get { UIKitRuntimeState.current.drawProbe.baseDrawReached }
        set { UIKitRuntimeState.current.drawProbe.baseDrawReached = newValue }
    }
    /// Whether `draw(_:)` was called at all during the last display (not for empty bounds).
    static var drawWasCalled: Bool {
        get { UIKitRuntimeState.current.drawProbe.drawWasCalled }
        set { UIKitRuntimeState.current.drawProbe.drawWasCalled = newValue }
    }
    /// Classes known to draw (true) or not (false): UIKit gives backing stores
    /// only to views that draw. Process-wide, not per runtime: it is a fact about
    /// each class's code (whether it overrides `draw(_:)`), learned by drawing a
    /// view once, which no test can change — and learning it again in every
    /// host would draw a screen-sized bitmap per class per test.
    /// (Read for every view made: no dynamic exclusivity check.)
    @exclusivity(unchecked) private static var classDraws: [ObjectIdentifier: Bool] = [:]

    /// Schedules the first display of views whose class may draw.
    func scheduleFirstDisplay() {
        if UIView.classDraws[ObjectIdentifier(type(of: self))] != false { layer.setNeedsDisplay() }
    }

    /// Marks the whole view for redrawing before the next frame.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks part of the view for redrawing (all of it is redrawn in Segue).
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// Draws through `draw(_:)` into the layer's backing store, unless the class does not draw.
    func displayContent() {
        let id = ObjectIdentifier(type(of: self))
        if UIView.classDraws[id] == false {
            layer.backingImageStorage = nil
            return
        }
        layer.contentsScale = max(layer.contentsScale, UIView.contentScale)
        UIView.baseDrawReached = false
        UIView.drawWasCalled = false
        layer.drawIntoBackingStore()
        if UIView.classDraws[id] == nil && UIView.drawWasCalled {
            UIView.classDraws[id] = !UIView.baseDrawReached
        }
        if UIView.classDraws[id] == false { layer.backingImageStorage = nil }
    }

    /// The pixels per point views draw at (the main screen's scale; 2 until a host sets it).
    public static var contentScale: CGFloat {
        get { UIKitRuntimeState.current.contentScale }
        set { UIKitRuntimeState.current.contentScale = newValue }
    }
}
