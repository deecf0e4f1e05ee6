/// A rectangle of content with geometry, appearance, a timing space and
/// animations: Core Animation's layer.
///
/// Every property here is the *model* value. While animations run,
/// `presentation()` returns a copy holding what is on screen.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    /// The model values (`[0]`), the presentation values (`[1]`) and the
    /// committed values of the properties changed since the last commit (`[2]`,
    /// for the keys in `committedKeys`), in one allocation the layer owns and
    /// frees: their address stays the same while the layer lives, so the
    /// animation evaluator writes them through pointers, with no closure,
    /// retain or exclusivity check per layer.
    final let valueStorage: UnsafeMutablePointer<LayerProperties> = {
        let storage = UnsafeMutablePointer<LayerProperties>.allocate(capacity: 3)
        storage.initialize(repeating: LayerProperties(), count: 3)
        return storage
    }()
    /// The model values.
    final var modelValues: LayerProperties {
        // Addressors, not a `_read` coroutine: the storage lives as long as the layer,
        // and an unoptimized coroutine frees its frame before the caller copies the field out.
        unsafeAddress { UnsafePointer(valueStorage) }
        unsafeMutableAddress { valueStorage }
    }
    /// Presentation values computed by the last frame, valid while `presentationIsCurrent`.
    final var presentationStorage: LayerProperties {
        unsafeAddress { UnsafePointer(valueStorage + 1) }
        unsafeMutableAddress { valueStorage + 1 }
    }
    // The fields the per-frame paths touch skip dynamic exclusivity checks (a
    // quarter of the evaluation's cost): they are main-actor state that only
    // this module writes, never across a call that could reenter.
    /// Whether `presentationStorage` holds this layer's last evaluated values
    /// (false once the model or the animations change).
    @exclusivity(unchecked) final var presentationIsCurrent = false
    /// The properties whose presentation value may differ from the model's:
    /// changed in the model, or written by an evaluation, since the evaluator
    /// last brought the presentation up to date (all, until it first does). It
    /// copies only these (a whole copy retained and released every reference).
    @exclusivity(unchecked) final var presentationDivergentKeys: UInt64 = .max
    /// The animations attached, in the order they were added.
    @exclusivity(unchecked) final var animationInstances: [AnimationInstance] = []
    /// For a presentation copy: the layer it copies.
    private(set) var modelLayer: CALayer?
    /// The parent, for model layers. Not retained, as in Core Animation (and
    /// not weak: a weak reference would slow every retain of the parent); the
    /// parent clears it when it goes away.
    // Debug builds (and the tests) trap on a dangling reference; release builds skip the check.
    #if DEBUG
    final unowned var superlayerStorage: CALayer? {
        didSet { superlayerLink = superlayerStorage.map(Unmanaged.passUnretained); CALayer.timeTreeChanged() }
    }
    #else
    final unowned(unsafe) var superlayerStorage: CALayer? {
        didSet { superlayerLink = superlayerStorage.map(Unmanaged.passUnretained); CALayer.timeTreeChanged() }
    }
    #endif
    /// The children, back to front, for model layers.
    @exclusivity(unchecked) final var sublayerStorage: [CALayer] = []
    /// The runtime the layer belongs to: that of the tree it is in, whose root
    /// (a host's window) was given one (`join(_:)`). Nil for a layer that has
    /// never been in such a tree: it acts on the runtime in force. Not retained
    /// (`UnretainedReference`): a host's runtime goes with the host, whatever
    /// layers outlive it, and reads nil then.
    package internal(set) final var runtime: SegueRuntime? {
        get { runtimeReference?.object }
        set { runtimeReference = newValue?.unretained }
    }
    @exclusivity(unchecked) private final var runtimeReference: UnretainedReference<SegueRuntime>?
    /// Whether the layer has belonged to a runtime: with `runtime` now nil,
    /// that runtime (its host) is gone and the layer has no owner.
    package internal(set) final var hasBelongedToRuntime = false
    /// Whether acting without an owner has been reported (once per layer).
    final var hasReportedMissingOwner = false
    /// The frame loop evaluating the layer's animations (the runtime's in
    /// force when they were added; moved by `join(_:)`). Nil once that loop is gone.
    final var animationFrameLoop: FrameLoop? {
        get { animationFrameLoopReference?.object }
        set { animationFrameLoopReference = newValue?.unretained }
    }
    @exclusivity(unchecked) private final var animationFrameLoopReference: UnretainedReference<FrameLoop>?
    /// The frame loop whose list of animating layers has this layer (its
    /// `unretained`), set and cleared by that loop; nil when none lists it.
    @exclusivity(unchecked) final var animationListing: UnretainedReference<FrameLoop>?
    /// Set once the layer has been part of a committed transaction; only then
    /// do its property changes run implicit animations.
    var hasBeenCommitted = false
    @exclusivity(unchecked) var needsLayoutFlag = false
    /// The properties the attached animations write, as a mask of `AnimatableKey.bit`s.
    @exclusivity(unchecked) final var animatedKeyMask: UInt64 = 0
    var needsDisplayFlag = false
    /// Bumped whenever the drawn content must be redrawn (for render caches).
    public internal(set) var contentVersion = 0 { didSet { markAppearanceChanged() } }
    /// Bumped whenever what the layer itself draws changes (appearance, content,
    /// the animations running): not its sublayers or where it is. Damage tracking
    /// redraws a layer's own pixels when it changes.
    @exclusivity(unchecked) final var appearanceVersion: UInt64 = 0
    /// Tells this layer from any layer created before it, even one at the same address.
    final let serial: UInt64 = CALayer.nextSerial()
    /// Bumped whenever anything drawn inside this layer's subtree changes, relative
    /// to the layer itself: the compositor reuses a flattened subtree while it holds.
    @exclusivity(unchecked) final var subtreeVersion: UInt64 = 0
    /// The last animation evaluation pass that bumped `subtreeVersion` (`markSubtreeChanged(from:inPass:)`).
    @exclusivity(unchecked) final var subtreeMarkPass: UInt64 = 0
    /// Bumped whenever a model property that places the layer on its parent
    /// changes (position, transform, opacity, shadow, hidden...): with
    /// `subtreeVersion`, damage tracking tells a sublayer that has not changed
    /// without reading its values.
    @exclusivity(unchecked) final var placementVersion: UInt64 = 0
    /// Whether the attached animations change the layer's inside (not just where it is).
    @exclusivity(unchecked) final var animatesInside = false
    /// The properties (bits of `AnimatableKey`s) changed since the last commit,
    /// whose committed values `valueStorage[2]` keeps: each is saved at its
    /// first change in a transaction (copying the whole model there made every
    /// first change cost a copy of every field and a retain of every reference).
    @exclusivity(unchecked) final var committedKeys: UInt64 = 0
    /// The values as last committed (what a `CATransition` animates from): the
    /// model, but for the properties changed since, which have their saved values.
    final var committedValues: LayerProperties {
        var values = modelValues
        if committedKeys != 0 { LayerProperties.copy(committedKeys, from: valueStorage + 2, to: &values) }
        return values
    }
    /// The last transaction that listed the layer as changed (`CATransaction.noteChanged(_:)`).
    @exclusivity(unchecked) final var notingTransactionSerial: UInt64 = 0
    @exclusivity(unchecked) final var committedSublayers: [CALayer]?
    /// The layer this one masks, if it is a `mask`.
    // Debug builds (and the tests) trap on a dangling reference; release builds skip the check.
    #if DEBUG
    final unowned var maskedLayer: CALayer? {
        didSet { maskedLayerLink = maskedLayer.map(Unmanaged.passUnretained); CALayer.timeTreeChanged() }
    }
    #else
    final unowned(unsafe) var maskedLayer: CALayer? {
        didSet { maskedLayerLink = maskedLayer.map(Unmanaged.passUnretained); CALayer.timeTreeChanged() }
    }
    #endif
    /// `superlayerStorage` and `maskedLayer` as plain values, for walks up the
    /// tree that touch no reference counts (reading an unowned reference retains what it reads).
    @exclusivity(unchecked) private final var superlayerLink: Unmanaged<CALayer>?
    @exclusivity(unchecked) private final var maskedLayerLink: Unmanaged<CALayer>?
    /// `timeParent`, unretained.
    final var timeParentLink: Unmanaged<CALayer>? { superlayerLink ?? maskedLayerLink }

    /// The image produced by `display()` / `draw(in:)`, if any.
    public var backingImage: CGImage? { backingImageStorage }
    /// The drawn content, settable by UIKit (which discards it for views that do not draw).
    package final var backingImageStorage: CGImage? { didSet { contentVersion += 1 } }

    /// Draws, lays out and supplies actions; held weakly.
    public var delegate: (any CALayerDelegate)? {
        get { ownerDelegate ?? weakDelegate }
        set {
            ownerDelegate = nil
            weakDelegate = newValue
        }
    }
    @exclusivity(unchecked) private weak var weakDelegate: (any CALayerDelegate)?
    /// The view that owns this layer, unretained and not weak (a weak reference
    /// would slow down every retain of every view); the view clears it when it goes.
    // Debug builds (and the tests) trap on a dangling reference; release builds skip the check.
    #if DEBUG
    @exclusivity(unchecked) package final unowned var ownerDelegate: (any CALayerDelegate)?
    #else
    @exclusivity(unchecked) package final unowned(unsafe) var ownerDelegate: (any CALayerDelegate)?
    #endif
    /// A name for debugging and `value(forKey:)`.
    public var name: String?
    /// Actions by key, consulted after the delegate.
    @exclusivity(unchecked) public var actions: [String: any CAAction]?
    /// How `contents` fits the bounds.
    public var contentsGravity: CALayerContentsGravity {
        get { contentsGravityStorage }
        set { contentsGravityStorage = newValue; contentVersion += 1 }
    }
    private var contentsGravityStorage: CALayerContentsGravity = .resize
    /// Pixels per point of `contents` and of drawn content.
    public var contentsScale: CGFloat {
        get { contentsScaleStorage }
        set {
            let oldValue = contentsScaleStorage
            contentsScaleStorage = newValue
            if contentsScale != oldValue { setNeedsDisplay() }
        }
    }
    private var contentsScaleStorage: CGFloat = 1
    /// How `contents` is sampled when drawn smaller than its pixels (default `.linear`).
    public var minificationFilter: CALayerContentsFilter {
        get { minificationFilterStorage }
        set { minificationFilterStorage = newValue; contentVersion += 1 }
    }
    private var minificationFilterStorage: CALayerContentsFilter = .linear
    /// How `contents` is sampled when drawn larger than its pixels (default `.linear`).
    public var magnificationFilter: CALayerContentsFilter {
        get { magnificationFilterStorage }
        set { magnificationFilterStorage = newValue; contentVersion += 1 }
    }
    private var magnificationFilterStorage: CALayerContentsFilter = .linear
    /// The bias of the mipmap level chosen when minifying with `.trilinear`
    /// (default 0). Stored; Segue's renderer has no mipmaps.
    public var minificationFilterBias: Float = 0
    /// The stretchable part of `contents`, in unit coordinates: the rest (the
    /// caps) keeps its size when the layer is larger than the image (default: all stretches).
    public var contentsCenter: CGRect {
        get { contentsCenterStorage }
        set { contentsCenterStorage = newValue; contentVersion += 1 }
    }
    private var contentsCenterStorage: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Blurs what is behind the layer by this many points (UIKit's visual effect views use it).
    package final var backdropBlurRadius: CGFloat = 0 { didSet { contentVersion += 1 } }
    /// Which corners `cornerRadius` rounds.
    public var maskedCorners: CACornerMask {
        get { maskedCornersStorage }
        set { maskedCornersStorage = newValue; contentVersion += 1 }
    }
    private var maskedCornersStorage: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of rounded corners.
    public var cornerCurve: CALayerCornerCurve {
        get { cornerCurveStorage }
        set { cornerCurveStorage = newValue; contentVersion += 1 }
    }
    private var cornerCurveStorage: CALayerCornerCurve = .circular
    /// Whether the back of the layer is drawn when it faces away.
    public var isDoubleSided: Bool {
        get { isDoubleSidedStorage }
        set { isDoubleSidedStorage = newValue; markPlacementChanged() }
    }
    private var isDoubleSidedStorage: Bool = true
    /// Whether the layer's content is flipped vertically.
    public var isGeometryFlipped: Bool {
        get { isGeometryFlippedStorage }
        set { isGeometryFlippedStorage = newValue; contentVersion += 1 }
    }
    private var isGeometryFlippedStorage: Bool = false
    /// Whether a bounds size change calls `setNeedsDisplay()`. (Read at every
    /// bounds change: no dynamic exclusivity check.)
    @exclusivity(unchecked) public var needsDisplayOnBoundsChange = false
    /// Whether the layer promises to fill its bounds opaquely.
    public var isOpaque = false
    /// Whether opacity below 1 composites the subtree as one group (default true).
    public var allowsGroupOpacity: Bool {
        get { allowsGroupOpacityStorage }
        set { allowsGroupOpacityStorage = newValue; markPlacementChanged() }
    }
    private var allowsGroupOpacityStorage: Bool = true
    /// Whether the layer is cached as a bitmap when composited.
    public var shouldRasterize = false
    /// The scale of the rasterized bitmap.
    public var rasterizationScale: CGFloat = 1
    /// A layer whose alpha masks this one's content.
    open var mask: CALayer? {
        get { maskStorage }
        set {
            let oldValue = maskStorage
            maskStorage = newValue
            enterRuntime()
            oldValue?.superlayerStorage = nil
            oldValue?.maskedLayer = nil
            mask?.removeFromSuperlayer()
            mask?.superlayerStorage = nil
            mask?.maskedLayer = self
            mask?.join(runtime)
            contentVersion += 1
            // The masks' animations take this layer's time: the evaluator records time parents.
            if oldValue != nil || newValue != nil { FrameLoop.shared.invalidateCompiledAnimations() }
        }
    }
    private var maskStorage: CALayer?

    // Main-thread objects: released on the main actor, as UIKit requires.
    deinit {
        MainActor.assumeIsolated {
            // The evaluators holding this layer, or holding it as their layers' time parent, forget it.
            if !sublayerStorage.isEmpty || mask != nil {
                FrameLoop.shared.invalidateCompiledAnimations()
                runtime?.frameLoop.invalidateCompiledAnimations()
                for sublayer in sublayerStorage { sublayer.animationFrameLoop?.invalidateCompiledAnimations() }
                mask?.animationFrameLoop?.invalidateCompiledAnimations()
            }
            animationFrameLoop?.invalidateCompiledAnimations()
            // The sublayers' and the mask's back references are this layer (the
            // hierarchy methods keep it so); they are cleared without being read,
            // as reading an unowned reference to a layer being deinitialized traps.
            for sublayer in sublayerStorage { sublayer.superlayerStorage = nil }
            mask?.maskedLayer = nil
            for instance in animationInstances { instance.isLayerAlive = false }
            valueStorage.deinitialize(count: 3)
            valueStorage.deallocate()
        }
    }

    // MARK: Geometry and appearance (open, as on Apple's platforms: subclasses override them)

    /// The layer's own coordinate space: origin and size.
    open var bounds: CGRect {
        get { modelValues.bounds }
        set {
            guard Self.isFinite(newValue) else { return refuse("bounds", newValue) }
            announceGeometryChange { update(.bounds) { $0.bounds = newValue } }
        }
    }

    /// Where the anchor point sits in the superlayer.
    open var position: CGPoint {
        get { modelValues.position }
        set {
            guard newValue.x.isFinite && newValue.y.isFinite else { return refuse("position", newValue) }
            announceGeometryChange { update(.position) { $0.position = newValue } }
        }
    }

    /// Reports a value the layer will not take (NaN or infinite geometry or timing) and keeps the old one.
    private func refuse(_ property: String, _ value: Any) {
        SegueDiagnostics.report("[CALayer set\(property.prefix(1).uppercased() + property.dropFirst()):] \(self): \(value) is not finite; ignored")
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    /// Makes `change`, telling key-value observations of this layer and of its
    /// owner (a view's bounds, frame and centre follow its layer) before and after.
    private func announceGeometryChange(_ change: () -> Void) {
        enterRuntime()
        guard !SegueRuntime.current.keyValueObservations.isEmpty else { return change() }
        NSKeyValueObservation.objectWillChange(self)
        if let owner = delegate { NSKeyValueObservation.objectWillChange(owner) }
        change()
        NSKeyValueObservation.objectDidChange(self)
        if let owner = delegate { NSKeyValueObservation.objectDidChange(owner) }
    }

    /// The point of the bounds (unit coordinates) that `position` names and transforms pivot about.
    open var anchorPoint: CGPoint {
        get { modelValues.anchorPoint }
        set { update(.anchorPoint) { $0.anchorPoint = newValue } }
    }

    /// The anchor's z coordinate.
    open var anchorPointZ: CGFloat {
        get { modelValues.anchorPointZ }
        set { update(.anchorPointZ) { $0.anchorPointZ = newValue } }
    }

    /// The layer's z coordinate; higher values draw above siblings.
    open var zPosition: CGFloat {
        get { modelValues.zPosition }
        set { update(.zPosition) { $0.zPosition = newValue } }
    }

    /// The layer's opacity, kept within 0–1 (NaN is refused).
    open var opacity: Float {
        get { modelValues.opacity }
        set {
            guard !newValue.isNaN else { return refuse("opacity", newValue) }
            update(.opacity) { $0.opacity = min(max(newValue, 0), 1) }
        }
    }

    /// Whether the layer (and its sublayers) is not drawn.
    open var isHidden: Bool {
        get { modelValues.isHidden }
        set {
            update(.isHidden) { $0.isHidden = newValue }
            // A display the frame loop put off while the layer was hidden happens now.
            if !newValue, needsDisplayFlag { FrameLoop.shared.layerNeedsDisplay(self) }
        }
    }

    /// Whether sublayers are clipped to the (rounded) bounds.
    open var masksToBounds: Bool {
        get { modelValues.masksToBounds }
        set { update(.masksToBounds) { $0.masksToBounds = newValue } }
    }

    /// The colour filling the bounds.
    open var backgroundColor: CGColor? {
        get { modelValues.backgroundColor }
        set { update(.backgroundColor) { $0.backgroundColor = newValue } }
    }

    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat {
        get { modelValues.cornerRadius }
        set { update(.cornerRadius) { $0.cornerRadius = newValue } }
    }

    /// The width of the border, drawn inside the bounds.
    open var borderWidth: CGFloat {
        get { modelValues.borderWidth }
        set { update(.borderWidth) { $0.borderWidth = newValue } }
    }

    /// The colour of the border (default opaque black).
    open var borderColor: CGColor? {
        get { modelValues.borderColor }
        set { update(.borderColor) { $0.borderColor = newValue } }
    }

    /// The shadow's colour (default opaque black).
    open var shadowColor: CGColor? {
        get { modelValues.shadowColor }
        set { update(.shadowColor) { $0.shadowColor = newValue } }
    }

    /// The shadow's opacity (default 0: no shadow).
    open var shadowOpacity: Float {
        get { modelValues.shadowOpacity }
        set { update(.shadowOpacity) { $0.shadowOpacity = newValue } }
    }

    /// The shadow's offset (default (0, −3)).
    open var shadowOffset: CGSize {
        get { modelValues.shadowOffset }
        set { update(.shadowOffset) { $0.shadowOffset = newValue } }
    }

    /// The shadow's blur radius (default 3).
    open var shadowRadius: CGFloat {
        get { modelValues.shadowRadius }
        set { update(.shadowRadius) { $0.shadowRadius = newValue } }
    }

    /// The shadow's shape; nil uses the layer's alpha.
    open var shadowPath: CGPath? {
        get { modelValues.shadowPath }
        set { update(.shadowPath) { $0.shadowPath = newValue } }
    }

    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get { modelValues.transform }
        set {
            let t = newValue
            guard [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
                   t.m41, t.m42, t.m43, t.m44].allSatisfy(\.isFinite) else { return refuse("transform", newValue) }
            announceGeometryChange { update(.transform) { $0.transform = newValue } }
        }
    }

    /// The transform applied to the sublayers, about the anchor point.
    open var sublayerTransform: CATransform3D {
        get { modelValues.sublayerTransform }
        set { update(.sublayerTransform) { $0.sublayerTransform = newValue } }
    }

    /// The part of `contents` to draw, in unit coordinates.
    open var contentsRect: CGRect {
        get { modelValues.contentsRect }
        set { update(.contentsRect) { $0.contentsRect = newValue } }
    }

    /// The layer's content image (`CGImage`; Apple's type is `Any?`).
    open var contents: Any? {
        get { modelValues.contents }
        set {
            let image = newValue as? CGImage
            if newValue != nil && image == nil {
                SegueDiagnostics.report("[CALayer setContents:] \(self): contents must be a CGImage, got \(type(of: newValue!))")
            }
            update(.contents) { $0.contents = image }
        }
    }

    /// The frame in the superlayer: derived from `position`, `anchorPoint`,
    /// `bounds` and `transform`. Setting it changes `position` and `bounds.size`.
    open var frame: CGRect {
        // Field by field: handing the whole model to a function would copy it (and retain its references).
        get {
            CALayer.frame(bounds: modelValues.bounds, position: modelValues.position,
                          anchorPoint: modelValues.anchorPoint, transform: modelValues.transform)
        }
        set {
            guard Self.isFinite(newValue) else { return refuse("frame", newValue) }
            let size = CGSize(width: abs(newValue.width), height: abs(newValue.height))
            let anchor = anchorPoint
            let affine = CATransform3DGetAffineTransform(transform)
            let transformedSize = CGSize(width: size.width, height: size.height).applying(affine)
            let isIdentity = CATransform3DIsIdentity(transform)
            if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
            let origin = newValue.standardized.origin
            if isIdentity {
                position = CGPoint(x: origin.x + anchor.x * size.width, y: origin.y + anchor.y * size.height)
            } else {
                _ = transformedSize
                let current = frame
                position = CGPoint(x: position.x + origin.x - current.minX, y: position.y + origin.y - current.minY)
            }
        }
    }

    static func frame(bounds: CGRect, position: CGPoint, anchorPoint: CGPoint, transform: CATransform3D) -> CGRect {
        let size = bounds.size
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let box: CGRect
        if CATransform3DIsIdentity(transform) {
            box = local
        } else {
            box = local.applying(CATransform3DGetAffineTransform(transform))
        }
        return box.offsetBy(dx: position.x, dy: position.y)
    }

    // MARK: CAMediaTiming (the layer's own time space)

    public var beginTime: CFTimeInterval {

        get { beginTimeStorage }

        set { beginTimeStorage = newValue; timeMapping.beginTime = beginTime; timingChanged() }

    }

    private var beginTimeStorage: CFTimeInterval = 0
    public var duration: CFTimeInterval = 0
    public var speed: Float {
        get { speedStorage }
        set {
            guard newValue.isFinite else { return refuse("speed", newValue) }
            speedStorage = newValue; timeMapping.speed = Double(speed); timingChanged()
        }
    }
    private var speedStorage: Float = 1
    public var timeOffset: CFTimeInterval {
        get { timeOffsetStorage }
        set {
            guard newValue.isFinite else { return refuse("timeOffset", newValue) }
            timeOffsetStorage = newValue; timeMapping.timeOffset = timeOffset; timingChanged()
        }
    }
    private var timeOffsetStorage: CFTimeInterval = 0
    /// `beginTime`, `speed` and `timeOffset` in one final field, for the per-frame path.
    @exclusivity(unchecked) final var timeMapping = LayerTimeMapping() { didSet { CALayer.timeTreeChanged() } }
    /// The last `keepsGlobalTime` answer, and the `timeTreeVersion` it was worked out at.
    @exclusivity(unchecked) final var globalTimeCheck: (version: UInt64, keeps: Bool) = (.max, false)
    /// Bumped whenever any layer's timing, parent or mask changes (process-wide, like `serial`).
    @exclusivity(unchecked) static var timeTreeVersion: UInt64 = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Creation

    /// A new layer with default values.
    public required override init() {
        super.init()
    }

    /// The layer's class and address, as Core Animation prints it.
    nonisolated open override var description: String {
        "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())>"
    }

    /// Creates a presentation copy of `layer`; subclasses copying custom state
    /// override it, as on Apple's platforms.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        runtimeReference = other.runtimeReference
        valueStorage[0] = other.modelValues
        modelLayer = other.modelLayer ?? other
        name = other.name
        contentsGravityStorage = other.contentsGravityStorage
        contentsScaleStorage = other.contentsScaleStorage
        maskedCornersStorage = other.maskedCornersStorage
        contentsCenterStorage = other.contentsCenterStorage
        backdropBlurRadius = other.backdropBlurRadius
        cornerCurveStorage = other.cornerCurveStorage
        minificationFilterStorage = other.minificationFilterStorage
        magnificationFilterStorage = other.magnificationFilterStorage
        minificationFilterBias = other.minificationFilterBias
        isDoubleSidedStorage = other.isDoubleSidedStorage
        isGeometryFlippedStorage = other.isGeometryFlippedStorage
        isOpaque = other.isOpaque
        allowsGroupOpacityStorage = other.allowsGroupOpacityStorage
        beginTimeStorage = other.beginTimeStorage
        speedStorage = other.speedStorage
        timeOffsetStorage = other.timeOffsetStorage
        backingImageStorage = other.backingImageStorage
        contentVersion = other.contentVersion
    }

    /// The layer family the animatable properties are checked against.
    var family: LayerFamily { .base }

    func family(includes owner: LayerFamily) -> Bool { owner == .base || owner == family }

    /// The model layer (self, unless this is a presentation copy).
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// A copy of the layer as it is on screen now: the model values with the
    /// running animations applied at the current media time. Nil while the
    /// layer has never been committed, as in Core Animation.
    open func presentation() -> Self? {
        if modelLayer != nil { return self }
        let copy = type(of: self).init(layer: self)
        copy.modelValues = properties(presentation: true)
        return copy
    }

    /// The model or presentation values.
    func properties(presentation: Bool) -> LayerProperties {
        guard presentation, !animationInstances.isEmpty else { return modelValues }
        return AnimationEvaluator.presentationValues(of: self, at: CACurrentMediaTime())
    }

    /// The default value of a property (Core Animation's KVC defaults).
    open class func defaultValue(forKey key: String) -> Any? {
        guard let path = AnimatableKeyPath(key) else { return nil }
        return LayerProperties().value(at: path).anyValue
    }

    /// Whether changing `key` should redraw the layer (override in subclasses).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Overridable behaviour

    /// Whether `p` (in the layer's coordinates) is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or self) containing `p`, given in the superlayer's
    /// coordinates; hidden layers and what `masksToBounds` clips are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    /// Lays out the sublayers; the default asks the delegate.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The preferred size for the layer (its bounds size by default).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Provides the content: asks the delegate's `display(_:)`, whose default draws through `draw(in:)`.
    open func display() {
        needsDisplayFlag = false
        if let delegate {
            delegate.display(self)
        } else {
            drawIntoBackingStore()
        }
    }

    /// Draws the content into `ctx`; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    // MARK: Hierarchy storage

    /// The parent layer.
    public var superlayer: CALayer? {
        if let modelLayer { return modelLayer.superlayer?.presentation() }
        return superlayerStorage
    }

    /// The child layers, back to front; nil when there are none.
    public var sublayers: [CALayer]? {
        get {
            if let modelLayer { return modelLayer.sublayers?.map { $0.presentation() ?? $0 } }
            return sublayerStorage.isEmpty ? nil : sublayerStorage
        }
        set {
            // Removed one by one as `removeFromSuperlayer()` does: the committed sublayers are saved
            // (what a transition starts from), and the tree is marked changed.
            for layer in sublayerStorage { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    private func timingChanged() {
        presentationIsCurrent = false
    }

    // MARK: Property changes and actions

    /// Changes a model property and runs its action (an implicit animation, usually).
    func update(_ key: AnimatableKey, _ mutate: (inout LayerProperties) -> Void) {
        enterRuntime()
        let property = key.property
        var action: (any CAAction)?
        if !CATransaction.disableActions() {
            // Lets the lookup know the change's key without parsing its name (`keyPath(ofActionKey:)`).
            let outerLookup = CALayer.actionLookup
            CALayer.actionLookup = (ObjectIdentifier(self), key)
            action = self.action(forKey: property.name)
            CALayer.actionLookup = outerLookup
        }
        // "Both nil" basic animations start from the value on screen before the change.
        var bothNil: (animation: CABasicAnimation, from: AnimationValue)?
        if let basic = action as? CABasicAnimation, basic.hasNoValues {
            bothNil = (basic, properties(presentation: true).value(of: key))
        }
        saveCommittedValue(of: key)
        let oldBounds = key == .bounds ? modelValues.bounds : nil
        mutate(&modelValues)
        presentationIsCurrent = false
        presentationDivergentKeys |= key.bit
        switch property.renderEffect {
        case .placement: markPlacementChanged()
        case .appearance: markAppearanceChanged()
        case .content: contentVersion += 1
        }
        if let oldBounds, needsDisplayOnBoundsChange, modelValues.bounds != oldBounds { setNeedsDisplay() }
        if type(of: self).needsDisplay(forKey: property.name) { setNeedsDisplay() }
        if let bothNil {
            // "Both nil" animates from the previous presentation value to the new one.
            let filled = bothNil.animation.copy() as! CABasicAnimation
            filled.from = .typed(bothNil.from)
            filled.run(forKey: property.name, object: self, arguments: nil)
        } else if let change = action as? LayerChangeAction {
            change.handler.run(forChangeOf: property.name, on: self)
        } else if let action, !(action is NSNull) {
            action.run(forKey: property.name, object: self, arguments: nil)
        }
    }

    /// The layer asking for the action of a change it is making, and the key
    /// changed, while it asks (nil otherwise).
    private static var actionLookup: (layer: ObjectIdentifier, key: AnimatableKey)?

    /// The key path `event` names on this layer, when an action is asked for
    /// it: the key being changed, without parsing, when the layer is asking
    /// for the action of that change (as it does for every change); else parsed.
    package final func keyPath(ofActionKey event: String) -> AnimatableKeyPath? {
        if let lookup = CALayer.actionLookup, lookup.layer == ObjectIdentifier(self), lookup.key.property.name == event {
            return AnimatableKeyPath(whole: lookup.key)
        }
        return animatableKeyPath(event)
    }

    /// Records that what the layer itself draws changed (and so its subtree, and its ancestors').
    final func markAppearanceChanged() {
        appearanceVersion &+= 1
        markSubtreeChanged()
    }

    /// The last serial given out. Process-wide, not per runtime: a layer made
    /// under one runtime may join another's tree, and render caches keyed by
    /// serial must never confuse two layers.
    private static var lastSerial: UInt64 = 0

    private static func nextSerial() -> UInt64 {
        lastSerial &+= 1
        return lastSerial
    }

    /// Invalidates flattened renderings of this layer's subtree and of every ancestor's.
    final func markSubtreeChanged() {
        CALayer.markSubtreeChanged(from: .passUnretained(self))
    }

    /// The walk up by unretained links: it writes one field per ancestor, and the tree holds them all.
    private static func markSubtreeChanged(from start: Unmanaged<CALayer>) {
        var next: Unmanaged<CALayer>? = start
        while let node = next {
            next = node.withGuaranteedReference { layer in
                layer.subtreeVersion &+= 1
                return layer.timeParentLink
            }
        }
    }

    /// `markSubtreeChanged()` for one animation evaluation pass, which marks
    /// many layers under the same ancestors with nothing drawn in between: the
    /// walk up stops at the first layer the pass has marked (all above it are too).
    static func markSubtreeChanged(from start: Unmanaged<CALayer>, inPass pass: UInt64) {
        var next: Unmanaged<CALayer>? = start
        while let node = next {
            next = node.withGuaranteedReference { layer in
                guard layer.subtreeMarkPass != pass else { return nil }
                layer.subtreeMarkPass = pass
                layer.subtreeVersion &+= 1
                return layer.timeParentLink
            }
        }
    }

    /// Records that the layer moved, turned or faded: invalidates the ancestors' flattened renderings.
    final func markPlacementChanged() {
        placementVersion &+= 1
        if let parent = timeParentLink { CALayer.markSubtreeChanged(from: parent) }
    }

    /// Records that `key` is about to change in the current transaction,
    /// keeping its committed value at its first change.
    final func saveCommittedValue(of key: AnimatableKey) {
        if committedKeys & key.bit == 0 {
            LayerProperties.copy(key.bit, from: valueStorage, to: valueStorage + 2)
            committedKeys |= key.bit
        }
        CATransaction.current.noteChanged(self)
    }

    /// Records that the sublayers are about to change in the current
    /// transaction, keeping the committed ones at their first change.
    final func saveCommittedSublayers() {
        if committedSublayers == nil { committedSublayers = sublayerStorage }
        CATransaction.current.noteChanged(self)
    }

    /// Forgets the saved committed state (the transaction committed). Saved
    /// references are replaced by the model's, so an image or path the model
    /// no longer holds is not kept alive by its old committed value.
    final func clearCommittedState() {
        let savedReferences = committedKeys & AnimatableKey.referenceKeys
        if savedReferences != 0 { LayerProperties.copy(savedReferences, from: valueStorage, to: valueStorage + 2) }
        committedKeys = 0
        committedSublayers = nil
    }

    func didChange() {
        CATransaction.current.noteChanged(self)
        presentationIsCurrent = false
    }

    /// The action for `event`: the delegate's, else `actions[event]`, else the
    /// class default (implicit animations for committed standalone layers).
    open func action(forKey event: String) -> (any CAAction)? {
        if let delegate, let action = delegate.action(for: self, forKey: event) {
            return action is NSNull ? nil : action
        }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        guard hasBeenCommitted else { return nil }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The implicit animation of a property: a basic animation with the
    /// transaction's duration and timing function.
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard AnimatableKeyPath(event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    // MARK: Key-value access to animatable properties

    /// The value of an animatable key path (`"position.x"`, `"transform.scale"`…), or nil.
    open func value(forKeyPath keyPath: String) -> Any? {
        animationValue(forKeyPath: keyPath)?.anyValue
    }

    /// The model value (or, with `presentation`, the value on screen now) of an
    /// animatable key path in the engine's form; nil when the layer has no such property.
    package final func animationValue(forKeyPath keyPath: String, presentation: Bool = false) -> AnimationValue? {
        animatableKeyPath(keyPath).map { animationValue(at: $0, presentation: presentation) }
    }

    /// `keyPath` parsed, when it names one of this layer's animatable properties.
    package final func animatableKeyPath(_ keyPath: String) -> AnimatableKeyPath? {
        guard let path = AnimatableKeyPath(keyPath), family(includes: path.key.owner) else { return nil }
        return path
    }

    /// The model value (or, with `presentation`, the value on screen now) at
    /// `path`, one of this layer's key paths (`animatableKeyPath(_:)`).
    package final func animationValue(at path: AnimatableKeyPath, presentation: Bool = false) -> AnimationValue {
        guard presentation, !animationInstances.isEmpty else { return modelValue(at: path) }
        return properties(presentation: true).value(at: path)
    }

    /// Sets the model value of an animatable key path from the engine's form,
    /// without an implicit animation's action; false when the layer has no such
    /// property or the value does not fit it.
    @discardableResult
    package final func setModelValue(_ value: AnimationValue, forKeyPath keyPath: String) -> Bool {
        guard let path = AnimatableKeyPath(keyPath), family(includes: path.key.owner),
              let typed = AnimationValue(value.anyValue ?? NSNull(), like: modelValue(at: path)) else { return false }
        update(path.key) { $0.setValue(typed, at: path) }
        return true
    }

    /// The model value at `path`, read in place.
    final func modelValue(at path: AnimatableKeyPath) -> AnimationValue {
        LayerProperties.value(at: path, in: valueStorage)
    }

    /// The value of an animatable key (`"opacity"`, `"bounds"`…), or nil.
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets an animatable key; values of the wrong type are reported and ignored.
    open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// Sets an animatable key path; values of the wrong type are reported and ignored.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let path = AnimatableKeyPath(keyPath), family(includes: path.key.owner) else {
            SegueDiagnostics.report("[CALayer setValue:forKeyPath:] \(self): unknown key path \"\(keyPath)\"")
            return
        }
        let template = modelValue(at: path)
        guard let typed = value.flatMap({ AnimationValue($0, like: template) }) ?? AnimationValue(NSNull(), like: template) else {
            SegueDiagnostics.report("[CALayer setValue:forKeyPath:] \(self): \(String(describing: value)) does not fit \"\(keyPath)\"")
            return
        }
        update(path.key) { $0.setValue(typed, at: path) }
    }
}
