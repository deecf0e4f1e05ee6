/// The root view of a container with bars (navigation, tab bar): lays the
/// bars out again whenever its size or safe area changes.
@MainActor
final class ContainerRootView: UIView {
    /// The container's layout of its bars and content.
    var layoutBars: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutBars?()
    }
}
