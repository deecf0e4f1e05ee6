/// What the engine evaluates for one added animation: the compiled form of a
/// `CAAnimation`, with key path parsed and values typed. Not `indirect`: a
/// group's children are in an array already, and an indirect case would box
/// every property program in an allocation of its own.
enum AnimationProgram {
    /// A property animation (basic, spring or keyframe).
    case property(PropertyProgram)
    /// A group: each child with its own timing inside the group's time.
    case group([(timing: TimingSnapshot, timingFunction: CAMediaTimingFunction?, program: AnimationProgram)])
    /// A layer transition (fade, push, move-in, reveal).
    case transition(TransitionProgram)

    /// The properties the program writes, as a mask of `AnimatableKey.bit`s.
    var keyMask: UInt64 {
        switch self {
        case .property(let program):
            return program.rotatesAlongPath ? program.path.key.bit | AnimatableKey.transform.bit : program.path.key.bit
        case .group(let children): return children.reduce(0) { $0 | $1.program.keyMask }
        case .transition: return 0
        }
    }
}

/// The two ends of a property animation.
struct ValueSpan {
    var start: AnimationValue
    var end: AnimationValue
}

/// A compiled `CATransition`.
struct TransitionProgram {
    var type: CATransitionType
    var subtype: CATransitionSubtype?
    var startProgress: Double
    var endProgress: Double
}

/// A compiled property animation: where to write, and how to compute the value
/// at a given point of an iteration. Everything the per-frame path reads is a
/// stored property, so evaluation copies nothing large.
final class PropertyProgram {
    /// How the value is computed.
    enum Kind {
        /// from/to/by as given; missing ends are taken from the current value each frame.
        case basic
        /// Like `basic`, paced by a damped spring over real seconds.
        case spring
        /// Keyframe values at key times.
        case keyframes
        /// A point moving along a path.
        case path
    }

    let path: AnimatableKeyPath
    let isAdditive: Bool
    let isCumulative: Bool
    let kind: Kind
    /// A basic animation's from/to/by values when its ends depend on the
    /// current value (nil when `fixedEnds` has them): boxed, as most programs
    /// do without them and each value is large.
    private let unresolved: UnresolvedEnds?
    let spring: SpringSolver?
    let keyframes: KeyframeTrack?
    let pathTrack: PathTrack?
    let rotationMode: CAAnimationRotationMode?
    /// The two ends when they do not depend on the current value.
    let fixedEnds: ValueSpan?

    /// The two fixed ends of a basic or spring transform animation, decomposed
    /// when first asked for (by the evaluator's table, or by `apply`), then kept:
    /// nil for other animations.
    var decomposedEnds: (DecomposedTransform?, DecomposedTransform?)? {
        if let decomposedEndsStorage { return decomposedEndsStorage.ends }
        guard kind == .basic || kind == .spring, case .transform(let a)? = fixedEnds?.start,
              case .transform(let b)? = fixedEnds?.end else { return nil }
        let box = DecomposedEnds((DecomposedTransform(a), DecomposedTransform(b)))
        decomposedEndsStorage = box
        return box.ends
    }
    private var decomposedEndsStorage: DecomposedEnds?

    /// The values of a basic animation whose ends are resolved each frame.
    private final class UnresolvedEnds {
        let from: AnimationValue?, to: AnimationValue?, by: AnimationValue?
        init(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?) {
            self.from = from
            self.to = to
            self.by = by
        }
    }

    /// Boxed: held inline, the decomposed ends' 16-byte-aligned vectors would make
    /// every program an over-aligned object, which Swift allocates with `posix_memalign` (slow).
    private final class DecomposedEnds {
        let ends: (DecomposedTransform?, DecomposedTransform?)
        init(_ ends: (DecomposedTransform?, DecomposedTransform?)) { self.ends = ends }
    }
    /// A typed shortcut for the common cases (whole property, not additive or cumulative).
    private var fastPath = FastPath.none

    private enum FastPath {
        case none
        case numbers(Double, Double)
        case points(CGPoint, CGPoint)
        case numberKeyframes
        case transformKeyframes
    }

    private func chooseFastPath() {
        guard path.component == .whole, !isAdditive, !isCumulative else { return }
        let storage = path.key.property.storage
        switch kind {
        case .basic, .spring:
            if case .number(let a)? = fixedEnds?.start, case .number(let b)? = fixedEnds?.end, storage.isNumber {
                fastPath = .numbers(a, b)
            } else if case .point(let a)? = fixedEnds?.start, case .point(let b)? = fixedEnds?.end, storage.isPoint {
                fastPath = .points(a, b)
            }
        case .keyframes:
            if path.key == .transform, keyframes!.decomposed.allSatisfy({ $0 != nil }), keyframes!.mode != .discrete {
                fastPath = .transformKeyframes
            } else if keyframes!.numbers.count == keyframes!.values.count, storage.isNumber {
                fastPath = .numberKeyframes
            }
        case .path:
            break
        }
    }

