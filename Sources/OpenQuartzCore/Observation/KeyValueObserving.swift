/// Objects whose observable properties `observe(_:options:changeHandler:)`
/// can watch: layers, views and view controllers.
@preconcurrency @MainActor
public protocol KeyValueObserving: AnyObject {}

extension KeyValueObserving {
    /// Calls `changeHandler` when the value at `keyPath` changes, with the
    /// values `options` ask for, until the returned token is invalidated or
    /// released (Foundation's KVO form).
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation(object: self) { [weak self] isPrior in
            guard let self else { return }
            let current = self[keyPath: keyPath]
            if isPrior {
                guard options.contains(.prior) else { return }
                changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: nil,
                                                             oldValue: options.contains(.old) ? last : nil,
                                                             indexes: nil, isPrior: true))
                return
            }
            guard !KeyValueObservingEquality.isEqual(last, current) else { return }
            let old = last
            last = current
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? current : nil,
                                                         oldValue: options.contains(.old) ? old : nil,
                                                         indexes: nil, isPrior: false))
        }
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, indexes: nil, isPrior: false))
        }
        return observation
    }
}

/// Whether two observed values are equal (values that cannot be compared always count as changed).
enum KeyValueObservingEquality {
    static func isEqual<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension CALayer: KeyValueObserving {}
