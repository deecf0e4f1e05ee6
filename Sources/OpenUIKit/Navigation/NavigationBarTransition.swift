/// The navigation bar's part of a push or pop, as UIKit draws it.
///
/// A push from a lower item L to an upper item U: L's title moves to where
/// U's back button label sits and fades out, while U's back label comes from
/// where L's title was and fades in, so the title becomes the back button's
/// label (a cross-fade from the title's look to the back label's while both
/// move); L's back label (if any) leaves towards the leading edge and fades;
/// U's title comes in from the trailing side (from `slide` points right of
/// its place, about the centre-right) and fades in; the chevron fades in when
/// a back button appears (and stays put when both items have one); the bar
/// button items cross-fade in place; a large title leaves towards the
/// leading side with the outgoing view's parallax (a third of the bar) and
/// comes in with the incoming view from the trailing edge, fading. A pop from
/// U to L is the same motion run backwards.
///
/// Every view goes from its start to its end value in one animation block
/// added with the transition coordinator's `animate(alongsideTransition:)`,
/// so the bar follows the transition's duration and curve, the interaction's
/// progress when it is interactive (R18.2), and a cancel (R18.4).
@MainActor
final class NavigationBarTransition {
    /// One view's transform and alpha.
    struct Look {
        var transform: CGAffineTransform
        var alpha: CGFloat
    }

    /// One view's part: its look with the lower item shown and with the upper one shown.
    private struct Move {
        let view: UIView
        let lower: Look
        let upper: Look
        /// Its look at rest (before the transition, and after it in the content that stays).
        let rest: Look
    }

    let old: NavigationBarContent
    let new: NavigationBarContent
    let isPush: Bool
    /// How far right of its place the upper title starts on a push (and ends on a pop).
    let slide: CGFloat
    @exclusivity(unchecked) private var moves: [Move] = []

    init(from old: NavigationBarContent, to new: NavigationBarContent, push: Bool, barWidth: CGFloat) {
        self.old = old
        self.new = new
        isPush = push
        // Room for the usual moves (titles, back labels, chevron, a few items) at once, not grown one doubling at a time.
        moves.reserveCapacity(8)
        let (lower, upper) = push ? (old, new) : (new, old)
        let titleWidths = (lower.titleElement?.bounds.width ?? 0) + (upper.titleElement?.bounds.width ?? 0)
        // About the centre-right, and far enough that the titles never overlap.
        slide = max(barWidth / 4, titleWidths / 2 + 8)
        let upperBack = upper.shownBackButton, lowerBack = lower.shownBackButton

        // The title's text and the back label's, matched in size while they cross-fade (bold text is wider).
        var scale: CGFloat = 1
        if let title = lower.titleElement as? UILabel, let back = upperBack?.label {
            let titleWidth = title.sizeThatFits(.zero).width, backWidth = back.sizeThatFits(.zero).width
            if titleWidth > 0 && backWidth > 0 { scale = backWidth / titleWidth }
        }
        // Optionals unwrapped, not mapped: a closure handed to the standard library is checked for the main actor.
        var upperBackLabelCenter: CGPoint?
        if let upperBack { upperBackLabelCenter = Self.backLabelCenter(upperBack) }
        if let title = lower.titleElement {
            // Becomes the upper item's back label (or leaves to the leading side when there is none).
            var offset = CGVector(dx: -slide, dy: 0)
            if let upperBackLabelCenter { offset = Self.offset(from: title.center, to: upperBackLabelCenter) }
            add(title, lower: .init(transform: .identity, alpha: 1),
                upper: .init(transform: offset.translation.scaledBy(x: scale, y: scale), alpha: 0))
        }
        if let back = upperBack, let backLabelCenter = upperBackLabelCenter {
            // Comes from where the lower title was.
            var offset = CGVector(dx: slide, dy: 0)
            if let lowerTitle = lower.titleElement { offset = Self.offset(from: backLabelCenter, to: lowerTitle.center) }
            add(back.label, lower: .init(transform: offset.translation.scaledBy(x: 1 / scale, y: 1 / scale), alpha: 0),
                upper: .init(transform: .identity, alpha: 1))
        }
        if let back = lowerBack {
            // Leaves towards the leading edge, under the clip at the chevron.
            let shift = back.label.frame.maxX
            add(back.label, lower: .init(transform: .identity, alpha: 1),
                upper: .init(transform: CGAffineTransform(translationX: -shift, y: 0), alpha: 0))
        }
        if let title = upper.titleElement {
            add(title, lower: .init(transform: CGAffineTransform(translationX: slide, y: 0), alpha: 0),
                upper: .init(transform: .identity, alpha: 1))
        }
        switch (lowerBack, upperBack) {
        case let (lowerBack?, upperBack?):
            // One chevron in one place throughout: the lower item's.
            _ = lowerBack
            add(upperBack.chevron, lower: .init(transform: .identity, alpha: 0), upper: .init(transform: .identity, alpha: 0))
        case let (nil, upperBack?):
            add(upperBack.chevron, lower: .init(transform: .identity, alpha: 0), upper: .init(transform: .identity, alpha: 1))
        case let (lowerBack?, nil):
            add(lowerBack.chevron, lower: .init(transform: .identity, alpha: 1), upper: .init(transform: .identity, alpha: 0))
        case (nil, nil):
            break
        }
        // A large title leaves with the outgoing view's parallax and comes in with the incoming view, fading.
        if let large = lower.shownLargeTitle {
            add(large, lower: .init(transform: .identity, alpha: 1),
                upper: .init(transform: CGAffineTransform(translationX: -barWidth / 3, y: 0), alpha: 0))
        }
        if let large = upper.shownLargeTitle {
            add(large, lower: .init(transform: CGAffineTransform(translationX: barWidth, y: 0), alpha: 0),
                upper: .init(transform: .identity, alpha: 1))
        }
        for view in lower.itemViews {
            add(view, lower: .init(transform: .identity, alpha: 1), upper: .init(transform: .identity, alpha: 0))
        }
        for view in upper.itemViews {
            add(view, lower: .init(transform: .identity, alpha: 0), upper: .init(transform: .identity, alpha: 1))
        }
    }

