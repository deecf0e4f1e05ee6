// What both drop-in targets check on PortedLibraryPatterns.swift (issue 32):
// the declarations iOS code overrides, and the API the libraries use.
import Testing
import UIKit
import SegueTesting

@MainActor
enum PortedPatternScenarios {
    static func hosted(_ root: UIViewController) -> TestHost {
        let host = TestHost()
        host.window.rootViewController = root
        return host
    }

    /// Overrides of `present` and `dismiss` run, for the presenter's own calls
    /// and for a dismissal the presented controller asks for (UIKit forwards it).
    static func presentAndDismissOverridesRun() throws {
        let home = RoutingViewController()
        let host = hosted(home)
        let sheet = UIViewController()
        sheet.title = "Sheet"
        home.present(sheet, animated: true)
        try host.runUntilIdle()
        #expect(home.presentedViewController === sheet)
        sheet.dismiss(animated: true)
        try host.runUntilIdle()
        #expect(home.presentedViewController == nil)
        #expect(home.routed == ["present Sheet", "dismiss"])
    }

    /// An overridden `hidesBottomBarWhenPushed` hides the tab bar on a push;
    /// the other overridden properties are what the bars and the safe area read.
    static func overriddenControllerPropertiesAreRead() throws {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let host = hosted(tabs)
        try host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
        let detail = FullBleedDetailController()
        navigation.pushViewController(detail, animated: true)
        try host.runUntilIdle()
        #expect(tabs.tabBar.isHidden, "the override asked to hide the bar")
        #expect(navigation.navigationBar.topItem?.title == "Detail")
        #expect(detail.toolbarItems?.first?.title == "Share")
        #expect(detail.tabBarItem.tag == 7)
        let bottom = detail.view.safeAreaInsets.bottom
        #expect(bottom >= 30, "the overridden additional inset is in the safe area: \(bottom)")
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden)
    }

    /// Turning the phone to landscape makes the height compact: the view hears
    /// it after its controller, and the status bar's frame change is posted.
    static func traitsReachViewsAndStatusBarFrameIsPosted() throws {
        let controller = ObservingSheetController()
        let host = hosted(controller)
        let watcher = CompactAwareView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(watcher)
        #expect(watcher.traitCollection.verticalSizeClass == .regular)
        #expect(controller.view.traitCollection == controller.traitCollection)
        host.resize(to: CGSize(width: 844, height: 390))
        try host.runUntilIdle()
        #expect(watcher.traitCollection.verticalSizeClass == .compact)
        #expect(watcher.changes.count == 1)
        #expect(watcher.changes.first.map { $0.0 == .regular && $0.1 == .compact } == true)
        #expect(controller.statusBarFrames.last == .zero, "landscape hides the status bar: \(controller.statusBarFrames)")
        let environment: UITraitEnvironment = watcher
        #expect(environment.traitCollection.horizontalSizeClass == .compact)
    }

    /// Observations made in `viewDidLoad` report, and end with the controller
    /// (its nonisolated `deinit` invalidates them and removes the selector observer).
    static func observationsEndInDeinit() throws {
        let home = UIViewController()
        let host = hosted(home)
        var sheet: ObservingSheetController? = ObservingSheetController()
        sheet!.modalPresentationStyle = .fullScreen
        home.present(sheet!, animated: false)
        try host.runUntilIdle()
        sheet!.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        #expect(sheet!.offsets.last == 40)
        #expect(sheet!.scrollView.verticalScrollIndicatorInsets.right == 2)
        #expect(sheet!.scrollView.horizontalScrollIndicatorInsets.top == 10)
        weak let observation = sheet!.observation
        home.dismiss(animated: false)
        try host.runUntilIdle()
        sheet = nil
        #expect(observation == nil, "the controller and its observation are gone")
        // A notification after the controller went finds no observer.
        NotificationCenter.default.post(name: UIApplication.didChangeStatusBarFrameNotification, object: nil)
    }

    /// A target/selector display link fires once per frame and is invalidated by its target.
    static func displayLinkWithTargetAndSelector() throws {
        let home = UIViewController()
        let host = hosted(home)
        let driver = DisplayLinkDriver(view: home.view)
        driver.start()
        host.advance(by: 0.2)
        #expect(driver.timestamps.count == 5, "five frames, then the driver stopped its link")
        #expect(abs(home.view.alpha - 0.5) < 0.001)
        let stamps = driver.timestamps
        #expect(zip(stamps, stamps.dropFirst()).allSatisfy { $1 > $0 })
    }

    /// A display link and selector from a file that imports only QuartzCore.
    static func quartzCoreOnlyDisplayLink() throws {
        let home = UIViewController()
        let host = hosted(home)
        let pulse = LayerPulse(layer: home.view.layer)
        pulse.start()
        #expect(pulse.isPulsing)
        host.advance(by: 0.2)
        #expect(pulse.frames == 3 && !pulse.isPulsing)
        #expect(home.view.layer.opacity == 0.5)
    }

    /// A popover whose delegate answers `.none` stays a popover on a phone;
    /// without it, it adapts to a sheet.
    static func popoverStaysOnAPhone() throws {
        let home = UIViewController()
        let host = hosted(home)
        let anchor = UIView(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
        home.view.addSubview(anchor)
        let keeper = PopoverKeeper()
        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 150)
        menu.popoverPresentationController?.sourceView = anchor
        menu.popoverPresentationController?.delegate = keeper
        home.present(menu, animated: true)
        try host.runUntilIdle()
        #expect(keeper.prepared == 1)
        let frame = menu.view.convert(menu.view.bounds, to: nil)
        #expect(frame.width == 200 && frame.height == 150, "a popover's size, not a sheet's: \(frame)")
        #expect(frame.minY >= anchor.frame.maxY, "below its anchor: \(frame)")
        home.dismiss(animated: false)
        try host.runUntilIdle()

        let adapting = UIViewController()
        adapting.modalPresentationStyle = .popover
        adapting.preferredContentSize = CGSize(width: 200, height: 150)
        adapting.popoverPresentationController?.sourceView = anchor
        home.present(adapting, animated: true)
        try host.runUntilIdle()
        #expect(adapting.view.convert(adapting.view.bounds, to: nil).width == 390, "adapted to a sheet")
    }

    /// The subclasses of open classes work where their superclasses do.
    static func openClassesSubclass() throws {
        let spring = SnappySpring()
        #expect(spring.initialVelocity.dy == 2 && spring.timingCurveType == .spring)
        let linear = LinearTiming()
        #expect(linear.timingCurveType == .cubic && linear.controlPoint1 == .zero)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = hosted(UIViewController())
        host.window.rootViewController!.view.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: linear)
        animator.addAnimations { view.alpha = 0 }
        animator.startAnimation()
        host.advance(by: 0.25)
        let alpha = Double(view.layer.presentation()?.opacity ?? -1)
        #expect(abs(alpha - 0.75) < 0.03, "the overridden control points make it linear: \(alpha)")
        try host.runUntilIdle()
        let tabs: any UITabBarControllerDelegate = TabSwitchDelegate()
        #expect(tabs.isEqual(tabs) && tabs.isKind(of: NSObject.self))
    }

    /// Selectors name methods that return values.
    static func selectorsNameReturningMethods() throws {
        let home = UIViewController()
        let host = hosted(home)
        let target = CountingTarget()
        let button = UIButton(type: .system)
        button.addTarget(target, action: Selector(CountingTarget.handleTap(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.taps == 1)
        #expect(target.responds(to: Selector(CountingTarget.reset)))
        #expect(!home.responds(to: Selector(CountingTarget.reset)))

        // A protocol requirement (`Selector(UIViewControllerContextTransitioning.view(forKey:))`)
        // is checked in Swift 5 mode only (Swift5IsolationPatterns.swift): in Swift 6 mode
        // the compiler warns about the reference it makes (docs/Differences.md).
        try host.runUntilIdle()
    }

    /// The image context functions, the layer's filters, the bar style, margins.
    static func graphicsLayerAndBarAPI() throws {
        let home = UIViewController()
        let host = hosted(home)
        let swatch = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        swatch.backgroundColor = .red
        let image = try #require(LegacySnapshot.image(of: swatch))
        #expect(image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == UIScreen.main.scale)
        #expect(UIGraphicsGetCurrentContext() == nil, "the image context ended")
        let pixel = try #require(image.cgImage).premultipliedRGBA(x: 1, y: 1)
        #expect(pixel.red > 250 && pixel.green < 5)

        let art = PixelArtView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(art.layer.magnificationFilter == .nearest && art.layer.minificationFilter == .trilinear)
        #expect(art.layer.minificationFilterBias == 0.1)
        #expect(art.directionalLayoutMargins.leading == 12 && art.layoutMargins.left == 12)

        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.navigationBar.barStyle = .black
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        #expect(navigation.navigationBar.barStyle == .black)
        #expect(navigation.preferredStatusBarStyle == .lightContent)
        #expect(home.view.window == nil)
    }

    /// iOS 26's content back swipe, turned off as apps do where horizontal drags
    /// are the content's (a game, a canvas): each back swipe is disabled on its own.
    static func bothBackSwipesCanBeTurnedOff() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
        let host = hosted(navigation)
        try host.runUntilIdle()
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 2, "neither swipe pops")
        navigation.interactiveContentPopGestureRecognizer?.isEnabled = true
        host.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "the content swipe pops once enabled")
    }
}
