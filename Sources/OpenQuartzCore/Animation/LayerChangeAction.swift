/// Animates the change a layer has just made to one of its properties: what
/// UIKit's animation blocks do for each change (`LayerChangeAction` carries it).
@MainActor
package protocol LayerChangeHandler: AnyObject {
    /// Runs for the change of `event` (the property's key) that `layer` has just made.
    func run(forChangeOf event: String, on layer: CALayer)
}

/// The action UIKit's animation blocks return for a change: the layer that
/// asked for it recognises it by its class and calls its handler typed.
/// Handing the layer over as `Any` and casting it back, or recognising the
/// handler by a protocol conformance at run time, cost more than the rest of
/// the dispatch, on every animated change.
@MainActor
package final class LayerChangeAction: CAAction {
    package let handler: any LayerChangeHandler

    package init(handler: any LayerChangeHandler) {
        self.handler = handler
    }

    /// `CAAction`'s entry, for a caller that hands the layer over as `Any`.
    package func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        handler.run(forChangeOf: event, on: layer)
    }
}
