/// A button of an alert or action sheet: its title, its style, and what it
/// does when tapped. Add it to a ``UIAlertController`` with `addAction(_:)`.
///
/// The handler runs once the alert controller's dismissal has ended (see
/// `docs/Transitions.md`, "Alerts"), so it may present another controller.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks and where the alert puts it.
    public enum Style: Int, Sendable {
        /// An ordinary action, in the tint colour.
        case `default` = 0
        /// The action that cancels: at most one per alert controller, put last
        /// (left of two side by side in an alert; its own group in an action sheet).
        case cancel = 1
        /// An action that destroys data, in red.
        case destructive = 2
    }

    /// Read by `description`, which is nonisolated as `NSObject`'s is; written only on the main actor.
    nonisolated(unsafe) private var titleStorage: String?
    private var styleStorage: Style = .default
    private var isEnabledStorage = true
    let handler: ((UIAlertAction) -> Void)?
    /// The alert's button showing this action, while an alert shows it.
    weak var button: AlertActionButton?

    /// The action's title (nil: an untitled button).
    open var title: String? { titleStorage }
    /// The action's style.
    open var style: Style { styleStorage }
    /// Whether the action's button responds to taps (a disabled one is drawn dimmed).
    open var isEnabled: Bool {
        get { isEnabledStorage }
        set {
            isEnabledStorage = newValue
            button?.refresh()
        }
    }

    /// An untitled action in the default style that does nothing.
    public override init() {
        handler = nil
        super.init()
    }

    private init(handler: ((UIAlertAction) -> Void)?) {
        self.handler = handler
        super.init()
    }

    /// An action with `title` in `style`; `handler` runs with the action when the user chooses it.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(handler: handler)
        titleStorage = title
        styleStorage = style
    }

    nonisolated open override var description: String {
        "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque()) Title = \(titleStorage.map { "\"\($0)\"" } ?? "(null)")>"
    }
}
