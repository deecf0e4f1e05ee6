/// The pan behind `interactiveContentPopGestureRecognizer` (iOS 26): a swipe
/// from leading to trailing that starts anywhere in the navigation
/// controller's content pops interactively, as the edge swipe does.
///
/// Once the finger has moved the pan's 10 points it decides at once, so the
/// recognizers waiting for it never wait longer than that: it begins when the
/// move is mostly horizontal towards the trailing edge and the navigation
/// controller can pop (or catch its running push), and fails otherwise. It
/// also fails on a touch that starts on the bars, in the leading edge's margin
/// (where `interactivePopGestureRecognizer` decides, enabled or not), or over a
/// scroll view that can still scroll towards the leading edge: the scroll view
/// wins, and at its leading edge the pop does. Scroll views' pans wait for it
/// to fail, so a horizontal swipe over a table pops and a vertical one scrolls.
/// Segue lays out left to right only: the leading edge is the left one.
@MainActor
final class NavigationContentPopGestureRecognizer: UIPanGestureRecognizer {
    weak var navigationController: UINavigationController?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        // At the root nothing waits for it: it fails at once.
        if numberOfTouches > 1 || navigationController.map({ $0.viewControllers.count < 2 }) != false || !startsInContent(touches) {
            state = .failed
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let origin {
            let p = location(in: nil)
            let dx = p.x - origin.x, dy = p.y - origin.y
            if hypot(dx, dy) >= Self.hysteresis, !(dx > abs(dy) && popCanBegin) {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// Whether the touches went down in the content, away from the leading edge's margin.
    private func startsInContent(_ touches: Set<UITouch>) -> Bool {
        guard let navigationController, let touch = touches.first, let touched = touch.view,
              touched.isDescendant(of: navigationController.contentView) else { return false }
        let bounds = touch.window?.bounds ?? .zero
        return touch.location(in: nil).x - bounds.minX > UIScreenEdgePanGestureRecognizer.edgeMargin
    }

    /// Whether the navigation controller can pop now and no scroll view under the finger scrolls that way first.
    private var popCanBegin: Bool {
        guard let navigationController, navigationController.canBeginInteractivePop,
              !navigationController.topPopsWithZoom else { return false }
        var node = trackedTouches.first?.view
        while let view = node, view !== navigationController.contentView {
            if let scrollView = view as? UIScrollView, scrollView.isScrollEnabled, scrollView.scrollsHorizontally,
               scrollView.contentOffset.x > -scrollView.adjustedContentInset.left + 0.5 {
                return false
            }
            node = view.superview
        }
        return true
    }

    /// A scroll view's pan in the content waits for this one to fail.
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, let scrollView = (otherGestureRecognizer as? ScrollPanGestureRecognizer)?.scrollView else {
            return false
        }
        return scrollView.isDescendant(of: navigationController.contentView)
    }
}
