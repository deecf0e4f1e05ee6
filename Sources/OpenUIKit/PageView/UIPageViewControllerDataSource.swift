/// Supplies a page view controller's pages on demand, for gesture-driven
/// navigation, and (optionally) the number of pages and the current index for
/// its page indicator.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of pages the indicator shows. A scroll-style page view
    /// controller shows a page control when this (and `presentationIndex(for:)`)
    /// are implemented; the default, 0, shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The index of the page shown, asked when `setViewControllers(_:direction:animated:completion:)`
    /// is called; after a gesture the index follows by itself (default 0).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
