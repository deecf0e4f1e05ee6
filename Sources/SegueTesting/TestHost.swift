import OpenUIKit

/// Why `runUntilIdle` gave up.
public struct TestHostError: Error, CustomStringConvertible {
    public let description: String
}

/// The headless host: a screen, a key window, virtual time and synthesized touches.
///
/// `TestHost()` models an iPhone 14 (390×844 points, safe areas 47/0/34/0 in
/// portrait and 0/47/21/47 in landscape) rendered at 2×; `TestHost(device:)`
/// chooses another ``Device``, `TestHost(screenSize:)` a generic screen.
///
/// Each host owns a fresh `SegueRuntime` (through its `TestClock`): its own
/// frame loop, transactions, `UIApplication`, screen, device, transitions in
/// flight and diagnostics, so tests never see each other's leftovers. Its
/// window belongs to it, and so does everything in the window: views, layers,
/// controllers and their transitions act on this host whoever calls them.
///
/// What a test may do across `await`s: anything. Tests run in parallel and
/// interleave where they await; work they queue (`DispatchQueue.main.async`,
/// `Task { @MainActor in … }`, completion handlers) runs whenever any test lets
/// the main queue run, and still acts on the host of the objects it touches.
/// A call right after an await (`root.present(…)`) acts on `root`'s host.
/// What has no owner — `UIScreen.main`, `UIApplication.shared`,
/// `UIDevice.current`, `CACurrentMediaTime()`, objects not yet in a window —
/// reads the runtime used last, unless that was made for another test (a
/// finished one's, or one suspended at an await: then the unhosted runtime,
/// with the default screen): after an await, call the host first (any call:
/// `activate()`, `advance(by:)`, or `await runMainQueue()`, which also lets
/// queued work run). Work still queued when a test ends must not outlive it:
/// if it runs later, its views report once that their host no longer exists
/// (naming the layer) and act on no host, never on another test's.
///
/// Touches are delivered frame by frame along their paths, with the frames'
/// timestamps, so gesture velocities are what the paths say.
@preconcurrency @MainActor
public final class TestHost {
    /// The virtual clock driving the frames.
    public let clock: TestClock
    /// The key window, sized to the screen.
    public let window: UIWindow
    /// Frames per second of the simulated display.
    public let framesPerSecond: Int
    /// The screen's scale.
    public let scale: CGFloat
    /// Every transition callback since the host was made, with its media time.
    public let trace: TransitionTrace
    private let compositor = Compositor()
    /// Touch updates to deliver, by frame.
    private var script: [[TouchUpdate]] = []
    private var touches: [Int: UITouch] = [:]
    private var nextTouchID = 0
    private var lastTap: (time: CFTimeInterval, location: CGPoint, count: Int)?

    private struct TouchUpdate {
        let id: Int
        let location: CGPoint
        let phase: UITouch.Phase
    }

    /// A host with a generic screen of `screenSize` points: a 20-point status
    /// bar and nothing else in its safe area (no real device has that at
    /// 390×844; `init(device:)` models real ones, R18.8). It renders at `scale`.
    public convenience init(screenSize: CGSize, scale: CGFloat = 2, framesPerSecond: Int = 60) {
        self.init(screenSize: screenSize, scale: scale, framesPerSecond: framesPerSecond, safeAreas: nil, device: nil)
    }

    /// The real device the host models (nil for a generic screen).
    public let device: Device?

    init(screenSize: CGSize, scale: CGFloat, framesPerSecond: Int, safeAreas: ScreenSafeAreas?, device: Device?) {
        clock = TestClock()
        trace = TransitionTrace()   // observes the new runtime's transitions
        self.framesPerSecond = framesPerSecond
        self.scale = scale
        self.device = device
        UIScreen.current = UIScreen(bounds: CGRect(origin: .zero, size: screenSize), scale: scale,
                                    maximumFramesPerSecond: framesPerSecond, safeAreas: safeAreas)
        UIView.contentScale = scale
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        clock.driver.eventSource = { [unowned self] time in self.scriptedEvents(at: time) }
        recordIfAsked()
    }

    // MARK: Invariants

    /// The broken invariants (`UIKitInvariants`) seen after any frame so far, each once.
    public private(set) var invariantViolations: [String] = []

    /// Whether the host checks `UIKitInvariants` after every frame (default true).
    public var checksInvariants = true

