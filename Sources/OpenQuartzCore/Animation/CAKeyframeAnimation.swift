/// How keyframe values are interpolated.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight-line interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant velocity; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom (Kochanek–Bartels) spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at constant velocity.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns to follow it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Rotate to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate to the tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values, or along a path.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    public var values: [Any]?
    /// A path for point properties to follow; overrides `values`.
    public var path: CGPath?
    /// The time of each keyframe, 0…1 (for discrete mode, one more than `values`).
    public var keyTimes: [NSNumber]?
    /// One pacing curve per interval.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values are interpolated (default `.linear`).
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// Tension of the cubic spline at each keyframe.
    public var tensionValues: [NSNumber]?
    /// Continuity of the cubic spline at each keyframe.
    public var continuityValues: [NSNumber]?
    /// Bias of the cubic spline at each keyframe.
    public var biasValues: [NSNumber]?
    /// Whether a layer following `path` turns with it.
    public var rotationMode: CAAnimationRotationMode?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAKeyframeAnimation {
            values = other.values
            path = other.path
            keyTimes = other.keyTimes
            timingFunctions = other.timingFunctions
            calculationMode = other.calculationMode
            tensionValues = other.tensionValues
            continuityValues = other.continuityValues
            biasValues = other.biasValues
            rotationMode = other.rotationMode
        }
    }

    override func compile(for layer: CALayer) throws(AnimationCompileError) -> AnimationProgram {
        let keyPath = try resolvedKeyPath(for: layer)
        let times = keyTimes?.map(\.doubleValue)
        if let times, zip(times, times.dropFirst()).contains(where: { $0 > $1 }) || times.contains(where: { $0 < 0 || $0 > 1 }) {
            throw AnimationCompileError("keyTimes \(times) must rise from 0 to 1")
        }
        if let path {
            guard case .point = layer.modelValue(at: keyPath) else {
                throw AnimationCompileError("a path can only animate a point property, not \"\(self.keyPath ?? "")\"")
            }
            let paced = calculationMode == .paced || calculationMode == .cubicPaced
            guard let track = PathTrack(path: path, keyTimes: times, timingFunctions: timingFunctions, paced: paced) else {
                throw AnimationCompileError("the keyframe path has no segment to follow")
            }
            return .property(PropertyProgram(path: keyPath, isAdditive: isAdditive, isCumulative: isCumulative,
                                             track: track, rotationMode: rotationMode))
        }
        guard let values, !values.isEmpty else {
            throw AnimationCompileError("CAKeyframeAnimation for \"\(self.keyPath ?? "")\" has neither values nor a path")
        }
        let template = layer.modelValue(at: keyPath)
        var typed: [AnimationValue] = []
        for (index, value) in values.enumerated() {
            typed.append(try typedValue(value, like: template, named: "values[\(index)]"))
        }
        let track = KeyframeTrack(values: typed, keyTimes: times, timingFunctions: timingFunctions,
                                  mode: calculationMode,
                                  tension: tensionValues?.map(\.doubleValue) ?? [],
                                  continuity: continuityValues?.map(\.doubleValue) ?? [],
                                  bias: biasValues?.map(\.doubleValue) ?? [])
        return .property(PropertyProgram(path: keyPath, isAdditive: isAdditive, isCumulative: isCumulative,
                                         keyframes: track))
    }
}
