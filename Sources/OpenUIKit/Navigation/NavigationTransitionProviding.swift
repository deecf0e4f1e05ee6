/// A controller that animates its own push and pop when the navigation
/// controller's delegate vends no animator: the hook a collection view
/// controller with `useLayoutToLayoutNavigationTransitions` uses to animate
/// the shared collection view from one layout to the next instead of sliding.
///
/// For a push the controller pushed is asked; for a pop the controller popped.
/// Returning nil leaves the built-in parallax slide.
@MainActor
protocol NavigationTransitionProviding: AnyObject {
    /// The animator for `operation` from `from` to `to`, or nil for the built-in one.
    func navigationAnimator(for operation: UINavigationController.Operation, from: UIViewController,
                            to: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
}
