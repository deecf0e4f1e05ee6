/// An animation's `CAMediaTiming` values, frozen when it is added (only the
/// begin time is fixed later, at commit), with the arithmetic that maps the
/// layer's time onto one iteration.
struct TimingSnapshot {
    var beginTime: Double
    let duration: Double
    let speed: Double
    let timeOffset: Double
    let repeatCount: Double
    let repeatDuration: Double
    let autoreverses: Bool
    /// Whether the start value shows before the active time (fill mode backwards or both).
    let fillsBackwards: Bool
    /// Whether the end value holds after the active time (fill mode forwards or both).
    let fillsForwards: Bool
    /// The length of the active period, possibly infinite. Worked out once: every frame asks.
    let activeDuration: Double
    /// One iteration, not repeated, reversed or offset (nearly every animation):
    /// a sample needs no iteration arithmetic. Worked out once: every frame asks.
    private let isSinglePlainIteration: Bool

    /// A `duration` of 0 (or less) is read as 0.25 s, as Core Animation does.
    init(beginTime: Double, duration: Double, speed: Double, timeOffset: Double, repeatCount: Double,
         repeatDuration: Double, autoreverses: Bool, fillMode: CAMediaTimingFillMode) {
        self.init(beginTime: beginTime, duration: duration, speed: speed, timeOffset: timeOffset, repeatCount: repeatCount,
                  repeatDuration: repeatDuration, autoreverses: autoreverses,
                  fillsBackwards: fillMode == .backwards || fillMode == .both,
                  fillsForwards: fillMode == .forwards || fillMode == .both)
    }

    /// The timing of a UIKit animation: at normal speed, not offset, not
    /// filling forwards (its fill mode is `removed` or `backwards`).
    init(beginTime: Double, duration: Double, repeatCount: Double, autoreverses: Bool, fillsBackwards: Bool) {
        self.init(beginTime: beginTime, duration: duration, speed: 1, timeOffset: 0, repeatCount: repeatCount,
                  repeatDuration: 0, autoreverses: autoreverses, fillsBackwards: fillsBackwards, fillsForwards: false)
    }

    private init(beginTime: Double, duration: Double, speed: Double, timeOffset: Double, repeatCount: Double,
                 repeatDuration: Double, autoreverses: Bool, fillsBackwards: Bool, fillsForwards: Bool) {
        self.beginTime = beginTime
        self.duration = duration > 0 ? duration : 0.25
        self.speed = speed
        self.timeOffset = timeOffset
        self.repeatCount = repeatCount
        self.repeatDuration = repeatDuration
        self.autoreverses = autoreverses
        self.fillsBackwards = fillsBackwards
        self.fillsForwards = fillsForwards
        let iterationDuration = self.duration * (autoreverses ? 2 : 1)
        if repeatDuration > 0 {
            activeDuration = repeatDuration
        } else if repeatCount > 0 {
            activeDuration = repeatCount.isInfinite ? .infinity : iterationDuration * repeatCount
        } else {
            activeDuration = iterationDuration
        }
        isSinglePlainIteration = repeatCount == 0 && repeatDuration == 0 && !autoreverses && timeOffset == 0
    }

    /// Where in its life the animation is at some time.
    enum Phase: Equatable {
        case before, active, after
    }

    /// One sample: seconds into the current iteration (autoreverse folded in),
    /// the fraction of the duration that is, and which iteration it is.
    struct Sample: Equatable {
        var time: Double
        var fraction: Double
        var iteration: Int
    }

    var iterationDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// Seconds since the start of the active period (offset not applied).
    func activeTime(parentTime: Double) -> Double { Self.activeTime(parentTime, beginTime: beginTime, speed: speed) }

    /// `(parentTime − beginTime) × speed`, with a rounding error just before the
    /// start taken as the start: an animation begun "now" (its begin time made by
    /// converting the current time into the layer's) is active at once.
    static func activeTime(_ parentTime: Double, beginTime: Double, speed: Double) -> Double {
        let t = (parentTime - beginTime) * speed
        return t < 0 && t > -1e-9 ? 0 : t
    }

    func phase(parentTime: Double) -> Phase {
        let t = activeTime(parentTime: parentTime)
        if t < 0 { return .before }
        if t >= activeDuration { return .after }
        return .active
    }

    /// The sample at `parentTime`, or nil when the animation has no effect then (fill mode).
    func sample(parentTime: Double) -> Sample? { sample(atActiveTime: activeTime(parentTime: parentTime)) }

    /// The sample `t` seconds after the active period began (before or after
    /// it too), or nil when the animation has no effect then (fill mode).
    func sample(atActiveTime t: Double) -> Sample? {
        // The common case, one plain iteration, needs no iteration arithmetic.
        if isSinglePlainIteration {
            if t < 0 { return fillsBackwards ? Sample(time: 0, fraction: 0, iteration: 0) : nil }
            if t >= duration { return fillsForwards ? Sample(time: duration, fraction: 1, iteration: 0) : nil }
            return Sample(time: t, fraction: t / duration, iteration: 0)
        }
        let active = activeDuration
        var t = t
        if t < 0 {
            guard fillsBackwards else { return nil }
            t = 0
        } else if t >= active {
            guard fillsForwards else { return nil }
            t = active
        }
        return sample(activeTime: t)
    }

    /// The sample `t` seconds into the active period.
    func sample(activeTime t: Double) -> Sample {
        let active = activeDuration
        let iterationLength = iterationDuration
        var local = t + timeOffset
        if active.isFinite, active > 0, local > active {
            local = local.truncatingRemainder(dividingBy: active)
            if local == 0 { local = active }
        }
        guard iterationLength > 0 else { return Sample(time: duration, fraction: 1, iteration: 0) }
        var iteration = (local / iterationLength).rounded(.down)
        var inIteration = local - iteration * iterationLength
        if inIteration <= 1e-12, iteration > 0, local >= active - 1e-12 {
            iteration -= 1
            inIteration = iterationLength
        }
        if autoreverses && inIteration > duration { inIteration = 2 * duration - inIteration }
        return Sample(time: inIteration, fraction: duration > 0 ? inIteration / duration : 1,
                      iteration: Int(iteration))
    }
}
