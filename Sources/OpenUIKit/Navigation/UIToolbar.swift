/// A bar of items along the bottom of a navigation controller (hidden unless asked for).
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The bar's height on iPhone, above the home indicator.
    public static let standardHeight: CGFloat = 44

    /// The items, leading to trailing; flexible spaces share what is left.
    open var items: [UIBarButtonItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemStorage: [UIBarButtonItem]?
    private var itemViews: [UIView] = []
    /// The background colour (nil: the default translucent one).
    open var barTintColor: UIColor? {
        get { barTintStorage }
        set { barTintStorage = newValue; backgroundColor = newValue ?? UIColor(white: 0.97, alpha: 0.94) }
    }
    private var barTintStorage: UIColor?
    open var isTranslucent = true

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        itemStorage = items
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            if let custom = item.customView { return custom }
            return BarItemButton.make(for: item, tint: item.tintColor ?? tintColor ?? .systemBlue,
                                      font: item.style == .done ? .boldSystemFont(ofSize: 17) : nil)
        }
        for view in itemViews { addSubview(view) }
        layoutSubviews()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let items = itemStorage ?? []
        var widths: [CGFloat] = []
        var flexible = 0
        for (item, view) in zip(items, itemViews) {
            if item.systemItem == .flexibleSpace { flexible += 1; widths.append(0); continue }
            if item.systemItem == .fixedSpace { widths.append(item.width); continue }
            let natural = (view as? UIButton)?.sizeThatFits(.zero).width ?? view.frame.width
            widths.append(item.width > 0 ? item.width : max(natural, 22))
        }
        let spare = max(0, bounds.width - 16 - widths.reduce(0, +) - CGFloat(max(items.count - 1, 0)) * 8)
        var x: CGFloat = 8
        for (index, (item, view)) in zip(items, itemViews).enumerated() {
            let width = item.systemItem == .flexibleSpace ? spare / CGFloat(flexible) : widths[index]
            view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + 8
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIToolbar.standardHeight)
    }
}
