import Testing
@testable import OpenQuartzCore
import SegueTesting

/// Integrates m·x'' = −k·x − c·x' numerically (RK4, tiny steps): the reference
/// the closed form must match.
private func integrateSpring(mass: Double, stiffness: Double, damping: Double, velocity: Double, until t: Double) -> Double {
    var x = -1.0, v = velocity
    let h = 1e-5
    func a(_ x: Double, _ v: Double) -> Double { (-stiffness * x - damping * v) / mass }
    var time = 0.0
    while time < t - h / 2 {
        let k1x = v, k1v = a(x, v)
        let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        time += h
    }
    return 1 + x
}

@MainActor
@Suite(.checksDiagnostics) struct SpringAnimationTests {
    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0),   // under-damped (ζ = 0.5)
        (1.0, 100.0, 20.0, 0.0),   // critically damped
        (1.0, 100.0, 40.0, 0.0),   // over-damped (ζ = 2)
        (2.0, 300.0, 8.0, 5.0),    // under-damped with initial velocity
        (1.0, 100.0, 20.0, -3.0),  // critical, starting away from the target
        (1.0, 50.0, 30.0, 2.0),    // over-damped with velocity
    ])
    func closedFormMatchesIntegration(mass: Double, stiffness: Double, damping: Double, velocity: Double) {
        let clock = TestClock()
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.mass = mass
        spring.stiffness = stiffness
        spring.damping = damping
        spring.initialVelocity = velocity
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.duration = 5
        layer.add(spring, forKey: "spring")
        for step in 1...12 {
            clock.advance(by: 0.05)
            let expected = 100 * integrateSpring(mass: mass, stiffness: stiffness, damping: damping, velocity: velocity,
                                                 until: Double(step) * 0.05)
            #expect(abs(Double(layer.presentation()!.position.x) - expected) < 1e-4, "t = \(Double(step) * 0.05)")
        }
    }

    @Test func underDampedSpringOvershoots() {
        let clock = TestClock()
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.fromValue = 0.0
        spring.toValue = 1.0
        spring.damping = 5
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "s")
        var peak = 0.0
        for _ in 0..<60 {
            clock.advance(by: 1.0 / 60)
            peak = max(peak, opacity(layer))
        }
        #expect(peak > 1.3)
    }

    @Test func settlingDurationIsWhereTheMotionStaysWithinATenthOfAPercent() {
        let spring = CASpringAnimation()
        spring.damping = 10
        let settling = spring.settlingDuration
        let solver = spring.solver
        #expect(abs(solver.displacement(at: settling - 0.01)) > 0.0009 || abs(solver.displacement(at: settling - 0.05)) > 0.001)
        for step in 0..<200 {
            #expect(abs(solver.displacement(at: settling + Double(step) * 0.01 + 0.002)) <= 0.001)
        }
        // ζ = 0.5, ω₀ = 10: the envelope e^(−5t)·1.155 falls under 1e-3 near 1.41 s.
        #expect(settling > 1.2 && settling < 1.45)
    }

    @Test func perceptualDurationAndBounce() {
        let critical = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(isClose(critical.perceptualDuration, 0.5))
        #expect(isClose(critical.solver.dampingRatio, 1))
        #expect(isClose(critical.duration, critical.settlingDuration))
        let bouncy = CASpringAnimation(perceptualDuration: 1, bounce: 0.3)
        #expect(isClose(bouncy.solver.dampingRatio, 0.7))
        #expect(isClose(Double(bouncy.bounce), 0.3))
        let flat = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        #expect(isClose(flat.solver.dampingRatio, 2))
        #expect(isClose(Double(flat.bounce), -0.5))
    }
}
