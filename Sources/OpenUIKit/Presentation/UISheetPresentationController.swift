/// The presentation controller of a sheet (iOS 15–17): `.pageSheet`,
/// `.formSheet` and `.automatic` presentations get one, and
/// `UIViewController.sheetPresentationController` returns it so it can be
/// configured before (or while) the sheet is shown.
///
/// The sheet rests at one of its `detents` (`.large()` alone by default: the
/// iOS 13 card, below the top safe area with rounded top corners). On a
/// compact-width screen the presenter shrinks back behind a sheet at its
/// largest detent and the background dims; the user drags the sheet between
/// detents with a finger or a flick, and down past the smallest to dismiss it,
/// asking the delegate first (R1.11). A scroll view inside hands the drag to
/// the sheet at its top. The presenter's view stays and gets no appearance
/// callbacks. Segue's choices where iOS documents nothing (the medium height,
/// the flick's projection, the spring) are in docs/Transitions.md, "Sheets".
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    // MARK: Detents

    /// A height where a sheet rests: its value is the height of the sheet
    /// above the bottom safe area.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// Names a detent; the system ones are `.medium` and `.large`.
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// The detent's identifier (a random one for a custom detent made without one).
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The system detent at full height: `maximumDetentValue`.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// The system detent at about half the full height; inactive in compact height.
        /// Segue: half of `maximumDetentValue`, rounded to a point (docs/Transitions.md).
        public static func medium() -> Detent {
            Detent(identifier: .medium) { context in
                context.containerTraitCollection.verticalSizeClass == .compact
                    ? nil : (context.maximumDetentValue / 2).rounded()
            }
        }

        /// A detent whose value `resolver` computes from the context (nil: inactive
        /// there). Give each custom detent of a sheet its own `identifier`.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom." + UUID().uuidString), resolver: resolver)
        }

        /// The detent's value in `context`, or nil when it is inactive there.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }
    }

    /// What a sheet's geometry gives its detents to resolve against.
    final class ResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: UITraitCollection
        let maximumDetentValue: CGFloat
        init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
            self.containerTraitCollection = containerTraitCollection
            self.maximumDetentValue = maximumDetentValue
        }
    }

    /// An active detent with its value, within 0…maximumDetentValue.
    struct ResolvedDetent {
        let identifier: Detent.Identifier
        let value: CGFloat
    }

    // MARK: Constants (docs/Transitions.md, "Sheets")

    /// How far the presenter shrinks behind a sheet at its largest detent.
    static let presenterScale: CGFloat = 0.92
    /// The corner radius when `preferredCornerRadius` is nil (iOS 15–17's sheets: 10 points).
    static let defaultCornerRadius: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.4
    /// The gap between the top safe area (at least 20 points) and a sheet at full height.
    static let topGap: CGFloat = 10
    /// The widest a page sheet gets in a regular width: Apple documents a page
    /// of readable width, taller than wide, centred with the presenter visible
    /// around it; 704 points is the width iPads have shown since iOS 13.
    static let pageWidth: CGFloat = 704
    /// The least of the presenter a page sheet leaves visible on each side.
    static let pageSideMargin: CGFloat = 40
    /// The spring a sheet settles on after a drag and in `animateChanges`: perceptual duration, no bounce.
    static let springDuration: TimeInterval = 0.5
    /// The grabber: 36 × 5 points, 5 points below the sheet's top edge.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopInset: CGFloat = 5

    // MARK: State

    private let style: UIModalPresentationStyle
    private var detentsStorage: [Detent] = [.large()]
    private var selectedDetentIdentifierStorage: Detent.Identifier?
    private var largestUndimmedDetentIdentifierStorage: Detent.Identifier?
    private var prefersGrabberVisibleStorage = false
    private var preferredCornerRadiusStorage: CGFloat?
    private var prefersPageSizingStorage: Bool
    /// Nesting depth of `animateChanges` blocks; changes inside them are applied once, animated, at the end.
    private var changesDepth = 0
    private var changesPending = false

    let dimmingView = UIView()
    /// Black behind the receded presenter, so the window shows black around it
    /// whatever the window's own background colour (R18.6).
    private let backdropView = UIView()
    let grabberView = UIView()
    private var pan: UIPanGestureRecognizer?
    private let panDelegate = SheetPanDelegate()
    private var drag: SheetDrag?

    // MARK: Creating

    /// A sheet for `presentedViewController` (a page sheet, or a form sheet when
    /// the controller's `modalPresentationStyle` is `.formSheet`).
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        style = presentedViewController.modalPresentationStyle == .formSheet ? .formSheet : .pageSheet
        prefersPageSizingStorage = style != .formSheet
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    init(presentedViewController: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        prefersPageSizingStorage = style != .formSheet
        super.init(presentedViewController: presentedViewController, presenting: presenting)
    }

    open override var presentationStyle: UIModalPresentationStyle { style }
    open override var shouldRemovePresentersView: Bool { false }

    // MARK: The public properties

    /// The heights where the sheet rests (default `[.large()]`). Changing them
    /// outside `animateChanges(_:)` moves the sheet at once.
    open var detents: [Detent] {
        get { detentsStorage }
        set {
            if newValue.isEmpty {
                SegueDiagnostics.report("UISheetPresentationController.detents must not be empty; using [.large()]")
            }
            detentsStorage = newValue.isEmpty ? [.large()] : newValue
            resolvedCache = nil
            detentsDidChange()
        }
    }

    /// The detent the sheet rests at: the one the user last dragged it to or
    /// that was set. nil (the default) means the smallest detent.
    open var selectedDetentIdentifier: Detent.Identifier? {
        get { selectedDetentIdentifierStorage }
        set {
            selectedDetentIdentifierStorage = newValue
            detentsDidChange()
        }
    }

    /// The largest detent at which nothing is dimmed and the presenter can be
    /// touched (nil, the default: dimmed at every detent).
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        get { largestUndimmedDetentIdentifierStorage }
        set {
            largestUndimmedDetentIdentifierStorage = newValue
            detentsDidChange()
        }
    }

    /// Whether a grabber shows at the sheet's top (default false).
    open var prefersGrabberVisible: Bool {
        get { prefersGrabberVisibleStorage }
        set {
            prefersGrabberVisibleStorage = newValue
            updateGrabber()
        }
    }

    /// The sheet's corner radius (nil, the default: the system's, 10 points).
    open var preferredCornerRadius: CGFloat? {
        get { preferredCornerRadiusStorage }
        set {
            preferredCornerRadiusStorage = newValue
            updateCornerRadius()
        }
    }

    /// Whether scrolling up in a scroll view of the sheet first expands the
    /// sheet to a larger detent (default true). When false, the content
    /// scrolls at every detent; only a drag outside it resizes the sheet.
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet stays a sheet attached to the bottom edge in compact
    /// height (default false: a sheet is full screen there). Read when the presentation starts.
    open var prefersEdgeAttachedInCompactHeight = false

    /// Whether an edge-attached sheet takes its width from the presented
    /// controller's `preferredContentSize` (default false: the container's safe area width).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Whether the sheet is page-sized in a regular width (true, the default of a
    /// page sheet) or form-sized, following `preferredContentSize` (false, a form sheet's) (iOS 17).
    open var prefersPageSizing: Bool {
        get { prefersPageSizingStorage }
        set {
            prefersPageSizingStorage = newValue
            detentsDidChange()
        }
    }

    /// The view the sheet is anchored to when it adapts from a popover (stored; Segue's sheets do not adapt from popovers).
    open weak var sourceView: UIView?

    /// Applies the changes `changes` makes to the sheet's properties with the
    /// sheet's spring: the sheet moves to its new detent, the dimming follows.
    open func animateChanges(_ changes: () -> Void) {
        changesDepth += 1
        changes()
        changesDepth -= 1
        guard changesDepth == 0 else { return }
        changesPending = false
        layoutAtSelectedDetent(animated: true)
    }

    /// Resolves the custom detents again (their inputs changed); inside
    /// `animateChanges(_:)` the sheet moves to the new values with its spring.
    open func invalidateDetents() {
        resolvedCache = nil
        detentsDidChange()
    }

    /// A property the sheet's geometry depends on changed.
    private func detentsDidChange() {
        if changesDepth > 0 {
            changesPending = true
        } else {
            layoutAtSelectedDetent(animated: false)
        }
    }

    // MARK: Geometry

    /// Whether the sheet rests at detents: on a compact-width screen, or attached
    /// to the bottom edge in compact height. In a regular width it is a page or a form.
    private var usesDetents: Bool {
        traitCollection.horizontalSizeClass != .regular || traitCollection.verticalSizeClass == .compact
    }

    private var isEdgeAttachedInCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    private var safeInsets: UIEdgeInsets { containerView?.window?.safeAreaInsets ?? .zero }

    /// Where a sheet at full height starts: below the top safe area (at least 20 points) and a 10-point gap.
    private var largeTop: CGFloat { max(safeInsets.top, 20) + UISheetPresentationController.topGap }

    /// The largest value a detent may have: from the large detent's top to the bottom safe area.
    var maximumDetentValue: CGFloat {
        guard let bounds = containerView?.bounds else { return 0 }
        return max(bounds.height - largeTop - safeInsets.bottom, 0)
    }

    /// The active detents with their values, smallest first (`.large()` when none is active).
    /// Resolved once per geometry: `invalidateDetents()` (or new detents) resolve them again.
    var resolvedDetents: [ResolvedDetent] {
        let key = ResolutionKey(size: containerView?.bounds.size ?? .zero, safeArea: safeInsets,
                                horizontal: traitCollection.horizontalSizeClass, vertical: traitCollection.verticalSizeClass)
        if let cache = resolvedCache, cache.key == key { return cache.detents }
        let detents = resolveDetents()
        resolvedCache = (key, detents)
        return detents
    }

    /// What the detents' values depend on besides their resolvers.
    private struct ResolutionKey: Equatable {
        var size: CGSize
        var safeArea: UIEdgeInsets
        var horizontal: UIUserInterfaceSizeClass
        var vertical: UIUserInterfaceSizeClass
    }
    private var resolvedCache: (key: ResolutionKey, detents: [ResolvedDetent])?

    private func resolveDetents() -> [ResolvedDetent] {
        let maximum = maximumDetentValue
        let context = ResolutionContext(containerTraitCollection: traitCollection, maximumDetentValue: maximum)
        var resolved: [ResolvedDetent] = []
        for detent in detentsStorage {
            guard let value = detent.resolvedValue(in: context) else { continue }
            resolved.append(ResolvedDetent(identifier: detent.identifier, value: min(max(value, 0), maximum)))
        }
        if resolved.isEmpty { resolved = [ResolvedDetent(identifier: .large, value: maximum)] }
        return resolved.sorted { $0.value < $1.value }
    }

    /// The detent the sheet rests at: the selected one if active, else the smallest.
    private var selectedResolvedDetent: ResolvedDetent {
        let resolved = resolvedDetents
        return resolved.first { $0.identifier == selectedDetentIdentifierStorage } ?? resolved[0]
    }

    /// The frame of the sheet when `value` points of it show above the bottom safe area.
    func frameOfSheet(atValue value: CGFloat) -> CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = bounds.height - safeInsets.bottom - value
        var x: CGFloat = 0
        var width = bounds.width
        if isEdgeAttachedInCompactHeight {
            let safeWidth = bounds.width - safeInsets.left - safeInsets.right
            let preferred = presentedViewController.preferredContentSize.width
            width = widthFollowsPreferredContentSizeWhenEdgeAttached && preferred > 0 ? min(preferred, bounds.width) : safeWidth
            x = (bounds.width - width) / 2
        }
        return CGRect(x: x, y: top, width: width, height: bounds.height - top)
    }

    /// At the selected detent on a compact-width screen (a sheet at full height
    /// sits 10 points below the top safe area); in a regular width, a page
    /// centred on the screen (at most `pageWidth` wide, as far from the bottom
    /// as from the top), or a form centred at its preferred size (540 × 620 by default).
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        if usesDetents { return frameOfSheet(atValue: selectedResolvedDetent.value) }
        if !prefersPageSizing {
            let preferred = presentedViewController.preferredContentSize
            let size = preferred == .zero ? CGSize(width: 540, height: 620) : preferred
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let width = min(UISheetPresentationController.pageWidth, bounds.width - 2 * UISheetPresentationController.pageSideMargin)
        return CGRect(x: bounds.midX - width / 2, y: largeTop, width: width, height: max(bounds.height - 2 * largeTop, 0))
    }

    /// How much of the sheet shows now, from its model frame.
    private var currentValue: CGFloat {
        guard let bounds = containerView?.bounds, let view = presentedView else { return 0 }
        return bounds.height - safeInsets.bottom - view.frame.minY
    }

    // MARK: Dimming and the receding presenter

    /// The presenter's look behind a sheet at full height: shrunk, its top just visible above the sheet.
    private var recededPresenterTransform: CGAffineTransform {
        guard let container = containerView else { return .identity }
        let scale = UISheetPresentationController.presenterScale
        let top = max(container.window?.safeAreaInsets.top ?? 0, 20)
        // Scale about the centre, then move the shrunk top edge to the safe-area line.
        let shrunkTop = container.bounds.height * (1 - scale) / 2
        return CGAffineTransform(translationX: 0, y: top - shrunkTop).scaledBy(x: scale, y: scale)
    }

    /// Whether the presenter shrinks back behind the sheet: on a compact-width,
    /// regular-height screen (an iPhone upright) only; elsewhere it stays in place, dimmed.
    private var recedes: Bool {
        guard usesDetents, traitCollection.horizontalSizeClass != .regular, traitCollection.verticalSizeClass != .compact,
              let view = presentingViewController.viewIfLoaded, let container = containerView else { return false }
        // The presenter fills the screen (judged without its transform: it may have receded already).
        return view.bounds.size == container.bounds.size && view.center == CGPoint(x: container.bounds.midX, y: container.bounds.midY)
    }

    /// How dimmed the background is (0…1) with `value` points of sheet showing:
    /// fully at every detent without a largest undimmed one; with one, nothing
    /// up to it, then rising to full at the next larger detent. Below the
    /// smallest detent (a dismissal under way) it fades out with the sheet.
    func dimming(atValue value: CGFloat) -> CGFloat {
        guard usesDetents else { return min(max(value / max(maximumDetentValue, 1), 0), 1) }
        let resolved = resolvedDetents
        let smallest = resolved[0].value
        var level: CGFloat = 1
        if let undimmed = largestUndimmedDetentIdentifierStorage,
           let floor = resolved.first(where: { $0.identifier == undimmed })?.value {
            guard let next = resolved.first(where: { $0.value > floor + 0.5 })?.value else { return 0 }
            level = min(max((value - floor) / (next - floor), 0), 1)
        }
        if value < smallest { level *= smallest > 0 ? max(value, 0) / smallest : 0 }
        return level
    }

    /// How far the presenter has receded (0…1) with `value` points of sheet
    /// showing: fully at the large detent's height, not at all at the next
    /// smaller detent (or at 0 when there is none).
    func recession(atValue value: CGFloat) -> CGFloat {
        guard recedes else { return 0 }
        let maximum = maximumDetentValue
        let below = resolvedDetents.last { $0.value < maximum - 0.5 }?.value ?? 0
        guard maximum - below > 0.5 else { return 0 }
        return min(max((value - below) / (maximum - below), 0), 1)
    }

    /// Dims and recedes for `value` points of sheet, and lets touches through when nothing is dimmed.
    private func applyChrome(atValue value: CGFloat) {
        let dim = dimming(atValue: value)
        dimmingView.alpha = UISheetPresentationController.dimmingAlpha * dim
        guard let presenterView = presentingViewController.viewIfLoaded else { return }
        if recedes {
            let fraction = recession(atValue: value)
            let scale = 1 - (1 - UISheetPresentationController.presenterScale) * fraction
            presenterView.transform = CGAffineTransform(translationX: 0, y: recededPresenterTransform.ty * fraction)
                .scaledBy(x: scale, y: scale)
            presenterView.layer.cornerRadius = fraction > 0 ? UISheetPresentationController.defaultCornerRadius : 0
            presenterView.clipsToBounds = true
            presenterRecedes = true
        } else if presenterRecedes {
            // No longer an upright iPhone (the screen turned): the presenter goes back in place.
            presenterView.transform = .identity
            presenterView.layer.cornerRadius = 0
            presenterRecedes = false
        }
    }

    /// Whether `applyChrome` has shrunk the presenter (so that it puts it back when it no longer should).
    private var presenterRecedes = false

    /// Whether the area around the sheet passes touches to the presenter (nothing dimmed at rest).
    private func updatePassthrough(atValue value: CGFloat) {
        let passes = usesDetents && dimming(atValue: value) == 0
        dimmingView.isUserInteractionEnabled = !passes
        (containerView as? UITransitionView)?.passesTouchesThrough = passes
    }

    /// Moves the sheet to its selected detent, on the sheet's spring when `animated`.
    private func layoutAtSelectedDetent(animated: Bool, velocity: CGFloat = 0) {
        guard let view = presentedView, containerView != nil, view.superview === containerView, drag == nil else { return }
        guard presentedViewController.activeTransition == nil else {
            changesPending = true   // applied when the presentation ends
            return
        }
        let target = frameOfPresentedViewInContainerView
        let value = usesDetents ? selectedResolvedDetent.value : maximumDetentValue
        updatePassthrough(atValue: value)
        let changes = {
            view.frame = target
            self.applyChrome(atValue: value)
        }
        if animated {
            UIView.animate(springDuration: UISheetPresentationController.springDuration, bounce: 0, initialSpringVelocity: velocity,
                           options: [.allowUserInteraction, .beginFromCurrentState], animations: changes)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }

    // MARK: The grabber and the corners

    private var cornerRadius: CGFloat { preferredCornerRadiusStorage ?? UISheetPresentationController.defaultCornerRadius }

    private func updateCornerRadius() {
        guard let view = presentedView, containerView != nil else { return }
        view.layer.cornerRadius = cornerRadius
        view.layer.maskedCorners = usesDetents ? [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        view.clipsToBounds = true
    }

    /// Shows or hides the grabber: a capsule centred at the top of the sheet, above its content.
    private func updateGrabber() {
        guard let view = presentedView, containerView != nil else { return }
        guard prefersGrabberVisibleStorage else {
            grabberView.removeFromSuperview()
            return
        }
        let size = UISheetPresentationController.grabberSize
        grabberView.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
        grabberView.layer.cornerRadius = size.height / 2
        grabberView.isUserInteractionEnabled = false
        grabberView.frame = CGRect(x: (view.bounds.width - size.width) / 2, y: UISheetPresentationController.grabberTopInset,
                                   width: size.width, height: size.height)
        grabberView.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        // Drawn above the content whatever is added after it (cells, say).
        grabberView.layer.zPosition = 1000
        if grabberView.superview !== view || view.subviews.last !== grabberView { view.addSubview(grabberView) }
        if let scrollView = view as? UIScrollView {
            // The sheet's view scrolls (a table view controller's): the grabber stays at the visible top.
            scrollView.floatingTopInset = UISheetPresentationController.grabberTopInset
            scrollView.floatingTopView = grabberView
            scrollView.positionFloatingTopView()
        }
    }

    // MARK: The presentation

    open override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
        dimmingView.frame = containerView.bounds
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(dimmingView, at: 0)
        updateCornerRadius()
        updateGrabber()
        let presenterView = recedes ? presentingViewController.view : nil
        if let presenterView { installBackdrop(behind: presenterView) }
        let value = usesDetents ? selectedResolvedDetent.value : maximumDetentValue
        presentedViewController.transitionCoordinator?.animateAlongsideTransition(in: presenterView, animation: { _ in
            self.applyChrome(atValue: value)
        }, completion: nil)
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            dimmingView.removeFromSuperview()
            grabberView.removeFromSuperview()
            restorePresenter()
            return
        }
        let pan = UIPanGestureRecognizer { [weak self] recognizer in
            self?.handlePan(recognizer as! UIPanGestureRecognizer)
        }
        pan.delegate = panDelegate
        presentedView?.addGestureRecognizer(pan)
        self.pan = pan
        updatePassthrough(atValue: usesDetents ? selectedResolvedDetent.value : maximumDetentValue)
        if changesPending {
            changesPending = false
            layoutAtSelectedDetent(animated: false)
        }
    }

    open override func dismissalTransitionWillBegin() {
        (containerView as? UITransitionView)?.passesTouchesThrough = false
        let presenterView = recedes ? presentingViewController.view : nil
        guard drag?.dismissal == nil else { return } // the drag moves them itself
        presentedViewController.transitionCoordinator?.animateAlongsideTransition(in: presenterView, animation: { _ in
            self.dimmingView.alpha = 0
            presenterView?.transform = .identity
        }, completion: nil)
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
            grabberView.removeFromSuperview()
            restorePresenter()
            if let pan { presentedView?.removeGestureRecognizer(pan) }
        } else {
            updatePassthrough(atValue: usesDetents ? selectedResolvedDetent.value : maximumDetentValue)
        }
    }

    /// Puts the black backdrop right behind `presenterView`, filling its superview.
    private func installBackdrop(behind presenterView: UIView) {
        guard let superview = presenterView.superview else { return }
        backdropView.backgroundColor = .black
        backdropView.isUserInteractionEnabled = false
        backdropView.frame = superview.bounds
        backdropView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.insertSubview(backdropView, belowSubview: presenterView)
    }

    private func restorePresenter() {
        backdropView.removeFromSuperview()
        guard let view = presentingViewController.viewIfLoaded else { return }
        view.transform = .identity
        view.layer.cornerRadius = 0
    }

    open override func containerViewWillLayoutSubviews() {
        guard presentedViewController.activeTransition == nil, drag == nil else { return }
        presentedView?.frame = frameOfPresentedViewInContainerView
        if let size = containerView?.bounds.size, size != laidOutContainerSize {
            // The screen turned or resized: the detents resolve again, the dimming and the presenter follow.
            laidOutContainerSize = size
            let value = usesDetents ? selectedResolvedDetent.value : maximumDetentValue
            applyChrome(atValue: value)
            updatePassthrough(atValue: value)
        }
    }

    /// The container's size at the last layout, to notice a turn or a resize.
    private var laidOutContainerSize: CGSize?

    open override func containerViewDidLayoutSubviews() {
        if prefersGrabberVisibleStorage, grabberView.superview != nil { updateGrabber() }
    }

    // MARK: Dragging (R1.11.2)

    /// Where a flick would carry the sheet: UIScrollView's deceleration at the
    /// normal rate from `velocity` (points per second), as "Designing Fluid
    /// Interfaces" (WWDC18) projects a gesture's end.
    static func projectedDistance(velocity: CGFloat) -> CGFloat {
        ScrollPhysics.projectedDistance(velocity: velocity / 1000, rate: UIScrollView.DecelerationRate.normal.rawValue)
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        guard let containerView, let view = presentedView else { return }
        switch pan.state {
        case .began:
            guard usesDetents else { return beginPlainSwipe(pan) }
            // A drag catches a settling sheet where it shows.
            if let shown = view.layer.presentation()?.frame, view.layer.animationKeys()?.isEmpty == false {
                view.layer.removeAllAnimations()
                view.frame = shown
                dimmingView.layer.removeAllAnimations()
                presentingViewController.viewIfLoaded?.layer.removeAllAnimations()
            }
            let scrollView = trackedScrollView(at: pan.location(in: view), in: view)
            drag = SheetDrag(startValue: currentValue, scrollView: scrollView,
                             startOffset: scrollView?.contentOffset ?? .zero,
                             selectedBefore: selectedResolvedDetent.identifier)
            applyChrome(atValue: currentValue)
            handleDragChange(translation: pan.translation(in: containerView).y, in: containerView)
        case .changed:
            handleDragChange(translation: pan.translation(in: containerView).y, in: containerView)
        case .ended, .cancelled:
            let velocity = pan.state == .ended ? pan.velocity(in: containerView).y : 0
            endDrag(velocity: velocity, cancelled: pan.state == .cancelled)
        default:
            break
        }
    }

    /// The vertically scrolling scroll view under `point` in the sheet (the sheet's own view included), if any.
    private func trackedScrollView(at point: CGPoint, in sheet: UIView) -> UIScrollView? {
        var view = sheet.hitTest(point, with: nil)
        while let current = view {
            if let scrollView = current as? UIScrollView, scrollView.scrollsVertically { return scrollView }
            if current === sheet { break }
            view = current.superview
        }
        return nil
    }

    private func handleDragChange(translation: CGFloat, in containerView: UIView) {
        guard let drag else { return }
        let delta = translation - drag.lastTranslation
        drag.lastTranslation = translation
        let resolved = resolvedDetents
        let smallest = resolved[0].value
        let largest = resolved[resolved.count - 1].value

        if !drag.ownsSheet {
            // A drag in a scroll view moves the content unless the content is at its top
            // and the finger pulls down, or the sheet can still expand and the finger pushes up.
            guard let scrollView = drag.scrollView else { return }
            let top = -scrollView.adjustedContentInset.top
            let atTop = scrollView.contentOffset.y <= top + 0.5
            let expands = delta < 0 && prefersScrollingExpandsWhenScrolledToEdge && currentValue < largest - 0.5
            guard (delta > 0 && atTop) || expands else { return }
            drag.ownsSheet = true
            drag.baseTranslation = translation - delta
            drag.baseValue = currentValue
            // The content stays put while the sheet moves, and its own drag ends.
            let before = scrollView.isDragging ? scrollView.dragStartOffset.y : drag.startOffset.y
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: expands ? max(before, top) : top)
            scrollView.panGestureRecognizer.isEnabled = false
            scrollView.panGestureRecognizer.isEnabled = true
        }

        if let dismissal = drag.dismissal {
            let pulled = max(translation - dismissal.startTranslation, 0)
            dismissal.interaction.update(pulled / max(containerView.bounds.height, 1))
            applyChrome(atValue: smallest - pulled)
            return
        }

        var value = drag.baseValue - (translation - drag.baseTranslation)
        if value < smallest - 0.5 && !drag.refused {
            if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
                drag.refused = true
                delegate?.presentationControllerDidAttemptToDismiss(self)
            } else {
                beginDismissal(drag, at: translation - (smallest - value))
                handleDragChange(translation: translation, in: containerView)
                return
            }
        }
        let height = containerView.bounds.height
        if value > largest { value = largest + ScrollPhysics.rubberBand(value - largest, dimension: height) }
        if value < smallest { value = smallest + ScrollPhysics.rubberBand(value - smallest, dimension: height) }
        presentedView?.frame = frameOfSheet(atValue: value)
        applyChrome(atValue: value)
    }

    /// The drag went below the smallest detent: an interactive dismissal starts
    /// from the sheet at that detent, driven by the finger from `startTranslation` on.
    private func beginDismissal(_ drag: SheetDrag, at startTranslation: CGFloat) {
        let smallest = resolvedDetents[0].value
        if usesDetents { presentedView?.frame = frameOfSheet(atValue: smallest) }
        applyChrome(atValue: smallest)
        delegate?.presentationControllerWillDismiss(self)
        let interaction = UIPercentDrivenInteractiveTransition()
        drag.dismissal = SheetDrag.Dismissal(interaction: interaction, startTranslation: startTranslation)
        presentedViewController.activePresentation?.pendingInteraction = interaction
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
    }

    /// The finger lifted: a dismissal finishes or goes back; a sheet the finger
    /// held settles at the detent nearest to where the flick would carry it.
    private func endDrag(velocity: CGFloat, cancelled: Bool) {
        guard let drag else { return }
        self.drag = nil
        let resolved = resolvedDetents
        let smallest = resolved[0].value
        if let dismissal = drag.dismissal {
            // The iOS 13 sheet's rule: past half the sheet's height (at the smallest detent) and not
            // flicked back up, or flicked down faster than 1000 points a second.
            let pulled = dismissal.interaction.percentComplete * (containerView?.bounds.height ?? 0)
            let travel = usesDetents ? frameOfSheet(atValue: smallest).height : (presentedView?.frame.height ?? 0)
            let finishing = !cancelled && ((pulled > travel / 2 && velocity > -1000) || velocity > 1000)
            if finishing { dismissal.interaction.finish() } else { dismissal.interaction.cancel() }
            UIView.animate(withDuration: 0.25) {
                self.applyChrome(atValue: finishing ? 0 : smallest)
            }
            return
        }
        guard drag.ownsSheet else { return }
        let value = currentValue
        let projected = value - UISheetPresentationController.projectedDistance(velocity: velocity)
        let target = resolved.min { abs($0.value - projected) < abs($1.value - projected) } ?? resolved[0]
        if target.identifier != drag.selectedBefore { selectedDetentIdentifierStorage = target.identifier }
        let distance = target.value - value
        // The spring starts at the finger's speed, in whole distances per second.
        let springVelocity = abs(distance) > 0.5 ? -velocity / distance : 0
        layoutAtSelectedDetent(animated: true, velocity: springVelocity)
        if target.identifier != drag.selectedBefore {
            (delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
        }
    }

    /// In a regular width (no detents) a downward swipe dismisses the page or form as before.
    private func beginPlainSwipe(_ pan: UIPanGestureRecognizer) {
        guard let containerView else { return }
        drag = SheetDrag(startValue: maximumDetentValue, scrollView: nil, startOffset: .zero, selectedBefore: .large)
        drag?.ownsSheet = true
        if presentedViewController.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            drag = nil
            pan.state = .cancelled
            return
        }
        if let drag { beginDismissal(drag, at: pan.translation(in: containerView).y) }
    }
}

