extension UIView {
    /// Animates through the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:…)`;
    /// changes made outside a keyframe span the whole duration.
    public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                        options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                        completion: ((Bool) -> Void)? = nil) {
        let tracker = UIViewAnimationTracker(completion: completion)
        let blockOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        let animates = duration > 0 && UIViewAnimationState.animationsEnabled
        let context = UIViewAnimationContext(duration: duration, delay: delay, options: blockOptions,
                                             pacing: .curve(AnimationCurve.linear.timingFunction), animates: animates,
                                             tracker: tracker)
        let collector = KeyframeCollector()
        context.keyframes = collector
        UIViewAnimationState.run(context, animations)
        if animates {
            for (layer, keyPath, animation) in collector.makeAnimations(duration: duration, mode: options.calculationMode) {
                if delay > 0 {
                    animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
                    animation.fillMode = .backwards
                }
                if options.contains(.repeat) {
                    animation.repeatCount = .infinity
                    animation.autoreverses = options.contains(.autoreverse)
                }
                for old in layer.animationKeys()?.filter({ $0 == keyPath || $0.hasPrefix(keyPath + "-") }) ?? [] {
                    layer.removeAnimation(forKey: old)
                }
                tracker.retain()
                animation.delegate = tracker
                layer.add(animation, forKey: keyPath)
            }
        }
        tracker.close()
    }

    /// Inside `animateKeyframes`, animates the changes of `animations` from
    /// `frameStartTime` for `frameDuration` (both fractions of the whole duration).
    /// A duration of 0 makes the change at once at that time.
    public static func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                   animations: @escaping () -> Void) {
        guard let context = UIViewAnimationState.current, context.keyframes != nil else {
            SegueDiagnostics.report("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes; the changes are applied without animation")
            animations()
            return
        }
        let previous = context.keyframeWindow
        context.keyframeWindow = (max(0, min(1, frameStartTime)), max(0, min(1 - max(0, frameStartTime), frameDuration)))
        animations()
        context.keyframeWindow = previous
    }
}
