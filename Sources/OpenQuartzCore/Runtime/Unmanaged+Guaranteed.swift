extension Unmanaged {
    /// Calls `body` with the object, neither retained nor released around the
    /// call: the caller guarantees something else keeps it alive meanwhile (the
    /// layer tree keeps its layers; the frame loop its animating ones).
    ///
    /// The standard library's `_withUnsafeGuaranteedRef`, called through this
    /// function, which is not isolated to the main actor: a main-actor closure
    /// handed straight to the standard library is checked for the main actor on
    /// every call, and one handed to this module's own functions is not.
    package func withGuaranteedReference<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef { body($0) }
    }
}
