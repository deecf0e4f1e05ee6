/// A view's Auto Layout state, made when the view first takes part: the
/// constraints installed on it, its layout guides, its priorities, and the
/// engine it belongs to (or owns, at the top of a hierarchy).
@MainActor
final class ViewLayoutState {
    /// Active constraints whose items' nearest common ancestor is this view.
    var constraints: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`, and the system ones made on request.
    var guides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// A controller's `topLayoutGuide` and `bottomLayoutGuide`, on its view.
    var topSupportGuide: UILayoutGuide?
    var bottomSupportGuide: UILayoutGuide?
    /// The engine of the hierarchy this view is the top of.
    var engine: LayoutEngine?
    /// The engine this view is an item of.
    weak var memberEngine: LayoutEngine?
    var huggingPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionPriorities: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var needsUpdateConstraints = false
}
