extension CALayer {
    /// Adds a copy of `anim` under `key` (replacing any animation with that key,
    /// whose delegate then hears `finished == false`). It starts when the current
    /// transaction commits. An animation that cannot run on this layer — unknown
    /// key path, values of the wrong type — is reported and not added.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        add(anim, forKey: key, copying: true)
    }

    /// Adds `anim`, copying it unless it was made by the caller for this one use
    /// (UIKit's own animations, which nobody else can see).
    package func add(_ anim: CAAnimation, forKey key: String?, copying: Bool) {
        enterRuntime()
        guard modelLayer == nil else {
            SegueDiagnostics.report("[CALayer addAnimation:forKey:] \(self): cannot add an animation to a presentation layer")
            return
        }
        let copy = copying ? anim.copy() as! CAAnimation : anim
        let program: AnimationProgram
        do {
            program = try copy.compile(for: self)
        } catch {
            SegueDiagnostics.report("[CALayer addAnimation:forKey:] \(self) (\(name ?? "unnamed")): rejected \(type(of: anim)) for key \"\(key ?? "nil")\": \(error.message)")
            return
        }
        if let key { removeAnimationForReplacement(key: key) }
        let instance = AnimationInstance(animation: copy, key: key, program: program, layer: self)
        if case .transition = program {
            instance.transitionSnapshot = TransitionSnapshot(capturing: self)
            presentationIsCurrent = false
        }
        attach(instance)
    }

    /// Adds the animation `description` describes under `key` (replacing any
    /// animation with that key), without a `CAAnimation` object: how UIKit's
    /// animation blocks animate their changes. `stopObserver` hears it stop,
    /// handed `token` back. False (and reported) when the key path is not one
    /// of this layer's.
    @discardableResult
    package func add(_ description: consuming PropertyAnimationDescription, forKey key: String,
                     stopObserver: (any AnimationStopObserver)?, token: AnyObject? = nil) -> Bool {
        enterRuntime()
        guard modelLayer == nil, family(includes: description.path.key.owner) else {
            SegueDiagnostics.report("[CALayer addAnimation:forKey:] \(self): cannot animate \"\(description.keyPath)\" here")
            return false
        }
        removeAnimationForReplacement(key: key)
        attach(AnimationInstance(description: description, stopObserver: stopObserver, token: token, key: key,
                                 layer: self))
        return true
    }

    private func removeAnimationForReplacement(key: String) {
        guard let index = indexOfAnimation(forKey: key) else { return }
        let old = animationInstances.remove(at: index)
        FrameLoop.shared.animationRemoved(old)
    }

    private func attach(_ instance: AnimationInstance) {
        // A view's block animates a few of its properties at once (transform and alpha, position and bounds).
        if animationInstances.isEmpty { animationInstances.reserveCapacity(4) }
        animationInstances.append(instance)
        presentationIsCurrent = false
        CATransaction.current.noteAdded(instance)
        let frameLoop = FrameLoop.shared
        if animationFrameLoop !== frameLoop {
            animationFrameLoop?.invalidateCompiledAnimations()
            animationFrameLoop = frameLoop
        }
        frameLoop.layerStartedAnimating(self)
    }

    /// The animation stored under `key` (the copy the layer runs; do not change it).
    public func animation(forKey key: String) -> CAAnimation? {
        indexOfAnimation(forKey: key).map { animationInstances[$0].animation }
    }

    /// The index of the animation stored under `key`.
    func indexOfAnimation(forKey key: String) -> Int? {
        var index = 0
        while index < animationInstances.count {
            if animationInstances[index].key == key { return index }
            index += 1
        }
        return nil
    }

    /// The keys of the attached animations, in the order they were added; nil when none.
    public func animationKeys() -> [String]? {
        let keys = animationInstances.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished == false`.
    public func removeAnimation(forKey key: String) {
        guard let index = indexOfAnimation(forKey: key) else { return }
        enterRuntime()
        let instance = animationInstances.remove(at: index)
        presentationIsCurrent = false
        FrameLoop.shared.animationRemoved(instance)
    }

    /// Removes every animation; their delegates hear `finished == false`.
    public func removeAllAnimations() {
        guard !animationInstances.isEmpty else { return }
        enterRuntime()
        let removed = animationInstances
        animationInstances.removeAll()
        presentationIsCurrent = false
        for instance in removed { FrameLoop.shared.animationRemoved(instance) }
    }
}

extension CALayer {
    func refreshAnimatedKeys() {
        var mask: UInt64 = 0
        for instance in animationInstances { mask |= instance.keyMask }
        animatedKeyMask = mask
        animatesInside = mask & ~AnimatableKey.placementMask != 0
        markAppearanceChanged()
    }
}

extension CALayer {
    /// Resets the animated properties of the presentation storage to the model
    /// values, field by field (no whole-struct copy on the per-frame path).
    final func resetAnimatedPresentationValues(only keys: UInt64? = nil) {
        let mask = keys ?? animatedKeyMask
        LayerProperties.copy(mask, from: valueStorage, to: valueStorage + 1)
    }
}
