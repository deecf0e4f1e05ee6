/// One finger on the screen, across the events of its life.
@preconcurrency @MainActor
public final class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public package(set) var phase: Phase
    /// When the touch last changed, in media time.
    public package(set) var timestamp: TimeInterval
    /// How many quick taps this touch is part of.
    public internal(set) var tapCount: Int
    /// The view the touch began in.
    public internal(set) var view: UIView?
    /// The window the touch is in.
    public package(set) var window: UIWindow?
    /// The recognizers receiving the touch.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// Set once the view has been sent `touchesCancelled` for this touch.
    var isCancelledForView = false
    /// Whether the touch began on the status bar (which takes it: a tap there scrolls to the top).
    var isOnStatusBar = false
    /// Set once the view has been sent `touchesBegan` for this touch.
    var hasBegunInView = false
    /// The scroll view keeping `touchesBegan` from the view while it decides
    /// whether the finger scrolls (`delaysContentTouches`), until `heldUntil`.
    weak var heldBy: UIScrollView?
    /// When a held touch goes to its view anyway, in media time.
    var heldUntil: TimeInterval = 0
    /// The event a held touch last came in.
    var heldEvent: UIEvent?
    /// The touch's location and the previous one, in window coordinates.
    package var windowLocation: CGPoint
    package var previousWindowLocation: CGPoint

    package init(window: UIWindow, location: CGPoint, timestamp: TimeInterval, tapCount: Int = 1) {
        self.window = window
        windowLocation = location
        previousWindowLocation = location
        self.timestamp = timestamp
        self.tapCount = tapCount
        phase = .began
    }

    /// The location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The previous location in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

}
