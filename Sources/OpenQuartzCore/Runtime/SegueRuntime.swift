/// Everything Core Animation and UIKit keep once per process on Apple's
/// platforms: the frame loop, the transaction stack, the media clock, the
/// diagnostics, the animation sequence, and (through `moduleState`) UIKit's
/// application, screen, animation stack and transitions in flight.
///
/// One runtime is current at a time. Hosts own one each and make it current
/// while they run: `TestClock` and `TestHost` create a fresh one (so a test
/// never sees another's leftovers) and activate it on every call, so tests
/// that run in parallel and interleave at `await`s each see their own; the
/// app hosts create one when they start. Code that is not a host never needs
/// to name it.
@preconcurrency @MainActor
public final class SegueRuntime {
    /// The runtime in force. Read on every hot path, so release builds skip the
    /// dynamic exclusivity check (debug builds keep it).
    #if DEBUG
    public private(set) static var current = SegueRuntime()
    #else
    @exclusivity(unchecked) public private(set) static var current = SegueRuntime()
    #endif

    /// The runtime for code that runs while no host is running: a host that
    /// yields (`TestHost.runMainQueue()`) makes it current until it resumes, so
    /// tests without a host of their own never write into a suspended host's.
    public static let unhosted = SegueRuntime()

    /// The frame loop: display links, layout, commit, animation evaluation.
    public let frameLoop: FrameLoop
    /// The media clock `CACurrentMediaTime()` reads while this runtime is current.
    public let clock: any MediaClock

    // The fields below are written only through `replace(_:with:)` or plain
    // assignments of values without deinits, so they skip the dynamic exclusivity check.

    /// Open `CATransaction`s, outermost first.
    @exclusivity(unchecked) var transactionStack: [CATransaction] = []
    /// Diagnostics recorded by `SegueDiagnostics.report`.
    var diagnosticMessages: [(message: String, framework: String)] = []
    /// The order animations were added in (their completion order).
    @exclusivity(unchecked) var nextAnimationSequence = 0
    /// The last `CALayer.serial` given out (never reset: serials only need to differ).
    @exclusivity(unchecked) var nextLayerSerial: UInt64 = 0
    /// Key-value observations, by observed object.
    var keyValueObservations: [ObjectIdentifier: [WeakObservation]] = [:]
    /// The state other modules keep per runtime (UIKit's), made on first use.
    @exclusivity(unchecked) package var moduleState: AnyObject?

    /// A fresh runtime on `clock` (not yet current).
    public init(clock: any MediaClock = MonotonicMediaClock()) {
        self.clock = clock
        frameLoop = FrameLoop()
    }

    /// Makes this runtime, and its clock, the ones in force.
    public func activate() {
        // The runtime replaced may be released here; its objects' deinits read
        // `current`, so the release happens after the assignment, not during it.
        let previous = Self.current
        Self.current = self
        MediaClocks.current = clock
        withExtendedLifetime(previous) {}
    }

    /// Forgets the recorded diagnostics (an active capture keeps the unread ones
    /// as unchecked).
    func forgetDiagnostics() {
        diagnosticMessages.removeAll()
        DiagnosticsCapture.active?.unlist(in: ObjectIdentifier(self))
    }

    /// Sets a stored property, releasing its old value only after the write: the
    /// old value's deinits (layers, views, transactions) may read the runtime.
    package func replace<Value>(_ keyPath: ReferenceWritableKeyPath<SegueRuntime, Value>, with value: Value) {
        let old = self[keyPath: keyPath]
        self[keyPath: keyPath] = value
        withExtendedLifetime(old) {}
    }

    /// Forgets everything: layers, animations, display links, hooks, open
    /// transactions, diagnostics and the other modules' state.
    public func reset() {
        frameLoop.reset()
        replace(\.transactionStack, with: [])
        forgetDiagnostics()
        nextAnimationSequence = 0
        replace(\.moduleState, with: nil)
    }
}
