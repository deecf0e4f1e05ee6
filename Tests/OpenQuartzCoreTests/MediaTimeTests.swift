import Foundation
import Synchronization
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

    /// The main-thread check that spares `Thread.isMainThread`'s system calls
    /// agrees with it on the thread running the main actor (the main thread, or
    /// a thread servicing the main queue under a test runner) and on another.
    @Test func theMainThreadCheckAgreesWithFoundationsOnEveryThread() {
        #expect(isMainThread() == Thread.isMainThread)
        #expect(Self.onAnotherThread { [Thread.isMainThread, isMainThread()] } == [false, false])
        #expect(isMainThread() == Thread.isMainThread)
    }

    /// The check asks its probe until the probe recognises the main thread,
    /// then tells that thread by its identity alone, on any thread. (No
    /// suspension point: the test's own thread plays the main one throughout.)
    @Test func theMainThreadIsProbedUntilRecognisedThenKnownByItsIdentity() {
        let mainThread = UInt(pthread_self())
        let probes = Atomic<Int>(0)
        let identity = MainThreadIdentity {
            probes.add(1, ordering: .relaxed)
            return UInt(pthread_self()) == mainThread
        }
        #expect(Self.onAnotherThread { identity.isCurrent() } == false)
        #expect(probes.load(ordering: .relaxed) == 1, "not recognised yet: the probe is asked")
        #expect(identity.isCurrent() && identity.isCurrent())
        #expect(probes.load(ordering: .relaxed) == 2, "recognised at the first yes, then known")
        #expect(Self.onAnotherThread { identity.isCurrent() } == false)
        #expect(probes.load(ordering: .relaxed) == 2)
    }

    /// `body`'s result, run on a thread of its own (the caller waits).
    private static func onAnotherThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }
}
