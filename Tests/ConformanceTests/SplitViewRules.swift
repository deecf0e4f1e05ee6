import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A split view delegate that records what it is asked and answers as told.
@MainActor
final class RecordingSplitDelegate: NSObject, UISplitViewControllerDelegate {
    var takesSecondaryOnCollapse = false
    var handlesShowDetail = false
    var topColumn: UISplitViewController.Column?

    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
        ObservedCalls.record("Delegate.primaryForCollapsing")
        return nil
    }
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        ObservedCalls.record("Delegate.collapseSecondary")
        return takesSecondaryOnCollapse
    }
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
        ObservedCalls.record("Delegate.primaryForExpanding")
        return nil
    }
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        ObservedCalls.record("Delegate.separateSecondary")
        return nil
    }
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool {
        ObservedCalls.record("Delegate.showDetail(\(vc.title ?? "?"))")
        return handlesShowDetail
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {
        ObservedCalls.record("Delegate.willChangeTo(\(displayMode.rawValue))")
    }
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        ObservedCalls.record("Delegate.topColumn(proposed \(proposedTopColumn.rawValue))")
        return topColumn ?? proposedTopColumn
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { ObservedCalls.record("Delegate.didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { ObservedCalls.record("Delegate.didExpand") }
}

/// Counts `showDetailTargetDidChangeNotification`s from one split view.
@MainActor
final class DetailTargetObserver {
    private(set) var count = 0
    private var token: NSObjectProtocol?

    init(_ split: UISplitViewController) {
        token = NotificationCenter.default.addObserver(forName: UIViewController.showDetailTargetDidChangeNotification,
                                                       object: split, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.count += 1 }
        }
    }

    func stop() {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}

/// The sizes the split view tests use: an iPad in landscape and portrait, and a phone.
enum SplitHostSize {
    static let padLandscape = CGSize(width: 1180, height: 820)
    static let padPortrait = CGSize(width: 820, height: 1180)
    static let phone = CGSize(width: 390, height: 844)
}

/// A classic master/detail split view: "List" in a navigation controller, "Detail" in another.
@MainActor
func hostWithSplit(size: CGSize, delegate: RecordingSplitDelegate? = nil)
    throws -> (TestHost, UISplitViewController, list: NamedController, detail: NamedController) {
    let list = NamedController("List", color: .systemGray)
    let detail = NamedController("Detail", color: .systemTeal)
    let split = UISplitViewController(nibName: nil, bundle: nil)
    split.delegate = delegate
    split.viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: detail)]
    let host = TestHost(screenSize: size)
    ObservedCalls.clear()
    host.window.rootViewController = split
    try host.runUntilIdle()
    host.trace.clear()
    return (host, split, list, detail)
}

