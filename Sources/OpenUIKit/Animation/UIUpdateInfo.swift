/// The timing of the UI update a `UIUpdateLink` action runs in, on the
/// frame loop's clock (the virtual clock in tests). For the frame at time
/// `t` of duration `d`, Segue reports `modelTime` t (the time animations are
/// evaluated at for that frame, `CADisplayLink.timestamp`),
/// `completionDeadlineTime` t + d (the next frame starts then), and
/// `estimatedPresentationTime` t + d (`targetTimestamp`, when the frame
/// replaces the one on screen). See docs/Differences.md.
@preconcurrency @MainActor
public final class UIUpdateInfo: NSObject {
    /// The time to compute the state of this update's model for.
    public let modelTime: CFTimeInterval
    /// The time by which the update's work must be done.
    public let completionDeadlineTime: CFTimeInterval
    /// When the frame this update makes is expected on screen.
    public let estimatedPresentationTime: CFTimeInterval
    /// Whether the frame is presented as soon as it is done (the link wants immediate presentation).
    public let isImmediatePresentationExpected: Bool
    /// Whether low-latency event dispatch took place (never: Segue's hosts dispatch events once a frame).
    public let isLowLatencyEventDispatchConfirmed: Bool
    /// Whether the update runs the low-latency phases (never, as above).
    public let isPerformingLowLatencyPhases: Bool

    init(frameTime: CFTimeInterval, frameDuration: CFTimeInterval, immediate: Bool) {
        modelTime = frameTime
        completionDeadlineTime = frameTime + frameDuration
        estimatedPresentationTime = frameTime + frameDuration
        isImmediatePresentationExpected = immediate
        isLowLatencyEventDispatchConfirmed = false
        isPerformingLowLatencyPhases = false
    }
}
