import Foundation

/// Paces an app's frames on the real clock and, between frames, runs the main
/// run loop: due `Timer`s, blocks on `DispatchQueue.main` and
/// `Task { @MainActor in … }` jobs run there, as they do between frames on iOS.
@preconcurrency @MainActor
public struct RealTimeFramePacer {
    /// The frame rate.
    public let framesPerSecond: Int

    /// A pacer for `framesPerSecond` frames a second.
    public init(framesPerSecond: Int = 60) {
        self.framesPerSecond = max(1, framesPerSecond)
    }

    /// The length of one frame in seconds.
    public var frameDuration: CFTimeInterval { 1.0 / Double(framesPerSecond) }

    /// Runs the main run loop until the frame that began at `frameStart` has
    /// lasted `frameDuration`; returns at once when the frame took longer.
    public func runMainRunLoop(untilFrameAfter frameStart: CFTimeInterval) {
        let deadline = frameStart + frameDuration
        // One pass even when late, so timers and queued blocks never starve.
        _ = RunLoop.main.run(mode: .default, before: Date())
        while CACurrentMediaTime() < deadline {
            let remaining = deadline - CACurrentMediaTime()
            let handledSomething = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: remaining))
            if !handledSomething {
                // No sources to wait on: sleep out the frame instead of spinning.
                Thread.sleep(forTimeInterval: max(0, deadline - CACurrentMediaTime()))
            }
        }
    }
}
