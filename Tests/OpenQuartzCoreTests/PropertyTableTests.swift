import Testing
@testable import OpenQuartzCore
import SegueTesting

/// The property table is the only place that ties a Core Animation name to a
/// stored field. These tests reach every property through its public accessor
/// (written by hand, independently of the table) and through its key path.
@MainActor
@Suite(.checksDiagnostics) struct PropertyTableTests {
    /// A new value of each property, distinct from its default, and how to read it back through the public accessor.
    private struct Probe {
        let keyPath: String
        let layer: () -> CALayer
        let value: Any
        let read: (CALayer) -> Any?
    }

    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let square = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)

    private var probes: [Probe] {
        let base = { CALayer() }, shape = { CAShapeLayer() as CALayer }
        let gradient = { CAGradientLayer() as CALayer }, text = { CATextLayer() as CALayer }
        return [
            Probe(keyPath: "bounds", layer: base, value: CGRect(x: 1, y: 2, width: 3, height: 4), read: { $0.bounds }),
            Probe(keyPath: "position", layer: base, value: CGPoint(x: 5, y: 6), read: { $0.position }),
            Probe(keyPath: "anchorPoint", layer: base, value: CGPoint(x: 0.1, y: 0.9), read: { $0.anchorPoint }),
            Probe(keyPath: "anchorPointZ", layer: base, value: CGFloat(7), read: { $0.anchorPointZ }),
            Probe(keyPath: "zPosition", layer: base, value: CGFloat(8), read: { $0.zPosition }),
            Probe(keyPath: "opacity", layer: base, value: Float(0.25), read: { $0.opacity }),
            Probe(keyPath: "hidden", layer: base, value: true, read: { $0.isHidden }),
            Probe(keyPath: "masksToBounds", layer: base, value: true, read: { $0.masksToBounds }),
            Probe(keyPath: "backgroundColor", layer: base, value: Self.red, read: { $0.backgroundColor }),
            Probe(keyPath: "cornerRadius", layer: base, value: CGFloat(9), read: { $0.cornerRadius }),
            Probe(keyPath: "borderWidth", layer: base, value: CGFloat(10), read: { $0.borderWidth }),
            Probe(keyPath: "borderColor", layer: base, value: Self.red, read: { $0.borderColor }),
            Probe(keyPath: "shadowColor", layer: base, value: Self.red, read: { $0.shadowColor }),
            Probe(keyPath: "shadowOpacity", layer: base, value: Float(0.5), read: { $0.shadowOpacity }),
            Probe(keyPath: "shadowOffset", layer: base, value: CGSize(width: 11, height: 12), read: { $0.shadowOffset }),
            Probe(keyPath: "shadowRadius", layer: base, value: CGFloat(13), read: { $0.shadowRadius }),
            Probe(keyPath: "shadowPath", layer: base, value: Self.square, read: { $0.shadowPath }),
            Probe(keyPath: "transform", layer: base, value: CATransform3DMakeScale(2, 3, 1), read: { $0.transform }),
            Probe(keyPath: "sublayerTransform", layer: base, value: CATransform3DMakeTranslation(4, 5, 0),
                  read: { $0.sublayerTransform }),
            Probe(keyPath: "contentsRect", layer: base, value: CGRect(x: 0.5, y: 0, width: 0.5, height: 1),
                  read: { $0.contentsRect }),
            Probe(keyPath: "path", layer: shape, value: Self.square, read: { ($0 as! CAShapeLayer).path }),
            Probe(keyPath: "fillColor", layer: shape, value: Self.red, read: { ($0 as! CAShapeLayer).fillColor }),
            Probe(keyPath: "strokeColor", layer: shape, value: Self.red, read: { ($0 as! CAShapeLayer).strokeColor }),
            Probe(keyPath: "lineWidth", layer: shape, value: CGFloat(14), read: { ($0 as! CAShapeLayer).lineWidth }),
            Probe(keyPath: "strokeStart", layer: shape, value: CGFloat(0.2), read: { ($0 as! CAShapeLayer).strokeStart }),
            Probe(keyPath: "strokeEnd", layer: shape, value: CGFloat(0.7), read: { ($0 as! CAShapeLayer).strokeEnd }),
            Probe(keyPath: "lineDashPhase", layer: shape, value: CGFloat(15), read: { ($0 as! CAShapeLayer).lineDashPhase }),
            Probe(keyPath: "miterLimit", layer: shape, value: CGFloat(16), read: { ($0 as! CAShapeLayer).miterLimit }),
            Probe(keyPath: "startPoint", layer: gradient, value: CGPoint(x: 0.3, y: 0.4),
                  read: { ($0 as! CAGradientLayer).startPoint }),
            Probe(keyPath: "endPoint", layer: gradient, value: CGPoint(x: 0.6, y: 0.8), read: { ($0 as! CAGradientLayer).endPoint }),
            Probe(keyPath: "colors", layer: gradient, value: [Self.red, Self.red],
                  read: { ($0 as! CAGradientLayer).colors?.map { $0 as! CGColor } }),
            Probe(keyPath: "locations", layer: gradient, value: [0.25, 0.75],
                  read: { ($0 as! CAGradientLayer).locations?.map(\.doubleValue) }),
            Probe(keyPath: "fontSize", layer: text, value: CGFloat(17), read: { ($0 as! CATextLayer).fontSize }),
            Probe(keyPath: "foregroundColor", layer: text, value: Self.red, read: { ($0 as! CATextLayer).foregroundColor }),
            Probe(keyPath: "curlProgress", layer: { PageCurlLayer() as CALayer }, value: CGFloat(0.5),
                  read: { ($0 as! PageCurlLayer).curlProgress }),
        ]
    }

    private func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (let a as CGRect, let b as CGRect): a == b
        case (let a as CGPoint, let b as CGPoint): a == b
        case (let a as CGSize, let b as CGSize): a == b
        case (let a as CGFloat, let b as CGFloat): a == b
        case (let a as Float, let b as Float): a == b
        case (let a as Double, let b as CGFloat), (let b as CGFloat, let a as Double): CGFloat(a) == b
        case (let a as Double, let b as Float), (let b as Float, let a as Double): Float(a) == b
        case (let a as [CGColor], let b as [CGColor]): a == b
        case (let a as [Double], let b as [Double]): a == b
        case (let a as Bool, let b as Bool): a == b
        case (let a as CATransform3D, let b as CATransform3D): a == b
        case (let a as CGColor, let b as CGColor): a == b
        case (let a as CGPath, let b as CGPath): a === b
        default: false
        }
    }

    @Test func everyKeyPathReachesItsOwnField() {
        _ = TestClock()
        for probe in probes {
            let layer = probe.layer()
            let before = probe.read(layer)
            layer.setValue(probe.value, forKeyPath: probe.keyPath)
            #expect(same(probe.value, probe.read(layer)), "setValue(forKeyPath: \"\(probe.keyPath)\") sets the property")
            #expect(!same(before, probe.read(layer)), "\(probe.keyPath): the probe value differs from the default")
            #expect(same(probe.read(layer), layer.value(forKeyPath: probe.keyPath)), "value(forKeyPath: \"\(probe.keyPath)\")")
            // Only that field changed: every other probe still reads its default.
            let fresh = probe.layer()
            for other in probes where other.keyPath != probe.keyPath && type(of: other.layer()) == type(of: layer) {
                #expect(same(other.read(fresh), other.read(layer)) || (other.read(fresh) == nil && other.read(layer) == nil),
                        "setting \(probe.keyPath) left \(other.keyPath) alone")
            }
        }
        #expect(Set(probes.map(\.keyPath)).count + 1 == AnimatableKey.allCases.count,
                "every declared property but contents (an image) is probed")
    }

    /// Numbers and points are written by the per-frame kernels straight into
    /// their fields: each lands where its public accessor reads, and nowhere else.
    @Test func animatedNumbersAndPointsLandInTheirFields() {
        let clock = TestClock()
        for probe in probes {
            let layer = probe.layer()
            let animation = CABasicAnimation(keyPath: probe.keyPath)
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            // From zero to twice the probe value: the expected value at fraction f is 2 f × value.
            let expected: (Double) -> Any
            switch probe.value {
            case let number as CGFloat:
                (animation.fromValue, animation.toValue) = (0.0, Double(number) * 2)
                expected = { CGFloat($0 * 2) * number }
            case let number as Float:
                (animation.fromValue, animation.toValue) = (0.0, Double(number) * 2)
                expected = { Float($0 * 2) * number }
            case let point as CGPoint:
                (animation.fromValue, animation.toValue) = (CGPoint.zero, CGPoint(x: point.x * 2, y: point.y * 2))
                expected = { CGPoint(x: CGFloat($0 * 2) * point.x, y: CGFloat($0 * 2) * point.y) }
            default:
                continue
            }
            layer.add(animation, forKey: "probe")
            clock.advance(by: 0.3)
            // Added at the clock's time, linear over 1 s: 0.3 of the way after 0.3 s.
            let fraction = 0.3
            // The frame's presentation, read through the public accessors of a layer holding it as its model.
            let reader = probe.layer()
            reader.modelValues = layer.presentationStorage
            #expect(isNearly(probe.read(reader), expected(fraction)), "\(probe.keyPath) animates in its own field")
            let untouched = probe.layer()
            for other in probes where other.keyPath != probe.keyPath && type(of: other.layer()) == type(of: layer) {
                #expect(same(other.read(untouched), other.read(reader)) || (other.read(untouched) == nil && other.read(reader) == nil),
                        "animating \(probe.keyPath) left \(other.keyPath) alone")
            }
        }
    }

    private func isNearly(_ a: Any?, _ b: Any) -> Bool {
        switch (a, b) {
        case (let a as CGFloat, let b as CGFloat): abs(a - b) < 1e-6
        case (let a as Float, let b as Float): abs(a - b) < 1e-5
        case (let a as CGPoint, let b as CGPoint): abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
        default: false
        }
    }
}
