/// Runs actions in the UI updates of a view's window or of a window scene
/// (iOS 18): like a display link, but tied to what is on screen. The link
/// does nothing until `isEnabled`; then its actions run once per frame in
/// which it is active — its view is in a window that is not hidden (or its
/// scene has such a window) — before the display links are dispatched.
///
/// With `requiresContinuousUpdates` false (the default) the link observes:
/// its actions run only in frames that update something anyway (a layout
/// pass, a running animation, a display link asking for frames), and it
/// keeps no frames coming. With it true the link asks for a frame every
/// display refresh (at `preferredFrameRateRange`), as a display link does.
@preconcurrency @MainActor
public final class UIUpdateLink: NSObject {
    /// The view whose window's updates the link follows (nil for a scene's link, or once the view is gone).
    public private(set) weak var view: UIView?
    /// The scene whose updates the link follows (nil for a view's link).
    public private(set) weak var windowScene: UIWindowScene?
    /// The actions, in the order added.
    private var actions: [Action] = []
    /// The display link that gives the frames while the link is enabled.
    private var frameSource: CADisplayLink?

    /// One action: a closure, or a selector sent to a weakly held target.
    private enum Action {
        case handler((UIUpdateLink, UIUpdateInfo) -> Void)
        case selector(TargetAction)
    }

    /// Whether the link runs its actions (default false).
    public var isEnabled = false {
        didSet { isEnabled ? startFrames() : stopFrames() }
    }
    /// Whether the link asks for updates every frame instead of observing others' (default false).
    public var requiresContinuousUpdates = false {
        didSet { frameSource?.requestsFrames = requiresContinuousUpdates }
    }
    /// A request for low-latency event dispatch; Segue's hosts dispatch events once a frame, so it changes nothing.
    public var wantsLowLatencyEventDispatch = false
    /// A request to show frames as soon as they are done: reported in `UIUpdateInfo.isImmediatePresentationExpected`.
    public var wantsImmediatePresentation = false
    /// The frame rates the link would like (a continuous link fires at the preferred one).
    public var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet { frameSource?.preferredFrameRateRange = preferredFrameRateRange }
    }
    /// The update the actions are running in (nil outside them).
    public private(set) var currentUpdateInfo: UIUpdateInfo?

    /// Whether the link is enabled and its view or scene is on screen.
    public var isActive: Bool {
        guard isEnabled else { return false }
        if let view { return view.window.map { !$0.isHidden } ?? false }
        return windowScene?.windows.contains { !$0.isHidden } ?? false
    }

    private init(view: UIView?, windowScene: UIWindowScene?) {
        self.view = view
        self.windowScene = windowScene
    }

    /// A link following the updates of `view`'s window.
    public convenience init(view: UIView) {
        self.init(view: view, windowScene: nil)
    }

    /// A link following the updates of `view`'s window, sending `selector` to `actionTarget`.
    public convenience init(view: UIView, actionTarget: Any, selector: Selector) {
        self.init(view: view, windowScene: nil)
        addAction(target: actionTarget, selector: selector)
    }

    /// A link following the updates of `windowScene`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(view: nil, windowScene: windowScene)
    }

    /// A link following the updates of `windowScene`, sending `selector` to `actionTarget`.
    public convenience init(windowScene: UIWindowScene, actionTarget: Any, selector: Selector) {
        self.init(view: nil, windowScene: windowScene)
        addAction(target: actionTarget, selector: selector)
    }

    /// Adds an action run with the link and the update's timing.
    public func addAction(handler: @escaping (UIUpdateLink, UIUpdateInfo) -> Void) {
        actions.append(.handler(handler))
    }

    /// Adds an action sending `selector` to `target` (held weakly) with the
    /// link as its argument (Segue's selectors carry one argument: read the
    /// timing from `currentUpdateInfo`).
    public func addAction(target: Any, selector: Selector) {
        actions.append(.selector(TargetAction(target: target as AnyObject, action: selector)))
    }

    /// Removes the actions sending `selector` (the same `Selector` value,
    /// see docs/Differences.md) to `target`.
    public func removeAction(target: Any, selector: Selector) {
        actions.removeAll {
            guard case let .selector(entry) = $0 else { return false }
            return entry.matches(target: target as AnyObject, action: selector)
        }
    }

    private func startFrames() {
        guard frameSource == nil else { return }
        let source = CADisplayLink { [weak self] link in
            // A link released while enabled stops its frames.
            guard let self else { return link.invalidate() }
            self.fire(link)
        }
        source.requestsFrames = requiresContinuousUpdates
        source.preferredFrameRateRange = preferredFrameRateRange
        source.scheduleBeforeOtherLinks()
        frameSource = source
    }

    private func stopFrames() {
        frameSource?.invalidate()
        frameSource = nil
    }

    /// Runs the actions for the frame `link` is firing for, when the link is
    /// active and (observing) the frame updates something.
    private func fire(_ link: CADisplayLink) {
        guard isActive, requiresContinuousUpdates || FrameLoop.shared.isUpdating else { return }
        let info = UIUpdateInfo(frameTime: link.timestamp, frameDuration: link.duration, immediate: wantsImmediatePresentation)
        currentUpdateInfo = info
        defer { currentUpdateInfo = nil }
        for action in actions {
            switch action {
            case let .handler(handler): handler(self, info)
            case let .selector(entry): entry.send(from: self)
            }
        }
    }
}
