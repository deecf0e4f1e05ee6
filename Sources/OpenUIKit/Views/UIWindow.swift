/// A view at the root of a hierarchy shown on a screen.
///
/// A window belongs to the runtime in force when it is made (a host's), and
/// so does every view and layer in it (see `SegueRuntime`).
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The window's level among other windows.
    open var windowLevel: CGFloat = 0
    /// The screen showing the window.
    open var screen: UIScreen = .main
    /// Whether the window receives keyboard and non-touch events.
    public private(set) var isKeyWindow = false
    /// The scene the window belongs to: the app's scene unless made with `init(windowScene:)`.
    open var windowScene: UIWindowScene? {
        get { windowSceneStorage ?? UIApplication.current.defaultScene }
        set { windowSceneStorage = newValue }
    }
    private weak var windowSceneStorage: UIWindowScene?

    /// A window of `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        windowSceneStorage = windowScene
        layer.join(SegueRuntime.current)
    }

    /// A window with the given frame, in the app's scene.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.join(SegueRuntime.current)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.join(SegueRuntime.current)
    }

    // Views that outlive their window (someone else holds them) are in no window:
    // they keep it unretained (`UIView.windowStorage`).
    deinit {
        MainActor.assumeIsolated {
            for subview in subviews { subview.setWindowOfSubtree(nil) }
        }
    }

    /// The status bar, when shown, is part of the window's safe area (as on an
    /// iPhone); so is, on a real device's screen, what its sensor housing,
    /// corners and home indicator cover in the current orientation (R18.8),
    /// where the window reaches them.
    open override var safeAreaInsets: UIEdgeInsets {
        var insets = super.safeAreaInsets
        if let areas = screen.safeAreas {
            let safe = screen.bounds.inset(by: areas.insets(for: screen.bounds.size))
            insets.top = max(insets.top, safe.minY - frame.minY)
            insets.left = max(insets.left, safe.minX - frame.minX)
            insets.bottom = max(insets.bottom, frame.maxY - safe.maxY)
            insets.right = max(insets.right, frame.maxX - safe.maxX)
        }
        let statusBar = windowScene?.statusBarManager?.statusBarFrame ?? .zero
        insets.top = max(insets.top, statusBar.intersection(frame).height)
        return insets
    }

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
            windowScene?.statusBarManager?.update()
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
        !isHidden && UIApplication.current.registeredWindows.contains { $0 === self }
    }

    /// Makes the window visible and key.
    open func makeKeyAndVisible() {
        for window in UIApplication.current.registeredWindows { window.isKeyWindow = false }
        let wasVisible = isShownOnScreen
        UIApplication.current.register(self)
        isHidden = false
        if !wasVisible, let controller = rootViewController, controller.appearanceState == .disappeared {
            controller.beginAppearanceTransition(true, animated: false)
            layoutIfNeeded()
            controller.endAppearanceTransition()
        }
        isKeyWindow = true
        becomeKey()
        windowScene?.statusBarManager?.update()
    }

    /// Makes the window key.
    open func makeKey() {
        for window in UIApplication.current.registeredWindows where window !== self { window.isKeyWindow = false }
        UIApplication.current.register(self)
        isKeyWindow = true
        becomeKey()
    }

    /// Called when the window becomes key.
    open func becomeKey() {}

    // MARK: First responder

    /// The responder that gets typed text and edit commands (UIKit keeps it per window).
    weak var firstResponder: UIResponder?
    /// The first responder, for the hosts (UIKit has no public accessor).
    package var currentFirstResponder: UIResponder? { firstResponder }
    /// Whether `endEditing(true)` is making responders resign without asking their delegates.
    var isForcingResignation = false
    /// How deep the window is in handing first responder status from one responder to another.
    private var firstResponderHandOffDepth = 0

    /// Makes `responder` first responder once the current one resigned; false if it refused.
    func makeFirstResponder(_ responder: UIResponder) -> Bool {
        if firstResponder === responder { return true }
        if let current = firstResponder {
            firstResponderHandOffDepth += 1
            defer { firstResponderHandOffDepth -= 1 }
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        firstResponder = responder
        return true
    }

    /// Shows the keyboard for a first responder that takes typed text, hides it
    /// otherwise; nothing while status passes from one responder to the next
    /// (the one taking it over decides).
    func keyboardFollowsFirstResponder() {
        guard firstResponderHandOffDepth == 0 else { return }
        layer.enterRuntime()
        SystemKeyboard.current.follow(firstResponder as? UIKeyInput, in: self)
    }
}
