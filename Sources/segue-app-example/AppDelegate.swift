import UIKit

/// The smallest Segue app, written as on iOS: `@main` on the app delegate, a
/// window made key in `application(_:didFinishLaunchingWithOptions:)`, and the
/// main thread's machinery — a `Timer`, `DispatchQueue.main`, a main-actor
/// `Task` and a view animation — reporting on standard output as they run.
/// `SEGUE_EXIT_AFTER=2 swift run segue-app-example` ends it after two seconds.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var ticks = 0

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .systemIndigo
        let card = UIView(frame: CGRect(x: 45, y: 322, width: 300, height: 200))
        card.backgroundColor = .white
        card.layer.cornerRadius = 24
        window.addSubview(card)
        window.makeKeyAndVisible()
        self.window = window
        report("launched")

        DispatchQueue.main.async { self.report("main queue block ran") }
        Task { @MainActor in self.report("main-actor task ran") }
        _ = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: true) { timer in
            let done = MainActor.assumeIsolated { self.tick() }
            if done { timer.invalidate() }
        }
        UIView.animate(withDuration: 0.25, animations: {
            card.transform = CGAffineTransform(rotationAngle: .pi / 12)
        }, completion: { finished in
            self.report("animation completed (finished: \(finished))")
        })
        return true
    }

    /// Counts a timer tick; true on the third, when the timer should stop.
    private func tick() -> Bool {
        ticks += 1
        if ticks == 3 { report("timer fired 3 times") }
        return ticks == 3
    }

    private func report(_ message: String) {
        FileHandle.standardOutput.write(Data("segue-app-example: \(message)\n".utf8))
    }
}
