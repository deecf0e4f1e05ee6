import Foundation

/// A horizontal row of segments, each a title or an image, one of which is
/// selected: iOS 13's look, a light translucent gray capsule-cornered bar
/// with a white, shadowed indicator under the selected segment and thin
/// separators between the others.
///
/// A tap on another segment selects it, slides the indicator there over
/// ``indicatorAnimationDuration`` seconds (ease in, ease out) and sends
/// `.valueChanged`. Setting `selectedSegmentIndex` in code sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning no segment is selected (-1).
    public static let noSegment: Int = -1

    /// The control's height (iOS 13 and later).
    static let controlHeight: CGFloat = 32
    /// How far the indicator sits inside the bar.
    static let indicatorInset: CGFloat = 2
    static let cornerRadius: CGFloat = 9
    /// Horizontal room around the widest content in a segment.
    static let segmentPadding: CGFloat = 24
    /// The shortest segment a content-sized control gives a segment.
    static let minimumSegmentWidth: CGFloat = 44
    /// How long the indicator takes to slide to a tapped segment.
    static let indicatorAnimationDuration: TimeInterval = 0.25
    /// The bar's colour: iOS's tertiary system fill (118, 118, 128 at 12 %).
    static let barColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    static let separatorColor = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 0.3)
    static let titleFontSize: CGFloat = 13

    /// One segment's content and state.
    @MainActor private final class Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        /// The width set with `setWidth(_:forSegmentAt:)`; 0 means automatic.
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
        /// The action a tap on the segment performs (`init(frame:actions:)`).
        var action: UIAction?
        let label = UILabel()
        let imageView = UIImageView()
        let separator = UIView()

        init(title: String?, image: UIImage?) {
            self.title = title
            self.image = image
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            imageView.isUserInteractionEnabled = false
            separator.isUserInteractionEnabled = false
            separator.backgroundColor = UISegmentedControl.separatorColor
        }
    }

    private var segments: [Segment] = []
    private let indicator = UIView()
    private let indicatorFace = UIView()

    /// The selected segment's index, or ``noSegment`` (the default).
    /// An index outside the segments is ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else { return }
            selectedIndexStorage = newValue
            updateSelection()
        }
    }
    private var selectedIndexStorage: Int = UISegmentedControl.noSegment

    /// Whether segments show no lasting selection (default false): a tap sends
    /// `.valueChanged` with the tapped index selected, then the selection clears.
    open var isMomentary: Bool {
        get { isMomentaryStorage }
        set { isMomentaryStorage = newValue; updateSelection() }
    }
    private var isMomentaryStorage = false

    /// Whether segments are as wide as their content (default false: all equally wide).
    open var apportionsSegmentWidthsByContent: Bool {
        get { apportionsStorage }
        set { apportionsStorage = newValue; invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    private var apportionsStorage = false

    /// The indicator's colour (nil: white).
    open var selectedSegmentTintColor: UIColor? {
        get { selectedTintStorage }
        set { selectedTintStorage = newValue; indicatorFace.backgroundColor = newValue ?? .white }
    }
    private var selectedTintStorage: UIColor?

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// A control with `items`, each a `String` (a title) or a `UIImage`; none selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            segments.append(Self.segment(for: item))
        }
        rebuildSegmentViews()
        frame.size = intrinsicContentSize
    }

    /// An empty control at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// A control whose segments are `actions`: their titles and images; tapping one
    /// performs it (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            let segment = Segment(title: action.title, image: action.image)
            segment.action = action
            segments.append(segment)
        }
        rebuildSegmentViews()
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private static func segment(for item: Any) -> Segment {
        if let image = item as? UIImage { return Segment(title: nil, image: image) }
        if let title = item as? String { return Segment(title: title, image: nil) }
        return Segment(title: "\(item)", image: nil)
    }

    private func setUp() {
        backgroundColor = Self.barColor
        layer.cornerRadius = Self.cornerRadius
        indicator.isUserInteractionEnabled = false
        indicator.layer.shadowColor = CGColor(gray: 0, alpha: 1)
        indicator.layer.shadowOpacity = 0.12
        indicator.layer.shadowRadius = 4
        indicator.layer.shadowOffset = CGSize(width: 0, height: 3)
        indicator.layer.cornerRadius = Self.cornerRadius - Self.indicatorInset
        indicatorFace.isUserInteractionEnabled = false
        indicatorFace.backgroundColor = .white
        indicatorFace.layer.cornerRadius = Self.cornerRadius - Self.indicatorInset
        indicatorFace.layer.borderWidth = 0.5
        indicatorFace.layer.borderColor = CGColor(gray: 0, alpha: 0.04)
        indicator.addSubview(indicatorFace)
        indicator.isHidden = true
        addSubview(indicator)
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to 0…numberOfSegments).
    /// The selected segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title, image: nil), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0…numberOfSegments).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(title: nil, image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` at `segment` (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let new = Segment(title: action.title, image: action.image)
        new.action = action
        insert(new, at: segment, animated: animated)
    }

    private func insert(_ new: Segment, at segment: Int, animated: Bool) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selectedIndexStorage != Self.noSegment, selectedIndexStorage >= index { selectedIndexStorage += 1 }
        rebuildSegmentViews()
        animateLayout(animated)
    }

    /// Removes the segment at `segment` (nothing when there is none there); removing the
    /// selected segment leaves none selected.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        let removed = segments.remove(at: segment)
        for view in [removed.label, removed.imageView, removed.separator] { view.removeFromSuperview() }
        if selectedIndexStorage == segment {
            selectedIndexStorage = Self.noSegment
        } else if selectedIndexStorage > segment {
            selectedIndexStorage -= 1
        }
        rebuildSegmentViews()
        animateLayout(animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        for segment in segments {
            for view in [segment.label, segment.imageView, segment.separator] { view.removeFromSuperview() }
        }
        segments.removeAll()
        selectedIndexStorage = Self.noSegment
        rebuildSegmentViews()
    }

    /// Sets the title of the segment at `segment` (the segment shows a title, not an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        rebuildSegmentViews()
    }

    /// The title of the segment at `segment` (nil for an image segment or no segment).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (the segment shows an image, not a title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        rebuildSegmentViews()
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment` (a disabled one is dimmed and ignores taps).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSelection()
    }

    /// Whether the segment at `segment` is enabled (default true).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the width of the segment at `segment` (0, the default, sizes it automatically).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(width, 0)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The width set for the segment at `segment` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the content of the segment at `segment` by `offset`.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    /// The content offset of the segment at `segment`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    // MARK: Size and layout

    /// The content width of a segment: its title's or image's width.
    private func contentWidth(of segment: Segment) -> CGFloat {
        if let image = segment.image { return image.size.width }
        guard let title = segment.title, !title.isEmpty else { return 0 }
        let measure = UILabel()
        measure.font = .systemFont(ofSize: Self.titleFontSize, weight: .semibold)
        measure.text = title
        return ceil(measure.sizeThatFits(.zero).width)
    }

    /// The natural width of each segment.
    private func naturalWidths() -> [CGFloat] {
        let content = segments.map { max(contentWidth(of: $0) + Self.segmentPadding, Self.minimumSegmentWidth) }
        let uniform = content.max() ?? 0
        return segments.indices.map { index in
            let fixed = segments[index].width
            if fixed > 0 { return fixed }
            return apportionsStorage ? content[index] : uniform
        }
    }

    /// As wide as the segments need, 32 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidths().reduce(0, +), height: Self.controlHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The frames of the segments across the bounds: fixed widths as set, the
    /// rest sharing what remains (equally, or by content when apportioned).
    private func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let natural = naturalWidths()
        let fixedTotal = segments.indices.filter { segments[$0].width > 0 }.reduce(CGFloat(0)) { $0 + natural[$1] }
        let flexible = segments.indices.filter { segments[$0].width == 0 }
        let flexibleNatural = flexible.reduce(CGFloat(0)) { $0 + natural[$1] }
        let room = max(bounds.width - fixedTotal, 0)
        var x = bounds.minX
        return segments.indices.map { index in
            let width: CGFloat
            if segments[index].width > 0 {
                width = natural[index]
            } else if apportionsStorage, flexibleNatural > 0 {
                width = room * natural[index] / flexibleNatural
            } else {
                width = room / CGFloat(flexible.count)
            }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutSegments()
    }

    private func layOutSegments() {
        let frames = segmentFrames()
        for (index, segment) in segments.enumerated() {
            let frame = frames[index].offsetBy(dx: segment.contentOffset.width, dy: segment.contentOffset.height)
            segment.label.frame = frame
            if let image = segment.image {
                segment.imageView.frame = CGRect(x: frame.midX - image.size.width / 2, y: frame.midY - image.size.height / 2,
                                                 width: image.size.width, height: image.size.height)
            }
            let separatorHeight = max(bounds.height - 16, 0)
            segment.separator.frame = CGRect(x: frames[index].maxX - 0.5, y: bounds.midY - separatorHeight / 2,
                                             width: 1, height: separatorHeight)
        }
        layOutIndicator(in: frames)
    }

    private func layOutIndicator(in frames: [CGRect]) {
        guard frames.indices.contains(selectedIndexStorage) else { return }
        let frame = frames[selectedIndexStorage].insetBy(dx: Self.indicatorInset, dy: Self.indicatorInset)
        indicator.frame = frame
        indicatorFace.frame = indicator.bounds
    }

    private func animateLayout(_ animated: Bool) {
        if animated, window != nil {
            UIView.animate(withDuration: Self.indicatorAnimationDuration) { self.layOutSegments() }
        } else {
            setNeedsLayout()
        }
    }

    /// Puts a label, image view and separator in the control for each segment.
    private func rebuildSegmentViews() {
        for segment in segments {
            if segment.separator.superview !== self { insertSubview(segment.separator, belowSubview: indicator) }
            if segment.label.superview !== self { addSubview(segment.label) }
            segment.label.text = segment.image == nil ? segment.title : nil
            if segment.image != nil {
                segment.imageView.image = segment.image
                if segment.imageView.superview !== self { addSubview(segment.imageView) }
            } else {
                segment.imageView.removeFromSuperview()
            }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateSelection()
    }

    /// Shows the selection: the indicator, the selected title's weight, the
    /// separators beside the selection hidden, disabled segments dimmed.
    private func updateSelection() {
        let selected = isMomentary && !isTracking ? Self.noSegment : selectedIndexStorage
        let showsIndicator = segments.indices.contains(selected)
        if showsIndicator, indicator.isHidden {
            // Appear in place, not sliding in from wherever it was last.
            UIView.performWithoutAnimation {
                indicator.isHidden = false
                layOutIndicator(in: segmentFrames())
            }
        }
        indicator.isHidden = !showsIndicator
        for (index, segment) in segments.enumerated() {
            let isSelected = index == selected
            segment.label.font = .systemFont(ofSize: Self.titleFontSize, weight: isSelected ? .semibold : .regular)
            segment.label.textColor = .label
            let dim: CGFloat = segment.isEnabled && isEnabled ? 1 : 0.35
            segment.label.alpha = dim
            segment.imageView.alpha = dim
            // A separator shows between two unselected segments only.
            let last = index == segments.count - 1
            segment.separator.isHidden = last || isSelected || index + 1 == selected
        }
        setNeedsLayout()
    }

    open override func stateDidChange() { updateSelection() }

    // MARK: Touches

    /// The index of the segment under `point`, or nil.
    private func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        if let index = frames.firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }) { return index }
        if let first = frames.first, point.x < first.minX { return 0 }
        if let last = frames.last, point.x >= last.maxX { return frames.count - 1 }
        return nil
    }

    /// A tap on another enabled segment selects it, sliding the indicator, and
    /// sends `.valueChanged` (a momentary control sends it for every tap).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        let point = touch.location(in: self)
        let inside = bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(point)
        if inside, let index = segmentIndex(at: point), segments[index].isEnabled,
           index != selectedIndexStorage || isMomentary {
            if isMomentary {
                selectedIndexStorage = index
                sendValueChanged(for: index)
                selectedIndexStorage = Self.noSegment
            } else {
                let wasSelected = segments.indices.contains(selectedIndexStorage)
                selectedIndexStorage = index
                if wasSelected, window != nil {
                    UIView.animate(withDuration: Self.indicatorAnimationDuration) {
                        self.layOutIndicator(in: self.segmentFrames())
                    }
                }
                updateSelection()
                sendValueChanged(for: index)
            }
        }
        super.touchesEnded(touches, with: event)
    }

    private func sendValueChanged(for index: Int) {
        sendActions(for: .valueChanged)
        segments[index].action?.perform(from: self)
    }

    /// A tap or drag on the control is the control's: an ancestor's pan or single tap does not begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if keepsFromBeginning(gestureRecognizer, taps: true, pans: true) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
