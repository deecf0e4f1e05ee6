/// Recognizes two fingers moving apart or together: `scale` is the distance
/// between them over the distance when they went down.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale since the fingers went down (settable, to measure from a new base).
    open var scale: CGFloat = 1
    /// The scale change per second.
    open private(set) var velocity: CGFloat = 0

    private var baseDistance: CGFloat?
    private var baseScale: CGFloat = 1
    private var lastSample: (time: CFTimeInterval, scale: CGFloat)?

    private var distance: CGFloat {
        guard numberOfTouches >= 2 else { return 0 }
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2 { state = state == .possible ? .failed : .ended; return }
        if numberOfTouches == 2 {
            baseDistance = distance
            baseScale = scale
            lastSample = (event.timestamp, scale)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let baseDistance, baseDistance > 0, numberOfTouches == 2 else { return }
        let current = baseScale * distance / baseDistance
        if state == .possible {
            // Begins once the distance changed by a few points.
            guard abs(distance - baseDistance) >= 8 else { return }
        }
        if let lastSample, event.timestamp > lastSample.time {
            velocity = (current - lastSample.scale) / CGFloat(event.timestamp - lastSample.time)
        }
        lastSample = (event.timestamp, current)
        scale = current
        state = state == .possible ? .began : .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        baseDistance = nil
        lastSample = nil
        scale = 1
        velocity = 0
    }
}

/// Recognizes two fingers turning: `rotation` in radians since they went down.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
    open private(set) var velocity: CGFloat = 0

    private var baseAngle: CGFloat?
    private var lastSample: (time: CFTimeInterval, rotation: CGFloat)?

    private var angle: CGFloat {
        let a = location(ofTouch: 0, in: nil), b = location(ofTouch: 1, in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2 { state = state == .possible ? .failed : .ended; return }
        if numberOfTouches == 2 {
            baseAngle = angle
            lastSample = (event.timestamp, 0)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let baseAngle, numberOfTouches == 2 else { return }
        var turned = angle - baseAngle
        if turned > .pi { turned -= 2 * .pi } else if turned < -.pi { turned += 2 * .pi }
        if state == .possible && abs(turned) < 0.05 { return }
        if let lastSample, event.timestamp > lastSample.time {
            velocity = (turned - lastSample.rotation) / CGFloat(event.timestamp - lastSample.time)
        }
        lastSample = (event.timestamp, turned)
        rotation = turned
        state = state == .possible ? .began : .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        baseAngle = nil
        lastSample = nil
        rotation = 0
        velocity = 0
    }
}

/// Recognizes a quick stroke in a direction.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The accepted directions (default right).
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    private var start: (time: CFTimeInterval, point: CGPoint)?

    /// Distance to travel, and how long the stroke may take.
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: CFTimeInterval = 0.5

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        start = (event.timestamp, location(in: nil))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        if event.timestamp - start.time > Self.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        let matched: Bool
        if abs(dx) > abs(dy) {
            matched = (dx >= Self.minimumDistance && direction.contains(.right)) || (-dx >= Self.minimumDistance && direction.contains(.left))
        } else {
            matched = (dy >= Self.minimumDistance && direction.contains(.down)) || (-dy >= Self.minimumDistance && direction.contains(.up))
        }
        if matched && numberOfTouches == numberOfTouchesRequired { state = .recognized }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
