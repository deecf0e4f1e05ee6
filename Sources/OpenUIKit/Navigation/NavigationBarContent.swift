/// What a navigation bar shows for one item: the back button (a chevron and
/// the previous item's title), the leading items, the title and the trailing
/// items. The bar keeps one per visible item, two while a transition runs.
@MainActor
final class NavigationBarContent: UIView {
    let item: UINavigationItem
    private(set) var backButton: UIButton?
    private var titleLabel: UILabel?
    private var itemButtons: [(item: UIBarButtonItem, view: UIView, leading: Bool)] = []
    private let onBack: () -> Void

    init(item: UINavigationItem, backTitle: String?, tint: UIColor, titleColor: UIColor, onBack: @escaping () -> Void) {
        self.item = item
        self.onBack = onBack
        super.init(frame: .zero)
        if let backTitle, !item.hidesBackButton {
            let button = UIButton(type: .system)
            button.setTitle(backTitle, for: .normal)
            button.setTitleColor(tint, for: .normal)
            button.accessibilityLabel = backTitle
            button.addTarget(self, action: Selector(NavigationBarContent.backTapped), for: .touchUpInside)
            let chevron = BackChevronView(frame: CGRect(x: 0, y: 0, width: 13, height: 21))
            chevron.tintColor = tint
            button.addSubview(chevron)
            addSubview(button)
            backButton = button
        }
        if let titleView = item.titleView {
            addSubview(titleView)
        } else {
            let label = UILabel()
            label.text = item.title
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = titleColor
            label.textAlignment = .center
            addSubview(label)
            titleLabel = label
        }
        let leading = (item.leftBarButtonItems ?? []).map { ($0, true) }
        let trailing = (item.rightBarButtonItems ?? []).map { ($0, false) }
        for (barItem, isLeading) in leading + trailing {
            let view = barItem.customView ?? makeButton(for: barItem, tint: tint)
            addSubview(view)
            itemButtons.append((barItem, view, isLeading))
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func makeButton(for barItem: UIBarButtonItem, tint: UIColor) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(barItem.title, for: .normal)
        button.setTitleColor(barItem.tintColor ?? tint, for: .normal)
        button.titleLabel?.font = barItem.style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        button.isEnabled = barItem.isEnabled
        button.addAction(UIAction { [weak barItem] _ in barItem?.performTap() }, for: .touchUpInside)
        return button
    }

    private func backTapped() { onBack() }

    /// Places everything in the bar's 44-point row.
    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height, width = bounds.width
        var leadingEdge: CGFloat = 8
        if let backButton, !(item.leftBarButtonItems?.isEmpty == false && !item.leftItemsSupplementBackButton) {
            let labelSize = backButton.titleLabel?.sizeThatFits(.zero) ?? .zero
            backButton.frame = CGRect(x: leadingEdge, y: 0, width: 20 + labelSize.width, height: height)
            backButton.titleLabel?.frame = CGRect(x: 20, y: 0, width: labelSize.width, height: height)
            backButton.subviews.first { $0 is BackChevronView }?.frame = CGRect(x: 0, y: (height - 21) / 2, width: 13, height: 21)
            backButton.isHidden = false
            leadingEdge = backButton.frame.maxX + 8
        } else {
            backButton?.isHidden = true
        }
        var trailingEdge = width - 8
        for entry in itemButtons {
            let size = entry.item.width > 0 ? CGSize(width: entry.item.width, height: height) : sizeOf(entry.view)
            if entry.leading {
                entry.view.frame = CGRect(x: leadingEdge, y: (height - size.height) / 2, width: size.width, height: size.height)
                leadingEdge += size.width + 8
            } else {
                entry.view.frame = CGRect(x: trailingEdge - size.width, y: (height - size.height) / 2,
                                          width: size.width, height: size.height)
                trailingEdge -= size.width + 8
            }
        }
        // The title is centred in the bar, unless the items crowd it.
        let titleView: UIView? = item.titleView ?? titleLabel
        guard let titleView else { return }
        let natural = item.titleView.map { $0.frame.size } ?? titleLabel!.sizeThatFits(.zero)
        let side = max(leadingEdge, width - trailingEdge)
        let titleWidth = min(natural.width.rounded(.up) + 4, max(0, width - 2 * side))
        titleView.frame = CGRect(x: (width - titleWidth) / 2, y: (height - max(natural.height, 0)) / 2,
                                 width: titleWidth, height: natural.height)
    }

    private func sizeOf(_ view: UIView) -> CGSize {
        if let button = view as? UIButton {
            let size = button.sizeThatFits(.zero)
            return CGSize(width: max(size.width, 22), height: bounds.height)
        }
        return view.frame.size
    }
}

/// The back button's chevron, stroked in the tint colour.
@MainActor
final class BackChevronView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.maxX - 2, y: 1.5))
        path.addLine(to: CGPoint(x: 2.5, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.maxX - 2, y: bounds.maxY - 1.5))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        (tintColor ?? .systemBlue).setStroke()
        path.stroke()
    }
}
