/// Manages a view hierarchy: loads it on demand, receives the appearance
/// callbacks as it comes and goes, contains child controllers and presents
/// others modally.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    /// `<Type: title>`, or `<Type: address>` for a controller without a title:
    /// what Segue's messages print to name a controller.
    nonisolated open override var description: String {
        if let title = titleStorage { return "<\(type(of: self)): \(title)>" }
        return "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())>"
    }

    /// Where a controller is in its appearance cycle (R1.1.1).
    enum AppearanceState: Sendable { case disappeared, appearing, appeared, disappearing }

    private var loadedView: UIView?
    /// A localized title.
    open var title: String? {
        get { titleStorage }
        set {
            titleStorage = newValue
            navigationItemStorage?.title = newValue
            tabBarItemStorage?.controllerTitleDidChange(newValue)
        }
    }
    /// Read by `description`, which is nonisolated as `NSObject`'s is; written only on the main actor.
    nonisolated(unsafe) private var titleStorage: String?
    /// The size the controller would like for its view (presentation controllers read it).
    open var preferredContentSize: CGSize {
        get { preferredContentSizeStorage }
        set {
            let oldValue = preferredContentSizeStorage
            NSKeyValueObservation.objectWillChange(self)
            preferredContentSizeStorage = newValue
            NSKeyValueObservation.objectDidChange(self)
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            activePresentation?.presentationController.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    private var preferredContentSizeStorage: CGSize = .zero

    // MARK: Bars and safe area (open: subclasses override them, as on iOS)

    var navigationItemStorage: UINavigationItem?
    var toolbarItemsStorage: [UIBarButtonItem]?
    var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero
    var hidesBottomBarWhenPushedStorage = false
    var tabBarItemStorage: UITabBarItem?

    /// What the navigation bar shows while this controller is on top (its title follows `title`).
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The items the navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets `toolbarItems`, updating the toolbar when this controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// Whether the tab bar hides while this controller is pushed on a tab's
    /// navigation stack (an override returning true works as setting it does).
    open var hidesBottomBarWhenPushed: Bool {
        get { hidesBottomBarWhenPushedStorage }
        set { hidesBottomBarWhenPushedStorage = newValue }
    }

    /// The item that represents this controller in a tab bar (made from its title on first use).
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            item.titleFollowsController = true
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The scroll views set with `setContentScrollView(_:for:)`, by edge (held
    /// weakly). Read at every layout of the bars: no dynamic exclusivity check.
    @exclusivity(unchecked) var contentScrollViewStorage: [UInt: ContentScrollViewReference] = [:]

    /// The scroll view whose scrolling the bar along `edge` follows (its
    /// scroll-edge look, a navigation bar's large title): the one set for that
    /// edge, else the one UIKit finds (see `ContentScrollViewReference`).
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let set = contentScrollViewStorage[edge.rawValue] { return set.scrollView }
        return ContentScrollViewReference.find(in: viewIfLoaded)
    }

    /// Sets the scroll view the bars along `edges` follow (nil: none, not the one UIKit would find).
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for single in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(single) {
            contentScrollViewStorage[single.rawValue] = ContentScrollViewReference(scrollView: scrollView)
        }
        navigationController?.contentScrollViewDidChange(self)
    }

    /// Sets the scroll view the bars along every edge follow.
    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }

    /// Insets added to the safe area of the controller's view.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage }
        set {
            additionalSafeAreaInsetsStorage = newValue
            // The whole subtree's safe area moved: its guides solve again (R15.5).
            viewIfLoaded?.safeAreaInsetsDidChangeInSubtree()
        }
    }

    /// Whether a scroll view that is this controller's view, with
    /// `contentInsetAdjustmentBehavior` `.automatic`, takes the top and bottom
    /// safe area into its insets even when it does not scroll vertically, if
    /// the controller is in a navigation controller (default true; deprecated
    /// in iOS 11 for `contentInsetAdjustmentBehavior`, which it now qualifies).
    @available(iOS, deprecated: 11.0, message: "Use UIScrollView's contentInsetAdjustmentBehavior instead")
    open var automaticallyAdjustsScrollViewInsets: Bool {
        get { automaticallyAdjustsScrollViewInsetsStorage }
        set {
            automaticallyAdjustsScrollViewInsetsStorage = newValue
            viewIfLoaded?.setNeedsLayout()
        }
    }
    private var automaticallyAdjustsScrollViewInsetsStorage = true

    // MARK: Containment storage

    /// The parent controller, when this one is a child.
    /// (Read whenever traits or the transition coordinator are resolved: no dynamic exclusivity check.)
    @exclusivity(unchecked) public private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added. (Read at every
    /// appearance callback and layout of a container: no dynamic exclusivity check.)
    @exclusivity(unchecked) public private(set) var children: [UIViewController] = []

    /// Puts the children in `order` (a container whose children have an order of
    /// their own, like a navigation stack); children not in `order` keep their place after.
    func orderChildren(as order: [UIViewController]) {
        let ordered = order.filter { wanted in children.contains { $0 === wanted } }
        children = ordered + children.filter { child in !ordered.contains { $0 === child } }
    }

    // MARK: Presentation storage

    /// How the controller is shown when presented (default `.automatic`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation of a presentation without a custom animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition that shows this controller when it is presented or pushed
    /// (iOS 18): `.zoom` for pushes and presentations, the others for
    /// presentations (where they take the place of `modalTransitionStyle`). Nil: the default.
    open var preferredTransition: Transition?
    /// Vends the animator, interaction controller and presentation controller (held weakly, as on iOS).
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether a presentation from a descendant uses this controller's context.
    open var definesPresentationContext = false
    /// Whether this controller's transition style replaces the presented one's in its context.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the user cannot dismiss the controller interactively.
    open var isModalInPresentation = false

    /// The controller this one presented, or that a presenting ancestor presented.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }
    /// The controller that presented this one or an ancestor (R6.2.5).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// The presentation showing this controller.
    var activePresentation: ModalPresentation?
    /// A presentation controller made by reading `presentationController` before presenting.
    var earlyPresentationController: UIPresentationController?
    /// The transition this controller takes part in, if any.
    @exclusivity(unchecked) weak var activeTransition: UIViewControllerTransitionContext?
    /// Presents `viewControllerToPresent` modally. The transition starts on the
    /// next frame (R1.7); `completion` runs after the presented controller's
    /// `viewDidAppear`. Requests UIKit refuses are logged and ignored (§12).
    /// Subclasses may override it (calling super), as on iOS.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        enterRuntime()
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented; when it presented nothing,
    /// the message goes to its presenter, which dismisses it (R6.3.1).
    /// `completion` runs after the presented controller's `viewDidDisappear`.
    /// Subclasses may override it (calling super), as on iOS.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        enterRuntime()
        performDismissal(animated: flag, completion: completion)
    }

    /// Makes the controller's runtime the one in force (see `SegueRuntime`):
    /// the transition calls do this first, so a block or task a test queued
    /// acts on that test's host.
    func enterRuntime() {
        if let layer = viewIfLoaded?.layer, layer.hasBelongedToRuntime {
            layer.enterRuntime()   // says so if its host is gone
        } else {
            owningRuntime.enter()
        }
    }

    // MARK: Appearance storage

    var appearanceState: AppearanceState = .disappeared
    private var isAppearingPending = false
    private var appearanceAnimated = false
    var beingPresented = false
    var beingDismissed = false
    var movingToParent = false
    var movingFromParent = false

    /// The nib the view would be loaded from (Segue has no nib files: `loadView()` makes the view).
    public private(set) var nibName: String?
    /// The bundle of `nibName`.
    public private(set) var nibBundle: Bundle?

    /// A controller without a view yet (the view is made by `loadView()` when
    /// first needed). The designated initializer, as on iOS; subclasses call
    /// `super.init(nibName: nil, bundle: nil)`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Decoding controllers is not supported (there are no storyboard files):
    /// this makes a controller as `init(nibName: nil, bundle: nil)` does.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: The view

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.viewControllerOwningView = nil
            loadedView = newValue
            newValue?.viewControllerOwningView = self
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }
    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: the default is a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        performEmbedSegues()
        viewDidLoad()
    }

    /// Called once, after the view loads.
    open func viewDidLoad() {}

    // MARK: Status bar

    /// The status bar style the controller prefers (read when the status bar's appearance is updated).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// How the status bar animates when `prefersStatusBarHidden` changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status bar style is used instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status bar visibility is used instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a presented controller that does not cover the screen still controls the status bar.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system to read the status bar preferences again.
    open func setNeedsStatusBarAppearanceUpdate() {
        (viewIfLoaded?.window?.windowScene ?? UIApplication.current.defaultScene).statusBarManager?.update()
    }

    /// Whether this controller, when presented, decides the status bar's appearance.
    var capturesStatusBarAppearance: Bool {
        if modalPresentationCapturesStatusBarAppearance { return true }
        guard let style = activePresentation?.presentationController.presentationStyle else { return false }
        return style == .fullScreen || style == .overFullScreen
    }

    /// Called when the safe area of the controller's view changes.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Layout margins

    /// Whether the root view's layout margins are at least
    /// `systemMinimumLayoutMargins` (default true). Set it to false to give the
    /// root view any margins, zero included (R18.7).
    open var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { viewRespectsSystemMinimumLayoutMarginsStorage }
        set {
            guard newValue != viewRespectsSystemMinimumLayoutMarginsStorage else { return }
            viewRespectsSystemMinimumLayoutMarginsStorage = newValue
            viewIfLoaded?.layoutMarginsChanged()
        }
    }
    private var viewRespectsSystemMinimumLayoutMarginsStorage = true

    /// The smallest layout margins the system allows the root view while
    /// `viewRespectsSystemMinimumLayoutMargins` is true: 16 points leading and
    /// trailing in a compact-width environment (an iPhone in portrait), 20 in a
    /// regular-width one (an iPad, a large iPhone in landscape), none at the
    /// top and bottom, where the safe area keeps content clear of the bars (R18.7).
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Called when the layout margins of the root view change (set, or a new
    /// system minimum after a size-class change).
    open func viewLayoutMarginsDidChange() {}

    /// Called when the app receives a memory warning (`UIApplication.didReceiveMemoryWarningNotification`).
    open func didReceiveMemoryWarning() {}

    // MARK: Segues (§11)

    /// The storyboard the controller came from (nil for controllers made in code).
    open var storyboard: UIStoryboard? { storyboardStorage }

    /// Performs the segue `identifier` of this controller's storyboard scene
    /// (R11.1 from step 2): the destination is made, `prepare(for:sender:)` is
    /// called, the segue performs. `shouldPerformSegue` is not asked (R11.2).
    /// An unknown identifier or a controller not from a storyboard is logged
    /// with UIKit's message (R11.3) and nothing happens.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        enterRuntime()
        runSegue(identifier, sender: sender, triggered: false)
    }

    /// Whether a segue fired by a trigger (a control or bar button item) may
    /// run (R11.1 step 1); false cancels it quietly. Default true.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called on the source before a segue performs (R11.1 step 4), and before
    /// an unwind: pass data to `segue.destination` here. Its view is not loaded yet.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether this controller is the destination of an unwind for `action`
    /// coming from `fromViewController` (R11.5): by default, when it implements
    /// the action and is not the source.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        action.accepts(self) && self !== fromViewController
    }

    /// The children an unwind search looks into (R11.5): by default every
    /// child but the one containing the source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child whose subtree — children and what they present — holds the unwind's source.
    public func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        children.first { $0.leads(to: source.source) }
    }

    /// Brings `subsequentVC`, the child on the way to an unwind's destination,
    /// forward (R11.5). The default does nothing; navigation controllers pop to
    /// it and tab bar controllers select it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    var storyboardStorage: UIStoryboard?
    /// The scene the controller was made for, which names its segues.
    var storyboardIdentifierStorage: String?

    // MARK: Appearance callbacks

    /// The view is about to be added to a hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the hierarchy and its geometry is up to date; before layout.
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view appeared (after any animation).
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the hierarchy (after any animation).
    open func viewDidDisappear(_ animated: Bool) {}
    /// Before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// After the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Updates the view's constraints before layout (when the view asked with
    /// `setNeedsUpdateConstraints()`); call `super` as the last step.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }

    /// Whether the controller is appearing because it is being presented.
    public var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is disappearing because it is being dismissed.
    public var isBeingDismissed: Bool { beingDismissed }
    /// Whether the controller is appearing because it was added to a container.
    public var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is disappearing because it is leaving its container.
    public var isMovingFromParent: Bool { movingFromParent }

    /// Whether appearance callbacks reach children by themselves (default true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance change: `viewWillAppear` or `viewWillDisappear`
    /// (for containers that forward appearance themselves).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        enterRuntime()
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceAnimated = animated
            isAppearingPending = true
            UITransitionTracing.record(self, "viewWillAppear")
            viewWillAppear(animated)
            loadedView?.setNeedsLayout()
        case (false, .appeared), (false, .appearing):
            if isAppearingPending { fireViewIsAppearing() }
            appearanceState = .disappearing
            UITransitionTracing.record(self, "viewWillDisappear")
            viewWillDisappear(animated)
        default:
            reportUnbalancedAppearance()
            return
        }
        for child in childrenForwardedAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance change begun by `beginAppearanceTransition`.
    open func endAppearanceTransition() {
        enterRuntime()
        switch appearanceState {
        case .appearing:
            if isAppearingPending { fireViewIsAppearing() }
            appearanceState = .appeared
            UITransitionTracing.record(self, "viewDidAppear")
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            UITransitionTracing.record(self, "viewDidDisappear")
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            reportUnbalancedAppearance()
            return
        }
        for child in childrenForwardedAppearance { child.endAppearanceTransition() }
    }

    /// A whole appearance change at once: begin, then end (used to undo a cancelled one).
    func runAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearanceTransition(isAppearing, animated: animated)
        endAppearanceTransition()
    }

    private var childrenForwardedAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = loadedView else { return [] }
        return children.filter { child in child.viewIfLoaded.map { $0.isDescendant(of: view) } ?? false }
    }

    private func reportUnbalancedAppearance() {
        SegueDiagnostics.report("Unbalanced calls to begin/end appearance transitions for \(self).")
    }

    private func fireViewIsAppearing() {
        isAppearingPending = false
        UITransitionTracing.record(self, "viewIsAppearing")
        viewIsAppearing(appearanceAnimated)
    }

    /// Runs `viewIsAppearing` before the first layout of an appearance (R1.1.3).
    func viewWillLayoutSubviewsIfAppearing() {
        if isAppearingPending && appearanceState == .appearing { fireViewIsAppearing() }
    }

    // MARK: Containment (R1.1.7)

    /// Adds `childController` as a child; calls its `willMove(toParent:)` first.
    open func addChild(_ childController: UIViewController) {
        enterRuntime()
        guard childController !== self else {
            SegueDiagnostics.report("addChild: \(self) cannot be its own child")
            return
        }
        if childController.parent === self { return }
        if childController.parent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent; calls its `didMove(toParent: nil)`.
    open func removeFromParent() {
        enterRuntime()
        guard let parent else { return }
        parent.children.remove(identical: self)
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called when the controller is about to be added to (or removed from, nil) a container.
    open func willMove(toParent parent: UIViewController?) {
        UITransitionTracing.record(self, parent == nil ? "willMove(toParent: nil)" : "willMove(toParent:)")
    }

    /// Called when the controller was added to (or removed from, nil) a container.
    open func didMove(toParent parent: UIViewController?) {
        UITransitionTracing.record(self, parent == nil ? "didMove(toParent: nil)" : "didMove(toParent:)")
    }

    /// Told that a child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size for a child in a parent of `parentSize` (default `parentSize`).
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The coordinator of the transition in flight for this controller or an ancestor; nil otherwise (R2.9).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        if let activeTransition, !activeTransition.hasEnded { return activeTransition }
        return parent?.transitionCoordinator
    }

    /// Shows `vc` in the way this controller's context calls for (R10.1, R10.2):
    /// the controller that `targetViewController(forAction:sender:)` finds up the
    /// parents and presenters — a navigation controller pushes it, a split view
    /// installs it — shows it; when no container handles the action, this
    /// controller presents it modally, animated.
    open func show(_ vc: UIViewController, sender: Any?) {
        enterRuntime()
        route(.show, vc, sender: sender)
    }

    /// Shows `vc` as the detail of this controller's context (R10.1, R10.2): a
    /// split view up the parents installs it as its secondary controller; with
    /// none, this controller presents it modally, animated.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        enterRuntime()
        route(.showDetail, vc, sender: sender)
    }

    /// The controller that handles `action` for this one (R10.1): this
    /// controller when it handles it, else the answer of its parent or, with
    /// none, of its presenter. For `show` and `showDetailViewController` (named
    /// `Selector("showViewController:sender:")` and
    /// `Selector("showDetailViewController:sender:")`) a controller handles them
    /// when its class shows controllers itself (navigation and split view
    /// controllers); for other selectors, when it is of the type the method belongs to.
    /// Override it to redirect an action.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        let handles = ShowAction(action).map(handlesShowAction) ?? action.accepts(self)
        if handles { return self }
        return (parent ?? presentingViewController)?.targetViewController(forAction: action, sender: sender)
    }

    /// Merges a collapsing split view's secondary controller into this one,
    /// its primary. The default does nothing: the secondary leaves the interface
    /// (a navigation controller pushes it instead).
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                              for splitViewController: UISplitViewController) {}

    /// Takes out of this primary controller what an expanding split view is to
    /// show as its secondary; nil (the default) when there is nothing.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    /// Whether this controller's class overrides the showing `action` (a
    /// container that shows controllers itself says so).
    func handlesShowAction(_ action: ShowAction) -> Bool { false }

    /// Hands `vc` to the target of `action`, or presents it from here when nothing up the chain handles it.
    private func route(_ action: ShowAction, _ vc: UIViewController, sender: Any?) {
        let target = targetViewController(forAction: action.selector, sender: sender)
        switch (action, target) {
        case (.show, let target?) where target !== self: target.show(vc, sender: sender)
        case (.showDetail, let target?) where target !== self: target.showDetailViewController(vc, sender: sender)
        default: present(vc, animated: true)
        }
    }

    /// The environment of the controller: its parent's traits (with the
    /// parent's override for it), else its presentation controller's when
    /// presented, else its view's window's, else the main screen's — with the
    /// controller's `traitOverrides` on top.
    open var traitCollection: UITraitCollection {
        inheritedTraits.applying(traitStateIfPresent?.overrides)
    }

    /// Delivers pending trait changes now to this controller, its view, and
    /// the controllers and views below them, top down.
    open func updateTraitsIfNeeded() { updateTraitsInHierarchy() }

    /// Overrides the traits `childViewController` inherits from this
    /// controller with those `collection` specifies (nil removes the override).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        storeOverrideTraitCollection(collection, forChild: childViewController)
    }

    /// The traits overriding what `childViewController` inherits, if any.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        storedOverrideTraitCollection(forChild: childViewController)
    }

    /// Overrides, the traits last delivered, child overrides and trait change registrations (made on first use).
    var traitStateIfPresent: TraitEnvironmentState?

    /// The environment changed (after a rotation or resize); `previousTraitCollection` is the old one.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        UITransitionTracing.record(self, "traitCollectionDidChange")
    }

    /// The traits are about to change (a rotation or resize that changes a
    /// size class), before `viewWillTransition(to:with:)`: passes the change on
    /// to the children and to the presentation controller of what this
    /// controller presents. Overrides must call super.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        UITransitionTracing.record(self, "willTransition(to:with:)")
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        if let presented = presentedStorage, let presentation = presented.activePresentation {
            presentation.presentationController.willTransition(to: newCollection, with: coordinator)
        }
    }

    /// The view's size is about to change (R5.7): passes the change on, depth
    /// first, to the children (at the sizes `size(forChildContentContainer:…)`
    /// gives them) and then to the presentation controller of what this
    /// controller presents. Overrides that do not call super stop it there.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        UITransitionTracing.record(self, "viewWillTransition(to:with:)")
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
        if let presented = presentedStorage, let presentation = presented.activePresentation {
            presentation.presentationController.viewWillTransition(to: size, with: coordinator)
        }
    }

    /// Whether the controller's view is in a window.
    var isViewInWindow: Bool { loadedView?.window != nil }

    /// Whether the controller is on screen for its container's changes: its
    /// view is in a window and it has not disappeared, so changes to what it
    /// shows send appearance callbacks.
    var isShowingInWindow: Bool { loadedView?.window != nil && appearanceState != .disappeared }

    /// The orientations the controller supports (default: all but upside down, as on iPhone).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The orientation to present the controller in (default portrait).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
}


extension UIViewController: RuntimeOwned {
    /// The runtime the controller acts on: its view's (the runtime of the
    /// window it is in), else its parent's or its presenter's, else the one in force.
    package var owningRuntime: SegueRuntime {
        if let layer = viewIfLoaded?.layer, layer.hasBelongedToRuntime { return layer.owningRuntime }
        if let owner = parent ?? presentingStorage { return owner.owningRuntime }
        return .current
    }
}
