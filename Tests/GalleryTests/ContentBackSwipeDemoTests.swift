import Foundation
import Testing
import OpenUIKit
import SegueGallery
import SegueTesting

/// The content back swipe demo's script pops from the middle of the content,
/// then catches two pushes part-way (a swipe, then Back); its frames are kept
/// in out/gallery-content-back-swipe to look at.
@MainActor
@Suite(.checksDiagnostics) struct ContentBackSwipeDemoTests {
    private func save(_ image: CGImage, _ name: String) {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("out/gallery-content-back-swipe")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? image.writePNG(to: directory.appendingPathComponent("\(name).png"))
    }

    @Test func theScriptPopsFromTheContentAndCatchesTwoPushes() throws {
        let host = TestHost(scale: 1)
        let demo = ContentBackSwipeDemo()
        let root = demo.makeRootViewController()
        host.window.rootViewController = root
        host.advance(by: 0.05)
        let navigation = try #require(root as? UINavigationController)
        let steps = demo.script
        #expect(navigation.viewControllers.count == 2)
        // The swipe from the middle of the content, half-way through it.
        try DemoRecorder.perform(steps[0], demo: demo, root: root, host: host)
        host.drag(from: CGPoint(x: 120, y: 520), to: CGPoint(x: 220, y: 520), duration: 0.25, release: false)
        #expect(navigation.viewControllers.count == 1, "the swipe is popping")
        save(host.render(), "1-content-swipe")
        host.drag(from: CGPoint(x: 220, y: 520), to: CGPoint(x: 330, y: 520), duration: 0.25)
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1 && navigation.transitionCoordinator == nil)
        // A push, caught by a swipe part-way.
        for step in steps[3...5] { try DemoRecorder.perform(step, demo: demo, root: root, host: host) }
        save(host.render(), "2-push-running")
        host.drag(from: CGPoint(x: 160, y: 520), to: CGPoint(x: 220, y: 520), duration: 0.1, release: false)
        #expect(navigation.viewControllers.count == 1, "the swipe caught the push")
        save(host.render(), "3-push-caught")
        host.drag(from: CGPoint(x: 220, y: 520), to: CGPoint(x: 340, y: 520), duration: 0.3)
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1)
        // A push, reversed by Back part-way; then the rest of the script.
        for step in steps[8...11] { try DemoRecorder.perform(step, demo: demo, root: root, host: host) }
        host.advance(by: 3 / 60)
        save(host.render(), "4-push-reversed")
        for step in steps[12...] { try DemoRecorder.perform(step, demo: demo, root: root, host: host) }
        #expect(navigation.viewControllers.count == 1 && navigation.transitionCoordinator == nil)
        #expect(SegueDiagnostics.messages.isEmpty)
    }
}
