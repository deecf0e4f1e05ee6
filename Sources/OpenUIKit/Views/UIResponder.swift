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

    /// Whether the responder is first responder.
    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Touches began; the default passes them up the responder chain.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
