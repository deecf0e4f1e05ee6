/// A controller that animates its own push and pop when the navigation
/// controller's delegate vends no animator: the hook a collection view
/// controller with `useLayoutToLayoutNavigationTransitions` uses to animate
/// the shared collection view from one layout to the next instead of sliding.
///
/// For a push the controller pushed is asked; for a pop the controller popped.
/// Returning nil leaves the built-in parallax slide. When the navigation
/// controller's delegate vends an animator, that one runs, and the provider
/// is told so it can follow alongside.
@MainActor
protocol NavigationTransitionProviding: AnyObject {
    /// The animator for `operation` from `from` to `to`, or nil for the built-in one.
    func navigationAnimator(for operation: UINavigationController.Operation, from: UIViewController,
                            to: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?

    /// The delegate's animator is about to run `operation` from `from` to `to`;
    /// `coordinator` takes animations alongside it.
    func navigationTransitionWillRunDelegateAnimator(for operation: UINavigationController.Operation, from: UIViewController,
                                                     to: UIViewController,
                                                     coordinator: any UIViewControllerTransitionCoordinator)
}
