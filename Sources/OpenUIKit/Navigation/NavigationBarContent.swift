/// What a navigation bar shows for one item: the back button (a chevron and
/// the previous item's title), the leading items, the title and the trailing
/// items. The bar keeps one per visible item, two while a transition runs.
///
/// Layout places views by bounds and centre, never by frame, so the
/// transforms a bar transition gives them survive a layout pass.
@MainActor
final class NavigationBarContent: UIView {
    /// The item shown (another item that needs the same views may take the content over: `show(_:backTitle:)`).
    private(set) var item: UINavigationItem
    /// The back button's title this content was made with.
    private(set) var backTitle: String?
    // Read at every layout of the bar (several a transition): no dynamic exclusivity checks.
    @exclusivity(unchecked) private(set) var backButton: NavigationBackButton?
    @exclusivity(unchecked) private var titleLabel: UILabel?
    @exclusivity(unchecked) private var itemButtons: [(item: UIBarButtonItem, view: UIView, leading: Bool)] = []
    private let onBack: () -> Void
    /// What the content was built from, texts aside (a text changes in place).
    private let structure: Structure

    /// The parts of an item that decide which views the content has.
    struct Structure: Equatable {
        var hasBackButton: Bool
        var titleView: ObjectIdentifier?
        var leftItems: [ObjectIdentifier]
        var rightItems: [ObjectIdentifier]
        var leftItemsSupplementBackButton: Bool

        @MainActor init(item: UINavigationItem, backTitle: String?) {
            hasBackButton = backTitle != nil && !item.hidesBackButton
            titleView = item.titleView.map(ObjectIdentifier.init)
            leftItems = (item.leftBarButtonItems ?? []).map(ObjectIdentifier.init)
            rightItems = (item.rightBarButtonItems ?? []).map(ObjectIdentifier.init)
            leftItemsSupplementBackButton = item.leftItemsSupplementBackButton
        }

        /// Whether every view is the content's own: no title view and no bar
        /// button items, whose views belong to (and change with) their item.
        var hasOnlyOwnViews: Bool { titleView == nil && leftItems.isEmpty && rightItems.isEmpty }
    }

    /// The fonts and colours a content draws with, from the bar's appearance.
    struct Style: Equatable {
        var tint: UIColor
        var titleFont = Self.boldFont
        var titleColor: UIColor = .label
        var largeTitleFont = Self.largeBoldFont
        var largeTitleColor: UIColor = .label
        var buttonFont = Self.regularFont
        var doneButtonFont = Self.boldFont
        /// The title colours of plain buttons, `.done` buttons and the back button's label (nil: the tint).
        var buttonColor: UIColor?
        var doneButtonColor: UIColor?
        var backButtonColor: UIColor?

        init(tint: UIColor) { self.tint = tint }

        /// The style `appearance` gives (a black bar whitens the default title colours).
        @MainActor init(tint: UIColor, appearance: UINavigationBarAppearance, black: Bool) {
            self.tint = tint
            let text: UIColor = black ? .white : .label
            titleFont = appearance.titleTextAttributes[.font] as? UIFont ?? titleFont
            titleColor = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? text
            largeTitleFont = appearance.largeTitleTextAttributes[.font] as? UIFont ?? largeTitleFont
            largeTitleColor = appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor ?? text
            let buttons = appearance.buttonAppearance.normal.titleTextAttributes
            buttonFont = buttons[.font] as? UIFont ?? buttonFont
            buttonColor = buttons[.foregroundColor] as? UIColor
            let done = appearance.doneButtonAppearance.normal.titleTextAttributes
            doneButtonFont = done[.font] as? UIFont ?? doneButtonFont
            doneButtonColor = done[.foregroundColor] as? UIColor
            backButtonColor = appearance.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor
        }

        /// The default fonts, made once: the styles of a bar share them.
        private static let boldFont = UIFont.boldSystemFont(ofSize: 17)
        private static let regularFont = UIFont.systemFont(ofSize: 17)
        private static let largeBoldFont = UIFont.boldSystemFont(ofSize: 34)

