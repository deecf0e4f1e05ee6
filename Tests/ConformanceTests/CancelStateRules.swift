import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A push whose animator gives up: it slides the new view half-way, then calls
/// `completeTransition(false)` itself (a non-interactive cancel).
@MainActor
final class GivingUpPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: to)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.frame = final.offsetBy(dx: final.width / 2, dy: 0) },
                       completion: { _ in
            toView.removeFromSuperview()
            transitionContext.completeTransition(false)
        })
    }
}

/// Issue 28 §2: the state after every kind of cancel — hierarchy, frames,
/// transforms and alphas, the bars and their selected items, the coordinator's
/// `isCancelled`, and alongside animations' end values, added before the start
/// or in the middle of the interaction (R2.1–R2.7, R18.2, R18.4).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct CancelStateRules {
    @Test func R2_2_R2_7_aCancelledInteractivePopLeavesTheStackTheBarAndTheAlongsideValuesAsTheyWere() throws {
        let (host, navigation, root) = try hostWithNavigation()
        let driver = TutorialPopDriver(navigation: navigation)
        let detail = NamedController("B", color: .systemOrange)
        navigation.pushViewController(detail, animated: false)
        try host.runUntilIdle()
        let frame = detail.view.frame
        let early = UIView(frame: CGRect(x: 0, y: 700, width: 20, height: 20)), late = UIView(frame: CGRect(x: 30, y: 700, width: 20, height: 20))
        host.window.addSubview(early)
        host.window.addSubview(late)
        var outcomes: [Bool] = []
        driver.onBegan = {
            navigation.transitionCoordinator?.animate(alongsideTransition: { _ in early.alpha = 0.2 },
                                                      completion: { outcomes.append($0.isCancelled) })
        }
        let y = host.window.bounds.midY
        host.drag(from: CGPoint(x: 1, y: y), to: CGPoint(x: 120, y: y), duration: 0.2, release: false)
        // Added in the middle of the interaction: it joins at the present progress and cancels with the rest.
        let coordinator = try #require(navigation.transitionCoordinator)
        #expect(coordinator.isInteractive)
        coordinator.animate(alongsideTransition: { _ in late.transform = CGAffineTransform(scaleX: 3, y: 3) },
                            completion: { outcomes.append($0.isCancelled) })
        host.drag(from: CGPoint(x: 120, y: y), to: CGPoint(x: 140, y: y), duration: 0.1, release: false)
        let progress = 140.0 / 390
        // The late block runs from the progress it joined at; ease-in-out on the transition's time.
        #expect(abs(Double(early.layer.presentation()?.opacity ?? -1)
                    - (1 - 0.8 * ReferenceTimingCurve.easeInEaseOut.progress(at: progress))) < 0.02)
        host.drag(from: CGPoint(x: 140, y: y), to: CGPoint(x: 100, y: y), duration: 0.1)
        try host.runUntilIdle()
        #expect(outcomes == [true, true], "both completions hear the cancel")
        #expect(navigation.viewControllers == [root, detail] && navigation.children == [root, detail])
        #expect(navigation.topViewController === detail && detail.view.frame == frame && detail.view.alpha == 1
                && detail.view.transform == .identity)
        #expect(root.view.superview == nil, "the controller beneath leaves the container again (R2.2)")
        #expect(navigation.navigationBar.items?.map(\.title) == ["A", "B"] && navigation.navigationBar.topItem === detail.navigationItem)
        #expect(early.alpha == 1 && early.layer.presentation()?.opacity == 1, "the alongside change is undone")
        #expect(late.transform == .identity && late.layer.presentation()?.transform == CATransform3DIdentity)
        #expect(navigation.transitionCoordinator == nil)
    }

    @Test func R3_7_anAnimatorThatCompletesWithFalseLeavesThePushUndone() throws {
        let delegate = RecordingNavigationDelegate()
        delegate.animator = GivingUpPushAnimator()
        let (host, navigation, root) = try hostWithNavigation(delegate: delegate)
        let pushed = NamedController("B")
        var outcome: Bool?
        navigation.pushViewController(pushed, animated: true)
        navigation.transitionCoordinator?.animate(alongsideTransition: nil, completion: { outcome = $0.isCancelled })
        #expect(navigation.viewControllers == [root, pushed], "the stack changes at once (R1.2 step 2)")
        try host.runUntilIdle()
        #expect(outcome == true)
        #expect(navigation.viewControllers == [root] && navigation.children == [root] && pushed.parent == nil)
        #expect(root.view.window === host.window && root.view.frame == navigation.view.bounds.inset(by: .zero)
                && root.view.alpha == 1 && root.view.transform == .identity)
        #expect(pushed.viewIfLoaded?.superview == nil)
        #expect(navigation.navigationBar.items?.map(\.title) == ["A"])
        expectSequence(["Delegate.animationController(push)", "Delegate.interactionController", "A.viewWillDisappear",
                        "B.viewWillAppear", "Delegate.willShow(B)", "B.viewIsAppearing",
                        "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout, "no didShow for a push that did not happen")
    }

    @Test func R2_1_aCancelledInteractiveTabSwitchKeepsTheSelectedItemAndTheViews() throws {
        let delegate = RecordingTabBarDelegate()
        delegate.animator = TabSlideAnimator(forward: true)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let (host, controller, tabs) = try hostWithTabs(delegate: delegate)
        let frame = tabs[0].view.frame
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(badge)
        var outcome: Bool?
        controller.selectedIndex = 1
        controller.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 },
                                                  completion: { outcome = $0.isCancelled })
        interaction.update(0.4)
        host.advance(by: 3.0 / 60)
        // 0.4 of the linear 0.4 s slide: B's left edge at 390 × 0.6.
        #expect(abs((tabs[1].view.layer.presentation()?.frame.minX ?? -1) - 234) < 0.5)
        #expect(abs(Double(badge.layer.presentation()?.opacity ?? -1) - (1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 0.4))) < 0.005)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(outcome == true)
        #expect(controller.selectedIndex == 0 && controller.selectedViewController === tabs[0])
        #expect(controller.tabBar.selectedItem === tabs[0].tabBarItem, "the bar's selected item is the old tab's")
        #expect(tabs[0].view.frame == frame && tabs[0].view.window === host.window && tabs[1].view.window == nil)
        #expect(badge.alpha == 1)
        _ = ObservedCalls.log
    }
}
