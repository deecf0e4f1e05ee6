extension UIViewController.Transition {
    /// Options for a zoom transition.
    @preconcurrency @MainActor
    open class ZoomOptions: NSObject {
        /// Called when an interactive dismissal (a drag down, a pinch, the
        /// leading-edge swipe) is about to begin; returning false keeps the
        /// controller where it is. Nil: the system decides (`willBegin`).
        open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?

        /// A closure that returns the rectangle, in the zoomed view controller's
        /// view, to align with the source view; nil (or a nil answer) aligns the whole view.
        open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?

        /// The color that dims the view behind the zoomed one (nil: black at
        /// 20 % opacity, Segue's choice: iOS does not document its default).
        open var dimmingColor: UIColor?

        /// A blur laid over the view behind the zoomed one while it is zoomed (nil: none).
        open var dimmingVisualEffect: UIBlurEffect?

        /// Options with every value at its default.
        public override init() {
            super.init()
        }
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// Data you can use to determine whether an interactive dismissal can begin.
    @preconcurrency @MainActor
    public final class InteractionContext: NSObject {
        /// The touch's location, in the zoomed view controller's view.
        public let location: CGPoint
        /// The touch's velocity, in points per second.
        public let velocity: CGVector
        /// Whether the system would begin the dismissal for this gesture (a
        /// drag mostly downwards, a pinch closing, a swipe from the leading edge).
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
        }
    }

    /// An object that contains a zoom transition's starting and ending views.
    @preconcurrency @MainActor
    public final class AlignmentRectContext: NSObject {
        /// The view zoomed from and back into.
        public let sourceView: UIView
        /// The view controller zoomed in.
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
        }
    }
}

extension UIViewController.Transition {
    /// What a zoom transition's source view provider is told.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
        /// The controller the zoom comes from: the presenter, or the controller below in the navigation stack.
        public let sourceViewController: UIViewController
        /// The controller zoomed in: the one presented or pushed.
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }
}
