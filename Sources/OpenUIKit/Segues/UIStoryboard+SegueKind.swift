extension UIStoryboard {
    /// What a segue does, as a storyboard's segue kinds (Segue's addition, for
    /// storyboards built in code; spec R11.4).
    public enum SegueKind {
        /// `show(_:sender:)` on the source: a push inside a navigation controller, else modal.
        case show
        /// `showDetailViewController(_:sender:)` on the source: the detail of a split view, else modal.
        case showDetail
        /// Presents the destination modally, with the given styles when not nil.
        case presentModally(style: UIModalPresentationStyle? = nil, transition: UIModalTransitionStyle? = nil,
                            animated: Bool = true)
        /// Presents the destination in a popover anchored at the sender (a view or a bar button item).
        case popover
        /// A custom segue: `make` builds the `UIStoryboardSegue` subclass from (identifier, source, destination).
        case custom(@MainActor (String?, UIViewController, UIViewController) -> UIStoryboardSegue)
        /// An unwind segue to the controller that implements the action.
        case unwind(Selector)
    }
}
