/// The closed-form motion of a damped harmonic oscillator moving from 0 to 1:
/// mass `m`, stiffness `k`, damping `c`, initial velocity `v0` (in units of the
/// whole distance per second, positive towards the target).
struct SpringSolver: Equatable {
    let mass: Double
    let stiffness: Double
    let damping: Double
    let initialVelocity: Double

    /// Undamped angular frequency ω₀ = √(k/m).
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// Damping ratio ζ = c / (2√(km)).
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The position (0 at the start, 1 at rest) `t` seconds in.
    func progress(at t: Double) -> Double { 1 + displacement(at: t) }

    /// The signed distance from the resting point (starts at −1).
    func displacement(at t: Double) -> Double {
        guard t > 0 else { return -1 }
        let omega0 = naturalFrequency
        let zeta = dampingRatio
        let x0 = -1.0
        let v0 = initialVelocity
        if zeta < 1 {
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega0 * t)
            return envelope * (x0 * cos(omegaD * t) + (v0 + zeta * omega0 * x0) / omegaD * sin(omegaD * t))
        } else if zeta == 1 {
            return exp(-omega0 * t) * (x0 + (v0 + omega0 * x0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root)
            let r2 = -omega0 * (zeta + root)
            // x(t) = c1·e^(r1 t) + c2·e^(r2 t), x(0) = x0, x'(0) = v0.
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The time after which the motion stays within 0.1 % of the distance from rest.
    var settlingTime: Double {
        let step = 1.0 / 600
        var lastUnsettled = 0.0
        var t = 0.0
        let limit = 120.0
        var quietRun = 0.0
        while t < limit {
            t += step
            if abs(displacement(at: t)) > 0.001 {
                lastUnsettled = t
                quietRun = 0
            } else {
                quietRun += step
                // Oscillation period bounds how long a quiet stretch must last to be conclusive.
                let period = 2 * Double.pi / max(naturalFrequency, 1e-6)
                if quietRun > max(period, 0.5) { break }
            }
        }
        return lastUnsettled
    }
}
