/// A rectangle on screen, backed by a `CALayer`: UIKit's view.
///
/// The view is its layer's delegate. Outside animation blocks it returns no
/// action for property changes (UIKit views do not animate implicitly); inside
/// one it returns the block's animation (see `UIView.animate`).
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer (override to use another layer class).
    open class var layerClass: AnyClass { CALayer.self }

    /// A new layer of `layerClass`; a class that is not a `CALayer` is reported and a plain layer used.
    private static func makeLayer() -> CALayer {
        if let layerType = layerClass as? CALayer.Type { return layerType.init() }
        SegueDiagnostics.report("\(self).layerClass is \(layerClass), which is not a CALayer subclass; using CALayer")
        return CALayer()
    }

    /// The backing layer.
    public let layer: CALayer
    // The two references up the tree are not retained, and not weak either (a
    // weak reference would slow down every retain and release of every view
    // that has a subview): the hierarchy methods keep them, and a view going
    // away clears its subviews' (a window going, its whole tree's window).
    // Debug builds (and the tests) trap on a dangling reference; release builds skip the check.
    #if DEBUG
    /// The parent view.
    @exclusivity(unchecked) public internal(set) unowned var superview: UIView?
    /// The window the view is in (a window is its own), kept by the hierarchy
    /// methods as views move, so `window` need not walk up the superviews.
    @exclusivity(unchecked) unowned var windowStorage: UIWindow?
    #else
    /// The parent view.
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var superview: UIView?
    /// The window the view is in (a window is its own), kept by the hierarchy
    /// methods as views move, so `window` need not walk up the superviews.
    @exclusivity(unchecked) unowned(unsafe) var windowStorage: UIWindow?
    #endif
    /// The child views, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

    private var storedBackgroundColor: UIColor?
    private var storedTintColor: UIColor?

    /// Whether touches reach the view (default true).
    open var isUserInteractionEnabled = true
    /// The gesture recognizers attached (see `gestureRecognizers`).
    var attachedRecognizers: [UIGestureRecognizer] = []
    /// How many running block animations of this view block touches (R8.3).
    @exclusivity(unchecked) var interactionBlockingAnimations = 0
    /// How many property animator groups move this view and hit-test it where it is shown (R9.9).
    var shownGeometryHitTests = 0
    /// Whether the view takes several touches at once.
    open var isMultipleTouchEnabled = false
    /// Whether the view takes touches exclusively.
    open var isExclusiveTouch = false
    /// A number identifying the view.
    open var tag = 0
    /// Which margins subviews are laid out against (default 8 points on each
    /// edge). A view controller's root view has at least the controller's
    /// `systemMinimumLayoutMargins` while `viewRespectsSystemMinimumLayoutMargins`
    /// is true: reading gives the larger of the value set and the minimum (R18.7).
    open var layoutMargins: UIEdgeInsets {
        get {
            let margins = layoutMarginsStorage
            guard let controller = viewControllerOwningView, controller.viewRespectsSystemMinimumLayoutMargins else {
                return margins
            }
            let minimum = controller.systemMinimumLayoutMargins
            return UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.leading),
                                bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.trailing))
        }
        set {
            layoutMarginsStorage = newValue
            layoutMarginsChanged()
        }
    }

    /// The layout margins by layout direction: `leading` and `trailing` are
    /// `layoutMargins.left` and `.right` (Segue lays out left to right).
    /// Setting it sets `layoutMargins`; a root view's minimum applies the same way.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The margins (or what bounds them) changed: the layout is solved again
    /// and the view hears `layoutMarginsDidChange()`.
    func layoutMarginsChanged() {
        layoutState?.memberEngine?.setNeedsSolve()
        setNeedsLayout()
        layoutMarginsDidChange()
        viewControllerOwningView?.viewLayoutMarginsDidChange()
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.layoutMarginsChanged() }
    }
    /// Whether the view's margins are at least its superview's where the two
    /// overlap (default false; a table cell's `contentView` sets it): an edge
    /// lying inside the superview's margin gets the rest of that margin (R18.7).
    /// `layoutMargins` still reports the view's own value; `layoutMarginsGuide`,
    /// `readableContentGuide` and the views laid out against them see the larger one.
    open var preservesSuperviewLayoutMargins = false {
        didSet { if preservesSuperviewLayoutMargins != oldValue { layoutMarginsChanged() } }
    }
    private var layoutMarginsStorage: UIEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Insets the safe area adds beyond what the superview provides.
    public var additionalSafeAreaInsetsStorage = UIEdgeInsets.zero
    /// How the content fills the bounds.
    open var contentMode: UIViewContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            layer.contentsGravity = contentMode.gravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }
    private var contentModeStorage: UIViewContentMode = .scaleToFill
    /// Whether subviews follow this view's size changes by their autoresizing masks (default true).
    open var autoresizesSubviews = true
    /// How this view follows its superview's size changes.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view fills its bounds opaquely (a drawing hint).
    open var isOpaque: Bool {
        get { isOpaqueStorage }
        set { isOpaqueStorage = newValue; layer.isOpaque = isOpaque }
    }
    private var isOpaqueStorage: Bool = true
    /// Whether the view's frame (set by hand or by its autoresizing mask) is
    /// held by constraints (default true). Turn it off for views placed by constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesAutoresizingMaskStorage }
        set {
            guard newValue != translatesAutoresizingMaskStorage else { return }
            translatesAutoresizingMaskStorage = newValue
            layoutState?.memberEngine?.viewNeedsSync(self)
        }
    }
    private var translatesAutoresizingMaskStorage = true
    /// Auto Layout's state of the view (constraints, guides, engine), made when it takes part.
    var layoutState: ViewLayoutState?
    /// Whether the layout margins are measured from the safe area rather than
    /// the bounds (default true): the margins guide is inset by the safe area
    /// plus the margins (R18.7).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { layoutMarginsChanged() } }
    }

    // MARK: Accessibility (on iOS these are NSObject's; overridable here on views)

    /// A string that identifies the view in UI tests.
    open var accessibilityIdentifier: String?
    /// What VoiceOver says for the element.
    open var accessibilityLabel: String?
    /// What happens when the element is activated.
    open var accessibilityHint: String?
    /// The element's value (a slider's position, a field's text).
    open var accessibilityValue: String?
    /// What the element is and how it behaves.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether the view is an element assistive technologies see (labels and controls are, plain views are not).
    open var isAccessibilityElement: Bool {
        get { isAccessibilityElementStorage ?? isAccessibilityElementByDefault }
        set { isAccessibilityElementStorage = newValue }
    }
    private var isAccessibilityElementStorage: Bool?
    /// Whether the view's subviews are hidden from assistive technologies.
    open var accessibilityElementsHidden = false
    /// Whether VoiceOver ignores the view's siblings (a custom modal presentation sets it on its view).
    open var accessibilityViewIsModal = false
    /// `isAccessibilityElement` when it was never set: false for plain views.
    var isAccessibilityElementByDefault: Bool { false }

    /// A view with the given frame.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.ownerDelegate = self
        windowStorage = self as? UIWindow
        let suspension = CATransaction.suspendActions()
        self.frame = frame
        suspension.end()
        scheduleFirstDisplay()
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Decoding views is not supported (there are no nibs); this returns a zero-frame view.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.ownerDelegate = self
        windowStorage = self as? UIWindow
        scheduleFirstDisplay()
    }

    // Main-thread objects: released on the main actor, as UIKit requires.
    deinit {
        MainActor.assumeIsolated {
            // The layer may outlive its view (a running animation, a snapshot). Its
            // owner is this view, unless the delegate was replaced (which clears
            // the owner): cleared without being read, as reading an unowned
            // reference to a view being deinitialized traps.
            layer.ownerDelegate = nil
            // Subviews that outlive their parent (someone else holds them) are in
            // no view (a window's deinit, which runs first, clears their window).
            for subview in subviews { subview.superview = nil }
        }
    }

    open override var next: UIResponder? { viewControllerOwningView ?? superview }

    override var firstResponderWindow: UIWindow? { window }

    // MARK: Traits

    /// The view's environment: its view controller's traits when it is a
    /// controller's view, else its superview's, else (a window) its scene's,
    /// else (a view in no hierarchy) the main screen's — with the view's
    /// `traitOverrides` on top.
    open var traitCollection: UITraitCollection {
        inheritedTraits.applying(traitStateIfPresent?.overrides)
    }

    /// The view's traits changed (a rotation or resize that changes a size
    /// class, or an override above it): called after its view controller's,
    /// top down through the hierarchy, before the view's layout, as on iOS.
    /// Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Delivers pending trait changes now — to this view (and its controller
    /// first, when it is a controller's view) and then to everything below it
    /// — instead of before their next layout.
    open func updateTraitsIfNeeded() { updateTraitsInSubtree() }

    /// Overrides, the traits last delivered, and trait change registrations (made on first use).
    var traitStateIfPresent: TraitEnvironmentState?

    /// The view controller whose root view this is (its next responder).
    weak var viewControllerOwningView: UIViewController?

    /// The view's class and address.
    nonisolated open override var description: String {
        "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())>"
    }

    // MARK: Geometry

    /// The view's rectangle in its superview: derived from `center`, `bounds` and `transform`.
    /// Setting it (with an identity transform) sets `center` and `bounds.size`.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
            layoutGeometryChanged()
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
            layoutGeometryChanged()
        }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            layoutGeometryChanged()
        }
    }

    /// The transform about the centre, as an affine transform.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's full 3-D transform.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    var storedTintIsInherited: Bool { storedTintColor == nil }

    // MARK: Appearance

    /// The fill colour behind the content.
    open var backgroundColor: UIColor? {
        get {
            // The layer may have been changed directly (or by a property animator).
            guard let color = layer.backgroundColor else { return nil }
            if let stored = storedBackgroundColor, stored.cgColor == color { return stored }
            return UIColor(cgColor: color)
        }
        set {
            storedBackgroundColor = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// 0 (transparent) to 1 (opaque).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view (and its subviews) is not shown.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint of the view, inherited from the superview when unset (system blue
    /// at the root); a gray while the view's `tintAdjustmentMode` is dimmed.
    open var tintColor: UIColor! {
        get {
            if tintAdjustmentMode == .dimmed { return UIView.dimmedTintColor }
            return undimmedTintColor
        }
        set {
            storedTintColor = newValue
            propagateTintChange()
        }
    }

    /// The tint colour before dimming.
    private var undimmedTintColor: UIColor { storedTintColor ?? superview?.undimmedTintColor ?? .systemBlue }

    /// The gray UIKit shows dimmed tints in (an approximation of its desaturation).
    static let dimmedTintColor = UIColor(white: 0.56, alpha: 1)

    /// How the tint shows: the superview's (`.automatic`, the default), as set, or dimmed.
    open var tintAdjustmentMode: UIView.TintAdjustmentMode {
        get {
            if storedTintAdjustmentMode != .automatic { return storedTintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            let wasDimmed = tintAdjustmentMode == .dimmed
            storedTintAdjustmentMode = newValue
            if (tintAdjustmentMode == .dimmed) != wasDimmed { propagateTintChange() }
        }
    }
    private var storedTintAdjustmentMode: UIView.TintAdjustmentMode = .automatic

    /// Called when the effective tint colour changes (its colour or its dimming).
    open func tintColorDidChange() {}

    private func propagateTintChange() {
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil || subview.storedTintAdjustmentMode == .automatic {
            subview.propagateTintChange()
        }
    }

    /// Called when `layoutMargins` changes.
    open func layoutMarginsDidChange() {}

    /// Called when the safe area changes (the status bar was shown or hidden);
    /// a controller's root view tells its controller (`viewSafeAreaInsetsDidChange()`).
    open func safeAreaInsetsDidChange() {
        viewControllerOwningView?.viewSafeAreaInsetsDidChange()
    }

    /// The insets of the safe area: what the window provides (issue 5 sets it), zero by default.
    open var safeAreaInsets: UIEdgeInsets {
        let insets = inheritedSafeAreaInsets
        // A controller's `additionalSafeAreaInsets` add to its view's (and so its subviews').
        guard let extra = viewControllerOwningView?.additionalSafeAreaInsets, extra != .zero else { return insets }
        return UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                            bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
    }

    /// The safe area the window or the superview gives this view.
    private var inheritedSafeAreaInsets: UIEdgeInsets {
        guard let superview else { return additionalSafeAreaInsetsStorage }
        // The part of the superview's safe insets that overlaps this view.
        let inherited = superview.safeAreaInsets
        let frameInSuper = frame
        let superBounds = superview.bounds
        return UIEdgeInsets(
            top: max(0, inherited.top - (frameInSuper.minY - superBounds.minY)),
            left: max(0, inherited.left - (frameInSuper.minX - superBounds.minX)),
            bottom: max(0, inherited.bottom - (superBounds.maxY - frameInSuper.maxY)),
            right: max(0, inherited.right - (superBounds.maxX - frameInSuper.maxX)))
    }

    /// The view with `tag` in this subtree (self first, then depth first), or nil.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Overridable behaviour (the hooks and defaults of UIKit)

    /// Lays out subviews: the default places the subviews that constraints
    /// position (call `super` first when overriding).
    open func layoutSubviews() {
        applyConstraintLayoutToSubviews()
    }

    /// Updates the view's constraints before layout, when `setNeedsUpdateConstraints()`
    /// asked for it; call `super` as the last step.
    open func updateConstraints() {}

    /// Whether the view relies on constraints to be laid out (default false).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// A frame a view placed by its frame changed: the engine it is part of must solve again.
    private func layoutGeometryChanged() {
        guard let engine = layoutState?.memberEngine, translatesAutoresizingMaskStorage || engine.root === self else { return }
        engine.viewNeedsSync(self)
    }

    /// Draws the view's content in the current context (origin top-left, points).
    /// Views that do not override it draw nothing and get no backing store.
    open func draw(_ rect: CGRect) {
        UIView.baseDrawReached = true
    }

    /// The size that fits `size`; the default keeps the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size (open, as
    /// UIKit's: subclasses override it).
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    /// Makes the view, or the first responder in its subtree, resign first
    /// responder status (`force`: a text field or text view is not asked
    /// whether it should end editing). Returns whether no first responder is
    /// left in the subtree.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        var resigned = true
        func visit(_ view: UIView) {
            if view.isFirstResponder, !view.resignFirstResponder(), !force { resigned = false }
            for subview in view.subviews { visit(subview) }
        }
        let window = window
        window?.isForcingResignation = force
        visit(self)
        window?.isForcingResignation = false
        return resigned
    }

    /// The natural size of the content; none by default.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Called before the view moves to `newSuperview` (nil: removal).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to `newWindow` (nil: leaving its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window.
    open func didMoveToWindow() {}
    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The deepest visible, interactive descendant (or self) containing `point` (in this view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view.
    /// Whether a recognizer attached to an ancestor may begin with touches that
    /// hit this view (default true). Controls refuse the gestures their own
    /// action takes: a button a superview's single tap, a slider a pan.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: CALayerDelegate

    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        updateTraitsBeforeLayout()
        if let controller = viewControllerOwningView {
            controller.viewWillLayoutSubviewsIfAppearing()
            controller.viewWillLayoutSubviews()
            layoutSubviews()
            controller.viewDidLayoutSubviews()
        } else {
            layoutSubviews()
        }
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIView.drawWasCalled = true
        UIGraphicsPushContext(ctx)
        draw(bounds)
        UIGraphicsPopContext()
    }

    public func display(_ layer: CALayer) {
        guard layer === self.layer else { return }
        displayContent()
    }

    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIViewAnimationState.action(for: self, layer: layer, key: event)
    }
}
