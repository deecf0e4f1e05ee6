import OpenUIKit

/// The tab bar sliding down out of the screen and back (iOS 18's
/// `setTabBarHidden(_:animated:)`); a toolbar pinned to the safe area
/// follows it down, as the tab's safe area drops to the window's.
public struct TabBarHidingDemo: GalleryDemo {
    public static let name = "tab-bar-hiding"
    public static let title = "Tab bar hiding"
    public static let group = DemoGroup.tabBar
    public static let summary = "setTabBarHidden(_:animated:) slides the bar off the bottom; the tab's safe area follows."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        let tabs = UITabBarController()
        let screens = [SafeAreaToolbarScreen("Reader", color: DemoPalette.start),
                       SafeAreaToolbarScreen("Library", color: DemoPalette.third)]
        for screen in screens { screen.tabBarItem = UITabBarItem(title: screen.title, image: nil, tag: 0) }
        tabs.viewControllers = screens
        return tabs
    }

    public func run(from root: UIViewController) {
        (root as? UITabBarController)?.setTabBarHidden(true, animated: true)
    }

    public func reverse(from root: UIViewController) {
        (root as? UITabBarController)?.setTabBarHidden(false, animated: true)
    }
}

/// A demo screen with a white toolbar along the bottom of its safe area.
@MainActor
final class SafeAreaToolbarScreen: UIViewController {
    private let color: UIColor

    init(_ title: String, color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        let toolbar = UILabel()
        toolbar.text = "Pinned to the safe area"
        toolbar.textAlignment = .center
        toolbar.backgroundColor = .white
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}
