import Testing
import OpenUIKit
import SegueTesting

/// Issue 33: `isTabBarHidden` and `setTabBarHidden(_:animated:)` (iOS 18).
/// The bar slides straight down out of the screen over 0.35 s, ease in-out
/// (Segue's choice, docs/Differences.md); the tabs' safe area changes at once.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TabBarHidingRules {
    /// The bar's top when shown on the iPhone 14 (R18.8): 844 − 34 − 49.
    private let shownTop: CGFloat = 761
    /// Below the screen's bottom edge when hidden.
    private let hiddenTop: CGFloat = 844

    @Test func hidingWithoutAnimationDropsTheSafeAreaToTheWindows() throws {
        let (host, controller, tabs) = try hostWithTabs()
        #expect(!controller.isTabBarHidden && tabs[0].view.safeAreaInsets.bottom == 34 + 49)
        controller.isTabBarHidden = true
        #expect(controller.isTabBarHidden && controller.tabBar.isHidden)
        #expect(controller.tabBar.frame.minY == hiddenTop)
        #expect(tabs[0].view.safeAreaInsets.bottom == host.window.safeAreaInsets.bottom && host.window.safeAreaInsets.bottom == 34)
        #expect(!FrameLoop.shared.hasActiveAnimations)
        controller.setTabBarHidden(false, animated: false)
        #expect(!controller.tabBar.isHidden && controller.tabBar.frame.minY == shownTop)
        #expect(tabs[0].view.safeAreaInsets.bottom == 83, "34 (the home indicator) + 49 (the bar)")
    }

    @Test func theBarSlidesDownOutOfTheScreenAndBack() throws {
        let (host, controller, tabs) = try hostWithTabs()
        let content = UIView()
        content.backgroundColor = .systemRed
        content.translatesAutoresizingMaskIntoConstraints = false
        tabs[0].view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: tabs[0].view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: tabs[0].view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: tabs[0].view.safeAreaLayoutGuide.bottomAnchor),
            content.heightAnchor.constraint(equalToConstant: 20),
        ])
        try host.runUntilIdle()
        #expect(content.frame.maxY == shownTop, "content sits on the bar")
        controller.setTabBarHidden(true, animated: true)
        #expect(controller.isTabBarHidden && !controller.tabBar.isHidden, "visible while it slides")
        #expect(tabs[0].view.safeAreaInsets.bottom == 34, "the safe area changes at once")
        // The animation begins at the time of the call; frame k comes k/60 s later.
        for frame in 1...21 {
            host.advance(by: 1.0 / 60)
            let progress = ReferenceTimingCurve.easeInEaseOut.progress(at: min(1, Double(frame) / 60 / 0.35))
            let top = try #require(controller.tabBar.layer.presentation()).frame.minY
            let expected = shownTop + (hiddenTop - shownTop) * progress
            #expect(abs(top - expected) < 0.01, "frame \(frame): the bar's top \(top), expected \(expected)")
            let contentBottom = try #require(content.layer.presentation()).frame.maxY
            let expectedContent = shownTop + (810 - shownTop) * progress
            #expect(abs(contentBottom - expectedContent) < 0.01, "frame \(frame): the content follows, \(contentBottom)")
            if frame == 10 { saveFrame(host.render(), "tab-bar-hiding-mid", in: "tabs") }
        }
        try host.runUntilIdle()
        #expect(controller.tabBar.isHidden && controller.tabBar.frame.minY == hiddenTop)
        let hidden = host.render()
        saveFrame(hidden, "tab-bar-hidden", in: "tabs")
        // The content now reaches the home indicator's inset: red at 805 points, where the bar was.
        let red = hidden.premultipliedRGBA(x: 100, y: 2 * 805)
        #expect(red.red > 200 && red.green < 100, "the content is drawn where the bar was: \(red)")
        controller.setTabBarHidden(false, animated: true)
        #expect(!controller.tabBar.isHidden && tabs[0].view.safeAreaInsets.bottom == 34 + 49)
        host.advance(by: 0.2)
        let top = try #require(controller.tabBar.layer.presentation()).frame.minY
        let expected = hiddenTop + (shownTop - hiddenTop) * ReferenceTimingCurve.easeInEaseOut.progress(at: 0.2 / 0.35)
        #expect(abs(top - expected) < 0.01, "12 frames back up: \(top), expected \(expected)")
        try host.runUntilIdle()
        #expect(controller.tabBar.frame.minY == shownTop && content.frame.maxY == shownTop)
    }

    @Test func hidesBottomBarWhenPushedStillWorksAndRespectsTheAppsChoice() throws {
        let root = NamedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, NamedController("B")]
        let host = TestHost()
        host.window.rootViewController = tabs
        try host.runUntilIdle()
        // Pushed and popped while the bar is shown: as before.
        let detail = NamedController("Detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        try host.runUntilIdle()
        #expect(tabs.tabBar.isHidden && !tabs.isTabBarHidden)
        // The app hides and shows the bar while the push hides it: it stays hidden.
        tabs.setTabBarHidden(true, animated: true)
        tabs.setTabBarHidden(false, animated: true)
        try host.runUntilIdle()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 34)
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 34 + 49)
        // Hidden by the app, a push and pop leave it hidden.
        tabs.isTabBarHidden = true
        navigation.pushViewController(NamedController("Other"), animated: true)
        try host.runUntilIdle()
        let hiding = NamedController("Hiding")
        hiding.hidesBottomBarWhenPushed = true
        navigation.pushViewController(hiding, animated: true)
        try host.runUntilIdle()
        navigation.popToRootViewController(animated: true)
        try host.runUntilIdle()
        #expect(tabs.tabBar.isHidden && root.view.safeAreaInsets.bottom == 34)
        tabs.isTabBarHidden = false
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.frame.minY == 761 && root.view.safeAreaInsets.bottom == 34 + 49)
    }
}
