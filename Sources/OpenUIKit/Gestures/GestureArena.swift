/// Where recognizers of one touch sequence compete: it delivers touches,
/// applies state transitions with their rules (delegate approval, failure
/// requirements, exclusivity unless simultaneous), fires actions, and resets
/// recognizers once their gesture is over.
@MainActor
final class GestureArena {
    /// The current runtime's arena.
    static var shared: GestureArena { UIKitRuntimeState.current.gestureArena }

    /// Recognizers taking part in the current sequence, in delivery order.
    private(set) var active: [UIGestureRecognizer] = []
    private var hookToken: Int?
    private var hookGeneration = -1

    /// Adds recognizers to the current sequence.
    func activate(_ recognizers: [UIGestureRecognizer]) {
        for recognizer in recognizers where active.index(ofIdentical: recognizer) == nil { active.append(recognizer) }
        ensureTicking()
    }

    /// Time-based recognizers (long press, multi-tap timeouts) look at the clock every frame.
    private func ensureTicking() {
        if hookToken == nil || hookGeneration != FrameLoop.shared.generation {
            hookGeneration = FrameLoop.shared.generation
            hookToken = FrameLoop.shared.addHook(.timers) { [weak self] time in self?.tick(time) }
        }
    }

    private func tick(_ time: CFTimeInterval) {
        for recognizer in active {
            (recognizer as? TimedRecognizer)?.tick(at: time)
        }
        resetFinished(touchesDown: touchesDown)
    }

    /// Whether any touch of the sequence is still down.
    private var touchesDown: Bool {
        active.contains { !$0.trackedTouches.isEmpty }
    }

    // MARK: Transitions

    func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
        let old = recognizer.state
        guard isAllowed(from: old, to: newState) else {
            if old != newState || (newState != .changed) {
                SegueDiagnostics.report("\(type(of: recognizer)): invalid state change \(old) → \(newState); ignored")
            }
            return
        }
        if old == .possible && (newState == .began || newState == .ended) {
            begin(recognizer, as: newState)
            return
        }
        recognizer.setStateDirectly(newState)
        if newState == .failed {
            recognizer.pendingState = nil
            failed(recognizer)
        } else {
            recognizer.sendActions()
        }
    }

    private func isAllowed(from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    /// Whether a view the recognizer's touches hit, below the recognizer's own
    /// view, refuses it (`gestureRecognizerShouldBegin(_:)`): how a button
    /// keeps its tap from a tap recognizer on its superview.
    private func touchedViewRefuses(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.trackedTouches.contains { touch in
            guard let hit = touch.view, hit !== recognizer.view else { return false }
            return !hit.gestureRecognizerShouldBegin(recognizer)
        }
    }

    /// possible → began / recognized, with the rules.
    private func begin(_ recognizer: UIGestureRecognizer, as newState: UIGestureRecognizer.State) {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false || touchedViewRefuses(recognizer) {
            transition(recognizer, to: .failed)
            return
        }
        // Failure requirements.
        for required in requirements(of: recognizer) {
            switch required.state {
            case .possible:
                recognizer.pendingState = newState
                return
            case .began, .changed, .ended:
                transition(recognizer, to: .failed)
                return
            default:
                continue
            }
        }
        // Exclusivity: one already recognizing prevents this one.
        for other in active where other !== recognizer && (other.state == .began || other.state == .changed) {
            if sharesTouches(recognizer, other) && !simultaneous(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) {
                transition(recognizer, to: .failed)
                return
            }
        }
        recognizer.pendingState = nil
        recognizer.setStateDirectly(newState)
        recognizer.sendActions()
        // This one recognized: the others on the same touches fail, unless simultaneous.
        for other in active where other !== recognizer && other.state == .possible && sharesTouches(recognizer, other) {
            if !simultaneous(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
                && !requirements(of: other).contains(where: { $0 === recognizer }) {
                transition(other, to: .failed)
            }
        }
        // Those waiting for this one to fail now fail.
        for waiting in active where waiting.pendingState != nil && requirements(of: waiting).contains(where: { $0 === recognizer }) {
            waiting.pendingState = nil
            transition(waiting, to: .failed)
        }
    }

    /// A recognizer failed: those waiting only on failures may now go ahead.
    private func failed(_ recognizer: UIGestureRecognizer) {
        for waiting in active where waiting.pendingState != nil {
            let requirements = requirements(of: waiting)
            guard requirements.contains(where: { $0 === recognizer }) else { continue }
            if requirements.allSatisfy({ $0.state == .failed || $0.state == .cancelled }) {
                let state = waiting.pendingState!
                waiting.pendingState = nil
                begin(waiting, as: state)
            }
        }
    }

    /// The recognizers that must fail before `recognizer` may recognize.
    func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in active where other !== recognizer && result.index(ofIdentical: other) == nil {
            if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true {
                result.append(other)
            }
        }
        return result
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        // Recognizers of one sequence compete for its touches.
        true
    }

    // MARK: Delivery

    /// Delivers `event` to the recognizers of its touches.
    func deliver(_ event: UIEvent) {
        for recognizer in active where recognizer.isEnabled {
            let theirs = event.touchSet.filter { touch in touch.gestureRecognizers?.contains { $0 === recognizer } == true }
            guard !theirs.isEmpty else { continue }
            let began = theirs.filter { $0.phase == .began }
            let moved = theirs.filter { $0.phase == .moved }
            let ended = theirs.filter { $0.phase == .ended }
            let cancelled = theirs.filter { $0.phase == .cancelled }
            let receiving = recognizer.state == .possible || recognizer.state == .began || recognizer.state == .changed
            for touch in began where recognizer.trackedTouches.index(ofIdentical: touch) == nil {
                recognizer.trackedTouches.append(touch)
            }
            if receiving {
                if !began.isEmpty { recognizer.touchesBegan(began, with: event) }
                if !moved.isEmpty { recognizer.touchesMoved(moved, with: event) }
                if !ended.isEmpty { recognizer.touchesEnded(ended, with: event) }
                if !cancelled.isEmpty { recognizer.touchesCancelled(cancelled, with: event) }
            }
            for touch in ended.union(cancelled) {
                if let index = recognizer.trackedTouches.index(ofIdentical: touch) {
                    recognizer.lastLocation = touch.windowLocation
                    recognizer.trackedTouches.remove(at: index)
                }
            }
        }
        resetFinished(touchesDown: touchesDown)
    }

    /// Resets recognizers whose gesture is over once no touch is down.
    private func resetFinished(touchesDown: Bool) {
        guard !touchesDown else { return }
        var keep: [UIGestureRecognizer] = []
        for recognizer in active {
            switch recognizer.state {
            case .ended, .cancelled, .failed:
                recognizer.resetForNextGesture()
            case .possible where recognizer.pendingState == nil && !((recognizer as? TimedRecognizer)?.isWaiting ?? false):
                recognizer.resetForNextGesture()
            default:
                keep.append(recognizer)
                continue
            }
        }
        active = keep
    }
}

/// Recognizers that decide with the passing of time (long press, multi-tap).
@MainActor
protocol TimedRecognizer: AnyObject {
    /// Whether the recognizer is waiting for time to pass with no touch down (between taps).
    var isWaiting: Bool { get }
    func tick(at time: CFTimeInterval)
}
