import Testing
import OpenCoreGraphics

@Suite struct PathTests {
    @Test func rectanglesAndBoundingBoxes() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        var rect = CGRect.zero
        #expect(path.isRect(&rect) && rect == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "closing returns to the start")
        var transform = CGAffineTransform(translationX: 5, y: 5)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &transform)
        #expect(moved.boundingBox == CGRect(x: 5, y: 5, width: 1, height: 1))
    }

    /// CoreGraphics adds a rectangle from its min corner along x first (clockwise on a y-down screen),
    /// so a rectangle and a hole traced the other way round leave the hole empty under the non-zero rule.
    @Test func aRectangleGoesRoundFromItsMinCornerAlongXFirst() {
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).elements == [
            .move(CGPoint(x: 1, y: 2)), .line(CGPoint(x: 4, y: 2)), .line(CGPoint(x: 4, y: 6)), .line(CGPoint(x: 1, y: 6)), .close,
        ])
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        path.addRect(CGRect(x: 0, y: 0, width: 2, height: 1), transform: CGAffineTransform(scaleX: 10, y: 10))
        #expect(Array(path.elements.suffix(5)) == [
            .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 20, y: 0)), .line(CGPoint(x: 20, y: 10)), .line(CGPoint(x: 0, y: 10)), .close,
        ], "a new closed subpath, every corner transformed")
        let framed = CGMutablePath()
        framed.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        framed.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
        framed.closeSubpath()
        #expect(!framed.contains(CGPoint(x: 50, y: 50), using: .winding) && framed.contains(CGPoint(x: 10, y: 10), using: .winding))
    }

    @Test func curvesHaveLooseAndTightBounds() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100), "control points included")
        #expect(abs(path.boundingBoxOfPath.height - 50) < 0.1, "the curve itself peaks at half the control height")
    }

    @Test func ellipseAndArcs() {
        let circle = CGPath(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100), transform: nil)
        #expect(circle.contains(.zero) && !circle.contains(CGPoint(x: 40, y: 40)) && circle.contains(CGPoint(x: 35, y: 35)))
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        let clockwise = CGMutablePath()
        clockwise.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Going the long way round through −y.
        #expect(clockwise.boundingBoxOfPath.minY < -9.9)
        let tangent = CGMutablePath()
        tangent.move(to: CGPoint(x: 0, y: 0))
        tangent.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(tangent.currentPoint.x - 100) < 1e-9 && abs(tangent.currentPoint.y - 20) < 1e-9)
    }

    @Test func fillRulesDisagreeInsideAHole() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 150, y: 10)))
    }

    @Test func roundedRectCornersAreRound() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 20, cornerHeight: 20, transform: nil)
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        #expect(path.contains(CGPoint(x: 10, y: 10)))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func applyWithBlockReportsElements() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 9, y: 9), control1: CGPoint(x: 5, y: 5), control2: CGPoint(x: 7, y: 7))
        path.closeSubpath()
        var types: [CGPathElementType] = []
        var lastPoint = CGPoint.zero
        path.applyWithBlock { element in
            types.append(element.pointee.type)
            if element.pointee.type == .addCurveToPoint { lastPoint = element.pointee.points[2] }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .closeSubpath])
        #expect(lastPoint == CGPoint(x: 9, y: 9))
        #expect(path.copy() == path && path.mutableCopy() == path)
    }
}
