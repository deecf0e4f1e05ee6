/// A button for bars. Segue has no navigation or tool bars yet: a bar button
/// item is shown through its `customView`, which is also what popovers anchor to.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The item's looks.
    public enum Style: Int, Sendable { case plain = 0, done = 2 }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var customView: UIView?
    open var primaryAction: UIAction?
    open var isEnabled = true

    /// An item with a title.
    public init(title: String?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// An item shown by `customView`.
    public init(customView: UIView) {
        self.customView = customView
    }
}
