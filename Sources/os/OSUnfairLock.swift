// Apple's `os` module also declares the unfair lock (os/lock.h), and code that
// finds an `os` module to import (`#if canImport(os)`) uses it: Swift Argument
// Parser's own lock does, and its Linux branch then destroys the lock as a
// pthread mutex. Segue's unfair lock is a pthread mutex, and the C library is
// re-exported as Apple's `os` makes Darwin's visible. The functions are
// emitted into their callers: a package that uses them only because it found
// this module (Argument Parser, in Segue's own build) does not link it.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif

/// A lock that does not spin: the thread that locks it must unlock it.
/// `os_unfair_lock()` is an unlocked lock.
public typealias os_unfair_lock = pthread_mutex_t

/// A pointer to an unfair lock, as the lock functions take it.
public typealias os_unfair_lock_t = UnsafeMutablePointer<os_unfair_lock>

/// Waits for the lock, then holds it.
@_alwaysEmitIntoClient
public func os_unfair_lock_lock(_ lock: os_unfair_lock_t) {
    pthread_mutex_lock(lock)
}

/// Holds the lock if no thread does; returns whether it did.
@_alwaysEmitIntoClient
public func os_unfair_lock_trylock(_ lock: os_unfair_lock_t) -> Bool {
    pthread_mutex_trylock(lock) == 0
}

/// Releases the lock, which the calling thread holds.
@_alwaysEmitIntoClient
public func os_unfair_lock_unlock(_ lock: os_unfair_lock_t) {
    pthread_mutex_unlock(lock)
}
