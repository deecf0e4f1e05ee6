extension Array where Element: AnyObject {
    /// The index of `object` (by identity). A plain loop: closures written in
    /// main-actor code and passed to generic algorithms get a dynamic isolation
    /// check on every call, which dominated hierarchy and animation bookkeeping.
    /// Inlinable, so other modules' calls are specialized for their element
    /// type (unspecialized, each element was read through the generic subscript).
    @inlinable
    package func index(ofIdentical object: AnyObject) -> Int? {
        var index = 0
        while index < count {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }

    /// Removes `object` (by identity), if present.
    @inlinable
    package mutating func remove(identical object: AnyObject) {
        if let index = index(ofIdentical: object) { remove(at: index) }
    }
}
