/// How a navigation bar looks: the background and hairline every bar has
/// (`UIBarAppearance`), the attributes of its inline and large titles, and
/// the look of its buttons.
///
/// A navigation bar picks one of its appearances (and its top item's) as
/// UIKit does: see `UINavigationBar`.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The attributes of the inline title (`.font`, `.foregroundColor`; by default the 17-pt semibold label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { UIBarAppearance.textAttributesGeneration += 1 }
    }
    /// The attributes of the large title (by default 34-pt bold in the label colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { UIBarAppearance.textAttributesGeneration += 1 }
    }
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { UIBarAppearance.textAttributesGeneration += 1 }
    }
    /// The look of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { UIBarAppearance.textAttributesGeneration += 1 }
    }
    /// The look of the back button's title.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { UIBarAppearance.textAttributesGeneration += 1 }
    }

    /// The default look: the system material with a hairline.
    public override init() { super.init() }

    /// A copy of `barAppearance`: its background and shadow, and its titles and buttons when it is a navigation bar's.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        buttonAppearance = navigation.buttonAppearance.copy() as! UIBarButtonItemAppearance
        doneButtonAppearance = navigation.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        backButtonAppearance = navigation.backButtonAppearance.copy() as! UIBarButtonItemAppearance
    }
}
