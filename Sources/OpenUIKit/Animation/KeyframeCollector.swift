/// Gathers the property changes of an `animateKeyframes` block: for each layer
/// and key path, the value before the first keyframe and the value after each.
@MainActor
final class KeyframeCollector {
    struct Track {
        let layer: CALayer
        let keyPath: String
        let initial: Any
        /// (relative start, relative end, value at the end), in call order.
        var steps: [(start: Double, end: Double, value: Any)] = []
    }

    private(set) var tracks: [Track] = []

    func record(layer: CALayer, keyPath: String, old: Any, new: Any, window: (start: Double, duration: Double)) {
        if let index = tracks.firstIndex(where: { $0.layer === layer && $0.keyPath == keyPath }) {
            tracks[index].steps.append((window.start, window.start + window.duration, new))
        } else {
            tracks.append(Track(layer: layer, keyPath: keyPath, initial: old,
                                steps: [(window.start, window.start + window.duration, new)]))
        }
    }

    /// One keyframe animation per track, over the whole duration.
    func makeAnimations(duration: TimeInterval, mode: CAAnimationCalculationMode) -> [(CALayer, String, CAKeyframeAnimation)] {
        tracks.map { track in
            var times: [Double] = [0]
            var values: [Any] = [track.initial]
            for step in track.steps.sorted(by: { $0.start < $1.start }) {
                let start = max(step.start, times.last!), end = max(step.end, start)
                if start > times.last! {
                    times.append(start)
                    values.append(values.last!)
                }
                // A keyframe of zero duration repeats its time: the value jumps there.
                times.append(end)
                values.append(step.value)
            }
            if times.last! < 1 {
                times.append(1)
                values.append(values.last!)
            }
            let animation = CAKeyframeAnimation(keyPath: track.keyPath)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            animation.duration = duration
            return (track.layer, track.keyPath, animation)
        }
    }
}

/// Records one property change made inside `addKeyframe(withRelativeStartTime:…)`.
@MainActor
final class KeyframeRecordAction: CAAction {
    let collector: KeyframeCollector
    let window: (start: Double, duration: Double)
    let oldModel: Any

    init(collector: KeyframeCollector, window: (start: Double, duration: Double), oldModel: Any) {
        self.collector = collector
        self.window = window
        self.oldModel = oldModel
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let newModel = layer.value(forKeyPath: event) else { return }
        collector.record(layer: layer, keyPath: event, old: oldModel, new: newModel, window: window)
    }
}
