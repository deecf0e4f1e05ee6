import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Issue 31: tests that run in parallel, each with its own host, queue UIKit
/// work on the main queue — blocks, main-actor tasks, animation completions —
/// and make UIKit calls right after an `await`. Whichever test happens to
/// drain the queue, and whichever host happens to be current, the work lands
/// in the host of the test that queued it. Every case has a screen of its own
/// size, so work done in another test's host shows as a wrong frame.
///
/// Not `.serialized`: the cases of each test run in parallel, and the three
/// tests with each other (and with the rest of the suite).
@MainActor
@Suite(.checksDiagnostics) struct ParallelHostRules {
    /// A screen no other case has.
    static func screen(_ index: Int, _ salt: Int) -> CGSize {
        CGSize(width: 300 + 7 * index + salt, height: 560 + 11 * index + salt)
    }

    /// Lets the main queue and other tests run until `condition` holds (at most
    /// `turns` turns), without calling the host: what ran meanwhile ran under
    /// whatever runtime another test left current.
    static func yield(until condition: () -> Bool, turns: Int = 400) async {
        for _ in 0..<turns where !condition() { await Task.yield() }
    }

    @Test(arguments: 0..<16)
    func aBlockQueuedOnTheMainQueuePresentsInItsOwnHost(index: Int) async throws {
        let size = Self.screen(index, 0)
        let host = TestHost(screenSize: size)
        let root = UIViewController()
        host.window.rootViewController = root
        try host.runUntilIdle()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        var completed = false
        DispatchQueue.main.async {
            root.present(presented, animated: true) { completed = true }
        }
        await Self.yield { root.presentedViewController != nil }
        #expect(root.presentedViewController === presented, "case \(index): the block presented in its own host")
        try host.runUntilIdle()
        #expect(completed, "case \(index): the completion ran on this host's frames")
        #expect(presented.view.window === host.window)
        #expect(presented.view.frame == CGRect(origin: .zero, size: size), "case \(index): \(presented.view.frame)")
        #expect(UIApplication.shared.keyWindow === host.window)
        #expect(host.invariantViolations.isEmpty, "\(host.invariantViolations)")
    }

    @Test(arguments: 0..<16)
    func aMainActorTaskPushesAndAnimatesInItsOwnHost(index: Int) async throws {
        let size = Self.screen(index, 3)
        let host = TestHost(screenSize: size)
        let navigation = UINavigationController(rootViewController: UIViewController())
        host.window.rootViewController = navigation
        try host.runUntilIdle()
        let pushed = UIViewController()
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 40, height: 40))
        Task { @MainActor in
            navigation.pushViewController(pushed, animated: false)
            pushed.view.addSubview(box)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
                box.frame.origin.x = size.width - 40
            }
        }
        await Self.yield { box.layer.animationKeys() != nil }
        #expect(navigation.topViewController === pushed, "case \(index): pushed in its own host")
        // The animation runs on this host's clock: half way after half its duration.
        host.advance(by: 0.5)
        #expect(box.window === host.window)
        let shown = try #require(box.layer.presentation()).position.x - 20
        let halfWay = (size.width - 40) / 2
        #expect(abs(shown - halfWay) <= (size.width - 40) / 60 + 0.5,
                "case \(index): x \(shown), expected about \(halfWay)")
        try host.runUntilIdle()
        #expect(box.frame.minX == size.width - 40)
        #expect(pushed.view.frame.size == size, "case \(index): \(pushed.view.frame)")
    }

    @Test(arguments: 0..<16)
    func callsAfterAnAwaitAndFromACompletionActOnTheirOwnHost(index: Int) async throws {
        let size = Self.screen(index, 5)
        let host = TestHost(screenSize: size)
        let root = UIViewController()
        host.window.rootViewController = root
        try host.runUntilIdle()
        await Task.yield()
        await Task.yield()
        // Right after the await, before the host is called again: another
        // test's host may be current. The call still acts on this one.
        let first = UIViewController()
        first.modalPresentationStyle = .overFullScreen
        root.present(first, animated: true)
        try host.runUntilIdle()
        #expect(root.presentedViewController === first)
        #expect(first.view.frame == CGRect(origin: .zero, size: size), "case \(index): \(first.view.frame)")
        // An animation completion queues the dismissal; it runs after other tests have run.
        let fading = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        first.view.addSubview(fading)
        var dismissed = false
        UIView.animate(withDuration: 0.3, animations: { fading.alpha = 0 }, completion: { _ in
            DispatchQueue.main.async {
                first.dismiss(animated: true) { dismissed = true }
            }
        })
        host.advance(by: 0.4)
        await Self.yield { first.isBeingDismissed || root.presentedViewController == nil }
        try host.runUntilIdle()
        #expect(dismissed, "case \(index): the dismissal ran in this host and completed on its frames")
        #expect(root.presentedViewController == nil)
        #expect(first.view.window == nil)
        #expect(root.view.frame == CGRect(origin: .zero, size: size))
    }
}
