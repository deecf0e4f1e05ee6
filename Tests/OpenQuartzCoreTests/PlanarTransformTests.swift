import Testing
@testable import OpenQuartzCore
import SegueTesting

/// The planar blend the evaluator uses for transforms that turn about z only
/// must give the matrix the general decomposed blend gives.
@MainActor
@Suite(.checksDiagnostics) struct PlanarTransformTests {
    private func planarTransform(angle: CGFloat, scale: (CGFloat, CGFloat), skew: CGFloat, move: (CGFloat, CGFloat)) -> CATransform3D {
        let affine = CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: 0, ty: 0)
            .concatenating(CGAffineTransform(scaleX: scale.0, y: scale.1))
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: move.0, y: move.1))
        return CATransform3DMakeAffineTransform(affine)
    }

    @Test func blendsLikeTheDecomposedBlend() throws {
        var generator = SplitMix64(seed: 12)
        var checked = 0, notPlanar = 0
        for _ in 0..<400 {
            func random(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &generator) }
            let a = planarTransform(angle: random(-3.2...3.2), scale: (random(0.2...3), random(0.2...3)), skew: random(-0.5...0.5),
                                    move: (random(-100...100), random(-100...100)))
            let b = planarTransform(angle: random(-3.2...3.2), scale: (random(0.2...3), random(0.2...3)), skew: random(-0.5...0.5),
                                    move: (random(-100...100), random(-100...100)))
            let da = try #require(DecomposedTransform(a)), db = try #require(DecomposedTransform(b))
            // Rounding can leave a turn about y of 1e−8 in the decomposition: such a
            // transform is not planar and keeps the general blend.
            guard let pa = PlanarTransform(da), let pb = PlanarTransform(db) else {
                notPlanar += 1
                continue
            }
            // Springs overshoot: fractions outside 0…1 extrapolate the same way.
            for fraction in [-0.3, 0, 0.25, 0.5, 0.8, 1, 1.2] {
                let expected = DecomposedTransform.interpolate(da, db, fraction).transform
                let planar = PlanarTransform.interpolate(pa, pb, fraction)
                for (x, y) in zip(planar.rows.flatMap { $0 }, expected.rows.flatMap { $0 }) {
                    #expect(abs(x - y) <= 1e-9 * max(1, abs(y)), "\(a) → \(b) at \(fraction)")
                }
                checked += 1
            }
        }
        #expect(notPlanar < 200, "most planar transforms decompose as planar: \(notPlanar) did not")
        #expect(checked == (400 - notPlanar) * 7)
    }

    @Test func aQuarterTurnHalfWayIsAnEighthTurn() throws {
        let a = try #require(DecomposedTransform(CATransform3DIdentity).flatMap(PlanarTransform.init))
        let b = try #require(DecomposedTransform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)).flatMap(PlanarTransform.init))
        let half = PlanarTransform.interpolate(a, b, 0.5)
        let root = (0.5 as CGFloat).squareRoot()
        #expect(abs(half.m11 - root) < 1e-12 && abs(half.m12 - root) < 1e-12 && abs(half.m21 + root) < 1e-12)
    }

    @Test func transformsOutOfThePlaneAreNotPlanar() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(try PlanarTransform(#require(DecomposedTransform(CATransform3DMakeRotation(0.5, 1, 0, 0)))) == nil)
        #expect(try PlanarTransform(#require(DecomposedTransform(perspective))) == nil)
    }
}
