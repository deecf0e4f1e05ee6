extension UISplitViewController {
    /// How many columns the interface has. `.unspecified` is the classic
    /// interface of `viewControllers` (primary, secondary); the others use the
    /// column API (iOS 14).
    public enum Style: Int, Sendable {
        case unspecified = 0, doubleColumn = 1, tripleColumn = 2
    }

    /// A column of the column API.
    public enum Column: Int, Sendable {
        /// The leading column (the list, or the sidebar of three columns).
        case primary = 0
        /// The middle column of a three-column interface.
        case supplementary = 1
        /// The detail.
        case secondary = 2
        /// What is shown instead of the columns when collapsed, if set.
        case compact = 3
        /// The trailing inspector column of iOS 26 (not laid out by Segue: setting it is refused with a message).
        case inspector = 4
    }

    /// Whether the split view shows its display-mode button (iOS 14.5).
    public enum DisplayModeButtonVisibility: Int, Sendable { case automatic, never, always }

    /// How the columns share the screen: beside each other, over the
    /// secondary, or pushing it aside (iOS 14). Segue derives the layout from
    /// the display mode alone; `.automatic` is what it reports.
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }

    /// Which edge the primary column is on.
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }

    /// The look of the primary column's background.
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }

    /// Whether a split view is laid out expanded or collapsed (iOS 26's trait value).
    public enum LayoutEnvironment: Int, Sendable { case none, expanded, collapsed }

    /// How the columns share the screen when the interface is expanded.
    public enum DisplayMode: Int, Sendable {
        /// Chosen for the size: beside in landscape, detail only in portrait.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column (the primary, or the supplementary of three) beside the secondary.
        case oneBesideSecondary = 2
        /// One column over the full-width secondary.
        case oneOverSecondary = 3
        /// Primary and supplementary beside the secondary (three columns).
        case twoBesideSecondary = 4
        /// Primary and supplementary over the full-width secondary (three columns).
        case twoOverSecondary = 5
        /// Primary and supplementary pushing the secondary aside (three columns).
        case twoDisplaceSecondary = 6

        /// The classic name of `.secondaryOnly`.
        public static let primaryHidden = DisplayMode.secondaryOnly
        /// The classic name of `.oneBesideSecondary`.
        public static let allVisible = DisplayMode.oneBesideSecondary
        /// The classic name of `.oneOverSecondary`.
        public static let primaryOverlay = DisplayMode.oneOverSecondary
    }

    /// Asks for the system's width for a column (the default of the width properties).
    nonisolated public static let automaticDimension: CGFloat = -1
}

extension UIViewController {
    /// Posted by a split view controller when the controller that
    /// `showDetailViewController(_:sender:)` would reach changes: when it
    /// collapses or expands (R10.4). The object is the split view controller.
    public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// The nearest split view controller among this controller's ancestors.
    public var splitViewController: UISplitViewController? {
        var ancestor = parent
        while let current = ancestor {
            if let split = current as? UISplitViewController { return split }
            ancestor = current.parent
        }
        return nil
    }
}
