import Foundation
import Testing
import OpenQuartzCore
import SegueTesting

/// `CACurrentMediaTime()` reads the runtime's clock on the main thread and the
/// process's monotonic clock on any other.
@MainActor
@Suite(.checksDiagnostics) struct MediaTimeTests {
    @Test func theMainThreadReadsTheVirtualClockAndOtherThreadsTheMonotonicOne() async {
        let clock = TestClock(startTime: 1000)
        clock.advance(by: 0.5)
        #expect(CACurrentMediaTime() == 1000.5)
        let monotonic = MonotonicMediaClock()
        let (before, read, after) = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let before = monotonic.now
                let read = CACurrentMediaTime()
                continuation.resume(returning: (before, read, monotonic.now))
            }
        }
        #expect(before <= read && read <= after, "another thread reads the monotonic clock: \(read), not the virtual 1000.5")
        clock.advance(by: 0)
        #expect(CACurrentMediaTime() == 1000.5)
    }
}
