import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Spec §10: `show(_:sender:)` and `showDetailViewController(_:sender:)` find
/// their target up the parents and presenters, and each container does its row of R10.2.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ShowRoutingRules {
    private let showAction = Selector("showViewController:sender:")
    private let showDetailAction = Selector("showDetailViewController:sender:")

    @Test func R10_1_aPlainControllerPresentsWhatItShows() throws {
        let (host, root) = hostWithRoot()
        let shown = NamedController("B")
        #expect(root.targetViewController(forAction: showAction, sender: nil) == nil)
        root.show(shown, sender: nil)
        try host.runUntilIdle()
        #expect(root.presentedViewController === shown)
        let detail = NamedController("C")
        shown.showDetailViewController(detail, sender: nil)
        try host.runUntilIdle()
        #expect(shown.presentedViewController === detail, "with nothing to handle it, the receiver presents")
    }

    @Test func R10_1_theTargetIsTheNearestContainerThatHandlesTheAction() throws {
        let list = NamedController("List")
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        #expect(list.targetViewController(forAction: showAction, sender: nil) === navigation)
        #expect(list.targetViewController(forAction: showDetailAction, sender: nil) == nil,
                "neither a navigation nor a tab bar controller handles showDetail")
        let split = UISplitViewController(nibName: nil, bundle: nil)
        split.viewControllers = [tabs, NamedController("Detail")]
        #expect(list.targetViewController(forAction: showAction, sender: nil) === navigation)
        #expect(list.targetViewController(forAction: showDetailAction, sender: nil) === split)
        #expect(navigation.targetViewController(forAction: showAction, sender: nil) === navigation)
    }

    @Test func R10_1_theWalkGoesOnThroughThePresenter() throws {
        let list = NamedController("List")
        let navigation = UINavigationController(rootViewController: list)
        let (host, _) = hostWithRoot(navigation)
        try host.runUntilIdle()
        let presented = NamedController("Sheet")
        presented.modalPresentationStyle = .fullScreen
        list.present(presented, animated: false)
        try host.runUntilIdle()
        #expect(presented.targetViewController(forAction: showAction, sender: nil) === navigation)
        let pushed = NamedController("Pushed")
        presented.show(pushed, sender: nil)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [list, pushed], "the presenter's navigation controller pushes")
    }

    @Test func R10_2_aNavigationControllerPushesWhatItsChildrenShow() throws {
        let list = NamedController("List")
        let navigation = UINavigationController(rootViewController: list)
        let (host, _) = hostWithRoot(navigation)
        try host.runUntilIdle()
        let pushed = NamedController("B")
        list.show(pushed, sender: nil)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [list, pushed])
        #expect(list.presentedViewController == nil)
        let detail = NamedController("C")
        pushed.showDetailViewController(detail, sender: nil)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [list, pushed], "showDetail is not a push")
        #expect(pushed.presentedViewController === detail, "with no split view, showDetail presents")
    }

    @Test func R10_2_aTabBarControllerKeepsWalkingUp() throws {
        let first = NamedController("A")
        let tabs = UITabBarController()
        tabs.viewControllers = [first, NamedController("B")]
        let (host, _) = hostWithRoot(tabs)
        try host.runUntilIdle()
        let shown = NamedController("C")
        first.show(shown, sender: nil)
        try host.runUntilIdle()
        #expect(tabs.viewControllers?.count == 2)
        #expect(first.presentedViewController === shown)
    }

    @Test func R10_2_anExpandedSplitViewInstallsTheDetailAndAsksItsDelegateFirst() throws {
        let delegate = RecordingSplitDelegate()
        let (host, split, list, detail) = try hostWithSplit(size: SplitHostSize.padLandscape, delegate: delegate)
        let chosen = NamedController("Chosen")
        ObservedCalls.clear()
        list.showDetailViewController(chosen, sender: nil)
        try host.runUntilIdle()
        #expect(split.viewControllers.last === chosen)
        #expect(detail.navigationController?.view.window == nil)
        // The delegate first; the old detail goes, then the chosen one comes, without animation.
        // The column's layout pass is not what this is about.
        expectSequence(["Delegate.showDetail(Chosen)", "Detail.viewWillDisappear", "Detail.viewDidDisappear",
                        "Chosen.viewWillAppear", "Chosen.viewIsAppearing", "Chosen.viewDidAppear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)
        // A delegate that handles it keeps the split view from doing anything.
        delegate.handlesShowDetail = true
        list.showDetailViewController(NamedController("Other"), sender: nil)
        try host.runUntilIdle()
        #expect(split.viewControllers.last === chosen)
    }

    @Test func R10_2_anExpandedSplitViewInstallsWhatItShowsAsThePrimary() throws {
        let (host, split, _, _) = try hostWithSplit(size: SplitHostSize.padLandscape)
        let sidebar = NamedController("Sidebar")
        split.show(sidebar, sender: nil)
        try host.runUntilIdle()
        #expect(split.viewControllers.first === sidebar)
        #expect(sidebar.view.convert(sidebar.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 320, height: 820))
    }

    @Test func R10_2_aCollapsedSplitViewPushesTheDetailOnThePrimary() throws {
        let delegate = RecordingSplitDelegate()
        delegate.takesSecondaryOnCollapse = true
        let (host, split, list, _) = try hostWithSplit(size: SplitHostSize.phone, delegate: delegate)
        let chosen = NamedController("Chosen")
        list.showDetailViewController(chosen, sender: nil)
        try host.runUntilIdle()
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        #expect(navigation.viewControllers == [list, chosen])
        #expect(list.presentedViewController == nil)
    }

    @Test func R10_3_showingTheCurrentDetailDoesNothing() throws {
        let delegate = RecordingSplitDelegate()
        let (host, split, list, _) = try hostWithSplit(size: SplitHostSize.padLandscape, delegate: delegate)
        let secondary = try #require(split.viewControllers.last)
        ObservedCalls.clear()
        list.showDetailViewController(secondary, sender: nil)
        try host.runUntilIdle()
        #expect(ObservedCalls.log.isEmpty, "not even the delegate is asked: \(ObservedCalls.log)")
        #expect(split.viewControllers.last === secondary)
        // Collapsed, the detail on the primary's stack is the current one.
        host.resize(to: SplitHostSize.phone)
        try host.runUntilIdle()
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        let stack = navigation.viewControllers
        ObservedCalls.clear()
        list.showDetailViewController(secondary, sender: nil)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == stack)
        #expect(ObservedCalls.log.isEmpty)
    }
}
