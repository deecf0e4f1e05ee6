/// An action that animates the change a layer has just made to one of its
/// properties: what UIKit's animation blocks return for their changes. The
/// layer that asked for it runs it directly, typed, with `run(forChangeOf:on:)`:
/// handing itself over as `Any` and casting back cost more than the rest of
/// the dispatch, on every animated change.
@MainActor
package protocol LayerChangeAction: CAAction {
    /// Runs the action for the change of `event` (the property's key) that `layer` has just made.
    func run(forChangeOf event: String, on layer: CALayer)
}

extension LayerChangeAction {
    /// `CAAction`'s entry, for a caller that hands the layer over as `Any`.
    package func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        run(forChangeOf: event, on: layer)
    }
}
