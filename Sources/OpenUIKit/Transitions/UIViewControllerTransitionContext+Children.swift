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
    /// It runs through the transition driver, with a custom container's policy
    /// (navigation's appearance order, the views and containment above). Call
    /// `start(animator:interactionController:)` on the result.
    public static func forChildTransition(in container: UIViewController, from: UIViewController, to: UIViewController,
                                          animated: Bool = true) -> UIViewControllerTransitionContext? {
        guard from.parent === container, to !== from else {
            SegueDiagnostics.report("forChildTransition(in: \(container), from: \(from), to: \(to)): \(from) must be a child of the container and differ from \(to)")
            return nil
        }
        container.addChild(to)
        from.willMove(toParent: nil)
        let context = TransitionDriver.childContext(from: from, to: to, in: container.view, animated: animated,
                                                    presentationStyle: .custom)
        let forwards = container.shouldAutomaticallyForwardAppearanceMethods && container.appearanceState != .disappeared
        let transition = TransitionDriver(context: context, policy: .init(
            appearance: forwards ? .init(disappearing: from, appearing: to, appearingEndsFirst: false) : .none,
            settle: { completed in
                if completed { from.view.removeFromSuperview() } else { to.viewIfLoaded?.removeFromSuperview() }
            }, finish: { [weak container] completed in
                guard let container else { return }
                if completed {
                    from.removeFromParent()
                    to.didMove(toParent: container)
                } else {
                    to.willMove(toParent: nil)
                    to.removeFromParent()
                    from.didMove(toParent: container)
                }
            }))
        transition.beginAppearance()
        return context
    }
}
