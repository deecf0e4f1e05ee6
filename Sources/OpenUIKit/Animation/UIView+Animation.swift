extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds, after
    /// `delay`, with `options`; `completion` receives whether everything ran to its end.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options,
            pacing: .curve(options.curve.timingFunction), animations: animations, completion: completion)
    }

    /// Animates with the default curve (ease in, ease out).
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)?) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with the default curve.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates on a spring that settles in `duration`: `dampingRatio` 1 comes to rest
    /// without overshoot, smaller values oscillate; `velocity` is in whole distances per second.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, options: options,
            pacing: .spring(dampingRatio: dampingRatio, initialVelocity: velocity), animations: animations, completion: completion)
    }

    /// Animates on a spring of perceptual `duration` and `bounce` (iOS 17).
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        let probe = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        run(duration: probe.settlingDuration, delay: delay, options: options,
            pacing: .perceptualSpring(duration: duration, bounce: bounce, initialVelocity: initialSpringVelocity),
            animations: animations, completion: completion)
    }

    /// Applies the changes without animation, even inside an animation block.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let tracker = UIViewAnimationTracker(completion: nil)
        let context = UIViewAnimationContext(duration: 0, delay: 0, options: [],
                                             pacing: .curve(AnimationCurve.linear.timingFunction), animates: false,
                                             tracker: tracker)
        UIViewAnimationState.run(context, actionsWithoutAnimation)
    }

    /// Whether view animations run (when false, blocks apply their changes at once).
    public static var areAnimationsEnabled: Bool { UIViewAnimationState.animationsEnabled }

    /// Turns view animations on or off for blocks submitted afterwards.
    public static func setAnimationsEnabled(_ enabled: Bool) { UIViewAnimationState.animationsEnabled = enabled }

    /// The duration of the enclosing animation block; 0 outside one.
    public static var inheritedAnimationDuration: TimeInterval {
        guard let context = UIViewAnimationState.current, context.animates else { return 0 }
        return context.duration
    }

    /// Inside an animation block, makes the changes of `animations` repeat `count` times,
    /// reversing each time when `autoreverses` (iOS 13's replacement for `setAnimationRepeatCount`).
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = UIViewAnimationState.current, outer.animates else {
            SegueDiagnostics.report("UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) must be called inside an animation block; the changes are applied without repeating")
            animations()
            return
        }
        let context = UIViewAnimationContext(duration: outer.duration, delay: outer.delay, options: outer.options,
                                             pacing: outer.pacing, animates: true, tracker: outer.tracker)
        context.repeatCount = Float(count)
        context.repeatAutoreverses = autoreverses
        UIViewAnimationState.run(context, animations)
    }

    /// The shared body of the block methods.
    static func run(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, pacing: UIViewAnimationContext.Pacing,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        let tracker = UIViewAnimationTracker(completion: completion)
        let animates = duration > 0 && UIViewAnimationState.animationsEnabled
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: options, pacing: pacing,
                                             animates: animates, tracker: tracker)
            .inheriting(from: UIViewAnimationState.current)
        UIViewAnimationState.run(context, animations)
        tracker.close()
    }
}
