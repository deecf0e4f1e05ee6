/// A stack of controllers shown one at a time, with a navigation bar: push
/// and pop with the built-in parallax slide or the delegate's animator, the
/// edge-swipe and content-swipe pops, and the toolbar. Transitions run through the same
/// transition context as modal presentations (R1.2–R1.5, R2.x, R4.10).
///
/// Pushes and pops start at once (UIKit defers the visual part to the next
/// run-loop turn); the stack changes when they are called and goes back if an
/// interactive pop is cancelled. As in iOS 26, a pop (the back button, a
/// swipe, a call) during a running built-in push, or a push during a running
/// built-in pop, takes it over from where its views are (docs/Transitions.md).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// What a navigation transition does.
    public enum Operation: Int, Sendable { case none, push, pop }

    /// The duration of showing or hiding the bars (R7.2).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Vends animators and interaction controllers; told what is shown (held weakly).
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar along the top.
    public let navigationBar: UINavigationBar
    /// The bar along the bottom (hidden by default).
    public let toolbar: UIToolbar!
    /// The screen-edge pan that pops interactively; its delegate may refuse it.
    ///
    /// Never nil, as on iOS: it exists before the view loads (reading it does not load
    /// the view), so `isEnabled`, its `delegate` or `require(toFail:)` can be set right
    /// after init; the view installs it when it loads.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { popGestureRecognizer }

    private lazy var popGestureRecognizer: NavigationPopGestureRecognizer = {
        let edgePan = NavigationPopGestureRecognizer(target: self, action: Selector(UINavigationController.handlePopPan(_:)))
        edgePan.edges = .left
        edgePan.navigationController = self
        return edgePan
    }()

    /// The pan that pops interactively when a person pans from leading to
    /// trailing anywhere in the content (iOS 26), as the edge swipe does.
    ///
    /// It does not begin on the root, during a change it cannot take over, for a
    /// mostly vertical pan, on the bars, for a touch that starts in the leading
    /// edge's margin (the `interactivePopGestureRecognizer`'s, enabled or not), or
    /// over a horizontally scrollable scroll view that can still scroll towards
    /// the leading edge. It is independent of `interactivePopGestureRecognizer`:
    /// disable each on its own. Never nil; it exists before the view loads, so
    /// `isEnabled`, its `delegate` or `require(toFail:)` can be set right after init.
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopGestureRecognizer }

    private lazy var contentPopGestureRecognizer: NavigationContentPopGestureRecognizer = {
        let pan = NavigationContentPopGestureRecognizer(target: self, action: Selector(UINavigationController.handlePopPan(_:)))
        pan.navigationController = self
        return pan
    }()

    /// The stack, read many times a transition: no dynamic exclusivity check.
    @exclusivity(unchecked) private var stack: [UIViewController] = []
    /// A change whose transition waits for the next frame (its callbacks not sent yet).
    private var pendingChange: PendingChange?

    private struct PendingChange {
        let context: UIViewControllerTransitionContext
        let from: UIViewController
        let entering: [UIViewController]
        let previous: [UIViewController]
    }

    /// Whether a request can change the stack now, decided by the driver: always
    /// when nothing runs; while a change waits for its first frame, a non-animated
    /// one merges into it (R18.1); a pop (`operation`) during a running built-in
    /// push, or a push during a running built-in pop, takes it over (iOS 26,
    /// ``takeOver(_:for:)``); other requests during a transition get UIKit's
    /// "nested animation" treatment (refused), reported with `refusal`.
    private func admits(animated: Bool, operation: Operation = .none,
                        refusal: (UIViewControllerTransitionContext) -> String) -> Bool {
        TransitionDriver.admits(animated: animated, during: runningTransition, waitingForFirstFrame: pendingChange != nil,
                                takingOver: operation == .none ? nil : { [self] _ in takeOver(for: operation) },
                                refusal: refusal)
    }
    /// Where the change taking over a running one starts: how far the views of
    /// the one it ended had come, as a fraction of the new change (nil: from its start).
    private var takeoverFraction: CGFloat?
    /// The transition running, if any.
    private(set) var runningTransition: UIViewControllerTransitionContext?
    /// Holds the children's views; the transitions' container.
    let contentView = NavigationContentView()
    /// Ties the bar to the controllers' content scroll views (large titles, the scroll-edge look).
    private lazy var barTracker = NavigationBarScrollTracker(navigationController: self)
    /// The built-in slide's darkening overlay, made once: only one push or pop runs at a time.
    private lazy var parallaxOverlay = NavigationParallaxAnimator.makeOverlay()
    /// The interaction controller of the interactive pop being requested (the edge swipe's, a zoom's drag).
    private var edgePopInteraction: (any UIViewControllerInteractiveTransitioning)?

    // MARK: Creating

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    /// A navigation controller with bars of the given classes (nil: the standard ones).
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        navigationBar = (navigationBarClass as? UINavigationBar.Type)?.init(frame: .zero) ?? UINavigationBar(frame: .zero)
        toolbar = (toolbarClass as? UIToolbar.Type)?.init(frame: .zero) ?? UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        navigationBar = UINavigationBar(frame: .zero)
        toolbar = UIToolbar(frame: .zero)
        super.init(coder: coder)
    }

    // MARK: The view

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.layoutBars = { [weak self] in self?.layoutBars() }
        view = root
        contentView.navigationController = self
        contentView.frame = root.bounds
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        toolbar.isHidden = toolbarHiddenStorage
        root.addSubview(toolbar)
        navigationBar.isHidden = navigationBarHiddenStorage
        navigationBar.backAction = { [weak self] in self?.backButtonTapped() }
        navigationBar.layoutOwner = { [weak self] in self?.layoutBars() }
        root.addGestureRecognizer(popGestureRecognizer)
        root.addGestureRecognizer(contentPopGestureRecognizer)
        installBarHidingGestures(on: root)
        if let top = topViewController { contentView.install(top.view) }
        layoutBars()
    }

    /// Lays out the bars and the content for the view's size and safe area.
    /// The navigation bar's height follows its metrics for the top controller
    /// (while a transition runs, the ones it animates to).
    func layoutBars() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let safeArea = root.safeAreaInsets
        let top = safeArea.top
        let isCompact = barTracker.isCompact
        if runningTransition == nil { navigationBar.metrics = barTracker.metrics(for: topViewController, isCompact: isCompact) }
        let barFrame = CGRect(x: 0, y: top, width: bounds.width, height: navigationBar.metrics.height)
        let barMoved = navigationBar.frame != barFrame
        if barMoved { navigationBar.frame = barFrame }
        barTracker.adjustContentInsets(barHeight: barFrame.height, barShown: !isNavigationBarHidden, isCompact: isCompact)
        if runningTransition == nil {
            barTracker.track(topViewController) { [weak self] in
                guard let self, runningTransition == nil else { return }
                layoutBars()
            }
        }
        navigationBar.backgroundExtension = top
        // Frames are set only where they change: the bars are laid out several times a transition.
        setFrame(of: toolbar, to: CGRect(x: 0, y: bounds.height - safeArea.bottom - UIToolbar.standardHeight,
                                         width: bounds.width, height: UIToolbar.standardHeight))
        setFrame(of: contentView, to: bounds)
        // While a transition runs, its animator owns the children's frames.
        if runningTransition == nil, let childView = topViewController?.viewIfLoaded, childView.superview === contentView {
            setFrame(of: childView, to: contentView.bounds)
        }
        navigationBar.layoutSubviews()
        toolbar.layoutSubviews()
        if barMoved { contentView.safeAreaChanged() }
    }

    private func setFrame(of view: UIView, to frame: CGRect) {
        if view.frame != frame { view.frame = frame }
    }

    /// A child set its content scroll view: the bar follows the new one.
    func contentScrollViewDidChange(_ controller: UIViewController) {
        if controller === topViewController { layoutBars() }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        layoutBars()
    }

    // MARK: The stack

    /// The controllers on the stack, bottom (root) to top. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        guard let top = topViewController else { return nil }
        var visible = top
        while let presented = visible.presentedStorage { visible = presented }
        return visible
    }

    /// Pushes `viewController` on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        enterRuntime()
        if viewController is UINavigationController {
            SegueDiagnostics.report("Pushing a navigation controller is not supported (\(self) pushing \(viewController)); ignored")
            return
        }
        if stack.index(ofIdentical: viewController) != nil {
            SegueDiagnostics.report("\(self) is pushing the same view controller instance (\(viewController)) more than once which is not supported and is most likely an error in the application; ignored")
            return
        }
        guard admits(animated: animated, operation: .push, refusal: {
            "nested push animation can result in corrupted navigation bar: \(self) was asked to push \(viewController) during the \($0); ignored"
        }) else { return }
        let previous = stack
        let from = topViewController
        addChild(viewController)
        stack.append(viewController)
        navigationBar.replaceItemsForTransition(stack.map(\.navigationItem))
        change(from: from, to: viewController, operation: .push, animated: animated, entering: [viewController],
               leaving: [], previous: previous)
    }

    /// Pops the top controller; returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        enterRuntime()
        guard stack.count > 1 else { return nil }
        guard admits(animated: animated, operation: .pop, refusal: {
            "\(self) was asked to pop \(stack.last!) during the \($0) (Finishing up a navigation transition in an unexpected state); ignored"
        }) else { return nil }
        return popTo(index: stack.count - 2, animated: animated).first
    }

    /// Pops every controller above the root; returns them (nil when the root is on top).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        enterRuntime()
        guard !stack.isEmpty else { return nil }
        guard admits(animated: animated, operation: .pop, refusal: {
            "\(self) was asked to pop to its root during the \($0); ignored"
        }) else {
            return nil
        }
        return popTo(index: 0, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        enterRuntime()
        guard let index = stack.index(ofIdentical: viewController) else {
            SegueDiagnostics.report("Tried to pop to a view controller that doesn't exist. (\(self) was asked to pop to \(viewController), which is not on its stack \(stack))")
            return nil
        }
        guard admits(animated: animated, operation: index < stack.count - 1 ? .pop : .none, refusal: {
            "\(self) was asked to pop to \(viewController) during the \($0); ignored"
        }) else {
            return nil
        }
        return popTo(index: index, animated: animated)
    }

    private func popTo(index: Int, animated: Bool) -> [UIViewController] {
        guard index < stack.count - 1 else { return [] }
        let previous = stack
        let popped = Array(stack[(index + 1)...])
        let from = stack.last!
        stack.removeSubrange((index + 1)...)
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        navigationBar.replaceItemsForTransition(stack.map(\.navigationItem))
        change(from: from, to: stack.last!, operation: .pop, animated: animated, entering: [], leaving: popped.reversed(),
               previous: previous)
        return popped
    }

    /// Replaces the stack. Animated, it runs one transition to the new top: a
    /// pop when it was lower on the stack, a push when it is new, none when it
    /// is already on top (R1.5.1). Only the old and new top get appearance callbacks (R1.5.3).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        enterRuntime()
        var seen = Set<ObjectIdentifier>()
        for controller in viewControllers where !seen.insert(ObjectIdentifier(controller)).inserted {
            SegueDiagnostics.report("\(self) is pushing the same view controller instance (\(controller)) more than once which is not supported and is most likely an error in the application; setViewControllers ignored")
            return
        }
        if let nested = viewControllers.first(where: { $0 is UINavigationController }) {
            SegueDiagnostics.report("Pushing a navigation controller is not supported (\(self) given \(nested) in setViewControllers); ignored")
            return
        }
        guard admits(animated: animated, refusal: { "\(self) was asked to set its view controllers during the \($0); ignored" }) else {
            return
        }
        let previous = stack
        let from = topViewController
        let leaving = previous.filter { old in !viewControllers.contains { $0 === old } }
        let entering = viewControllers.filter { new in !previous.contains { $0 === new } }
        for controller in leaving.reversed() { controller.willMove(toParent: nil) }
        for controller in entering { addChild(controller) }
        stack = viewControllers
        orderChildren(as: stack)
        navigationBar.replaceItemsForTransition(stack.map(\.navigationItem))
        guard let to = stack.last, to !== from else {
            navigationBar.showTopItem()
            for controller in leaving { controller.removeFromParent() }
            for controller in entering { controller.didMove(toParent: self) }
            if let from, stack.isEmpty { from.viewIfLoaded?.removeFromSuperview() }
            return
        }
        let operation: Operation = previous.contains { $0 === to } ? .pop : .push
        change(from: from, to: to, operation: operation, animated: animated, entering: entering, leaving: leaving,
               previous: previous)
    }

    // MARK: Transitions

    /// Shows `to` in place of `from`: through a transition when the view is on
    /// screen, else at once. `entering` controllers get `didMove(toParent:)` and
    /// `leaving` ones `removeFromParent()` when it completes; a cancel puts `previous` back.
    ///
    /// The transition's context exists from this call on, so the children's
    /// `transitionCoordinator` answers at once (the classic place to add
    /// alongside animations); it starts on the next frame, as UIKit defers the
    /// visual part of a push or pop (R1.2 step 2).
    private func change(from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool,
                        entering: [UIViewController], leaving: [UIViewController], previous: [UIViewController]) {
        var (from, operation, animated) = (from, operation, animated)
        var (entering, leaving, previous) = (entering, leaving, previous)
        let takeover = takeoverFraction
        takeoverFraction = nil
        if let pending = pendingChange {
            // A non-animated request while a change waits for its first frame (R18.1): the two become one
            // change, from what is on screen to the new top; controllers pushed and removed before they
            // were shown just leave.
            pendingChange = nil
            pending.context.releaseClaims()
            runningTransition = nil
            from = pending.from
            previous = pending.previous
            animated = animated && pending.context.isAnimated
            for controller in pending.entering where stack.index(ofIdentical: controller) == nil {
                controller.removeFromParent()
            }
            entering = stack.filter { controller in !previous.contains { $0 === controller } }
            leaving = previous.filter { controller in !stack.contains { $0 === controller } }.reversed()
            operation = previous.contains { $0 === to } ? .pop : .push
            if to === pending.from {
                navigationBar.showTopItem()
                for controller in leaving { controller.removeFromParent() }
                return
            }
        }
        // No transition when the top controller is off screen (covered by what it presented in full screen).
        guard let from, isShowingInWindow, from.isShowingInWindow else {
            navigationBar.showTopItem()
            showAtOnce(from: from, to: to, entering: entering, leaving: leaving, sendsAppearance: false)
            return
        }
        let context = TransitionDriver.childContext(from: from, to: to, in: contentView, animated: animated)
        let transition = TransitionDriver(context: context, policy: changePolicy(
            from: from, to: to, animated: animated, entering: entering, leaving: leaving, previous: previous))
        runningTransition = context
        let edgeInteraction = operation == .pop && animated ? edgePopInteraction : nil
        if let takeover {
            // It takes over in this frame, so the views go on from where the change it ended left them.
            run(transition, operation: operation, edgeInteraction: edgeInteraction, startingAt: takeover)
            return
        }
        pendingChange = PendingChange(context: context, from: from, entering: entering, previous: previous)
        let startTransition: @MainActor () -> Void = { [weak self] in
            // A later non-animated request may have taken this change's place.
            guard let self, pendingChange?.context === context else { return }
            pendingChange = nil
            run(transition, operation: operation, edgeInteraction: edgeInteraction)
        }
        FrameLoop.shared.performOnNextFrame(startTransition)
    }

    /// The navigation controller's policy for a push or pop from `from` to
    /// `to`: navigation's appearance order (R1.2 step 8); the navigation
    /// controller answers `transitionCoordinator` too; on completion the
    /// from-view leaves and the to-view fills the content, `leaving`
    /// controllers leave and `entering` ones finish moving in, then `didShow`;
    /// on cancel the views, the stack (`previous`), the bar and the toolbar go back.
    private func changePolicy(from: UIViewController, to: UIViewController, animated: Bool, entering: [UIViewController],
                              leaving: [UIViewController], previous: [UIViewController]) -> TransitionDriver.Policy {
        TransitionDriver.Policy(
            appearance: .init(disappearing: from, appearing: to, appearingEndsFirst: false),
            participants: [self],
            settle: { [weak self] completed in
                guard let self else { return }
                runningTransition = nil
                if completed {
                    // A view the incoming controller took over (a layout-to-layout push's collection view) stays.
                    if !from.view.isDescendant(of: to.view) { from.view.removeFromSuperview() }
                    to.view.frame = contentView.bounds
                } else {
                    // A view the outgoing controller took back (a cancelled layout-to-layout pop's collection view) stays.
                    if let toView = to.viewIfLoaded, !toView.isDescendant(of: from.view) { toView.removeFromSuperview() }
                    if from.view.superview !== contentView { contentView.install(from.view) }
                }
            }, finish: { [weak self] completed in
                guard let self else { return }
                if completed {
                    for controller in leaving { controller.removeFromParent() }
                    for controller in entering { controller.didMove(toParent: self) }
                } else {
                    stack = previous
                    navigationBar.setItems(stack.map(\.navigationItem), animated: false)
                    toolbar.setItems(from.toolbarItems, animated: false)
                    for controller in entering {
                        controller.willMove(toParent: nil)
                        controller.removeFromParent()
                    }
                    for controller in leaving { controller.didMove(toParent: self) }
                }
                layoutBars()
            }, didEnd: { [weak self] completed in
                guard let self, completed, let delegate = self.delegate else { return }
                UITransitionTracing.record(delegate, "navigationController(_:didShow:animated:)")
                delegate.navigationController(self, didShow: to, animated: animated)
            })
    }

    /// The deferred part of a push or pop: the delegate's questions, the
    /// appearance callbacks, `willShow`, the bar, and the animation. A change
    /// taking over a running one (`startingAt`) runs the built-in slide from that
    /// fraction: driven from there by the swipe that caught it, or running on to
    /// its end at once (a percent-driven interaction released as it starts).
    private func run(_ transition: TransitionDriver, operation: Operation,
                     edgeInteraction: (any UIViewControllerInteractiveTransitioning)?, startingAt takeover: CGFloat? = nil) {
        let context = transition.context
        guard let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to) else { return }
        let animated = context.isAnimated
        to.loadViewIfNeeded()
        let delegate = animated ? delegate : nil
        let vended = TransitionDriver.vend(
            from: delegate, animatorQuestion: "navigationController(_:animationControllerFor:from:to:)",
            animator: { delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) },
            interactionQuestion: "navigationController(_:interactionControllerFor:)",
            interactionController: { animator in delegate?.navigationController(self, interactionControllerFor: animator) })
        transition.beginAppearance()
        if let delegate = self.delegate {
            UITransitionTracing.record(delegate, "navigationController(_:willShow:animated:)")
            delegate.navigationController(self, willShow: to, animated: animated)
        }
        let barMetrics = barTracker.metrics(for: to, isCompact: barTracker.isCompact)
        if animated {
            navigationBar.animateTopItemChange(push: operation == .push, to: barMetrics, coordinator: context) { [weak self] in
                self?.layoutBars()
            }
        } else {
            navigationBar.metrics = barMetrics
            navigationBar.showTopItem()
            layoutBars()
        }
        toolbar.setItems(to.toolbarItems, animated: animated)
        if let tabs = tabBarController, tabs.selectedViewController === self {
            tabs.setTabBarHidden(stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }, alongside: context)
        }
        let provider = (operation == .push ? to : from) as? NavigationTransitionProviding
        let builtIn = provider?.navigationAnimator(for: operation, from: from, to: to)
            ?? zoomAnimator(for: operation, from: from, to: to)
            ?? NavigationParallaxAnimator(operation: operation, overlay: parallaxOverlay)
        if vended.animator != nil {
            provider?.navigationTransitionWillRunDelegateAnimator(for: operation, from: from, to: to, coordinator: context)
        }
        if vended.animator == nil, animated, let takeover, builtIn is NavigationParallaxAnimator {
            let caught = edgeInteraction as? UIPercentDrivenInteractiveTransition
            let interaction = caught ?? UIPercentDrivenInteractiveTransition()
            interaction.update(takeover)
            transition.run(animator: builtIn, interactionController: interaction)
            if caught == nil { interaction.finish() }
            return
        }
        transition.run(animator: vended.animator ?? builtIn,
                       interactionController: vended.animator == nil ? edgeInteraction : vended.interactionController)
    }

    /// Ends the running change at once where its views are, as completed, when
    /// a request for `operation` may take it over (iOS 26): a pop during a
    /// built-in push, a push during a built-in pop, once it runs on its own
    /// (started; no finger on it; a swipe's or a takeover's released to finish).
    /// The new change then starts from the same point (``takeoverFraction``).
    private func takeOver(for operation: Operation) -> Bool {
        guard let animator = takeableAnimator(for: operation), let shown = animator.shownFraction else { return false }
        (runningTransition?.interactionController as? UIPercentDrivenInteractiveTransition)?.stopTailForTakeover()
        animator.finishAtOnce()
        takeoverFraction = 1 - shown
        return true
    }

    /// The built-in animator of the running change when a request for `operation` may take it over.
    private func takeableAnimator(for operation: Operation) -> NavigationParallaxAnimator? {
        guard let running = runningTransition, pendingChange == nil, running.hasStarted, !running.hasEnded,
              running.isAnimated, !running.isInteractive, !running.transitionWasCancelled,
              running.interactionController == nil || running.interactionController is UIPercentDrivenInteractiveTransition,
              let animator = running.animator as? NavigationParallaxAnimator,
              animator.isPush == (operation == .pop) else { return nil }
        return animator
    }

    /// The zoom of a push whose pushed controller prefers `.zoom`, or of the pop of such a controller.
    private func zoomAnimator(for operation: Operation, from: UIViewController, to: UIViewController) -> ZoomTransitionAnimator? {
        let zoomed = operation == .push ? to : from
        guard let transition = zoomed.preferredTransition, transition.zoom != nil else { return nil }
        return ZoomTransitionAnimator(transition: transition, zoomed: zoomed, source: operation == .push ? from : to,
                                      zoomingIn: operation == .push)
    }

    /// Pops the top controller with `interaction` driving the built-in animator (a zoom's drag or pinch).
    func popViewController(animated: Bool, interaction: any UIViewControllerInteractiveTransitioning) {
        edgePopInteraction = interaction
        popViewController(animated: animated)
        edgePopInteraction = nil
    }

    // MARK: The back button and the edge swipe

    private func backButtonTapped() {
        if let item = navigationBar.topItem, navigationBar.delegate?.navigationBar(navigationBar, shouldPop: item) == false { return }
        popViewController(animated: true)
    }

    /// Whether a push or pop is under way (its leaving controllers are children until it ends).
    var isChangingStack: Bool { runningTransition != nil }

    /// Whether a swipe pop may start: something to pop, on screen, and no
    /// transition running or a built-in push it can catch (iOS 26).
    var canBeginInteractivePop: Bool {
        stack.count > 1 && isShowingInWindow && (runningTransition == nil || takeableAnimator(for: .pop) != nil)
    }

    /// Whether the top controller's pop is a zoom, which its own gestures drive.
    var topPopsWithZoom: Bool { topViewController?.preferredTransition?.zoomDismissal != nil }

    /// The edge swipe's and the content swipe's pop: the finger drives the
    /// built-in pop (or a zoom's, from the edge); released past the middle or
    /// flicked towards the trailing edge it finishes, else it cancels. A swipe
    /// that caught a running push starts from where its views were.
    private func handlePopPan(_ gesture: UIPanGestureRecognizer) {
        if gesture.state == .began, gesture === popGestureRecognizer, let zoom = topViewController?.preferredTransition?.zoomDismissal {
            guard canBeginInteractivePop, zoom.edgeSwipeShouldBegin(gesture) else { return }
            edgeZoom = zoom
        }
        if let zoom = edgeZoom {
            zoom.handleEdgePan(gesture)
            if gesture.state != .began && gesture.state != .changed { edgeZoom = nil }
            return
        }
        let width = max(contentView.bounds.width, 1)
        let travel = gesture.translation(in: contentView).x / width
        let progress = min(max(popProgressStart + travel, 0), 1)
        switch gesture.state {
        case .began:
            guard canBeginInteractivePop else { return }
            let catching = runningTransition != nil
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            edgePopInteraction = interaction
            popViewController(animated: true)
            edgePopInteraction = nil
            guard runningTransition != nil else { return }
            activeEdgePop = interaction
            // A caught push's views stay where they were; the finger moves them on from there.
            popProgressStart = catching ? interaction.percentComplete - travel : 0
        case .changed:
            activeEdgePop?.update(progress)
        case .ended:
            guard let interaction = activeEdgePop else { return }
            activeEdgePop = nil
            let velocity = gesture.velocity(in: contentView).x
            // Past the middle, or flicked towards the trailing edge, it finishes.
            if velocity > 300 || (progress > 0.5 && velocity > -300) {
                interaction.finish()
            } else {
                interaction.cancel()
            }
        case .cancelled, .failed:
            activeEdgePop?.cancel()
            activeEdgePop = nil
        default:
            break
        }
    }
    private var activeEdgePop: UIPercentDrivenInteractiveTransition?
    /// The progress of the swipe's pop when its finger has not moved (0, or where a caught push was).
    private var popProgressStart: CGFloat = 0
    /// The zoom a leading-edge swipe is popping with.
    private var edgeZoom: ZoomInteractiveDismissal?

    // MARK: Bars

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHiddenStorage = false

    /// Hides or shows the navigation bar, sliding it over `hideShowBarDuration` when animated.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        enterRuntime()
        navigationBarHiddenStorage = hidden
        guard isViewLoaded else { return }
        layoutBars()
        setBar(navigationBar, hidden: hidden, offset: -(navigationBar.frame.maxY), animated: animated)
    }

    /// Whether the toolbar is hidden (default true).
    open var isToolbarHidden: Bool {
        get { toolbarHiddenStorage }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHiddenStorage = true

    /// Hides or shows the toolbar, sliding it over `hideShowBarDuration` when animated.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        enterRuntime()
        toolbarHiddenStorage = hidden
        guard isViewLoaded else { return }
        layoutBars()
        toolbar.setItems(topViewController?.toolbarItems, animated: false)
        setBar(toolbar, hidden: hidden, offset: view.bounds.height - toolbar.frame.minY, animated: animated)
    }

    private func setBar(_ bar: UIView, hidden: Bool, offset: CGFloat, animated: Bool) {
        contentView.safeAreaChanged()
        guard animated else {
            bar.isHidden = hidden
            bar.transform = .identity
            return
        }
        bar.isHidden = false
        let away = CGAffineTransform(translationX: 0, y: offset)
        if !hidden { bar.transform = away }
        UIView.animate(withDuration: Double(UINavigationController.hideShowBarDuration), animations: {
            bar.transform = hidden ? away : .identity
        }, completion: { _ in
            bar.transform = .identity
            bar.isHidden = hidden
        })
    }

    /// Whether a vertical swipe hides the bars (up) and shows them again (down) (default false).
    open var hidesBarsOnSwipe: Bool {
        get { barHideOnSwipeGestureRecognizer.isEnabled }
        set { barHideOnSwipeGestureRecognizer.isEnabled = newValue }
    }

    /// Whether a tap on the content hides the bars, and the next one shows them (default false).
    open var hidesBarsOnTap: Bool {
        get { barHideOnTapGestureRecognizer.isEnabled }
        set { barHideOnTapGestureRecognizer.isEnabled = newValue }
    }

    /// The tap behind `hidesBarsOnTap`, on the navigation controller's view (disabled until then).
    public let barHideOnTapGestureRecognizer: UITapGestureRecognizer = {
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        tap.isEnabled = false
        tap.cancelsTouchesInView = false
        return tap
    }()

    /// The pan behind `hidesBarsOnSwipe`, on the navigation controller's view (disabled until then).
    public let barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.isEnabled = false
        pan.cancelsTouchesInView = false
        return pan
    }()

    /// Keeps the bar-hiding gestures off the bars themselves.
    private let barHidingGestureDelegate = BarHidingGestureDelegate()

    private func installBarHidingGestures(on root: UIView) {
        barHidingGestureDelegate.navigationController = self
        barHideOnTapGestureRecognizer.addTarget(self, action: Selector(UINavigationController.handleBarHidingTap(_:)))
        barHideOnTapGestureRecognizer.delegate = barHidingGestureDelegate
        barHideOnSwipeGestureRecognizer.addTarget(self, action: Selector(UINavigationController.handleBarHidingSwipe(_:)))
        barHideOnSwipeGestureRecognizer.delegate = barHidingGestureDelegate
        root.addGestureRecognizer(barHideOnTapGestureRecognizer)
        root.addGestureRecognizer(barHideOnSwipeGestureRecognizer)
    }

    /// Hides or shows the navigation bar, and the toolbar when the top controller has items for it.
    private func setBarsHidden(_ hidden: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        setNavigationBarHidden(hidden, animated: true)
        if topViewController?.toolbarItems?.isEmpty == false, hidden != isToolbarHidden {
            setToolbarHidden(hidden, animated: true)
        }
    }

    private func handleBarHidingTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .recognized, runningTransition == nil else { return }
        setBarsHidden(!isNavigationBarHidden)
    }

    private func handleBarHidingSwipe(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed, runningTransition == nil else { return }
        let travel = pan.translation(in: view).y
        // A short, clearly vertical move decides it; the rest of the swipe changes nothing.
        if travel < -BarHidingGestureDelegate.swipeDistance {
            setBarsHidden(true)
        } else if travel > BarHidingGestureDelegate.swipeDistance {
            setBarsHidden(false)
        }
    }

    // MARK: Containment and showing

    /// Pushes `vc` (spec §10).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override func handlesShowAction(_ action: ShowAction) -> Bool { action == .show }

    /// The stack from the top down, without the controller holding the source (R11.5).
    open override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return stack.reversed().filter { $0 !== containing }
    }

    /// Pops to `subsequentVC`, animated (R11.5).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        guard topViewController !== subsequentVC, stack.contains(where: { $0 === subsequentVC }) else { return }
        popToViewController(subsequentVC, animated: true)
    }

    // MARK: In a split view

    /// Takes in a collapsing split view's secondary: its controllers (a
    /// navigation controller's whole stack) go on top of this stack at once.
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        let secondaryNavigation = secondaryViewController as? UINavigationController
        let moved = secondaryNavigation?.viewControllers ?? [secondaryViewController]
        guard let first = moved.first else { return }
        secondaryNavigation?.replaceStackImmediately(with: [])
        splitViewController.mergedSecondary = .init(navigation: secondaryNavigation, first: first)
        replaceStackImmediately(with: stack + moved)
    }

    /// Gives back what a collapsed split view put on this stack as its
    /// secondary (or showed as its detail): those controllers come off at once
    /// and return in the navigation controller they came in, if any.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        guard let merged = splitViewController.mergedSecondary,
              let index = stack.firstIndex(where: { $0 === merged.first }), index > 0 else { return nil }
        splitViewController.mergedSecondary = nil
        let separated = Array(stack[index...])
        replaceStackImmediately(with: Array(stack[..<index]))
        if let navigation = merged.navigation {
            navigation.replaceStackImmediately(with: separated)
            return navigation
        }
        if separated.count == 1 { return separated[0] }
        let navigation = UINavigationController(nibName: nil, bundle: nil)
        navigation.replaceStackImmediately(with: separated)
        return navigation
    }

    /// Replaces the stack at once, with no transition: the old and new top
    /// controllers get their appearance callbacks when the navigation
    /// controller is on screen. A split view collapsing or expanding moves
    /// controllers between stacks this way.
    func replaceStackImmediately(with controllers: [UIViewController]) {
        // Not merged into a change waiting for its first frame: asked as an animated request would be.
        guard admits(animated: true, refusal: { "\(self) was asked to replace its stack during the \($0); ignored" }) else {
            return
        }
        let from = topViewController
        let leaving = stack.filter { old in !controllers.contains { $0 === old } }
        let entering = controllers.filter { new in !stack.contains { $0 === new } }
        for controller in leaving.reversed() { controller.willMove(toParent: nil) }
        for controller in entering { addChild(controller) }
        stack = controllers
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        showAtOnce(from: from, to: stack.last, entering: entering, leaving: leaving, sendsAppearance: isShowingInWindow)
    }

    /// Puts `to`'s view in place of `from`'s with no transition: the toolbar
    /// and a tab bar follow the new top, and the driver runs the change with an
    /// immediate animator and no coordinator (the two controllers get
    /// appearance callbacks when `sendsAppearance`), then the containment
    /// calls finish. Before the view loads there is no view to move: only the containment calls.
    private func showAtOnce(from: UIViewController?, to: UIViewController?, entering: [UIViewController],
                            leaving: [UIViewController], sendsAppearance: Bool) {
        toolbar.setItems(to?.toolbarItems, animated: false)
        if let tabs = tabBarController, tabs.selectedViewController === self {
            tabs.setTabBarHidden(stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }, alongside: nil)
        }
        let finish: @MainActor (Bool) -> Void = { [self] _ in
            for controller in leaving { controller.removeFromParent() }
            for controller in entering { controller.didMove(toParent: self) }
        }
        guard to !== from, isViewLoaded else { return finish(true) }
        defer { layoutBars() }
        let context = UIViewControllerTransitionContext(from: from, to: to, containerView: contentView, isAnimated: false,
                                                        presentationStyle: .none)
        TransitionDriver(context: context, policy: .init(
            appearance: sendsAppearance ? .init(disappearing: from, appearing: to, appearingEndsFirst: false) : .none,
            isCoordinator: false,
            settle: { [self] _ in
                if let fromView = from?.viewIfLoaded, fromView.superview === contentView { fromView.removeFromSuperview() }
                if let to { contentView.install(to.view) }
            }, finish: finish)).runImmediately()
    }

    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self)
            ?? topViewController?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }

    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self)
            ?? topViewController?.preferredInterfaceOrientationForPresentation ?? super.preferredInterfaceOrientationForPresentation
    }

    /// The top controller decides the status bar's style, unless a visible bar
    /// of the black style does (it asks for light content, as on iOS).
    open override var childForStatusBarStyle: UIViewController? { showsBlackBar ? nil : topViewController }
    open override var preferredStatusBarStyle: UIStatusBarStyle { showsBlackBar ? .lightContent : super.preferredStatusBarStyle }
    private var showsBlackBar: Bool { !isNavigationBarHidden && navigationBar.isBlackStyle }
    /// The top controller decides whether the status bar hides.
    open override var childForStatusBarHidden: UIViewController? { topViewController }
}

