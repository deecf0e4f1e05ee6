extension UIView {
    /// Makes the changes `animations` makes to `view` at once and animates from
    /// how the view looked to how it looks, with the transition in `options`
    /// (flips, curls, cross-dissolve).
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performWithoutAnimation { animations?() }
        addTransition(to: view.layer, duration: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or hides one
    /// and shows the other, with `.showHideTransitionViews`), animated by the
    /// transition in `options`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            SegueDiagnostics.report("UIView.transition(from: \(fromView), to: \(toView)): the from-view has no superview; nothing to transition in")
            FrameLoop.shared.performOnNextFrame { completion?(false) }
            return
        }
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container {
                    container.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }
        addTransition(to: container.layer, duration: duration, options: options, completion: completion)
    }

    private static func addTransition(to layer: CALayer, duration: TimeInterval, options: AnimationOptions,
                                      completion: ((Bool) -> Void)?) {
        let tracker = UIViewAnimationTracker(completion: completion)
        if duration > 0 && UIViewAnimationState.animationsEnabled, let (type, subtype) = transitionType(options) {
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = duration
            transition.timingFunction = options.curve.timingFunction
            tracker.retain()
            transition.delegate = tracker
            layer.add(transition, forKey: kCATransition)
        }
        tracker.close()
    }

    private static func transitionType(_ options: AnimationOptions) -> (CATransitionType, CATransitionSubtype?)? {
        switch options.transition {
        case 1: return (.flip, .fromLeft)
        case 2: return (.flip, .fromRight)
        case 3: return (.pageCurl, nil)
        case 4: return (.pageUnCurl, nil)
        case 5: return (.fade, nil)
        case 6: return (.flip, .fromTop)
        case 7: return (.flip, .fromBottom)
        default: return nil
        }
    }
}
