/// A button for navigation bars and toolbars: a title, an image, a system
/// item or a custom view, running a target/action or a primary action when tapped.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// The item's looks.
    public enum Style: Int, Sendable { case plain = 0, done = 2 }

    /// The system's items; the bar shows each by its title.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The title the bar shows for the item (symbols for the iconic ones).
        var title: String {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "+"
            case .flexibleSpace, .fixedSpace: ""
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            }
        }
    }

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var customView: UIView?
    open var primaryAction: UIAction?
    open var isEnabled = true
    /// The colour of the item's title or image (nil: the bar's tint).
    open var tintColor: UIColor?
    /// The width of a fixed space, or of the item (0: its natural width).
    open var width: CGFloat = 0
    /// The object `action` is sent to (held weakly, as on iOS).
    open weak var target: AnyObject?
    /// The method called on `target` when the item is tapped.
    open var action: Selector?
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?

    /// An item with a title.
    public init(title: String?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }

    /// An item with a title, sending `action` to `target` when tapped.
    public init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with an image, sending `action` to `target` when tapped.
    public init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item, sending `action` to `target` when tapped.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item running `primaryAction` when tapped.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// An item shown by `customView`.
    public init(customView: UIView) {
        self.customView = customView
    }

    /// An empty item.
    public override init() { super.init() }

    /// Decoding is not supported: an empty item.
    public required init?(coder: NSCoder) { super.init() }

    /// What a tap on the item does: the primary action, else the target/action.
    func performTap() {
        guard isEnabled else { return }
        if let primaryAction {
            primaryAction.handler(primaryAction)
        } else if let action, let target {
            if !action.invoke(target, self) {
                SegueDiagnostics.report("\(self): the target \(target) does not respond to the item's action")
            }
        }
    }
}
