/// How a view's content fills its bounds.
public enum UIViewContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    var gravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .topLeft: return .topLeft
        case .topRight: return .topRight
        case .bottomLeft: return .bottomLeft
        case .bottomRight: return .bottomRight
        }
    }
}

extension UIView {
    /// How a view shows its tint.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (normal at the root).
        case automatic
        /// The tint colour as set.
        case normal
        /// A desaturated tint: presentation controllers dim the presenter's with it.
        case dimmed
    }

    /// Which edges and sizes follow the superview when its bounds change.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The intrinsic size value that means "none".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The smallest size that fits (for `systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
}

/// A touch event: the touches of one moment.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses }

    public var type: EventType { .touches }
    /// When the event happened, in media time.
    public package(set) var timestamp: TimeInterval = 0
    package var touchSet: Set<UITouch> = []
    /// Brings the event's touches to the state they had when the event
    /// happened, just before it is sent: a window system may report several
    /// events of one touch (down, moves, up) within one frame, and each must be
    /// seen in its own state, in order.
    package var prepareForDelivery: (@MainActor () -> Void)?

    public override init() {
        super.init()
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { touchSet }

    /// The touches that began in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { touchSet.filter { $0.view === view } }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? { touchSet.filter { $0.window === window } }

    /// The touches delivered to `gesture`.
    public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
    }
}