/// One drag of the sheet, from touch-down to lift-off.
@MainActor
final class SheetDrag {
    /// The interactive dismissal a drag below the smallest detent started.
    struct Dismissal {
        let interaction: UIPercentDrivenInteractiveTransition
        /// The finger's translation when the sheet was at the smallest detent.
        let startTranslation: CGFloat
    }

    let scrollView: UIScrollView?
    let startOffset: CGPoint
    let selectedBefore: UISheetPresentationController.Detent.Identifier
    /// Whether the sheet follows the finger (false while a scroll view has the drag).
    var ownsSheet: Bool
    var baseTranslation: CGFloat = 0
    var baseValue: CGFloat
    var lastTranslation: CGFloat = 0
    /// The dismissal was asked for and refused (`isModalInPresentation`, or the delegate said no).
    var refused = false
    var dismissal: Dismissal?

    init(startValue: CGFloat, scrollView: UIScrollView?, startOffset: CGPoint,
         selectedBefore: UISheetPresentationController.Detent.Identifier) {
        self.scrollView = scrollView
        self.startOffset = startOffset
        self.selectedBefore = selectedBefore
        ownsSheet = scrollView == nil
        baseValue = startValue
    }
}

/// Lets the sheet's pan run beside the pans of scroll views inside it, so the
/// sheet can take a drag over from its content.
@MainActor
final class SheetPanDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView else { return false }
        return otherGestureRecognizer === scrollView.panGestureRecognizer
    }
}

/// What a custom detent's resolver knows about the sheet.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent may have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// A sheet presentation controller's delegate: the adaptive delegate, and told
/// when the user moves the sheet to another detent.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (not called when the app sets `selectedDetentIdentifier`).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
