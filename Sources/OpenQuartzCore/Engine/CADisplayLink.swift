/// A range of frame rates a display link would like.
public struct CAFrameRateRange: Equatable, Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) { self.init(minimum: minimum, maximum: maximum, preferred: nil) }

    /// The display's native rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised to the display's frames: made with a target and a
/// `Selector` (`CADisplayLink(target: self, selector: Selector(Self.step(_:)))`,
/// as on iOS once `#selector` is rewritten) or with a closure (a Segue addition).
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    private let handler: @MainActor (CADisplayLink) -> Void
    /// The target of `init(target:selector:)`, retained until the link is invalidated, as on iOS.
    private var target: AnyObject?
    /// The time of the frame being prepared (the last one displayed).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame will be displayed.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between frames.
    public private(set) var duration: CFTimeInterval = 0
    /// Whether the link skips its callbacks.
    public var isPaused = false
    /// The rates the link would like; Segue fires it at every frame of the host.
    public var preferredFrameRateRange: CAFrameRateRange = .default
    /// The preferred rate, 0 for the display's.
    public var preferredFramesPerSecond = 0
    private(set) var isScheduled = false
    /// Whether the scheduled link keeps frames coming (a passive `UIUpdateLink`'s does not).
    package var requestsFrames = true
    private var lastFired: CFTimeInterval?
    /// The frame loop the link was added to (that of the runtime current then).
    private var frameLoop: FrameLoop? {
        get { frameLoopReference?.object }
        set { frameLoopReference = newValue?.unretained }
    }
    private var frameLoopReference: UnretainedReference<FrameLoop>?

    /// A display link calling `handler` once per frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// A display link that calls `sel` on `target` once per frame once added to
    /// a run loop, passing the link (a method taking nothing works too). The
    /// link retains `target` until it is invalidated, as Apple's does.
    public init(target: Any, selector sel: Selector) {
        let object = target as AnyObject
        self.target = object
        handler = { [weak object] link in
            guard let object else { return }
            if !sel.invoke(object, link) {
                SegueDiagnostics.report("CADisplayLink: the target \(object) is not of the type the selector's method belongs to; nothing was called")
            }
        }
    }

    /// Schedules the link (the run loop and mode are accepted for source compatibility).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        isScheduled = true
        frameLoop = FrameLoop.shared
        frameLoop?.addDisplayLink(self)
    }

    /// Schedules the link before every other link of the frame loop (a `UIUpdateLink`'s:
    /// its actions run before the display links are dispatched).
    package func scheduleBeforeOtherLinks() {
        guard !isScheduled else { return }
        isScheduled = true
        frameLoop = FrameLoop.shared
        frameLoop?.addDisplayLink(self, first: true)
    }

    /// Unschedules the link.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { unschedule() }

    /// Unschedules the link for good and releases its target.
    public func invalidate() {
        target = nil
        unschedule()
    }

    private func unschedule() {
        guard isScheduled else { return }
        isScheduled = false
        frameLoop?.removeDisplayLink(self)
        frameLoop = nil
    }

    /// Fires the link for the frame at `time`, honouring a lower preferred rate.
    func fire(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        guard !isPaused else { return }
        let preferred = preferredFrameRateRange.preferred.map(Double.init) ?? Double(preferredFramesPerSecond)
        let interval = preferred > 0 ? max(frameDuration, 1 / preferred) : frameDuration
        if let lastFired, time - lastFired < interval - frameDuration / 2 { return }
        lastFired = time
        timestamp = time
        duration = frameDuration
        targetTimestamp = time + frameDuration
        handler(self)
    }
}
