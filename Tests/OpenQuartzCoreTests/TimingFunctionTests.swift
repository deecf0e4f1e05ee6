import Testing
@testable import OpenQuartzCore
import SegueTesting

/// Reference: SegueTesting's bisection solver, independent of the implementation's Newton solver.
private func referenceProgress(_ c1: (Double, Double), _ c2: (Double, Double), _ x: Double) -> Double {
    ReferenceTimingCurve((c1.0, c1.1), (c2.0, c2.1)).progress(at: x)
}

@MainActor
@Suite(.checksDiagnostics) struct TimingFunctionTests {
    @Test(arguments: [
        (CAMediaTimingFunctionName.default, (0.25, 0.1), (0.25, 1.0)),
        (.easeIn, (0.42, 0.0), (1.0, 1.0)),
        (.easeOut, (0.0, 0.0), (0.58, 1.0)),
        (.easeInEaseOut, (0.42, 0.0), (0.58, 1.0)),
        (.linear, (0.0, 0.0), (1.0, 1.0)),
    ])
    func namedCurvesUseApplesControlPointsAndSolveTo1e6(name: CAMediaTimingFunctionName, c1: (Double, Double), c2: (Double, Double)) {
        let function = CAMediaTimingFunction(name: name)
        var point = [Float](repeating: 0, count: 2)
        function.getControlPoint(at: 1, values: &point)
        #expect(point == [Float(c1.0), Float(c1.1)])
        function.getControlPoint(at: 2, values: &point)
        #expect(point == [Float(c2.0), Float(c2.1)])
        for step in 0...200 {
            let x = Double(step) / 200
            let expected = referenceProgress(c1, c2, x)
            #expect(abs(function.progress(at: x) - expected) < 1e-6, "x = \(x)")
        }
    }

    @Test func customCurveIncludingOvershoot() {
        let function = CAMediaTimingFunction(controlPoints: 0.5, -0.4, 0.5, 1.4)
        for step in 0...100 {
            let x = Double(step) / 100
            #expect(abs(function.progress(at: x) - referenceProgress((0.5, -0.4), (0.5, 1.4), x)) < 1e-6)
        }
        #expect(function.progress(at: 0.1) < 0, "the curve dips below 0 early on")
        #expect(function.progress(at: 0.9) > 1, "and overshoots 1 late")
    }

    @Test func endpointsAreExact() {
        for name in [CAMediaTimingFunctionName.default, .easeIn, .easeOut, .easeInEaseOut] {
            let function = CAMediaTimingFunction(name: name)
            #expect(function.progress(at: 0) == 0)
            #expect(abs(function.progress(at: 1) - 1) < 1e-12)
        }
    }

    @Test func easeInEaseOutDrivesAnAnimation() {
        let clock = TestClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "fade")
        clock.advance(by: 0.25)
        let expected = referenceProgress((0.42, 0), (0.58, 1), 0.25)
        #expect(abs(Double(layer.presentation()!.opacity) - expected) < 1e-6)
    }
}
