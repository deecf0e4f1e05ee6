import Foundation

/// How a collection or table view controller clears its selection as its view
/// is about to appear: alongside the transition when there is one, so the
/// highlight fades with an interactive pop and comes back when the pop is
/// cancelled; at once otherwise.
@MainActor
enum SelectionClearing {
    static func clear(_ selected: [IndexPath], coordinator: (any UIViewControllerTransitionCoordinator)?,
                      deselect: @escaping (IndexPath) -> Void, reselect: @escaping (IndexPath) -> Void) {
        guard !selected.isEmpty else { return }
        guard let coordinator else {
            selected.forEach(deselect)
            return
        }
        coordinator.animate(alongsideTransition: { _ in selected.forEach(deselect) }, completion: { context in
            if context.isCancelled { selected.forEach(reselect) }
        })
    }
}