    /// A basic animation (or a spring animation, when `spring` is given).
    init(path: AnimatableKeyPath, isAdditive: Bool, isCumulative: Bool,
         from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, spring: SpringSolver? = nil) {
        self.path = path
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        kind = spring == nil ? .basic : .spring
        self.spring = spring
        keyframes = nil
        pathTrack = nil
        rotationMode = nil
        var ends: ValueSpan?
        if let from, let to {
            ends = ValueSpan(start: from, end: to)
        } else if let from, let by {
            ends = ValueSpan(start: from, end: AnimationValue.add(from, by))
        } else if let to, let by {
            ends = ValueSpan(start: AnimationValue.subtract(to, by), end: to)
        }
        fixedEnds = ends
        unresolved = ends == nil ? UnresolvedEnds(from: from, to: to, by: by) : nil
        chooseFastPath()
    }

    /// A keyframe animation through values.
    init(path: AnimatableKeyPath, isAdditive: Bool, isCumulative: Bool, keyframes: KeyframeTrack) {
        self.path = path
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        kind = .keyframes
        unresolved = nil; spring = nil
        self.keyframes = keyframes
        pathTrack = nil
        rotationMode = nil
        fixedEnds = ValueSpan(start: keyframes.values[0], end: keyframes.values[keyframes.values.count - 1])
        chooseFastPath()
    }

    /// A keyframe animation along a path.
    init(path: AnimatableKeyPath, isAdditive: Bool, isCumulative: Bool, track: PathTrack,
         rotationMode: CAAnimationRotationMode?) {
        self.path = path
        self.isAdditive = isAdditive
        self.isCumulative = isCumulative
        kind = .path
        unresolved = nil; spring = nil
        keyframes = nil
        pathTrack = track
        self.rotationMode = rotationMode
        fixedEnds = ValueSpan(start: .point(track.start), end: .point(track.end))
    }

    var rotatesAlongPath: Bool { kind == .path && rotationMode != nil }

    /// Applies the animation to `properties` at `sample`, with `fraction` already paced by the timing function.
    func apply(to properties: inout LayerProperties, sample: TimingSnapshot.Sample, fraction: Double) {
        switch fastPath {
        case .numbers(let a, let b):
            let progress = kind == .spring ? spring!.progress(at: sample.time) : fraction
            _ = properties.setNumber(a + (b - a) * progress, for: path.key)
            return
        case .points(let a, let b):
            let p = CGFloat(kind == .spring ? spring!.progress(at: sample.time) : fraction)
            _ = properties.setPoint(CGPoint(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p), for: path.key)
            return
        case .numberKeyframes:
            _ = properties.setNumber(keyframes!.numberValue(at: fraction), for: path.key)
            return
        case .transformKeyframes:
            properties.transform = keyframes!.transformValue(at: fraction)
            return
        case .none:
            break
        }
        var value: AnimationValue
        var span = fixedEnds
        var tangentAngle: CGFloat?
        switch kind {
        case .basic, .spring:
            let progress = kind == .spring ? spring!.progress(at: sample.time) : fraction
            if let fixedEnds {
                if case .transform(let a) = fixedEnds.start, case .transform(let b) = fixedEnds.end,
                   let decomposed = decomposedEnds {
                    value = .transform(AnimationValue.interpolateTransforms(a, b, progress, decomposed: decomposed))
                } else {
                    value = AnimationValue.interpolate(fixedEnds.start, fixedEnds.end, progress)
                }
            } else {
                // Ends that depend on the current value: the initializer kept their values.
                let unresolved = self.unresolved!
                let ends = PropertyProgram.resolve(from: unresolved.from, to: unresolved.to, by: unresolved.by,
                                                   current: properties.value(at: path), additive: isAdditive)
                value = AnimationValue.interpolate(ends.start, ends.end, progress)
                span = ends
            }
        case .keyframes:
            value = keyframes!.value(at: fraction)
        case .path:
            let point = pathTrack!.point(at: fraction)
            value = .point(point.position)
            tangentAngle = point.angle
        }
        if isCumulative, sample.iteration > 0, let span {
            value = AnimationValue.add(value, AnimationValue.scale(AnimationValue.subtract(span.end, span.start),
                                                                   by: Double(sample.iteration)))
        }
        if isAdditive { value = AnimationValue.add(properties.value(at: path), value) }
        properties.setValue(value, at: path)
        if let tangentAngle, let rotationMode {
            let angle = rotationMode == .rotateAutoReverse ? tangentAngle + .pi : tangentAngle
            properties.transform = CATransform3DRotate(properties.transform, angle, 0, 0, 1)
        }
    }

    /// The from/to pair of a basic animation whose ends involve the current
    /// value, as Apple documents the combinations (additive animations count
    /// from zero instead).
    static func resolve(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?,
                        current: AnimationValue, additive: Bool) -> ValueSpan {
        let base = additive ? AnimationValue.subtract(current, current) : current
        switch (from, to, by) {
        case (let f?, nil, nil): return ValueSpan(start: f, end: base)
        case (nil, let t?, nil): return ValueSpan(start: base, end: t)
        case (nil, nil, let b?): return ValueSpan(start: base, end: AnimationValue.add(base, b))
        default: return ValueSpan(start: current, end: current)
        }
    }
}
