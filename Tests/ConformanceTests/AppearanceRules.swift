import Testing
import OpenUIKit
import SegueTesting

/// Spec §1.1: the appearance state machine and containment.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AppearanceRules {
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

    /// Each "did" of a controller's calls must answer a pending "will" of the same kind (R1.1.2).
    private func expectWillBeforeDid(_ calls: [String], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var pending: String?
        for call in calls {
            switch call {
            case "viewWillAppear", "viewWillDisappear": pending = call
            case "viewDidAppear":
                #expect(pending == "viewWillAppear", "\(name): viewDidAppear without viewWillAppear in \(calls)",
                        sourceLocation: sourceLocation)
                pending = nil
            case "viewDidDisappear":
                #expect(pending == "viewWillDisappear", "\(name): viewDidDisappear without viewWillDisappear in \(calls)",
                        sourceLocation: sourceLocation)
                pending = nil
            default: break
            }
        }
    }

    @Test func R1_1_2_willAlwaysComesBeforeDid() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        try host.runUntilIdle()
        presented.dismiss(animated: true)
        try host.runUntilIdle()
        // And through a cancelled interactive presentation.
        let delegate = TestTransitioningDelegate()
        delegate.presentAnimator = SlideAnimator(presenting: true)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        let cancelled = NamedController("C")
        delegate.attach(to: cancelled)
        root.present(cancelled, animated: true)
        host.advance(by: 1.0 / 60)
        interaction.update(0.3)
        interaction.cancel()
        try host.runUntilIdle()
        for name in ["A", "B", "C"] {
            let calls = ObservedCalls.of(name)
            #expect(!calls.isEmpty || name == "A", "\(name) took part")
            expectWillBeforeDid(calls, name)
        }
        #expect(ObservedCalls.of("A").contains("viewDidAppear"), "the presenter came back (R1.10.2)")
    }

    @Test func R12_unbalancedEndAppearanceTransitionIsReportedAndIgnored() {
        let (host, _) = hostWithRoot()
        SegueDiagnostics.clear()
        let child = NamedController("C")
        child.endAppearanceTransition()
        #expect(host.trace.callbacks(of: "C").isEmpty && ObservedCalls.of("C").isEmpty)
        #expect(SegueDiagnostics.messages.last?.contains("Unbalanced calls to begin/end appearance transitions for <NamedController: C>") == true)
    }

    @Test func R1_1_3_viewIsAppearingComesOnceInTheWindowBeforeLayout() throws {
        let (host, root) = hostWithRoot()
        let presented = NamedController("B")
        var inWindowAtIsAppearing: Bool?
        presented.onViewIsAppearing = { inWindowAtIsAppearing = $0.view.window != nil }
        root.present(presented, animated: true)
        try host.runUntilIdle()
        let calls = ObservedCalls.of("B")
        #expect(calls.filter { $0 == "viewIsAppearing" }.count == 1, "exactly once: \(calls)")
        expectSequence(["viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                        "viewDidAppear"], in: calls, "steps 1, 5, 6, 8, 10")
        #expect(inWindowAtIsAppearing == true, "step 2: the view is in the hierarchy by viewIsAppearing")
        #expect(host.trace.callbacks(of: "B").filter { $0 == "viewIsAppearing" }.count == 1, "and the trace says so")
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
