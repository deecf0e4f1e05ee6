import Testing
import OpenUIKit
import SegueTesting

/// A tab bar delegate that records what it is asked, may refuse, and vends what it is given.
@MainActor
final class RecordingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var refuses: Set<String> = []
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        ObservedCalls.record("Delegate.shouldSelect(\(viewController.title ?? "?"))")
        return !refuses.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        ObservedCalls.record("Delegate.didSelect(\(viewController.title ?? "?"))")
    }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        ObservedCalls.record("Delegate.animationController")
        return animator
    }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        ObservedCalls.record("Delegate.interactionController")
        return interaction
    }
}

/// Slides the new tab in from the side of its index, the old one out the other way (seeds 001/004).
@MainActor
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let forward: Bool
    init(forward: Bool) { self.forward = forward }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let to = transitionContext.viewController(forKey: .to) else { return }
        let width = transitionContext.containerView.bounds.width * (forward ? 1 : -1)
        let final = transitionContext.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            toView.frame = final
            fromView.frame = final.offsetBy(dx: -width, dy: 0)
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            if !completed { toView.removeFromSuperview() }
            fromView.frame = final
            transitionContext.completeTransition(completed)
        })
    }
}

/// A host showing a tab bar controller with tabs "A", "B" and "C".
@MainActor
func hostWithTabs(delegate: RecordingTabBarDelegate? = nil) throws -> (TestHost, UITabBarController, [NamedController]) {
    let tabs = [NamedController("A", color: .systemGray), NamedController("B", color: .systemTeal),
                NamedController("C", color: .systemOrange)]
    let controller = UITabBarController()
    controller.viewControllers = tabs
    controller.delegate = delegate
    let host = TestHost()
    host.window.rootViewController = controller
    try host.runUntilIdle()
    host.trace.clear()
    ObservedCalls.clear()
    return (host, controller, tabs)
}

