extension UIPageViewController {
    /// How pages change: a page curling over, or pages sliding side by side.
    public enum TransitionStyle: Int, Sendable {
        /// A page curls over from its corner, like a book's.
        case pageCurl = 0
        /// Pages slide, side by side, with `interPageSpacing` between them.
        case scroll = 1
    }

    /// The direction pages move in.
    public enum NavigationOrientation: Int, Sendable {
        /// Pages turn or slide from side to side.
        case horizontal = 0
        /// Pages turn or slide from top to bottom.
        case vertical = 1
    }

    /// Where the spine of a page-curl interface lies.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style.
        case none = 0
        /// At the leading (or top) edge: one page at a time.
        case min = 1
        /// In the middle: two pages at a time.
        case mid = 2
        /// At the trailing (or bottom) edge: one page at a time.
        case max = 3
    }

    /// Which way a change of pages goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page (from the trailing or bottom side).
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Keys of the options passed to `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String

        /// Creates a key with the given name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The spine location of a page-curl interface: a `SpineLocation`
        /// (or its raw value as an `NSNumber` or `Int`).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages of the scroll style, in points: a `CGFloat`
        /// (or an `NSNumber`, `Double` or `Int`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
