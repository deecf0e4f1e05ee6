import OpenUIKit

/// Animated push + pop round trips on a navigation controller, with the
/// built-in parallax animation and the bar animating its items, run headless
/// on a virtual clock to completion, without rendering.
@MainActor
enum NavigationBenchmark {
    static func run() {
        let frames = VirtualFrames()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        frames.step()
        func roundTrip() {
            let pushed = UIViewController()
            pushed.title = "Detail"
            navigation.pushViewController(pushed, animated: true)
            while pushed.view.window == nil || navigation.transitionCoordinator != nil { frames.step() }
            navigation.popViewController(animated: true)
            while pushed.view.window != nil || navigation.transitionCoordinator != nil { frames.step() }
        }
        for _ in 0..<20 { roundTrip() }
        let rounds = 2000
        let elapsed = measure { for _ in 0..<rounds { roundTrip() } }
        let framesPerTrip = 2 * (0.35 * 60 + 2)
        report("navigation_round_trips_per_second", Double(rounds) / (elapsed / 1e9), "round trips/s")
        report("navigation_round_trip", elapsed / Double(rounds) / 1e3, "µs (about \(Int(framesPerTrip)) frames each)")
        withExtendedLifetime(navigation) {}
    }
}
