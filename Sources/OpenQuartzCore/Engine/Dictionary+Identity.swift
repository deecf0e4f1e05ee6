extension Dictionary where Key == ObjectIdentifier {
    /// Removes the entries whose key is not one of `objects` (by identity).
    /// Plain loops, as in `Array.index(ofIdentical:)`: a main-actor closure
    /// handed to `filter` is checked for the main actor on every call.
    /// Inlinable, so other modules' calls are specialized.
    @inlinable
    package mutating func removeValues<Object: AnyObject>(forObjectsNotIn objects: [Object]) {
        var gone: [ObjectIdentifier] = []
        for key in keys {
            var isKept = false
            for object in objects where ObjectIdentifier(object) == key { isKept = true }
            if !isKept { gone.append(key) }
        }
        for key in gone { self[key] = nil }
    }
}
