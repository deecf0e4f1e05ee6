/// The running animation blocks and the actions a view returns to its layer.
@MainActor
enum UIViewAnimationState {
    /// The blocks being run, innermost last (a block that goes on to touch
    /// another runtime's views carries them there: `SegueRuntime.enter()`).
    static var stack: [UIViewAnimationContext] {
        get { UIKitRuntimeState.current.animationStack }
        set { UIKitRuntimeState.current.replace(\.animationStack, with: newValue) }
    }
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled: Bool {
        get { UIKitRuntimeState.current.animationsEnabled }
        set { UIKitRuntimeState.current.animationsEnabled = newValue }
    }
    private static var keyCounter: Int {
        get { UIKitRuntimeState.current.animationKeyCounter }
        set { UIKitRuntimeState.current.animationKeyCounter = newValue }
    }

    static var current: UIViewAnimationContext? { stack.last }

    /// Whether a list's update (a batch update, a change of layout, row
    /// animations) starting now animates: not inside `performWithoutAnimation`,
    /// nor with animations disabled.
    static var listUpdatesAnimate: Bool { animationsEnabled && current?.animates != false }

    /// Runs `body` with `context` as the current block.
    static func run(_ context: UIViewAnimationContext, _ body: () -> Void) {
        stack.append(context)
        body()
        if context.options.contains(.layoutSubviews) && context.animates { FrameLoop.shared.layoutNow() }
        stack.removeLast()
    }

    /// The action for a property change of a view's layer: nothing outside
    /// animation blocks, an animation (or a keyframe record) inside.
    static func action(for view: UIView, layer: CALayer, key: String) -> (any CAAction)? {
        guard let context = current, context.animates else { return NSNull() }
        guard let oldModel = layer.animationValue(forKeyPath: key) else { return NSNull() }
        if let collector = context.keyframes {
            // Changes outside addKeyframe span the whole duration (R8.9).
            return KeyframeRecordAction(collector: collector, window: context.keyframeWindow ?? (0, 1),
                                        oldModel: oldModel.anyValue ?? NSNull())
        }
        // What is on screen now, before the change: where a replacing animation starts.
        let replaces = context.options.contains(.beginFromCurrentState) || AnimationArithmetic.zero(like: oldModel) == nil
        let onScreen = replaces ? layer.animationValue(forKeyPath: key, presentation: true) : nil
        return UIViewPropertyAction(context: context, oldModel: oldModel, oldPresentation: onScreen ?? oldModel)
    }

    /// A key not used by another animation on `layer` ("position", then "position-1"…).
    static func freeKey(_ key: String, on layer: CALayer) -> String {
        guard layer.animation(forKey: key) != nil else { return key }
        keyCounter += 1
        return "\(key)-\(keyCounter)"
    }
}

/// Animates one property change made in a view animation block.
@MainActor
final class UIViewPropertyAction: CAAction {
    let context: UIViewAnimationContext
    let oldModel: AnimationValue
    let oldPresentation: AnimationValue

    init(context: UIViewAnimationContext, oldModel: AnimationValue, oldPresentation: AnimationValue) {
        self.context = context
        self.oldModel = oldModel
        self.oldPresentation = oldPresentation
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let newModel = layer.animationValue(forKeyPath: event),
              !AnimationArithmetic.isEqual(oldModel, newModel),
              let description = describeAnimation(keyPath: event, newModel: newModel, on: layer) else { return }
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
        guard let sequence = layer.add(description, forKey: key, stopObserver: context.tracker) else { return }
        context.tracker.retain()
        if !context.options.contains(.allowUserInteraction), let view = layer.delegate as? UIView {
            context.tracker.blockInteraction(of: view, untilStopOf: sequence)
        }
    }

    /// The animation of the change from the old value to `newModel`: additive
    /// (from the difference to zero, so a later change blends in) unless the
    /// block begins from the current state or the value has no arithmetic.
    private func describeAnimation(keyPath: String, newModel: AnimationValue,
                                   on layer: CALayer) -> PropertyAnimationDescription? {
        let beginFromCurrent = context.options.contains(.beginFromCurrentState)
        var from = oldPresentation, to = newModel, isAdditive = false
        if !beginFromCurrent, let difference = AnimationArithmetic.difference(oldModel, newModel),
           let zero = AnimationArithmetic.zero(like: newModel) {
            (from, to, isAdditive) = (difference, zero, true)
        }
        let timing = context.animationTiming
        guard var description = PropertyAnimationDescription(keyPath: keyPath, from: from, to: to,
                                                             pacing: timing.pacing, duration: timing.duration)
        else { return nil }
        description.isAdditive = isAdditive
        description.modelValueBeforeChange = oldModel
        if context.delay > 0 {
            description.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + context.delay
            description.fillMode = .backwards
        }
        if context.options.contains(.repeat) {
            description.repeatCount = .infinity
            description.autoreverses = context.options.contains(.autoreverse)
        }
        if context.repeatCount > 0 {
            description.repeatCount = context.repeatCount
            description.autoreverses = context.repeatAutoreverses
        }
        return description
    }
}
