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
