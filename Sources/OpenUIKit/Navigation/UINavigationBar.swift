/// The bar at the top of a navigation controller: a stack of items, the top
/// one shown with a back button titled after the one beneath it. Its
/// background reaches up under the status bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The bar's height on iPhone, below the status bar.
    public static let standardHeight: CGFloat = 44

    /// Told before items are pushed or popped by the user (the back button).
    open weak var delegate: (any UINavigationBarDelegate)?

    /// The items, bottom to top.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    private var itemStack: [UINavigationItem] = []

    /// The item on top.
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item beneath the top one (whose title the back button shows).
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// The look of a bar of standard height.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { applyAppearance() }
    }
    /// The look at the scroll edge (nil: the standard look).
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look in compact height (nil: the standard look).
    open var compactAppearance: UINavigationBarAppearance?
    /// Whether the background lets content show through (the default look is translucent).
    open var isTranslucent = true
    /// The bar's style: `.black` darkens the default background and whitens the
    /// title (an appearance's own background or title colour still wins).
    open var barStyle: UIBarStyle = .default {
        didSet {
            guard barStyle != oldValue else { return }
            applyAppearance()
            showTopItem()
        }
    }
    /// Whether the bar draws the black style.
    var isBlackStyle: Bool { barStyle != .default }
    /// The background colour over the appearance's (nil: the appearance's).
    open var barTintColor: UIColor? {
        get { barTintStorage }
        set { barTintStorage = newValue; applyAppearance() }
    }
    private var barTintStorage: UIColor?

    private let backgroundView = UIView()
    private let hairline = UIView()
    private(set) var content: NavigationBarContent?
    /// What the back button does (the navigation controller pops).
    var backAction: (() -> Void)?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
        addSubview(hairline)
        applyAppearance()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: Items

    /// Pushes `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        itemStack.append(item)
        item.bar = self
        showTopItem()
    }

    /// Pops the top item; returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard !itemStack.isEmpty else { return nil }
        let item = itemStack.removeLast()
        showTopItem()
        return item
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        itemStack = items ?? []
        for item in itemStack { item.bar = self }
        showTopItem()
    }

    /// Replaces the items without changing what is shown: a navigation
    /// transition then animates to the new top (or `showTopItem()` shows it).
    func replaceItemsForTransition(_ items: [UINavigationItem]) {
        itemStack = items
        for item in itemStack { item.bar = self }
    }

    func itemDidChange(_ item: UINavigationItem) {
        guard item === topItem || item === backItem else { return }
        if let transition, let content, content === transition.new, content.item === topItem,
           content.refresh(backTitle: backItem?.backTitle) {
            // Mid-transition, a changed title or back title changes in place and what moves keeps moving.
            if transition.old.item === item { _ = transition.old.refresh(backTitle: transition.old.backTitle) }
            return
        }
        showTopItem()
    }

    /// The contents of items beneath the top one, kept while their items stay
    /// in the stack: as UIKit keeps each item's views, a pop back to an item
    /// shows its content again instead of making (and drawing) a new one.
    private var keptContents: [ObjectIdentifier: NavigationBarContent] = [:]

    /// Keeps `content`, which has left the bar, while its item is beneath the
    /// top; forgets the kept contents of items no longer in the stack.
    private func keep(_ content: NavigationBarContent) {
        if content.item !== topItem, itemStack.contains(where: { $0 === content.item }) {
            keptContents[ObjectIdentifier(content.item)] = content
        }
        keptContents = keptContents.filter { key, _ in itemStack.contains { ObjectIdentifier($0) == key } }
    }

    private func makeContent(for item: UINavigationItem, backTitle: String?) -> NavigationBarContent {
        if let kept = keptContents.removeValue(forKey: ObjectIdentifier(item)), kept.shows(item, backTitle: backTitle) {
            kept.frame = bounds
            kept.layoutSubviews()
            return kept
        }
        let tint = tintColor ?? .systemBlue
        let content = NavigationBarContent(item: item, backTitle: backTitle, tint: tint,
                                           titleColor: standardAppearance.titleColor ?? (isBlackStyle ? .white : .label)) { [weak self] in
            self?.backAction?()
        }
        content.frame = bounds
        content.layoutSubviews()
        return content
    }

    /// The bar's transition between two contents, while one runs.
    private var transition: NavigationBarTransition?

    /// Shows the top item at once. A bar transition still running ends here:
    /// the content that shows the top item as it is stays (put at rest), the
    /// other goes; when neither does, a new one shows it.
    func showTopItem() {
        let backTitle = backItem?.backTitle
        if let transition {
            self.transition = nil
            let kept = [transition.new, transition.old].first { shown in topItem.map { shown.shows($0, backTitle: backTitle) } ?? false }
            for shown in [transition.old, transition.new] {
                transition.rest(shown)
                if shown !== kept {
                    shown.removeFromSuperview()
                    keep(shown)
                }
            }
            content = kept
            if let kept {
                kept.frame = bounds
                kept.layoutSubviews()
                return
            }
        }
        if let content {
            content.removeFromSuperview()
            keep(content)
        }
        content = topItem.map { makeContent(for: $0, backTitle: backTitle) }
        if let content { addSubview(content) }
    }

    /// Animates the bar to its top item alongside a navigation transition, as
    /// UIKit does, with the built-in animation and with a custom animator alike
    /// (R1.2.1): see `NavigationBarTransition`. The animations are added
    /// through the coordinator, so an interaction drives them (R18.2) and a
    /// cancel puts the old content back as it was.
    func animateTopItemChange(push: Bool, coordinator: any UIViewControllerTransitionCoordinator) {
        if transition != nil { showTopItem() }
        guard let old = content, let item = topItem else { showTopItem(); return }
        let new = makeContent(for: item, backTitle: backItem?.backTitle)
        addSubview(new)
        content = new
        let transition = NavigationBarTransition(from: old, to: new, push: push, barWidth: bounds.width)
        self.transition = transition
        transition.applyStart()
        coordinator.animate(alongsideTransition: { _ in
            transition.applyEnd()
        }, completion: { [weak self] context in
            self?.transitionDidEnd(transition, cancelled: context.isCancelled)
        })
    }

    /// Ends `transition` (unless something ended it before): the old content
    /// comes back at rest on a cancel, the new one stays on completion; then
    /// the bar shows its top item, whatever happened meanwhile.
    private func transitionDidEnd(_ transition: NavigationBarTransition, cancelled: Bool) {
        if self.transition === transition {
            self.transition = nil
            let (kept, gone) = cancelled ? (transition.old, transition.new) : (transition.new, transition.old)
            gone.removeFromSuperview()
            transition.rest(kept)
            transition.rest(gone)
            keep(gone)
            content = kept
        }
        if let content, let topItem, content.shows(topItem, backTitle: backItem?.backTitle), content.superview === self {
            return
        }
        showTopItem()
    }

    // MARK: Looks and layout

    private func applyAppearance() {
        keptContents = [:]   // made with the old colours
        let styleBackground = isBlackStyle && standardAppearance.hasDefaultBackground ? UIColor(white: 0.11, alpha: 0.94)
            : standardAppearance.backgroundColor
        backgroundView.backgroundColor = barTintStorage ?? styleBackground
        hairline.backgroundColor = standardAppearance.shadowColor
        hairline.isHidden = standardAppearance.shadowColor == nil
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        keptContents = [:]   // made with the old tint
        showTopItem()
    }

    /// How far the background reaches up under the status bar.
    var backgroundExtension: CGFloat = 0 {
        didSet { layoutSubviews() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = CGRect(x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: bounds.width, height: 1.0 / 3)
        content?.frame = bounds
        content?.layoutSubviews()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UINavigationBar.standardHeight)
    }
}

/// Asked by a navigation bar before it changes its items.
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {
    /// Whether the bar may pop `item` (the back button was tapped).
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
}
