/// Tabs of controllers, one shown at a time, chosen in a tab bar along the
/// bottom. Switching has no animation unless the delegate vends an animator
/// (R1.6.1); the appearance order is the tab bar's (R1.6.2); every tab stays a
/// child the whole time (R1.6.4). Animated switches run through the same
/// transition machinery as presentations and navigation.
///
/// All tabs get an item in the bar: there is no "More" tab (see `docs/Differences.md`).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Decides about user selections; vends switch animators (held weakly).
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The bar of tabs.
    public let tabBar = UITabBar(frame: .zero)

    private var tabs: [UIViewController] = []
    private var selectedIndexStorage = NSNotFound
    /// The switch animating, if any.
    private var runningTransition: UIViewControllerTransitionContext?
    /// Holds the selected tab's view; the switches' container.
    let contentView = TabContentView()
    /// `isTabBarHidden`: the app hid the bar (iOS 18).
    private var tabBarHiddenStorage = false
    /// A pushed controller that `hidesBottomBarWhenPushed` hides the bar.
    private var isTabBarHiddenForPush = false

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The view

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.layoutBars = { [weak self] in self?.layoutTabBar() }
        view = root
        contentView.tabBarController = self
        contentView.frame = root.bounds
        root.addSubview(contentView)
        root.addSubview(tabBar)
        tabBar.itemTapped = { [weak self] item in self?.userTapped(item) }
        if let selected = selectedViewController { contentView.install(selected.view) }
        layoutTabBar()
    }

    /// Lays out the content and the bar for the view's size and safe area.
    func layoutTabBar() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let bottom = root.safeAreaInsets.bottom
        // Hidden by the app, the bar waits just below the bottom edge (its background extension with it).
        let y = tabBarHiddenStorage ? bounds.height : bounds.height - bottom - UITabBar.standardHeight
        tabBar.frame = CGRect(x: 0, y: y, width: bounds.width, height: UITabBar.standardHeight)
        tabBar.backgroundExtension = bottom
        contentView.frame = bounds
        if runningTransition == nil, let selected = selectedViewController?.viewIfLoaded, selected.superview === contentView {
            selected.frame = contentView.bounds
        }
    }

    // MARK: Tabs

    /// The tabs, leading to trailing. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs, keeping the selected controller selected when it
    /// stays, else the same index, else the first (R1.6.5). `animated` only
    /// concerns the bar's items.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        enterRuntime()
        let new = viewControllers ?? []
        var seen = Set<ObjectIdentifier>()
        for controller in new where !seen.insert(ObjectIdentifier(controller)).inserted {
            SegueDiagnostics.report("\(self): the view controllers \(new) contain \(controller) more than once; setViewControllers ignored")
            return
        }
        let previousSelection = selectedViewController
        let previousIndex = selectedIndexStorage
        let leaving = tabs.filter { old in !new.contains { $0 === old } }
        let entering = new.filter { candidate in !tabs.contains { $0 === candidate } }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in entering { addChild(controller) }
        tabs = new
        tabBar.setItems(tabs.map { $0.tabBarItem }, animated: animated)
        let index: Int
        if let previousSelection, let kept = tabs.firstIndex(where: { $0 === previousSelection }) {
            index = kept
        } else if previousIndex != NSNotFound, previousIndex < tabs.count {
            index = previousIndex
        } else {
            index = tabs.isEmpty ? NSNotFound : 0
        }
        let newSelection = index == NSNotFound ? nil : tabs[index]
        selectedIndexStorage = index
        tabBar.selectedItem = newSelection?.tabBarItem
        if newSelection !== previousSelection {
            swapWithoutAnimation(from: previousSelection, to: newSelection)
        }
        for controller in leaving {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in entering { controller.didMove(toParent: self) }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { selectedIndexStorage == NSNotFound || selectedIndexStorage >= tabs.count ? nil : tabs[selectedIndexStorage] }
        set {
            enterRuntime()
            guard let newValue else { return }
            guard let index = tabs.firstIndex(where: { $0 === newValue }) else {
                SegueDiagnostics.report("\(self): attempt to set selectedViewController to \(newValue), which is not in viewControllers \(tabs); ignored")
                return
            }
            select(index)
        }
    }

    /// The selected tab's index (`NSNotFound` with no tabs).
    open var selectedIndex: Int {
        get { selectedIndexStorage }
        set {
            enterRuntime()
            guard newValue >= 0, newValue < tabs.count else {
                SegueDiagnostics.report("\(self): selectedIndex \(newValue) is out of 0..<\(tabs.count); ignored")
                return
            }
            select(newValue)
        }
    }

    // MARK: Switching

    /// A tap on `item`: the delegate may refuse; a re-tap of the selected tab still reports `didSelect` (R1.6.3).
    private func userTapped(_ item: UITabBarItem) {
        guard let index = tabs.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = tabs[index]
        if let delegate {
            UITransitionTracing.record(delegate, "tabBarController(_:shouldSelect:)")
            guard delegate.tabBarController(self, shouldSelect: controller) else { return }
        }
        select(index)
        if let delegate {
            UITransitionTracing.record(delegate, "tabBarController(_:didSelect:)")
            delegate.tabBarController(self, didSelect: controller)
        }
    }

    /// Switches to the tab at `index`: animated only with the delegate's
    /// animator (R1.6.1). A switch asked for while one animates is refused, as
    /// the driver decides for an animated request.
    private func select(_ index: Int) {
        guard index != selectedIndexStorage else { return }
        guard TransitionDriver.admits(animated: true, during: runningTransition, waitingForFirstFrame: false, refusal: {
            "\(self) was asked to select tab \(index) during the \($0); ignored"
        }) else { return }
        let from = selectedViewController
        let to = tabs[index]
        selectedIndexStorage = index
        tabBar.selectedItem = to.tabBarItem
        guard let from, isViewLoaded, view.window != nil, appearanceState != .disappeared else {
            swapWithoutAnimation(from: from, to: to)
            return
        }
        let delegate = delegate
        let vended = TransitionDriver.vend(
            from: delegate, animatorQuestion: "tabBarController(_:animationControllerForTransitionFrom:to:)",
            animator: { delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) },
            interactionQuestion: "tabBarController(_:interactionControllerFor:)",
            interactionController: { delegate?.tabBarController(self, interactionControllerFor: $0) })
        guard let animator = vended.animator else {
            swapWithoutAnimation(from: from, to: to)
            return
        }
        to.loadViewIfNeeded()
        let context = TransitionDriver.childContext(from: from, to: to, in: contentView, animated: true)
        // The switching controller answers `transitionCoordinator` too (R2.9).
        let transition = TransitionDriver(context: context, policy: .init(
            appearance: .init(disappearing: from, appearing: to, appearingEndsFirst: false, appearingBeginsFirst: true),
            participants: [self],
            settle: { [weak self] completed in
                guard let self else { return }
                runningTransition = nil
                if completed {
                    from.view.removeFromSuperview()
                    to.view.frame = contentView.bounds
                } else {
                    to.viewIfLoaded?.removeFromSuperview()
                    if from.view.superview !== contentView { contentView.install(from.view) }
                    // A cancelled switch leaves the old tab selected.
                    selectedIndexStorage = tabs.firstIndex { $0 === from } ?? selectedIndexStorage
                    tabBar.selectedItem = from.tabBarItem
                }
            }))
        runningTransition = context
        transition.beginAppearance()
        transition.run(animator: animator, interactionController: vended.interactionController)
    }

    /// Shows `to` in place of `from` at once: the driver runs the switch with
    /// an immediate animator and no coordinator (UIKit has none without an
    /// animator), with the tab bar's appearance order (R1.6.2) when on screen.
    private func swapWithoutAnimation(from: UIViewController?, to: UIViewController?) {
        guard isViewLoaded else { return }
        let visible = view.window != nil && appearanceState != .disappeared
        let context = UIViewControllerTransitionContext(from: from, to: to, containerView: contentView, isAnimated: false,
                                                        presentationStyle: .none)
        TransitionDriver(context: context, policy: .init(
            appearance: visible ? .init(disappearing: from, appearing: to, appearingEndsFirst: false, appearingBeginsFirst: true)
                : .none,
            isCoordinator: false,
            settle: { [self] _ in
                from?.viewIfLoaded?.removeFromSuperview()
                if let to { contentView.install(to.view) }
            })).runImmediately()
    }

    // MARK: Hiding the bar (iOS 18)

    /// How long the bar takes to slide out of the screen or back (Segue's
    /// choice, recorded in docs/Differences.md: UIKit's standard 0.35 s, ease in-out).
    static let tabBarHidingDuration: TimeInterval = 0.35

    /// Whether the app hid the tab bar. Setting it is `setTabBarHidden(_:animated: false)`.
    open var isTabBarHidden: Bool {
        get { tabBarHiddenStorage }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the tab bar: it slides down out of the screen (and back
    /// up) over `tabBarHidingDuration`, ease in-out. The tabs' safe area
    /// changes at once — its bottom inset drops to the window's when the bar
    /// hides — and their layout animates with the bar.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        enterRuntime()
        guard hidden != tabBarHiddenStorage else { return }
        tabBarHiddenStorage = hidden
        guard isViewLoaded, !isTabBarHiddenForPush else { return }
        let apply = { [self] in
            layoutTabBar()
            contentView.safeAreaChanged()
            view.layoutIfNeeded()
        }
        guard animated, view.window != nil else {
            tabBar.isHidden = hidden
            apply()
            return
        }
        tabBar.isHidden = false
        view.layoutIfNeeded()
        UIView.animate(withDuration: UITabBarController.tabBarHidingDuration, delay: 0, options: [.curveEaseInOut],
                       animations: apply, completion: { [weak self] _ in
            guard let self, tabBarHiddenStorage, !isTabBarHiddenForPush else { return }
            tabBar.isHidden = true
        })
    }

    // MARK: Hiding the bar with a push

    /// Hides or shows the bar alongside a navigation transition of the
    /// selected tab (`hidesBottomBarWhenPushed`): it slides with the pushed
    /// view and comes back if the transition is cancelled. While the app has
    /// hidden the bar (`isTabBarHidden`) only the push's wish is recorded.
    func setTabBarHidden(_ hidden: Bool, alongside coordinator: (any UIViewControllerTransitionCoordinator)?) {
        guard !tabBarHiddenStorage else {
            isTabBarHiddenForPush = hidden
            return
        }
        guard hidden != tabBar.isHidden || tabBar.transform != .identity else { return }
        isTabBarHiddenForPush = hidden
        let width = tabBar.bounds.width
        guard let coordinator, coordinator.isAnimated else {
            tabBar.isHidden = hidden
            tabBar.transform = .identity
            contentView.safeAreaChanged()
            return
        }
        // Pushed away to the leading side with the view beneath; back in from there on the pop.
        let away = CGAffineTransform(translationX: -width, y: 0)
        tabBar.isHidden = false
        if !hidden { tabBar.transform = away }
        coordinator.animate(alongsideTransition: { [tabBar] _ in
            tabBar.transform = hidden ? away : .identity
        }, completion: { [weak self] context in
            guard let self else { return }
            let nowHidden = context.isCancelled ? !hidden : hidden
            isTabBarHiddenForPush = nowHidden
            // A push or pop ended at once by one taking it over leaves its slide unfinished: it ends here too.
            tabBar.layer.removeAllAnimations()
            tabBar.transform = .identity
            tabBar.isHidden = nowHidden
            contentView.safeAreaChanged()
        })
    }

    // MARK: Unwinding

    /// Selects the tab on the way to an unwind's destination (R11.5).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard let index = tabs.firstIndex(where: { $0 === subsequentVC }) else { return }
        select(index)
    }

    // MARK: Containment

    /// The selected tab decides the status bar and the orientations.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        selectedViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
}

/// Holds the selected tab's view: its safe area ends above the tab bar.
@MainActor
final class TabContentView: ContainerContentView {
    weak var tabBarController: UITabBarController?

    override var safeAreaInsets: UIEdgeInsets {
        var insets = super.safeAreaInsets
        guard let bar = tabBarController?.tabBar, !bar.isHidden else { return insets }
        insets.bottom = max(insets.bottom, frame.maxY - bar.frame.minY)
        return insets
    }
}
