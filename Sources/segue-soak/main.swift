import Foundation
import OpenUIKit

// `make soak`: 10,000 mixed transitions headless on a virtual clock — pushes
// and pops, presentations in several styles and their dismissals, tab
// switches — with the memory the process holds (RSS) read after a warm-up
// and at the end. The growth must stay under 5 MB.

/// The process's resident set size in bytes (from /proc/self/statm).
func residentBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ").compactMap { Int($0) }
    return fields.count > 1 ? fields[1] * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

@MainActor
final class Soak {
    let clock = VirtualMediaClock(startTime: 1000)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tabs = UITabBarController()
    let navigation: UINavigationController
    var time = 1000.0

    init() {
        SegueRuntime(clock: clock).activate()
        window.makeKeyAndVisible()
        let home = UIViewController()
        home.title = "Home"
        navigation = UINavigationController(rootViewController: home)
        let other = UIViewController()
        other.title = "Other"
        tabs.viewControllers = [navigation, other]
        window.rootViewController = tabs
        frame()
    }

    func frame() {
        time += 1.0 / 60
        clock.now = time
        FrameLoop.shared.runFrame(at: time, frameDuration: 1.0 / 60)
    }

    /// Runs frames until no transition is in flight (at most ten seconds).
    func settle() {
        for _ in 0..<600 {
            frame()
            if UIViewControllerTransitionContext.inFlight.isEmpty && !FrameLoop.shared.hasActiveAnimations { return }
        }
        print("soak: a transition did not settle: \(UIViewControllerTransitionContext.inFlight)")
        exit(1)
    }

    /// Transition number `index`: the kinds take turns.
    func run(_ index: Int) {
        let top = navigation.topViewController ?? navigation
        switch index % 6 {
        case 0:
            let pushed = UIViewController()
            pushed.title = "Pushed \(index)"
            navigation.pushViewController(pushed, animated: true)
        case 1:
            navigation.popViewController(animated: true)
        case 2:
            let presented = UIViewController()
            presented.modalPresentationStyle = [.fullScreen, .pageSheet, .overFullScreen][index / 6 % 3]
            presented.modalTransitionStyle = [.coverVertical, .crossDissolve, .flipHorizontal][index / 18 % 3]
            top.present(presented, animated: true)
        case 3:
            top.dismiss(animated: true)
        case 4:
            tabs.selectedIndex = 1
        default:
            tabs.selectedIndex = 0
        }
        settle()
        // Each transition must have done what it was asked.
        let done: Bool
        switch index % 6 {
        case 0: done = navigation.viewControllers.count == 2
        case 1: done = navigation.viewControllers.count == 1
        case 2: done = top.presentedViewController != nil
        case 3: done = top.presentedViewController == nil
        case 4: done = tabs.selectedIndex == 1
        default: done = tabs.selectedIndex == 0
        }
        if !done {
            print("soak: transition \(index) (kind \(index % 6)) did not happen")
            exit(1)
        }
    }
}

MainActor.assumeIsolated {
    let total = Int(ProcessInfo.processInfo.environment["SEGUE_SOAK_TRANSITIONS"] ?? "") ?? 10_000
    let warmUp = min(1_000, total / 10)
    let soak = Soak()
    for index in 0..<warmUp { soak.run(index) }
    let afterWarmUp = residentBytes()
    let started = Date()
    for index in warmUp..<total { soak.run(index) }
    let atEnd = residentBytes()
    let growth = Double(atEnd - afterWarmUp) / 1_048_576
    print(String(format: "soak: %d transitions in %.1f s; RSS %.1f MB after %d warm-up transitions, %.1f MB at the end: growth %.2f MB",
                 total, Date().timeIntervalSince(started), Double(afterWarmUp) / 1_048_576, warmUp, Double(atEnd) / 1_048_576, growth))
    if growth >= 5 {
        print("soak: memory grew by \(String(format: "%.2f", growth)) MB (the limit is 5 MB)")
        exit(1)
    }
}
