import OpenUIKit

/// 60 Hz frames on a virtual clock, for a benchmark's runtime (made current
/// here). The time is an unchecked field of a class: a local variable that a
/// benchmark's nested functions captured was checked for exclusive access at
/// every read and write, a cost of the benchmark's own in every frame.
@MainActor
final class VirtualFrames {
    static let duration = 1.0 / 60
    let clock: VirtualMediaClock
    @exclusivity(unchecked) private(set) var time: Double

    init(startTime: Double = 1000) {
        clock = VirtualMediaClock(startTime: startTime)
        time = startTime
        SegueRuntime(clock: clock).activate()
    }

    /// Moves the clock one frame on and returns the frame's time.
    func next() -> Double {
        time += Self.duration
        clock.now = time
        return time
    }

    /// Runs the next frame of the frame loop.
    func step() {
        FrameLoop.shared.runFrame(at: next(), frameDuration: Self.duration)
    }
}
