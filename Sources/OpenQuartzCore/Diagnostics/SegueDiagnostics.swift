import Logging

/// Where Segue reports misuse: through swift-log, under the label of the
/// framework Apple would print it from (`UIKit`, `QuartzCore`, `CoreGraphics`),
/// and into a short in-memory list that tests can read.
@preconcurrency @MainActor
public enum SegueDiagnostics {
    private static let capacity = 200
    private static var loggers: [String: Logger] = [:]

    /// The most recent messages, oldest first.
    public private(set) static var messages: [String] = []
    /// The framework label of each message in `messages`, in the same order.
    public private(set) static var frameworks: [String] = []

    /// Logs `message` at error level under the framework the caller belongs to
    /// (found from its `#fileID`), and records it.
    public static func report(_ message: String, fileID: StaticString = #fileID) {
        let framework = frameworkName(forFileID: "\(fileID)")
        let logger = loggers[framework] ?? Logger(label: framework)
        loggers[framework] = logger
        logger.error("\(message)", source: framework)
        messages.append(message)
        frameworks.append(framework)
        if messages.count > capacity {
            messages.removeFirst(messages.count - capacity)
            frameworks.removeFirst(frameworks.count - capacity)
        }
    }

    /// Apple's framework name for a Segue module: `OpenUIKit/…` → `UIKit`.
    static func frameworkName(forFileID fileID: String) -> String {
        let module = fileID.split(separator: "/").first.map(String.init) ?? fileID
        return module.hasPrefix("Open") ? String(module.dropFirst(4)) : module
    }

    /// Forgets the recorded messages.
    public static func clear() {
        messages.removeAll()
        frameworks.removeAll()
    }
}
