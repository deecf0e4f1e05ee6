/// Recognizes a drag: begins once the fingers moved 10 points, reports the
/// translation from where they went down and the velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers must move before the pan begins.
    static let hysteresis: CGFloat = 10

    /// The centroid where the gesture's translation is measured from (window coordinates).
    var origin: CGPoint?
    /// Recent (time, centroid) samples, for the velocity.
    private var samples: [(time: CFTimeInterval, point: CGPoint)] = []

    /// The translation since the fingers went down (or since `setTranslation`), in `view`'s coordinate space.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let current = currentCentroid
        let delta = CGPoint(x: current.x - origin.x, y: current.y - origin.y)
        return convertVector(delta, to: view)
    }

    /// Makes the current translation read as `translation`.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let windowTranslation = convertVector(translation, from: view)
        let current = currentCentroid
        origin = CGPoint(x: current.x - windowTranslation.x, y: current.y - windowTranslation.y)
    }

    /// The velocity in points per second, in `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        // Over the samples of the last 0.1 s (at least two).
        var first = samples[0]
        for sample in samples.reversed() where last.time - sample.time <= 0.1 { first = sample }
        if first.time == last.time, samples.count >= 2 { first = samples[samples.count - 2] }
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        let v = CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
        return convertVector(v, to: view)
    }

    var currentCentroid: CGPoint {
        numberOfTouches > 0 ? location(in: nil) : (samples.last?.point ?? origin ?? .zero)
    }

    private func convertVector(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return v }
        let a = view.convert(CGPoint.zero, from: window), b = view.convert(v, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func convertVector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return v }
        let a = window.convert(CGPoint.zero, from: view), b = window.convert(v, from: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func record(_ time: CFTimeInterval) {
        samples.append((time, location(in: nil)))
        if samples.count > 12 { samples.removeFirst(samples.count - 12) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            state = state == .possible ? .failed : .ended
            return
        }
        if origin == nil || state == .possible { origin = location(in: nil) }
        samples.removeAll()
        record(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let origin, shouldBegin(from: origin) else { return }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Whether the movement so far starts the pan (edge pans add their rule).
    func shouldBegin(from origin: CGPoint) -> Bool {
        let p = location(in: nil)
        return hypot(p.x - origin.x, p.y - origin.y) >= Self.hysteresis
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == touches.count else { return }
        if state == .began || state == .changed {
            samples.append((event.timestamp, location(in: nil)))
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    open override func reset() {
        origin = nil
        samples.removeAll()
    }
}

/// A pan that starts at an edge of the screen.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from.
    open var edges: UIRectEdge = []

    /// How close to the edge the touch must go down.
    static let edgeMargin: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let window = view?.window, let touch = touches.first else { return }
        let p = touch.location(in: nil), bounds = window.bounds
        let near = (edges.contains(.left) && p.x - bounds.minX <= Self.edgeMargin)
            || (edges.contains(.right) && bounds.maxX - p.x <= Self.edgeMargin)
            || (edges.contains(.top) && p.y - bounds.minY <= Self.edgeMargin)
            || (edges.contains(.bottom) && bounds.maxY - p.y <= Self.edgeMargin)
        if !near { state = .failed }
    }

    override func shouldBegin(from origin: CGPoint) -> Bool {
        // Away from the edge, mostly across it.
        let p = location(in: nil)
        let dx = p.x - origin.x, dy = p.y - origin.y
        if edges.contains(.left) && dx >= Self.hysteresis && abs(dx) > abs(dy) { return true }
        if edges.contains(.right) && -dx >= Self.hysteresis && abs(dx) > abs(dy) { return true }
        if edges.contains(.top) && dy >= Self.hysteresis && abs(dy) > abs(dx) { return true }
        if edges.contains(.bottom) && -dy >= Self.hysteresis && abs(dy) > abs(dx) { return true }
        return false
    }
}
