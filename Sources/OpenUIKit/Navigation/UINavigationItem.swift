/// What a navigation bar shows for one controller: its title (or title view),
/// the buttons on each side and the back button the next controller shows.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the middle of the bar.
    open var title: String? {
        get { titleStorage }
        set { titleStorage = newValue; changed() }
    }
    private var titleStorage: String?

    /// A view shown in place of the title.
    open var titleView: UIView? {
        get { titleViewStorage }
        set { titleViewStorage = newValue; changed() }
    }
    private var titleViewStorage: UIView?

    /// The items on the leading side (after the back button when `leftItemsSupplementBackButton`).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { leftItemsStorage }
        set { leftItemsStorage = newValue; changed() }
    }
    private var leftItemsStorage: [UIBarButtonItem]?

    /// The items on the trailing side, from the trailing edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightItemsStorage }
        set { rightItemsStorage = newValue; changed() }
    }
    private var rightItemsStorage: [UIBarButtonItem]?

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The button the *next* controller's bar shows to come back here (its title is used).
    open var backBarButtonItem: UIBarButtonItem? {
        get { backItemStorage }
        set { backItemStorage = newValue; changed() }
    }
    private var backItemStorage: UIBarButtonItem?

    /// The title of the back button the next controller shows (before `title`, after `backBarButtonItem`).
    open var backButtonTitle: String? {
        get { backButtonTitleStorage }
        set { backButtonTitleStorage = newValue; changed() }
    }
    private var backButtonTitleStorage: String?

    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton: Bool {
        get { hidesBackButtonStorage }
        set { hidesBackButtonStorage = newValue; changed() }
    }
    private var hidesBackButtonStorage = false

    /// Hides or shows the back button (animation is not distinguished here).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// Whether the left items appear beside the back button rather than replacing it.
    open var leftItemsSupplementBackButton: Bool {
        get { leftItemsSupplementStorage }
        set { leftItemsSupplementStorage = newValue; changed() }
    }
    private var leftItemsSupplementStorage = false

    /// Sets the left items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets the left item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }

    // MARK: Large titles and appearances

    /// How the item's title shows when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item beneath it on the stack (large for the bottom item).
        case automatic = 0
        /// Always a large title.
        case always = 1
        /// Never a large title.
        case never = 2
        /// The title inline, in the bar's row (never large).
        case inline = 3
    }

    /// How the title shows when the bar's `prefersLargeTitles` is true (default `.automatic`).
    open var largeTitleDisplayMode: LargeTitleDisplayMode {
        get { largeTitleDisplayModeStorage }
        set { largeTitleDisplayModeStorage = newValue; appearanceChanged() }
    }
    private var largeTitleDisplayModeStorage: LargeTitleDisplayMode = .automatic

    /// The bar's look while this item is on top, in place of the bar's `standardAppearance` (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? {
        get { standardAppearanceStorage }
        set { standardAppearanceStorage = newValue.map { $0.copy() as! UINavigationBarAppearance }; appearanceChanged() }
    }
    private var standardAppearanceStorage: UINavigationBarAppearance?

    /// The look in compact height while this item is on top, in place of the bar's `compactAppearance` (nil: the bar's).
    open var compactAppearance: UINavigationBarAppearance? {
        get { compactAppearanceStorage }
        set { compactAppearanceStorage = newValue.map { $0.copy() as! UINavigationBarAppearance }; appearanceChanged() }
    }
    private var compactAppearanceStorage: UINavigationBarAppearance?

    /// The look at the scroll edge while this item is on top, in place of the bar's `scrollEdgeAppearance` (nil: the bar's).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { scrollEdgeAppearanceStorage }
        set { scrollEdgeAppearanceStorage = newValue.map { $0.copy() as! UINavigationBarAppearance }; appearanceChanged() }
    }
    private var scrollEdgeAppearanceStorage: UINavigationBarAppearance?

    /// The look at the scroll edge in compact height while this item is on top,
    /// in place of the bar's `compactScrollEdgeAppearance` (nil: the bar's).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { compactScrollEdgeAppearanceStorage }
        set {
            compactScrollEdgeAppearanceStorage = newValue.map { $0.copy() as! UINavigationBarAppearance }
            appearanceChanged()
        }
    }
    private var compactScrollEdgeAppearanceStorage: UINavigationBarAppearance?

    private func appearanceChanged() { bar?.itemAppearanceDidChange(self) }

    /// An item with a title.
    public init(title: String) {
        titleStorage = title
        super.init()
    }

    /// An item with no title.
    public override init() { super.init() }

    /// Decoding is not supported: an empty item.
    public required init?(coder: NSCoder) { super.init() }

    /// The bar showing this item, told when the item changes.
    weak var bar: UINavigationBar?

    private func changed() { bar?.itemDidChange(self) }

    /// The title the next item's back button shows: the back item's, else
    /// `backButtonTitle`, else the title, else "Back".
    var backTitle: String {
        backItemStorage?.title ?? backButtonTitleStorage ?? titleStorage ?? "Back"
    }
}
