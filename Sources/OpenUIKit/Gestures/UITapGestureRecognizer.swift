/// Recognizes taps: `numberOfTapsRequired` quick touches of `numberOfTouchesRequired` fingers
/// that do not move more than 10 points.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer, TimedRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// How far a finger may move and still tap.
    static let allowableMovement: CGFloat = 10
    /// How long a finger may stay down, and how long to wait for the next tap.
    static let maximumTapDuration: CFTimeInterval = 0.75
    static let maximumTapInterval: CFTimeInterval = 0.35

    private var tapsSoFar = 0
    private var start: CGPoint?
    private var touchDownTime: CFTimeInterval = 0
    private var lastTapTime: CFTimeInterval?
    private var maximumTouches = 0

    var isWaiting: Bool { state == .possible && tapsSoFar > 0 && tapsSoFar < numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        let now = event.timestamp
        if let lastTapTime, now - lastTapTime > Self.maximumTapInterval { state = .failed; return }
        if numberOfTouches == touches.count { touchDownTime = now }
        maximumTouches = max(maximumTouches, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed; return }
        if start == nil { start = location(in: nil) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start else { return }
        let p = location(in: nil)
        if hypot(p.x - start.x, p.y - start.y) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == touches.count else { return } // other fingers still down
        if event.timestamp - touchDownTime > Self.maximumTapDuration || maximumTouches != numberOfTouchesRequired {
            state = .failed
            return
        }
        tapsSoFar += 1
        maximumTouches = 0
        start = nil
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            lastTapTime = event.timestamp
        }
    }

    func tick(at time: CFTimeInterval) {
        if state == .possible, let lastTapTime, numberOfTouches == 0, time - lastTapTime > Self.maximumTapInterval {
            state = .failed
        }
    }

    open override func reset() {
        tapsSoFar = 0
        start = nil
        lastTapTime = nil
        maximumTouches = 0
    }
}

/// Recognizes a finger held still: begins after `minimumPressDuration`, changes as it
/// moves, ends when it lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer, TimedRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    private var start: CGPoint?
    private var downTime: CFTimeInterval?

    var isWaiting: Bool { false }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > numberOfTouchesRequired { state = state == .possible ? .failed : .cancelled; return }
        if numberOfTouches == numberOfTouchesRequired {
            start = location(in: nil)
            downTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let p = location(in: nil)
        if state == .possible, let start, hypot(p.x - start.x, p.y - start.y) > allowableMovement {
            state = .failed
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    func tick(at time: CFTimeInterval) {
        if state == .possible, let downTime, numberOfTouches == numberOfTouchesRequired, time - downTime >= minimumPressDuration {
            state = .began
        }
    }

    open override func reset() {
        start = nil
        downTime = nil
    }
}
