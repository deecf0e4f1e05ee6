/// How bar button items of one style look in each of their states.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The look of an enabled item at rest.
    public let normal = UIBarButtonItemStateAppearance()
    /// The look while it is touched.
    public let highlighted = UIBarButtonItemStateAppearance()
    /// The look of a disabled item.
    public let disabled = UIBarButtonItemStateAppearance()
    /// The look of a focused item.
    public let focused = UIBarButtonItemStateAppearance()

    /// The look of plain items.
    public override convenience init() { self.init(style: .plain) }

    /// The default look of items of `style` (`.done` items are bold).
    public init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Puts back the default look of items of `style`.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        let font: UIFont = style == .done ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [.font: font]
            state.titlePositionAdjustment = .zero
        }
    }

    /// A copy with copies of each state's look.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance()
        for (mine, theirs) in [(normal, copy.normal), (highlighted, copy.highlighted),
                               (disabled, copy.disabled), (focused, copy.focused)] {
            theirs.titleTextAttributes = mine.titleTextAttributes
            theirs.titlePositionAdjustment = mine.titlePositionAdjustment
        }
        return copy
    }
}

/// How bar button items look in one state: the text attributes of their titles.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The attributes of the title (`.font`, `.foregroundColor`; no colour: the tint colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { UIBarAppearance.textAttributesGeneration += 1 }
    }
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
}
