/// Where a split view's columns go for each display mode, and how the modes
/// follow one another: pure geometry, kept apart from the controller logic.
@MainActor
struct SplitColumnLayout {
    typealias Column = UISplitViewController.Column
    typealias DisplayMode = UISplitViewController.DisplayMode

    /// The width of an automatic column.
    static let automaticColumnWidth: CGFloat = 320
    /// How long a display-mode change slides.
    static let displayModeDuration: TimeInterval = 0.35
    /// The hairline between columns side by side.
    static let separatorColor = UIColor(white: 0.78, alpha: 1)

    /// The mode `requested` stands for at `bounds`: `.automatic` is the
    /// columns beside each other in landscape, the secondary alone (two
    /// columns) or beside the supplementary (three) in portrait; three-column
    /// modes become their one-column kin in two-column styles.
    func resolve(_ requested: DisplayMode, style: UISplitViewController.Style, bounds: CGRect) -> DisplayMode {
        let landscape = bounds.width > bounds.height
        let threeColumns = style == .tripleColumn
        switch requested {
        case .automatic:
            if threeColumns { return landscape ? .twoBesideSecondary : .oneBesideSecondary }
            return landscape ? .oneBesideSecondary : .secondaryOnly
        case .twoBesideSecondary, .twoDisplaceSecondary: return threeColumns ? requested : .oneBesideSecondary
        case .twoOverSecondary: return threeColumns ? requested : .oneOverSecondary
        default: return requested
        }
    }

    /// The columns on screen in `mode`.
    func visibleColumns(mode: DisplayMode, style: UISplitViewController.Style) -> Set<Column> {
        let leading: Column = style == .tripleColumn ? .supplementary : .primary
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [leading, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
        }
    }

    /// Whether leading columns lie over the secondary (which is then dimmed).
    func overlays(_ mode: DisplayMode) -> Bool { mode == .oneOverSecondary || mode == .twoOverSecondary }

    /// Each column's frame in `bounds`: hidden leading columns wait off the leading edge.
    func frames(mode: DisplayMode, style: UISplitViewController.Style, collapsed: Bool, bounds: CGRect,
                primaryWidth p: CGFloat, supplementaryWidth s: CGFloat) -> [Column: CGRect] {
        let w = bounds.width, h = bounds.height
        if collapsed { return [.primary: bounds, .compact: bounds] }
        func column(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: width, height: h) }
        guard style == .tripleColumn else {
            let shown = mode != .secondaryOnly
            return [.primary: column(shown ? 0 : -p, p),
                    .secondary: mode == .oneBesideSecondary ? column(p, w - p) : column(0, w),
                    .compact: bounds]
        }
        let two = mode == .twoBesideSecondary || mode == .twoOverSecondary || mode == .twoDisplaceSecondary
        let one = mode == .oneBesideSecondary || mode == .oneOverSecondary
        let secondary: CGRect
        switch mode {
        case .twoBesideSecondary: secondary = column(p + s, w - p - s)
        case .twoDisplaceSecondary: secondary = column(p + s, w - s)
        case .oneBesideSecondary: secondary = column(s, w - s)
        default: secondary = column(0, w)
        }
        return [.primary: column(two ? 0 : -p - s, p),
                .supplementary: column(two ? p : one ? 0 : -s, s),
                .secondary: secondary,
                .compact: bounds]
    }

    /// The x positions of the hairlines between columns side by side in `frames`.
    func separators(mode: DisplayMode, frames: [Column: CGRect]) -> [CGFloat] {
        guard mode == .oneBesideSecondary || mode == .twoBesideSecondary || mode == .twoDisplaceSecondary else { return [] }
        return [Column.primary, .supplementary].compactMap { column in
            guard let frame = frames[column], frame.minX >= 0, frame.width > 0 else { return nil }
            return frame.maxX
        }
    }

    /// A column's width in a split view `width` wide: the points asked for,
    /// else the fraction, else 320, kept between the minimum and maximum
    /// (`automaticDimension`, a negative value, leaves each out).
    func columnWidth(in width: CGFloat, points: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        var preferred = points >= 0 ? points : fraction >= 0 ? fraction * width : Self.automaticColumnWidth
        if minimum >= 0 { preferred = max(preferred, minimum) }
        if maximum >= 0 { preferred = min(preferred, maximum) }
        return max(0, min(preferred, width))
    }

    /// The mode the display-mode button reveals the leading columns with:
    /// beside in landscape, over the secondary in portrait.
    func revealingMode(style: UISplitViewController.Style, bounds: CGRect) -> DisplayMode {
        let landscape = bounds.width > bounds.height
        if style == .tripleColumn { return landscape ? .twoBesideSecondary : .twoOverSecondary }
        return landscape ? .oneBesideSecondary : .oneOverSecondary
    }

    /// The mode after `show(column)` from `current`.
    func mode(showing column: Column, from current: DisplayMode, style: UISplitViewController.Style, bounds: CGRect) -> DisplayMode {
        let landscape = bounds.width > bounds.height
        switch (style == .tripleColumn, column) {
        case (false, .primary): return revealingMode(style: style, bounds: bounds)
        case (true, .primary): return landscape ? .twoBesideSecondary : .twoOverSecondary
        case (true, .supplementary): return landscape ? .oneBesideSecondary : .oneOverSecondary
        default: return current
        }
    }

    /// The mode after `hide(column)` from `current`.
    func mode(hiding column: Column, from current: DisplayMode, style: UISplitViewController.Style) -> DisplayMode {
        switch (style == .tripleColumn, column) {
        case (false, .primary), (true, .supplementary): return .secondaryOnly
        case (true, .primary): return current == .twoOverSecondary ? .oneOverSecondary : .oneBesideSecondary
        default: return current
        }
    }
}