/// Holds the children's views: its safe area reaches below the navigation bar
/// and above the toolbar, so the children's does too.
@MainActor
final class NavigationContentView: ContainerContentView {
    weak var navigationController: UINavigationController?

    override var safeAreaInsets: UIEdgeInsets {
        var insets = super.safeAreaInsets
        guard let navigationController else { return insets }
        let bar = navigationController.navigationBar
        if !navigationController.isNavigationBarHidden {
            insets.top = max(insets.top, bar.frame.maxY - frame.minY)
        }
        let toolbar = navigationController.toolbar!
        if !navigationController.isToolbarHidden {
            insets.bottom = max(insets.bottom, frame.maxY - toolbar.frame.minY)
        }
        return insets
    }
}

/// The edge pan of the built-in interactive pop: it never starts on the root
/// or while a transition runs.
@MainActor
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?

    override func shouldBegin(from origin: CGPoint) -> Bool {
        guard navigationController?.canBeginInteractivePop == true else { return false }
        return super.shouldBegin(from: origin)
    }

    /// With nothing to pop it fails at once: nothing waits for it.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible, navigationController.map({ $0.viewControllers.count < 2 }) != false { state = .failed }
    }

    /// Decided once the finger has moved the pan's distance: it began, or it fails
    /// (a move along the edge), so a scroll view's pan never waits longer than that.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible, let origin else { return }
        let p = location(in: nil)
        if hypot(p.x - origin.x, p.y - origin.y) >= Self.hysteresis { state = .failed }
    }

    /// A scroll view's pan in the content waits for this one to fail, so a
    /// swipe from the edge over a list pops (as on iOS) rather than scrolling it.
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController, let scrollView = (otherGestureRecognizer as? ScrollPanGestureRecognizer)?.scrollView else {
            return false
        }
        return scrollView.isDescendant(of: navigationController.contentView)
    }
}
