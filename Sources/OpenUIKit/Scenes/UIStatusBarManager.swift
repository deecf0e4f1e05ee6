/// A window scene's status bar: its style, whether it is hidden, its frame.
///
/// The status bar is as tall as the device's (20 points on a generic host, as
/// on iPhones without a sensor housing; 47 on an iPhone 12–14, R18.8), and
/// hidden in compact height (landscape phones), as iOS hides it. It is part of
/// the windows' safe area. Its appearance follows the view controllers: the
/// window's root controller, or the top presented controller that covers the
/// screen or sets `modalPresentationCapturesStatusBarAppearance`, then its
/// `childForStatusBarStyle` / `childForStatusBarHidden`, re-read when a
/// controller calls `setNeedsStatusBarAppearanceUpdate()`, when the root
/// controller changes and when a presentation or dismissal ends.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The height of a visible status bar, in points.
    static let height: CGFloat = 20

    private weak var windowScene: UIWindowScene?
    private var appliedStyle: UIStatusBarStyle = .default
    private var appliedHidden = false
    /// How the last change of `isStatusBarHidden` was animated.
    public private(set) var lastUpdateAnimation: UIStatusBarAnimation = .none

    init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
    }

    /// The style the controllers ask for.
    open var statusBarStyle: UIStatusBarStyle { appliedStyle }
    /// Whether the status bar is hidden (by a controller, or by a compact-height screen).
    open var isStatusBarHidden: Bool {
        appliedHidden || windowScene?.traitCollection.verticalSizeClass == .compact
    }
    /// The status bar's frame in screen coordinates (zero while hidden).
    open var statusBarFrame: CGRect {
        guard let windowScene, !isStatusBarHidden else { return .zero }
        let height = windowScene.screen.safeAreas?.statusBarHeight ?? Self.height
        return CGRect(x: 0, y: 0, width: windowScene.screen.bounds.width, height: height)
    }

    /// Re-reads the controllers' preferences; windows whose safe area changes are laid out again.
    func update() {
        guard let root = windowScene?.keyWindow?.rootViewController ?? windowScene?.windows.last?.rootViewController else { return }
        let styleOwner = Self.owner(from: root) { $0.childForStatusBarStyle }
        let hiddenOwner = Self.owner(from: root) { $0.childForStatusBarHidden }
        let wasHidden = isStatusBarHidden
        let previousFrame = statusBarFrame
        appliedStyle = styleOwner.preferredStatusBarStyle
        appliedHidden = hiddenOwner.prefersStatusBarHidden
        if isStatusBarHidden != wasHidden {
            lastUpdateAnimation = hiddenOwner.preferredStatusBarUpdateAnimation
            for window in windowScene?.windows ?? [] { window.safeAreaInsetsDidChangeInSubtree() }
            UIApplication.current.postStatusBarFrameChange(from: previousFrame)
        }
    }

    /// The controller whose preference counts: the topmost presented controller
    /// that covers the screen (or captures the appearance), else the root; then its chosen children.
    static func owner(from root: UIViewController, child: (UIViewController) -> UIViewController?) -> UIViewController {
        var owner = root
        var node = root
        while let presented = node.presentedViewController, presented !== node {
            if presented.capturesStatusBarAppearance { owner = presented }
            node = presented
        }
        while let chosen = child(owner), chosen !== owner { owner = chosen }
        return owner
    }
}
