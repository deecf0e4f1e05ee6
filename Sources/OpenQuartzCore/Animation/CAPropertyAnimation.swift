/// An animation of one layer property, named by a key path such as
/// `"position"`, `"bounds.size.width"` or `"transform.rotation.z"`.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    public var keyPath: String?
    /// Whether the animated value is added to the current value instead of replacing it.
    public var isAdditive = false
    /// Whether each repetition starts where the previous one ended.
    public var isCumulative = false

    public override init() { super.init() }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        if let other = other as? CAPropertyAnimation {
            keyPath = other.keyPath
            isAdditive = other.isAdditive
            isCumulative = other.isCumulative
        }
    }

    /// Adds the animation to the layer under `event`; an animation without a key
    /// path animates the property named by `event` (how action animations work).
    public override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard keyPath == nil else {
            super.run(forKey: event, object: anObject, arguments: dict)
            return
        }
        let keyed = copy() as! CAPropertyAnimation
        keyed.keyPath = event
        (anObject as? CALayer)?.add(keyed, forKey: event)
    }

    /// Parses `keyPath` and checks that `layer` has that property.
    func resolvedKeyPath(for layer: CALayer) throws(AnimationCompileError) -> AnimatableKeyPath {
        guard let keyPath, !keyPath.isEmpty else {
            throw AnimationCompileError("\(type(of: self)) has no keyPath")
        }
        guard let path = AnimatableKeyPath(keyPath), layer.family(includes: path.key.owner) else {
            throw AnimationCompileError("unknown or non-animatable key path \"\(keyPath)\" for \(type(of: layer))")
        }
        return path
    }

    /// Converts one public value to the kind of `template` (the key path's value on the layer).
    func typedValue(_ any: Any, like template: AnimationValue, named name: String) throws(AnimationCompileError) -> AnimationValue {
        guard let value = AnimationValue(any, like: template) else {
            throw AnimationCompileError("\(name) \(any) (\(type(of: any))) does not fit key path \"\(keyPath ?? "")\"")
        }
        return value
    }
}
