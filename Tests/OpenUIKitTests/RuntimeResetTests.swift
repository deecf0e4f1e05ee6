import Foundation
import Testing
@testable import OpenUIKit
import SegueTesting

/// Issue 31: the runtime owns every piece of mutable state, and `reset()`
/// returns each to its initial value. The tests list the fields by reflection:
/// a field added without a reset (and without a line here) fails them.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct RuntimeResetTests {
    /// Each stored field of `object`, by name, as text.
    private static func fields(of object: Any) -> [String: String] {
        var result: [String: String] = [:]
        for child in Mirror(reflecting: object).children {
            if let label = child.label { result[label] = String(describing: child.value) }
        }
        return result
    }

    @Test func resetReturnsEveryFieldOfTheRuntimeToItsInitialValue() throws {
        let clock = TestClock()
        let runtime = clock.runtime
        let fresh = SegueRuntime(clock: VirtualMediaClock(startTime: 1000))
        // The fields reset() must know; the frame loop, the clock, the reference objects keep to the runtime and the test it was
        // made for are its for life.
        let lifelong: Set = ["frameLoop", "clock", "unretained", "owningTest"]
        let resettable: Set = ["transactionStack", "diagnosticMessages", "nextAnimationSequence", "keyValueObservations",
                               "textLayouts", "moduleStorage"]
        #expect(Set(Self.fields(of: runtime).keys) == lifelong.union(resettable),
                "SegueRuntime's fields changed: make reset() return the new ones to their initial values, then list them here")

        // Change every resettable field.
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")        // nextAnimationSequence
        CATransaction.begin()                                                  // transactionStack
        layer.opacity = 0.5
        SegueDiagnostics.report("left behind")                                 // diagnosticMessages
        let observation = layer.observe(\.position) { _, _ in }                // keyValueObservations
        let label = UILabel()
        label.text = "Measured"
        label.sizeToFit()                                                      // textLayouts
        let application = UIApplication.shared                                // moduleStorage
        let dirty = Self.fields(of: runtime)
        let initial = Self.fields(of: fresh)
        for field in resettable {
            #expect(dirty[field] != initial[field], "the test changes \(field)")
        }
        #expect(SegueDiagnostics.messages == ["left behind"])

        runtime.reset()
        let after = Self.fields(of: runtime)
        for field in resettable {
            #expect(after[field] == initial[field], "\(field) after reset(): \(after[field] ?? "-")")
        }
        #expect(UIApplication.shared !== application)
        #expect(!FrameLoop.shared.hasActiveAnimations && !FrameLoop.shared.hasPendingLayout)
        CATransaction.commit()   // the one begun before the reset is gone: refused
        #expect(SegueDiagnostics.messages.count == 1)
        withExtendedLifetime(observation) {}
    }

    @Test func resetGivesUIKitAFreshStateWithEveryFieldAtItsInitialValue() throws {
        let host = TestHost()
        let runtime = host.clock.runtime
        let reference = Self.fields(of: UIKitRuntimeState())
        // The fields of UIKit's state; reset() drops the whole state, so each starts afresh.
        let known: Set = ["application", "screen", "contentScale", "animationStack", "innermostAnimation", "animationsEnabled",
                          "animationKeyCounter", "isModalTransitioning", "transitionsInFlight", "traceObserver",
                          "graphicsContexts", "gestureArena", "contentTouchDelay", "feedbackRequests", "reduceMotion",
                          "accessibilityNotifications", "device", "selectorObservations", "drawProbe",
                          "springParameters", "keyboard"]
        #expect(Set(reference.keys) == known,
                "UIKitRuntimeState's fields changed: check that a fresh state starts them as UIKit does, then list them here")

        // Change them: the screen, the scale, the switches, the device, an observation, a spring, a drawing.
        let state = UIKitRuntimeState.current
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        let observer = NoteObserver()
        NotificationCenter.default.addObserver(observer, selector: Selector(NoteObserver.noted),
                                               name: Notification.Name("RuntimeResetTests"), object: nil)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
                       options: [], animations: { host.window.alpha = 0.5 })
        UIView.setAnimationsEnabled(false)
        let valuesBefore = Self.fields(of: state)
        #expect(valuesBefore["animationsEnabled"] != reference["animationsEnabled"])
        #expect(valuesBefore["springParameters"] != reference["springParameters"])
        let objectsBefore = (state.application, state.screen, state.device, state.gestureArena, state.selectorObservations)

        runtime.reset()
        let fresh = UIKitRuntimeState.current
        #expect(fresh !== state)
        #expect(UIView.areAnimationsEnabled)
        #expect(!UIDevice.current.isGeneratingDeviceOrientationNotifications)
        let objectsAfter = (fresh.application, fresh.screen, fresh.device, fresh.gestureArena, fresh.selectorObservations)
        #expect(objectsAfter.0 !== objectsBefore.0 && objectsAfter.1 !== objectsBefore.1 && objectsAfter.2 !== objectsBefore.2
                && objectsAfter.3 !== objectsBefore.3 && objectsAfter.4 !== objectsBefore.4)
        // The value fields match a new state's.
        let after = Self.fields(of: fresh)
        for field in ["contentScale", "animationStack", "innermostAnimation", "animationsEnabled", "animationKeyCounter", "isModalTransitioning",
                      "transitionsInFlight", "graphicsContexts", "feedbackRequests", "reduceMotion",
                      "accessibilityNotifications", "drawProbe", "springParameters"] {
            #expect(after[field] == reference[field], "\(field) after reset(): \(after[field] ?? "-")")
        }
        withExtendedLifetime(observer) {}
    }

    @Test func aLayerWhoseHostIsGoneSaysSoAndTouchesNoOtherHost() throws {
        var view: UIView?
        do {
            let gone = TestHost(screenSize: CGSize(width: 200, height: 300))
            let made = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            gone.window.addSubview(made)
            try gone.runUntilIdle()
            view = made
        }
        let host = TestHost()
        try host.runUntilIdle()
        let orphan = try #require(view)
        #expect(orphan.layer.runtime == nil, "its host's runtime went with the host")
        // A block its test queued runs now, under this host's runtime.
        orphan.alpha = 0.5
        orphan.setNeedsLayout()
        UIView.animate(withDuration: 1) { orphan.frame.origin.x = 100 }
        host.activate()
        #expect(SegueDiagnostics.messagesWithoutAddresses == [
            "Segue: <CALayer: 0x…> belongs to a host that no longer exists: a block, task or completion queued by its test ran "
                + "after the test ended. It now acts on no host. Let queued work finish before the test ends "
                + "(await host.runMainQueue(), then host.runUntilIdle()).",
        ], "said once, naming the layer")
        #expect(!FrameLoop.shared.hasActiveAnimations && !FrameLoop.shared.hasPendingLayout,
                "nothing reached this host's frame loop")
        try host.runUntilIdle()
    }

    @Test func aLayerStillAnimatingWhenItsHostWentAnimatesInTheHostItJoins() throws {
        var layer: CALayer?
        var link: CADisplayLink?
        do {
            let gone = TestHost(screenSize: CGSize(width: 200, height: 300))
            let made = CALayer()
            gone.window.layer.addSublayer(made)
            let fade = oneSecondFadeIn()
            made.add(fade, forKey: "fade")
            gone.advance(by: 0.1)
            let ticking = CADisplayLink { _ in }
            ticking.add(to: .main, forMode: .common)
            layer = made
            link = ticking
        }
        let host = TestHost(screenSize: CGSize(width: 200, height: 300))
        let orphan = try #require(layer)
        #expect(orphan.runtime == nil, "its runtime went with the host")
        #expect(!FrameLoop.shared.hasActiveAnimations)
        host.window.layer.addSublayer(orphan)
        #expect(orphan.runtime === host.clock.runtime && FrameLoop.shared.hasActiveAnimations,
                "it joined the new host, its animation with it")
        host.advance(by: 0.1)
        let opacity = try #require(orphan.presentation()?.opacity)
        #expect(opacity > 0 && opacity < 1, "the fade runs on the new host's clock: \(opacity)")
        link?.invalidate()
        try host.runUntilIdle()
    }

    /// A layer still animating when its runtime is reset (the frame loop forgets its animating layers) is listed
    /// afresh when it animates again: the new animation runs and ends on that runtime's frames.
    @Test func aLayerAnimatingWhenTheRuntimeIsResetRunsItsNextAnimation() throws {
        let clock = TestClock()
        let layer = CALayer()
        let fade = oneSecondFadeIn()
        layer.add(fade, forKey: "fade")
        clock.advance(by: 0.1)
        clock.runtime.reset()
        #expect(!FrameLoop.shared.hasActiveAnimations)
        layer.add(fade, forKey: "fade")                          // replaces the one the loop forgot
        clock.advance(by: 0.5)
        #expect(layer.animationKeys() == ["fade"])
        #expect(FrameLoop.shared.activeAnimationDescriptions == ["CABasicAnimation \"fade\" on \(layer)"],
                "the reset runtime's frame loop lists the layer again")
        clock.advance(by: 0.6)
        #expect(layer.animationKeys() == nil, "the frames ran it to its end and removed it")
        #expect(!FrameLoop.shared.hasActiveAnimations)
    }
}

/// Observes a notification with a selector.
@MainActor
private final class NoteObserver: NSObject {
    var count = 0
    func noted(_ notification: Notification) { count += 1 }
}