    private func checkInvariants() {
        guard checksInvariants else { return }
        for violation in UIKitInvariants.violations(in: window) where !invariantViolations.contains(violation) {
            invariantViolations.append(violation)
        }
    }

    // MARK: Recording

    /// Where recorded frames go, how often one is taken, and what ends the recording.
    private struct Recording {
        let take: (CGImage) throws -> Void
        let finish: () throws -> URL?
        let everyNthFrame: Int
        var framesSkipped = 0
    }
    private var recording: Recording?

    /// Starts recording every frame the host runs (or every few, for a lower
    /// `framesPerSecond`) into `url`: a GIF, an MP4 or a PNG contact sheet, by
    /// its extension. `stopRecording()` writes the file. A `runUntilIdle`
    /// that gives up stops the recording and names the file in its error.
    /// A `playbackSpeed` below 1 makes the file play in slow motion.
    public func record(to url: URL, framesPerSecond recordingRate: Int? = nil, playbackSpeed: Double = 1) throws {
        guard let format = VideoFormat(url: url) else {
            throw VideoEncoderError(description: "\(url.lastPathComponent): record to a .gif, .mp4 or .png file")
        }
        let rate = min(max(recordingRate ?? framesPerSecond, 1), framesPerSecond)
        _ = try? stopRecording()
        let playbackRate = max(1, Int((Double(rate) * max(playbackSpeed, 0.01)).rounded()))
        let encoder = VideoEncoder(url: url, format: format, framesPerSecond: playbackRate)
        recording = Recording(take: encoder.append, finish: { try encoder.finish(); return encoder.url },
                              everyNthFrame: max(1, framesPerSecond / rate))
        try encoder.append(render())
    }

    /// Starts handing every frame the host runs (or every few, for a lower
    /// `framesPerSecond`) to `handler`, the current one first, until `stopRecording()`.
    public func recordFrames(framesPerSecond recordingRate: Int? = nil, _ handler: @escaping (CGImage) -> Void) {
        let rate = min(max(recordingRate ?? framesPerSecond, 1), framesPerSecond)
        _ = try? stopRecording()
        recording = Recording(take: handler, finish: { nil }, everyNthFrame: max(1, framesPerSecond / rate))
        handler(render())
    }

    /// Ends the recording: writes the file `record(to:)` started and returns it
    /// (nil for `recordFrames` or when none runs).
    @discardableResult
    public func stopRecording() throws -> URL? {
        guard let current = recording else { return nil }
        recording = nil
        return try current.finish()
    }

    /// Whether a recording runs.
    public var isRecording: Bool { recording != nil }

    private func captureFrameIfRecording() {
        guard var current = recording else { return }
        current.framesSkipped += 1
        if current.framesSkipped >= current.everyNthFrame {
            current.framesSkipped = 0
            do {
                try current.take(render())
            } catch {
                print("TestHost: recording stopped: \(error)")
                recording = nil
                return
            }
        }
        recording = current
    }

    /// The host the `SEGUE_RECORD` environment variable records, finished when the next one starts.
    private static weak var recordedHost: TestHost?
    private static var recordedHostCount = 0

    /// With `SEGUE_RECORD=<directory>`, every host records itself as a GIF there.
    private func recordIfAsked() {
        guard let directory = ProcessInfo.processInfo.environment["SEGUE_RECORD"], !directory.isEmpty else { return }
        if let previous = Self.recordedHost {
            do { try previous.stopRecording() } catch { print("TestHost: \(error)") }
        }
        Self.recordedHostCount += 1
        let url = URL(fileURLWithPath: directory).appendingPathComponent(String(format: "host-%04d.gif", Self.recordedHostCount))
        do {
            try record(to: url, framesPerSecond: 30)
            Self.recordedHost = self
        } catch {
            print("TestHost: cannot record to \(url.path): \(error)")
        }
    }

    /// The virtual media time (`CACurrentMediaTime()`).
    public var time: CFTimeInterval { clock.time }

    /// Steps whole frames through the frame loop (touches, display links, layout,
    /// commit, animations).
    public func advance(by seconds: TimeInterval) {
        activate()
        let frames = Int((seconds * Double(framesPerSecond)).rounded())
        let frameDuration = 1 / Double(framesPerSecond)
        for _ in 0..<frames {
            drainMainQueue()
            clock.advance(by: frameDuration, framesPerSecond: framesPerSecond)
            captureFrameIfRecording()
            checkInvariants()
        }
        drainMainQueue()
    }

