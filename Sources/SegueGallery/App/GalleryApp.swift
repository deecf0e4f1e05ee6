import OpenUIKit
import SegueTesting

/// The Gallery as an app: the demos listed by group and, in a window wide
/// enough, the chosen demo's player beside the list; in a narrow one,
/// choosing a demo pushes its player.
@MainActor
public final class GalleryApp {
    /// The list's navigation controller.
    public let navigationController: UINavigationController
    /// The window's root: the list, and the player beside it when there is room.
    public let rootViewController: GalleryRootController

    public init() {
        let list = DemoListController()
        navigationController = UINavigationController(rootViewController: list)
        rootViewController = GalleryRootController(list: navigationController)
        list.onSelect = { [weak rootViewController] demo in rootViewController?.show(demo) }
    }

    /// Makes the Gallery the window's root.
    public func show(in window: UIWindow) {
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
    }

    /// The window size the Gallery opens at, in points: the list, a phone stage at
    /// its own size and the timeline side by side, with room for the bars.
    public static let preferredWindowSize = CGSize(width: 1240, height: 940)
}

/// The device a player records on: an iPhone 14 or an iPad Air, either way round.
public struct GalleryStage: Equatable, Sendable {
    public var device: TestHost.Device
    public var landscape: Bool

    public init(device: TestHost.Device = .iPhone14, landscape: Bool = false) {
        self.device = device
        self.landscape = landscape
    }

    /// The screen in points.
    public var size: CGSize { landscape ? device.landscapeScreenSize : device.screenSize }

    /// The stage every player starts with: the last one chosen.
    @MainActor public static var current = GalleryStage()
}

/// The list on the left (a fixed column) and the chosen demo's player, in a
/// navigation controller of its own, filling the rest; under
/// `sideBySideWidth` the list fills the window and a choice pushes the player.
@MainActor
public final class GalleryRootController: UIViewController {
    public static let listWidth: CGFloat = 400
    public static let sideBySideWidth: CGFloat = 900

    public let list: UINavigationController
    /// The player's navigation controller (side by side only).
    public let detail = UINavigationController(rootViewController: GalleryPlaceholderController())
    private let divider = UIView()

    init(list: UINavigationController) {
        self.list = list
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Whether the list and the player sit side by side.
    public var isSideBySide: Bool { view.bounds.width >= Self.sideBySideWidth }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for child in [list, detail] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
        divider.backgroundColor = .separator
        view.addSubview(divider)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        if isSideBySide {
            list.view.frame = CGRect(x: 0, y: 0, width: Self.listWidth, height: bounds.height)
            divider.frame = CGRect(x: Self.listWidth, y: 0, width: 1, height: bounds.height)
            detail.view.frame = CGRect(x: Self.listWidth + 1, y: 0, width: bounds.width - Self.listWidth - 1, height: bounds.height)
        } else {
            list.view.frame = bounds
        }
        detail.view.isHidden = !isSideBySide
        divider.isHidden = !isSideBySide
    }

    /// Shows `demo`'s player: beside the list, or pushed onto it in a narrow window.
    public func show(_ demo: any GalleryDemo.Type) {
        let player = DemoPlayerController(demo: demo)
        if isSideBySide {
            detail.setViewControllers([player], animated: false)
        } else {
            list.pushViewController(player, animated: true)
        }
    }
}

/// What the player's side shows before a demo is chosen.
@MainActor
final class GalleryPlaceholderController: UIViewController {
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Segue Gallery"
        view.backgroundColor = .systemGroupedBackground
        label.text = "Choose a demo from the list."
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = view.bounds
    }
}
