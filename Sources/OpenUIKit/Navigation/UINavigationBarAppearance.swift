/// How a navigation bar looks: its background and the hairline under it.
@preconcurrency @MainActor
open class UINavigationBarAppearance: NSObject, NSCopying {
    /// The bar's background colour (nil: no colour).
    open var backgroundColor: UIColor? {
        didSet { hasDefaultBackground = false }
    }
    /// Whether the background is the default one (`configureWithDefaultBackground()`),
    /// which a black bar style darkens.
    var hasDefaultBackground = false
    /// The colour of the hairline under the bar (nil: none).
    open var shadowColor: UIColor?
    /// The colour of the title (nil: the label colour).
    open var titleColor: UIColor?

    /// The default look: a translucent light background with a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// The default look.
    open func configureWithDefaultBackground() {
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        shadowColor = UIColor(white: 0, alpha: 0.3)
        hasDefaultBackground = true
    }

    /// An opaque background of the system background colour, with a hairline.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance()
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        copy.titleColor = titleColor
        copy.hasDefaultBackground = hasDefaultBackground
        return copy
    }
}
