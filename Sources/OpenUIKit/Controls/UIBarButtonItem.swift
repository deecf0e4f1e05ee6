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

        /// The title iOS gives the item: the text items (Done, Cancel, Edit,
        /// Save) have one; the others are icons and have none.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            default: nil
            }
        }

        /// The symbol the bar draws for an icon item (Segue's glyphs, named as SF Symbols).
        var symbolName: String? {
            switch self {
            case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: nil
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera.fill"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .undo: "arrow.uturn.backward"
            case .redo: "arrow.uturn.forward"
            case .close: "xmark.circle.fill"
            }
        }

        /// What VoiceOver says for the item.
        var accessibilityName: String? {
            switch self {
            case .add: "Add"
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
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .close: "Close"
            default: title
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

    /// A system item, sending `action` to `target` when tapped: the text
    /// items show their title, the others their symbol (`symbolImage`).
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

    /// The image the bar shows for the item: a system item's symbol, or the
    /// item's image (a symbol image without a configuration of its own takes
    /// the bar's, body text at large scale, as on iOS).
    var barImage: UIImage? {
        if let name = systemItem?.symbolName {
            return UIImage(systemName: name, withConfiguration: UIBarButtonItem.barSymbolConfiguration)
        }
        guard let image else { return nil }
        if image.isSymbolImage, image.symbolConfiguration == .unspecified {
            return image.withConfiguration(UIBarButtonItem.barSymbolConfiguration)
        }
        return image
    }

    /// The configuration bars give symbols: body text (17 pt), large scale.
    static let barSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body, scale: .large)

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
