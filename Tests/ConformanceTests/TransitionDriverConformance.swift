import Testing
import OpenUIKit
import SegueTesting

/// Issue 29 §1: every container's transitions, animated or not, run one
/// lifecycle. Each case makes one transition from "A" to "B" (a split view:
/// its columns) and checks the exact appearance sequence, the coordinator
/// during the transition and after it, `isCancelled` on a cancel where the
/// container supports interaction, and the hierarchy after.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TransitionDriverConformance {
    /// One container and one kind of transition.
    enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case modalCustom, modalCustomCancelled, modalFullScreen, modalFullScreenNonAnimated, modalZoom
        case navigationPush, navigationPop, navigationPopCancelled, navigationPushNonAnimated, navigationPopNonAnimated
        case navigationZoomPush
        case tabSwitch, tabSwitchCancelled, tabSwitchNonAnimated
        case splitDisplayMode, splitDisplayModeNonAnimated
        case childTransition, childTransitionCancelled, childTransitionNonAnimated
        case blockTransition, blockTransitionNonAnimated
        case pageScroll, pageScrollDragged, pageScrollDragCancelled, pageScrollNonAnimated, pageCurl

        var testDescription: String { rawValue }
    }

    /// What one case expects.
    private struct Expectation {
        /// The calls the test doubles saw, in order: the vendor's questions, the
        /// appearance callbacks, the animator's (layout left out).
        var sequence: [String]
        /// Whether the incoming controller sees a coordinator in `viewWillAppear`.
        var coordinator: Bool
        /// Whether the transition ends cancelled.
        var cancelled = false
        /// The hierarchy after: true when it is as it should be.
        var hierarchy: () -> Bool
    }

    /// A controller whose `viewWillAppear` records the coordinator it sees.
    private func incoming(_ name: String = "B", into seen: Box) -> NamedController {
        let controller = NamedController(name, color: .systemTeal)
        controller.onViewWillAppear = { seen.coordinator = $0.transitionCoordinator }
        return controller
    }

    /// The coordinator the incoming controller saw.
    private final class Box { var coordinator: (any UIViewControllerTransitionCoordinator)? }

    @Test(arguments: Case.allCases) func theDriverRunsTheLifecycle(_ kind: Case) throws {
        let seen = Box()
        let (host, expectation, incomingController) = try run(kind, seen: seen)
        try host.runUntilIdle()
        expectSequence(expectation.sequence, in: ObservedCalls.log, ignoring: Ignored.layout, "\(kind)")
        #expect((seen.coordinator != nil) == expectation.coordinator, "coordinator during \(kind)")
        if let coordinator = seen.coordinator {
            #expect(coordinator.isCancelled == expectation.cancelled, "isCancelled after \(kind)")
        }
        #expect(incomingController.transitionCoordinator == nil, "no coordinator after \(kind)")
        #expect(UIViewControllerTransitionContext.inFlight.isEmpty)
        #expect(expectation.hierarchy(), "hierarchy after \(kind)")
    }

    /// A split-view delegate that keeps what `transitionCoordinator` answers in `splitViewController(_:willChangeTo:)`.
    private final class CoordinatorSplitDelegate: NSObject, UISplitViewControllerDelegate {
        var coordinators: [(any UIViewControllerTransitionCoordinator)?] = []
        var alongsideRan = false
        var completionRan = false

        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
            let coordinator = svc.transitionCoordinator
            coordinators.append(coordinator)
            coordinator?.animate(alongsideTransition: { _ in self.alongsideRan = true },
                                 completion: { _ in self.completionRan = true })
        }
    }

    /// The delegate told of an animated display-mode change can animate
    /// alongside it with the split view's coordinator; a non-animated change has none.
    @Test func theSplitDelegateSeesTheCoordinatorOfAnAnimatedDisplayModeChange() throws {
        let delegate = CoordinatorSplitDelegate()
        let (host, split, _, _) = try hostWithSplit(size: SplitHostSize.padPortrait)
        split.delegate = delegate
        split.show(.primary)
        #expect(delegate.coordinators.count == 1 && delegate.coordinators[0] != nil)
        #expect(split.transitionCoordinator != nil, "during the animated change")
        try host.runUntilIdle()
        #expect(delegate.alongsideRan && delegate.completionRan)
        #expect(split.transitionCoordinator == nil, "after the animated change")
        split.preferredDisplayMode = .secondaryOnly
        #expect(delegate.coordinators.count == 2 && delegate.coordinators[1] == nil, "no coordinator without animation")
        #expect(UIViewControllerTransitionContext.inFlight.isEmpty)
    }

    /// A display-mode change while another animates finishes the running one
    /// at once (its appearance callbacks end), then goes ahead.
    @Test func aDisplayModeChangeDuringAnotherFinishesItFirst() throws {
        let (host, split, list, _) = try hostWithSplit(size: SplitHostSize.padPortrait)
        ObservedCalls.clear()
        split.show(.primary)
        let first = split.transitionCoordinator
        split.hide(.primary)
        #expect(first?.isCancelled == false)
        #expect(split.transitionCoordinator != nil && split.transitionCoordinator !== first, "the second change runs")
        try host.runUntilIdle()
        expectSequence(["List.viewWillAppear", "List.viewDidAppear", "List.viewWillDisappear", "List.viewDidDisappear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout + [.entry("List.viewIsAppearing")])
        #expect(list.view.window == nil && split.displayMode == .secondaryOnly)
        #expect(split.transitionCoordinator == nil && UIViewControllerTransitionContext.inFlight.isEmpty)
    }

    private func run(_ kind: Case, seen: Box) throws -> (TestHost, Expectation, UIViewController) {
        switch kind {
        case .modalCustom, .modalCustomCancelled, .modalFullScreen, .modalFullScreenNonAnimated, .modalZoom:
            return try modal(kind, seen: seen)
        case .navigationPush, .navigationPop, .navigationPopCancelled, .navigationPushNonAnimated, .navigationPopNonAnimated,
             .navigationZoomPush:
            return try navigation(kind, seen: seen)
        case .tabSwitch, .tabSwitchCancelled, .tabSwitchNonAnimated:
            return try tabs(kind, seen: seen)
        case .splitDisplayMode, .splitDisplayModeNonAnimated:
            return try split(kind, seen: seen)
        case .childTransition, .childTransitionCancelled, .childTransitionNonAnimated, .blockTransition, .blockTransitionNonAnimated:
            return try container(kind, seen: seen)
        case .pageScroll, .pageScrollDragged, .pageScrollDragCancelled, .pageScrollNonAnimated, .pageCurl:
            return try pages(kind, seen: seen)
        }
    }

    // MARK: The containers

    private func modal(_ kind: Case, seen: Box) throws -> (TestHost, Expectation, UIViewController) {
        let (host, root) = hostWithRoot()
        let presented = incoming(into: seen)
        let interaction = UIPercentDrivenInteractiveTransition()
        if kind == .modalCustom || kind == .modalCustomCancelled {
            let delegate = TestTransitioningDelegate()
            delegate.presentAnimator = SlideAnimator(presenting: true, duration: 0.4)
            if kind == .modalCustomCancelled { delegate.presentInteraction = interaction }
            delegate.attach(to: presented)
        } else if kind == .modalZoom {
            // iOS 18's zoom out of a tile of the presenter: presented full screen by the built-in zoom animator.
            let tile = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
            root.view.addSubview(tile)
            presented.preferredTransition = .zoom { _ in tile }
        } else {
            presented.modalPresentationStyle = .fullScreen
        }
        root.present(presented, animated: kind != .modalFullScreenNonAnimated)
        if kind == .modalCustomCancelled {
            host.advance(by: 0.05)
            interaction.update(0.3)
            host.advance(by: 0.05)
            interaction.cancel()
        }
        let vend = ["TestTransitioningDelegate.presentationController(forPresented:presenting:source:)",
                    "TestTransitioningDelegate.animationController(forPresented:presenting:source:)",
                    "TestTransitioningDelegate.interactionControllerForPresentation(using:)"]
        let calls: [String] = switch kind {
        case .modalCustom:
            vend + ["B.viewWillAppear", "SlideAnimator.animateTransition", "B.viewIsAppearing", "B.viewDidAppear",
                    "SlideAnimator.animationEnded(true)"]
        case .modalCustomCancelled:
            vend + ["B.viewWillAppear", "SlideAnimator.animateTransition", "B.viewIsAppearing", "B.viewWillDisappear",
                    "B.viewDidDisappear", "SlideAnimator.animationEnded(false)"]
        default: ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear"]
        }
        let cancelled = kind == .modalCustomCancelled
        return (host, Expectation(sequence: calls, coordinator: true, cancelled: cancelled, hierarchy: {
            cancelled ? root.presentedViewController == nil && presented.view.window == nil
                : root.presentedViewController === presented && presented.view.window === host.window
                    && (kind == .modalCustom) == (root.view.window === host.window)
        }), presented)
    }

    private func navigation(_ kind: Case, seen: Box) throws -> (TestHost, Expectation, UIViewController) {
        let delegate = RecordingNavigationDelegate()
        let (host, navigation, root) = try hostWithNavigation(delegate: kind == .navigationPopCancelled ? delegate : nil)
        let pops = kind != .navigationPush && kind != .navigationPushNonAnimated && kind != .navigationZoomPush
        let animated = kind != .navigationPushNonAnimated && kind != .navigationPopNonAnimated
        let top: NamedController
        let interaction = UIPercentDrivenInteractiveTransition()
        if pops {
            // "B" is the root coming back; "A" (pushed first) goes.
            top = NamedController("A", color: .systemOrange)
            root.title = "B"
            navigation.pushViewController(top, animated: false)
            try host.runUntilIdle()
            root.onViewWillAppear = { seen.coordinator = $0.transitionCoordinator }
            ObservedCalls.clear()
            if kind == .navigationPopCancelled {
                delegate.animator = SlideAnimator(presenting: true, duration: 0.4)
                delegate.interaction = interaction
            }
            navigation.popViewController(animated: animated)
        } else {
            top = incoming(into: seen)
            root.title = "A"
            if kind == .navigationZoomPush {
                let tile = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
                root.view.addSubview(tile)
                top.preferredTransition = .zoom { _ in tile }
            }
            ObservedCalls.clear()
            navigation.pushViewController(top, animated: animated)
        }
        if kind == .navigationPopCancelled {
            host.advance(by: 0.05)
            interaction.update(0.3)
            host.advance(by: 0.05)
            interaction.cancel()
        }
        let calls: [String] = switch kind {
        case .navigationPopCancelled:
            ["Delegate.animationController(pop)", "Delegate.interactionController", "A.viewWillDisappear", "B.viewWillAppear",
             "Delegate.willShow(B)", "SlideAnimator.animateTransition", "B.viewIsAppearing", "B.viewWillDisappear",
             "B.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "SlideAnimator.animationEnded(false)"]
        case .navigationPushNonAnimated, .navigationPopNonAnimated:
            // Without animation the incoming view is in only once the outgoing one has gone.
            ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewIsAppearing", "B.viewDidAppear"]
        default:
            ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"]
        }
        let shown: UIViewController = kind == .navigationPopCancelled ? top : pops ? root : top
        let incomingController: UIViewController = pops ? root : top
        return (host, Expectation(sequence: calls, coordinator: true,
                                  cancelled: kind == .navigationPopCancelled, hierarchy: {
            navigation.topViewController === shown && shown.view.superview != nil && shown.view.window === host.window
                && navigation.children.count == navigation.viewControllers.count
                && (shown === top ? root.view.window == nil : top.view.window == nil)
        }), incomingController)
    }

    private func tabs(_ kind: Case, seen: Box) throws -> (TestHost, Expectation, UIViewController) {
        let delegate = RecordingTabBarDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        if kind != .tabSwitchNonAnimated { delegate.animator = TabSlideAnimator(forward: true) }
        if kind == .tabSwitchCancelled { delegate.interaction = interaction }
        let (host, controller, tabs) = try hostWithTabs(delegate: delegate)
        tabs[1].onViewWillAppear = { seen.coordinator = $0.transitionCoordinator }
        controller.selectedIndex = 1
        if kind == .tabSwitchCancelled {
            host.advance(by: 0.05)
            interaction.update(0.3)
            host.advance(by: 0.05)
            interaction.cancel()
        }
        let calls: [String] = kind == .tabSwitchCancelled
            ? ["Delegate.animationController", "Delegate.interactionController", "B.viewWillAppear", "A.viewWillDisappear",
               "B.viewIsAppearing", "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing",
               "A.viewDidAppear"]
            : kind == .tabSwitch
            ? ["Delegate.animationController", "Delegate.interactionController", "B.viewWillAppear", "A.viewWillDisappear",
               "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"]
            : ["Delegate.animationController", "B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear",
               "B.viewIsAppearing", "B.viewDidAppear"]
        let shown = kind == .tabSwitchCancelled ? tabs[0] : tabs[1]
        return (host, Expectation(sequence: calls, coordinator: kind != .tabSwitchNonAnimated,
                                  cancelled: kind == .tabSwitchCancelled, hierarchy: {
            controller.selectedViewController === shown && shown.view.window === host.window
                && tabs.filter { $0.view.window != nil }.count == 1 && controller.children.count == 3
        }), tabs[1])
    }

    private func split(_ kind: Case, seen: Box) throws -> (TestHost, Expectation, UIViewController) {
        let (host, split, list, _) = try hostWithSplit(size: SplitHostSize.padPortrait)
        list.onViewWillAppear = { seen.coordinator = $0.transitionCoordinator }
        ObservedCalls.clear()
        if kind == .splitDisplayMode {
            split.show(.primary)
        } else {
            split.preferredDisplayMode = .oneBesideSecondary
        }
        // An animated display-mode change is a coordinator (the list sees it in
        // viewWillAppear); a non-animated one runs the immediate animator without one.
        return (host, Expectation(sequence: ["List.viewWillAppear", "List.viewIsAppearing", "List.viewDidAppear"],
                                  coordinator: kind == .splitDisplayMode, hierarchy: {
            list.view.window === host.window && split.children.count == 2
        }), list)
    }

    private func container(_ kind: Case, seen: Box) throws -> (TestHost, Expectation, UIViewController) {
        let parent = NamedController("P", color: .white)
        let first = NamedController("A", color: .systemRed)
        parent.addChild(first)
        parent.view.addSubview(first.view)
        first.view.frame = parent.view.bounds
        first.didMove(toParent: parent)
        let (host, _) = hostWithRoot(parent)
        try host.runUntilIdle()
        ObservedCalls.clear()
        let second = incoming(into: seen)
        var blockFinished: Bool?
        let interaction = UIPercentDrivenInteractiveTransition()
        switch kind {
        case .blockTransition, .blockTransitionNonAnimated:
            parent.addChild(second)
            first.willMove(toParent: nil)
            parent.transition(from: first, to: second, duration: kind == .blockTransition ? 0.3 : 0, animations: nil) { finished in
                blockFinished = finished
                first.removeFromParent()
                second.didMove(toParent: parent)
            }
        default:
            let context = try #require(UIViewControllerTransitionContext.forChildTransition(
                in: parent, from: first, to: second, animated: kind != .childTransitionNonAnimated))
            context.start(animator: SlideAnimator(presenting: true, duration: kind == .childTransitionNonAnimated ? 0 : 0.4),
                          interactionController: kind == .childTransitionCancelled ? interaction : nil)
            if kind == .childTransitionCancelled {
                host.advance(by: 0.05)
                interaction.update(0.3)
                host.advance(by: 0.05)
                interaction.cancel()
            }
        }
        let cancelled = kind == .childTransitionCancelled
        let calls: [String] = switch kind {
        case .childTransitionCancelled:
            ["A.viewWillDisappear", "B.viewWillAppear", "SlideAnimator.animateTransition", "B.viewIsAppearing",
             "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear",
             "SlideAnimator.animationEnded(false)"]
        case .childTransitionNonAnimated:
            ["A.viewWillDisappear", "B.viewWillAppear", "SlideAnimator.animateTransition", "A.viewDidDisappear",
             "B.viewIsAppearing", "B.viewDidAppear", "SlideAnimator.animationEnded(true)"]
        case .blockTransition, .blockTransitionNonAnimated:
            ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "A.viewDidDisappear"]
        default:
            ["A.viewWillDisappear", "B.viewWillAppear", "SlideAnimator.animateTransition", "B.viewIsAppearing",
             "A.viewDidDisappear", "B.viewDidAppear", "SlideAnimator.animationEnded(true)"]
        }
        let block = kind == .blockTransition || kind == .blockTransitionNonAnimated
        return (host, Expectation(sequence: calls, coordinator: !block, cancelled: cancelled, hierarchy: {
            let shown = cancelled ? first : second
            let gone = cancelled ? second : first
            return parent.children.map(\.title) == [shown.title] && shown.view.window === host.window
                && gone.view.superview == nil && (!block || blockFinished == true)
        }), second)
    }

    private func pages(_ kind: Case, seen: Box) throws -> (TestHost, Expectation, UIViewController) {
        let first = NamedController("A", color: .systemRed)
        let second = incoming(into: seen)
        let book = Book([first, second])
        keepAlive(book)
        let pager = UIPageViewController(transitionStyle: kind == .pageCurl ? .pageCurl : .scroll,
                                         navigationOrientation: .horizontal)
        pager.dataSource = book
        pager.setViewControllers([first], direction: .forward, animated: false)
        let (host, _) = hostWithRoot(pager)
        try host.runUntilIdle()
        ObservedCalls.clear()
        switch kind {
        case .pageScrollDragged:
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.2)
        case .pageScrollDragCancelled:
            host.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), duration: 1.5)
        default:
            pager.setViewControllers([second], direction: .forward, animated: kind != .pageScrollNonAnimated)
        }
        let dragged = kind == .pageScrollDragged || kind == .pageScrollDragCancelled
        let cancelled = kind == .pageScrollDragCancelled
        let asked = dragged ? ["DataSource.after(A)"] : []
        let calls: [String] = switch kind {
        case .pageScrollDragCancelled:
            asked + ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewWillDisappear", "B.viewDidDisappear",
                     "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"]
        case .pageScrollNonAnimated:
            ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewIsAppearing", "B.viewDidAppear"]
        default:
            asked + ["A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear"]
        }
        // A page change has no transition coordinator, as in UIKit (it scrolls a scroll view of its own).
        return (host, Expectation(sequence: calls, coordinator: false, cancelled: cancelled, hierarchy: {
            let shown = cancelled ? first : second
            let gone = cancelled ? second : first
            return pager.viewControllers?.count == 1 && pager.viewControllers?.first === shown && pager.children == [shown]
                && shown.view.window === host.window && shown.view.frame == pager.view.bounds && gone.view.superview == nil
        }), second)
    }
}
