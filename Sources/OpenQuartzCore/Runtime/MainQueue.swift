import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Marks the main queue, where the main actor runs (also when the main thread
/// does not: a test runner may service the main queue from another thread).
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs on the main queue, hence on the main actor (what
/// nonisolated API such as `NSKeyValueObservation.invalidate()` asks before
/// acting at once).
package func onMainQueue() -> Bool {
    isMainThread() || DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// `Thread.isMainThread` without its system calls: on Linux it asks the kernel
/// for the thread's and the process's ids (about 300 ns here, and every frame
/// asks, through `CACurrentMediaTime()`).
package func isMainThread() -> Bool { MainThreadIdentity.process.isCurrent() }

/// Which thread is the main one, learnt from a probe (Foundation's check)
/// the first time the probe says yes, then told by `pthread_self()` alone.
package final class MainThreadIdentity: Sendable {
    /// The process's, probed with `Thread.isMainThread`.
    package static let process = MainThreadIdentity { Thread.isMainThread }

    /// The main thread once the probe has recognised it (0 before: no thread is 0).
    private let known = Atomic<UInt>(0)
    private let probe: @Sendable () -> Bool

    package init(probe: @escaping @Sendable () -> Bool) { self.probe = probe }

    /// Whether the calling thread is the main one.
    package func isCurrent() -> Bool {
        let current = UInt(pthread_self())
        let main = known.load(ordering: .relaxed)
        if main != 0 { return current == main }
        guard probe() else { return false }
        known.store(current, ordering: .relaxed)
        return true
    }
}
