/// The base of everything that handles events. A pure Swift root class: on
/// Linux, deriving from `NSObject` would force `nonisolated` overrides of
/// `description` on every subclass (see docs/Differences.md).
@MainActor
open class UIResponder {
    public init() {}

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
}
