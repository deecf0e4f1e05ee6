extension UIScrollView {
    /// A tap on the status bar over `window`: the one scroll view on screen
    /// with `scrollsToTop` animates its content to the top, if its delegate
    /// agrees, and tells it `scrollViewDidScrollToTop(_:)` when there. With
    /// none, or more than one, nothing scrolls (UIKit's rule on iPhone).
    static func scrollToTopForStatusBarTap(in window: UIWindow) {
        var candidates: [UIScrollView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if let scrollView = view as? UIScrollView, scrollView.scrollsToTop,
               scrollView.convert(scrollView.bounds, to: window).intersects(window.bounds) {
                candidates.append(scrollView)
            }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        guard candidates.count == 1, let scrollView = candidates.first else { return }
        guard scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return }
        let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        scrollView.stopMotion()
        guard top != scrollView.contentOffset else { return }
        scrollView.startScrollAnimation(to: top) { scrollView in scrollView.delegate?.scrollViewDidScrollToTop(scrollView) }
    }
}