/// Spec §1.6: tab switches.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TabBarRules {
    /// The centre of tab `index`'s item, in window points.
    private func itemCenter(_ index: Int, of controller: UITabBarController) -> CGPoint {
        let bar = controller.tabBar
        let width = bar.bounds.width / CGFloat(controller.viewControllers!.count)
        return bar.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: bar.bounds.midY), to: nil)
    }

    @Test func R1_6_1_R1_6_2_aSwitchIsNotAnimatedAndTheNewTabHearsFirst() throws {
        let delegate = RecordingTabBarDelegate()
        let (host, controller, tabs) = try hostWithTabs(delegate: delegate)
        controller.selectedIndex = 1
        #expect(tabs[1].view.window === host.window && tabs[0].view.window == nil, "switched at once, no animation")
        #expect(!FrameLoop.shared.hasActiveAnimations)
        // Without animation B's viewIsAppearing comes when its view is in, after A has gone, still before its viewDidAppear.
        expectSequence(["Delegate.animationController", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
                        "B.viewIsAppearing", "B.viewDidAppear"], in: ObservedCalls.log, "R1.6.2: the new tab's will comes first")
        #expect(!ObservedCalls.log.contains("Delegate.interactionController"), "no animator, no interaction question")
        #expect(controller.selectedViewController === tabs[1] && controller.tabBar.selectedItem === tabs[1].tabBarItem)
    }

    @Test func R1_6_3_shouldAndDidSelectAreForTapsOnlyAndARetapReportsAgain() throws {
        let delegate = RecordingTabBarDelegate()
        let (host, controller, tabs) = try hostWithTabs(delegate: delegate)
        controller.selectedViewController = tabs[2]
        #expect(!ObservedCalls.log.contains { $0.hasPrefix("Delegate.shouldSelect") || $0.hasPrefix("Delegate.didSelect") })
        ObservedCalls.clear()
        host.tap(at: itemCenter(1, of: controller))
        // The layout passes the tap's frames run (C's pending one, then B's) are not what this is about.
        expectSequence(["Delegate.shouldSelect(B)", "Delegate.animationController", "B.viewWillAppear",
                        "C.viewWillDisappear", "C.viewDidDisappear", "B.viewIsAppearing", "B.viewDidAppear",
                        "Delegate.didSelect(B)"], in: ObservedCalls.log, ignoring: Ignored.layout, "a tap")
        ObservedCalls.clear()
        host.tap(at: itemCenter(1, of: controller))
        #expect(ObservedCalls.log == ["Delegate.shouldSelect(B)", "Delegate.didSelect(B)"], "a re-tap: \(ObservedCalls.log)")
        delegate.refuses = ["A"]
        ObservedCalls.clear()
        host.tap(at: itemCenter(0, of: controller))
        #expect(ObservedCalls.log == ["Delegate.shouldSelect(A)"] && controller.selectedIndex == 1, "refused")
    }

    @Test func R1_6_4_switchingMakesNoContainmentCalls() throws {
        let (host, controller, tabs) = try hostWithTabs()
        controller.selectedIndex = 2
        controller.selectedIndex = 0
        #expect(!host.trace.callbacks.contains { $0.contains("willMove") || $0.contains("didMove") })
        #expect(tabs.allSatisfy { $0.parent === controller }, "every tab stays a child")
    }

    @Test func R1_6_5_setViewControllersKeepsTheSelection() throws {
        let (_, controller, tabs) = try hostWithTabs()
        controller.selectedIndex = 1
        let d = NamedController("D")
        controller.setViewControllers([tabs[1], d, tabs[2]], animated: false)
        #expect(controller.selectedViewController === tabs[1] && controller.selectedIndex == 0, "B stays selected, now first")
        #expect(tabs[0].parent == nil && d.parent === controller)
        let e = NamedController("E")
        controller.setViewControllers([e, d, tabs[2]], animated: false)
        #expect(controller.selectedIndex == 0 && controller.selectedViewController === e, "B gone: the same index")
        controller.setViewControllers([tabs[0]], animated: false)
        #expect(controller.selectedIndex == 0 && tabs[0].view.window != nil, "the index is gone: the first")
    }

    @Test func aCustomAnimatorSlidesAndAnInteractiveSwitchCanBeCancelled() throws {
        let delegate = RecordingTabBarDelegate()
        delegate.animator = TabSlideAnimator(forward: true)
        let (host, controller, tabs) = try hostWithTabs(delegate: delegate)
        controller.selectedIndex = 1
        host.advance(by: 0.2)
        let shown = try #require(tabs[1].view.layer.presentation()).frame.minX
        // Linear over 0.4 s from x = 390, begun with the switch: half way after 0.2 s.
        #expect(abs(shown - 390 * (1 - 0.2 / 0.4)) < 0.5, "half way in from the right: \(shown)")
        saveFrame(host.render(), "tab-slide-050", in: "tabs")
        try host.runUntilIdle()
        #expect(tabs[1].view.frame.minX == 0 && tabs[0].view.window == nil)
        expectSequence(["Delegate.animationController", "Delegate.interactionController", "B.viewWillAppear", "A.viewWillDisappear",
                        "B.viewIsAppearing", "B.viewWillLayoutSubviews", "B.viewDidLayoutSubviews",
                        "A.viewDidDisappear", "B.viewDidAppear"], in: ObservedCalls.log, "R1.6.2 with an animator")

        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        ObservedCalls.clear()
        controller.selectedIndex = 2
        interaction.update(0.3)
        host.advance(by: 1.0 / 60)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(controller.selectedIndex == 1 && tabs[1].view.window === host.window && tabs[2].view.window == nil,
                "a cancelled switch leaves the old tab")
        // The layout passes are not what this is about.
        expectSequence(["Delegate.animationController", "Delegate.interactionController",
                        "C.viewWillAppear", "B.viewWillDisappear", "C.viewIsAppearing", "C.viewWillDisappear",
                        "C.viewDidDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout, "R2.1 for a tab switch")
    }

    @Test func hidesBottomBarWhenPushedSlidesTheBarAwayWithThePush() throws {
        let root = NamedController("A")
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, NamedController("B")]
        let host = TestHost()
        host.window.rootViewController = tabs
        try host.runUntilIdle()
        let detail = NamedController("Detail")
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: 0.175)
        let shift = try #require(tabs.tabBar.layer.presentation()).transform.m41
        #expect(shift < -50 && shift > -340, "the bar goes with the view beneath: \(shift)")
        try host.runUntilIdle()
        #expect(tabs.tabBar.isHidden && detail.view.safeAreaInsets.bottom == host.window.safeAreaInsets.bottom)
        navigation.popViewController(animated: true)
        try host.runUntilIdle()
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform == .identity)
        #expect(root.view.safeAreaInsets.bottom == host.window.safeAreaInsets.bottom + 49)
    }

    @Test func theBarIsAtTheBottomAndLiftsTheTabsSafeArea() throws {
        // R15.5: the tab bar adds to its tabs' bottom safe-area inset.
        let (host, controller, tabs) = try hostWithTabs()
        let bottom = host.window.safeAreaInsets.bottom
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 844 - bottom - 49, width: 390, height: 49))
        #expect(tabs[0].view.safeAreaInsets.bottom == bottom + 49)
        #expect(controller.tabBar.items?.map(\.title) == ["A", "B", "C"], "items from the tabs' titles")
        tabs[1].tabBarItem.badgeValue = "3"
        SegueDiagnostics.clear()
        controller.selectedIndex = 7
        #expect(controller.selectedIndex == 0 && SegueDiagnostics.messages.contains { $0.contains("out of 0..<3") })
        controller.selectedViewController = NamedController("X")
        #expect(SegueDiagnostics.messages.contains { $0.contains("not in viewControllers") })
        host.advance(by: 1.0 / 60)
        let frame = host.render()
        saveFrame(frame, "tab-bar", in: "tabs")
        // The bar's top: 844 − 34 (the iPhone 14's home indicator, R18.8) − 49 = 761.
        let barTop = 761
        #expect(bottom == 34)
        // B's badge: right of its item's centre, near the top of the bar (2 pixels per point).
        let badge = frame.premultipliedRGBA(x: 2 * (130 + 65 + 14), y: 2 * (barTop + 11))
        #expect(badge.red > 200 && badge.green < 100, "the badge is drawn red: \(badge)")
        // The selected item's title, "A", is drawn in the tint (blue) around its item's centre.
        var tinted = 0
        for x in stride(from: 2 * 55, to: 2 * 75, by: 1) {
            for y in stride(from: 2 * (barTop + 14), to: 2 * (barTop + 35), by: 1) {
                let pixel = frame.premultipliedRGBA(x: x, y: y)
                if Int(pixel.blue) > Int(pixel.red) + 80 { tinted += 1 }
            }
        }
        #expect(tinted > 10, "the selected title is drawn in the tint: \(tinted) blue pixels")
    }
}
