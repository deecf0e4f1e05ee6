import OpenUIKit

/// Records every transition callback — delegate asks, appearance callbacks,
/// presentation-controller hooks, animator calls, completions — with its
/// media time and the objects' names (a controller's `title`, else its type).
/// `TestHost` keeps one; conformance tests assert on `events` or `callbacks`.
@preconcurrency @MainActor
public final class TransitionTrace {
    /// The recorded calls, in order.
    public private(set) var events: [UITransitionTraceEvent] = []

    /// Starts recording (replacing any other trace's recording).
    public init() {
        UITransitionTracing.observer = { [weak self] event in self?.events.append(event) }
    }

    /// The calls as "subject.callback" strings, in order.
    public var callbacks: [String] { events.map(\.description) }

    /// The calls to `subject` (a controller's title or a type name), in order.
    public func callbacks(of subject: String) -> [String] {
        events.filter { $0.subject == subject }.map(\.callback)
    }

    /// Forgets what was recorded.
    public func clear() { events.removeAll() }

    /// Records an event of the test's own (a completion block, say).
    public func note(_ subject: String, _ callback: String) {
        events.append(UITransitionTraceEvent(time: CACurrentMediaTime(), subject: subject, callback: callback))
    }

    /// A readable timeline: one line per call, with milliseconds since the first.
    public var timeline: String {
        guard let start = events.first?.time else { return "(no transition callbacks)" }
        return events.map { event in
            let milliseconds = Int(((event.time - start) * 1000).rounded())
            return String(format: "%6d ms  ", milliseconds) + event.description
        }.joined(separator: "\n")
    }
}
