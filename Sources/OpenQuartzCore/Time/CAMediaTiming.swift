/// What an animation does outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect before the start or after the end (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both of the above.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing model shared by layers and animations: each object maps its
/// parent's time to its own local time with
/// `local = (parent − beginTime) × speed + timeOffset`.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time. 0 on an animation means
    /// "when the transaction that adds it commits".
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration (0 means 0.25 s for animations).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (0 pauses).
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations to run (may be fractional; `.infinity` repeats forever).
    var repeatCount: Float { get set }
    /// How long to repeat for, in local time, when non-zero.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What happens outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}
