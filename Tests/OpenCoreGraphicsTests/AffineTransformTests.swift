import Testing
import OpenCoreGraphics

@Suite struct AffineTransformTests {
    @Test func constructorsMatchCoreGraphics() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(translationX: 3, y: 4) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 3) == CGAffineTransform(2, 0, 0, 3, 0, 0))
        let rotation = CGAffineTransform(rotationAngle: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(rotation)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12, "x turns towards +y")
    }

    @Test func methodsPrependTheirOperation() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0), "translate first, then scale")
        let u = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 12, y: 2))
        let r = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        let q = CGPoint(x: 1, y: 0).applying(r)
        #expect(abs(q.x - 4) < 1e-12 && abs(q.y) < 1e-12)
    }

    @Test func concatenationOrderAndInverse() {
        let a = CGAffineTransform(scaleX: 2, y: 3)
        let b = CGAffineTransform(translationX: 1, y: 1)
        #expect(CGPoint(x: 1, y: 1).applying(a.concatenating(b)) == CGPoint(x: 3, y: 4))
        let t = CGAffineTransform(rotationAngle: 0.7).translatedBy(x: 3, y: -2).scaledBy(x: 2, y: 0.5)
        let round = t.concatenating(t.inverted())
        for (x, y) in [(round.a, 1.0), (round.b, 0), (round.c, 0), (round.d, 1), (round.tx, 0), (round.ty, 0)] {
            #expect(abs(x - CGFloat(y)) < 1e-12)
        }
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizesAndRectsApplying() {
        let t = CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 5, y: 5)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(t) == CGRect(x: 10, y: -15, width: 20, height: 10))
        let rotated = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX + 20) < 1e-9 && abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test func vector() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        #expect(CGVector.zero == CGVector())
    }
}
