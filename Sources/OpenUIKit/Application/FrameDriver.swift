/// Runs frames for a host, the same way whatever the clock: the test host on
/// its virtual clock, the window and headless app hosts on the real one. A
/// frame is the frame loop's phases in order — the host's events sent to the
/// key window (input), display links and timers, layout, commit, animation
/// evaluation and completions, render hooks — in the driver's runtime, which
/// each frame makes current.
@preconcurrency @MainActor
public final class FrameDriver {
    /// The runtime whose frames this driver runs.
    public let runtime: SegueRuntime
    /// Makes the events of the frame at a given media time (a host's scripted touches).
    public var eventSource: ((CFTimeInterval) -> [UIEvent])?
    private var queuedEvents: [UIEvent] = []
    private var hookGeneration = -1

    /// A driver for `runtime`'s frames.
    public init(runtime: SegueRuntime) {
        self.runtime = runtime
    }

    /// Queues events (from a window system) for the next frame's input phase.
    public func enqueue(_ events: [UIEvent]) {
        queuedEvents.append(contentsOf: events)
    }

    /// Runs one frame at media time `time`, `frameDuration` after the previous one.
    public func runFrame(at time: CFTimeInterval, frameDuration: CFTimeInterval) {
        runtime.activate()
        let loop = runtime.frameLoop
        if hookGeneration != loop.generation {
            // (Re)registers the input hook: a reset of the frame loop drops hooks.
            hookGeneration = loop.generation
            loop.addHook(.input) { [weak self] time in self?.deliverEvents(at: time) }
        }
        loop.runFrame(at: time, frameDuration: frameDuration)
    }

    private func deliverEvents(at time: CFTimeInterval) {
        var events = queuedEvents
        queuedEvents.removeAll()
        events += eventSource?(time) ?? []
        guard !events.isEmpty, let keyWindow = UIApplication.current.keyWindow else { return }
        for event in events {
            event.prepareForDelivery?()
            for touch in event.touchSet { touch.window = keyWindow }
            keyWindow.sendEvent(event)
        }
    }
}
