/// The pan of a page view controller: it begins only for a movement mostly
/// along the navigation orientation, so a drag across it (a list scrolling
/// inside a page) is left to the page.
@MainActor
final class PageTurnPanGestureRecognizer: UIPanGestureRecognizer {
    var orientation: UIPageViewController.NavigationOrientation = .horizontal

    override func shouldBegin(from origin: CGPoint) -> Bool {
        guard super.shouldBegin(from: origin) else { return false }
        let p = location(in: nil)
        let along = orientation == .horizontal ? p.x - origin.x : p.y - origin.y
        let across = orientation == .horizontal ? p.y - origin.y : p.x - origin.x
        return abs(along) > abs(across)
    }
}
