import OpenUIKit

/// A book of three pages in a page-curl page view controller: Run turns to the
/// next page (it curls away from the corner), Reverse brings it back down.
/// With a finger, a drag curls the page with it.
public struct PageCurlDemo: GalleryDemo {
    public static let name = "page-curl"
    public static let title = "Page curl"
    public static let group = DemoGroup.customContainers
    public static let summary = "UIPageViewController's page-curl style: the page curls away from its corner to the next one."

    private let book = DemoBook(["Chapter 1", "Chapter 2", "Chapter 3"])

    public init() {}

    public func makeRootViewController() -> UIViewController {
        book.makePager(.pageCurl)
    }

    public func run(from root: UIViewController) { book.turn(root, .forward) }
    public func reverse(from root: UIViewController) { book.turn(root, .reverse) }
}

/// The same book in the scroll style, 16 points between pages, with a page control.
public struct PageScrollDemo: GalleryDemo {
    public static let name = "page-scroll"
    public static let title = "Scrolling pages"
    public static let group = DemoGroup.customContainers
    public static let summary = "UIPageViewController's scroll style: pages slide side by side, with a page control."

    private let book = DemoBook(["Welcome", "Pages", "Done"])

    public init() {}

    public func makeRootViewController() -> UIViewController {
        book.makePager(.scroll, options: [.interPageSpacing: 16])
    }

    public func run(from root: UIViewController) { book.turn(root, .forward) }
    public func reverse(from root: UIViewController) { book.turn(root, .reverse) }
}

/// The pages of a demo book, as the page view controller's data source.
@MainActor
final class DemoBook: NSObject, UIPageViewControllerDataSource {
    private let pages: [UIViewController]

    init(_ titles: [String]) {
        let colors = [DemoPalette.start, DemoPalette.third, DemoPalette.fourth]
        pages = titles.enumerated().map { DemoScreen($0.element, color: colors[$0.offset % colors.count]) }
    }

    func makePager(_ style: UIPageViewController.TransitionStyle,
                   options: [UIPageViewController.OptionsKey: Any]? = nil) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal, options: options)
        pager.view.backgroundColor = .systemBackground
        pager.dataSource = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        return pager
    }

    /// Turns a page of `root` (a page view controller) in `direction`, in code.
    func turn(_ root: UIViewController, _ direction: UIPageViewController.NavigationDirection) {
        guard let pager = root as? UIPageViewController, let shown = pager.viewControllers?.first else { return }
        let next = direction == .forward
            ? pageViewController(pager, viewControllerAfter: shown)
            : pageViewController(pager, viewControllerBefore: shown)
        guard let next else { return }
        pager.setViewControllers([next], direction: direction, animated: true)
    }

    private func index(of controller: UIViewController) -> Int? { pages.firstIndex { $0 === controller } }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        index(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        index(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
    }
}
