/// What a tab shows in the tab bar: a title, an image and a badge.
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// UIKit's system tabs: their titles, and Segue's own glyphs for their images.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// The glyph drawn for the item (Segue's own drawing of the symbol iOS shows there).
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock"
            case .contacts: "person.circle"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .downloads: "square.and.arrow.down"
            case .mostViewed: "list.bullet"
            }
        }

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The title under the image.
    open var title: String? {
        get { titleStorage }
        set {
            titleStorage = newValue
            titleFollowsController = false
            bar?.itemsDidChange()
        }
    }
    private var titleStorage: String?
    /// Whether the title was taken from the controller's `title` (and follows it).
    var titleFollowsController = false

    /// Takes the controller's new title, when the item has none of its own.
    func controllerTitleDidChange(_ title: String?) {
        guard titleFollowsController || titleStorage == nil else { return }
        titleStorage = title
        titleFollowsController = true
        bar?.itemsDidChange()
    }
    /// The image above the title.
    open var image: UIImage? {
        get { imageStorage }
        set {
            imageStorage = newValue
            bar?.itemsDidChange()
        }
    }
    private var imageStorage: UIImage?
    /// The image while the tab is selected (nil: `image`).
    open var selectedImage: UIImage?
    /// The text in the red badge (nil: no badge).
    open var badgeValue: String? {
        get { badgeValueStorage }
        set {
            badgeValueStorage = newValue
            bar?.itemsDidChange()
        }
    }
    private var badgeValueStorage: String?
    open var tag = 0
    /// Whether the tab can be selected.
    open var isEnabled = true

    /// The bar showing the item.
    weak var bar: UITabBar?

    public override init() { super.init() }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        titleStorage = title
        self.image = image
        self.tag = tag
    }

    /// An item with images for the normal and the selected state.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        titleStorage = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of UIKit's system items.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        titleStorage = systemItem.title
        image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }
}
