/// A view at the root of a hierarchy shown on a screen. The host issue adds
/// the key window, screens and the root view controller.
@MainActor
open class UIWindow: UIView {
    /// The window's level among other windows.
    open var windowLevel: CGFloat = 0
}
