/// Everything Core Animation and UIKit keep once per process on Apple's
/// platforms: the frame loop, the open transactions, the media clock, the
/// diagnostics, the animation sequence, and (through `moduleState(_:)`)
/// UIKit's application, screen, device, transitions in flight and caches.
///
/// Hosts own one each: `TestClock` and `TestHost` create a fresh one (so a
/// test never sees another's leftovers), the app hosts one when they start.
/// Objects belong to a runtime too: a window to the one in force when it is
/// made, and every layer that joins its tree to that one (`CALayer.join`; a
/// view through its layer, a controller through its view, parent or
/// presenter). Operating on an object enters its runtime (`enter()`), and
/// calling a host enters the host's, so a block or task a test queued acts on
/// that test's host whichever test drains the main queue. The runtime last
/// entered stays `current` for what has no owner (`UIScreen.main`,
/// `CACurrentMediaTime()`, a layer in no host's tree).
@preconcurrency @MainActor
public final class SegueRuntime {
    /// The runtime in force.
    public static var current: SegueRuntime { currentStorage }
    /// Read on every hot path, so release builds skip the dynamic exclusivity
    /// check (debug builds keep it). Reached only through `current`: a variable
    /// read from another module is checked there, whatever its attributes.
    #if DEBUG
    private static var currentStorage = SegueRuntime()
    #else
    @exclusivity(unchecked) private static var currentStorage = SegueRuntime()
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

    /// Open `CATransaction`s, outermost first (an implicit one, then explicit ones).
    /// `CATransaction` also changes it in place, where the caller keeps what it
    /// removes, so no deinit runs during the change.
    @exclusivity(unchecked) var transactionStack: [CATransaction] = []
    /// Diagnostics recorded by `SegueDiagnostics.report`.
    var diagnosticMessages: [(message: String, framework: String)] = []
    /// The order animations were added in (their completion order).
    @exclusivity(unchecked) var nextAnimationSequence = 0
    /// The text layouts `TextLayout` made, by text, font and width.
    var textLayouts = TextLayoutCache()
    /// Key-value observations, by observed object.
    @exclusivity(unchecked) var keyValueObservations: [ObjectIdentifier: [WeakObservation]] = [:]
    /// The state another module keeps per runtime (UIKit's), made on first use.
    @exclusivity(unchecked) private var moduleStorage: (any RuntimeModuleState)?

    /// The test the runtime was made for (SegueTesting's `TestClock` sets it;
    /// nil outside tests). It is the runtime's for life, like its clock.
    package var owningTest: AnyHashable?

    /// Whether the test running now is the one named (SegueTesting installs
    /// it; it answers nil outside tests).
    package static var isRunningTest: (@MainActor (_ owner: AnyHashable) -> Bool?)?

    /// The runtime that state with no owner is read from (`UIScreen.main`,
    /// `UIApplication.shared`, `UIDevice.current`, read by a controller whose
    /// view loads before its test makes a host): the one in force, unless it
    /// was made for another test than the one running (a finished test's
    /// released host, or one suspended at an await). `unhosted` is then made
    /// current, so no test reads another's screen (nor a parameterized test's
    /// case another case's).
    package static var forUnownedState: SegueRuntime {
        let runtime = current
        // Outside tests there is nothing to ask (and the owner is not copied).
        guard let isRunningTest, let owner = runtime.owningTest, isRunningTest(owner) == false else { return runtime }
        unhosted.activate()
        return unhosted
    }

    /// What objects that belong to the runtime keep of it (`UnretainedReference`):
    /// a weak reference would slow down every retain of the runtime.
    package let unretained = UnretainedReference<SegueRuntime>()

    /// A fresh runtime on `clock` (not yet current).
    public init(clock: any MediaClock = MonotonicMediaClock()) {
        self.clock = clock
        frameLoop = FrameLoop()
        unretained.attach(self)
    }

    isolated deinit { unretained.clear() }

    /// Makes this runtime, and its clock, the ones in force.
    public func activate() {
        // The runtime replaced may be released here; its objects' deinits read
        // `current`, so the release happens after the assignment, not during it.
        let previous = Self.currentStorage
        Self.currentStorage = self
        Self.clockInForce = clock
        withExtendedLifetime(previous) {}
    }

    /// The clock of the runtime in force once one was activated, for
    /// `CACurrentMediaTime()`: a function any thread may call, which on the
    /// main thread reads it here instead of entering the main actor (that
    /// check cost more than a thousand instructions a call). Written only by
    /// `activate()`, on the main thread; read only there.
    nonisolated(unsafe) static var clockInForce: (any MediaClock)?

    /// Makes this runtime the one in force if it is not: what every operation
    /// on an object that belongs to it does first.
    ///
    /// A call in progress carries on into this runtime: explicit transactions
    /// and animation blocks the runtime in force has open (begun by a block
    /// before it touched this runtime's objects) move here, so the block's
    /// `commit()` and the end of its `UIView.animate` close them here.
    @inline(__always)
    package func enter() {
        if Self.current !== self { enterFrom(Self.current) }
    }

    private func enterFrom(_ previous: SegueRuntime) {
        if let firstExplicit = previous.transactionStack.firstIndex(where: { !$0.isImplicit }),
           !transactionStack.contains(where: { !$0.isImplicit }) {
            transactionStack += previous.transactionStack[firstExplicit...]
            previous.transactionStack.removeSubrange(firstExplicit...)
        }
        if let state = previous.moduleStorage { state.handOpenCalls(to: self) }
        activate()
    }

    /// The state of type `State` this runtime keeps for another module, made on
    /// first use. One module keeps one type of state (UIKit's); a second type
    /// is a programming error.
    package func moduleState<State: RuntimeModuleState>(_ type: State.Type) -> State {
        if let state = existingModuleState(type) { return state }
        let state = State()
        moduleStorage = state
        return state
    }

    /// `current.moduleState(type)` in one call, the runtime lent rather than
    /// retained and released around it (UIKit asks on every property change).
    @inline(__always)
    package static func currentModuleState<State: RuntimeModuleState>(_ type: State.Type) -> State {
        unowned(unsafe) let runtime = currentStorage
        if let state = runtime.existingModuleState(type) { return state }
        return runtime.moduleState(type)
    }

    /// The module state kept, if one was made. One module keeps state here
    /// (UIKit), asked for on every property change: its type is checked in
    /// debug builds only.
    @inline(__always)
    private func existingModuleState<State: RuntimeModuleState>(_ type: State.Type) -> State? {
        guard let state = moduleStorage else { return nil }
        assert(state is State, "SegueRuntime keeps \(Swift.type(of: state)), not \(State.self)")
        return unsafeDowncast(state, to: State.self)
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
        keyValueObservations = [:]
        textLayouts = TextLayoutCache()
        replace(\.moduleStorage, with: nil)
    }
}

/// State another module keeps once per runtime (UIKit's application, screen,
/// animation and transition state): a typed object the runtime owns, made on
/// first use and dropped by `reset()`.
@MainActor
package protocol RuntimeModuleState: AnyObject {
    init()
    /// Moves the calls in progress this state holds (UIKit's animation
    /// blocks) to `runtime`'s state of the same module, if it has none.
    func handOpenCalls(to runtime: SegueRuntime)
}