        /// Field by field, the same object first: styles share their default
        /// fonts and the system colours, so a bar's styles mostly compare by identity.
        static func == (lhs: Style, rhs: Style) -> Bool {
            same(lhs.tint, rhs.tint) && same(lhs.titleFont, rhs.titleFont) && same(lhs.titleColor, rhs.titleColor)
                && same(lhs.largeTitleFont, rhs.largeTitleFont) && same(lhs.largeTitleColor, rhs.largeTitleColor)
                && same(lhs.buttonFont, rhs.buttonFont) && same(lhs.doneButtonFont, rhs.doneButtonFont)
                && same(lhs.buttonColor, rhs.buttonColor) && same(lhs.doneButtonColor, rhs.doneButtonColor)
                && same(lhs.backButtonColor, rhs.backButtonColor)
        }

        /// The same object, or equal ones: bars share their styles' fonts and colours, so identity mostly answers.
        static func same(_ a: NSObject?, _ b: NSObject?) -> Bool { a === b || a == b }
    }

    /// The style the content draws with now.
    private(set) var style: Style
    /// The large title: a label in a view clipping it to the large-title row.
    private let largeTitleClip = UIView()
    let largeTitleLabel = UILabel()
    /// Where the bar stands (the rows' heights, the titles' looks).
    /// The titles' opacity and the large title's stretch are set here, not in
    /// layout, so a layout pass never undoes what a bar transition moves.
    var metrics = NavigationBarMetrics() {
        didSet {
            guard metrics != oldValue else { return }
            layoutSubviews()
            titleElement?.alpha = metrics.inlineTitleAlpha
            let scale = metrics.largeTitleScale
            let size = largeTitleLabel.bounds.size
            largeTitleLabel.transform = CGAffineTransform(translationX: (scale - 1) * size.width / 2,
                                                          y: (1 - scale) * size.height / 2).scaledBy(x: scale, y: scale)
        }
    }

