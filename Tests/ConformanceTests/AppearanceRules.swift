import Testing
import OpenUIKit
import SegueTesting

/// Spec §1.1: the appearance state machine and containment.
@MainActor
@Suite(.serialized) struct AppearanceRules {
    @Test func R1_1_1_willCallbacksCanBeFollowedByTheOppositeWill() {
        let (host, _) = hostWithRoot()
        let child = NamedController("C")
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(false, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(host.trace.callbacks(of: "C") == ["viewWillAppear", "viewIsAppearing", "viewWillDisappear",
                                                  "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
    }

    @Test func R1_1_2_unbalancedEndIsReportedAndIgnored() {
        let (host, _) = hostWithRoot()
        SegueDiagnostics.clear()
        let child = NamedController("C")
        child.endAppearanceTransition()
        #expect(host.trace.callbacks(of: "C").isEmpty)
        #expect(SegueDiagnostics.messages.last?.contains("Unbalanced calls to begin/end appearance transitions for <NamedController: C>") == true)
    }

    @Test func R1_1_3_viewIsAppearingComesOnceBetweenWillAndDidBeforeLayout() {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        root.present(presented, animated: true)
        try? host.runUntilIdle()
        let calls = host.trace.callbacks(of: "B")
        #expect(calls.filter { $0 == "viewIsAppearing" }.count == 1)
        #expect(calls.firstIndex(of: "viewWillAppear")! < calls.firstIndex(of: "viewIsAppearing")!)
        #expect(calls.firstIndex(of: "viewIsAppearing")! < calls.firstIndex(of: "viewDidAppear")!)
    }

    @Test func R1_1_4_transitionCoordinatorIsSetInViewWillAppear() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        var coordinatorInWillAppear: (any UIViewControllerTransitionCoordinator)?
        var alongsideRan = false
        presented.onViewWillAppear = { controller in
            coordinatorInWillAppear = controller.transitionCoordinator
            controller.transitionCoordinator?.animate(alongsideTransition: { _ in alongsideRan = true })
        }
        #expect(presented.transitionCoordinator == nil, "R2.9: nil outside a transition")
        root.present(presented, animated: true)
        try host.runUntilIdle()
        #expect(coordinatorInWillAppear != nil && alongsideRan)
        #expect(presented.transitionCoordinator == nil, "R2.9: released after the transition")
    }

    @Test func R1_1_6_appearanceIsForwardedToChildrenInTheView() {
        let host = TestHost()
        let parent = NamedController("P")
        let child = NamedController("C")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.window.rootViewController = parent
        #expect(host.trace.callbacks(of: "P") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(host.trace.callbacks(of: "C").suffix(3) == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
    }

    @Test func R1_1_7_containmentCallsWillMoveAndDidMoveInOrder() {
        let (host, _) = hostWithRoot()
        let parent = NamedController("P")
        let child = NamedController("C")
        parent.addChild(child)
        #expect(child.parent === parent && parent.children.count == 1)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(child.parent == nil && parent.children.isEmpty)
        #expect(host.trace.callbacks(of: "C") == ["willMove(toParent:)", "didMove(toParent:)",
                                                  "willMove(toParent: nil)", "didMove(toParent: nil)"])
        let other = NamedController("Q")
        parent.addChild(child)
        other.addChild(child)
        #expect(child.parent === other && parent.children.isEmpty, "addChild removes the child from its old parent")
    }
}
