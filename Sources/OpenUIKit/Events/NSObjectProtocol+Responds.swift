extension NSObjectProtocol {
    /// Whether the object responds to `aSelector`: true when it is of the type
    /// the selector's method belongs to (Swift cannot ask whether a class
    /// implements or overrides a method; see docs/Differences.md).
    @MainActor
    public func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        return aSelector.accepts(self)
    }
}

extension NSObjectProtocol {
    /// Whether the object is an instance of `aClass` or of a subclass (Foundation
    /// on Linux has it on `NSObject` only; Apple's `NSObjectProtocol` declares it).
    public func isKind(of aClass: AnyClass) -> Bool {
        (self as? NSObject)?.isKind(of: aClass) ?? false
    }

    /// Whether the object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool {
        (self as? NSObject)?.isMember(of: aClass) ?? false
    }
}
