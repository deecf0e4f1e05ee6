/// Told what a scroll view's dragging, deceleration and animations do. Every
/// method is optional (the defaults do nothing).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by a drag, a deceleration, an animation or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted: `velocity` is in points per millisecond; changing
    /// `targetContentOffset.pointee` changes where the deceleration stops.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` tells whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts to decelerate after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The deceleration (or the bounce back) came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation of `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// A tap on the status bar is about to scroll the content to the top; false prevents it (default true).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// A scroll to the top asked by a tap on the status bar ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
