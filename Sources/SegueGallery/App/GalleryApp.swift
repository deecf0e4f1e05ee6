import OpenUIKit

/// The Gallery as an app: a navigation controller whose root lists every demo
/// by group; choosing one opens its player.
@MainActor
public final class GalleryApp {
    public let navigationController: UINavigationController

    public init() {
        navigationController = UINavigationController(rootViewController: DemoListController())
    }

    /// Makes the Gallery the window's root.
    public func show(in window: UIWindow) {
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}
