import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct KeyframeAnimationTests {
    private func run(_ animation: CAKeyframeAnimation, on layer: CALayer = CALayer(),
                     samples: [Double]) -> [CGFloat] {
        let clock = TestClock()
        animation.duration = 1
        layer.add(animation, forKey: "k")
        var result: [CGFloat] = []
        var now = 0.0
        for time in samples {
            clock.advance(by: time - now)
            now = time
            result.append(layer.presentation()!.position.x)
        }
        return result
    }

    @Test func linearWithKeyTimesAndPerSegmentTimingFunctions() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 100.0, 50.0]
        animation.keyTimes = [0, 0.25, 1]
        let values = run(animation, samples: [0.125, 0.25, 0.625])
        #expect(isClose(values[0], 50))
        #expect(isClose(values[1], 100))
        #expect(isClose(values[2], 75))

        let eased = CAKeyframeAnimation(keyPath: "position.x")
        eased.values = [0.0, 100.0, 200.0]
        eased.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let easedValues = run(eased, samples: [0.25, 0.75])
        #expect(isClose(easedValues[0], 100 * CGFloat(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5))))
        #expect(isClose(easedValues[1], 150))
    }

    @Test func evenlySpacedWithoutKeyTimes() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 10.0, 30.0, 60.0]
        let values = run(animation, samples: [1.0 / 6, 0.5, 5.0 / 6])
        #expect(isClose(values[0], 5) && isClose(values[1], 20) && isClose(values[2], 45))
    }

    @Test func discreteHoldsEachValue() {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 10.0, 20.0]
        animation.calculationMode = .discrete
        let values = run(animation, samples: [0.1, 0.34, 0.65, 0.99])
        #expect(values == [0, 10, 10, 20].map { CGFloat($0) } || values == [0, 10, 20, 20].map { CGFloat($0) })
        #expect(values[0] == 0 && values[1] == 10 && values[3] == 20)

        let timed = CAKeyframeAnimation(keyPath: "position.x")
        timed.values = [0.0, 10.0, 20.0]
        timed.keyTimes = [0, 0.5, 0.75, 1]
        timed.calculationMode = .discrete
        #expect(run(timed, samples: [0.45, 0.55, 0.8]) == [0, 10, 20])
    }

    @Test func pacedMovesAtConstantSpeedIgnoringKeyTimes() {
        // R8.9: paced moves at an even pace, ignoring the key times (the Core Animation mode UIKit's .calculationModePaced uses).
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 10.0, 100.0]
        animation.keyTimes = [0, 0.5, 1]
        animation.calculationMode = .paced
        let values = run(animation, samples: [0.05, 0.5, 0.75])
        #expect(isClose(values[0], 5) && isClose(values[1], 50) && isClose(values[2], 75))
    }

    @Test func cubicPassesThroughTheValuesAsACatmullRomSpline() {
        // R8.9: cubic is a Catmull-Rom spline through the values (UIKit's .calculationModeCubic).
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0.0, 10.0, 0.0, 10.0]
        animation.calculationMode = .cubic
        let third = 1.0 / 3
        let values = run(animation, samples: [third, third * 1.5, 2 * third])
        #expect(isClose(values[0], 10))
        #expect(isClose(values[2], 0))
        // Catmull-Rom midpoint between p1 = 10 and p2 = 0 with p0 = 0, p3 = 10:
        // 0.5·(p1 + p2) + 0.125·(p1 − p0 − p3 + p2)... = 5 here by symmetry, with tangents ±0.
        #expect(isClose(values[1], 5))
        // A segment whose neighbours lean the same way bulges: p = [0, 0, 10, 10] at u = 0.25.
        let bulge = CAKeyframeAnimation(keyPath: "position.x")
        bulge.values = [0.0, 0.0, 10.0, 20.0]
        bulge.calculationMode = .cubic
        let u = 0.25
        // Hermite with m1 = (10 − 0)/2 = 5, m2 = (20 − 0)/2 = 10 between 0 and 10.
        let h10 = u * u * u - 2 * u * u + u, h01 = -2 * u * u * u + 3 * u * u, h11 = u * u * u - u * u
        let expected = h10 * 5 + h01 * 10 + h11 * 10
        #expect(isClose(run(bulge, samples: [third + u * third])[0], CGFloat(expected)))
    }

    @Test func pathAnimationFollowsTheCurveAndRotates() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.rotationMode = .rotateAuto
        animation.duration = 1
        let clock = TestClock()
        let layer = CALayer()
        layer.add(animation, forKey: "p")
        clock.advance(by: 0.25)
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 0))
        #expect(isClose(layer.presentation()!.transform.m11, 1))
        clock.advance(by: 0.5)
        let p = layer.presentation()!
        #expect(isClose(p.position.x, 100) && isClose(p.position.y, 50))
        #expect(isClose(p.transform.m12, 1), "heading down (+y): rotated by 90°")

        // A quarter circle, paced: constant angular speed.
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let paced = CAKeyframeAnimation(keyPath: "position")
        paced.path = arc
        paced.calculationMode = .paced
        paced.duration = 1
        let onArc = CALayer()
        onArc.add(paced, forKey: "arc")
        clock.advance(by: 0.5)
        let point = onArc.presentation()!.position
        #expect(abs(point.x - 100 * cos(.pi / 4)) < 0.2 && abs(point.y - 100 * sin(.pi / 4)) < 0.2)
    }
}

@MainActor
@Suite(.checksDiagnostics) struct AnimationGroupTests {
    @Test func childrenRunInTheGroupsTimeAndAreCutOffByItsDuration() {
        let clock = TestClock()
        let layer = CALayer()
        let log = EventLog()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 100.0
        move.duration = 2
        let fade = opacityAnimation(from: 1, to: 0, duration: 0.5)
        fade.beginTime = 0.5
        fade.fillMode = .both
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 1
        group.delegate = RecordingDelegate("group", log: log)
        layer.add(group, forKey: "g")
        clock.advance(by: 0.25)
        #expect(isClose(layer.presentation()!.position.x, 12.5))
        #expect(isClose(opacity(layer), 1), "the delayed child fills backwards")
        clock.advance(by: 0.5)
        #expect(isClose(opacity(layer), 0.5))
        #expect(log.events == ["group.start"])
        clock.advance(by: 0.5)
        #expect(log.events == ["group.start", "group.stop(true)"], "the group ends at its own duration")
        #expect(layer.presentation()!.position.x == 0)
    }
}
