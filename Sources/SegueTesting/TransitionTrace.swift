import OpenUIKit

/// Records every transition callback — delegate asks, appearance callbacks,
/// presentation-controller hooks, animator calls, completions — with its
/// media time. `TestHost` keeps one; tests assert on `events` or `callbacks`.
///
/// An entry reads `Subject.callback`:
/// - **Subject**: a controller's `title` (its type name when it has none), or
///   the type name of the animator, presentation controller, delegate or segue
///   called. A transitioning delegate's asks are under the delegate.
/// - **callback**, by kind of method:
///   - a view controller's appearance, containment, layout and size methods:
///     the base name (`viewWillAppear`, `viewDidDisappear`, `viewWillTransition(to:with:)`),
///     with `nil` where it changes the meaning (`willMove(toParent: nil)`);
///   - an animator's and a presentation controller's methods: the base name,
///     with the Bool that tells the outcome (`animateTransition`,
///     `animationEnded(true)`, `presentationTransitionDidEnd(false)`);
///   - a delegate's methods: the full Swift name, since several share a base
///     name (`navigationController(_:willShow:animated:)`,
///     `animationController(forPresented:presenting:source:)`).
///
/// `callbacks` lists whole entries; `callbacks(of:)` lists one subject's
/// callbacks without the subject; `timeline` adds milliseconds from the first.
/// A transition's visual part starts on the frame after the call that asks
/// for it (R1.7), so the callbacks after `viewWillAppear` come one frame later.
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
