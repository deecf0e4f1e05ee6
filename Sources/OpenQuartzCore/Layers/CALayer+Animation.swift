extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing any animation with that key,
    /// whose delegate then hears `finished == false`). It starts when the current
    /// transaction commits. An animation that cannot run on this layer — unknown
    /// key path, values of the wrong type — is reported and not added.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard modelLayer == nil else {
            SegueDiagnostics.report("[CALayer addAnimation:forKey:] \(self): cannot add an animation to a presentation layer")
            return
        }
        let copy = anim.copy() as! CAAnimation
        let program: AnimationProgram
        do {
            program = try copy.compile(for: self)
        } catch {
            SegueDiagnostics.report("[CALayer addAnimation:forKey:] \(self) (\(name ?? "unnamed")): rejected \(type(of: anim)) for key \"\(key ?? "nil")\": \(error.message)")
            return
        }
        if let key, let index = animationInstances.firstIndex(where: { $0.key == key }) {
            let old = animationInstances.remove(at: index)
            FrameLoop.shared.animationRemoved(old)
        }
        let instance = AnimationInstance(animation: copy, key: key, program: program, layer: self)
        animationInstances.append(instance)
        presentationValues = nil
        CATransaction.current.noteAdded(instance)
        FrameLoop.shared.layerStartedAnimating(self)
    }

    /// The animation stored under `key` (the copy the layer runs; do not change it).
    public func animation(forKey key: String) -> CAAnimation? {
        animationInstances.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; nil when none.
    public func animationKeys() -> [String]? {
        let keys = animationInstances.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished == false`.
    public func removeAnimation(forKey key: String) {
        guard let index = animationInstances.firstIndex(where: { $0.key == key }) else { return }
        let instance = animationInstances.remove(at: index)
        presentationValues = nil
        FrameLoop.shared.animationRemoved(instance)
    }

    /// Removes every animation; their delegates hear `finished == false`.
    public func removeAllAnimations() {
        let removed = animationInstances
        animationInstances.removeAll()
        presentationValues = nil
        for instance in removed { FrameLoop.shared.animationRemoved(instance) }
    }
}

extension CALayer {
    /// The properties the attached animations write (reset from the model each frame).
    var animatedKeys: [AnimatableKey] { animatedKeyCache }

    func refreshAnimatedKeys() {
        var keys: [AnimatableKey] = []
        for instance in animationInstances {
            for key in instance.program.animatedKeys where !keys.contains(key) { keys.append(key) }
        }
        animatedKeyCache = keys
    }
}