    /// Runs frames until nothing animates or waits to be laid out or drawn, no touch is scripted and no block is
    /// pending; throws, naming what still runs, after `limit` seconds — or,
    /// naming them, when a frame broke one of `UIKitInvariants`.
    public func runUntilIdle(limit: TimeInterval = 60) throws {
        activate()
        let frameDuration = 1 / Double(framesPerSecond)
        var elapsed = 0.0
        while !isIdle {
            guard elapsed < limit else {
                let transitions = UIViewControllerTransitionContext.inFlight.map { context in
                    context.isInteractive
                        ? "\(context) — an interaction controller is waiting to be driven (update/finish/cancel)"
                        : "\(context) — completeTransition(_:) has not been called"
                }
                let running = transitions + FrameLoop.shared.activeAnimationDescriptions
                let video = (try? stopRecording()).flatMap { $0 }.map { " (what happened is recorded in \($0.path))" } ?? ""
                throw TestHostError(description: "still running after \(limit) s: "
                    + (running.isEmpty ? "\(script.count) frames of touches or pending callbacks" : running.joined(separator: "; "))
                    + video)
            }
            drainMainQueue()
            clock.advance(by: frameDuration, framesPerSecond: framesPerSecond)
            captureFrameIfRecording()
            checkInvariants()
            elapsed += frameDuration
        }
        checkInvariants()
        if !invariantViolations.isEmpty {
            throw TestHostError(description: "invariants broken: " + invariantViolations.joined(separator: "; "))
        }
    }

    private var isIdle: Bool {
        script.isEmpty && !FrameLoop.shared.hasActiveAnimations && !FrameLoop.shared.hasPendingLayout
            && !FrameLoop.shared.hasPendingDisplay
            && !FrameLoop.shared.hasScheduledDisplayLinks
            && UIViewControllerTransitionContext.inFlight.isEmpty
    }

    /// Changes the screen to `size` points (a rotation when width and height
    /// swap) as iOS does: the controllers hear `viewWillTransition(to:with:)`,
    /// then the window and its contents animate to the new size over
    /// `duration`. Advance or `runUntilIdle()` to let it finish.
    public func resize(to size: CGSize, duration: TimeInterval = 0.3) {
        activate()
        let old = window.bounds.size
        let rotation: CGAffineTransform = old.width == size.height && old.height == size.width && old != size
            ? CGAffineTransform(rotationAngle: size.width > size.height ? -.pi / 2 : .pi / 2) : .identity
        window.transitionToScreenSize(size, duration: duration, targetTransform: rotation)
    }

    /// The screen now, at `scale`.
    public func render() -> CGImage {
        activate()
        return compositor.render(window.layer, size: window.bounds.size, scale: scale, background: CGColor(gray: 0, alpha: 1))
    }

    // MARK: Touches

    /// A quick tap at `point` (window coordinates): down for one frame.
    public func tap(at point: CGPoint) {
        activate()
        let id = newTouch()
        script.append([TouchUpdate(id: id, location: point, phase: .began)])
        script.append([TouchUpdate(id: id, location: point, phase: .ended)])
        advance(by: 2 / Double(framesPerSecond))
    }

