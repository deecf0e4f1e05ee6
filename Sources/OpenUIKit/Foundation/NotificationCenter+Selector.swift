import Foundation

/// iOS's target/selector observation, which Foundation on Linux lacks:
/// `addObserver(self, selector: Selector(Self.keyboardWillShow(_:)), name:
/// UIResponder.keyboardWillShowNotification, object: nil)`. The method is
/// called with the notification on the thread that posts it (the main actor,
/// for UI code); the observer is held weakly, and an observer that has gone
/// away is simply not called, as on iOS 9 and later.
extension NotificationCenter {
    /// Calls `aSelector` on `observer` with each notification named `aName` from `anObject` (nil: any).
    @preconcurrency @MainActor
    public func addObserver(_ observer: AnyObject, selector aSelector: Selector,
                            name aName: NSNotification.Name?, object anObject: Any?) {
        let target = WeakObserver(observer)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let observer = target.object else { return }
            let delivery = NotificationDelivery(notification)
            MainActor.assumeIsolated { _ = aSelector.invoke(observer, delivery.notification) }
        }
        UIKitRuntimeState.current.selectorObservations.add(token, observer: observer, name: aName, object: anObject, center: self)
    }

    /// Removes every observation of `observer`: those made with a selector, and
    /// `observer` as a token returned by `addObserver(forName:object:queue:using:)`.
    /// Nonisolated, as Foundation's is, so that a `deinit` can call it.
    public nonisolated func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations(of: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes `observer`'s observations of `aName` (nil: any name) from `anObject` (nil: any object).
    public nonisolated func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        removeSelectorObservations(of: observer, name: aName, object: anObject)
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    /// Ends the matching selector observations. Off the main thread there is
    /// no runtime to ask; they end when their observer goes.
    private nonisolated func removeSelectorObservations(of observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        guard onMainQueue() else { return }
        // On the main thread, where they are used and not shared.
        nonisolated(unsafe) let observer = observer, object = object
        MainActor.assumeIsolated {
            for token in UIKitRuntimeState.current.selectorObservations.remove(observer: observer, name: name, object: object, center: self) {
                removeObserver(token as Any)
            }
        }
    }
}

/// A notification handed to the main actor: it is posted and delivered on the
/// same thread, so it is never shared.
private struct NotificationDelivery: @unchecked Sendable {
    let notification: Notification
    init(_ notification: Notification) { self.notification = notification }
}

/// The observer of a selector observation, held weakly.
private final class WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The Foundation tokens behind selector observations, by observer: one per
/// runtime (`UIKitRuntimeState.selectorObservations`). When the runtime's
/// state goes (its host goes, or `reset()`), the observations made in it end.
@MainActor
final class SelectorObservationRegistry {
    private struct Entry {
        let token: any NSObjectProtocol
        weak var observer: AnyObject?
        let name: NSNotification.Name?
        let object: AnyObject?
        weak var center: NotificationCenter?
    }
    private var entries: [Entry] = []

    // Released on the main actor with the runtime's state.
    deinit {
        MainActor.assumeIsolated {
            for entry in entries { entry.center?.removeObserver(entry.token as Any) }
        }
    }

    func add(_ token: any NSObjectProtocol, observer: AnyObject, name: NSNotification.Name?, object: Any?,
             center: NotificationCenter) {
        entries.removeAll { $0.observer == nil }
        entries.append(Entry(token: token, observer: observer, name: name, object: object as AnyObject?, center: center))
    }

    /// Removes and returns the tokens of the matching observations.
    func remove(observer: AnyObject, name: NSNotification.Name?, object: Any?,
                center: NotificationCenter) -> [any NSObjectProtocol] {
        let matches: (Entry) -> Bool = { entry in
            entry.observer === observer && entry.center === center
                && (name == nil || entry.name == name)
                && (object == nil || entry.object === (object as AnyObject))
        }
        let removed = entries.filter(matches).map(\.token)
        entries.removeAll(where: matches)
        return removed
    }
}
