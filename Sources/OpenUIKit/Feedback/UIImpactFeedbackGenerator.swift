/// Feedback for a collision: a view snapping into place, a sheet landing.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    private let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact generator.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact (recorded).
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact scaled by `intensity` (0…1; recorded).
    open func impactOccurred(intensity: CGFloat) {
        record("impact(\(style), \(min(max(intensity, 0), 1)))")
    }
}
