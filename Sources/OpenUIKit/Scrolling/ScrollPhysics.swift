/// UIKit's scrolling formulas, one axis at a time: deceleration that loses a
/// fixed fraction of its velocity every millisecond, rubber-banding past an
/// edge, and the spring that brings an overscrolled offset back.
enum ScrollPhysics {
    /// How far past an edge the content shows when dragged `overshoot` points
    /// past it in a view `dimension` long: UIKit's (1 − 1 ÷ (x·c ÷ d + 1))·d, c = 0.55.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(overshoot) * 0.55 / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The distance a deceleration covers from `velocity` (points per
    /// millisecond) at `rate` per millisecond: v·r ÷ (1 − r), the sum of every
    /// millisecond's step.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity * rate / (1 - rate)
    }

    /// The distance covered `milliseconds` into a deceleration from `velocity`.
    static func distance(after milliseconds: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity * rate * (1 - pow(rate, milliseconds)) / (1 - rate)
    }

    /// The velocity `milliseconds` into a deceleration.
    static func velocity(after milliseconds: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        velocity * pow(rate, milliseconds)
    }

    /// A deceleration is over once the velocity drops below this (points per millisecond).
    static let restingVelocity: CGFloat = 0.01

    /// The angular frequency of the critically damped spring that returns an
    /// overscrolled offset to the edge (settles in about half a second).
    static let bounceFrequency: CGFloat = 2 * .pi / 0.5

    /// A critically damped spring from `displacement` (points from rest) and
    /// `velocity` (points per second), `time` seconds on: (displacement, velocity).
    static func bounce(displacement: CGFloat, velocity: CGFloat, time: CGFloat) -> (CGFloat, CGFloat) {
        let w = bounceFrequency
        let b = velocity + w * displacement
        let decay = exp(-w * time)
        let position = (displacement + b * time) * decay
        let speed = (b - w * (displacement + b * time)) * decay
        return (position, speed)
    }
}
