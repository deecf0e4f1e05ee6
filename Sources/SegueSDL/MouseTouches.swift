import OpenUIKit

/// Turns the mouse into touches: one finger, or with Ctrl two fingers mirrored
/// about the screen's centre (a pinch); the scroll wheel makes short pinches.
@MainActor
package struct MouseTouches {
    private var touches: [UITouch] = []

    package init() {}
    private var pinching = false
    private var wheelSteps: [[(CGPoint, CGPoint, UITouch.Phase)]] = []
    private var wheelTouches: [UITouch] = []

    package var isDown: Bool { !touches.isEmpty }

    /// A touch (two while pinching) going down at `point`. Like `move` and
    /// `up`, the touches take the event's state only when it is delivered, so
    /// a press and a release (or a press and moves) reported in one frame are
    /// seen one after the other.
    package mutating func down(at point: CGPoint, pinching: Bool, center: CGPoint, time: CFTimeInterval) -> UIEvent {
        self.pinching = pinching
        let window = UIApplication.shared.keyWindow ?? UIWindow()
        touches = [UITouch(window: window, location: point, timestamp: time)]
        if pinching { touches.append(UITouch(window: window, location: mirror(point, about: center), timestamp: time)) }
        return event(time, at: point, phase: .began, center: center)
    }

    package mutating func move(to point: CGPoint, center: CGPoint, time: CFTimeInterval) -> UIEvent {
        event(time, at: point, phase: .moved, center: center)
    }

    package mutating func up(at point: CGPoint, center: CGPoint, time: CFTimeInterval) -> UIEvent {
        let finished = event(time, at: point, phase: .ended, center: center)
        touches = []
        return finished
    }

    /// An event of the current touches, which take `point` (its mirror for the
    /// second finger of a pinch), `phase` and `time` when it is delivered.
    private func event(_ time: CFTimeInterval, at point: CGPoint, phase: UITouch.Phase, center: CGPoint) -> UIEvent {
        let event = UIEvent()
        event.timestamp = time
        event.touchSet = Set(touches)
        let updates = touches.enumerated().map { index, touch in
            (touch, index == 0 ? point : mirror(point, about: center))
        }
        event.prepareForDelivery = {
            for (touch, location) in updates {
                if phase == .began {
                    touch.previousWindowLocation = location
                    touch.windowLocation = location
                    touch.phase = .began
                    touch.timestamp = time
                } else {
                    Self.update(touch, to: location, phase: phase, time: time)
                }
            }
        }
        return event
    }

    /// Queues a pinch of ±10 % per wheel step, delivered over the next frames.
    package mutating func queueWheelPinch(steps: Int, center: CGPoint) {
        guard steps != 0, wheelSteps.isEmpty else { return }
        let factor = pow(1.1, CGFloat(steps))
        let frames = 6
        for frame in 0...frames + 1 {
            let t = min(1, CGFloat(frame) / CGFloat(frames))
            let half = 50 * (1 + (factor - 1) * t)
            let phase: UITouch.Phase = frame == 0 ? .began : (frame == frames + 1 ? .ended : .moved)
            wheelSteps.append([(CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y), phase)])
        }
    }

    package mutating func nextWheelEvent(time: CFTimeInterval) -> UIEvent? {
        guard !wheelSteps.isEmpty, let (a, b, phase) = wheelSteps.removeFirst().first else { return nil }
        let window = UIApplication.shared.keyWindow ?? UIWindow()
        if phase == .began {
            wheelTouches = [UITouch(window: window, location: a, timestamp: time), UITouch(window: window, location: b, timestamp: time)]
        } else {
            Self.update(wheelTouches[0], to: a, phase: phase, time: time)
            Self.update(wheelTouches[1], to: b, phase: phase, time: time)
        }
        let event = UIEvent()
        event.timestamp = time
        event.touchSet = Set(wheelTouches)
        return event
    }

    private static func update(_ touch: UITouch, to point: CGPoint, phase: UITouch.Phase, time: CFTimeInterval) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.phase = phase
        touch.timestamp = time
    }

    private func mirror(_ point: CGPoint, about center: CGPoint) -> CGPoint {
        CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }
}
