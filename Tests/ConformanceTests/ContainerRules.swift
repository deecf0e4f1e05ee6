import Testing
import OpenUIKit
import SegueTesting

/// Spec R1.1.8 and issue §6: custom containers.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct ContainerRules {
    private func containerWithChild() -> (TestHost, NamedController, NamedController) {
        let container = NamedController("P", color: .white)
        let first = NamedController("C1", color: .systemRed)
        container.addChild(first)
        container.view.addSubview(first.view)
        first.view.frame = container.view.bounds
        first.didMove(toParent: container)
        let (host, _) = hostWithRoot(container)
        return (host, container, first)
    }

    @Test func R1_1_8_transitionBetweenChildrenSwapsViewsAndForwardsAppearance() throws {
        let (host, container, first) = containerWithChild()
        let second = NamedController("C2", color: .systemGreen)
        container.addChild(second)
        var finished: Bool?
        second.view.alpha = 0
        container.transition(from: first, to: second, duration: 0.3, animations: { second.view.alpha = 1 }) { finished = $0 }
        #expect(second.view.superview === container.view && first.view.superview === container.view)
        let views = container.view.subviews
        #expect((views.firstIndex(of: second.view) ?? -1) > (views.firstIndex(of: first.view) ?? Int.max),
                "the incoming view goes above the outgoing one")
        // Half-way through 0.3 s of ease-in-out: green (52, 199, 89) at 0.5 over red (255, 59, 48).
        host.advance(by: 9.0 / 60)
        let middle = host.render().premultipliedRGBA(x: 390, y: 844)
        // The views load before the host exists: they read the default screen, not the last test's (a
        // landscape one once left the red child 844 wide and 390 high; RuntimeIsolationTests).
        #expect(abs(Int(middle.red) - 154) <= 3 && abs(Int(middle.green) - 129) <= 3 && abs(Int(middle.blue) - 69) <= 3,
                "the green child fades in over the red one: \(middle); red child's frame \(first.view.frame)")
        try host.runUntilIdle()
        #expect(finished == true && first.view.superview == nil && second.view.alpha == 1)
        #expect(host.trace.callbacks(of: "C1").suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(host.trace.callbacks(of: "C2").suffix(3) == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        SegueDiagnostics.clear()
        container.transition(from: second, to: NamedController("stranger"), duration: 0, animations: nil)
        #expect(SegueDiagnostics.messages.last?.contains("must have a common parent view controller") == true)
    }

    @Test func customContainersRunTheTransitionProtocolsForChildren() throws {
        let (host, container, first) = containerWithChild()
        host.trace.clear()
        let second = NamedController("C2", color: .systemGreen)
        let context = try #require(UIViewControllerTransitionContext.forChildTransition(in: container, from: first, to: second))
        context.start(animator: SlideAnimator(presenting: true, duration: 0.4), interactionController: nil)
        host.advance(by: 0.2)
        let middle = host.render()
        #expect(middle.premultipliedRGBA(x: 100, y: 800).red > 200, "the red child still shows on the left")
        #expect(middle.premultipliedRGBA(x: 700, y: 800).green > 150, "the green child slides in from the right")
        try host.runUntilIdle()
        #expect(container.children.map(\.title) == ["C2"] && first.parent == nil && first.view.superview == nil)
        #expect(host.trace.callbacks == ["C2.willMove(toParent:)", "C1.willMove(toParent: nil)",
                                         "C1.viewWillDisappear", "C2.viewWillAppear",
                                         "SlideAnimator.transitionDuration", "SlideAnimator.animateTransition",
                                         "C2.viewIsAppearing",
                                         "C1.viewDidDisappear", "C2.viewDidAppear",
                                         "C1.didMove(toParent: nil)", "C2.didMove(toParent:)",
                                         "SlideAnimator.animationEnded(true)"], "\(host.trace.timeline)")
    }

    /// A transition that ends leaves the transitions in flight itself, whichever started later.
    @Test func anOlderTransitionThatEndsLeavesTheNewerOneInFlight() throws {
        let (host, container, first) = containerWithChild()
        let modal = NamedController("M", color: .systemBlue)
        modal.modalPresentationStyle = .overFullScreen   // the container stays in the window, under it
        container.present(modal, animated: true)
        host.advance(by: 1.0 / 60)
        let presentation = try #require(UIViewControllerTransitionContext.inFlight.last)
        let second = NamedController("C2", color: .systemGreen)
        let child = try #require(UIViewControllerTransitionContext.forChildTransition(in: container, from: first, to: second))
        let interaction = UIPercentDrivenInteractiveTransition()
        child.start(animator: SlideAnimator(presenting: true, duration: 0.4), interactionController: interaction)
        interaction.update(0.5)
        #expect(UIViewControllerTransitionContext.inFlight.map(ObjectIdentifier.init) == [presentation, child].map(ObjectIdentifier.init))
        host.advance(by: 1)
        #expect(container.presentedViewController?.title == "M", "the presentation ended")
        #expect(UIViewControllerTransitionContext.inFlight.map(ObjectIdentifier.init) == [ObjectIdentifier(child)],
                "the child transition, still held at half way, is the one left")
        interaction.finish()
        try host.runUntilIdle()
        #expect(UIViewControllerTransitionContext.inFlight.isEmpty)
    }

    @Test func aCancelledChildTransitionPutsEverythingBack() throws {
        let (host, container, first) = containerWithChild()
        let second = NamedController("C2", color: .systemGreen)
        let context = try #require(UIViewControllerTransitionContext.forChildTransition(in: container, from: first, to: second))
        let interaction = UIPercentDrivenInteractiveTransition()
        context.start(animator: SlideAnimator(presenting: true, duration: 0.4), interactionController: interaction)
        interaction.update(0.5)
        host.advance(by: 0.1)
        interaction.cancel()
        try host.runUntilIdle()
        #expect(container.children.map(\.title) == ["C1"] && second.parent == nil && second.view.superview == nil)
        #expect(first.view.superview === container.view && first.view.window === host.window)
        #expect(host.trace.callbacks(of: "C2").contains("viewDidDisappear") && !host.trace.callbacks(of: "C2").contains("viewDidAppear"))
    }
}
