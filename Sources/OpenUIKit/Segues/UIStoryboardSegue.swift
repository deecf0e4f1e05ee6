/// A transition from one scene of a storyboard to another. Subclass it for a
/// custom segue: `perform()` must put the destination on screen by itself.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController
    private final var performHandler: (@MainActor () -> Void)?

    /// A segue from `source` to `destination`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination. The base class runs the perform handler, if any.
    open func perform() {
        performHandler?()
    }
}

/// A storyboard's built-in segue: performs one of the kinds of R11.4.
@MainActor
final class BuiltInStoryboardSegue: UIStoryboardSegue {
    private let kind: UIStoryboard.SegueKind
    private let sender: Any?

    init(identifier: String?, source: UIViewController, destination: UIViewController, kind: UIStoryboard.SegueKind,
         sender: Any?) {
        self.kind = kind
        self.sender = sender
        super.init(identifier: identifier, source: source, destination: destination)
        // The storyboard's styles are set before `prepare(for:sender:)`, which may change them.
        switch kind {
        case .presentModally(let style, let transition, _):
            if let style { destination.modalPresentationStyle = style }
            if let transition { destination.modalTransitionStyle = transition }
        case .popover:
            destination.modalPresentationStyle = .popover
        default:
            break
        }
    }

    override func perform() {
        switch kind {
        case .show:
            source.show(destination, sender: sender)
        case .showDetail:
            source.showDetailViewController(destination, sender: sender)
        case .presentModally(_, _, let animated):
            source.present(destination, animated: animated)
        case .popover:
            if let popover = destination.popoverPresentationController {
                if let item = sender as? UIBarButtonItem {
                    popover.barButtonItem = item
                } else if let view = sender as? UIView {
                    popover.sourceView = view
                    popover.sourceRect = view.bounds
                } else {
                    popover.sourceView = source.view
                    popover.sourceRect = CGRect(x: source.view.bounds.midX, y: source.view.bounds.midY, width: 1, height: 1)
                }
            }
            source.present(destination, animated: true)
        case .custom, .unwind:
            break
        }
    }
}
