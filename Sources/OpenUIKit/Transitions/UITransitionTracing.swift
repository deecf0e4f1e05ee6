/// One transition callback, as `SegueTesting`'s trace records it.
public struct UITransitionTraceEvent: Sendable, CustomStringConvertible {
    /// Media time of the call.
    public let time: CFTimeInterval
    /// The object called: a controller's title (or type), a presentation controller's or animator's type.
    public let subject: String
    /// The callback, e.g. "viewWillAppear", "presentationTransitionWillBegin", "animateTransition".
    public let callback: String

    /// An event at `time`.
    public init(time: CFTimeInterval, subject: String, callback: String) {
        self.time = time
        self.subject = subject
        self.callback = callback
    }

    public var description: String { "\(subject).\(callback)" }
}

/// Where transition callbacks are reported: an observer (`SegueTesting`'s
/// `TransitionTrace`) receives each one. Nothing is recorded without one.
@preconcurrency @MainActor
public enum UITransitionTracing {
    /// Receives every transition callback while set.
    public static var observer: (@MainActor (UITransitionTraceEvent) -> Void)? {
        get { UIKitRuntimeState.current.traceObserver }
        set { UIKitRuntimeState.current.replace(\.traceObserver, with: newValue) }
    }

    /// Reports `callback` of `subject` to the observer; without one, the callback's text is not even made.
    static func record(_ subject: AnyObject, _ callback: @autoclosure () -> String) {
        guard let observer else { return }
        observer(UITransitionTraceEvent(time: CACurrentMediaTime(), subject: name(of: subject), callback: callback()))
    }

    /// Whether an observer receives the callbacks.
    static var isObserved: Bool { UIKitRuntimeState.current.traceObserver != nil }

    /// A controller's title, or the type name of anything else.
    static func name(of subject: AnyObject) -> String {
        if let controller = subject as? UIViewController, let title = controller.title { return title }
        return String(describing: type(of: subject))
    }
}
