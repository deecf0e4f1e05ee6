import Foundation
import Testing
import OpenUIKit
import SegueGallery
import SegueTesting

/// The alert demo's script really taps the alert's Delete button, whose handler pops the stack.
@MainActor
@Suite(.checksDiagnostics) struct AlertDemoTests {
    @Test func theScriptTapsDeleteAndTheHandlerPops() throws {
        let host = TestHost(scale: 1)
        let demo = AlertDemo()
        let root = demo.makeRootViewController()
        host.window.rootViewController = root
        host.advance(by: 0.05)
        let navigation = try #require(root as? UINavigationController)
        // The script up to the tap and the dismissal after it.
        for step in demo.script.prefix(6) { try DemoRecorder.perform(step, demo: demo, root: root, host: host) }
        #expect(navigation.viewControllers.count == 1 && navigation.presentedViewController == nil,
                "Delete was tapped and its handler popped the message")
    }
}
