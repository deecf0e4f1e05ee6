/// An action with a handler: how controls call code on Linux, where there is
/// no `#selector` (see docs/Differences.md).
@preconcurrency @MainActor
public final class UIAction: NSObject {
    /// Identifies an action (to replace or remove it).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let title: String
    public let image: UIImage?
    public let identifier: Identifier
    let handler: (UIAction) -> Void
    /// The control that sent the action, while the handler runs.
    public private(set) weak var sender: AnyObject?

    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(from control: AnyObject) {
        sender = control
        handler(self)
        sender = nil
    }
}

/// A view that sends actions for events (taps, value changes).
@preconcurrency @MainActor
open class UIControl: UIView {
    override var isAccessibilityElementByDefault: Bool { true }
    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key ended a text field's editing.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states of a control.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (by a focus engine; Segue has none, so never set by the system).
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    private var actions: [(action: UIAction, events: Event)] = []
    private var targetActions: [(entry: TargetAction, events: Event)] = []

    /// Whether the control responds (default true).
    open var isEnabled: Bool {
        get { isEnabledStorage }
        set { isEnabledStorage = newValue; stateDidChange() }
    }
    private var isEnabledStorage: Bool = true
    open var isSelected: Bool {
        get { isSelectedStorage }
        set { isSelectedStorage = newValue; stateDidChange() }
    }
    private var isSelectedStorage: Bool = false
    open var isHighlighted: Bool {
        get { isHighlightedStorage }
        set { isHighlightedStorage = newValue; stateDidChange() }
    }
    private var isHighlightedStorage: Bool = false

    /// The current state.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Called when the state changes.
    open func stateDidChange() {}

    /// Runs `action` for `events` (an action with the same identifier is replaced).
    open func addAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action.identifier == action.identifier }
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        actions.removeAll { $0.action === action && !$0.events.intersection(events).isEmpty }
    }

    /// Stops running the action with `identifier`.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.events.intersection(events).isEmpty }
    }

    /// Calls `action` on `target` for `events`; the target is not retained. On
    /// Linux the action is `Selector(Type.method(_:))` instead of `#selector`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((TargetAction(target: target.map { $0 as AnyObject }, action: action), controlEvents))
    }

    /// Stops calling `action` (any action when nil) on `target` (any target when nil) for `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let target = target.map { $0 as AnyObject }
        targetActions.removeAll {
            $0.entry.matches(target: target, action: action) && !$0.events.intersection(controlEvents).isEmpty
        }
    }

    // MARK: Tracking touches

    /// How far outside its bounds a finger still counts as inside (UIKit's 70 points).
    static let touchSlop: CGFloat = 70

    /// Whether a finger that went down on the control is still down.
    public private(set) var isTracking = false
    /// Whether the tracked finger is inside (with the slop).
    public private(set) var isTouchInside = false

    private func isInside(_ touches: Set<UITouch>) -> Bool {
        guard let touch = touches.first else { return false }
        return bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return super.touchesMoved(touches, with: event) }
        let inside = isInside(touches)
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        isTouchInside = inside
        isHighlighted = inside
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return super.touchesEnded(touches, with: event) }
        isTracking = false
        isHighlighted = false
        sendActions(for: isInside(touches) ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return super.touchesCancelled(touches, with: event) }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    /// Whether an action or target/action is registered for any of `events`.
    func hasActions(for events: Event) -> Bool {
        actions.contains { !$0.events.intersection(events).isEmpty }
            || targetActions.contains { !$0.events.intersection(events).isEmpty }
    }

    /// Runs the actions and target/actions registered for `events`.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.intersection(events).isEmpty {
            entry.action.perform(from: self)
        }
        for registration in targetActions where !registration.events.intersection(events).isEmpty {
            registration.entry.send(from: self)
        }
    }
}

extension UIControl {
    /// Whether `gestureRecognizer`, an ancestor's, is one a control keeps from
    /// beginning on its touches (iOS 6 and later): a one-finger single tap
    /// (`taps`), a pan (`pans`, for controls the finger drags).
    func keepsFromBeginning(_ gestureRecognizer: UIGestureRecognizer, taps: Bool, pans: Bool) -> Bool {
        guard gestureRecognizer.view !== self else { return false }
        if pans, gestureRecognizer is UIPanGestureRecognizer { return true }
        if taps, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { return true }
        return false
    }
}
