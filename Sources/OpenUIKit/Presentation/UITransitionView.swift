/// The container view of a presentation: fills the window, and brackets its
/// layout with the presentation controller's `containerViewWillLayoutSubviews`
/// and `containerViewDidLayoutSubviews`.
@MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether touches that land on the container itself (not on the presented
    /// view) go on to the views below it: a sheet resting at or below its
    /// largest undimmed detent leaves the presenter interactive.
    var passesTouchesThrough = false

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return passesTouchesThrough && hit === self ? nil : hit
    }
}
