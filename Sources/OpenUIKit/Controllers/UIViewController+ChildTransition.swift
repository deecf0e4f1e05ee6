extension UIViewController {
    /// Swaps two child controllers' views in a custom container (R1.1.8): adds
    /// `toViewController`'s view beside the from-view, runs `animations` (or the
    /// transition in `options`) and removes the from-view when they finish.
    /// Appearance callbacks are forwarded when the container forwards them
    /// automatically; containment calls (`willMove`/`didMove`) stay the caller's.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            SegueDiagnostics.report("Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
            return
        }
        let fromView: UIView = fromViewController.view
        let toView: UIView = toViewController.view
        guard let container = fromView.superview else {
            SegueDiagnostics.report("transition(from: \(fromViewController), to: \(toViewController)): the from-controller's view is not in a superview")
            return
        }
        let animated = duration > 0
        let forwards = shouldAutomaticallyForwardAppearanceMethods && isViewInWindow
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let finish: (Bool) -> Void = { finished in
            if options.rawValue & UIView.AnimationOptions.transitionMask == 0 { fromView.removeFromSuperview() }
            if forwards {
                toViewController.endAppearanceTransition()
                fromViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        if options.rawValue & UIView.AnimationOptions.transitionMask != 0 {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            if let animations { UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) }
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: finish)
        }
    }
}

extension UIView.AnimationOptions {
    /// The bits that choose a transition (`.transitionFlipFromLeft` …).
    static let transitionMask: UInt = 7 << 20
}
