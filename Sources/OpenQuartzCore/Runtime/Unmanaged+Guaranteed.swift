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

extension Array where Element: AnyObject {
    /// Calls `body` with each element in order, neither retained nor released
    /// around the call: this value of the array keeps them all alive, even if
    /// `body` changes the variable it was read from (which then copies).
    /// Not isolated, for the reason `withGuaranteedReference` is not.
    package func forEachGuaranteed(_ body: (Element) -> Void) {
        withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                Unmanaged.passUnretained(buffer[index]).withGuaranteedReference(body)
                index += 1
            }
        }
    }
}
