import Testing
import OpenUIKit
import SegueTesting

/// The navigation controller's bars: the safe area they give the children,
/// the toolbar and its items, and hiding the bars by tap and by swipe.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct NavigationBarRules {
    /// The bar and the toolbar are 44 points tall on an iPhone.
    private let barHeight: CGFloat = 44

    @Test func theBarsMoveTheChildrensSafeArea() throws {
        // R15.5: safeAreaInsets combine the status bar, the navigation bar, the toolbar and additionalSafeAreaInsets.
        let (host, navigation, root) = try hostWithNavigation()
        let screen = host.window.safeAreaInsets
        #expect(screen.top > 0, "the test window has a status bar")
        #expect(root.view.safeAreaInsets.top == screen.top + barHeight, "below the navigation bar")
        #expect(root.view.safeAreaInsets.bottom == screen.bottom, "the toolbar is hidden by default")
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: screen.top, width: 390, height: barHeight))

        navigation.setToolbarHidden(false, animated: false)
        #expect(root.view.safeAreaInsets.bottom == screen.bottom + barHeight, "above the toolbar")
        #expect(navigation.toolbar.frame.maxY == 844 - screen.bottom)

        navigation.setNavigationBarHidden(true, animated: false)
        #expect(root.view.safeAreaInsets.top == screen.top, "only the status bar once the bar is hidden")
        #expect(navigation.navigationBar.isHidden)

        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 6, right: 0)
        #expect(root.view.safeAreaInsets.top == screen.top + 10)
        #expect(root.view.safeAreaInsets.bottom == screen.bottom + barHeight + 6)
        _ = host
    }

    @Test func aPushedControllersConstraintsSeeTheBarsInTheSafeArea() throws {
        // R15.5: a pushed controller's safeAreaLayoutGuide follows the navigation bar (shown, then hidden).
        let (host, navigation, _) = try hostWithNavigation()
        let pushed = NamedController("B")
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        pushed.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: pushed.view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: pushed.view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: pushed.view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 60),
        ])
        navigation.pushViewController(pushed, animated: true)
        try host.runUntilIdle()
        let top = host.window.safeAreaInsets.top + barHeight
        #expect(banner.frame == CGRect(x: 0, y: top, width: 390, height: 60), "just below the navigation bar")
        navigation.setNavigationBarHidden(true, animated: false)
        try host.runUntilIdle()
        #expect(banner.frame.minY == host.window.safeAreaInsets.top, "the bar gone, under the status bar")
    }

    @Test func theToolbarShowsTheTopControllersItemsAndSlidesIn() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.toolbarItems = [edit]
        navigation.setToolbarHidden(false, animated: true)
        #expect(navigation.isToolbarHidden == false && navigation.toolbar.items?.first === edit)
        host.advance(by: Double(UINavigationController.hideShowBarDuration) / 2)
        let lift = try #require(navigation.toolbar.layer.presentation()).transform.m42
        #expect(lift > 5 && lift < barHeight + host.window.safeAreaInsets.bottom - 5,
                "halfway up from below the screen: \(lift)")
        try host.runUntilIdle()
        #expect(navigation.toolbar.transform == .identity && !navigation.toolbar.isHidden)

        let b = NamedController("B")
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        b.toolbarItems = [share]
        navigation.pushViewController(b, animated: true)
        try host.runUntilIdle()
        #expect(navigation.toolbar.items?.first === share, "the pushed controller's items")
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(navigation.toolbar.items?.first === edit, "the root's again after the pop")
    }

    @Test func aTapOnTheContentHidesTheBarsAndTheNextShowsThem() throws {
        let (host, navigation, root) = try hostWithNavigation()
        root.toolbarItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        navigation.setToolbarHidden(false, animated: false)
        host.tap(at: CGPoint(x: 195, y: 400))
        try host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "off by default")

        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.isEnabled)
        host.tap(at: navigation.navigationBar.center)
        try host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "a tap on the bar itself is the bar's")
        host.tap(at: CGPoint(x: 195, y: 400))
        try host.runUntilIdle()
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(navigation.isToolbarHidden, "the toolbar, having items, goes with it")
        #expect(root.view.safeAreaInsets.top == host.window.safeAreaInsets.top)
        host.tap(at: CGPoint(x: 195, y: 400))
        try host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
    }

    @Test func aSwipeUpHidesTheBarsAndASwipeDownShowsThem() throws {
        let (host, navigation, _) = try hostWithNavigation()
        navigation.hidesBarsOnSwipe = true
        host.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 560), duration: 0.1, release: false)
        let rise = try #require(navigation.navigationBar.layer.presentation()).transform.m42
        host.drag(from: CGPoint(x: 195, y: 560), to: CGPoint(x: 195, y: 400), duration: 0.2)
        #expect(rise < 0, "the bar slides up as the swipe passes its threshold: \(rise)")
        try host.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        host.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.2)
        try host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
        host.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 300, y: 460), duration: 0.2)
        try host.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "a sideways move is not a swipe up")
    }

    /// A bar button item's custom view the app resizes is placed by its new
    /// size at the bar's next layout: its trailing edge 8 points in from the
    /// bar's, centred in the 44-pt row.
    @Test func aResizedCustomBarButtonViewIsPlacedAgainAtTheBarsNextLayout() throws {
        let root = NamedController("A", color: .white)
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: custom)
        let navigation = UINavigationController(rootViewController: root)
        let host = TestHost()
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let bar = navigation.navigationBar
        #expect(custom.convert(custom.bounds, to: bar) == CGRect(x: 390 - 8 - 40, y: 7, width: 40, height: 30))

        custom.frame = CGRect(x: 0, y: 0, width: 64, height: 30)
        navigation.view.setNeedsLayout()
        try host.runUntilIdle()
        #expect(custom.convert(custom.bounds, to: bar) == CGRect(x: 390 - 8 - 64, y: 7, width: 64, height: 30))
    }
}
