/// What ties a navigation controller's bar to its controllers' content
/// scroll views (`contentScrollView(for: .top)`): the bar's metrics for a
/// controller (compact height, its large title, how far its content has
/// scrolled past the top edge), the inset that keeps each content scroll view
/// covering its controller's bar with the large title at rest, and the
/// observation of the top controller's scroll view, so the bar follows the
/// scrolling: its large title collapses or stretches, its background goes
/// from the scroll-edge look to the standard one.
@MainActor
final class NavigationBarScrollTracker {
    private unowned let navigationController: UINavigationController
    private var observation: NSKeyValueObservation?
    private weak var observed: UIScrollView?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The bar's metrics while `controller` is on top, in compact height or not (`isCompact`).
    func metrics(for controller: UIViewController?, isCompact: Bool) -> NavigationBarMetrics {
        var metrics = restingMetrics(for: controller, isCompact: isCompact)
        metrics.tracksScrollEdge = true
        if let scrollView = controller?.contentScrollView(for: .top) {
            // Past the range where the bar changes, scrolling further changes nothing (the same metrics).
            let reach = (metrics.showsLargeTitle ? NavigationBarMetrics.largeTitleRowHeight : 0)
                + NavigationBarMetrics.scrollEdgeFadeDistance
            metrics.scrolled = min(max(scrollView.scrolledPastTopEdge, metrics.showsLargeTitle ? -.infinity : 0), reach)
        }
        return metrics
    }

    /// Whether the navigation controller is compact tall (a phone in landscape).
    /// Asked once for a pass over the bar: reading traits walks up the hierarchy.
    var isCompact: Bool { navigationController.traitCollection.verticalSizeClass == .compact }

    /// The bar's metrics while `controller` is on top, its content not scrolled.
    private func restingMetrics(for controller: UIViewController?, isCompact: Bool) -> NavigationBarMetrics {
        NavigationBarMetrics(isCompact: isCompact, showsLargeTitle: !isCompact && navigationController.navigationBar.prefersLargeTitles
                                 && controller.map(showsLargeTitle) ?? false)
    }

    /// Whether `controller`'s item shows a large title when the bar prefers
    /// them: `.always` does, `.never` and `.inline` do not, `.automatic` does
    /// as the item beneath it on the stack (the bottom one does).
    private func showsLargeTitle(_ controller: UIViewController) -> Bool {
        let stack = navigationController.viewControllers
        let items = stack.firstIndex { $0 === controller }.map { stack[...$0].map(\.navigationItem) } ?? [controller.navigationItem]
        var index = items.count - 1
        while true {
            switch items[index].largeTitleDisplayMode {
            case .always: return true
            case .never, .inline: return false
            case .automatic:
                guard index > 0 else { return true }
                index -= 1
            }
        }
    }

    /// The expanded bar height of each controller when it was last on the
    /// stack: a controller popped keeps its own while its transition runs.
    /// (Updated at every layout of the bars: no dynamic exclusivity check.)
    @exclusivity(unchecked) private var expandedHeights: [ObjectIdentifier: CGFloat] = [:]

    /// Gives each loaded content scroll view of the children (those on the
    /// stack and those leaving it) the inset adjustment that makes its
    /// adjusted inset cover its controller's bar with the large title at rest,
    /// whatever the bar's height now, so no content moves as the bar changes.
    func adjustContentInsets(barHeight: CGFloat, barShown: Bool, isCompact: Bool) {
        let children = navigationController.children
        for controller in navigationController.viewControllers {
            expandedHeights[ObjectIdentifier(controller)] = restingMetrics(for: controller, isCompact: isCompact).expandedHeight
        }
        // Forgets the controllers no longer children.
        expandedHeights.removeValues(forObjectsNotIn: children)
        for controller in children {
            guard controller.isViewLoaded, let scrollView = controller.contentScrollView(for: .top),
                  let expanded = expandedHeights[ObjectIdentifier(controller)] else { continue }
            scrollView.largeTitleInsetAdjustment = barShown ? expanded - barHeight : 0
        }
    }

    /// Observes the content scroll view of `controller` (the top one): its
    /// scrolling calls `changed`.
    func track(_ controller: UIViewController?, changed: @escaping @MainActor () -> Void) {
        let scrollView = controller?.isViewLoaded == true ? controller?.contentScrollView(for: .top) : nil
        guard scrollView !== observed || (scrollView != nil && observation == nil) else { return }
        observation?.invalidate()
        observation = nil
        observed = scrollView
        observation = scrollView?.observe(\.contentOffset) { _, _ in changed() }
    }
}
