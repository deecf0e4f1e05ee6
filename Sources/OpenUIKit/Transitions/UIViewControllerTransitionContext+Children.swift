extension UIViewControllerTransitionContext {
    /// A context for a custom container replacing child `from` by `to` through
    /// the transition protocols, with UIKit's bookkeeping done for it (Segue's
    /// addition; Apple's containers do this privately):
    ///
    /// - now: `to` is added as a child (its `willMove(toParent:)`),
    ///   `from.willMove(toParent: nil)`, then `from.viewWillDisappear` and
    ///   `to.viewWillAppear` (navigation's order, R1.2);
    /// - on success: the from-view leaves the container, `from.viewDidDisappear`,
    ///   `to.viewDidAppear`, `from.removeFromParent()` (its `didMove(toParent: nil)`),
    ///   `to.didMove(toParent:)`;
    /// - on cancel: the to-view leaves, the appearance callbacks go back
    ///   (R2.1) and `to` is removed again; `from` stays the child.
    ///
    /// Call `start(animator:interactionController:)` on the result.
    public static func forChildTransition(in container: UIViewController, from: UIViewController, to: UIViewController,
                                          animated: Bool = true) -> UIViewControllerTransitionContext? {
        guard from.parent === container, to !== from else {
            SegueDiagnostics.report("forChildTransition(in: \(container), from: \(from), to: \(to)): \(from) must be a child of the container and differ from \(to)")
            return nil
        }
        container.addChild(to)
        from.willMove(toParent: nil)
        let context = UIViewControllerTransitionContext(from: from, to: to, containerView: container.view,
                                                        isAnimated: animated, presentationStyle: .custom)
        context.setInitialFrame(from.view.frame, for: from)
        context.setFinalFrame(.zero, for: from)
        context.setFinalFrame(container.view.bounds, for: to)
        let forwards = container.shouldAutomaticallyForwardAppearanceMethods && container.appearanceState != .disappeared
        if forwards {
            from.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        context.completionHandler = { [weak container] completed in
            guard let container else { return }
            if completed {
                from.view.removeFromSuperview()
                if forwards {
                    from.endAppearanceTransition()
                    to.endAppearanceTransition()
                }
                from.removeFromParent()
                to.didMove(toParent: container)
            } else {
                to.viewIfLoaded?.removeFromSuperview()
                if forwards {
                    to.runAppearanceTransition(false, animated: animated)
                    from.runAppearanceTransition(true, animated: animated)
                }
                to.willMove(toParent: nil)
                to.removeFromParent()
                from.didMove(toParent: container)
            }
        }
        return context
    }
}
