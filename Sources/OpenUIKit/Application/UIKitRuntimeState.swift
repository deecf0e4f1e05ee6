/// UIKit's share of a `SegueRuntime`: what Apple's UIKit keeps once per
/// process. The statics that expose it (`UIApplication.shared`,
/// `UIScreen.main`, `UIDevice.current`, transitions in flight, …) read and
/// write the runtime in force's copy, so each host sees its own. `reset()`
/// drops it; the next use makes a fresh one.
@MainActor
final class UIKitRuntimeState: RuntimeModuleState {
    // Hot fields skip the dynamic exclusivity check: objects are only swapped
    // through `replace(_:with:)`, which releases old values after the write.
    var application = UIApplication()
    var screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2, maximumFramesPerSecond: 60)
    /// The pixels per point views draw at.
    @exclusivity(unchecked) var contentScale: CGFloat = 2
    /// `UIView.animate` blocks being run, innermost last. Changed in place
    /// (`UIViewAnimationState.run`), where the caller keeps what it removes.
    @exclusivity(unchecked) var animationStack: [UIViewAnimationContext] = [] {
        didSet { innermostAnimation = animationStack.last }
    }
    /// The last of `animationStack`, asked for on every property change: read
    /// without going through the array.
    @exclusivity(unchecked) private(set) var innermostAnimation: UIViewAnimationContext?
    @exclusivity(unchecked) var animationsEnabled = true
    @exclusivity(unchecked) var animationKeyCounter = 0
    /// A presentation or dismissal is being set up or animated.
    @exclusivity(unchecked) var isModalTransitioning = false
    @exclusivity(unchecked) var transitionsInFlight: [UIViewControllerTransitionContext] = []
    var traceObserver: (@MainActor (UITransitionTraceEvent) -> Void)?
    var graphicsContexts: [GraphicsContextStack.Entry] = []
    let gestureArena = GestureArena()
    let contentTouchDelay = ContentTouchDelay()
    var feedbackRequests: [UIFeedbackGenerator.Request] = []
    var reduceMotion = false
    var accessibilityNotifications: [UIAccessibility.PostedNotification] = []
    /// `UIDevice.current`.
    var device = UIDevice()
    /// Notification observations made with a target and selector.
    var selectorObservations = SelectorObservationRegistry()
    /// What the last `draw(_:)` call told: whether the base class's was reached,
    /// whether one was called at all (`UIView.displayContent()`).
    var drawProbe = (baseDrawReached: false, drawWasCalled: false)
    /// Spring stiffness and damping computed for `UIView.animate(…usingSpringWithDamping:…)`.
    var springParameters: [UIViewAnimationContext.SpringKey: (stiffness: CGFloat, damping: CGFloat)] = [:]
    /// The on-screen keyboard.
    let keyboard = SystemKeyboard()

    init() {}

    func handOpenCalls(to runtime: SegueRuntime) {
        guard !animationStack.isEmpty else { return }
        let target = runtime.moduleState(UIKitRuntimeState.self)
        guard target.animationStack.isEmpty else { return }
        target.animationStack = animationStack
        animationStack = []
    }

    deinit {
        MainActor.assumeIsolated {
            for transition in transitionsInFlight { transition.releaseParticipants() }
            for window in application.registeredWindows {
                if let root = window.rootViewController { ModalPresentation.abandonChain(from: root) }
            }
        }
    }

    /// Sets a stored property, releasing its old value only after the write
    /// (the old value's deinits may read this state).
    func replace<Value>(_ keyPath: ReferenceWritableKeyPath<UIKitRuntimeState, Value>, with value: Value) {
        let old = self[keyPath: keyPath]
        self[keyPath: keyPath] = value
        withExtendedLifetime(old) {}
    }

    /// The UIKit state of the runtime in force, made on first use.
    static var current: UIKitRuntimeState { SegueRuntime.currentModuleState(UIKitRuntimeState.self) }
    /// The state `UIScreen.main`, `UIApplication.shared` and `UIDevice.current`
    /// read: never another test's (`SegueRuntime.forUnownedState`).
    static var forUnownedState: UIKitRuntimeState { SegueRuntime.forUnownedState.moduleState(UIKitRuntimeState.self) }
}
