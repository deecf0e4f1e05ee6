/// Lays out its arranged subviews in a row or a column with constraints it
/// manages: along the axis by `distribution` and `spacing`, across it by
/// `alignment`. Hiding an arranged subview collapses its place (animated
/// inside an animation block with `layoutIfNeeded()`, as on iOS).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged subviews share the length along the axis.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged subviews sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// A custom spacing meaning "use `spacing`".
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// A custom spacing meaning "use the system spacing".
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    /// The views the stack arranges, in order (a subset of `subviews`).
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction of the row (horizontal) or column (vertical).
    open var axis: NSLayoutConstraint.Axis {
        get { axisStorage }
        set { axisStorage = newValue; rebuildArrangement() }
    }
    private var axisStorage: NSLayoutConstraint.Axis = .horizontal

    /// How the arranged subviews share the length along the axis (default `.fill`).
    open var distribution: Distribution {
        get { distributionStorage }
        set { distributionStorage = newValue; rebuildArrangement() }
    }
    private var distributionStorage: Distribution = .fill

    /// How the arranged subviews sit across the axis (default `.fill`).
    open var alignment: Alignment {
        get { alignmentStorage }
        set { alignmentStorage = newValue; rebuildArrangement() }
    }
    private var alignmentStorage: Alignment = .fill

    /// The gap between neighbours (the least gap for `.equalSpacing` and `.equalCentering`).
    open var spacing: CGFloat {
        get { spacingStorage }
        set { spacingStorage = newValue; rebuildArrangement() }
    }
    private var spacingStorage: CGFloat = 0

    /// Whether the arrangement fills the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { marginsRelativeStorage }
        set { marginsRelativeStorage = newValue; rebuildArrangement() }
    }
    private var marginsRelativeStorage = false
    /// Whether vertical spacing is measured between baselines (accepted; spacing runs between edges).
    open var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var managedConstraints: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack arranging `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Arranged subviews

    /// Appends `view` to the arrangement (adding it as a subview).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` in the arrangement at `stackIndex` (adding it as a subview).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        rebuildArrangement()
    }

    /// Takes `view` out of the arrangement; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        rebuildArrangement()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            rebuildArrangement()
        }
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        rebuildArrangement()
    }

    /// The gap after `arrangedSubview` (`spacingUseDefault` when it follows `spacing`).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// An arranged subview was shown or hidden: its place opens or collapses.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        rebuildArrangement()
    }

    // MARK: The arrangement

    /// The edges the arrangement fills: the bounds, or the margins.
    private var frameItem: any LayoutItem { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    private func gap(after view: UIView) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == UIStackView.spacingUseSystem ? systemSpacing : custom
    }

    /// Replaces the managed constraints with ones for the current arrangement.
    private func rebuildArrangement() {
        NSLayoutConstraint.deactivate(managedConstraints)
        managedConstraints = []
        for spacer in spacers { removeLayoutGuide(spacer) }
        spacers = []
        let shown = arrangedSubviews.filter { !$0.isHidden }
        for view in arrangedSubviews where view.isHidden {
            // A hidden view collapses to nothing where its place was.
            let collapse = NSLayoutConstraint(first: view, axis == .horizontal ? .width : .height, .equal, second: nil,
                                              .notAnAttribute, multiplier: 1, constant: 0)
            let neighbour = arrangedSubviews.prefix { $0 !== view }.last { !$0.isHidden }
            let place = neighbour.map { make(view, leadingEdge, .equal, $0, trailingEdge) }
                ?? make(view, leadingEdge, .equal, frameItem, leadingEdge)
            managedConstraints += [collapse, place]
            managedConstraints += crossAxisConstraints(for: view)
        }
        if let first = shown.first, let last = shown.last {
            managedConstraints.append(make(first, leadingEdge, .equal, frameItem, leadingEdge))
            managedConstraints.append(make(last, trailingEdge, .equal, frameItem, trailingEdge))
        }
        for (previous, next) in zip(shown, shown.dropFirst()) {
            managedConstraints += alongAxisConstraints(previous, next)
        }
        if distribution == .fillEqually || distribution == .fillProportionally, let first = shown.first {
            let firstLength = intrinsicLength(first)
            for view in shown.dropFirst() {
                var multiplier: CGFloat = 1
                if distribution == .fillProportionally, firstLength > 0 { multiplier = intrinsicLength(view) / firstLength }
                managedConstraints.append(make(view, lengthAttribute, .equal, first, lengthAttribute, multiplier: multiplier))
            }
        }
        for view in shown { managedConstraints += crossAxisConstraints(for: view) }
        for constraint in managedConstraints { constraint.identifier = constraint.identifier ?? "UISV-arrangement" }
        NSLayoutConstraint.activate(managedConstraints)
        setNeedsLayout()
    }

    private var leadingEdge: NSLayoutConstraint.Attribute { axis == .horizontal ? .leading : .top }
    private var trailingEdge: NSLayoutConstraint.Attribute { axis == .horizontal ? .trailing : .bottom }
    private var lengthAttribute: NSLayoutConstraint.Attribute { axis == .horizontal ? .width : .height }
    private var crossLeading: NSLayoutConstraint.Attribute { axis == .horizontal ? .top : .leading }
    private var crossTrailing: NSLayoutConstraint.Attribute { axis == .horizontal ? .bottom : .trailing }
    private var crossCenter: NSLayoutConstraint.Attribute { axis == .horizontal ? .centerY : .centerX }
    private var crossLength: NSLayoutConstraint.Attribute { axis == .horizontal ? .height : .width }

    private func intrinsicLength(_ view: UIView) -> CGFloat {
        let size = view.intrinsicContentSize
        return max(axis == .horizontal ? size.width : size.height, 0)
    }

    private func make(_ first: any LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation, _ second: (any LayoutItem)?,
                      _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                      priority: UILayoutPriority = .required) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(first: first, firstAttribute, relation, second: second, secondAttribute,
                                            multiplier: multiplier, constant: constant)
        constraint.priority = priority
        return constraint
    }

    /// The gap between two neighbours, by distribution.
    private func alongAxisConstraints(_ previous: UIView, _ next: UIView) -> [NSLayoutConstraint] {
        let gap = gap(after: previous)
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            return [make(next, leadingEdge, .equal, previous, trailingEdge, constant: gap)]
        case .equalSpacing, .equalCentering:
            // A spacer guide between the edges (or the centres); all spacers are equally long.
            let spacer = UILayoutGuide()
            spacer.identifier = distribution == .equalSpacing ? "UISV-distributing-edge" : "UISV-distributing-center"
            addLayoutGuide(spacer)
            spacers.append(spacer)
            let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = distribution == .equalSpacing
                ? (trailingEdge, leadingEdge) : (axis == .horizontal ? .centerX : .centerY, axis == .horizontal ? .centerX : .centerY)
            var constraints = [
                make(spacer, leadingEdge, .equal, previous, edges.0),
                make(spacer, trailingEdge, .equal, next, edges.1),
                make(next, leadingEdge, .greaterThanOrEqual, previous, trailingEdge, constant: gap),
                make(spacer, crossLeading, .equal, self, crossLeading),
                make(spacer, crossLength, .equal, nil, .notAnAttribute),
            ]
            if let first = spacers.first, first !== spacer {
                constraints.append(make(spacer, lengthAttribute, .equal, first, lengthAttribute))
            }
            return constraints
        }
    }

    /// Where a view sits across the axis, by alignment; a weak pull to the
    /// stack's far edge keeps a stack without a size of its own from being ambiguous.
    private func crossAxisConstraints(for view: UIView) -> [NSLayoutConstraint] {
        let canvas = frameItem
        let hug = make(view, crossLength, .equal, canvas, crossLength, priority: UILayoutPriority(25))
        switch alignment {
        case .fill:
            return [make(view, crossLeading, .equal, canvas, crossLeading), make(view, crossTrailing, .equal, canvas, crossTrailing)]
        case .leading:
            return [make(view, crossLeading, .equal, canvas, crossLeading),
                    make(view, crossTrailing, .lessThanOrEqual, canvas, crossTrailing), hug]
        case .trailing:
            return [make(view, crossTrailing, .equal, canvas, crossTrailing),
                    make(view, crossLeading, .greaterThanOrEqual, canvas, crossLeading), hug]
        case .center:
            return [make(view, crossCenter, .equal, canvas, crossCenter),
                    make(view, crossLeading, .greaterThanOrEqual, canvas, crossLeading), hug]
        case .firstBaseline, .lastBaseline:
            guard axis == .horizontal, let first = arrangedSubviews.first(where: { !$0.isHidden }), first !== view else {
                return [make(view, crossLeading, .equal, canvas, crossLeading),
                        make(view, crossTrailing, .lessThanOrEqual, canvas, crossTrailing), hug]
            }
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            return [make(view, baseline, .equal, first, baseline),
                    make(view, crossLeading, .greaterThanOrEqual, canvas, crossLeading),
                    make(view, crossTrailing, .lessThanOrEqual, canvas, crossTrailing), hug]
        }
    }
}
