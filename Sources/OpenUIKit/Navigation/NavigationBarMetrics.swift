/// Where a navigation bar stands and what follows from it: its height, the
/// height of its large-title row, how far it has gone from its scroll-edge
/// look to its standard one, and how the inline and large titles show.
///
/// The figures are UIKit's: a 44-point row (32 in compact height, on a phone
/// in landscape) and, for a large title, a 52-point row beneath it. What iOS
/// does not document (the distances of the cross-fades, the stretch of the
/// large title) is Segue's choice, recorded in docs/Differences.md.
struct NavigationBarMetrics: Equatable {
    /// The row of the bar's content in regular height, and in compact height.
    static let rowHeight: CGFloat = 44
    static let compactRowHeight: CGFloat = 32
    /// The large-title row under the 44-point row.
    static let largeTitleRowHeight: CGFloat = 52
    /// How far content scrolls past the scroll edge while the bar cross-fades
    /// from its scroll-edge look to its standard one.
    static let scrollEdgeFadeDistance: CGFloat = 12
    /// How far a pull down stretches the large title to its largest, and that scale.
    static let largeTitleStretchDistance: CGFloat = 60
    static let largeTitleMaximumScale: CGFloat = 1.1

    /// Whether the bar is compact tall (its row 32 points, never a large title).
    var isCompact = false
    /// Whether the top item shows a large title.
    var showsLargeTitle = false
    /// Whether a navigation controller manages the bar (without one, the bar always shows its standard look).
    var tracksScrollEdge = false
    /// How far the content scroll view has scrolled past its top edge
    /// (negative: pulled down past it); nil when there is no content scroll view.
    var scrolled: CGFloat?

    /// The row of the bar's content.
    var rowHeight: CGFloat { isCompact ? Self.compactRowHeight : Self.rowHeight }

    /// The large-title row's height now: 52 points at the scroll edge, less as
    /// the content scrolls up (down to nothing), more as it is pulled down.
    var largeTitleRowHeight: CGFloat {
        guard showsLargeTitle else { return 0 }
        return max(0, Self.largeTitleRowHeight - (scrolled ?? 0))
    }

    /// The bar's height (below the status bar).
    var height: CGFloat { rowHeight + largeTitleRowHeight }

    /// The bar's height with its large title at rest (what a content scroll view's inset covers).
    var expandedHeight: CGFloat { rowHeight + (showsLargeTitle ? Self.largeTitleRowHeight : 0) }

    /// 0 at the scroll edge, 1 once the content is `scrollEdgeFadeDistance`
    /// under the bar (for a large title: once the title has collapsed): how
    /// far the background has gone from the scroll-edge look to the standard one.
    /// With no content scroll view the bar is at the edge (iOS 15); without a
    /// navigation controller it is standard.
    var standardProgress: CGFloat {
        guard tracksScrollEdge else { return 1 }
        guard let scrolled else { return 0 }
        let underBar = scrolled - (showsLargeTitle ? Self.largeTitleRowHeight : 0)
        return min(max(underBar / Self.scrollEdgeFadeDistance, 0), 1)
    }

    /// The inline title's opacity: hidden while the large title shows, fading
    /// in over the second half of the collapse as the large title goes under the row.
    var inlineTitleAlpha: CGFloat {
        guard showsLargeTitle else { return 1 }
        let half = Self.largeTitleRowHeight / 2
        return min(max((half - largeTitleRowHeight) / half, 0), 1)
    }

    /// The large title's scale: grows on a pull down, up to `largeTitleMaximumScale`.
    var largeTitleScale: CGFloat {
        guard showsLargeTitle, let scrolled, scrolled < 0 else { return 1 }
        let stretch = min(-scrolled / Self.largeTitleStretchDistance, 1)
        return 1 + (Self.largeTitleMaximumScale - 1) * stretch
    }
}
