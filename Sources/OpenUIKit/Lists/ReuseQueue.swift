import Foundation

/// The views a list (a collection or table view) keeps for reuse: the class
/// or factory registered for each identifier, and the views that left the
/// screen, waiting to be handed out again.
@MainActor
struct ReuseQueue<View: UIView> {
    private var factories: [String: () -> View] = [:]
    private var waiting: [String: [View]] = [:]

    /// Registers how to make a view for `identifier` (nil unregisters).
    mutating func register(_ factory: (() -> View)?, for identifier: String) {
        factories[identifier] = factory
    }

    /// Whether something is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// A waiting view for `identifier`, or a new one; `reused` tells which.
    mutating func dequeue(_ identifier: String) -> (view: View, reused: Bool)? {
        if var queue = waiting[identifier], let view = queue.popLast() {
            waiting[identifier] = queue
            return (view, true)
        }
        guard let make = factories[identifier] else { return nil }
        return (make(), false)
    }

    /// Puts a view that left the screen back for `identifier`.
    mutating func enqueue(_ view: View, for identifier: String) {
        waiting[identifier, default: []].append(view)
    }
}
