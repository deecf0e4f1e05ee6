/// The bar of tabs along the bottom: one button per item, the selected one in
/// the tint colour, a badge where an item has one. Its background reaches
/// down under the home indicator.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The bar's height on iPhone, above the bottom safe area.
    public static let standardHeight: CGFloat = 49

    /// Told when the user selects an item (held weakly).
    open weak var delegate: (any UITabBarDelegate)?

    /// The items, leading to trailing.
    open var items: [UITabBarItem]? {
        get { itemStorage }
        set { setItems(newValue, animated: false) }
    }
    private var itemStorage: [UITabBarItem]?

    /// The selected item.
    open var selectedItem: UITabBarItem? {
        get { selectedItemStorage }
        set {
            selectedItemStorage = newValue
            itemsDidChange()
        }
    }
    private weak var selectedItemStorage: UITabBarItem?

    /// The colour of unselected items (nil: gray).
    open var unselectedItemTintColor: UIColor? {
        get { unselectedTintStorage }
        set {
            unselectedTintStorage = newValue
            itemsDidChange()
        }
    }
    private var unselectedTintStorage: UIColor?

    /// The look of the bar.
    open var standardAppearance: UITabBarAppearance {
        get { appearanceStorage }
        set {
            appearanceStorage = newValue
            applyAppearance()
        }
    }
    private var appearanceStorage = UITabBarAppearance()

    /// How far the background reaches down under the home indicator.
    var backgroundExtension: CGFloat = 0
    private let backgroundView = UIView()
    private let hairline = UIView()
    private var buttons: [UIButton] = []
    /// Each button's badge, if its item has one.
    private var badges: [UILabel?] = []
    /// What a tap on an item does (the tab bar controller selects).
    var itemTapped: ((UITabBarItem) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
        addSubview(hairline)
        applyAppearance()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Replaces the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        itemStorage = items
        for item in items ?? [] { item.bar = self }
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(type: .system)
            button.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item, item.isEnabled else { return }
                delegate?.tabBar(self, didSelect: item)
                itemTapped?(item)
            }, for: .touchUpInside)
            addSubview(button)
            return button
        }
        itemsDidChange()
    }

    /// Restyles the buttons for the items' titles, badges and the selection.
    func itemsDidChange() {
        for badge in badges { badge?.removeFromSuperview() }
        badges = []
        for (item, button) in zip(itemStorage ?? [], buttons) {
            var badge: UILabel?
            defer { badges.append(badge) }
            button.setTitle(item.title, for: .normal)
            let selected = item === selectedItemStorage
            let color = selected ? (tintColor ?? .systemBlue) : (unselectedItemTintColor ?? .systemGray)
            button.setTitleColor(color, for: .normal)
            button.setImage(selected ? (item.selectedImage ?? item.image) : item.image, for: .normal)
            button.imageView?.tintColor = color
            button.titleLabel?.font = .systemFont(ofSize: 10)
            if let badgeValue = item.badgeValue {
                let label = UILabel()
                label.text = badgeValue
                label.font = .systemFont(ofSize: 13)
                label.textColor = .white
                label.textAlignment = .center
                label.backgroundColor = .systemRed
                label.layer.cornerRadius = 9
                label.clipsToBounds = true
                button.addSubview(label)
                badge = label
            }
        }
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsDidChange()
    }

    private func applyAppearance() {
        backgroundView.backgroundColor = standardAppearance.backgroundColor
        hairline.backgroundColor = standardAppearance.shadowColor
        hairline.isHidden = standardAppearance.shadowColor == nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        hairline.frame = CGRect(x: 0, y: -1.0 / 3, width: bounds.width, height: 1.0 / 3)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
            if index < badges.count, let badge = badges[index] {
                let size = badge.sizeThatFits(.zero)
                badge.frame = CGRect(x: width / 2 + 6, y: 2, width: max(18, size.width + 8), height: 18)
            }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UITabBar.standardHeight) }
}

/// Told when the user selects a tab bar item.
@preconcurrency @MainActor
public protocol UITabBarDelegate: NSObjectProtocol {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
