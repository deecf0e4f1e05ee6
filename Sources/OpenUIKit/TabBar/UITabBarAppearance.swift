/// The look of a tab bar: its background and its hairline.
@preconcurrency @MainActor
open class UITabBarAppearance: NSObject {
    /// The bar's background (default a light translucent gray).
    open var backgroundColor: UIColor? = UIColor(white: 0.97, alpha: 0.94)
    /// The hairline along the top edge (nil: none).
    open var shadowColor: UIColor? = UIColor(white: 0, alpha: 0.3)

    public override init() { super.init() }

    /// The default look.
    open func configureWithDefaultBackground() {
        backgroundColor = UIColor(white: 0.97, alpha: 0.94)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque look.
    open func configureWithOpaqueBackground() {
        backgroundColor = .white
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no hairline.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        shadowColor = nil
    }
}
