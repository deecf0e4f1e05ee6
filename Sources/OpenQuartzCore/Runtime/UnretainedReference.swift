/// A reference that does not keep its object alive and reads nil once the
/// object is gone, as a `weak` one does, for objects retained on every hot
/// path (the runtime, the frame loop). A weak reference gives its object a
/// side table, which makes every retain and release of that object take the
/// slow path; instead, the object makes one `UnretainedReference` to itself
/// and clears it in its `deinit`. Holders keep that reference (strongly: it
/// is a small object of its own) and compare it by identity to tell whose
/// object they hold.
package final class UnretainedReference<Object: AnyObject> {
    // Debug builds (and the tests) trap on a reference read after its object
    // went without clearing it; release builds skip the check.
    #if DEBUG
    private unowned var storage: Object?
    #else
    private unowned(unsafe) var storage: Object?
    #endif

    /// A reference to nothing yet: the object points it at itself at the end of its `init`.
    package init() {}

    /// The object, or nil once it has gone.
    package var object: Object? { storage }

    /// Points the reference at `object`: called by the object, once, at the end of its `init`.
    package func attach(_ object: Object) { storage = object }

    /// Ends the reference: called by the object first thing in its `deinit`.
    package func clear() { storage = nil }
}
