import Foundation

/// Runs an app without a display: frames on the real clock, the main run loop
/// between them (so timers, the main queue and main-actor tasks work), nothing
/// shown. `@main` apps fall back to it when no display is available; tests use
/// `SegueTesting.TestHost` instead, which runs on a virtual clock.
@preconcurrency @MainActor
public final class HeadlessAppHost: UIApplicationHost {
    /// Stop after this many seconds of real time; nil runs until the process ends.
    public var exitAfter: TimeInterval?
    private let pacer: RealTimeFramePacer
    private let driver: FrameDriver

    /// A host running `framesPerSecond` frames a second.
    public init(framesPerSecond: Int = 60, exitAfter: TimeInterval? = nil) {
        pacer = RealTimeFramePacer(framesPerSecond: framesPerSecond)
        self.exitAfter = exitAfter
        UIApplication.startOnRealClock()
        driver = FrameDriver(runtime: SegueRuntime.current)
    }

    /// Runs frames until `exitAfter` passes (or forever).
    public func run() {
        let start = CACurrentMediaTime()
        while exitAfter.map({ CACurrentMediaTime() - start < $0 }) ?? true {
            let frameStart = CACurrentMediaTime()
            driver.runFrame(at: frameStart, frameDuration: pacer.frameDuration)
            pacer.runMainRunLoop(untilFrameAfter: frameStart)
        }
    }
}
