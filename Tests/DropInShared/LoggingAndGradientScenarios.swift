// What iOS libraries use from `os`, Core Graphics' gradients and the animator
// protocols (issue 32), as iOS code writes it, checked in both language modes.
import Foundation
import Testing
import UIKit
import SegueTesting
#if canImport(Glibc)
import Glibc
#endif

/// An animator that implements only `UIViewAnimating`'s requirements, none of
/// `UIViewImplicitlyAnimating`'s optional ones.
final class SteppedAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState = .inactive
    var isRunning = false
    var isReversed = false
    var fractionComplete: CGFloat = 0

    func startAnimation() { state = .active; isRunning = true }
    func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
    func pauseAnimation() { state = .active; isRunning = false }
    func stopAnimation(_ withoutFinishing: Bool) { state = withoutFinishing ? .inactive : .stopped; isRunning = false }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        state = .inactive
        fractionComplete = finalPosition == .end ? 1 : 0
    }
}

/// Runs `body` with file descriptor 2 sent to a file, and returns what was
/// written there. A lock file keeps two captures (from either test target,
/// which run in one process) from overlapping.
func capturingStandardError(_ body: () -> Void) -> String {
    let lock = open(NSTemporaryDirectory() + "segue-stderr-capture.lock", O_CREAT | O_RDWR, 0o600)
    flock(lock, LOCK_EX)
    let path = NSTemporaryDirectory() + "segue-stderr-\(UUID().uuidString)"
    let file = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
    let saved = dup(2)
    dup2(file, 2)
    body()
    dup2(saved, 2)
    close(saved)
    close(file)
    flock(lock, LOCK_UN)
    close(lock)
    defer { unlink(path) }
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
}

@MainActor
enum LoggingAndGradientScenarios {
    /// `os_log` writes the types iOS keeps by default (default, error, fault),
    /// each conversion replaced by its argument, under the log's subsystem and
    /// category; info and debug messages and a disabled log write nothing.
    static func osLogWritesWhatIOSKeeps() {
        let marker = UUID().uuidString
        let log = OSLog(subsystem: "com.example.cards", category: "transition")
        let output = capturingStandardError {
            os_log("default %{public}@ %d", log: log, type: .default, marker, 42)
            os_log("info %@", log: log, type: .info, marker)
            os_log("debug %@", log: log, type: .debug, marker)
            os_log(.error, log: log, "error %{private}@ %ld", marker, -7)
            os_log(.fault, log: log, "fault %@ at 100%%", marker)
            os_log("plain %@", marker)
            os_log("disabled %@", log: .disabled, type: .fault, marker)
        }
        let lines = output.split(separator: "\n").map(String.init).filter { $0.contains(marker) }
        #expect(lines == [
            "[com.example.cards:transition] default \(marker) 42",
            "[com.example.cards:transition] error \(marker) -7",
            "[com.example.cards:transition] fault \(marker) at 100%",
            "plain \(marker)",
        ])
        #expect(log.isEnabled(type: .default) && log.isEnabled(type: .error) && log.isEnabled(type: .fault))
        #expect(!log.isEnabled(type: .info) && !log.isEnabled(type: .debug))
        #expect(!OSLog.disabled.isEnabled(type: .fault) && OSLog.default.isEnabled(type: .error))
    }

    /// An animator that leaves out the optional requirements, called through
    /// the protocol: it takes no animations or completions and is not
    /// continued; a property animator's own implementations still run.
    static func animatorsWithoutTheOptionalMethods() throws {
        let home = UIViewController()
        let host = PortedPatternScenarios.hosted(home)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        home.view.addSubview(card)
        var events: [String] = []

        let stepped: any UIViewImplicitlyAnimating = SteppedAnimator()
        stepped.addAnimations { card.alpha = 0.2; events.append("animations") }
        stepped.addAnimations({ events.append("delayed animations") }, delayFactor: 0.5)
        stepped.addCompletion { _ in events.append("completion") }
        stepped.startAnimation()
        stepped.pauseAnimation()
        stepped.fractionComplete = 0.4
        stepped.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 2)
        #expect(stepped.state == .active && !stepped.isRunning && stepped.fractionComplete == 0.4)
        stepped.stopAnimation(false)
        stepped.finishAnimation(at: .end)
        try host.runUntilIdle()
        #expect(events.isEmpty)
        #expect(card.alpha == 1 && stepped.state == .inactive && stepped.fractionComplete == 1)

        let property: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
        property.addAnimations { card.alpha = 0.5 }
        property.addCompletion { position in events.append("property animator ended at \(position)") }
        property.startAnimation()
        try host.runUntilIdle()
        #expect(card.alpha == 0.5)
        #expect(events == ["property animator ended at \(UIViewAnimatingPosition.end)"])
    }

    /// A gradient drawn in an image context, as iOS code makes a fade image:
    /// red at x 0 to blue at x 100, nothing drawn past the end without the option.
    static func gradientDrawnInAnImageContext() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 120, height: 10), false, 1)
        let context = try #require(UIGraphicsGetCurrentContext())
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors,
                                               locations: [0, 1]))
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext()?.cgImage)
        UIGraphicsEndImageContext()
        let quarter = image.premultipliedRGBA(x: 25, y: 5)   // centre 25.5: t = 0.255
        #expect(abs(Int(quarter.red) - 190) <= 2 && abs(Int(quarter.blue) - 65) <= 2 && quarter.alpha == 255)
        #expect(image.premultipliedRGBA(x: 110, y: 5).alpha == 0)
    }
}
