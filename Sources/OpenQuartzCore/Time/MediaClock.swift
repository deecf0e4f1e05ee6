#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Seconds of media time, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// A source of media time: the real monotonic clock, or a virtual clock that
/// moves only when told (tests and headless rendering).
public protocol MediaClock: AnyObject, Sendable {
    /// The current media time, in seconds.
    var now: CFTimeInterval { get }
}

/// The host's monotonic clock (`CLOCK_MONOTONIC`), like `mach_absolute_time` on Apple's platforms.
public final class MonotonicMediaClock: MediaClock {
    public init() {}

    public var now: CFTimeInterval {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return CFTimeInterval(spec.tv_sec) + CFTimeInterval(spec.tv_nsec) / 1_000_000_000
    }
}

/// A clock whose time changes only when `now` is set.
public final class VirtualMediaClock: MediaClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: CFTimeInterval

    public init(startTime: CFTimeInterval) { time = startTime }

    public var now: CFTimeInterval {
        get { lock.withLock { time } }
        set { lock.withLock { time = newValue } }
    }
}

/// The current media time of the runtime in force, in seconds.
///
/// On the main thread it reads the clock of `SegueRuntime.current` (a test
/// host's virtual clock, an app's monotonic one). Other threads have no
/// runtime: they read the process's monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    guard onMainQueue() else { return processClock.now }
    return MainActor.assumeIsolated { SegueRuntime.current.clock.now }
}

/// The monotonic clock threads other than the main one read.
private let processClock = MonotonicMediaClock()
