/// The running app: its delegate and windows.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The app.
    public static var shared: UIApplication { UIKitRuntimeState.forUnownedState.application }
    package static var current: UIApplication {
        get { UIKitRuntimeState.current.application }
        set { UIKitRuntimeState.current.replace(\.application, with: newValue) }
    }

    /// The states of the app.
    public enum State: Int, Sendable { case active, inactive, background }

    /// Keys of the launch options.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app's delegate (retained, as `UIApplicationMain` does).
    public var delegate: (any UIApplicationDelegate)?
    /// The app's state.
    public internal(set) var applicationState: State = .active
    /// The visible windows, back to front.
    public var windows: [UIWindow] { registeredWindows }
    /// The key window.
    public var keyWindow: UIWindow? { registeredWindows.last { $0.isKeyWindow } }
    var registeredWindows: [UIWindow] = []

    /// The app's scenes: Segue's app has one window scene.
    public var connectedScenes: Set<UIScene> { [defaultScene] }
    /// The window scene windows made without one join.
    let defaultScene = UIWindowScene()
    /// Whether the status bar is hidden (deprecated on iOS 13; read from the scene).
    public var isStatusBarHidden: Bool { defaultScene.statusBarManager?.isStatusBarHidden ?? false }
    /// The status bar's style (deprecated on iOS 13; read from the scene).
    public var statusBarStyle: UIStatusBarStyle { defaultScene.statusBarManager?.statusBarStyle ?? .default }
    /// The status bar's frame (deprecated on iOS 13; read from the scene).
    public var statusBarFrame: CGRect { defaultScene.statusBarManager?.statusBarFrame ?? .zero }

    package override init() {
        super.init()
    }

    /// A fresh runtime on the real clock: what the window and headless app hosts start with.
    package static func startOnRealClock() {
        SegueRuntime(clock: MonotonicMediaClock()).activate()
    }

    /// The keyboard's frame in screen coordinates while it is up or going up, for the hosts.
    package var keyboardFrame: CGRect? { UIKitRuntimeState.current.keyboard.shownFrame }

    func register(_ window: UIWindow) {
        if registeredWindows.index(ofIdentical: window) == nil { registeredWindows.append(window) }
    }
}

/// The app's delegate: told when it launches, holds its window.
///
/// `@main` works for a `final class AppDelegate: UIResponder, UIApplicationDelegate`
/// (Linux Swift cannot create a non-final class from its metatype without a
/// `required` initializer; see docs/Differences.md).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    init()
    var window: UIWindow? { get set }
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

/// What runs an app once it has launched: the window host, or a headless one.
@preconcurrency @MainActor
public protocol UIApplicationHost: AnyObject {
    /// Runs the frame loop until the app quits.
    func run()
}

extension UIApplication {
    /// Creates the delegate, tells it the app launched, then runs `host`.
    public static func launch(delegate delegateType: any UIApplicationDelegate.Type, host: any UIApplicationHost) {
        let delegate = delegateType.init()
        shared.delegate = delegate
        _ = delegate.application(shared, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: didFinishLaunchingNotification, object: shared)
        NotificationCenter.default.post(name: didBecomeActiveNotification, object: shared)
        host.run()
    }
}
