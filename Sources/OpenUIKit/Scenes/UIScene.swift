/// A scene: one instance of the app's user interface.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where the scene is in its life cycle.
    @frozen public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// The scene's current state (Segue's scene is active while the app runs).
    open internal(set) var activationState: ActivationState = .foregroundActive
    /// The user-visible title of the scene.
    open var title: String?
}
