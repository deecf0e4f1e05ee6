/// The running animation blocks and the actions a view returns to its layer.
@MainActor
enum UIViewAnimationState {
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled: Bool {
        get { UIKitRuntimeState.current.animationsEnabled }
        set { UIKitRuntimeState.current.animationsEnabled = newValue }
    }
    private static var keyCounter: Int {
        get { UIKitRuntimeState.current.animationKeyCounter }
        set { UIKitRuntimeState.current.animationKeyCounter = newValue }
    }

    /// The innermost block (asked for on every property change).
    static var current: UIViewAnimationContext? { UIKitRuntimeState.current.innermostAnimation }

    /// What a view answers for a change made outside animation blocks: no
    /// animation, and no search further (one object, asked for on every change).
    private static let noAction = NSNull()

    /// Whether a list's update (a batch update, a change of layout, row
    /// animations) starting now animates: not inside `performWithoutAnimation`,
    /// nor with animations disabled.
    static var listUpdatesAnimate: Bool { animationsEnabled && current?.animates != false }

    /// Runs `body` with `context` as the current block, on the runtime's stack
    /// of blocks (`UIKitRuntimeState.animationStack`, changed in place).
    static func run(_ context: UIViewAnimationContext, _ body: () -> Void) {
        UIKitRuntimeState.current.animationStack.append(context)
        body()
        if context.options.contains(.layoutSubviews) && context.animates { FrameLoop.shared.layoutNow() }
        // Where the block is now: one that went on to touch another runtime's views
        // was carried there (`SegueRuntime.enter()`). `context` keeps what is removed.
        UIKitRuntimeState.current.animationStack.removeLast()
        context.blockDidEnd()
    }

    /// The action for a property change of a view's layer: nothing outside
    /// animation blocks, an animation (or a keyframe record) inside.
    static func action(for view: UIView, layer: CALayer, key: String) -> (any CAAction)? {
        guard let context = current, context.animates else { return noAction }
        guard let path = layer.keyPath(ofActionKey: key) else { return noAction }
        let oldModel = layer.animationValue(at: path)
        if let collector = context.keyframes {
            // Changes outside addKeyframe span the whole duration (R8.9).
            return KeyframeRecordAction(collector: collector, window: context.keyframeWindow ?? (0, 1),
                                        oldModel: oldModel.anyValue ?? NSNull())
        }
        // What is on screen now, before the change: where a replacing animation starts.
        let replaces = context.options.contains(.beginFromCurrentState) || !AnimationArithmetic.adds(oldModel)
        let onScreen = replaces ? layer.animationValue(at: path, presentation: true) : oldModel
        return context.propertyAction(keyPath: key, path: path, oldModel: oldModel, oldPresentation: onScreen)
    }

    /// A key not used by another animation on `layer` ("position", then "position-1"…).
    static func freeKey(_ key: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: key) != nil else { return key }
        keyCounter += 1
        return "\(key)-\(keyCounter)"
    }
}

/// Animates one property change made in a view animation block: the change
/// of the property it was made for (`keyPath`).
@MainActor
final class UIViewPropertyAction: LayerChangeHandler {
    let context: UIViewAnimationContext
    private(set) var keyPath: String
    /// `keyPath` parsed.
    private(set) var path: AnimatableKeyPath
    private(set) var oldModel: AnimationValue
    private(set) var oldPresentation: AnimationValue

    init(context: UIViewAnimationContext, keyPath: String, path: AnimatableKeyPath, oldModel: AnimationValue,
         oldPresentation: AnimationValue) {
        self.context = context
        self.keyPath = keyPath
        self.path = path
        self.oldModel = oldModel
        self.oldPresentation = oldPresentation
    }

    /// Makes the action the one for another change of the same block (its
    /// context reuses it once nothing else holds it: see `UIViewAnimationContext.propertyAction`).
    func reuse(keyPath: String, path: AnimatableKeyPath, oldModel: AnimationValue, oldPresentation: AnimationValue) {
        self.keyPath = keyPath
        self.path = path
        self.oldModel = oldModel
        self.oldPresentation = oldPresentation
    }

    func run(forChangeOf event: String, on layer: CALayer) {
        guard event == keyPath else { return }
        let newModel = layer.animationValue(at: path)
        guard !AnimationArithmetic.isEqual(oldModel, newModel) else { return }
        let description = describeAnimation(newModel: newModel, on: layer)
        var key = event
        if description.isAdditive {
            key = UIViewAnimationState.freeKey(event, on: layer)
        } else if let existing = layer.animationKeys()?.filter({ $0 == event || $0.hasPrefix(event + "-") }) {
            // Replacing: what runs for this property is removed (its completion hears false).
            for old in existing { layer.removeAnimation(forKey: old) }
        }
        if let driver = context.driver {
            // A property animator moves it; its completions are the animator's.
            let animation = description.makeAnimation()
            driver.adopt(animation, key: key, layer: layer, keyPath: event,
                         start: oldModel.anyValue ?? NSNull(), end: newModel.anyValue ?? NSNull())
            layer.add(animation, forKey: key, copying: false)
            return
        }
        // Without `.allowUserInteraction` the view takes no touches until the animation stops (R8.3).
        let blockedView = context.options.contains(.allowUserInteraction) ? nil : layer.delegate as? UIView
        guard layer.add(description, forKey: key, stopObserver: context.tracker, token: blockedView) else { return }
        context.tracker.retain()
        blockedView?.interactionBlockingAnimations += 1
    }

    /// The animation of the change from the old value to `newModel`: additive
    /// (from the difference to zero, so a later change blends in) unless the
    /// block begins from the current state or the value has no arithmetic.
    private func describeAnimation(newModel: AnimationValue, on layer: CALayer) -> PropertyAnimationDescription {
        let beginFromCurrent = context.options.contains(.beginFromCurrentState)
        var from = oldPresentation, to = newModel, isAdditive = false
        if !beginFromCurrent, let difference = AnimationArithmetic.difference(oldModel, newModel),
           let zero = AnimationArithmetic.zero(like: newModel) {
            (from, to, isAdditive) = (difference, zero, true)
        }
        var beginTime: CFTimeInterval = 0, fillsBackwards = false
        if context.delay > 0 {
            beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + context.delay
            fillsBackwards = true
        }
        var repeatCount: Float = 0, autoreverses = false
        if context.options.contains(.repeat) {
            repeatCount = .infinity
            autoreverses = context.options.contains(.autoreverse)
        }
        if context.repeatCount > 0 {
            repeatCount = context.repeatCount
            autoreverses = context.repeatAutoreverses
        }
        let timing = context.animationTiming
        // Made in one call: the description goes to the layer as it is.
        return PropertyAnimationDescription(keyPath: keyPath, path: path, from: from, to: to, pacing: timing.pacing,
                                            duration: timing.duration, isAdditive: isAdditive,
                                            modelValueBeforeChange: oldModel, beginTime: beginTime,
                                            fillsBackwards: fillsBackwards,
                                            repeatCount: repeatCount, autoreverses: autoreverses)
    }
}
