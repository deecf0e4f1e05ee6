/// What an observation reports (Foundation's KVO options; Linux Foundation has no KVO).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// Report the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// Report once at once, when the observation starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// Report before each change as well as after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// The kind of change observed.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One observed change: the old and new values the options asked for.
public struct NSKeyValueObservedChange<Value> {
    public let kind: NSKeyValueChange
    /// The value after the change (with `.new`; nil in a prior notification).
    public let newValue: Value?
    /// The value before the change (with `.old`).
    public let oldValue: Value?
    /// Always nil: the observed properties are not collections.
    public let indexes: IndexSet?
    /// Whether this notification comes before the change (`.prior`).
    public let isPrior: Bool
}
