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
