/// Feedback for the outcome of a task: success, warning, error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome felt.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback for `notificationType` (recorded).
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification(\(notificationType))")
    }
}
