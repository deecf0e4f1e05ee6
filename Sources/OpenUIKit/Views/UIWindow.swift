/// A view at the root of a hierarchy shown on a screen.
@MainActor
open class UIWindow: UIView {
    /// The window's level among other windows.
    open var windowLevel: CGFloat = 0
    /// The screen showing the window.
    open var screen: UIScreen = .main
    /// Whether the window receives keyboard and non-touch events.
    public private(set) var isKeyWindow = false
    /// Makes the window visible and key.
    open func makeKeyAndVisible() {
        for window in UIApplication.shared.registeredWindows { window.isKeyWindow = false }
        UIApplication.shared.register(self)
        isHidden = false
        isKeyWindow = true
        becomeKey()
    }

    /// Makes the window key.
    open func makeKey() {
        for window in UIApplication.shared.registeredWindows where window !== self { window.isKeyWindow = false }
        UIApplication.shared.register(self)
        isKeyWindow = true
        becomeKey()
    }

    /// Called when the window becomes key.
    open func becomeKey() {}
}
