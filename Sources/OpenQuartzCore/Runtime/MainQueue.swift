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
    Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
}
