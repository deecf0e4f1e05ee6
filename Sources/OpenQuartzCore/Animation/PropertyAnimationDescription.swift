/// A property animation described by value, as UIKit's animation blocks make
/// one for every property change: a layer runs it without a `CABasicAnimation`
/// object, and makes the equivalent object only when someone asks for it
/// (`animation(forKey:)`). The values are the layer's own, already typed, so
/// nothing is converted or checked when it is added. Held inline by the
/// instance that runs it, which compiles it for the evaluator without a
/// `PropertyProgram` in the common cases: an animated change allocates one
/// object, the instance.
package struct PropertyAnimationDescription {
    /// How progress is paced.
    package enum Pacing {
        /// A timing curve over `duration`.
        case curve(CAMediaTimingFunction)
        /// A damped spring in real seconds (`CASpringAnimation`'s parameters).
        case spring(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity: CGFloat)
    }

    package let keyPath: String
    let path: AnimatableKeyPath
    package let from: AnimationValue
    package let to: AnimationValue
    package let isAdditive: Bool
    /// The model value before the change (what a cancelled interactive transition restores).
    package let modelValueBeforeChange: AnimationValue?
    package let pacing: Pacing
    package let duration: CFTimeInterval
    package let beginTime: CFTimeInterval
    /// Whether the start value shows before `beginTime` (fill mode `backwards`;
    /// else `removed`: UIKit's animations use no other).
    package let fillsBackwards: Bool
    package let repeatCount: Float
    package let autoreverses: Bool

    /// An animation of `path` (`keyPath` parsed) from `from` to `to`.
    package init(keyPath: String, path: AnimatableKeyPath, from: AnimationValue, to: AnimationValue, pacing: Pacing,
                 duration: CFTimeInterval, isAdditive: Bool = false, modelValueBeforeChange: AnimationValue? = nil,
                 beginTime: CFTimeInterval = 0, fillsBackwards: Bool = false, repeatCount: Float = 0,
                 autoreverses: Bool = false) {
        self.keyPath = keyPath
        self.path = path
        self.from = from
        self.to = to
        self.pacing = pacing
        self.duration = duration
        self.isAdditive = isAdditive
        self.modelValueBeforeChange = modelValueBeforeChange
        self.beginTime = beginTime
        self.fillsBackwards = fillsBackwards
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
    }

    var timing: TimingSnapshot {
        TimingSnapshot(beginTime: beginTime, duration: duration, repeatCount: Double(repeatCount),
                       autoreverses: autoreverses, fillsBackwards: fillsBackwards)
    }

    var timingFunction: CAMediaTimingFunction? {
        if case .curve(let function) = pacing { return function }
        return nil
    }

    /// The spring pacing progress, nil for a timing curve.
    var springSolver: SpringSolver? {
        guard case .spring(let mass, let stiffness, let damping, let velocity) = pacing else { return nil }
        return SpringSolver(mass: Double(max(mass, 1e-6)), stiffness: Double(max(stiffness, 1e-6)),
                            damping: Double(damping), initialVelocity: Double(velocity))
    }

    /// What the engine evaluates when the evaluator's own kernels do not cover it.
    var program: PropertyProgram {
        PropertyProgram(path: path, isAdditive: isAdditive, isCumulative: false, from: from, to: to, by: nil,
                        spring: springSolver)
    }

    /// The equivalent animation object (basic, or spring when spring-paced).
    @MainActor package func makeAnimation() -> CABasicAnimation {
        let animation: CABasicAnimation
        switch pacing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
        case .spring(let mass, let stiffness, let damping, let velocity):
            let spring = CASpringAnimation(keyPath: keyPath)
            spring.mass = mass
            spring.stiffness = stiffness
            spring.damping = damping
            spring.initialVelocity = velocity
            animation = spring
        }
        animation.from = .typed(from)
        animation.to = .typed(to)
        animation.isAdditive = isAdditive
        animation.modelValueBeforeChange = modelValueBeforeChange
        animation.duration = duration
        animation.beginTime = beginTime
        animation.fillMode = fillsBackwards ? .backwards : .removed
        animation.repeatCount = repeatCount
        animation.autoreverses = autoreverses
        return animation
    }
}

/// Hears when animations added from a `PropertyAnimationDescription` stop
/// (they have no `CAAnimation` whose delegate could be told).
@MainActor
package protocol AnimationStopObserver: AnyObject {
    /// An animation it was given stopped: at its end, or removed early.
    /// `token` is the object given with the animation when it was added.
    func animationDidStop(finished: Bool, token: AnyObject?)
}