    /// Drags one finger from `from` to `to` over `duration`, a frame at a time; lifts it when `release`.
    public func drag(from: CGPoint, to: CGPoint, duration: TimeInterval, release: Bool = true) {
        activate()
        let id = touchID(continuingAt: from)
        let frames = max(1, Int((duration * Double(framesPerSecond)).rounded()))
        var updates: [[TouchUpdate]] = []
        if touches[id] == nil { updates.append([TouchUpdate(id: id, location: from, phase: .began)]) }
        for frame in 1...frames {
            let t = CGFloat(frame) / CGFloat(frames)
            let p = CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)
            updates.append([TouchUpdate(id: id, location: p, phase: .moved)])
        }
        if release { updates.append([TouchUpdate(id: id, location: to, phase: .ended)]) }
        script.append(contentsOf: updates)
        advance(by: Double(updates.count) / Double(framesPerSecond))
    }

    /// Drags in from `edge` of the screen by `distance` points.
    public func edgePan(from edge: UIRectEdge, distance: CGFloat, duration: TimeInterval, release: Bool = true) {
        activate()
        let bounds = window.bounds
        let (start, end): (CGPoint, CGPoint)
        switch edge {
        case .right:
            start = CGPoint(x: bounds.maxX - 1, y: bounds.midY)
            end = CGPoint(x: bounds.maxX - 1 - distance, y: bounds.midY)
        case .top:
            start = CGPoint(x: bounds.midX, y: bounds.minY + 1)
            end = CGPoint(x: bounds.midX, y: bounds.minY + 1 + distance)
        case .bottom:
            start = CGPoint(x: bounds.midX, y: bounds.maxY - 1)
            end = CGPoint(x: bounds.midX, y: bounds.maxY - 1 - distance)
        default:
            start = CGPoint(x: bounds.minX + 1, y: bounds.midY)
            end = CGPoint(x: bounds.minX + 1 + distance, y: bounds.midY)
        }
        drag(from: start, to: end, duration: duration, release: release)
    }

    /// Two fingers about `center`, from `fromScale` to `toScale` of a 100-point spread.
    public func pinch(center: CGPoint, fromScale: CGFloat, toScale: CGFloat, duration: TimeInterval, release: Bool = true) {
        activate()
        let a = newTouch(), b = newTouch()
        func points(_ scale: CGFloat) -> (CGPoint, CGPoint) {
            let half = 50 * scale
            return (CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x + half, y: center.y))
        }
        let frames = max(1, Int((duration * Double(framesPerSecond)).rounded()))
        let start = points(fromScale)
        var updates: [[TouchUpdate]] = [[TouchUpdate(id: a, location: start.0, phase: .began),
                                         TouchUpdate(id: b, location: start.1, phase: .began)]]
        for frame in 1...frames {
            let scale = fromScale + (toScale - fromScale) * CGFloat(frame) / CGFloat(frames)
            let p = points(scale)
            updates.append([TouchUpdate(id: a, location: p.0, phase: .moved), TouchUpdate(id: b, location: p.1, phase: .moved)])
        }
        if release {
            let end = points(toScale)
            updates.append([TouchUpdate(id: a, location: end.0, phase: .ended), TouchUpdate(id: b, location: end.1, phase: .ended)])
        }
        script.append(contentsOf: updates)
        advance(by: Double(updates.count) / Double(framesPerSecond))
    }

    private func newTouch() -> Int {
        nextTouchID += 1
        return nextTouchID
    }

    /// The held touch at `point` (a drag continuing an unreleased one), or a new one.
    private func touchID(continuingAt point: CGPoint) -> Int {
        for (id, touch) in touches where hypot(touch.windowLocation.x - point.x, touch.windowLocation.y - point.y) < 0.5 {
            return id
        }
        return newTouch()
    }

    /// The touch event of the frame at `time`, from the script (none when it is empty).
    private func scriptedEvents(at time: CFTimeInterval) -> [UIEvent] {
        guard !script.isEmpty else { return [] }
        let updates = script.removeFirst()
        let event = UIEvent()
        event.timestamp = time
        for update in updates {
            let touch: UITouch
            if update.phase == .began {
                var tapCount = 1
                if let lastTap, time - lastTap.time < 0.35,
                   hypot(lastTap.location.x - update.location.x, lastTap.location.y - update.location.y) < 20 {
                    tapCount = lastTap.count + 1
                }
                touch = UITouch(window: window, location: update.location, timestamp: time, tapCount: tapCount)
                touches[update.id] = touch
            } else {
                guard let existing = touches[update.id] else { continue }
                touch = existing
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = update.location
                touch.timestamp = time
                touch.phase = update.phase
            }
            event.touchSet.insert(touch)
            if update.phase == .ended || update.phase == .cancelled {
                touches[update.id] = nil
                lastTap = (time, update.location, touch.tapCount)
            }
        }
        // Touches held but not moving are stationary in this event.
        for touch in touches.values where !event.touchSet.contains(touch) {
            touch.phase = .stationary
            event.touchSet.insert(touch)
        }
        return [event]
    }

    /// Lets blocks queued on the main queue and `Task { @MainActor in … }` run:
    /// a test body runs on the main actor itself, so they can only run when it
    /// awaits. (Foundation timers need the run loop of a real app: the window host.)
    public func runMainQueue() async {
        SegueRuntime.unhosted.activate()   // what runs meanwhile is not this host's
        for _ in 0..<4 { await Task.yield() }
        activate()
        drainMainQueue()
    }

    /// Makes this host's runtime the current one (after an `await`, another
    /// test's host may have run).
    public func activate() {
        clock.runtime.activate()
    }

    /// Runs what the main queue and run loop have due (DispatchQueue.main.async,
    /// Task { @MainActor in }, timers that are due in real time).
    private func drainMainQueue() {
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
