/// Turns touches into a gesture: UIKit's recognizer, with its state machine,
/// targets, failure requirements and delegate.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where recognition is.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture was recognized (the same as `ended`).
        public static let recognized = State.ended
    }

    private var targets: [TargetAction] = []
    private var handlers: [(UIGestureRecognizer) -> Void] = []
    private var currentState: State = .possible
    /// Recognizers that must fail before this one may recognize.
    var failureRequirements: [WeakRecognizer] = []
    /// Set while waiting for a required recognizer to fail: the state to take then.
    var pendingState: State?
    /// The touches being tracked.
    var trackedTouches: [UITouch] = []

    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Decides whether the recognizer begins and which others run alongside.
    public weak var delegate: (any UIGestureRecognizerDelegate)?
    /// Whether the recognizer receives touches (turning it off while it recognizes cancels it).
    open var isEnabled: Bool {
        get { isEnabledStorage }
        set {
            isEnabledStorage = newValue
            if !isEnabled && (state == .began || state == .changed) { state = .cancelled }
        }
    }
    private var isEnabledStorage: Bool = true
    /// Whether the view gets `touchesCancelled` once the gesture is recognized (default true).
    open var cancelsTouchesInView = true
    /// Whether the view gets touches only after the recognizer fails (default false).
    open var delaysTouchesBegan = false
    /// Whether `touchesEnded` waits for the recognizer to fail (default true).
    open var delaysTouchesEnded = true
    /// A name for debugging.
    open var name: String?

    /// A recognizer calling `action` on `target` on every state change.
    public init(target: Any?, action: Selector?) {
        if let action { targets.append(TargetAction(target: target as AnyObject?, action: action)) }
    }

    /// A recognizer without a target yet.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// A recognizer calling `handler` on every state change (a Segue convenience; Apple has no closure form here).
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        handlers.append(handler)
    }

    /// Adds a target and action. The target is not retained, as in UIKit.
    public func addTarget(_ target: Any, action: Selector) {
        targets.append(TargetAction(target: target as AnyObject, action: action))
    }

    /// Removes a target (and an action, when given).
    public func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { $0.matches(target: target.map { $0 as AnyObject }, action: action) }
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// The state. Subclasses move it; invalid transitions are reported and ignored.
    open var state: State {
        get { currentState }
        set { GestureArena.shared.transition(self, to: newValue) }
    }

    /// The number of touches tracked.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates.
    open func location(in view: UIView?) -> CGPoint {
        guard !trackedTouches.isEmpty else { return lastLocation.map { convert($0, to: view) } ?? .zero }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in trackedTouches {
            let p = touch.location(in: view)
            x += p.x
            y += p.y
        }
        return CGPoint(x: x / CGFloat(trackedTouches.count), y: y / CGFloat(trackedTouches.count))
    }

    /// The location of one touch.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            SegueDiagnostics.report("\(type(of: self)) location(ofTouch: \(touchIndex)): only \(trackedTouches.count) touches")
            return .zero
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The centroid when the touches ended, in window coordinates (location(in:) keeps answering).
    var lastLocation: CGPoint?
    private func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: view.window)
    }

    /// Returns the recognizer to `.possible` and forgets its touches; subclasses reset their own state too.
    open func reset() {}

    /// Touch handling, overridden by the concrete recognizers.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }

    /// Whether this recognizer may prevent `preventedGestureRecognizer` (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` may prevent this one (default true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Used by the arena

    func setStateDirectly(_ state: State) { currentState = state }

    func sendActions() {
        for entry in targets { entry.send(from: self) }
        for handler in handlers { handler(self) }
    }

    func resetForNextGesture() {
        if let touch = trackedTouches.first { lastLocation = touch.windowLocation }
        trackedTouches.removeAll()
        pendingState = nil
        currentState = .possible
        reset()
    }
}

/// A weak reference to a recognizer.
@MainActor
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// Decides how a recognizer interacts with the others.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

extension UIView {
    /// The recognizers attached to the view.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            attachedRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer (moving it from another view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedRecognizers.remove(identical: gestureRecognizer)
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }
}
