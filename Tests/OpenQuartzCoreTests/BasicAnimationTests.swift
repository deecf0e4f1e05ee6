import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct BasicAnimationTests {
    /// Runs a 1 s linear position.x animation on a layer whose model x is 100,
    /// and returns the presentation x at 0.5 s.
    private func midpoint(from: Any?, to: Any?, by: Any?, additive: Bool = false) -> CGFloat {
        let clock = TestClock()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.isAdditive = additive
        animation.duration = 1
        layer.add(animation, forKey: "x")
        clock.advance(by: 0.5)
        return layer.presentation()!.position.x
    }

    @Test func fromToByCombinationsAsAppleDocuments() {
        #expect(isClose(midpoint(from: 0.0, to: 10.0, by: nil), 5), "from → to")
        #expect(isClose(midpoint(from: 0.0, to: nil, by: 10.0), 5), "from → from + by")
        #expect(isClose(midpoint(from: nil, to: 20.0, by: 10.0), 15), "to − by → to")
        #expect(isClose(midpoint(from: 0.0, to: nil, by: nil), 50), "from → current")
        #expect(isClose(midpoint(from: nil, to: 200.0, by: nil), 150), "current → to")
        #expect(isClose(midpoint(from: nil, to: nil, by: 10.0), 105), "current → current + by")
        #expect(isClose(midpoint(from: nil, to: nil, by: nil), 100), "current → current")
        #expect(isClose(midpoint(from: -10.0, to: 10.0, by: nil, additive: true), 100), "additive adds to the model")
    }

    @Test func additiveAnimationsStack() {
        let clock = TestClock()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        for (key, offset) in [("a", CGPoint(x: 10, y: 0)), ("b", CGPoint(x: 0, y: 20))] {
            let animation = CABasicAnimation(keyPath: "position")
            animation.fromValue = offset
            animation.toValue = CGPoint.zero
            animation.isAdditive = true
            animation.duration = 1
            layer.add(animation, forKey: key)
        }
        clock.advance(by: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 105, y: 110))
        #expect(layer.position == CGPoint(x: 100, y: 100), "the model value does not change")
    }

    @Test func cumulativeRepeatsBuildOnEachOther() {
        let clock = TestClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0.0
        animation.toValue = 10.0
        animation.duration = 1
        animation.repeatCount = 3
        animation.isCumulative = true
        layer.add(animation, forKey: "x")
        clock.advance(by: 2.5)
        #expect(isClose(layer.presentation()!.position.x, 25))
    }

    @Test func everyValueKindInterpolates() {
        let clock = TestClock()
        let shape = CAShapeLayer()
        let animations: [(String, Any, Any)] = [
            ("bounds", CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 10, y: 10, width: 30, height: 40)),
            ("backgroundColor", CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0)),
            ("shadowOffset", CGSize(width: 0, height: 0), CGSize(width: 4, height: 8)),
            ("strokeEnd", 0.0, 1.0),
            ("lineWidth", 1.0, 3.0),
        ]
        for (keyPath, from, to) in animations {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            shape.add(animation, forKey: keyPath)
        }
        clock.advance(by: 0.5)
        let p = shape.presentation()!
        #expect(p.bounds == CGRect(x: 5, y: 5, width: 20, height: 30))
        #expect(p.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 0.5))
        #expect(p.shadowOffset == CGSize(width: 2, height: 4))
        #expect(isClose(p.strokeEnd, 0.5))
        #expect(isClose(p.lineWidth, 2))
    }

    @Test func pathsWithTheSameElementsMorph() {
        let clock = TestClock()
        let shape = CAShapeLayer()
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        animation.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 30, height: 50), transform: nil)
        animation.duration = 1
        shape.add(animation, forKey: "path")
        clock.advance(by: 0.5)
        #expect(shape.presentation()!.path!.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func rotationTurnsThroughTheMiddleInsteadOfShearing() {
        let clock = TestClock()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        animation.duration = 1
        layer.add(animation, forKey: "t")
        clock.advance(by: 0.5)
        let t = layer.presentation()!.transform
        let expected = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        for (a, b) in zip(t.rows.flatMap { $0 }, expected.rows.flatMap { $0 }) { #expect(isClose(a, b)) }
    }

    @Test func transformRotationKeyPathSpinsAFullTurnAndKeepsScale() {
        let clock = TestClock()
        let layer = CALayer()
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        let animation = CABasicAnimation(keyPath: "transform.rotation.z")
        animation.fromValue = 0.0
        animation.toValue = 2 * Double.pi
        animation.duration = 1
        layer.add(animation, forKey: "spin")
        clock.advance(by: 0.5)
        let t = layer.presentation()!.transform
        #expect(isClose(t.m11, -2) && isClose(t.m22, -2), "half-way through a full turn is 180°, scale kept: \(t)")
        #expect(isClose((layer.presentation()!.value(forKeyPath: "transform.scale") as! Double), 2.0 * 2 / 3 + 1.0 / 3))
    }

    @Test func transformScaleAndTranslationKeyPaths() {
        let clock = TestClock()
        let layer = CALayer()
        let scale = CABasicAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.0
        scale.toValue = 1.0
        scale.duration = 1
        layer.add(scale, forKey: "scale")
        let move = CABasicAnimation(keyPath: "transform.translation.y")
        move.fromValue = 100.0
        move.toValue = 0.0
        move.duration = 1
        layer.add(move, forKey: "move")
        clock.advance(by: 0.5)
        let t = layer.presentation()!.transform
        #expect(isClose(t.m11, 0.5) && isClose(t.m22, 0.5) && isClose(t.m42, 50))
    }
}

@MainActor
@Suite(.checksDiagnostics) struct RotationKeyPathTests {
    @Test func halfTurnAboutYContinuesAboutY() {
        // A layer already turned half-way round y, animated on "transform.rotation.y"
        // from π to 2π: the flip card pattern. The other angles must stay 0.
        let clock = TestClock()
        let layer = CALayer()
        layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let flip = CABasicAnimation(keyPath: "transform.rotation.y")
        flip.fromValue = Double.pi
        flip.toValue = 2 * Double.pi
        flip.duration = 1
        layer.add(flip, forKey: "flip")
        clock.advance(by: 0.5)
        let t = layer.presentation()!.transform
        let expected = CATransform3DMakeRotation(1.5 * .pi, 0, 1, 0)
        for (a, b) in zip(t.rows.flatMap { $0 }, expected.rows.flatMap { $0 }) { #expect(isClose(a, b), "\(t)") }
        #expect(isClose(layer.value(forKeyPath: "transform.rotation.y") as! Double, Double.pi))
    }
}
