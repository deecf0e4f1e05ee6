import OpenUIKit

/// Turns the mouse into touches: one finger, or with Ctrl two fingers mirrored
/// about the screen's centre (a pinch); the scroll wheel makes short pinches.
@MainActor
struct MouseTouches {
    private var touches: [UITouch] = []
    private var pinching = false
    private var wheelSteps: [[(CGPoint, CGPoint, UITouch.Phase)]] = []
    private var wheelTouches: [UITouch] = []

    var isDown: Bool { !touches.isEmpty }

    mutating func down(at point: CGPoint, pinching: Bool, center: CGPoint, time: CFTimeInterval) -> UIEvent {
        self.pinching = pinching
        let window = UIApplication.shared.keyWindow ?? UIWindow()
        touches = [UITouch(window: window, location: point, timestamp: time)]
        if pinching { touches.append(UITouch(window: window, location: mirror(point, about: center), timestamp: time)) }
        return event(time)
    }

    mutating func move(to point: CGPoint, center: CGPoint, time: CFTimeInterval) -> UIEvent {
        update(touches[0], to: point, phase: .moved, time: time)
        if pinching, touches.count > 1 { update(touches[1], to: mirror(point, about: center), phase: .moved, time: time) }
        return event(time)
    }

    mutating func up(at point: CGPoint, center: CGPoint, time: CFTimeInterval) -> UIEvent {
        update(touches[0], to: point, phase: .ended, time: time)
        if pinching, touches.count > 1 { update(touches[1], to: mirror(point, about: center), phase: .ended, time: time) }
        let finished = event(time)
        touches = []
        return finished
    }

    /// Queues a pinch of ±10 % per wheel step, delivered over the next frames.
    mutating func queueWheelPinch(steps: Int, center: CGPoint) {
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

    mutating func nextWheelEvent(time: CFTimeInterval) -> UIEvent? {
        guard !wheelSteps.isEmpty, let (a, b, phase) = wheelSteps.removeFirst().first else { return nil }
        let window = UIApplication.shared.keyWindow ?? UIWindow()
        if phase == .began {
            wheelTouches = [UITouch(window: window, location: a, timestamp: time), UITouch(window: window, location: b, timestamp: time)]
        } else {
            update(wheelTouches[0], to: a, phase: phase, time: time)
            update(wheelTouches[1], to: b, phase: phase, time: time)
        }
        let event = UIEvent()
        event.timestamp = time
        event.touchSet = Set(wheelTouches)
        return event
    }

    private func update(_ touch: UITouch, to point: CGPoint, phase: UITouch.Phase, time: CFTimeInterval) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.phase = phase
        touch.timestamp = time
    }

    private func mirror(_ point: CGPoint, about center: CGPoint) -> CGPoint {
        CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }

    private func event(_ time: CFTimeInterval) -> UIEvent {
        let event = UIEvent()
        event.timestamp = time
        event.touchSet = Set(touches)
        return event
    }
}
