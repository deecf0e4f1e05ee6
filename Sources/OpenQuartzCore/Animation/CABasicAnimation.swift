/// A single-keyframe animation between `fromValue` and `toValue` (or `byValue`),
/// any of which may be nil as Apple documents:
///
/// | set | interpolates |
/// |---|---|
/// | from, to | from → to |
/// | from, by | from → from + by |
/// | by, to | to − by → to |
/// | from | from → current value |
/// | to | current value → to |
/// | by | current → current + by |
/// | none | current → current |
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CABasicAnimation {
            fromValue = other.fromValue
            toValue = other.toValue
            byValue = other.byValue
        }
    }

    override func compile(for layer: CALayer) throws(AnimationCompileError) -> AnimationProgram {
        let path = try resolvedKeyPath(for: layer)
        let from = try typedValue(fromValue, for: path, named: "fromValue", layer: layer)
        let to = try typedValue(toValue, for: path, named: "toValue", layer: layer)
        let by = try typedValue(byValue, for: path, named: "byValue", layer: layer)
        return .property(PropertyProgram(path: path, isAdditive: isAdditive, isCumulative: isCumulative,
                                         from: from, to: to, by: by, spring: springSolver))
    }

    /// The spring that paces the animation; nil for a plain basic animation.
    var springSolver: SpringSolver? { nil }
}
