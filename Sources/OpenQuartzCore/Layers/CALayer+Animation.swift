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
        if let key, let index = indexOfAnimation(forKey: key) {
            let old = animationInstances.remove(at: index)
            FrameLoop.shared.animationRemoved(old)
        }
        let instance = AnimationInstance(animation: copy, key: key, program: program, layer: self)
        if case .transition = program {
            instance.transitionSnapshot = TransitionSnapshot(capturing: self)
            presentationIsCurrent = false
        }
        animationInstances.append(instance)
        presentationIsCurrent = false
        CATransaction.current.noteAdded(instance)
        FrameLoop.shared.layerStartedAnimating(self)
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
        let instance = animationInstances.remove(at: index)
        presentationIsCurrent = false
        FrameLoop.shared.animationRemoved(instance)
    }

    /// Removes every animation; their delegates hear `finished == false`.
    public func removeAllAnimations() {
        let removed = animationInstances
        animationInstances.removeAll()
        presentationIsCurrent = false
        for instance in removed { FrameLoop.shared.animationRemoved(instance) }
    }
}

extension CALayer {
    func refreshAnimatedKeys() {
        var mask: UInt64 = 0
        var inside = false
        for instance in animationInstances {
            for key in instance.program.animatedKeys {
                mask |= key.bit
                if !key.isPlacement { inside = true }
            }
        }
        animatedKeyMask = mask
        animatesInside = inside
        markSubtreeChanged()
    }
}

extension CALayer {
    /// Invalidates flattened renderings after the layer's animations changed its presentation.
    final func markAnimatedChange() {
        if animatesInside { markSubtreeChanged() } else { markPlacementChanged() }
    }

    /// Resets the animated properties of the presentation storage to the model
    /// values, field by field (no whole-struct copy on the per-frame path).
    final func resetAnimatedPresentationValues(only keys: UInt64? = nil) {
        var mask = keys ?? animatedKeyMask
        while mask != 0 {
            let index = mask.trailingZeroBitCount
            mask &= mask - 1
            switch AnimatableKey.byIndex[index] {
            case .bounds: presentationStorage.bounds = modelValues.bounds
            case .position: presentationStorage.position = modelValues.position
            case .anchorPoint: presentationStorage.anchorPoint = modelValues.anchorPoint
            case .anchorPointZ: presentationStorage.anchorPointZ = modelValues.anchorPointZ
            case .zPosition: presentationStorage.zPosition = modelValues.zPosition
            case .opacity: presentationStorage.opacity = modelValues.opacity
            case .isHidden: presentationStorage.isHidden = modelValues.isHidden
            case .masksToBounds: presentationStorage.masksToBounds = modelValues.masksToBounds
            case .backgroundColor: presentationStorage.backgroundColor = modelValues.backgroundColor
            case .cornerRadius: presentationStorage.cornerRadius = modelValues.cornerRadius
            case .borderWidth: presentationStorage.borderWidth = modelValues.borderWidth
            case .borderColor: presentationStorage.borderColor = modelValues.borderColor
            case .shadowColor: presentationStorage.shadowColor = modelValues.shadowColor
            case .shadowOpacity: presentationStorage.shadowOpacity = modelValues.shadowOpacity
            case .shadowOffset: presentationStorage.shadowOffset = modelValues.shadowOffset
            case .shadowRadius: presentationStorage.shadowRadius = modelValues.shadowRadius
            case .shadowPath: presentationStorage.shadowPath = modelValues.shadowPath
            case .transform: presentationStorage.transform = modelValues.transform
            case .sublayerTransform: presentationStorage.sublayerTransform = modelValues.sublayerTransform
            case .contents: presentationStorage.contents = modelValues.contents
            case .contentsRect: presentationStorage.contentsRect = modelValues.contentsRect
            case .path: presentationStorage.path = modelValues.path
            case .fillColor: presentationStorage.fillColor = modelValues.fillColor
            case .strokeColor: presentationStorage.strokeColor = modelValues.strokeColor
            case .lineWidth: presentationStorage.lineWidth = modelValues.lineWidth
            case .strokeStart: presentationStorage.strokeStart = modelValues.strokeStart
            case .strokeEnd: presentationStorage.strokeEnd = modelValues.strokeEnd
            case .lineDashPhase: presentationStorage.lineDashPhase = modelValues.lineDashPhase
            case .miterLimit: presentationStorage.miterLimit = modelValues.miterLimit
            case .colors: presentationStorage.colors = modelValues.colors
            case .locations: presentationStorage.locations = modelValues.locations
            case .startPoint: presentationStorage.startPoint = modelValues.startPoint
            case .endPoint: presentationStorage.endPoint = modelValues.endPoint
            case .fontSize: presentationStorage.fontSize = modelValues.fontSize
            case .foregroundColor: presentationStorage.foregroundColor = modelValues.foregroundColor
            }
        }
    }
}
