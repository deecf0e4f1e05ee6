/// A controller's content scroll view for one edge, set with
/// `setContentScrollView(_:for:)` (a nil one means none), held weakly; and
/// the search UIKit makes when none is set.
@MainActor
struct ContentScrollViewReference {
    weak var scrollView: UIScrollView?

    /// The scroll view UIKit's bars follow when the controller sets none: the
    /// view itself when it is one, else the frontmost scroll view under the
    /// middle of the view's top edge, looking from the front subview down
    /// (never inside a scroll view already found). UIKit looks there too; the
    /// exact point is not documented (docs/Differences.md).
    static func find(in view: UIView?) -> UIScrollView? {
        guard let view else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return find(at: CGPoint(x: view.bounds.midX, y: view.bounds.minY + 1), in: view)
    }

    private static func find(at point: CGPoint, in view: UIView) -> UIScrollView? {
        for subview in view.subviews.reversed() where !subview.isHidden {
            let local = subview.convert(point, from: view)
            if let scrollView = subview as? UIScrollView {
                if scrollView.bounds.contains(local) { return scrollView }
                continue
            }
            if let found = find(at: local, in: subview) { return found }
        }
        return nil
    }
}
