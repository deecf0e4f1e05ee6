/// A scene that shows windows on a screen. Segue's app has one, made when the
/// app state starts; `UIWindow(frame:)` joins it, as iOS code that predates
/// scenes expects.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The screen the scene's windows are shown on.
    open var screen: UIScreen { .current }
    /// The scene's status bar.
    open private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(windowScene: self)
    /// The windows of the scene, in the order they joined it.
    open var windows: [UIWindow] { UIApplication.current.registeredWindows.filter { $0.windowScene === self } }
    /// The scene's key window.
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The scene's traits: the screen's, with the scene's `traitOverrides` on top.
    open var traitCollection: UITraitCollection { screen.traitCollection.applying(traitStateIfPresent?.overrides) }
    /// Overrides, the traits last delivered and trait change registrations (made on first use).
    var traitStateIfPresent: TraitEnvironmentState?
    /// The scene's traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The interface orientation, from the screen's shape.
    open var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
}
