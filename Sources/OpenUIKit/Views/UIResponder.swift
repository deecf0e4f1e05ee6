/// The base of everything that handles events. A pure Swift root class: on
/// Linux, deriving from `NSObject` would force `nonisolated` overrides of
/// `description` on every subclass (see docs/Differences.md).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// Called after an object is loaded from a nib or storyboard. Segue loads
    /// none, so it is only called by subclasses' `super.awakeFromNib()`; declared
    /// here, where Apple declares it on `NSObject`.
    open func awakeFromNib() {}

    /// The next responder in the chain (a view's superview, by default).
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder (default false).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first responder status when asked (default true).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is its window's first responder.
    open var isFirstResponder: Bool { firstResponderWindow?.firstResponder === self }

    /// Makes the responder its window's first responder: it must be able to
    /// (`canBecomeFirstResponder`) and be in a window, and the current first
    /// responder must resign. Returns whether it is first responder now.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = firstResponderWindow else { return false }
        guard window.makeFirstResponder(self) else { return false }
        if !(self is UIKeyInput) { window.keyboardFollowsFirstResponder() }
        return true
    }

    /// Gives up first responder status; returns true (the status is gone).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = firstResponderWindow, window.firstResponder === self else { return true }
        window.firstResponder = nil
        if !(self is UIKeyInput) { window.keyboardFollowsFirstResponder() }
        return true
    }

    /// The view shown instead of the keyboard while this responder is first
    /// responder (nil: the keyboard). Kept only: Segue always shows its keyboard panel.
    open var inputView: UIView? { nil }

    /// A view shown above the keyboard while this responder is first responder.
    /// Kept only: Segue does not show it.
    open var inputAccessoryView: UIView? { nil }

    /// Asks for the input views again after they changed (nothing to do in Segue).
    open func reloadInputViews() {}

    /// The window whose first responder this responder can be (a view's
    /// window, a controller's view's window; none for other responders).
    var firstResponderWindow: UIWindow? { nil }

    /// Touches began; the default passes them up the responder chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
