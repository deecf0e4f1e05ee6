import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// The titles of the buttons the navigation bar shows (the back button among them), in subview order.
@MainActor
func shownButtonTitles(in view: UIView) -> [String] {
    var titles: [String] = []
    func walk(_ view: UIView) {
        guard !view.isHidden, view.alpha > 0 else { return }
        if let button = view as? UIButton, let title = button.currentTitle { titles.append(title) }
        for subview in view.subviews { walk(subview) }
    }
    walk(view)
    return titles
}

/// Holes a mutation audit found in the navigation and tab bar rules: each
/// test fails with one of the audit's mutations applied (scripts/mutants.py).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AuditSurvivorNavigationTests {
    /// A controller named "A" at the root and "B" pushed on it, settled.
    private func hostWithTwo() throws -> (TestHost, UINavigationController, NamedController, NamedController) {
        let (host, navigation, root) = try hostWithNavigation()
        let pushed = NamedController("B")
        navigation.pushViewController(pushed, animated: false)
        try host.runUntilIdle()
        return (host, navigation, root, pushed)
    }

    /// A controller that fades a badge in when it has appeared, as apps often do.
    private final class FadingInController: UIViewController {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

        override func viewDidLoad() {
            super.viewDidLoad()
            badge.alpha = 0
            view.addSubview(badge)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            UIView.animate(withDuration: 0.3) { self.badge.alpha = 1 }
        }
    }

    @Test func anAnimationStartedWhenAPushEndsRuns() throws {
        // The built-in slide puts the sliding view's shadow back with actions suspended,
        // then ends the transition: the appearance callbacks that follow may animate.
        let (host, navigation, _) = try hostWithNavigation()
        let pushed = FadingInController()
        navigation.pushViewController(pushed, animated: true)
        host.advance(by: 0.45)   // the 0.35 s slide has ended; the 0.3 s fade is under way
        #expect(pushed.badge.layer.animationKeys() == ["opacity"])
        let shown = try #require(pushed.badge.layer.presentation()).opacity
        #expect(shown > 0.05 && shown < 0.95, "\(shown)")
        try host.runUntilIdle()
        #expect(pushed.badge.layer.presentation()?.opacity ?? pushed.badge.layer.opacity == 1)
    }

    @Test func theBackButtonFollowsTheTitleOfTheControllerBeneath() throws {
        let (host, navigation, root, _) = try hostWithTwo()
        #expect(shownButtonTitles(in: navigation.navigationBar) == ["A"], "B's back button is named after A")

        root.title = "Inbox"
        try host.runUntilIdle()
        #expect(shownButtonTitles(in: navigation.navigationBar) == ["Inbox"], "the controller's title")

        root.navigationItem.title = "Mail"
        try host.runUntilIdle()
        #expect(shownButtonTitles(in: navigation.navigationBar) == ["Mail"], "the navigation item's title")

        root.navigationItem.backButtonTitle = "Back to mail"
        try host.runUntilIdle()
        #expect(shownButtonTitles(in: navigation.navigationBar) == ["Back to mail"], "backButtonTitle wins over the title")

        root.navigationItem.title = "Ignored"
        try host.runUntilIdle()
        #expect(shownButtonTitles(in: navigation.navigationBar) == ["Back to mail"], "still the backButtonTitle")

        // Back on A: its own (new) title in the middle, no back button.
        navigation.popViewController(animated: false)
        try host.runUntilIdle()
        #expect(shownButtonTitles(in: navigation.navigationBar).isEmpty)
    }

    @Test func aCancelledEdgeSwipeLeavesTheTopControllersToolbarItems() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.toolbarItems = [edit]
        navigation.setToolbarHidden(false, animated: false)
        let pushed = NamedController("B")
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let trash = UIBarButtonItem(title: "Trash", style: .plain, target: nil, action: nil)
        pushed.toolbarItems = [share, trash]
        navigation.pushViewController(pushed, animated: true)
        try host.runUntilIdle()
        #expect(navigation.toolbar.items.map { $0.map(\.title) } == ["Share", "Trash"])

        // A short, slow swipe: the pop is cancelled and B stays on top.
        host.edgePan(from: .left, distance: 80, duration: 0.5)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, pushed])
        #expect(navigation.toolbar.items.map { $0.map(\.title) } == ["Share", "Trash"], "B's items, not A's")
        #expect(navigation.toolbar.items?.first === share)
        #expect(shownButtonTitles(in: navigation.toolbar) == ["Share", "Trash"])

        // A long swipe pops: A's items.
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(navigation.toolbar.items?.count == 1 && navigation.toolbar.items?.first === edit)
    }

    /// A tab bar controller whose first tab is a navigation controller with "A" at its root.
    private func hostWithTabbedNavigation() throws -> (TestHost, UITabBarController, UINavigationController, NamedController) {
        let root = NamedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, NamedController("Other")]
        // A generic screen, without a home indicator: the bar's own 49 points are the whole bottom inset.
        let host = TestHost(screenSize: CGSize(width: 390, height: 844), scale: 2)
        host.window.rootViewController = tabs
        try host.runUntilIdle()
        return (host, tabs, navigation, root)
    }

    @Test func aCancelledPopToTheBarsControllerLeavesTheBarHidden() throws {
        let (host, tabs, navigation, root) = try hostWithTabbedNavigation()
        // The window has no bottom inset of its own: the 49-point bar sits on the bottom edge.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        let detail = NamedController("Detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        try host.runUntilIdle()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == 0)

        host.edgePan(from: .left, distance: 80, duration: 0.5)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root, detail], "the pop was cancelled")
        #expect(tabs.tabBar.isHidden, "Detail hides the bar: it stays hidden")
        #expect(tabs.tabBar.transform == .identity)
        #expect(detail.view.safeAreaInsets.bottom == 0, "Detail reaches the bottom of the screen")
        let frame = host.render()
        // 2 pixels a point: 20 points above the bottom, where the bar would be, Detail's blue shows.
        let pixel = frame.premultipliedRGBA(x: 390, y: 2 * (844 - 20))
        #expect(pixel.blue > 200 && pixel.red < 100, "Detail's own colour where the bar was: \(pixel)")

        // A completed pop brings it back.
        host.edgePan(from: .left, distance: 260, duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root])
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        #expect(root.view.safeAreaInsets.bottom == 49)
    }

    @Test func aCancelledPopFromTheBarsControllerLeavesTheBarShown() throws {
        let (host, tabs, navigation, root) = try hostWithTabbedNavigation()
        let middle = NamedController("Middle")
        navigation.pushViewController(middle, animated: false)
        try host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && middle.view.safeAreaInsets.bottom == 49)
        // Popping back to a controller that hides the bar: cancelled, the bar stays.
        navigation.setViewControllers([root, {
            let hiding = NamedController("Hiding")
            hiding.hidesBottomBarWhenPushed = true
            return hiding
        }(), middle], animated: false)
        try host.runUntilIdle()
        let barShown = !tabs.tabBar.isHidden
        host.edgePan(from: .left, distance: 80, duration: 0.5)
        try host.runUntilIdle()
        #expect(navigation.topViewController === middle, "the pop was cancelled")
        #expect(!tabs.tabBar.isHidden == barShown, "the bar is as it was before the swipe")
        #expect(tabs.tabBar.transform == .identity)
    }

    @Test func aControllerBeingPoppedIsNoLongerOnTheStackToPopTo() throws {
        let (host, navigation, root, pushed) = try hostWithTwo()
        SegueDiagnostics.clear()
        #expect(navigation.popViewController(animated: true) === pushed)
        // B has left the stack, though it stays a child until its transition ends: there is nothing to pop to.
        #expect(navigation.viewControllers == [root] && pushed.parent === navigation)
        #expect(navigation.popToViewController(pushed, animated: false) == nil)
        #expect(SegueDiagnostics.messages.count == 1)
        #expect(SegueDiagnostics.messages.first?.hasPrefix("Tried to pop to a view controller that doesn't exist.") == true)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [root] && navigation.children == [root] && pushed.parent == nil)
        #expect(root.view.window === host.window && pushed.viewIfLoaded?.window == nil)
    }
}
