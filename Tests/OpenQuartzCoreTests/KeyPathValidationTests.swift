import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.serialized, .checksDiagnostics) struct KeyPathValidationTests {
    @Test func unknownKeyPathIsRejectedWithAMessage() {
        _ = TestClock()
        SegueDiagnostics.clear()
        let layer = CALayer()
        layer.name = "card"
        let animation = CABasicAnimation(keyPath: "positon")
        animation.toValue = CGPoint.zero
        layer.add(animation, forKey: "typo")
        #expect(layer.animationKeys() == nil)
        let message = SegueDiagnostics.messages.last ?? ""
        #expect(message.contains("\"positon\""))
        #expect(message.contains("card"))
        #expect(message.contains("addAnimation"))
    }

    @Test func shapePropertiesAreUnknownOnAPlainLayer() {
        _ = TestClock()
        SegueDiagnostics.clear()
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.toValue = 0.5
        let plain = CALayer()
        plain.add(animation, forKey: "s")
        #expect(plain.animationKeys() == nil)
        #expect(SegueDiagnostics.messages.last?.contains("strokeEnd") == true)
        let shape = CAShapeLayer()
        shape.add(animation, forKey: "s")
        #expect(shape.animationKeys() == ["s"])
    }

    @Test func valuesOfTheWrongTypeAreRejected() {
        _ = TestClock()
        SegueDiagnostics.clear()
        let animation = CABasicAnimation(keyPath: "position")
        animation.toValue = "over there"
        let layer = CALayer()
        layer.add(animation, forKey: "p")
        #expect(layer.animationKeys() == nil)
        #expect(SegueDiagnostics.messages.last?.contains("toValue") == true)
    }

    @Test(arguments: ["bounds.size.width", "bounds.origin", "position.y", "transform.rotation", "transform.scale.x",
                      "transform.translation", "sublayerTransform.rotation.y", "shadowOffset.height", "anchorPoint.x",
                      "hidden", "contentsRect.size", "backgroundColor"])
    func everyDocumentedKeyPathParses(keyPath: String) {
        #expect(AnimatableKeyPath(keyPath) != nil)
    }

    @Test func keyPathsAskedInTurnKeepTheirOwnParse() {
        // More key paths than the parser keeps as recent, asked round after round (and one not animatable).
        let expected: [(String, AnimatableKey?, KeyComponent?)] = [
            ("position", .position, .whole), ("opacity", .opacity, .whole), ("no.such.path", nil, nil),
            ("transform.rotation.z", .transform, .rotationZ), ("bounds.size", .bounds, .size),
            ("position.y", .position, .y), ("transform", .transform, .whole),
        ]
        for _ in 0..<3 {
            for (keyPath, key, component) in expected {
                let parsed = AnimatableKeyPath(keyPath)
                #expect(parsed?.key == key, "\(keyPath)")
                #expect(parsed?.component == component, "\(keyPath)")
            }
        }
    }

    @Test func keyValueAccessToAnimatableProperties() {
        _ = TestClock()
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
        layer.setValue(10.0, forKeyPath: "bounds.size.width")
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(layer.position == CGPoint(x: 3, y: 4))
        #expect(layer.bounds.width == 10)
        #expect(isClose(layer.transform.m12, 1))
        #expect(isClose(layer.value(forKeyPath: "transform.rotation.z") as! Double, Double.pi / 2))
    }
}
