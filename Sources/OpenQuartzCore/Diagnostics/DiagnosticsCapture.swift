import Synchronization

/// Collects the diagnostics reported while a test runs, instead of printing
/// them, so a passing run stays quiet and a test can assert the messages its
/// misuse provokes.
///
/// A capture is bound to a task with `DiagnosticsCapture.$active.withValue(_:)`
/// (SegueTesting's `.checksDiagnostics` trait does this for every test). While
/// one is bound, `SegueDiagnostics.report` logs nothing: each message is kept
/// by its runtime, as always, and by the capture. Reading
/// `SegueDiagnostics.messages` marks the current runtime's messages as
/// checked; the others are `unchecked`, for the capture's owner to report.
public final class DiagnosticsCapture: Sendable {
    /// The capture of the current task, if any.
    @TaskLocal public static var active: DiagnosticsCapture?

    private struct Entry {
        let message: String
        let runtime: ObjectIdentifier
        /// Still in the runtime's list (not cleared or reset away).
        var listed = true
        var checked = false
    }
    private let entries = Mutex<[Entry]>([])

    public init() {}

    /// Messages reported but never read through `SegueDiagnostics.messages`
    /// before they were cleared or the test ended.
    public var unchecked: [String] {
        entries.withLock { $0.filter { !$0.checked }.map(\.message) }
    }

    func record(_ message: String, in runtime: ObjectIdentifier) {
        entries.withLock { $0.append(Entry(message: message, runtime: runtime)) }
    }

    /// Marks the messages `runtime` still lists as read.
    func markRead(in runtime: ObjectIdentifier) {
        entries.withLock { entries in
            for index in entries.indices where entries[index].listed && entries[index].runtime == runtime {
                entries[index].checked = true
            }
        }
    }

    /// `runtime` forgot its messages; those never read stay unchecked.
    func unlist(in runtime: ObjectIdentifier) {
        entries.withLock { entries in
            for index in entries.indices where entries[index].runtime == runtime {
                entries[index].listed = false
            }
        }
    }
}
