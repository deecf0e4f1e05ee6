/// Haptic feedback. There is no haptic engine here: every request is recorded
/// in `UIFeedbackGenerator.requests` so that tests can check what an app asked for.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// One request made of a generator.
    public struct Request: Equatable, Sendable {
        /// What was asked for: "prepare", "impact(medium, 1.0)", "selectionChanged", "notification(success)".
        public let event: String
        /// The generator's class name.
        public let generator: String
    }

    /// Every request made so far, oldest first (a Segue addition for tests).
    public private(set) static var requests: [Request] {
        get { UIKitRuntimeState.current.feedbackRequests }
        set { UIKitRuntimeState.current.replace(\.feedbackRequests, with: newValue) }
    }

    /// Readies the haptic engine to reduce latency (recorded).
    open func prepare() { record("prepare") }

    func record(_ event: String) {
        Self.requests.append(Request(event: event, generator: "\(type(of: self))"))
    }
}
