/// A container that shows one page (or two, side by side, in a page-curl
/// interface with its spine in the middle) and changes pages by scrolling them
/// or curling them over, set in code with
/// `setViewControllers(_:direction:animated:completion:)` or turned with a
/// finger through the data source's pages.
///
/// Every page change, animated or not, in code or by gesture, runs through the
/// same transition driver as the other containers: appearance callbacks in the
/// navigation controller's order (the outgoing page's `viewWillDisappear`,
/// then the incoming page's `viewWillAppear`; the same for the "did"s), and on
/// a cancelled drag the incoming page goes back and the outgoing one comes
/// back (R2.1). A page change has no transition coordinator (UIKit runs it on a
/// scroll view of its own). The shown pages are the children; an incoming page
/// is added when its turn begins (`willMove(toParent:)`) and a page leaves when
/// the turn completes (`willMove(toParent: nil)`, `didMove(toParent: nil)`), then
/// the incoming one's `didMove(toParent:)`.
///
/// A drag asks the data source for the neighbouring page when it begins, tells
/// the delegate `pageViewController(_:willTransitionTo:)`, moves the pages with
/// the finger, and on release completes (past half way, or flicked) or falls
/// back (a short, slow drag); the delegate then hears
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`.
/// A scroll-style controller whose data source gives a `presentationCount(for:)`
/// shows a page control below the pages.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// Told of gesture-driven turns; asked for spines and orientations (held weakly).
    open weak var delegate: (any UIPageViewControllerDelegate)?
    /// Supplies the pages a gesture turns to (held weakly). Without one, only code changes pages.
    open weak var dataSource: (any UIPageViewControllerDataSource)?

    /// How pages change.
    open var transitionStyle: TransitionStyle { style }
    /// Whether pages change side to side or top to bottom.
    open var navigationOrientation: NavigationOrientation { orientation }
    /// Where the spine is: `.none` for the scroll style; for the page curl the
    /// `spineLocation` option, else `.min`.
    open var spineLocation: SpineLocation { spine }

    /// Whether pages have content on their backs (a page-curl interface then
    /// takes two controllers per change). Default: true with the spine in the middle, else false.
    open var isDoubleSided: Bool {
        get { doubleSided }
        set { doubleSided = newValue }
    }

    /// The pages shown (nil before any were set): one, or two for a
    /// double-sided page curl (with the spine in the middle: left and right;
    /// else the front of the page and the back of the one before).
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The gesture recognizers that turn pages, to attach elsewhere or to
    /// coordinate with: the pan and the tap of the page-curl style; empty for
    /// the scroll style (its scroll view's are its own), as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer] { style == .pageCurl ? [pan, tap] : [] }

    private let style: TransitionStyle
    private let orientation: NavigationOrientation
    private var spine: SpineLocation
    private var doubleSided: Bool
    /// The `interPageSpacing` option: points between pages while they scroll.
    private let interPageSpacing: CGFloat
    private var pages: [UIViewController] = []
    /// The page change under way, if any.
    private var runningTransition: UIViewControllerTransitionContext?
    /// The turn a finger drives.
    private var activeDrag: (interaction: UIPercentDrivenInteractiveTransition, direction: NavigationDirection)?
    /// Holds the pages' views; the page changes' container.
    private let contentView = ContainerContentView()
    /// The dots below the pages, when the data source gives a presentation count.
    private let pageControl = UIPageControl()
    private var showsPageControl = false
    private lazy var pan: PageTurnPanGestureRecognizer = {
        let pan = PageTurnPanGestureRecognizer { [weak self] in self?.handlePan($0) }
        pan.orientation = orientation
        return pan
    }()
    private lazy var tap = UITapGestureRecognizer { [weak self] in self?.handleTap($0) }

    // MARK: Creating

    /// A page view controller with `style` and `navigationOrientation`, and the
    /// `options`: `.spineLocation` (page curl only) and `.interPageSpacing` (scroll only).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        self.style = style
        orientation = navigationOrientation
        let requestedSpine = options?[.spineLocation].flatMap(Self.spineLocation(from:)) ?? .min
        spine = style == .scroll ? .none : requestedSpine == .none ? .min : requestedSpine
        doubleSided = spine == .mid
        interPageSpacing = style == .scroll ? options?[.interPageSpacing].flatMap(Self.points(from:)) ?? 0 : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// A page-curl, horizontal page view controller (Interface Builder's default).
    public required init?(coder: NSCoder) {
        style = .pageCurl
        orientation = .horizontal
        spine = .min
        doubleSided = false
        interPageSpacing = 0
        super.init(coder: coder)
    }

    private static func spineLocation(from value: Any) -> SpineLocation? {
        if let spine = value as? SpineLocation { return spine }
        if let number = value as? NSNumber { return SpineLocation(rawValue: number.intValue) }
        return (value as? Int).flatMap(SpineLocation.init(rawValue:))
    }

    private static func points(from value: Any) -> CGFloat? {
        switch value {
        case let points as CGFloat: points
        case let number as NSNumber: CGFloat(number.doubleValue)
        case let points as Double: CGFloat(points)
        case let points as Int: CGFloat(points)
        default: nil
        }
    }

    // MARK: The view

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.layoutBars = { [weak self] in self?.layoutPages() }
        view = root
        contentView.frame = root.bounds
        contentView.clipsToBounds = true
        root.addSubview(contentView)
        pageControl.isUserInteractionEnabled = false
        pageControl.isHidden = !showsPageControl
        root.addSubview(pageControl)
        contentView.addGestureRecognizer(pan)
        if style == .pageCurl { contentView.addGestureRecognizer(tap) }
        for (index, page) in visible(pages).enumerated() {
            page.view.frame = restFrame(index, of: pages)
            contentView.addSubview(page.view)
        }
        layoutPages()
    }

    /// Lays out the pages and the page control for the view's size and safe area.
    private func layoutPages() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        if showsPageControl {
            let height = UIPageControl.controlHeight
            let top = bounds.height - root.safeAreaInsets.bottom - height
            pageControl.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
            contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: top)
        } else {
            contentView.frame = bounds
        }
        guard runningTransition == nil else { return }
        for (index, page) in visible(pages).enumerated() where page.viewIfLoaded?.superview === contentView {
            page.view.frame = restFrame(index, of: pages)
        }
    }

    /// The pages of `controllers` that show: the front alone for a double-sided
    /// page curl with its spine at an edge (its second is the back of the page before).
    private func visible(_ controllers: [UIViewController]) -> [UIViewController] {
        style == .pageCurl && spine != .mid && doubleSided ? Array(controllers.prefix(1)) : controllers
    }

    /// Where the `index`th shown page of `controllers` rests: the whole
    /// content, or its half on its side of a middle spine.
    private func restFrame(_ index: Int, of controllers: [UIViewController]) -> CGRect {
        let bounds = contentView.bounds
        guard style == .pageCurl, spine == .mid, visible(controllers).count == 2 else { return bounds }
        if orientation == .horizontal {
            let half = bounds.width / 2
            return CGRect(x: bounds.minX + CGFloat(index) * half, y: bounds.minY, width: half, height: bounds.height)
        }
        let half = bounds.height / 2
        return CGRect(x: bounds.minX, y: bounds.minY + CGFloat(index) * half, width: bounds.width, height: half)
    }

    /// How many controllers a change takes: two for a double-sided page curl
    /// or a middle spine, else one (UIKit's rule).
    private var requiredCount: Int { style == .pageCurl && (spine == .mid || doubleSided) ? 2 : 1 }

    // MARK: Changing pages in code

    /// Shows `viewControllers`, sliding or curling them in from `direction`
    /// when `animated`, then calls `completion` (true when the change
    /// completed). The count must be what the style and spine require (one,
    /// or two for a double-sided page curl); a wrong count is refused with
    /// UIKit's message and nothing changes. A change asked for while another
    /// runs is refused too.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        enterRuntime()
        let new = viewControllers ?? []
        guard new.count == requiredCount else {
            SegueDiagnostics.report("\(self): The number of view controllers provided (\(new.count)) doesn't match the number required (\(requiredCount)) for the requested transition: \(new); setViewControllers ignored")
            return
        }
        guard TransitionDriver.admits(animated: animated, during: runningTransition, waitingForFirstFrame: false, refusal: {
            "\(self) was asked to show \(new) during the \($0); ignored"
        }) else { return }
        change(to: new, direction: direction, animated: animated, completion: completion)
        // Asked once the pages are set, so the index can be the shown page's.
        if style == .scroll, let dataSource {
            let count = dataSource.presentationCount(for: self)
            showsPageControl = count > 0
            if showsPageControl {
                pageControl.numberOfPages = count
                pageControl.currentPage = dataSource.presentationIndex(for: self)
            }
            pageControl.isHidden = !showsPageControl
            viewIfLoaded?.setNeedsLayout()
        }
    }

    // MARK: The one way pages change

    /// Changes the pages to `new` through the transition driver: by gesture
    /// (the pages then change when the turn completes, and the delegate hears
    /// of its end), driven by `interaction` for a drag, or in code (at once).
    private func change(to new: [UIViewController], direction: NavigationDirection, animated: Bool, byGesture: Bool = false,
                        interaction: UIPercentDrivenInteractiveTransition? = nil, completion: ((Bool) -> Void)?) {
        let old = pages
        let entering = new.filter { controller in !old.contains { $0 === controller } }
        let leaving = old.filter { controller in !new.contains { $0 === controller } }
        let outgoing = visible(old), incoming = visible(new)
        let disappearing = outgoing.filter { controller in !incoming.contains { $0 === controller } }
        let appearing = incoming.filter { controller in !outgoing.contains { $0 === controller } }
        for controller in entering { addChild(controller) }
        if !byGesture { pages = new }
        guard isViewLoaded else {
            // The view installs the pages when it loads.
            for controller in leaving {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in entering { controller.didMove(toParent: self) }
            completion?(true)
            return
        }
        let onScreen = isShowingInWindow
        for controller in appearing { controller.loadViewIfNeeded() }
        let from = outgoing.first, to = incoming.first
        let animates = animated && onScreen && !disappearing.isEmpty && !appearing.isEmpty
        let context = UIViewControllerTransitionContext(from: from, to: to, containerView: contentView, isAnimated: animates,
                                                        presentationStyle: .none)
        if let from { context.setInitialFrame(from.view.frame, for: from) }
        if let to { context.setFinalFrame(restFrame(0, of: new), for: to) }
        let transition = TransitionDriver(context: context, policy: .init(
            appearance: onScreen ? .init(disappearing: disappearing, appearing: appearing, appearingEndsFirst: false) : .none,
            isCoordinator: false,
            settle: { [weak self] completed in
                guard let self else { return }
                runningTransition = nil
                let shown = completed ? new : old
                let hidden = completed ? outgoing : incoming
                for controller in hidden where !visible(shown).contains(where: { $0 === controller }) {
                    controller.viewIfLoaded?.removeFromSuperview()
                }
                if completed { pages = new }
                for (index, controller) in visible(shown).enumerated() {
                    if controller.view.superview !== contentView { contentView.addSubview(controller.view) }
                    controller.view.isHidden = false
                    controller.view.frame = restFrame(index, of: shown)
                }
                if byGesture, completed, showsPageControl {
                    pageControl.currentPage += direction == .forward ? 1 : -1
                }
            }, finish: { [weak self] completed in
                guard let self else { return }
                if completed {
                    for controller in leaving {
                        controller.willMove(toParent: nil)
                        controller.removeFromParent()
                    }
                    for controller in entering { controller.didMove(toParent: self) }
                } else {
                    for controller in entering {
                        controller.willMove(toParent: nil)
                        controller.removeFromParent()
                    }
                }
            }, didEnd: { [weak self] completed in
                guard let self else { return }
                if byGesture, let delegate {
                    UITransitionTracing.record(delegate, "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)")
                    delegate.pageViewController(self, didFinishAnimating: true, previousViewControllers: old,
                                                transitionCompleted: completed)
                }
                completion?(completed)
            }))
        guard animates else {
            transition.runImmediately()
            return
        }
        runningTransition = context
        let animator: any UIViewControllerAnimatedTransitioning = switch style {
        case .scroll:
            PageScrollAnimator(direction: direction, orientation: orientation, pageSize: contentView.bounds.size,
                               spacing: interPageSpacing, interactive: interaction != nil)
        case .pageCurl:
            PageCurlAnimator(direction: direction, outgoing: outgoing.map { $0.view },
                             incoming: incoming.enumerated().map { (view: $0.element.view, frame: restFrame($0.offset, of: new)) },
                             interactive: interaction != nil)
        }
        transition.beginAppearance()
        transition.run(animator: animator, interactionController: interaction)
    }

    // MARK: Turning pages by gesture

    /// The pages a turn in `direction` goes to, from the data source (nil at
    /// either end): as many as a change takes, following on from the pages shown.
    private func neighbours(_ direction: NavigationDirection) -> [UIViewController]? {
        guard let dataSource, var anchor = direction == .forward ? pages.last : pages.first else { return nil }
        var found: [UIViewController] = []
        for _ in 0..<requiredCount {
            let next: UIViewController?
            if direction == .forward {
                UITransitionTracing.record(dataSource, "pageViewController(_:viewControllerAfter:)")
                next = dataSource.pageViewController(self, viewControllerAfter: anchor)
            } else {
                UITransitionTracing.record(dataSource, "pageViewController(_:viewControllerBefore:)")
                next = dataSource.pageViewController(self, viewControllerBefore: anchor)
            }
            guard let next, !pages.contains(where: { $0 === next }), !found.contains(where: { $0 === next }) else { return nil }
            found.append(next)
            anchor = next
        }
        return direction == .forward ? found : found.reversed()
    }

    /// Starts a gesture-driven turn in `direction`: the neighbouring pages,
    /// the delegate's `willTransitionTo`, then the change, driven by
    /// `interaction` (a drag) or animated at once (a tap). False when there is
    /// no page that way or a change is running.
    @discardableResult
    private func turnByGesture(_ direction: NavigationDirection, interaction: UIPercentDrivenInteractiveTransition?) -> Bool {
        guard runningTransition == nil, isShowingInWindow, let new = neighbours(direction) else { return false }
        if let delegate {
            UITransitionTracing.record(delegate, "pageViewController(_:willTransitionTo:)")
            delegate.pageViewController(self, willTransitionTo: new)
        }
        change(to: new, direction: direction, animated: true, byGesture: true, interaction: interaction, completion: nil)
        return true
    }

    /// How far a finger drags to turn a page all the way: a page's extent,
    /// plus the spacing for the scroll style.
    private var dragExtent: CGFloat {
        let size = contentView.bounds.size
        return max((orientation == .horizontal ? size.width : size.height) + interPageSpacing, 1)
    }

    private func handlePan(_ gesture: UIGestureRecognizer) {
        guard let gesture = gesture as? UIPanGestureRecognizer else { return }
        let translation = gesture.translation(in: contentView)
        let along = orientation == .horizontal ? translation.x : translation.y
        switch gesture.state {
        case .began:
            // The page follows the finger from where the drag began.
            gesture.setTranslation(.zero, in: contentView)
            let direction: NavigationDirection = along < 0 ? .forward : .reverse
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            activeDrag = (interaction, direction)
            if !turnByGesture(direction, interaction: interaction) { activeDrag = nil }
        case .changed:
            guard let drag = activeDrag else { return }
            drag.interaction.update(progress(along, drag.direction))
        case .ended:
            guard let drag = activeDrag else { return }
            activeDrag = nil
            let velocity = gesture.velocity(in: contentView)
            let speed = (orientation == .horizontal ? velocity.x : velocity.y) * (drag.direction == .forward ? -1 : 1)
            // Past half way, or flicked on: it completes; a short, slow drag (or a flick back) falls back.
            if speed > Self.flickSpeed || (progress(along, drag.direction) > 0.5 && speed > -Self.flickSpeed) {
                drag.interaction.finish()
            } else {
                drag.interaction.cancel()
            }
        case .cancelled, .failed:
            activeDrag?.interaction.cancel()
            activeDrag = nil
        default:
            break
        }
    }

    /// The speed, in points per second along the turn, above which a released drag completes.
    static let flickSpeed: CGFloat = 300

    /// The progress of a drag `along` the orientation in `direction`.
    private func progress(_ along: CGFloat, _ direction: NavigationDirection) -> CGFloat {
        min(max((direction == .forward ? -along : along) / dragExtent, 0), 1)
    }

    /// A tap on the page curl's leading (or top) half turns back, on the other half forward.
    private func handleTap(_ gesture: UIGestureRecognizer) {
        guard gesture.state == .ended else { return }
        let point = gesture.location(in: contentView)
        let before = orientation == .horizontal ? point.x < contentView.bounds.midX : point.y < contentView.bounds.midY
        turnByGesture(before ? .reverse : .forward, interaction: nil)
    }

    // MARK: Orientation

    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard style == .pageCurl, let delegate else { return }
        UITransitionTracing.record(delegate, "pageViewController(_:spineLocationFor:)")
        let location = delegate.pageViewController(self, spineLocationFor: size.width > size.height ? .landscapeLeft : .portrait)
        if location != .none { spine = location }
    }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self)
            ?? super.preferredInterfaceOrientationForPresentation
    }
}