    init(item: UINavigationItem, backTitle: String?, style: Style, onBack: @escaping () -> Void) {
        self.item = item
        self.backTitle = backTitle
        self.onBack = onBack
        self.style = style
        structure = Structure(item: item, backTitle: backTitle)
        super.init(frame: .zero)
        largeTitleClip.clipsToBounds = true
        largeTitleClip.isUserInteractionEnabled = false
        largeTitleLabel.text = item.title
        largeTitleClip.addSubview(largeTitleLabel)
        addSubview(largeTitleClip)
        if let backTitle, !item.hidesBackButton {
            let button = NavigationBackButton(title: backTitle, tint: style.tint)
            button.addTarget(self, action: Selector(NavigationBarContent.backTapped), for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        if let titleView = item.titleView {
            addSubview(titleView)
        } else {
            let label = UILabel()
            label.text = item.title
            label.textAlignment = .center
            addSubview(label)
            titleLabel = label
        }
        let leading = (item.leftBarButtonItems ?? []).map { ($0, true) }
        let trailing = (item.rightBarButtonItems ?? []).map { ($0, false) }
        for (barItem, isLeading) in leading + trailing {
            let view = barItem.customView ?? makeButton(for: barItem)
            addSubview(view)
            itemButtons.append((barItem, view, isLeading))
        }
        applyStyle()
    }

    /// Draws with `style` from now on, in place.
    func restyle(_ style: Style) {
        guard style != self.style else { return }
        self.style = style
        applyStyle()
        layoutSubviews()
    }

    private func applyStyle() {
        titleLabel?.font = style.titleFont
        titleLabel?.textColor = style.titleColor
        largeTitleLabel.font = style.largeTitleFont
        largeTitleLabel.textColor = style.largeTitleColor
        for entry in itemButtons where entry.item.customView == nil {
            guard let button = entry.view as? UIButton else { continue }
            let isDone = entry.item.style == .done
            button.titleLabel?.font = isDone ? style.doneButtonFont : style.buttonFont
            button.setTitleColor((isDone ? style.doneButtonColor : style.buttonColor) ?? entry.item.tintColor ?? style.tint,
                                 for: .normal)
        }
        backButton?.label.textColor = style.backButtonColor ?? style.tint
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func makeButton(for barItem: UIBarButtonItem) -> UIButton {
        BarItemButton.make(for: barItem, tint: style.tint)
    }

    private func backTapped() { onBack() }

    // MARK: What a bar transition moves

    /// The title (the item's title view, or the label showing its title).
    var titleElement: UIView? { item.titleView ?? titleLabel }
    /// The large title's row (moved whole by a bar transition), when it shows.
    var shownLargeTitle: UIView? { metrics.showsLargeTitle ? largeTitleClip : nil }
    /// The back button, when it shows.
    var shownBackButton: NavigationBackButton? {
        // Not `flatMap`: a closure handed to the standard library is checked for the main actor.
        guard let backButton, !backButton.isHidden else { return nil }
        return backButton
    }
    /// The bar button items' views.
    var itemViews: [UIView] { itemButtons.map(\.view) }

    /// Whether this content shows `item` as it is now, with `backTitle` on its back button.
    func shows(_ item: UINavigationItem, backTitle: String?) -> Bool {
        item === self.item && Structure(item: item, backTitle: backTitle) == structure
            && self.backTitle == (structure.hasBackButton ? backTitle : self.backTitle)
            && (titleLabel == nil || titleLabel?.text == item.title)
    }

    /// Takes the item's present title and `backTitle` without making new
    /// views (what is moving keeps moving); false when the item now needs
    /// other views.
    func refresh(backTitle: String?) -> Bool {
        guard Structure(item: item, backTitle: backTitle) == structure else { return false }
        takeTexts(backTitle: backTitle)
        layoutSubviews()
        return true
    }

    /// Whether this content, out of the bar, can show `item` with `backTitle`
    /// once it takes its texts (`show(_:backTitle:)`): it has the views the
    /// item needs, all its own, and nothing on them still animates.
    func canShow(_ item: UINavigationItem, backTitle: String?) -> Bool {
        structure.hasOnlyOwnViews && Structure(item: item, backTitle: backTitle) == structure && isAtRest(self)
    }

    /// Shows `item` with `backTitle` from now on, as a content made for it
    /// would (see `canShow(_:backTitle:)`); the caller styles and lays it out.
    func show(_ item: UINavigationItem, backTitle: String?) {
        self.item = item
        takeTexts(backTitle: backTitle)
    }

    /// Takes the item's title and `backTitle`. A label keeps its text (and
    /// what it drew) when the text is the same.
    private func takeTexts(backTitle: String?) {
        if let titleLabel, titleLabel.text != item.title { titleLabel.text = item.title }
        if largeTitleLabel.text != item.title { largeTitleLabel.text = item.title }
        if let backTitle, let backButton {
            self.backTitle = backTitle
            if backButton.title != backTitle { backButton.title = backTitle }
        }
    }

    private func isAtRest(_ view: UIView) -> Bool {
        guard view.layer.animationKeys() == nil else { return false }
        // A loop, not `allSatisfy(isAtRest)`: a main-actor method passed as a closure checks its executor on each call.
        for subview in view.subviews where !isAtRest(subview) { return false }
        return true
    }

    // MARK: Layout

    /// Everything a layout pass reads when the content's views are all its
    /// own (no title view and no bar button items, whose sizes change on
    /// their own): with the same inputs, a pass would put every view where it is.
    private struct LayoutInputs: Equatable {
        var size: CGSize
        var metrics: NavigationBarMetrics
        var horizontalSizeClass: UIUserInterfaceSizeClass
        var showsBackButton: Bool
        var backTitleSize: CGSize?
        var titleSize: CGSize
        var largeTitleSize: CGSize
    }

    /// The inputs of the last layout pass, when they were all known (see `LayoutInputs`).
    private var laidOutFrom: LayoutInputs?

    /// Places everything in the bar's row (44 points, 32 in compact height),
    /// and the large title in the row beneath. The bar lays its content out
    /// several times a transition: a pass over the inputs of the last one is skipped.
    override func layoutSubviews() {
        super.layoutSubviews()
        let showsBackButton = backButton != nil
            && !(item.leftBarButtonItems?.isEmpty == false && !item.leftItemsSupplementBackButton)
        let horizontalSizeClass = traitCollection.horizontalSizeClass
        if let titleLabel, item.titleView == nil, itemButtons.isEmpty {
            let inputs = LayoutInputs(size: bounds.size, metrics: metrics, horizontalSizeClass: horizontalSizeClass,
                                      showsBackButton: showsBackButton, backTitleSize: backButton?.label.sizeThatFits(.zero),
                                      titleSize: titleLabel.sizeThatFits(.zero), largeTitleSize: largeTitleLabel.sizeThatFits(.zero))
            guard inputs != laidOutFrom else { return }
            laidOutFrom = inputs
        } else {
            laidOutFrom = nil
        }
        let height = metrics.rowHeight, width = bounds.width
        layoutLargeTitle(horizontalSizeClass: horizontalSizeClass)
        var leadingEdge: CGFloat = 8
        if let backButton, showsBackButton {
            let size = backButton.sizeThatFits(.zero)
            place(backButton, CGRect(x: leadingEdge, y: 0, width: size.width, height: height))
            backButton.clipWidth = width - leadingEdge - NavigationBackButton.labelOffset
            backButton.layoutSubviews()
            backButton.isHidden = false
            leadingEdge += size.width + 8
        } else {
            backButton?.isHidden = true
        }
        var trailingEdge = width - 8
        for entry in itemButtons {
            let size = entry.item.width > 0 ? CGSize(width: entry.item.width, height: height) : sizeOf(entry.view)
            if entry.leading {
                place(entry.view, CGRect(x: leadingEdge, y: (height - size.height) / 2, width: size.width, height: size.height))
                leadingEdge += size.width + 8
            } else {
                place(entry.view, CGRect(x: trailingEdge - size.width, y: (height - size.height) / 2,
                                         width: size.width, height: size.height))
                trailingEdge -= size.width + 8
            }
        }
        // The title is centred in the bar, unless the items crowd it.
        guard let titleView = titleElement else { return }
        let natural = item.titleView.map { $0.bounds.size } ?? titleLabel!.sizeThatFits(.zero)
        let side = max(leadingEdge, width - trailingEdge)
        let titleWidth = min(natural.width.rounded(.up) + 4, max(0, width - 2 * side))
        place(titleView, CGRect(x: (width - titleWidth) / 2, y: (height - max(natural.height, 0)) / 2,
                                width: titleWidth, height: natural.height))
    }

    /// The large title row: the title at the leading layout margin, vertically
    /// centred in the 52-point row at its bottom, so a shrinking row takes it
    /// up under the bar's row (the clip hides it) and a stretched one keeps it
    /// at the bottom, scaled up from its leading edge.
    private func layoutLargeTitle(horizontalSizeClass: UIUserInterfaceSizeClass) {
        let rowHeight = metrics.largeTitleRowHeight
        largeTitleClip.isHidden = !metrics.showsLargeTitle
        place(largeTitleClip, CGRect(x: 0, y: metrics.rowHeight, width: bounds.width, height: rowHeight))
        let size = largeTitleLabel.sizeThatFits(.zero)
        // The system's minimum layout margin, as a controller's root view has it (R18.7).
        let margin: CGFloat = horizontalSizeClass == .regular ? 20 : 16
        let width = min(size.width.rounded(.up), max(0, bounds.width - 2 * margin))
        let full = NavigationBarMetrics.largeTitleRowHeight
        place(largeTitleLabel, CGRect(x: margin, y: rowHeight - full + (full - size.height) / 2, width: width, height: size.height))
    }

    private func sizeOf(_ view: UIView) -> CGSize {
        if let button = view as? BarItemButton, button.showsImage {
            return CGSize(width: button.sizeThatFits(.zero).width, height: bounds.height)
        }
        if let button = view as? UIButton {
            let size = button.sizeThatFits(.zero)
            return CGSize(width: max(size.width, 22), height: bounds.height)
        }
        return view.bounds.size
    }
}

/// Puts `view` at `rect` (in its superview) by bounds and centre, leaving its
/// transform alone. Only what differs is set: a layout pass that moves
/// nothing (the bar lays out several times a transition) costs no layer change.
@MainActor
func place(_ view: UIView, _ rect: CGRect) {
    let bounds = CGRect(origin: view.bounds.origin, size: rect.size)
    let center = CGPoint(x: rect.midX, y: rect.midY)
    if view.bounds != bounds { view.bounds = bounds }
    if view.center != center { view.center = center }
}

/// The back button: the chevron, a gap, and the previous item's title, in the
/// tint colour. The chevron and the label are separate views, so a bar
/// transition can fade the one and move the other.
@MainActor
final class NavigationBackButton: UIButton {
    /// The chevron's box, and the space between its stroke and the label (as on iOS).
    static let chevronSize = CGSize(width: 13, height: 21)
    static let gap: CGFloat = 6

    let chevron = BackChevronView(frame: CGRect(origin: .zero, size: NavigationBackButton.chevronSize))
    /// The label showing the title (the button's own title label stays hidden).
    let label = UILabel()
    /// Holds the label and clips it at its leading edge, so a label moving
    /// out towards the leading side (or in from it) passes under the chevron's
    /// gap and never across the chevron, as on iOS. It reaches `clipWidth` to
    /// the trailing side, so a label coming from the bar's centre shows.
    private let labelClip = UIView()
    /// How far the clip reaches right of the label's start (the bar sets it).
    var clipWidth: CGFloat = 0

    init(title: String, tint: UIColor) {
        super.init(frame: .zero)
        setTitle(title, for: .normal)
        setTitleColor(tint, for: .normal)
        accessibilityLabel = title
        titleLabel?.isHidden = true
        chevron.tintColor = tint
        label.text = title
        label.font = .systemFont(ofSize: 17)
        label.textColor = tint
        labelClip.clipsToBounds = true
        labelClip.isUserInteractionEnabled = false
        addSubview(chevron)
        addSubview(labelClip)
        labelClip.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    var title: String {
        get { label.text ?? "" }
        set {
            setTitle(newValue, for: .normal)
            accessibilityLabel = newValue
            label.text = newValue
        }
    }

    /// Where the label starts: after the chevron's box and the gap.
    static var labelOffset: CGFloat { chevronSize.width + gap }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let labelSize = label.sizeThatFits(.zero)
        return CGSize(width: Self.labelOffset + labelSize.width.rounded(.up), height: max(labelSize.height, Self.chevronSize.height))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        let labelSize = label.sizeThatFits(.zero)
        place(chevron, CGRect(x: 0, y: (height - Self.chevronSize.height) / 2,
                              width: Self.chevronSize.width, height: Self.chevronSize.height))
        place(labelClip, CGRect(x: Self.labelOffset, y: 0, width: max(clipWidth, labelSize.width.rounded(.up)), height: height))
        place(label, CGRect(x: 0, y: (height - labelSize.height) / 2,
                            width: labelSize.width.rounded(.up), height: labelSize.height))
    }
}

/// The back button's chevron, stroked in the tint colour inside its box.
@MainActor
final class BackChevronView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        // The stroke (3 pt, round caps) stays 1 pt inside the box at each side.
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.maxX - 2.5, y: 2.5))
        path.addLine(to: CGPoint(x: 2.5, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.maxX - 2.5, y: bounds.maxY - 2.5))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        (tintColor ?? .systemBlue).setStroke()
        path.stroke()
    }
}
