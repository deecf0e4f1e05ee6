/// Holds a container's shown child view and is its transitions' container.
/// Subclasses widen the safe area by the container's bars.
@MainActor
class ContainerContentView: UIView {
    /// Puts `childView` in, filling the content and following its size.
    func install(_ childView: UIView) {
        childView.frame = bounds
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(childView)
    }

    /// A bar appeared or went: the children's safe area changed.
    func safeAreaChanged() {
        for subview in subviews { subview.safeAreaInsetsDidChangeInSubtree() }
    }
}
