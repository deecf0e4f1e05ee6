import Foundation
import Testing
import OpenUIKit
import SegueGallery
import SegueTesting

/// Every demo runs its whole script headless and ends at rest, with no
/// transition left in flight; names are unique; every group the seeds teach has a demo.
@MainActor
@Suite(.checksDiagnostics) struct GalleryCatalogTests {
    @Test("Every demo runs its script to the end and comes to rest")
    func everyDemoRunsToRest() throws {
        for demoType in GalleryCatalog.demos { try runsToRest(demoType) }
    }

    private func runsToRest(_ demoType: any GalleryDemo.Type) throws {
        let name = demoType.name
        let host = TestHost(scale: 1)
        let demo = demoType.init()
        let root = demo.makeRootViewController()
        host.window.rootViewController = root
        host.advance(by: 0.05)
        SegueDiagnostics.clear()
        for step in demo.script { try DemoRecorder.perform(step, demo: demo, root: root, host: host) }
        try host.runUntilIdle()
        #expect(UIViewControllerTransitionContext.inFlight.isEmpty)
        #expect(SegueDiagnostics.messages.isEmpty, "\(name) logged: \(SegueDiagnostics.messages)")
        #expect(!host.trace.events.isEmpty, "\(name) ran no transition callbacks")
    }

    @Test("Demo names are unique, and every group has at least one demo")
    func catalogCoversTheGroups() {
        let names = GalleryCatalog.demos.map { $0.name }
        #expect(Set(names).count == names.count)
        let groups = Set(GalleryCatalog.demos.map { $0.group })
        for group in DemoGroup.allCases { #expect(groups.contains(group), "no demo in \(group.title)") }
    }

    @Test("The built-in styles include every presentation the issue names")
    func builtInStylesAreAllThere() {
        let names = Set(GalleryCatalog.demos.filter { $0.group == .builtInStyles }.map { $0.name })
        for name in ["cover-vertical", "flip-horizontal", "cross-dissolve", "partial-curl", "page-sheet", "form-sheet", "popover",
                     "over-full-screen", "current-context", "push-pop", "edge-swipe-pop", "sheet-swipe-dismiss"] {
            #expect(names.contains(name), "missing \(name)")
        }
    }
}

/// The player's Live mode: the demo full screen, driven by the user's own gestures.
@MainActor
@Suite(.checksDiagnostics) struct LiveDemoTests {
    @Test("An edge swipe pops the live demo's navigation stack, and Close dismisses it")
    func liveEdgeSwipe() throws {
        let host = TestHost(scale: 1)
        let root = UIViewController()
        host.window.rootViewController = root
        host.advance(by: 0.05)
        let live = LiveDemoController(demo: EdgeSwipePopDemo.self)
        root.present(live, animated: false)
        try host.runUntilIdle()
        let navigation = try #require(live.children.first as? UINavigationController)
        #expect(navigation.viewControllers.count == 2)
        host.edgePan(from: .left, distance: 300, duration: 0.4)
        try host.runUntilIdle()
        #expect(navigation.viewControllers.count == 1, "the user's swipe popped it")
        // The floating bar's Close, bottom right, above the iPhone 14's home indicator (34, R18.8):
        // 390 − 216 + 8 + 2 × 64 … + 60, 844 − 34 − 52 … + 36.
        host.tap(at: CGPoint(x: 390 - 216 + 8 + 128 + 30, y: 844 - 34 - 52 + 18))
        try host.runUntilIdle()
        #expect(root.presentedViewController == nil)
    }
}
