/// Columns of controllers side by side — a list and its detail, or a sidebar,
/// a list and a detail — that collapse into one navigation stack when the
/// width is compact and expand again when it is regular.
///
/// The classic interface (`init(nibName:bundle:)`, `viewControllers`) asks the
/// delegate's collapse and separate methods; the column API (`init(style:)`,
/// `setViewController(_:for:)`) wraps each column's controller in a navigation
/// controller, as UIKit does, and asks the top-column methods. Collapsing and
/// expanding happen in `willTransition(to:with:)`, so they animate with the
/// rotation or window resize, and post
/// `UIViewController.showDetailTargetDidChangeNotification` (R10.4).
/// `show` and `showDetailViewController` route as spec R10.2 describes.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// Which columns there are (`.unspecified`: the classic interface).
    public let style: Style
    /// Decides about collapsing, expanding, showing and display modes (held weakly).
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// The controllers as the app gave them, by column.
    private var assigned: [Column: UIViewController] = [:]
    /// The navigation controllers the column API wraps plain controllers in.
    private var wrappers: [Column: UINavigationController] = [:]
    /// What a collapse moved onto the primary's navigation stack, for the expand to take back.
    var mergedSecondary: MergedSecondary?
    private var preferredDisplayModeStorage = DisplayMode.automatic
    /// The mode chosen by the display-mode button, `show(_:)` or `hide(_:)`, until the size changes.
    private var chosenDisplayMode: DisplayMode?
    private var collapsed = false
    /// The size a rotation or resize in flight goes to.
    private var transitionSize: CGSize?
    /// Whether a collapse or expand waits for the size change to install the children.
    private var needsChildrenForNewSize = false
    private let layout = SplitColumnLayout()
    private var columnViews: [Column: ContainerContentView] = [:]
    /// Dims the secondary column under an overlaid column; a tap on it hides the overlay.
    private let dimmingView = UIView()
    /// The hairlines between columns side by side.
    private let separatorViews = [UIView(), UIView()]
    private var displayModeButton: UIBarButtonItem?
    /// The animated display-mode change under way, if any.
    private var runningDisplayModeChange: UIViewControllerTransitionContext?

    /// A split view of the given column style.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view (`style` `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// What a collapse put on the primary's stack: the first controller of it,
    /// and the navigation controller it came in (if any).
    struct MergedSecondary {
        let navigation: UINavigationController?
        let first: UIViewController
    }

    // MARK: Controllers

    /// The controllers shown: primary and secondary when expanded (with the
    /// supplementary between them for three columns), the primary only when
    /// collapsed. Setting it gives the primary and the secondary.
    open var viewControllers: [UIViewController] {
        get { presentColumns.compactMap { installed($0) }.filter { $0.parent === self } }
        set {
            assigned[.primary] = newValue.first
            assigned[.secondary] = newValue.count > 1 ? newValue[1] : nil
            wrappers = [:]
            if style != .unspecified {
                for column in [Column.primary, .secondary] { wrapIfNeeded(column) }
            }
            installChildren()
        }
    }

    /// Puts `vc` in `column` (column API). Controllers other than navigation
    /// controllers are wrapped in one, except in the compact column.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            SegueDiagnostics.report("\(self): setViewController(_:for:) needs a split view controller made with init(style:); ignored")
            return
        }
        guard column != .inspector else {
            SegueDiagnostics.report("\(self): the inspector column is not supported; \(String(describing: vc)) ignored")
            return
        }
        guard column != .supplementary || style == .tripleColumn else {
            SegueDiagnostics.report("\(self): the supplementary column exists only in the .tripleColumn style; \(String(describing: vc)) ignored")
            return
        }
        assigned[column] = vc
        wrappers[column] = nil
        wrapIfNeeded(column)
        installChildren()
    }

    /// The controller the app put in `column` (nil if none).
    open func viewController(for column: Column) -> UIViewController? { assigned[column] }

    private func wrapIfNeeded(_ column: Column) {
        guard column != .compact, let controller = assigned[column], !(controller is UINavigationController) else { return }
        wrappers[column] = UINavigationController(rootViewController: controller)
    }

    /// The child that stands for `column`: the wrapper, else the assigned controller.
    private func installed(_ column: Column) -> UIViewController? { wrappers[column] ?? assigned[column] }

    /// The columns that have a child now: the collapsed one, or the expanded ones.
    private var presentColumns: [Column] {
        if collapsed { return style != .unspecified && assigned[.compact] != nil ? [.compact] : [.primary] }
        return style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Makes the children what the columns call for, with appearance callbacks
    /// for views that join or leave the screen.
    private func installChildren() {
        let wanted = presentColumns.compactMap { column in installed(column).map { (column, $0) } }
        for child in children where !wanted.contains(where: { $0.1 === child }) { removeColumnChild(child) }
        for (column, controller) in wanted {
            if controller.parent !== self {
                addChild(controller)
                placeView(of: controller, in: column)
                controller.didMove(toParent: self)
            } else {
                placeView(of: controller, in: column)
            }
        }
        // During a size change the change's animation lays the columns out.
        if transitionSize == nil { layoutColumns() }
    }

    private func removeColumnChild(_ child: UIViewController) {
        child.willMove(toParent: nil)
        removeView(of: child)
        child.removeFromParent()
    }

    /// Shows `controller`'s view in `column` if the column is on screen: a
    /// non-animated transition of the driver, with appearance callbacks when
    /// the split view is on screen and no coordinator.
    private func placeView(of controller: UIViewController, in column: Column) {
        guard isViewLoaded, let columnView = columnViews[column] else { return }
        guard visibleColumns.contains(column) else {
            removeView(of: controller)
            return
        }
        guard controller.viewIfLoaded?.superview !== columnView else { return }
        controller.loadViewIfNeeded()   // its children's views join it before the appearance callbacks
        let context = UIViewControllerTransitionContext(from: nil, to: controller, containerView: columnView,
                                                        isAnimated: false, presentationStyle: .none)
        context.setFinalFrame(columnView.bounds, for: controller)
        TransitionDriver(context: context, policy: .init(
            appearance: .init(disappearing: nil, appearing: isShowingInWindow ? controller : nil, appearingEndsFirst: false),
            isCoordinator: false,
            settle: { _ in columnView.install(controller.view) }
        )).runImmediately()
    }

    /// Takes `controller`'s view out of its column: a non-animated transition
    /// of the driver, with appearance callbacks when the view was on screen.
    private func removeView(of controller: UIViewController) {
        guard let childView = controller.viewIfLoaded, let columnView = childView.superview else { return }
        let context = UIViewControllerTransitionContext(from: controller, to: nil, containerView: columnView,
                                                        isAnimated: false, presentationStyle: .none)
        context.setInitialFrame(childView.frame, for: controller)
        context.setFinalFrame(.zero, for: controller)
        let visible = isShowingInWindow && childView.window != nil
        TransitionDriver(context: context, policy: .init(
            appearance: .init(disappearing: visible ? controller : nil, appearing: nil, appearingEndsFirst: false),
            isCoordinator: false,
            settle: { _ in childView.removeFromSuperview() }
        )).runImmediately()
    }

    // MARK: The view

    open override func loadView() {
        let root = ContainerRootView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        root.layoutBars = { [weak self] in self?.layoutColumns() }
        view = root
        for column in [Column.primary, .supplementary, .secondary, .compact] {
            let columnView = ContainerContentView(frame: root.bounds)
            columnView.clipsToBounds = true
            columnViews[column] = columnView
        }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        dimmingView.alpha = 0
        dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(UISplitViewController.dimmingTapped)))
        // Back to front: the secondary, its dimming, the leading columns, the hairlines.
        for column in [Column.secondary, .compact] { root.addSubview(columnViews[column]!) }
        root.addSubview(dimmingView)
        for column in [Column.primary, .supplementary] { root.addSubview(columnViews[column]!) }
        for separator in separatorViews {
            separator.backgroundColor = SplitColumnLayout.separatorColor
            root.addSubview(separator)
        }
        if traitCollection.horizontalSizeClass == .compact { collapse() }
        installChildren()
    }

    /// Puts the columns where the display mode and size say, with the
    /// hairlines between them and the secondary's dimming.
    private func layoutColumns() {
        guard let root = viewIfLoaded else { return }
        let mode = displayMode
        let frames = layout.frames(mode: mode, style: style, collapsed: collapsed, bounds: root.bounds,
                                   primaryWidth: primaryColumnWidth, supplementaryWidth: supplementaryColumnWidth)
        let present = presentColumns
        for (column, columnView) in columnViews {
            if let frame = frames[column] { columnView.frame = frame }
            columnView.isHidden = !present.contains(column)
        }
        let hairlines = collapsed ? [] : layout.separators(mode: mode, frames: frames)
        for (index, separator) in separatorViews.enumerated() {
            separator.isHidden = index >= hairlines.count
            if index < hairlines.count {
                separator.frame = CGRect(x: hairlines[index] - 0.5, y: 0, width: 0.5, height: root.bounds.height)
            }
        }
        dimmingView.frame = root.bounds
        dimmingView.alpha = !collapsed && layout.overlays(mode) ? 1 : 0
    }

    /// The columns whose views are on screen now.
    private var visibleColumns: Set<Column> {
        if collapsed { return [presentColumns[0]] }
        return layout.visibleColumns(mode: displayMode, style: style)
    }

    // MARK: Display modes

    /// The display mode asked for (`.automatic`: the system's choice for the size).
    open var preferredDisplayMode: DisplayMode {
        get { preferredDisplayModeStorage }
        set {
            enterRuntime()
            preferredDisplayModeStorage = newValue
            chosenDisplayMode = nil
            changeDisplayMode(animated: false)
        }
    }

    /// The display mode in effect: the one chosen by the button or
    /// `show`/`hide`, else the preferred one, else the automatic choice.
    open var displayMode: DisplayMode {
        let requested = chosenDisplayMode ?? preferredDisplayModeStorage
        return layout.resolve(requested, style: style, bounds: layoutBounds)
    }

    /// The bounds the columns are for: during a size change, the size it goes to.
    private var layoutBounds: CGRect {
        if let transitionSize { return CGRect(origin: .zero, size: transitionSize) }
        return viewIfLoaded?.bounds ?? UIScreen.main.bounds   // no view yet: perhaps no host yet either
    }

    /// Whether only one column is shown, holding the others' controllers (compact width).
    open var isCollapsed: Bool { collapsed }

    /// The primary column's width as a fraction of the split view's (automatic: 320 points).
    open var preferredPrimaryColumnWidthFraction: CGFloat {
        get { widths.primaryFraction }
        set { widths.primaryFraction = newValue; layoutColumns() }
    }
    /// The primary column's width in points, taking precedence over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat {
        get { widths.primaryPoints }
        set { widths.primaryPoints = newValue; layoutColumns() }
    }
    /// The narrowest the primary column gets.
    open var minimumPrimaryColumnWidth: CGFloat {
        get { widths.primaryMinimum }
        set { widths.primaryMinimum = newValue; layoutColumns() }
    }
    /// The widest the primary column gets.
    open var maximumPrimaryColumnWidth: CGFloat {
        get { widths.primaryMaximum }
        set { widths.primaryMaximum = newValue; layoutColumns() }
    }
    /// The supplementary column's width as a fraction of the split view's (automatic: 320 points).
    open var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { widths.supplementaryFraction }
        set { widths.supplementaryFraction = newValue; layoutColumns() }
    }

    /// The column widths asked for (`automaticDimension` where not).
    private var widths = RequestedWidths()

    private struct RequestedWidths {
        var primaryFraction = UISplitViewController.automaticDimension
        var primaryPoints = UISplitViewController.automaticDimension
        var primaryMinimum = UISplitViewController.automaticDimension
        var primaryMaximum = UISplitViewController.automaticDimension
        var supplementaryFraction = UISplitViewController.automaticDimension
    }

    /// The primary column's width now.
    open var primaryColumnWidth: CGFloat {
        let width = layoutBounds.width
        if collapsed { return width }
        return layout.columnWidth(in: width, points: widths.primaryPoints, fraction: widths.primaryFraction,
                                  minimum: widths.primaryMinimum, maximum: widths.primaryMaximum)
    }

    /// The supplementary column's width now (three columns).
    open var supplementaryColumnWidth: CGFloat {
        let width = layoutBounds.width
        return layout.columnWidth(in: width, points: Self.automaticDimension, fraction: widths.supplementaryFraction,
                                  minimum: Self.automaticDimension, maximum: Self.automaticDimension)
    }

    /// A button that shows or hides the leading column(s): put it in the
    /// secondary's navigation item. A tap switches to the delegate's
    /// `targetDisplayModeForAction(in:)`, or to the other of hidden and shown.
    open var displayModeButtonItem: UIBarButtonItem {
        if let displayModeButton { return displayModeButton }
        let button = UIBarButtonItem(title: "Sidebar", style: .plain, primaryAction: UIAction { [weak self] _ in
            self?.displayModeButtonTapped()
        })
        displayModeButton = button
        return button
    }

    private func displayModeButtonTapped() {
        var target = delegate.map { delegate -> DisplayMode in
            UITransitionTracing.record(delegate, "targetDisplayModeForAction(in:)")
            return delegate.targetDisplayModeForAction(in: self)
        } ?? .automatic
        if target == .automatic {
            target = displayMode == .secondaryOnly ? layout.revealingMode(style: style, bounds: view.bounds) : .secondaryOnly
        }
        choose(target)
    }

    /// Shows `column` (column API): expanded, the display mode changes to
    /// reveal it; collapsed, the stack goes back to the primary or forward to the secondary.
    open func show(_ column: Column) {
        enterRuntime()
        if collapsed {
            guard let navigation = installed(.primary) as? UINavigationController else { return }
            switch column {
            case .primary: navigation.popToRootViewController(animated: true)
            case .secondary:
                if let secondary = installed(.secondary), secondary.parent == nil { navigation.collapseSecondaryViewController(secondary, for: self) }
            case .supplementary, .compact, .inspector: break
            }
            return
        }
        guard !layout.visibleColumns(mode: displayMode, style: style).contains(column) else { return }
        if let delegate {
            UITransitionTracing.record(delegate, "splitViewController(_:willShow:)")
            delegate.splitViewController(self, willShow: column)
        }
        choose(layout.mode(showing: column, from: displayMode, style: style, bounds: view.bounds))
    }

    /// Hides `column` (column API): expanded, the display mode changes to
    /// leave it out; collapsed, hiding the secondary goes back to the primary.
    open func hide(_ column: Column) {
        enterRuntime()
        if collapsed {
            if column == .secondary, let navigation = installed(.primary) as? UINavigationController {
                navigation.popToRootViewController(animated: true)
            }
            return
        }
        guard layout.visibleColumns(mode: displayMode, style: style).contains(column) else { return }
        if let delegate {
            UITransitionTracing.record(delegate, "splitViewController(_:willHide:)")
            delegate.splitViewController(self, willHide: column)
        }
        choose(layout.mode(hiding: column, from: displayMode, style: style))
    }

    private func dimmingTapped() {
        guard layout.overlays(displayMode) else { return }
        choose(style == .tripleColumn && displayMode == .twoOverSecondary ? .oneOverSecondary : .secondaryOnly)
    }

    private func choose(_ mode: DisplayMode) {
        chosenDisplayMode = mode
        changeDisplayMode(animated: true)
    }

    /// Moves to the current display mode through the transition driver: the
    /// columns that come in appear, the ones that go disappear (appearing
    /// first, R1.6.2's order: will-appear, will-disappear, did-disappear,
    /// did-appear), the columns slide to the new mode's frames
    /// (``SplitDisplayModeAnimator``) or move at once (``ImmediateAnimator``),
    /// and the views of the columns that went leave when it settles.
    ///
    /// An animated change is a coordinator: from before the delegate's
    /// `splitViewController(_:willChangeTo:)` until it ends, the split view and
    /// its columns answer `transitionCoordinator` with it, so the delegate can
    /// animate alongside. A change while another runs finishes that one at once first.
    private func changeDisplayMode(animated: Bool) {
        guard isViewLoaded, !collapsed, admitsDisplayModeChange() else { return }
        let oldVisible = Set(presentColumns.filter { column in
            installed(column)?.viewIfLoaded.map { $0.superview === columnViews[column] } ?? false
        })
        let newVisible = visibleColumns
        let order = [Column.primary, .supplementary, .secondary, .compact]
        let appearing = order.filter { newVisible.contains($0) && !oldVisible.contains($0) }.compactMap { column in
            installed(column).flatMap { $0.parent === self ? (column, $0) : nil }
        }
        let disappearing = order.filter { oldVisible.contains($0) && !newVisible.contains($0) }.compactMap { column in
            installed(column).map { (column, $0) }
        }
        let root = view!
        let frames = layout.frames(mode: displayMode, style: style, collapsed: false, bounds: root.bounds,
                                   primaryWidth: primaryColumnWidth, supplementaryWidth: supplementaryColumnWidth)
        let context = UIViewControllerTransitionContext(from: disappearing.first?.1, to: appearing.first?.1, containerView: root,
                                                        isAnimated: animated, presentationStyle: .none)
        for (column, controller) in appearing + disappearing {
            guard let columnView = columnViews[column] else { continue }
            context.setInitialFrame(columnView.frame, for: controller)
            context.setFinalFrame(frames[column] ?? columnView.frame, for: controller)
        }
        let columnControllers = (appearing + disappearing).map(\.1)
        let transition = TransitionDriver(context: context, policy: .init(
            appearance: isShowingInWindow
                ? .init(disappearing: disappearing.map(\.1), appearing: appearing.map(\.1), appearingEndsFirst: false,
                        appearingBeginsFirst: true)
                : .none,
            isCoordinator: animated,
            participants: [self] + columnControllers,
            settle: { [weak self] _ in
                guard let self else { return }
                // An animated change laid the columns out in its animation.
                if !animated { layoutColumns() }
                for (column, controller) in disappearing where controller.viewIfLoaded?.superview === columnViews[column] {
                    controller.view.removeFromSuperview()
                }
            },
            finish: { [weak self, weak context] _ in
                if let self, runningDisplayModeChange === context { runningDisplayModeChange = nil }
            }))
        if let delegate {
            UITransitionTracing.record(delegate, "splitViewController(_:willChangeTo:)")
            delegate.splitViewController(self, willChangeTo: displayMode)
        }
        for (column, controller) in appearing { columnViews[column]?.install(controller.view) }
        guard animated else {
            transition.runImmediately()
            return
        }
        runningDisplayModeChange = context
        transition.beginAppearance()
        transition.run(animator: SplitDisplayModeAnimator { [weak self] in self?.layoutColumns() }, interactionController: nil)
    }

    /// Whether a display-mode change may start now: always, once a change
    /// still animating has been finished at once (``TransitionDriver/admits(during:finishingRunning:)``).
    private func admitsDisplayModeChange() -> Bool {
        TransitionDriver.admits(during: runningDisplayModeChange, finishingRunning: { $0.completeTransition(true) })
    }

    // MARK: Collapsing and expanding

    /// Collapses for a compact width and expands for a regular one (the
    /// delegate is asked now; the children change with the size in
    /// `viewWillTransition(to:with:)`), and tells whoever shows details that
    /// their target changed (R10.4).
    open override func willTransition(to newCollection: UITraitCollection,
                                      with coordinator: any UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        let compact = newCollection.horizontalSizeClass == .compact
        guard isViewLoaded, compact != collapsed, admitsDisplayModeChange() else { return }
        chosenDisplayMode = nil
        if compact { collapse() } else { expand() }
        needsChildrenForNewSize = true
    }

    /// Lays the columns out for `size` with the size change's animation; a
    /// chosen display mode gives way to the automatic one for the new size.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let oldMode = displayMode
        transitionSize = size
        var bringsColumns = false
        if needsChildrenForNewSize {
            needsChildrenForNewSize = false
            installChildren()
        } else {
            chosenDisplayMode = nil
            // The automatic mode for the new size may show other columns (a list hidden in portrait, beside in landscape).
            bringsColumns = displayMode != oldMode
        }
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            transitionSize = nil
            if bringsColumns { changeDisplayMode(animated: false) } else { layoutColumns() }
        }
    }

    /// Folds the columns into the primary (R10.4): the classic delegate may
    /// replace the primary and take the secondary; otherwise the primary
    /// merges it (a navigation controller pushes its controllers). The column
    /// API shows the compact column's controller instead, if there is one.
    private func collapse() {
        collapsed = true
        if style == .unspecified {
            if let replacement = ask("primaryViewController(forCollapsing:)", { $0.primaryViewController(forCollapsing: self) }) {
                assigned[.primary] = replacement
            }
            if let primary = assigned[.primary], let secondary = assigned[.secondary] {
                if secondary.parent === self { removeColumnChild(secondary) }
                let taken = ask("splitViewController(_:collapseSecondary:onto:)", {
                    $0.splitViewController(self, collapseSecondary: secondary, onto: primary)
                }) ?? false
                if !taken { primary.collapseSecondaryViewController(secondary, for: self) }
            }
        } else if assigned[.compact] == nil {
            let top = ask("splitViewController(_:topColumnForCollapsingToProposedTopColumn:)", {
                $0.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
            }) ?? .secondary
            if let secondary = installed(.secondary), let primary = installed(.primary) {
                if secondary.parent === self { removeColumnChild(secondary) }
                if top == .secondary { primary.collapseSecondaryViewController(secondary, for: self) }
            }
        }
        if style != .unspecified, let delegate {
            UITransitionTracing.record(delegate, "splitViewControllerDidCollapse(_:)")
            delegate.splitViewControllerDidCollapse(self)
        }
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }

    /// Unfolds the columns again: the classic delegate may give the primary and
    /// the secondary; otherwise the primary separates what it merged, and
    /// without that the previous secondary comes back.
    private func expand() {
        collapsed = false
        if style == .unspecified {
            if let replacement = ask("primaryViewController(forExpanding:)", { $0.primaryViewController(forExpanding: self) }) {
                assigned[.primary] = replacement
            }
            if let primary = assigned[.primary] {
                let separated = ask("splitViewController(_:separateSecondaryFrom:)", {
                    $0.splitViewController(self, separateSecondaryFrom: primary)
                }) ?? primary.separateSecondaryViewController(for: self)
                if let separated { assigned[.secondary] = separated }
            }
        } else {
            if let primary = installed(.primary), let separated = primary.separateSecondaryViewController(for: self),
               separated !== installed(.secondary) {
                assigned[.secondary] = separated
                wrappers[.secondary] = nil
                wrapIfNeeded(.secondary)
            }
            if let delegate {
                UITransitionTracing.record(delegate, "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)")
                let mode = delegate.splitViewController(self, displayModeForExpandingToProposedDisplayMode: displayMode)
                if mode != displayMode { chosenDisplayMode = mode }
                UITransitionTracing.record(delegate, "splitViewControllerDidExpand(_:)")
                delegate.splitViewControllerDidExpand(self)
            }
        }
        NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
    }

    /// Asks the delegate, recording the question for the transition trace.
    private func ask<Answer>(_ question: String, _ body: (any UISplitViewControllerDelegate) -> Answer?) -> Answer? {
        guard let delegate else { return nil }
        UITransitionTracing.record(delegate, question)
        return body(delegate)
    }

    // MARK: Showing

    override func handlesShowAction(_ action: ShowAction) -> Bool { true }

    /// Shows `vc` (R10.2): the delegate first; expanded, it becomes the
    /// primary; collapsed, the primary's navigation controller pushes it (or,
    /// without one, it is presented).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if ask("splitViewController(_:show:sender:)", { $0.splitViewController(self, show: vc, sender: sender) }) == true { return }
        if collapsed {
            pushOntoPrimary(vc)
        } else {
            replace(.primary, with: vc)
        }
    }

    /// Shows `vc` as the detail (R10.2, R10.3): nothing if it already is; the
    /// delegate first; expanded, it replaces the secondary; collapsed, it is
    /// shown on the primary (its navigation controller pushes it, taking a
    /// navigation controller's whole stack).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        guard !isCurrentDetail(vc) else { return }
        if ask("splitViewController(_:showDetail:sender:)", { $0.splitViewController(self, showDetail: vc, sender: sender) }) == true {
            return
        }
        if collapsed {
            pushOntoPrimary(vc)
        } else {
            replace(.secondary, with: vc)
        }
    }

    /// Expanded: puts `vc` in `column`, into the navigation controller the
    /// column API wrapped there if there is one, else as the column's child.
    private func replace(_ column: Column, with vc: UIViewController) {
        assigned[column] = vc
        if let wrapper = wrappers[column], !(vc is UINavigationController) {
            wrapper.replaceStackImmediately(with: [vc])
        } else {
            wrappers[column] = nil
            if style != .unspecified { wrapIfNeeded(column) }
            installChildren()
        }
    }

    /// Whether `vc` is the detail shown now (or, collapsed, on the primary's stack as one).
    private func isCurrentDetail(_ vc: UIViewController) -> Bool {
        if collapsed {
            guard let merged = mergedSecondary, let navigation = installed(.primary) as? UINavigationController else { return false }
            return merged.first === vc && navigation.viewControllers.contains { $0 === vc }
                || merged.navigation === vc && navigation.viewControllers.contains { $0 === merged.first }
        }
        guard let secondary = wrappers[.secondary]?.viewControllers ?? installed(.secondary).map({ [$0] }) else { return false }
        return installed(.secondary) === vc || secondary.count == 1 && secondary[0] === vc
    }

    /// Collapsed: pushes `vc` on the primary's navigation stack as a detail (a
    /// navigation controller's stack moves over), or presents it without one.
    private func pushOntoPrimary(_ vc: UIViewController) {
        guard let navigation = installed(.primary) as? UINavigationController else {
            present(vc, animated: true)
            return
        }
        if let detailNavigation = vc as? UINavigationController {
            let moved = detailNavigation.viewControllers
            guard let first = moved.first else { return }
            detailNavigation.replaceStackImmediately(with: [])
            mergedSecondary = MergedSecondary(navigation: detailNavigation, first: first)
            navigation.setViewControllers(navigation.viewControllers + moved, animated: true)
        } else {
            mergedSecondary = MergedSecondary(navigation: style == .unspecified ? nil : wrappers[.secondary], first: vc)
            navigation.pushViewController(vc, animated: true)
        }
    }

    // MARK: Containment

    /// The secondary decides the status bar when expanded, the shown column when collapsed.
    open override var childForStatusBarStyle: UIViewController? { children.last }
    open override var childForStatusBarHidden: UIViewController? { children.last }
}
