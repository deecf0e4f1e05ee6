/// A view at the root of a hierarchy shown on a screen.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's level among other windows.
    open var windowLevel: CGFloat = 0
    /// The screen showing the window.
    open var screen: UIScreen = .main
    /// Whether the window receives keyboard and non-touch events.
    public private(set) var isKeyWindow = false

    /// The controller whose view fills the window. Setting it installs its view
    /// (sized to the window) and, on a visible window, runs its appearance.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set {
            let oldValue = rootViewControllerStorage
            rootViewControllerStorage = newValue
            guard rootViewController !== oldValue else { return }
            if let oldValue, oldValue.viewIfLoaded?.superview === self {
                if !isHidden && oldValue.appearanceState != .disappeared { oldValue.beginAppearanceTransition(false, animated: false) }
                oldValue.view.removeFromSuperview()
                if oldValue.appearanceState == .disappearing { oldValue.endAppearanceTransition() }
            }
            installRootViewController()
        }
    }
    private var rootViewControllerStorage: UIViewController?

    private func installRootViewController() {
        guard let controller = rootViewController else { return }
        let view: UIView = controller.view
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let isVisible = isShownOnScreen
        if isVisible { controller.beginAppearanceTransition(true, animated: false) }
        insertSubview(view, at: 0)
        if isVisible {
            layoutIfNeeded()
            controller.endAppearanceTransition()
        }
    }

    /// Whether the window is registered with the app and not hidden.
    private var isShownOnScreen: Bool {
        !isHidden && UIApplication.shared.registeredWindows.contains { $0 === self }
    }

    /// Makes the window visible and key.
    open func makeKeyAndVisible() {
        for window in UIApplication.shared.registeredWindows { window.isKeyWindow = false }
        let wasVisible = isShownOnScreen
        UIApplication.shared.register(self)
        isHidden = false
        if !wasVisible, let controller = rootViewController, controller.appearanceState == .disappeared {
            controller.beginAppearanceTransition(true, animated: false)
            layoutIfNeeded()
            controller.endAppearanceTransition()
        }
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
