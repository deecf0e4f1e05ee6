import Logging

/// Where Segue reports misuse: through swift-log, under the label of the
/// framework Apple would print it from (`UIKit`, `QuartzCore`, `CoreGraphics`),
/// and into a short in-memory list that tests can read. While a
/// `DiagnosticsCapture` is active (SegueTesting's `.checksDiagnostics` trait
/// binds one to every test), messages go to it alone and nothing is printed.
@preconcurrency @MainActor
public enum SegueDiagnostics {
    private static let capacity = 200
    private static var loggers: [String: Logger] = [:]

    /// The most recent messages of the current runtime, oldest first. Reading
    /// them marks them as checked in the active `DiagnosticsCapture`.
    public static var messages: [String] {
        let runtime = SegueRuntime.current
        DiagnosticsCapture.active?.markRead(in: ObjectIdentifier(runtime))
        return runtime.diagnosticMessages.map(\.message)
    }
    /// The framework label of each message in `messages`, in the same order.
    public static var frameworks: [String] { SegueRuntime.current.diagnosticMessages.map(\.framework) }

    /// Logs `message` at error level under the framework the caller belongs to
    /// (found from its `#fileID`), and records it.
    public static func report(_ message: String, fileID: StaticString = #fileID) {
        let framework = frameworkName(forFileID: "\(fileID)")
        let runtime = SegueRuntime.current
        if let capture = DiagnosticsCapture.active {
            capture.record(message, in: ObjectIdentifier(runtime))
        } else {
            let logger = loggers[framework] ?? Logger(label: framework)
            loggers[framework] = logger
            logger.error("\(message)", source: framework)
        }
        runtime.diagnosticMessages.append((message, framework))
        if runtime.diagnosticMessages.count > capacity {
            runtime.diagnosticMessages.removeFirst(runtime.diagnosticMessages.count - capacity)
        }
    }

    /// Apple's framework name for a Segue module: `OpenUIKit/…` → `UIKit`.
    static func frameworkName(forFileID fileID: String) -> String {
        let module = fileID.split(separator: "/").first.map(String.init) ?? fileID
        return module.hasPrefix("Open") ? String(module.dropFirst(4)) : module
    }

    /// Forgets the recorded messages (an active capture keeps the unread ones
    /// as unchecked).
    public static func clear() {
        SegueRuntime.current.forgetDiagnostics()
    }
}
