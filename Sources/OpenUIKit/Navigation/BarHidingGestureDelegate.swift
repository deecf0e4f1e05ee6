/// The delegate of the navigation controller's bar-hiding tap and swipe:
/// neither starts on the bars themselves (their buttons keep their taps), and
/// the swipe only starts for a vertical move.
@MainActor
final class BarHidingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// How far a vertical swipe travels before the bars hide or show.
    static let swipeDistance: CGFloat = 20

    weak var navigationController: UINavigationController?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let navigationController, let root = navigationController.viewIfLoaded else { return false }
        let point = touch.location(in: root)
        let bars: [UIView] = [navigationController.navigationBar, navigationController.toolbar]
        return !bars.contains { !$0.isHidden && $0.frame.contains(point) }
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let travel = pan.translation(in: pan.view)
        return abs(travel.y) > abs(travel.x)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}