/// Spec §10 (split view rows of R10.2, R10.4) and the split view's API.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct SplitViewRules {
    @Test func anIPadInLandscapeShowsTheListBesideTheDetail() throws {
        let (host, split, list, detail) = try hostWithSplit(size: SplitHostSize.padLandscape)
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.primaryColumnWidth == 320)
        let listFrame = list.view.convert(list.view.bounds, to: host.window)
        let detailFrame = detail.view.convert(detail.view.bounds, to: host.window)
        #expect(listFrame == CGRect(x: 0, y: 0, width: 320, height: 820))
        #expect(detailFrame == CGRect(x: 320, y: 0, width: 1180 - 320, height: 820))
        #expect(split.viewControllers.count == 2)
        #expect(list.appearanceIsAppeared && detail.appearanceIsAppeared)
    }

    @Test func theColumnWidthFollowsTheFractionWithinTheMinimumAndMaximum() throws {
        let (host, split, list, _) = try hostWithSplit(size: SplitHostSize.padLandscape)
        split.preferredPrimaryColumnWidthFraction = 0.4
        #expect(split.primaryColumnWidth == 472)   // 0.4 × 1180
        split.maximumPrimaryColumnWidth = 400
        #expect(split.primaryColumnWidth == 400)
        split.minimumPrimaryColumnWidth = 450
        split.maximumPrimaryColumnWidth = UISplitViewController.automaticDimension
        split.preferredPrimaryColumnWidthFraction = 0.1
        #expect(split.primaryColumnWidth == 450)
        try host.runUntilIdle()
        #expect(list.view.convert(list.view.bounds, to: host.window).width == 450)
    }

    @Test func anIPadInPortraitShowsTheDetailAloneAndTheButtonBringsTheListOver() throws {
        let delegate = RecordingSplitDelegate()
        let (host, split, list, detail) = try hostWithSplit(size: SplitHostSize.padPortrait, delegate: delegate)
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.view.window == nil)
        #expect(detail.view.convert(detail.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 820, height: 1180))
        detail.navigationItem.leftBarButtonItem = split.displayModeButtonItem
        try host.runUntilIdle()
        let button = try #require(buttonTitled("Sidebar", in: host.window))
        ObservedCalls.clear()
        host.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: host.window))
        #expect(split.displayMode == .oneOverSecondary)
        host.advance(by: 0.15)   // about half of the slide (the tap took two frames)
        let column = try #require(list.navigationController?.view.superview?.layer.presentation())
        let halfway = column.frame.minX
        // From x = -320 to 0 over 0.35 s, ease-in-out, begun on the tap's second frame: 0.15 s in.
        let expected = -320 * (1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 0.15 / 0.35))
        #expect(abs(Double(halfway) - expected) < 0.5, "the list slides in from the leading edge, got x \(halfway), expected \(expected)")
        try host.runUntilIdle()
        #expect(list.view.convert(list.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 320, height: 1180))
        // Over, not beside: the detail keeps the whole width.
        #expect(detail.view.convert(detail.view.bounds, to: host.window).width == 820)
        expectSequence(["Delegate.willChangeTo(3)", "List.viewWillAppear", "List.viewIsAppearing",
                        "List.viewWillLayoutSubviews", "List.viewDidLayoutSubviews", "List.viewDidAppear"], in: ObservedCalls.log)
        #expect(ObservedCalls.of("Detail").isEmpty, "the detail stays on screen: \(ObservedCalls.of("Detail"))")
        // A tap on the dimmed detail puts the list away again.
        ObservedCalls.clear()
        host.tap(at: CGPoint(x: 600, y: 600))
        try host.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.view.window == nil)
        expectSequence(["Delegate.willChangeTo(1)", "List.viewWillDisappear", "List.viewDidDisappear"], in: ObservedCalls.log)
    }

    @Test func aPhoneCollapsesTheDetailOntoTheListsNavigationStack() throws {
        let delegate = RecordingSplitDelegate()
        let (host, split, list, detail) = try hostWithSplit(size: SplitHostSize.phone, delegate: delegate)
        #expect(split.isCollapsed)
        // Collapsed from the start: the list never appears; the detail appears on top of its stack (R1.1.3).
        expectSequence(["Delegate.primaryForCollapsing", "Delegate.collapseSecondary", "Detail.viewWillAppear",
                        "Detail.viewIsAppearing", "Detail.viewWillLayoutSubviews", "Detail.viewDidLayoutSubviews",
                        "Detail.viewDidAppear"], in: ObservedCalls.log)
        #expect(split.viewControllers.count == 1)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        #expect(navigation.viewControllers == [list, detail])
        #expect(detail.view.window != nil && list.view.window == nil)
        #expect(detail.view.convert(detail.view.bounds, to: host.window).width == 390)
    }

    @Test func aDelegateThatTakesTheSecondaryLeavesTheListShowing() throws {
        let delegate = RecordingSplitDelegate()
        delegate.takesSecondaryOnCollapse = true
        let (_, split, list, detail) = try hostWithSplit(size: SplitHostSize.phone, delegate: delegate)
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        #expect(navigation.viewControllers == [list])
        #expect(list.view.window != nil && detail.viewIfLoaded?.window == nil)
    }

    @Test func R10_4_resizingCollapsesAndExpandsWithTheDetailKept() throws {
        let delegate = RecordingSplitDelegate()
        let (host, split, list, detail) = try hostWithSplit(size: SplitHostSize.padLandscape, delegate: delegate)
        let observer = DetailTargetObserver(split)
        defer { observer.stop() }
        ObservedCalls.clear()
        host.resize(to: CGSize(width: 1000, height: 820), duration: 0.3)
        // Narrower but still regular: nothing collapses.
        try host.runUntilIdle()
        #expect(!split.isCollapsed && observer.count == 0)
        host.resize(to: SplitHostSize.phone, duration: 0.3)
        #expect(split.isCollapsed)
        #expect(observer.count == 1)
        // The detail leaves the secondary column, then is pushed without animation over the list (R1.2's
        // order: the list's will before the detail's, its did before the detail's). The resizes' layout
        // passes are not what this is about.
        expectSequence(["Delegate.primaryForCollapsing", "Detail.viewWillDisappear", "Detail.viewDidDisappear",
                        "Delegate.collapseSecondary", "List.viewWillDisappear", "Detail.viewWillAppear",
                        "List.viewDidDisappear", "Detail.viewIsAppearing", "Detail.viewDidAppear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)
        try host.runUntilIdle()
        let navigation = try #require(split.viewControllers.first as? UINavigationController)
        #expect(navigation.viewControllers == [list, detail])
        #expect(detail.view.convert(detail.view.bounds, to: host.window) == CGRect(x: 0, y: 0, width: 390, height: 844))

        ObservedCalls.clear()
        host.resize(to: SplitHostSize.padLandscape, duration: 0.3)
        #expect(!split.isCollapsed)
        #expect(observer.count == 2)
        // The detail is popped off the list's stack (R1.3's order), then appears in the secondary column.
        expectSequence(["Delegate.primaryForExpanding", "Delegate.separateSecondary",
                        "Detail.viewWillDisappear", "List.viewWillAppear", "Detail.viewDidDisappear",
                        "List.viewIsAppearing", "List.viewDidAppear",
                        "Detail.viewWillAppear", "Detail.viewIsAppearing", "Detail.viewDidAppear"],
                       in: ObservedCalls.log, ignoring: Ignored.layout)
        try host.runUntilIdle()
        #expect(navigation.viewControllers == [list])
        let secondary = try #require(split.viewControllers.last as? UINavigationController)
        #expect(secondary.viewControllers == [detail])
        #expect(detail.view.convert(detail.view.bounds, to: host.window) == CGRect(x: 320, y: 0, width: 860, height: 820))
        #expect(list.appearanceIsAppeared && detail.appearanceIsAppeared)
    }

    @Test func theCollapseAnimatesWithTheResize() throws {
        let (host, _, list, _) = try hostWithSplit(size: SplitHostSize.padLandscape)
        host.resize(to: CGSize(width: 390, height: 820), duration: 0.4)
        host.advance(by: 0.2)
        // The list's navigation controller widens from 320 towards the new width with the window.
        let primary = try #require(list.navigationController?.view)
        let width = primary.layer.presentation()?.bounds.width ?? primary.bounds.width
        #expect(width > 320 + 1 && width < 390 - 1, "mid-resize width \(width)")
        try host.runUntilIdle()
        #expect(primary.bounds.width == 390)
    }

    // MARK: Column API

    @Test func theColumnAPIWrapsColumnsInNavigationControllers() throws {
        let list = NamedController("List"), detail = NamedController("Detail")
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.viewController(for: .primary) === list)
        #expect(list.navigationController != nil && detail.navigationController != nil)
        #expect(list.navigationController !== detail.navigationController)
        #expect(list.splitViewController === split)
        let host = TestHost(screenSize: SplitHostSize.padPortrait)
        host.window.rootViewController = split
        try host.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        try host.runUntilIdle()
        #expect(split.displayMode == .oneOverSecondary)
        #expect(list.view.window != nil)
        split.hide(.primary)
        try host.runUntilIdle()
        #expect(split.displayMode == .secondaryOnly)
        #expect(list.view.window == nil)
    }

    @Test func threeColumnsStandBesideEachOtherInLandscape() throws {
        let sidebar = NamedController("Sidebar"), list = NamedController("List"), detail = NamedController("Detail")
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(sidebar, for: .primary)
        split.setViewController(list, for: .supplementary)
        split.setViewController(detail, for: .secondary)
        let host = TestHost(screenSize: SplitHostSize.padLandscape)
        host.window.rootViewController = split
        try host.runUntilIdle()
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(sidebar.view.convert(sidebar.view.bounds, to: host.window).minX == 0)
        #expect(list.view.convert(list.view.bounds, to: host.window).minX == 320)
        #expect(detail.view.convert(detail.view.bounds, to: host.window) == CGRect(x: 640, y: 0, width: 540, height: 820))
        split.hide(.primary)
        try host.runUntilIdle()
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(sidebar.view.window == nil)
        #expect(detail.view.convert(detail.view.bounds, to: host.window) == CGRect(x: 320, y: 0, width: 860, height: 820))
    }

    @Test func theColumnAPICollapsesToTheTopColumnTheDelegateChooses() throws {
        for top in [UISplitViewController.Column.secondary, .primary] {
            let delegate = RecordingSplitDelegate()
            delegate.topColumn = top
            let list = NamedController("List"), detail = NamedController("Detail")
            let split = UISplitViewController(style: .doubleColumn)
            split.delegate = delegate
            split.setViewController(list, for: .primary)
            split.setViewController(detail, for: .secondary)
            let host = TestHost(screenSize: SplitHostSize.padLandscape)
            host.window.rootViewController = split
            try host.runUntilIdle()
            ObservedCalls.clear()
            host.resize(to: SplitHostSize.phone)
            try host.runUntilIdle()
            // The resizes' layout passes are not what this is about.
            if top == .secondary {
                // The detail leaves its column and is pushed over the list without animation.
                expectSequence(["Delegate.topColumn(proposed 2)", "Detail.viewWillDisappear", "Detail.viewDidDisappear",
                                "List.viewWillDisappear", "Detail.viewWillAppear", "List.viewDidDisappear",
                                "Detail.viewIsAppearing", "Detail.viewDidAppear", "Delegate.didCollapse"],
                               in: ObservedCalls.log, ignoring: Ignored.layout, "\(top)")
            } else {
                expectSequence(["Delegate.topColumn(proposed 2)", "Detail.viewWillDisappear", "Detail.viewDidDisappear",
                                "Delegate.didCollapse"], in: ObservedCalls.log, ignoring: Ignored.layout, "\(top)")
            }
            #expect(list.navigationController?.topViewController === (top == .secondary ? detail : list))
            ObservedCalls.clear()
            host.resize(to: SplitHostSize.padLandscape)
            try host.runUntilIdle()
            if top == .secondary {
                // The detail is popped off the list's stack first.
                expectSequence(["Detail.viewWillDisappear", "List.viewWillAppear", "Detail.viewDidDisappear",
                                "List.viewIsAppearing", "List.viewDidAppear", "Delegate.didExpand",
                                "Detail.viewWillAppear", "Detail.viewIsAppearing", "Detail.viewDidAppear"],
                               in: ObservedCalls.log, ignoring: Ignored.layout, "\(top)")
            } else {
                expectSequence(["Delegate.didExpand", "Detail.viewWillAppear", "Detail.viewIsAppearing", "Detail.viewDidAppear"],
                               in: ObservedCalls.log, ignoring: Ignored.layout, "\(top)")
            }
            #expect(list.navigationController?.viewControllers == [list])
            #expect(detail.navigationController?.viewControllers == [detail])
            #expect(detail.view.window != nil)
        }
    }

    @Test func theCompactColumnIsShownInsteadWhenCollapsed() throws {
        let list = NamedController("List"), detail = NamedController("Detail"), compact = NamedController("Compact")
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(compact, for: .compact)
        let host = TestHost(screenSize: SplitHostSize.phone)
        host.window.rootViewController = split
        try host.runUntilIdle()
        #expect(split.isCollapsed)
        #expect(compact.view.window != nil && list.viewIfLoaded?.window == nil)
        host.resize(to: SplitHostSize.padLandscape)
        try host.runUntilIdle()
        #expect(compact.view.window == nil && list.view.window != nil && detail.view.window != nil)
    }

    @Test func theClassicInterfaceRefusesTheColumnAPI() throws {
        let split = UISplitViewController(nibName: nil, bundle: nil)
        SegueDiagnostics.clear()
        split.setViewController(NamedController("List"), for: .primary)
        #expect(SegueDiagnostics.messages.contains { $0.contains("setViewController(_:for:) needs a split view controller made with init(style:)") })
        #expect(split.viewControllers.isEmpty)
    }
}

/// The first button in `view`'s subtree showing `title`.
@MainActor
func buttonTitled(_ title: String, in view: UIView) -> UIButton? {
    if let button = view as? UIButton, button.currentTitle == title { return button }
    for subview in view.subviews {
        if let found = buttonTitled(title, in: subview) { return found }
    }
    return nil
}

extension UIViewController {
    /// Whether the controller is in the window and its last appearance callback was `viewDidAppear`.
    var appearanceIsAppeared: Bool {
        let calls = ObservedCalls.of(title ?? "?")
        return view.window != nil && calls.last(where: { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") }) == "viewDidAppear"
    }
}
