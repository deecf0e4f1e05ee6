/// The Auto Layout engine's equations as text, for the benchmark that times
/// Segue's solver against another Cassowary implementation on the same system.
@MainActor
package enum AutoLayoutSystemExport {
    /// The equations of `view`'s hierarchy (see `LayoutEngine.exportSystem(of:)` for the format).
    package static func system(of view: UIView) -> String { LayoutEngine.exportSystem(of: view) }

    /// Solves an exported system from scratch; returns how many equations were added.
    package static func solve(_ system: String) -> Int { LayoutEngine.solveExportedSystem(system) }
}
