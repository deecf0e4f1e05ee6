/// An observation of one property of one object, made by
/// `observe(_:options:changeHandler:)`: it lasts until the token is
/// invalidated or released, as Foundation's does.
///
/// Segue's objects announce changes of the properties transition code observes
/// (see `docs/Differences.md`); others are not observable.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
    private let objectID: ObjectIdentifier
    /// The observed object's runtime, which keeps the registration.
    private var runtime: SegueRuntime? { runtimeReference.object }
    private let runtimeReference: UnretainedReference<SegueRuntime>
    /// Reads the property, reports when it changed, remembers it.
    private var check: ((_ isPrior: Bool) -> Void)?

    init(object: AnyObject, check: @escaping (_ isPrior: Bool) -> Void) {
        objectID = ObjectIdentifier(object)
        self.check = check
        let runtime = Self.runtime(of: object)
        runtimeReference = runtime.unretained
        super.init()
        runtime.keyValueObservations[objectID, default: []].append(WeakObservation(observation: self))
    }

    /// Ends the observation. Nonisolated, as Foundation's is, so that a
    /// `deinit` can call it; off the main thread the observation ends on the
    /// main actor shortly after.
    public nonisolated func invalidate() {
        guard onMainQueue() else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.end() } }
            return
        }
        MainActor.assumeIsolated { end() }
    }

    private func end() {
        guard check != nil else { return }
        check = nil
        runtime.map { NSKeyValueObservation.prune(objectID, in: $0) { $0 === self } }
    }

    // The observation ends when its token goes (on the main thread, as UI objects are released).
    deinit {
        let objectID = objectID
        MainActor.assumeIsolated {
            if let runtime { NSKeyValueObservation.prune(objectID, in: runtime) { _ in false } }
        }
    }

    /// Drops `objectID`'s observations that are gone or match `condition`.
    private static func prune(_ objectID: ObjectIdentifier, in runtime: SegueRuntime,
                              where condition: (NSKeyValueObservation) -> Bool) {
        runtime.keyValueObservations[objectID]?.removeAll { box in box.observation.map(condition) ?? true }
        if runtime.keyValueObservations[objectID]?.isEmpty == true { runtime.keyValueObservations[objectID] = nil }
    }

    /// Tells `object`'s observations that an observable property may have changed.
    package static func objectDidChange(_ object: AnyObject) {
        let registry = runtime(of: object).keyValueObservations
        guard !registry.isEmpty, let observations = registry[ObjectIdentifier(object)] else { return }
        for box in observations { box.observation?.check?(false) }
    }

    /// Tells `object`'s `.prior` observations that an observable property is about to change.
    package static func objectWillChange(_ object: AnyObject) {
        let registry = runtime(of: object).keyValueObservations
        guard !registry.isEmpty, let observations = registry[ObjectIdentifier(object)] else { return }
        for box in observations { box.observation?.check?(true) }
    }
}

extension NSKeyValueObservation {
    /// The runtime whose registry holds `object`'s observations: its own, for
    /// objects that belong to one, else the one in force.
    private static func runtime(of object: AnyObject) -> SegueRuntime {
        (object as? any RuntimeOwned)?.owningRuntime ?? .current
    }
}

/// A registry entry: the registry does not keep observations alive.
struct WeakObservation {
    weak var observation: NSKeyValueObservation?
}
