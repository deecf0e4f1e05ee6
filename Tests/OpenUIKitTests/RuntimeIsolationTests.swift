import Foundation
import Testing
import OpenUIKit
@testable import SegueTesting

/// Never calls `completeTransition`: a transition that never ends.
@MainActor
private final class StuckAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }
}

/// What a standard full-screen presentation produced.
private struct TransitionRecord: Equatable {
    let timeline: [String]
    let column: [UInt8]
    let messages: [String]
}

/// Each host owns a runtime: nothing a broken test leaves behind reaches the next (issue 12).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct RuntimeIsolationTests {
    private func standardPresentation() throws -> TransitionRecord {
        let host = TestHost()
        let root = UIViewController()
        root.title = "root"
        root.view.backgroundColor = .white
        host.window.rootViewController = root
        let presented = UIViewController()
        presented.title = "presented"
        presented.view.backgroundColor = .systemBlue
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        host.advance(by: 0.25)
        let frame = host.render()
        let column = stride(from: 0, to: frame.height, by: 16).map { frame.premultipliedRGBA(x: 390, y: $0).blue }
        try host.runUntilIdle()
        return TransitionRecord(timeline: host.trace.events.map { "\($0.time) \($0.description)" }, column: column,
                                messages: SegueDiagnostics.messages)
    }

    @Test func aHostAfterABrokenOneGetsIdenticalResults() throws {
        let reference = try standardPresentation()
        #expect(reference.timeline.contains { $0.hasSuffix("presented.viewDidAppear") })

        // Break everything a test can leave behind.
        let broken = TestHost()
        let stuckRoot = UIViewController()
        broken.window.rootViewController = stuckRoot
        let stuck = UIViewController()
        let animator = StuckAnimator()
        stuck.modalPresentationStyle = .custom
        stuck.transitioningDelegate = animator
        stuckRoot.present(stuck, animated: true)
        broken.advance(by: 0.1)
        CATransaction.begin()                        // an abandoned transaction
        broken.window.layer.opacity = 0.5
        UIView.setAnimationsEnabled(false)           // a global switch left off
        stuckRoot.present(UIViewController(), animated: false)   // refused: a message recorded
        #expect(throws: TestHostError.self) { try broken.runUntilIdle(limit: 0.5) }
        #expect(!SegueDiagnostics.messages.isEmpty)

        let after = try standardPresentation()
        #expect(after == reference)
        #expect(UIView.areAnimationsEnabled)
        withExtendedLifetime(animator) {}
    }

    /// ContainerRules.R1_1_8 failed in about one parallel run in ten: its controllers load their views
    /// before its host exists, and read `UIScreen.main` of whichever test had run last (a landscape
    /// screen left the red child 844×390 in a 390×844 container). What has no owner is never read
    /// from a host made for another test.
    @Test func aViewLoadedBeforeItsHostDoesNotSeeAnotherTestsScreen() {
        let iPad = TestHost(device: .iPadPro11)
        iPad.clock.runtime.owningTest = "a test that ended"
        #expect(SegueRuntime.current === iPad.clock.runtime)
        let controller = UIViewController()
        #expect(controller.view.bounds.size == CGSize(width: 390, height: 844),
                "a view loaded before its test's host has the default screen's size, not another test's iPad's")
        #expect(UIScreen.main.scale == 2 && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(SegueRuntime.current === SegueRuntime.unhosted)
        #expect(UIApplication.shared.windows.isEmpty, "no other test's window")
        iPad.advance(by: 1.0 / 60)
        #expect(SegueRuntime.current === iPad.clock.runtime, "the host still works when its objects are used")
    }

    /// Each of the three reads with no owner hands over by itself, read first.
    @Test func theApplicationAndTheDeviceNeverComeFromAnotherTestsHost() {
        let iPad = TestHost(device: .iPadPro11)
        iPad.clock.runtime.owningTest = "a test that ended"
        #expect(UIApplication.shared.windows.isEmpty, "no other test's window")
        #expect(SegueRuntime.current === SegueRuntime.unhosted)

        let otherIPad = TestHost(device: .iPadPro11)
        otherIPad.clock.runtime.owningTest = "a test that ended"
        #expect(UIDevice.current.userInterfaceIdiom == .phone, "not the other test's iPad")
        #expect(SegueRuntime.current === SegueRuntime.unhosted)
    }

    /// A host records the test it was made in; a runtime made by hand (an app's, a benchmark's) has no owner and is read.
    @Test func aHostIsItsTestsAndARuntimeWithoutOwnerIsRead() throws {
        let host = TestHost()
        let owner = try #require(host.clock.runtime.owningTest?.base as? RunningTest)
        #expect(owner.test == Test.current?.id && owner.testCase == nil)
        let handMade = SegueRuntime(clock: VirtualMediaClock(startTime: 1000))
        handMade.activate()
        #expect(SegueRuntime.forUnownedState === handMade)
        host.activate()
    }

    /// A host made for another test that rotates resizes its own screen, never the unhosted one.
    @Test func anotherTestsHostRotatesItsOwnScreen() {
        let host = TestHost()
        host.clock.runtime.owningTest = "a test that ended"
        host.resize(to: CGSize(width: 844, height: 390), duration: 0)
        #expect(host.window.screen.bounds.size == CGSize(width: 844, height: 390))
        #expect(SegueRuntime.current === host.clock.runtime)
        SegueRuntime.unhosted.activate()
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844), "the unhosted screen is not resized")
        host.activate()
    }

    /// Where no test is current (a detached task has none), the runtime in force is read: nothing says it is another test's.
    @Test func withNoTestCurrentTheRuntimeInForceIsRead() async {
        let host = TestHost(screenSize: CGSize(width: 844, height: 390))
        // Made current and read in one main-actor turn: other tests run while this one awaits.
        let (size, stayed) = await Task.detached { @MainActor in
            host.activate()
            return (UIScreen.main.bounds.size, SegueRuntime.current === host.clock.runtime)
        }.value
        #expect(size == CGSize(width: 844, height: 390), "the host's screen, not the unhosted one")
        #expect(stayed)
    }

    /// A host the test lets go of stays in force for the rest of its test (`_ = TestHost(…)` sets the screen).
    @Test func aReleasedHostStaysInForceForItsOwnTest() {
        _ = TestHost(device: .iPadPro11)
        #expect(UIScreen.main.bounds.size == TestHost.Device.iPadPro11.screenSize)
        #expect(UIViewController().view.bounds.size == TestHost.Device.iPadPro11.screenSize)
    }
}

