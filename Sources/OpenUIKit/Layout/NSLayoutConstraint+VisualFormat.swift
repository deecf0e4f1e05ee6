extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the
    /// views of a format, which way it runs, and how it measures vertical spacing.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Each view's left edge on the next one's.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Each view's right edge on the next one's.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Each view's top edge on the next one's.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Each view's bottom edge on the next one's.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Each view's leading edge on the next one's.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Each view's trailing edge on the next one's.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Each view's horizontal centre on the next one's.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Each view's vertical centre on the next one's.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Each view's last baseline on the next one's.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Each view's first baseline on the next one's.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The alignment flags.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format runs from the leading edge to the trailing one (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right whatever the layout direction.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left whatever the layout direction.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The direction flags.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Vertical spacing runs from edge to edge (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing runs from one view's last baseline to the next one's first.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The spacing flags.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The constraints a visual format string describes, neither activated nor
    /// installed (add them with `NSLayoutConstraint.activate(_:)` or
    /// `addConstraints(_:)`). `H:|-(left)-[view(>=44@750)]-[other]-|`: `H:` or
    /// `V:` gives the axis, `|` the superview, `[name]` a view of `views`,
    /// `-` standard spacing (8 points, 20 to the superview), `-10-` or
    /// `-(>=metric@750)-` explicit spacing, `(…)` after a view name its width
    /// or height; names in predicates are `metrics` keys (numbers).
    ///
    /// A format UIKit cannot parse raises an exception on iOS; Segue logs
    /// UIKit's message, with a caret under the place, and returns no constraints.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try parser.constraints()
        } catch {
            let caret = String(repeating: " ", count: error.position) + "^"
            SegueDiagnostics.report("Unable to parse constraint format: \n\(error.reason) \n\(format) \n\(caret)")
            return []
        }
    }
}