    private func add(_ view: UIView, lower: Look, upper: Look) {
        let rest = Look(transform: view.transform, alpha: view.alpha)
        func scaled(_ look: Look) -> Look { Look(transform: look.transform, alpha: look.alpha * rest.alpha) }
        moves.append(Move(view: view, lower: scaled(lower), upper: scaled(upper), rest: rest))
    }

    /// The back label's centre in the content's coordinates.
    private static func backLabelCenter(_ button: NavigationBackButton) -> CGPoint {
        let clip = button.label.superview!
        return CGPoint(x: button.frame.minX + clip.frame.minX + button.label.center.x,
                       y: button.frame.minY + clip.frame.minY + button.label.center.y)
    }

    private static func offset(from start: CGPoint, to end: CGPoint) -> CGVector {
        CGVector(dx: end.x - start.x, dy: end.y - start.y)
    }

    /// Gives `view` the look, setting only what differs (a view at its look already is left alone).
    private static func apply(_ look: Look, to view: UIView) {
        if view.transform != look.transform { view.transform = look.transform }
        if view.alpha != look.alpha { view.alpha = look.alpha }
    }

    /// Sets every view to its look at the start, at once (actions suspended:
    /// nothing animates, and no change asks for an action).
    func applyStart() {
        let suspension = CATransaction.suspendActions()
        for move in moves { Self.apply(isPush ? move.lower : move.upper, to: move.view) }
        suspension.end()
    }

    /// Sets every view to its look at the end (inside the alongside animation block).
    func applyEnd() {
        for move in moves { Self.apply(isPush ? move.upper : move.lower, to: move.view) }
    }

    /// Puts the views of both contents back at rest, at once (one left since is left alone).
    func rest() {
        let suspension = CATransaction.suspendActions()
        for move in moves where isInAContent(move.view) {
            move.view.layer.removeAllAnimations()
            Self.apply(move.rest, to: move.view)
        }
        suspension.end()
    }

    /// Whether `view` is in the old or the new content, in one walk up its
    /// superviews (asking each content in turn walked the new content's views
    /// up to the window first, the old content being out of the bar by then).
    private func isInAContent(_ view: UIView) -> Bool {
        // Up by unretained links: the hierarchy keeps every ancestor alive.
        unowned(unsafe) var ancestor = view
        while ancestor !== old && ancestor !== new {
            guard let parent = ancestor.superview else { return false }
            ancestor = parent
        }
        return true
    }
}

extension CGVector {
    fileprivate var translation: CGAffineTransform { CGAffineTransform(translationX: dx, y: dy) }
}
