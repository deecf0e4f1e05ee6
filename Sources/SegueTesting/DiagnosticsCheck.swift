import OpenUIKit
import Testing

/// A Swift Testing trait that keeps UIKit's misuse messages off the console and
/// fails a test that provokes one it does not check.
///
/// Each test runs with its own `DiagnosticsCapture`: what Segue reports goes
/// there instead of the log. A test checks the messages it expects by reading
/// `SegueDiagnostics.messages`; when it ends, any message it never read fails
/// it, and the failure lists them. Apply it to a suite (it reaches every test
/// inside) or to one test:
///
/// ```swift
/// @MainActor @Suite(.checksDiagnostics) struct PresentationTests { … }
/// ```
public struct DiagnosticsCheck: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // A suite's own scope is not a test: its tests get theirs.
        guard testCase != nil else { return try await function() }
        let capture = DiagnosticsCapture()
        try await DiagnosticsCapture.$active.withValue(capture) {
            try await function()
        }
        let unchecked = capture.unchecked
        if !unchecked.isEmpty {
            Issue.record("""
                \(unchecked.count) diagnostic(s) logged that the test never checked \
                (read SegueDiagnostics.messages to assert the ones you expect):
                \(unchecked.map { "  " + $0 }.joined(separator: "\n"))
                """)
        }
    }
}

extension Trait where Self == DiagnosticsCheck {
    /// Captures the diagnostics each test provokes and fails it for any it never
    /// reads (see `DiagnosticsCheck`).
    public static var checksDiagnostics: Self { DiagnosticsCheck() }
}

extension SegueDiagnostics {
    /// `messages` with every object address (`0x00007f…`) written as `0x…`, so a
    /// test can compare them exactly. Reading them marks them as checked.
    public static var messagesWithoutAddresses: [String] {
        messages.map { $0.replacing(/0x[0-9a-fA-F]+/, with: "0x…") }
    }
}
