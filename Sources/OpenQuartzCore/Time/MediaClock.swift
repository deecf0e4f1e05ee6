import Synchronization
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
public final class VirtualMediaClock: MediaClock {
    /// The time's bits, read and written atomically (read on every frame and
    /// animation; any thread may read it).
    private let time: Atomic<UInt64>

    public init(startTime: CFTimeInterval) { time = Atomic(startTime.bitPattern) }

    public var now: CFTimeInterval {
        get { CFTimeInterval(bitPattern: time.load(ordering: .relaxed)) }
        set { time.store(newValue.bitPattern, ordering: .relaxed) }
    }
}

/// The current media time of the runtime in force, in seconds.
///
/// On the main thread it reads the clock of `SegueRuntime.current` (a test
/// host's virtual clock, an app's monotonic one). Other threads have no
/// runtime: they read the process's monotonic clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    guard onMainQueue() else { return processClock.now }
    if let clock = SegueRuntime.clockInForce { return clock.now }
    return MainActor.assumeIsolated { SegueRuntime.current.clock.now }
}

/// The monotonic clock threads other than the main one read.
private let processClock = MonotonicMediaClock()
