@testable import OpenQuartzCore
import SegueTesting

/// A delegate that records animation callbacks into a shared log.
@MainActor
final class RecordingDelegate: NSObject, CAAnimationDelegate {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
    }

    func animationDidStart(_ anim: CAAnimation) { log.append("\(name).start") }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("\(name).stop(\(flag))")
    }
}

/// An ordered list of events.
@MainActor
final class EventLog {
    private(set) var events: [String] = []
    func append(_ event: String) { events.append(event) }
}

@MainActor
func opacityAnimation(from: Double, to: Double, duration: Double) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}

@MainActor
func positionXAnimation(from: Double, to: Double, duration: Double) -> CABasicAnimation {
    let animation = CABasicAnimation(keyPath: "position.x")
    animation.fromValue = from
    animation.toValue = to
    animation.duration = duration
    return animation
}

@MainActor
func opacity(_ layer: CALayer) -> Double { Double(layer.presentation()!.opacity) }

func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

func isClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }
