/// What the engine evaluates for one added animation: the compiled form of a
/// `CAAnimation`, with key path parsed and values typed.
indirect enum AnimationProgram {
    /// A property animation (basic, spring or keyframe).
    case property(PropertyProgram)
    /// A group: each child with its own timing inside the group's time.
    case group([(timing: TimingSnapshot, timingFunction: CAMediaTimingFunction?, program: AnimationProgram)])
    /// A layer transition (fade, push, move-in, reveal).
    case transition(TransitionProgram)

    /// The properties the program writes.
    var animatedKeys: [AnimatableKey] {
        switch self {
        case .property(let program):
            return program.rotatesAlongPath ? [program.path.key, .transform] : [program.path.key]
        case .group(let children): return children.flatMap { $0.program.animatedKeys }
        case .transition: return []
        }
    }
}

/// A compiled `CATransition`.
struct TransitionProgram {
    var type: CATransitionType
    var subtype: CATransitionSubtype?
    var startProgress: Double
    var endProgress: Double
}

/// A compiled property animation: where to write, and how to compute the value
/// at a given point of an iteration.
final class PropertyProgram {
    let path: AnimatableKeyPath
    let isAdditive: Bool
    let isCumulative: Bool
    let source: Source
    let rotationMode: CAAnimationRotationMode?

    /// How the value is computed.
    enum Source {
        /// from/to/by as given; nil ends are taken from the current value each frame.
        case basic(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)
        /// Like `basic`, paced by a damped spring over real seconds.
        case spring(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, spring: SpringSolver)
        /// Keyframe values at key times.
        case keyframes(KeyframeTrack)
        /// A point moving along a path.
        case path(PathTrack)
    }

    init(path: AnimatableKeyPath, isAdditive: Bool, isCumulative: Bool, source: Source,
         rotationMode: CAAnimationRotationMode? = nil) {
        self.path = path
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        self.source = source
        self.rotationMode = rotationMode
    }

    var rotatesAlongPath: Bool {
        if case .path = source, rotationMode != nil { return true }
        return false
    }

    /// Applies the animation to `properties` at `sample`, with `fraction` already paced by the timing function.
    func apply(to properties: inout LayerProperties, sample: TimingSnapshot.Sample, fraction: Double) {
        let current = properties.value(at: path)
        var value: AnimationValue
        var span: (start: AnimationValue, end: AnimationValue)?
        var tangentAngle: CGFloat?
        switch source {
        case .basic(let from, let to, let by):
            let ends = PropertyProgram.resolve(from: from, to: to, by: by, current: current, additive: isAdditive)
            value = AnimationValue.interpolate(ends.0, ends.1, fraction)
            span = ends
        case .spring(let from, let to, let by, let spring):
            let ends = PropertyProgram.resolve(from: from, to: to, by: by, current: current, additive: isAdditive)
            value = AnimationValue.interpolate(ends.0, ends.1, spring.progress(at: sample.time))
            span = ends
        case .keyframes(let track):
            value = track.value(at: fraction)
            span = (track.values[0], track.values[track.values.count - 1])
        case .path(let track):
            let point = track.point(at: fraction)
            value = .point(point.position)
            tangentAngle = point.angle
            span = (.point(track.start), .point(track.end))
        }
        if isCumulative, sample.iteration > 0, let span {
            value = AnimationValue.add(value, AnimationValue.scale(AnimationValue.subtract(span.end, span.start),
                                                                   by: Double(sample.iteration)))
        }
        if isAdditive { value = AnimationValue.add(current, value) }
        properties.setValue(value, at: path)
        if let tangentAngle, let rotationMode {
            let angle = rotationMode == .rotateAutoReverse ? tangentAngle + .pi : tangentAngle
            properties.transform = CATransform3DRotate(properties.transform, angle, 0, 0, 1)
        }
    }

    /// The from/to pair of a basic animation, as Apple documents the combinations.
    static func resolve(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?,
                        current: AnimationValue, additive: Bool) -> (AnimationValue, AnimationValue) {
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, AnimationValue.add(f, b))
        case (nil, let t?, let b?): return (AnimationValue.subtract(t, b), t)
        case (let f?, nil, nil): return (f, additive ? AnimationValue.subtract(current, current) : current)
        case (nil, let t?, nil): return (additive ? AnimationValue.subtract(current, current) : current, t)
        case (nil, nil, let b?):
            let base = additive ? AnimationValue.subtract(current, current) : current
            return (base, AnimationValue.add(base, b))
        case (nil, nil, nil): return (current, current)
        }
    }
}
