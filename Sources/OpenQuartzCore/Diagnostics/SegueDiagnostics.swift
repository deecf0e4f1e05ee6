import Logging

/// Where Segue reports misuse: through swift-log (label `segue`), and into a
/// short in-memory list that tests can read.
@MainActor
public enum SegueDiagnostics {
    private static let logger = Logger(label: "segue")
    private static let capacity = 200

    /// The most recent messages, oldest first.
    public private(set) static var messages: [String] = []

    /// Logs `message` at error level and records it.
    public static func report(_ message: String) {
        logger.error("\(message)")
        messages.append(message)
        if messages.count > capacity { messages.removeFirst(messages.count - capacity) }
    }

    /// Forgets the recorded messages.
    public static func clear() { messages.removeAll() }
}
