import OpenUIKit

/// Virtual media time for tests and headless rendering.
///
/// Creating a clock makes a fresh `SegueRuntime` on it current (`CACurrentMediaTime()`
/// returns `startTime`; the frame loop, transactions and UIKit state start empty),
/// and every `advance(by:)` makes that runtime current again. Time then moves
/// only through `advance(by:framesPerSecond:)`, which runs the frame step at
/// every frame time on the way, so the same test produces the same values on
/// every run. The runtime is the running test's: once that test ends, another
/// test's `UIScreen.main` never reads it (`SegueRuntime.forUnownedState`).
/// Media time starts far from zero on purpose: a `beginTime` of 0
/// means "now" in Core Animation, and a clock starting at 0 would hide that bug.
@preconcurrency @MainActor
public final class TestClock {
    private let clock: VirtualMediaClock
    /// The runtime this clock drives.
    public var runtime: SegueRuntime { driver.runtime }
    /// Runs the frames (the driver the app hosts use too).
    public let driver: FrameDriver
    private let startTime: CFTimeInterval
    private var frameIndex = 0
    private var lastFramesPerSecond = 0

    public init(startTime: CFTimeInterval = 1000) {
        self.startTime = startTime
        clock = VirtualMediaClock(startTime: startTime)
        let runtime = SegueRuntime(clock: clock)
        if SegueRuntime.isRunningTest == nil { SegueRuntime.isRunningTest = RunningTest.isRunning }
        runtime.owningTest = RunningTest.current.map(AnyHashable.init)
        runtime.activate()
        driver = FrameDriver(runtime: runtime)
    }

    /// The current media time.
    public var time: CFTimeInterval { clock.now }

    /// Commits what the current run-loop turn changed (at the current time, as
    /// the end of a run-loop turn does), then runs the frame step at every frame
    /// time in (`time`, `time + seconds`] and leaves the clock at `time + seconds`.
    public func advance(by seconds: TimeInterval, framesPerSecond: Int = 60) {
        precondition(seconds >= 0, "TestClock cannot go back in time (advance(by: \(seconds)))")
        precondition(framesPerSecond > 0, "framesPerSecond must be positive")
        runtime.activate()
        CATransaction.flush()
        let target = clock.now + seconds
        let frameDuration = 1 / Double(framesPerSecond)
        if framesPerSecond != lastFramesPerSecond {
            // Re-anchor the frame grid at the current time when the rate changes.
            lastFramesPerSecond = framesPerSecond
            frameIndex = Int(((clock.now - startTime) * Double(framesPerSecond)).rounded(.down))
        }
        while true {
            let next = startTime + Double(frameIndex + 1) * frameDuration
            guard next <= target + 1e-9 else { break }
            frameIndex += 1
            clock.now = next
            driver.runFrame(at: next, frameDuration: frameDuration)
        }
        clock.now = target
    }
}
