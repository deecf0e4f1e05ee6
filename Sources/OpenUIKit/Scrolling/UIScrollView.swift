/// A view whose content, larger than it, is moved by dragging: the content
/// offset is the bounds' origin. A released drag decelerates at
/// `decelerationRate` per millisecond; past an edge the content rubber-bands
/// and springs back (UIKit's formulas, see `ScrollPhysics`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How quickly a released drag slows: the velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop, 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

    /// Whether dragging dismisses the keyboard (recorded; Segue has no keyboard).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }

    /// Told about scrolling (held weakly).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The pan that drags the content; its delegate is the scroll view's business,
    /// other recognizers can relate to it (`require(toFail:)`, simultaneous recognition).
    public private(set) var panGestureRecognizer: UIPanGestureRecognizer!

    // MARK: Geometry

    /// The point of the content at the view's top-left corner (the bounds' origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                SegueDiagnostics.report("\(self): contentOffset \(newValue) is not finite; ignored")
                return
            }
            guard newValue != bounds.origin else { return }
            bounds = CGRect(origin: newValue, size: bounds.size)
            didScroll()
        }
    }

    /// Moves the content to `contentOffset`, over UIKit's 0.3 s when animated.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        startScrollAnimation(to: contentOffset)
    }

    /// The size of the content.
    open var contentSize: CGSize {
        get { contentSizeStorage }
        set {
            NSKeyValueObservation.objectWillChange(self)
            contentSizeStorage = CGSize(width: max(0, newValue.width.isFinite ? newValue.width : 0),
                                        height: max(0, newValue.height.isFinite ? newValue.height : 0))
            NSKeyValueObservation.objectDidChange(self)
            updateIndicators(showing: false)
        }
    }
    private var contentSizeStorage: CGSize = .zero

    /// Extra room around the content.
    open var contentInset: UIEdgeInsets {
        get { contentInsetStorage }
        set {
            NSKeyValueObservation.objectWillChange(self)
            contentInsetStorage = newValue
            NSKeyValueObservation.objectDidChange(self)
            followAdjustedContentInset()
        }
    }
    private var contentInsetStorage: UIEdgeInsets = .zero

    /// How the safe area adds to `contentInset` (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` says.
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var insets = contentInset
        let addVertical: Bool, addHorizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: addVertical = false; addHorizontal = false
        case .always: addVertical = true; addHorizontal = true
        case .scrollableAxes: addVertical = scrollsVertically; addHorizontal = scrollsHorizontally
        case .automatic: addVertical = scrollsVertically || ownerAdjustsInsets; addHorizontal = scrollsHorizontally
        }
        if addVertical { insets.top += safe.top + largeTitleInsetAdjustment; insets.bottom += safe.bottom }
        if addHorizontal { insets.left += safe.left; insets.right += safe.right }
        return insets
    }

    /// Whether this scroll view is the view of a controller in a navigation
    /// controller that keeps `automaticallyAdjustsScrollViewInsets`: `.automatic`
    /// then adds the vertical safe area even to content that does not scroll.
    private var ownerAdjustsInsets: Bool {
        guard let owner = viewControllerOwningView, owner.navigationController != nil else { return false }
        return owner.automaticallyAdjustsScrollViewInsets
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    /// What a navigation controller adds to the top of the safe area of its
    /// controllers' content scroll views: the part of a large title's row that
    /// is collapsed (or, negative, stretched) now, so the adjusted inset keeps
    /// covering the bar with its large title at rest, as on iOS, and the
    /// content does not move as the bar's height follows the scrolling.
    var largeTitleInsetAdjustment: CGFloat = 0

    /// The adjusted inset when last looked at.
    private var lastAdjustedContentInset = UIEdgeInsets.zero

    /// How far the content has scrolled past its top edge (the top of the
    /// adjusted inset it was last laid out with; negative: pulled down past
    /// it). A scroll view never laid out is at its edge.
    var scrolledPastTopEdge: CGFloat { contentOffset.y + lastAdjustedContentInset.top }
    /// Set while the offset follows a new inset: that move shows no indicator.
    private var followingInset = false

    /// When `adjustedContentInset` changed (a bar or the safe area came, the inset
    /// was set), content resting at its top or leading edge stays there, as on
    /// iOS: a list under a navigation bar starts below the bar.
    private func followAdjustedContentInset() {
        let inset = adjustedContentInset
        let old = lastAdjustedContentInset
        guard inset != old else { return }
        lastAdjustedContentInset = inset
        if !isDragging && !isDecelerating && motionLink == nil {
            var offset = contentOffset
            if inset.top != old.top && offset.y == -old.top { offset.y = -inset.top }
            if inset.left != old.left && offset.x == -old.left { offset.x = -inset.left }
            if offset != contentOffset {
                followingInset = true
                contentOffset = offset
                followingInset = false
            }
        }
        adjustedContentInsetDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        followAdjustedContentInset()
    }

    /// Scrolls the least needed to show `rect` (content coordinates).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var target = contentOffset
        let size = bounds.size
        if rect.maxX > target.x + size.width { target.x = rect.maxX - size.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > target.y + size.height { target.y = rect.maxY - size.height }
        if rect.minY < target.y { target.y = rect.minY }
        setContentOffset(clamped(target), animated: animated)
    }

    // MARK: Behaviour

    /// Whether dragging scrolls (default true).
    open var isScrollEnabled: Bool {
        get { panGestureRecognizer.isEnabled }
        set { panGestureRecognizer.isEnabled = newValue }
    }
    /// Whether the content rubber-bands past its edges (default true).
    open var bounces = true
    /// Whether a vertical drag bounces even when the content fits.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content fits.
    open var alwaysBounceHorizontal = false
    /// Whether a drag stops on multiples of the bounds size.
    open var isPagingEnabled = false
    /// How quickly a released drag slows (default `.normal`).
    open var decelerationRate: DecelerationRate = .normal
    /// Whether the indicators show while scrolling.
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator's track is inset from the edges of the
    /// scroll view (its right inset moves the indicator in from the edge).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { if verticalIndicator != nil { updateIndicators(showing: false) } }
    }
    /// How far the horizontal indicator's track is inset (Segue draws no horizontal indicator).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicators' insets follow the safe area (iOS 13; default
    /// true). Stored: Segue's indicator runs the full height of the scroll
    /// view, less `verticalScrollIndicatorInsets`, either way.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// Sets both indicators' insets; reads the vertical one's (deprecated in
    /// iOS 13 for the two properties above).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether dragging dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether a tap on the status bar scrolls this view's content to its top
    /// (default true). Only when exactly one scroll view on screen says so,
    /// as on iPhone; its delegate may refuse (`scrollViewShouldScrollToTop(_:)`).
    open var scrollsToTop = true

    // MARK: Touches on the content

    /// Whether a finger that comes down on the content reaches it only once
    /// the scroll view knows it does not scroll (default true): the content's
    /// `touchesBegan` waits until the finger has stayed put for 150 ms or
    /// lifted, and never comes if the content starts scrolling first.
    open var delaysContentTouches = true
    /// Whether scrolling may take a finger the content already has (default
    /// true): the content gets `touchesCancelled` and the scroll view scrolls,
    /// if `touchesShouldCancel(in:)` agrees. When false, a finger the content
    /// has does not scroll.
    open var canCancelContentTouches = true

    /// Asked before touches held back by `delaysContentTouches` go to `view`
    /// (or at once when nothing holds them); returning false keeps them from it.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked when scrolling starts with a finger that `view` already has:
    /// true cancels the view's touches and scrolls, false leaves the finger to
    /// the view and does not scroll. Default: false for a `UIControl`, true otherwise.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The scroll view that holds back touches beginning in `view`: the nearest
    /// one at or above it that delays content touches and can scroll.
    static func holdingContentTouches(of view: UIView?) -> UIScrollView? {
        var node = view
        while let current = node {
            if let scrollView = current as? UIScrollView, scrollView.delaysContentTouches, scrollView.isScrollEnabled {
                return scrollView
            }
            node = current.superview
        }
        return nil
    }

    /// Whether the content has a finger of `touches` that scrolling may not
    /// take (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    func contentKeeps(_ touches: [UITouch]) -> Bool {
        touches.contains { touch in
            guard touch.hasBegunInView, !touch.isCancelledForView, let view = touch.view, view !== self,
                  view.isDescendant(of: self) else { return false }
            return !canCancelContentTouches || !touchesShouldCancel(in: view)
        }
    }

    /// Whether a finger is on the content: from the touch down, before any drag, until it lifts.
    public internal(set) var isTracking = false
    /// Whether the content is being dragged.
    public private(set) var isDragging = false
    /// Whether the content moves on by itself after a drag.
    public private(set) var isDecelerating = false

    // MARK: Creating

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        let pan = ScrollPanGestureRecognizer(target: nil, action: nil)
        pan.scrollView = self
        pan.addTarget(self, action: Selector(UIScrollView.handlePan(_:)))
        addGestureRecognizer(pan)
        panGestureRecognizer = pan
    }

    // MARK: Limits

    var scrollsVertically: Bool { alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height }
    var scrollsHorizontally: Bool { alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width }

    /// The least and greatest offsets at rest.
    private var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    private func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// `raw` along one axis, rubber-banded past the limits (or held at them without bounces).
    private func resisted(_ raw: CGFloat, min lower: CGFloat, max upper: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < lower { return bounces ? lower + ScrollPhysics.rubberBand(raw - lower, dimension: dimension) : lower }
        if raw > upper { return bounces ? upper + ScrollPhysics.rubberBand(raw - upper, dimension: dimension) : upper }
        return raw
    }

    // MARK: Dragging

    /// The content offset when the current (or last) drag began.
    private(set) var dragStartOffset: CGPoint = .zero

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            dragStartOffset = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
            fallthrough
        case .changed:
            let translation = pan.translation(in: self)
            let range = offsetRange
            var offset = contentOffset
            if scrollsHorizontally {
                offset.x = resisted(dragStartOffset.x - translation.x, min: range.min.x, max: range.max.x, dimension: bounds.width)
            }
            if scrollsVertically {
                offset.y = resisted(dragStartOffset.y - translation.y, min: range.min.y, max: range.max.y, dimension: bounds.height)
            }
            contentOffset = offset
        case .ended, .cancelled, .failed:
            isTracking = false
            let fingerVelocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            endDragging(velocity: CGPoint(x: scrollsHorizontally ? -fingerVelocity.x / 1000 : 0,
                                          y: scrollsVertically ? -fingerVelocity.y / 1000 : 0))
        default:
            break
        }
    }

    /// The drag ended with `velocity` (points per millisecond, content direction).
    private func endDragging(velocity: CGPoint) {
        let rate = decelerationRate.rawValue
        let natural = CGPoint(x: contentOffset.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: rate),
                              y: contentOffset.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: rate))
        var target = isPagingEnabled ? pageTarget(velocity: velocity) : clamped(natural)
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        isDragging = false
        let range = offsetRange
        let outside = contentOffset.x < range.min.x || contentOffset.x > range.max.x
            || contentOffset.y < range.min.y || contentOffset.y > range.max.y
        let moves = outside || target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else { return fadeIndicators() }
        delegate?.scrollViewWillBeginDecelerating(self)
        startDeceleration(velocity: velocity, target: target, natural: natural)
    }

    /// Paging: the nearest page, or the next one in the flick's direction.
    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ velocity: CGFloat, _ size: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            var index = (offset / size).rounded()
            if velocity > 0.3 { index = (offset / size).rounded(.down) + 1 }
            if velocity < -0.3 { index = (offset / size).rounded(.up) - 1 }
            return index * size
        }
        let target = CGPoint(x: page(contentOffset.x, velocity.x, bounds.width),
                             y: page(contentOffset.y, velocity.y, bounds.height))
        return clamped(target)
    }

    // MARK: Deceleration and bouncing

    /// One axis of the motion after a drag: decelerating towards a target, or springing back to an edge.
    private struct AxisMotion {
        enum Phase { case decelerating, bouncing, resting }
        var phase: Phase
        var start: CGFloat
        var velocity: CGFloat
        /// Where the deceleration lands (an edge for a bounce).
        var target: CGFloat
        var phaseStart: CFTimeInterval
    }

    private var motion: (x: AxisMotion, y: AxisMotion)?
    private var motionLink: CADisplayLink?

    private func startDeceleration(velocity: CGPoint, target: CGPoint, natural: CGPoint) {
        let rate = decelerationRate.rawValue
        let range = offsetRange
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ target: CGFloat, _ natural: CGFloat, _ lower: CGFloat,
                  _ upper: CGFloat) -> AxisMotion {
            let now = CACurrentMediaTime()
            if offset < lower || offset > upper {
                // Released past an edge: spring back to it.
                return AxisMotion(phase: .bouncing, start: offset, velocity: velocity * 1000,
                                  target: min(max(offset, lower), upper), phaseStart: now)
            }
            guard target != offset else { return AxisMotion(phase: .resting, start: offset, velocity: 0, target: offset, phaseStart: now) }
            // A target that is not the natural landing (clamped, paged or changed by the delegate)
            // gets the velocity that lands on it.
            let landing = target == natural ? velocity : (target - offset) * (1 - rate) / rate
            return AxisMotion(phase: .decelerating, start: offset, velocity: landing, target: target, phaseStart: now)
        }
        motion = (axis(contentOffset.x, velocity.x, target.x, natural.x, range.min.x, range.max.x),
                  axis(contentOffset.y, velocity.y, target.y, natural.y, range.min.y, range.max.y))
        isDecelerating = true
        let link = CADisplayLink { [weak self] link in self?.stepMotion(at: link.timestamp) }
        motionLink = link
        link.add(to: .main, forMode: .common)
    }

    private func stepMotion(at time: CFTimeInterval) {
        guard var current = motion else { return }
        let rate = decelerationRate.rawValue
        func step(_ axis: inout AxisMotion) -> CGFloat {
            let elapsed = CGFloat(max(0, time - axis.phaseStart))
            switch axis.phase {
            case .resting:
                return axis.target
            case .decelerating:
                let milliseconds = elapsed * 1000
                let position = axis.start + ScrollPhysics.distance(after: milliseconds, velocity: axis.velocity, rate: rate)
                let speed = ScrollPhysics.velocity(after: milliseconds, velocity: axis.velocity, rate: rate)
                if abs(speed) < ScrollPhysics.restingVelocity || abs(position - axis.target) < 0.5 {
                    axis.phase = .resting
                    return axis.target
                }
                return position
            case .bouncing:
                let (displacement, speed) = ScrollPhysics.bounce(displacement: axis.start - axis.target,
                                                                 velocity: axis.velocity, time: elapsed)
                if abs(displacement) < 0.5 && abs(speed) < 10 {
                    axis.phase = .resting
                    return axis.target
                }
                return axis.target + displacement
            }
        }
        let offset = CGPoint(x: step(&current.x), y: step(&current.y))
        motion = current
        contentOffset = offset
        if current.x.phase == .resting && current.y.phase == .resting {
            stopMotion()
            fadeIndicators()
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    // MARK: Animated offsets

    /// Animates the content offset to `target` over UIKit's 0.3 s; `ended`
    /// tells the delegate (`scrollViewDidEndScrollingAnimation(_:)` by default).
    func startScrollAnimation(to target: CGPoint, ended: ((UIScrollView) -> Void)? = nil) {
        let start = contentOffset
        let duration: CFTimeInterval = 0.3
        var began: CFTimeInterval?
        let curve = UIView.AnimationCurve.easeInOut.timingFunction
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let first = began ?? link.timestamp
            began = first
            let linear = min((link.timestamp - first) / duration, 1)
            let eased = CGFloat(curve.progress(at: linear))
            contentOffset = CGPoint(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased)
            if linear >= 1 {
                stopMotion()
                fadeIndicators()
                if let ended { ended(self) } else { delegate?.scrollViewDidEndScrollingAnimation(self) }
            }
        }
        motionLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Stops any deceleration, bounce or offset animation where it is.
    func stopMotion() {
        motionLink?.invalidate()
        motionLink = nil
        motion = nil
        isDecelerating = false
    }

    // MARK: Scrolling happened

    /// A subview kept at the top centre of the visible area whatever the
    /// offset, `floatingTopInset` below its top: the grabber of a sheet whose
    /// presented view is this scroll view (UIKit keeps it in a wrapper view instead).
    weak var floatingTopView: UIView?
    var floatingTopInset: CGFloat = 0

    /// Puts `floatingTopView` back at the top of the visible area.
    func positionFloatingTopView() {
        guard let view = floatingTopView, view.superview === self else { return }
        view.frame.origin = CGPoint(x: bounds.minX + (bounds.width - view.bounds.width) / 2, y: bounds.minY + floatingTopInset)
    }

    private func didScroll() {
        positionFloatingTopView()
        guard !followingInset else { return delegate?.scrollViewDidScroll(self) ?? () }
        updateIndicators()
        // An offset set in code, with nothing moving it on, shows the indicator briefly.
        if !isDragging && motionLink == nil { fadeIndicators() }
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Indicators

    private var verticalIndicator: UIView?

    /// The vertical indicator: a thin bar whose length and place show the
    /// visible part, shown while the content moves.
    private func updateIndicators(showing: Bool = true) {
        guard showsVerticalScrollIndicator, contentSize.height > bounds.height, bounds.height > 0 else { return }
        let indicator = verticalIndicator ?? {
            let bar = UIView()
            bar.backgroundColor = UIColor(white: 0, alpha: 0.35)
            bar.layer.cornerRadius = 1.5
            bar.isUserInteractionEnabled = false
            bar.alpha = 0
            verticalIndicator = bar
            return bar
        }()
        if indicator.superview !== self { addSubview(indicator) }
        let insets = verticalScrollIndicatorInsets
        let track = max(bounds.height - insets.top - insets.bottom, 0)
        let visible = bounds.height / contentSize.height
        let length = max(36, track * visible - 6)
        let progress = min(max(contentOffset.y / max(contentSize.height - bounds.height, 1), 0), 1)
        indicator.frame = CGRect(x: bounds.maxX - 6 - insets.right,
                                 y: bounds.minY + insets.top + 3 + (track - 6 - length) * progress,
                                 width: 3, height: length)
        if showing && indicator.alpha != 1 {
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
        }
    }

    /// Fades the indicator out once the content has come to rest.
    private func fadeIndicators() {
        guard let indicator = verticalIndicator, indicator.alpha > 0 else { return }
        UIView.animate(withDuration: 0.3, delay: 0.5, options: [.beginFromCurrentState, .allowUserInteraction],
                       animations: { indicator.alpha = 0 })
    }
}

/// The scroll view's pan: it begins only when the content can move.
@MainActor
final class ScrollPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func shouldBegin(from origin: CGPoint) -> Bool {
        guard let scrollView, scrollView.scrollsVertically || scrollView.scrollsHorizontally,
              super.shouldBegin(from: origin) else { return false }
        // The finger moved far enough to scroll: the content may keep it, once and for all.
        if scrollView.contentKeeps(trackedTouches) {
            state = .failed
            return false
        }
        return true
    }

    /// A finger on the content: the scroll view tracks it before the pan begins (R14.4).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.isTracking = true
    }

    /// The touches are gone (a drag's end has already cleared it).
    override func reset() {
        super.reset()
        scrollView?.isTracking = false
    }
}
