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
              !AnimationArithmetic.isEqual(oldModel, newModel) else { return }
        let animation = makeAnimation(keyPath: event, layer: layer, newModel: newModel)
        var key = event
        if animation.isAdditive {
            key = UIViewAnimationState.freeKey(event, on: layer)
        } else if let existing = layer.animationKeys()?.filter({ $0 == event || $0.hasPrefix(event + "-") }) {
            // Replacing: what runs for this property is removed (its completion hears false).
            for old in existing { layer.removeAnimation(forKey: old) }
        }
        if let driver = context.driver {
            // A property animator moves it; its completions are the animator's.
            driver.adopt(animation, key: key, layer: layer, keyPath: event,
                         start: oldModel.anyValue ?? NSNull(), end: newModel.anyValue ?? NSNull())
        } else {
            context.tracker.retain()
            animation.delegate = context.tracker
            if !context.options.contains(.allowUserInteraction), let view = layer.delegate as? UIView {
                context.tracker.blockInteraction(of: view, until: animation)
            }
        }
        layer.add(animation, forKey: key, copying: false)
    }

    private func makeAnimation(keyPath: String, layer: CALayer, newModel: AnimationValue) -> CABasicAnimation {
        let beginFromCurrent = context.options.contains(.beginFromCurrentState)
        let difference = beginFromCurrent ? nil : AnimationArithmetic.difference(oldModel, newModel)
        let animation: CABasicAnimation
        switch context.pacing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            animation.duration = context.duration
        case .spring(let ratio, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            let parameters = UIViewAnimationContext.springParameters(dampingRatio: ratio, initialVelocity: velocity,
                                                                     duration: context.duration)
            spring.mass = 1
            spring.stiffness = parameters.stiffness
            spring.damping = parameters.damping
            spring.initialVelocity = velocity
            spring.duration = context.duration
            animation = spring
        case .perceptualSpring(let duration, let bounce, let velocity):
            let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
            spring.keyPath = keyPath
            spring.initialVelocity = velocity
            spring.duration = spring.settlingDuration
            animation = spring
        case .physicalSpring(let mass, let stiffness, let damping, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = mass
            spring.stiffness = stiffness
            spring.damping = damping
            spring.initialVelocity = velocity
            spring.duration = context.duration
            animation = spring
        }
        if let difference, let zero = AnimationArithmetic.zero(like: newModel) {
            animation.from = .typed(difference)
            animation.to = .typed(zero)
            animation.isAdditive = true
        } else {
            animation.from = .typed(oldPresentation)
            animation.to = .typed(newModel)
        }
        animation.modelValueBeforeChange = oldModel
        if context.delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + context.delay
            animation.fillMode = .backwards
        }
        if context.options.contains(.repeat) {
            animation.repeatCount = .infinity
            animation.autoreverses = context.options.contains(.autoreverse)
        }
        if context.repeatCount > 0 {
            animation.repeatCount = context.repeatCount
            animation.autoreverses = context.repeatAutoreverses
        }
        return animation
    }
}
