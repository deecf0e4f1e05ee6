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
    /// The value the animation starts from.
    public var fromValue: Any? {
        get { from.publicValue }
        set { from = AnimationOperand(newValue) }
    }
    /// The value the animation ends at.
    public var toValue: Any? {
        get { to.publicValue }
        set { to = AnimationOperand(newValue) }
    }
    /// The value added to the start value to make the end value.
    public var byValue: Any? {
        get { by.publicValue }
        set { by = AnimationOperand(newValue) }
    }

    /// The three values as set: UIKit sets them already typed, which spares the
    /// boxing into `Any` and the casts back when the animation is added.
    package var from = AnimationOperand.none
    package var to = AnimationOperand.none
    package var by = AnimationOperand.none
    /// The model value the property had before the change this animation shows
    /// (UIKit's animation blocks set it): what a cancelled interactive
    /// transition restores, exactly (R18.4).
    package var modelValueBeforeChange: AnimationValue?

    public override init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CABasicAnimation {
            from = other.from
            to = other.to
            by = other.by
            modelValueBeforeChange = other.modelValueBeforeChange
        }
    }

    /// Whether none of the three values is set (the animation runs from the
    /// value on screen to the current one).
    var hasNoValues: Bool { from.isNone && to.isNone && by.isNone }

    override func compile(for layer: CALayer) throws(AnimationCompileError) -> AnimationProgram {
        let path = try resolvedKeyPath(for: layer)
        let template = layer.modelValue(at: path)
        let from = try typedValue(self.from, like: template, named: "fromValue")
        let to = try typedValue(self.to, like: template, named: "toValue")
        let by = try typedValue(self.by, like: template, named: "byValue")
        return .property(PropertyProgram(path: path, isAdditive: isAdditive, isCumulative: isCumulative,
                                         from: from, to: to, by: by, spring: springSolver))
    }

    /// Converts one value to the key path's kind (that of `template`).
    private func typedValue(_ operand: AnimationOperand, like template: AnimationValue,
                            named name: String) throws(AnimationCompileError) -> AnimationValue? {
        switch operand {
        case .none: return nil
        case .typed(let value) where value.hasSameKind(as: template): return value
        case .typed(let value): return try typedValue(value.anyValue ?? NSNull(), like: template, named: name)
        case .any(let any): return try typedValue(any, like: template, named: name)
        }
    }

    /// The spring that paces the animation; nil for a plain basic animation.
    var springSolver: SpringSolver? { nil }
}

/// A `fromValue`, `toValue` or `byValue` of a basic animation: unset, set by an
/// app (any value, converted when the animation is added), or set by the engine
/// or UIKit in the engine's own form.
package enum AnimationOperand {
    case none
    case any(Any)
    case typed(AnimationValue)

    init(_ value: Any?) {
        if let value { self = .any(value) } else { self = .none }
    }

    /// The value as Apple's API hands it out.
    var publicValue: Any? {
        switch self {
        case .none: nil
        case .any(let value): value
        case .typed(let value): value.anyValue
        }
    }

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
