/// The bar at the top of a navigation controller: a stack of items, the top
/// one shown with a back button titled after the one beneath it. Its
/// background reaches up under the status bar.
@preconcurrency @MainActor
open class UINavigationBar: UIView {

    /// Told before items are pushed or popped by the user (the back button).
    open weak var delegate: (any UINavigationBarDelegate)?

    /// The items, bottom to top.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    /// The items, read many times a transition: no dynamic exclusivity check.
    @exclusivity(unchecked) private var itemStack: [UINavigationItem] = []

    /// The item on top.
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item beneath the top one (whose title the back button shows).
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }

    /// The bar's look at standard height, when the content is scrolled under it (a top item's own wins).
    open var standardAppearance: UINavigationBarAppearance {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.copy() as! UINavigationBarAppearance; applyAppearance() }
    }
    private var standardAppearanceStorage = UINavigationBarAppearance()
    /// The look in compact height (a phone in landscape; nil: `standardAppearance`).
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue.map { $0.copy() as! UINavigationBarAppearance }; applyAppearance() }
    }
    private var compactAppearanceStorage: UINavigationBarAppearance?
    /// The look while the content scroll view is at its top edge (nil: the
    /// standard look with a transparent background, as on iOS 15). Only a bar
    /// that a navigation controller manages has a scroll edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue.map { $0.copy() as! UINavigationBarAppearance }; applyAppearance() }
    }
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// The look at the scroll edge in compact height (nil: `scrollEdgeAppearance`).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set {
            compactScrollEdgeAppearanceStorage = newValue.map { $0.copy() as! UINavigationBarAppearance }
            applyAppearance()
        }
    }
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?
    /// Whether items show their titles large, in a row under the bar's, when
    /// their `largeTitleDisplayMode` allows (default false).
    open var prefersLargeTitles: Bool {
        get { prefersLargeTitlesStorage }
        set {
            guard newValue != prefersLargeTitlesStorage else { return }
            prefersLargeTitlesStorage = newValue
            layoutOwner?()
        }
    }
    private var prefersLargeTitlesStorage = false
    /// Told when something deciding the bar's height changed (the navigation controller lays the bars out).
    var layoutOwner: (() -> Void)?
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

    private let background = NavigationBarBackground()
    private(set) var content: NavigationBarContent?
    /// What the back button does (the navigation controller pops).
    var backAction: (() -> Void)?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(background)
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

    /// The content of the item that left the stack last: the next item that
    /// needs the same views (a push after a pop, most often) takes it over,
    /// and only its texts change, instead of new views made and drawn.
    private(set) var spareContent: NavigationBarContent?

    /// Keeps `content`, which has left the bar, while its item is beneath the
    /// top, or as the spare content once its item has left the stack; forgets
    /// the kept contents of items no longer in the stack.
    private func keep(_ content: NavigationBarContent) {
        if itemStack.index(ofIdentical: content.item) == nil {
            spareContent = content
        } else if content.item !== topItem {
            keptContents[ObjectIdentifier(content.item)] = content
        }
        keptContents.removeValues(forObjectsNotIn: itemStack)
    }

    /// A content showing `item` with `backTitle`, drawn in `style` and laid
    /// out at `metrics` in the bar's bounds: the item's kept content, the
    /// spare one when it can show the item, else a new one.
    private func makeContent(for item: UINavigationItem, backTitle: String?, style: NavigationBarContent.Style,
                             metrics: NavigationBarMetrics) -> NavigationBarContent {
        let content: NavigationBarContent
        if let kept = keptContents.removeValue(forKey: ObjectIdentifier(item)), kept.shows(item, backTitle: backTitle) {
            content = kept
        } else if let spare = spareContent, spare.canShow(item, backTitle: backTitle) {
            spareContent = nil
            spare.show(item, backTitle: backTitle)
            content = spare
        } else {
            content = NavigationBarContent(item: item, backTitle: backTitle, style: style) { [weak self] in
                self?.backAction?()
            }
        }
        place(content, bounds)
        content.restyle(style)   // a kept or spare content draws as it last showed
        content.metrics = metrics
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
            transition.rest()
            for shown in [transition.old, transition.new] {
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
        content = topItem.map { makeContent(for: $0, backTitle: backTitle, style: style, metrics: metrics) }
        if let content { addSubview(content) }
        applyAppearance()
    }

    /// Animates the bar to its top item alongside a navigation transition, as
    /// UIKit does, with the built-in animation and with a custom animator alike
    /// (R1.2.1): see `NavigationBarTransition`. The animations are added
    /// through the coordinator, so an interaction drives them (R18.2) and a
    /// cancel puts the old content back as it was.
    ///
    /// The bar goes to `metrics` (the incoming item's: its height, its large
    /// title, its place between the scroll-edge and standard looks) in the same
    /// animation: the background cross-fades from the outgoing item's
    /// appearance to the incoming one's, and `alongside` (the navigation
    /// controller laying the bars out at their new height) runs in it too.
    func animateTopItemChange(push: Bool, to metrics: NavigationBarMetrics,
                              coordinator: any UIViewControllerTransitionCoordinator, alongside: @escaping () -> Void) {
        if transition != nil { showTopItem() }
        guard let old = content, let item = topItem else {
            self.metrics = metrics
            showTopItem()
            alongside()
            return
        }
        let new = makeContent(for: item, backTitle: backItem?.backTitle, style: style(for: item, metrics: metrics), metrics: metrics)
        addSubview(new)
        content = new
        let transition = NavigationBarTransition(from: old, to: new, push: push, barWidth: bounds.width)
        self.transition = transition
        transition.applyStart()
        coordinator.animate(alongsideTransition: { [weak self] _ in
            transition.applyEnd()
            self?.metrics = metrics
            self?.applyAppearance()   // the incoming item's appearances, even at the same metrics
            alongside()
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
            transition.rest()
            keep(gone)
            content = kept
        }
        if let content, let topItem, content.shows(topItem, backTitle: backItem?.backTitle), content.superview === self {
            return
        }
        showTopItem()
    }

    // MARK: Looks and layout

    /// Where the bar stands (set by its navigation controller): its height,
    /// its large title, how far the content has scrolled under it.
    var metrics = NavigationBarMetrics() {
        didSet {
            guard metrics != oldValue else { return }
            applyAppearance()
            layoutSubviews()
        }
    }

    /// The appearances the bar shows for `item` at the scroll edge and away
    /// from it, as UIKit picks them: the item's own before the bar's; in
    /// compact height the compact ones, else the regular ones; at the edge
    /// with no scroll-edge appearance, the other look without its background.
    func appearances(for item: UINavigationItem?, compact: Bool)
        -> (edge: NavigationBarBackground.ShownAppearance, standard: UINavigationBarAppearance) {
        let regular = item?.standardAppearance ?? standardAppearance
        let standard = compact ? item?.compactAppearance ?? compactAppearance ?? regular : regular
        let regularEdge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance
        let edge = compact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance ?? regularEdge : regularEdge
        return (edge.map { .init(appearance: $0) } ?? .init(appearance: standard, withBackground: false), standard)
    }

    /// The style `item`'s content draws with at `metrics`: the titles and
    /// buttons of the look that dominates (the scroll-edge one before halfway).
    private func style(for item: UINavigationItem?, metrics: NavigationBarMetrics) -> NavigationBarContent.Style {
        let looks = appearances(for: item, compact: metrics.isCompact)
        let appearance = metrics.standardProgress < 0.5 ? looks.edge.appearance : looks.standard
        let tint = tintColor ?? .systemBlue, black = isBlackStyle
        if let lastStyle, lastStyle.appearance === appearance, lastStyle.tint === tint, lastStyle.black == black,
           lastStyle.generation == UIBarAppearance.textAttributesGeneration {
            return lastStyle.style
        }
        let style = NavigationBarContent.Style(tint: tint, appearance: appearance, black: black)
        lastStyle = (appearance, tint, black, UIBarAppearance.textAttributesGeneration, style)
        return style
    }

    /// The style last worked out, and from what: a transition asks for its
    /// items' styles several times, and reading an appearance's attributes
    /// (dictionaries of `Any`) is not cheap. Any appearance's text change forgets it.
    private var lastStyle: (appearance: UINavigationBarAppearance, tint: UIColor, black: Bool, generation: UInt64,
                            style: NavigationBarContent.Style)?

    /// The style of the top item's content now.
    private var style: NavigationBarContent.Style { style(for: topItem, metrics: metrics) }

    /// Shows the top item's appearances as `metrics` mixes them (animated inside an animation block).
    private func applyAppearance() {
        let looks = appearances(for: topItem, compact: metrics.isCompact)
        background.show(edge: looks.edge, standard: .init(appearance: looks.standard), progress: metrics.standardProgress,
                        barTint: barTintStorage, black: isBlackStyle)
        if transition == nil { content?.restyle(style) }
    }

    /// An item's appearance changed: the bar shows it if the item is on top.
    func itemAppearanceDidChange(_ item: UINavigationItem) {
        if item === topItem { applyAppearance() }
        layoutOwner?()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        keptContents = [:]   // made with the old tint
        spareContent = nil
        showTopItem()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layoutOwner?()   // compact height has its own row and appearances
    }

    /// How far the background reaches up under the status bar.
    var backgroundExtension: CGFloat = 0 {
        didSet {
            guard backgroundExtension != oldValue else { return }
            layoutSubviews()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // Placed only where they move: the navigation controller lays the bar out several times a transition.
        place(background, CGRect(x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension))
        background.layoutSubviews()
        if let content { place(content, bounds) }
        if transition == nil { content?.metrics = metrics }
        content?.layoutSubviews()
    }

    /// The bar's height where it stands: 44 points (32 in compact height), and the large title's row when it shows.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: metrics.height)
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
