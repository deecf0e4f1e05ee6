import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct Transform3DTests {
    private func expectClose(_ a: CATransform3D, _ b: CATransform3D, _ tolerance: CGFloat = 1e-9,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        for (x, y) in zip(a.rows.flatMap { $0 }, b.rows.flatMap { $0 }) {
            #expect(abs(x - y) <= tolerance, "\(a) vs \(b)", sourceLocation: sourceLocation)
        }
    }

    @Test func constructorsAndPredicates() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        let affine = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 5, y: 7).scaledBy(x: 2, y: 3)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == affine)
        expectClose(CATransform3DMakeRotation(0.3, 0, 0, 1), CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
    }

    @Test func concatenationAppliesTheFirstArgumentFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        let p = CATransform3DConcat(scale, move).apply(to: (1, 1, 0))
        #expect(p.x == 12 && p.y == 2)
        let q = CATransform3DTranslate(scale, 10, 0, 0).apply(to: (1, 1, 0))
        #expect(q.x == 22, "Translate applies the translation before the existing transform")
        expectClose(CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        expectClose(CATransform3DScale(move, 2, 3, 4), CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), move))
    }

    @Test func concatenationOf2DMapsIsTheMatrixProduct() {
        // Rotated, sheared, scaled and moved 2-D maps (the fast path), against a plain 4×4 product.
        var a = CATransform3DTranslate(CATransform3DMakeRotation(0.6, 0, 0, 1), 7, -4, 0)
        a.m21 = 0.3
        let b = CATransform3DTranslate(CATransform3DScale(CATransform3DMakeRotation(-1.1, 0, 0, 1), 1.5, 0.75, 1), -12, 9, 0)
        func product(_ x: CATransform3D, _ y: CATransform3D) -> [[CGFloat]] {
            (0..<4).map { row in (0..<4).map { column in (0..<4).reduce(0) { $0 + x.rows[row][$1] * y.rows[$1][column] } } }
        }
        for (x, y) in [(a, b), (b, a), (a, CATransform3DIdentity), (CATransform3DIdentity, b)] {
            expectClose(CATransform3DConcat(x, y), CATransform3D(rows: product(x, y)), 1e-12)
        }
    }

    @Test func concatenatingTheInverseOfAScaleAndTranslation() {
        // p·x = (2p + 30, 3p + 5); then y⁻¹ undoes y = (4p − 10, 0.5p + 4): ((2p + 40) / 4, (3p + 1) / 0.5).
        let x = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(30, 5, 0))
        let y = CATransform3DConcat(CATransform3DMakeScale(4, 0.5, 1), CATransform3DMakeTranslation(-10, 4, 0))
        var expected = CATransform3DMakeScale(0.5, 6, 1)
        expected.m41 = 10
        expected.m42 = 2
        expectClose(x.concatenatingInverse(of: y), expected, 1e-12)
        // A slide over a slide: the offset between them.
        let slide = x.concatenatingInverse(of: y)
        expectClose(CATransform3DConcat(slide, y), x, 1e-12)
        expectClose(CATransform3DMakeTranslation(-130, 0, 0).concatenatingInverse(of: CATransform3DIdentity),
                    CATransform3DMakeTranslation(-130, 0, 0), 0)
    }

    @Test(arguments: [
        CATransform3DMakeRotation(0.4, 0, 0, 1),
        CATransform3DMakeScale(-1, 1, 1),
        CATransform3DMakeScale(0, 2, 1),
        { var t = CATransform3DMakeTranslation(3, 4, 0); t.m34 = -1 / 500; return t }(),
    ])
    func concatenatingTheInverseOfAnyOtherTransformIsTheGeneralProduct(other: CATransform3D) {
        let x = CATransform3DConcat(CATransform3DMakeScale(2, 3, 1), CATransform3DMakeTranslation(30, 5, 0))
        expectClose(x.concatenatingInverse(of: other), CATransform3DConcat(x, CATransform3DInvert(other)), 1e-12)
        expectClose(other.concatenatingInverse(of: x), CATransform3DConcat(other, CATransform3DInvert(x)), 1e-12)
    }

    @Test func inversion() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(5, -3, 2), 0.7, 1, 1, 0)
        t.m34 = -1 / 400
        expectClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, 1e-12)
        let singular = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DInvert(singular) == singular, "a singular matrix comes back unchanged")
    }

    /// A 2-D map's inverse, worked by hand: x' = 2x − y + 10, y' = x + 3y − 4 (determinant 7)
    /// gives x = (3x' + y' − 26) / 7, y = (−x' + 2y' + 18) / 7. Its third row and column stay the identity's.
    @Test func inversionOfAPlaneMap() {
        let map = CATransform3D(m11: 2, m12: 1, m13: 0, m14: 0, m21: -1, m22: 3, m23: 0, m24: 0,
                                m31: 0, m32: 0, m33: 1, m34: 0, m41: 10, m42: -4, m43: 0, m44: 1)
        let expected = CATransform3D(m11: 3.0 / 7, m12: -1.0 / 7, m13: 0, m14: 0, m21: 1.0 / 7, m22: 2.0 / 7, m23: 0, m24: 0,
                                     m31: 0, m32: 0, m33: 1, m34: 0, m41: -26.0 / 7, m42: 18.0 / 7, m43: 0, m44: 1)
        expectClose(CATransform3DInvert(map), expected, 1e-12)
        let flat = CATransform3DMakeAffineTransform(CGAffineTransform(a: 2, b: 4, c: 1, d: 2, tx: 5, ty: 5))
        #expect(CATransform3DInvert(flat) == flat, "a singular plane map comes back unchanged")
    }

    @Test(arguments: [
        CATransform3DMakeRotation(0.5, 0, 0, 1),
        CATransform3DMakeRotation(2.5, 1, 0, 0),
        CATransform3DMakeRotation(-1.2, 0.3, 1, 0.2),
        CATransform3DTranslate(CATransform3DScale(CATransform3DMakeRotation(0.8, 0, 1, 0), 2, 0.5, 1), 10, 20, 30),
        { var t = CATransform3DMakeRotation(.pi / 4, 0, 1, 0); t.m34 = -1 / 500; return t }(),
        CATransform3DMakeScale(-1, 1, 1),
    ])
    func decompositionRoundTrips(t: CATransform3D) {
        let parts = DecomposedTransform(t)!
        expectClose(parts.transform, t, 1e-9)
    }

    @Test func eulerAnglesOfSingleAxisRotations() {
        #expect(isClose(DecomposedTransform(CATransform3DMakeRotation(0.4, 1, 0, 0))!.eulerAngles.x, 0.4))
        #expect(isClose(DecomposedTransform(CATransform3DMakeRotation(0.4, 0, 1, 0))!.eulerAngles.y, 0.4))
        #expect(isClose(DecomposedTransform(CATransform3DMakeRotation(-2, 0, 0, 1))!.eulerAngles.z, -2))
    }

    @Test func scaleFromZeroInterpolates() {
        let middle = AnimationValue.interpolateTransforms(CATransform3DMakeScale(0, 0, 1), CATransform3DIdentity, 0.5)
        expectClose(middle, CATransform3DMakeScale(0.5, 0.5, 1))
    }
}
