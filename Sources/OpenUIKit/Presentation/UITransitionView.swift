/// The container view of a presentation: fills the window, and brackets its
/// layout with the presentation controller's `containerViewWillLayoutSubviews`
/// and `containerViewDidLayoutSubviews`.
@MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
