/// The rounded clip a zoom shows the zoomed view through. Touches find it,
/// and the zoomed view inside it, where they show, mid-spring included (the
/// model values are already the spring's target): a finger lands on what it
/// sees, so it can catch the zoom wherever the spring has taken it.
@MainActor
final class ZoomClipView: UIView {
    /// The zoomed view, while the clip and it take touches as shown (from the
    /// scene's setup until the transition ends).
    private var zoomedView: UIView?

    /// Makes touches find the clip and `zoomedView` as shown, until `stopHitTestingAsShown()`.
    func hitTestAsShown(with zoomedView: UIView) {
        stopHitTestingAsShown()
        self.zoomedView = zoomedView
        shownGeometryHitTests += 1
        zoomedView.shownGeometryHitTests += 1
    }

    /// Touches find the clip and the zoomed view at their model geometry again.
    func stopHitTestingAsShown() {
        guard let zoomedView else { return }
        shownGeometryHitTests -= 1
        zoomedView.shownGeometryHitTests -= 1
        self.zoomedView = nil
    }

    /// Inside the bounds as shown (the hit test converts the point as shown).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard zoomedView != nil, let shown = layer.presentation() else { return super.point(inside: point, with: event) }
        return shown.bounds.contains(point)
    }
}
