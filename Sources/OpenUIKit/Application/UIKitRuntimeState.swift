/// UIKit's share of the current `SegueRuntime`: what Apple's UIKit keeps once
/// per process. The statics that expose it (`UIApplication.shared`,
/// `UIScreen.main`, the animation stack, transitions in flight, …) read and
/// write the current runtime's copy, so each host sees its own.
@MainActor
final class UIKitRuntimeState {
    // Hot fields skip the dynamic exclusivity check: objects are only swapped
    // through `replace(_:with:)`, which releases old values after the write.
    var application = UIApplication()
    var screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2, maximumFramesPerSecond: 60)
    /// The pixels per point views draw at.
    @exclusivity(unchecked) var contentScale: CGFloat = 2
    /// `UIView.animate` blocks being run, innermost last.
    @exclusivity(unchecked) var animationStack: [UIViewAnimationContext] = []
    @exclusivity(unchecked) var animationsEnabled = true
    @exclusivity(unchecked) var animationKeyCounter = 0
    /// A presentation or dismissal is being set up or animated.
    @exclusivity(unchecked) var isModalTransitioning = false
    @exclusivity(unchecked) var transitionsInFlight: [UIViewControllerTransitionContext] = []
    var traceObserver: (@MainActor (UITransitionTraceEvent) -> Void)?
    var graphicsContexts: [CGContext] = []
    let gestureArena = GestureArena()
    var feedbackRequests: [UIFeedbackGenerator.Request] = []
    var reduceMotion = false
    /// How many layout constraints are active: with none, hierarchy changes skip Auto Layout's bookkeeping.
    var activeLayoutConstraints = 0
    /// How many views wait for `updateConstraints()`: with none, layout skips looking for them.
    var pendingConstraintUpdates = 0
    var accessibilityNotifications: [UIAccessibility.PostedNotification] = []

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

    /// The current runtime's UIKit state, made on first use.
    static var current: UIKitRuntimeState {
        let runtime = SegueRuntime.current
        if let state = runtime.moduleState { return unsafeDowncast(state, to: UIKitRuntimeState.self) }
        let state = UIKitRuntimeState()
        runtime.moduleState = state
        return state
    }
}
