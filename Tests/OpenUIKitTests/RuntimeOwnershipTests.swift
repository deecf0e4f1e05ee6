import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Issue 31, the parts a blind mutation audit showed untested: what a block
/// run under another host's runtime carries into its own (an explicit
/// transaction, an animation block — and leaves nothing behind), masks and
/// windows made by scene joining their runtime, a child controller acting on
/// its parent's, key-value observations made under another runtime, and a
/// refused push reporting to its own host.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct RuntimeOwnershipTests {
    /// Host B, whose objects the work is about, and host A, made after it: A's runtime is current.
    private func twoHosts() throws -> (b: TestHost, a: TestHost) {
        let b = TestHost(screenSize: CGSize(width: 300, height: 500))
        try b.runUntilIdle()
        let a = TestHost(screenSize: CGSize(width: 320, height: 560))
        try a.runUntilIdle()
        return (b, a)
    }

    @Test func anExplicitTransactionBegunUnderAnotherHostCommitsInTheLayersOwn() throws {
        let (b, a) = try twoHosts()
        let plain = CALayer()
        plain.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        b.window.layer.addSublayer(plain)
        b.advance(by: 1.0 / 60)                     // committed once: implicit animations from now on
        a.activate()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        plain.opacity = 0.5                         // enters B, carrying the open transaction along
        CATransaction.commit()
        let fade = try #require(plain.animation(forKey: "opacity"))
        #expect(fade.duration == 2, "the transaction's duration, not the default 0.25")
        b.activate()
        #expect(SegueDiagnostics.messages.isEmpty, "no commit without a begin in B")
        a.activate()
        #expect(SegueDiagnostics.messages.isEmpty, "no transaction left open in A")
        CATransaction.begin()
        CATransaction.commit()
        #expect(SegueDiagnostics.messages.isEmpty)
        try b.runUntilIdle()
    }

    @Test func anAnimationBlockCarriedIntoItsViewsHostLeavesNothingOpenBehind() throws {
        let (b, a) = try twoHosts()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        b.window.addSubview(v)
        let w = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        a.window.addSubview(w)
        try b.runUntilIdle()
        try a.runUntilIdle()
        a.activate()
        UIView.animate(withDuration: 1) { v.alpha = 0 }
        #expect(v.layer.animation(forKey: "opacity") != nil, "B's view animates")
        w.alpha = 0.5                                // back in A, outside any block
        #expect(w.layer.animationKeys() == nil, "no animation block is left open in A")
        a.activate()
        #expect(UIView.inheritedAnimationDuration == 0)
        try a.runUntilIdle()
        try b.runUntilIdle()
    }

    @Test func aMaskJoinsTheRuntimeOfTheTreeItsLayerJoins() throws {
        let (b, a) = try twoHosts()
        let layer = CALayer()
        let mask = CALayer()
        layer.mask = mask                            // made and masked before any host's tree
        #expect(mask.runtime == nil)
        b.window.layer.addSublayer(layer)
        #expect(layer.runtime === b.clock.runtime && mask.runtime === b.clock.runtime)
        a.activate()
        let fade = oneSecondFadeIn()
        mask.add(fade, forKey: "fade")
        #expect(b.clock.runtime.frameLoop.hasActiveAnimations, "the mask animates on B's frames")
        #expect(!a.clock.runtime.frameLoop.hasActiveAnimations)
        try b.runUntilIdle()
    }

    @Test func aWindowMadeForASceneBelongsToTheRuntimeInForce() throws {
        let (b, _) = try twoHosts()
        b.activate()
        let window = UIWindow(windowScene: try #require(b.window.windowScene))
        #expect(window.layer.runtime === b.clock.runtime)
    }

    @Test func aChildWhoseViewIsNotLoadedActsOnItsParentsRuntime() throws {
        let (b, a) = try twoHosts()
        let parent = UIViewController()
        b.window.rootViewController = parent
        try b.runUntilIdle()
        let child = UIViewController()
        parent.addChild(child)
        a.activate()
        #expect(!child.isViewLoaded)
        #expect(child.owningRuntime === b.clock.runtime)
        child.didMove(toParent: parent)
    }

    @Test func anObservationMadeUnderAnotherHostHearsItsObjectsChanges() throws {
        let (b, a) = try twoHosts()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        b.window.addSubview(v)
        try b.runUntilIdle()
        a.activate()
        var frames: [CGRect] = []
        let observation = v.observe(\.frame, options: [.new]) { _, change in
            if let frame = change.newValue { frames.append(frame) }
        }
        v.frame = CGRect(x: 10, y: 0, width: 40, height: 40)
        #expect(frames == [CGRect(x: 10, y: 0, width: 40, height: 40)])
        observation.invalidate()
    }

    @Test func aRefusedPushReportsToItsOwnHost() throws {
        let (b, a) = try twoHosts()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        b.window.rootViewController = navigation
        try b.runUntilIdle()
        a.activate()
        navigation.pushViewController(root, animated: true)      // already on the stack: refused
        a.activate()
        #expect(SegueDiagnostics.messages.isEmpty, "nothing reported to the host that happened to be current")
        b.activate()
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "<UINavigationController: 0x…> is pushing the same view controller instance (<UIViewController: 0x…>) more "
                + "than once which is not supported and is most likely an error in the application; ignored",
        ])
    }

    /// A view animated under one host, then under another, and moved back to the first while that animation
    /// runs, goes on animating there: a layer's animations follow it to the frame loop of each tree it joins.
    @Test func anAnimationFollowsItsViewBackIntoTheHostItFirstAnimatedIn() throws {
        let (b, a) = try twoHosts()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        a.window.addSubview(v)
        UIView.animate(withDuration: 0.25) { v.alpha = 0.5 }     // animated under A first
        try a.runUntilIdle()
        a.advance(by: 0.1)                                       // A has let go of the finished animation
        #expect(v.layer.animationKeys() == nil)
        b.window.addSubview(v)
        let log = EventLog()
        UIView.animate(withDuration: 1, animations: { v.alpha = 1 }) { log.append("done(\($0))") }   // then under B
        b.advance(by: 0.5)
        #expect(log.events.isEmpty && v.layer.animationKeys() == ["opacity"])
        a.window.addSubview(v)                                   // back into A, still animating
        try a.runUntilIdle()
        #expect(v.layer.animationKeys() == nil, "A's frames ran the animation to its end")
        #expect(log.events == ["done(true)"])
        try b.runUntilIdle()
    }

    /// A presentation copy belongs to its layer's runtime: what it does is done there, not on the host that happens
    /// to be current (adding an animation to it is refused and reported to the layer's own host).
    @Test func aPresentationCopyActsOnItsLayersRuntime() throws {
        let (b, a) = try twoHosts()
        let layer = CALayer()
        b.window.layer.addSublayer(layer)
        b.advance(by: 1.0 / 60)
        a.activate()
        let shown = try #require(layer.presentation())
        #expect(shown.owningRuntime === b.clock.runtime)
        shown.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        a.activate()
        #expect(SegueDiagnostics.messages.isEmpty, "nothing reported to the host that happened to be current")
        b.activate()
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "[CALayer addAnimation:forKey:] <CALayer: 0x…>: cannot add an animation to a presentation layer",
        ])
    }

    /// A layer animating in A that went into B's tree and came back is listed twice in A's animating layers until
    /// A's next frame: what A reports as still running names its animation once.
    @Test func aLayerBackFromAnotherHostIsDescribedOnceAmongTheRunningAnimations() throws {
        let (b, a) = try twoHosts()
        let layer = CALayer()
        layer.name = "square"
        a.window.layer.addSublayer(layer)
        let fade = oneSecondFadeIn()
        layer.add(fade, forKey: "fade")
        a.advance(by: 0.1)
        b.window.layer.addSublayer(layer)                        // B's frames animate it now
        #expect(b.clock.runtime.frameLoop.activeAnimationDescriptions.count == 1)
        #expect(a.clock.runtime.frameLoop.activeAnimationDescriptions.isEmpty)
        a.window.layer.addSublayer(layer)                        // and A's again, before either runs a frame
        #expect(a.clock.runtime.frameLoop.activeAnimationDescriptions == ["CABasicAnimation \"fade\" on \"square\" \(layer)"])
        #expect(b.clock.runtime.frameLoop.activeAnimationDescriptions.isEmpty)
        try a.runUntilIdle()
        try b.runUntilIdle()
    }

    /// An animator paused while another host is current is let go of by the frames of the host it was made in, as
    /// any paused animator is (R9.10): the hook that ticked it goes from that host's frame loop, not the current one.
    @Test func anAnimatorPausedUnderAnotherHostIsLetGoOfByItsOwnHostsFrames() throws {
        let (b, a) = try twoHosts()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        b.window.addSubview(v)
        try b.runUntilIdle()
        b.activate()
        weak var released: UIViewPropertyAnimator?
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
            animator.startAnimation()
            b.advance(by: 0.25)
            a.activate()                                         // e.g. a gesture handler run under another host
            animator.pauseAnimation()
            b.advance(by: 0.25)
            #expect(isClose(animator.fractionComplete, 0.25, 0.02), "paused: \(animator.fractionComplete)")
            animator.stopAnimation(false)
            animator.finishAnimation(at: .current)
            released = animator
        }
        #expect(released == nil, "nothing holds a finished animator, B's frame loop least of all")
        #expect(isClose(v.alpha, 0.75, 0.02), "finished where it was paused: \(v.alpha)")
        try b.runUntilIdle()
        try a.runUntilIdle()
    }
}