extension RuntimeIsolationTests {
    @Test func resetForgetsEverythingTheRuntimeHeld() throws {
        let clock = TestClock()
        let runtime = clock.runtime
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        CATransaction.begin()
        layer.opacity = 0.5
        let application = UIApplication.shared
        SegueDiagnostics.report("left behind")
        #expect(SegueDiagnostics.messages == ["left behind"])
        runtime.reset()
        #expect(UIApplication.shared !== application, "a fresh UIKit state")
        #expect(SegueDiagnostics.messages.isEmpty)
        #expect(!FrameLoop.shared.hasActiveAnimations)
        SegueDiagnostics.clear()
        CATransaction.commit()
        #expect(SegueDiagnostics.messages.count == 1, "the transaction begun before the reset is gone: \(SegueDiagnostics.messages)")
    }
}

/// Two suites of async tests run in parallel and interleave at their awaits:
/// each must keep seeing its own application.
@MainActor
enum InterleavedHostScenario {
    static func run(_ tag: String) async throws {
        let host = TestHost()
        let root = UIViewController()
        root.title = tag
        host.window.rootViewController = root
        for step in 0..<6 {
            await host.runMainQueue()                // other tests run here
            #expect(UIApplication.shared.keyWindow === host.window, "\(tag), step \(step): another test's app")
            #expect(UIApplication.shared.keyWindow?.rootViewController?.title == tag)
            let presented = UIViewController()
            root.present(presented, animated: true)
            host.advance(by: 0.1)
            await host.runMainQueue()
            try host.runUntilIdle()
            #expect(root.presentedViewController === presented, "\(tag), step \(step)")
            root.dismiss(animated: false)
            try host.runUntilIdle()
            #expect(root.presentedViewController == nil)
            #expect(SegueDiagnostics.messages.isEmpty, "\(tag): \(SegueDiagnostics.messages)")
        }
    }
}

@MainActor
@Suite(.checksDiagnostics) struct InterleavedHostsA {
    @Test(arguments: 0..<3) func eachTestSeesItsOwnHost(index: Int) async throws {
        try await InterleavedHostScenario.run("A\(index)")
    }
}

@MainActor
@Suite(.checksDiagnostics) struct InterleavedHostsB {
    @Test(arguments: 0..<3) func eachTestSeesItsOwnHost(index: Int) async throws {
        try await InterleavedHostScenario.run("B\(index)")
    }
}
