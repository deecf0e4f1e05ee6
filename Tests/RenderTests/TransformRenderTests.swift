import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct TransformRenderTests {
    @Test func affineTransformTurnsAboutTheAnchorPoint() {
        let image = renderScene { root in
            let layer = solid(CGRect(x: 30, y: 40, width: 40, height: 20), red)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
            root.addSublayer(layer)
        }
        expectPixel(image, 50, 32, redPixel, "now 20 wide and 40 tall about the same centre")
        expectPixel(image, 35, 50, whitePixel)
        let anchored = renderScene { root in
            let layer = solid(CGRect(x: 50, y: 50, width: 40, height: 20), blue)
            layer.anchorPoint = .zero
            layer.position = CGPoint(x: 50, y: 50)
            layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
            root.addSublayer(layer)
        }
        expectPixel(anchored, 40, 70, bluePixel, "turned about its top-left corner")
        expectPixel(anchored, 60, 55, whitePixel)
    }

    @Test func sublayerTransformActsAboutTheParentsAnchor() {
        let image = renderScene { root in
            let parent = CALayer()
            parent.frame = root.bounds
            parent.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
            parent.addSublayer(solid(parent.bounds, green))
            root.addSublayer(parent)
        }
        expectPixel(image, 20, 50, whitePixel)
        expectPixel(image, 30, 50, greenPixel)
        expectPixel(image, 74, 74, greenPixel)
        expectPixel(image, 80, 80, whitePixel)
    }

    @Test func perspectiveRotationPutsTheCornersWhereTheHomographySays() {
        let scale: CGFloat = 4
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        let image = renderScene(size: CGSize(width: 200, height: 200), scale: scale) { root in
            let layer = solid(CGRect(x: 50, y: 50, width: 100, height: 100), red)
            layer.transform = transform
            root.addSublayer(layer)
        }
        // Independent maths: local corner → anchor-relative → transform → position, then divide by w.
        let full = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-50, -50, 0), transform),
                                       CATransform3DMakeTranslation(100, 100, 0))
        let corners = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)].map { corner -> (Double, Double) in
            let r = full.apply(to: (CGFloat(corner.0), CGFloat(corner.1), 0))
            return (Double(r.x / r.w) * Double(scale), Double(r.y / r.w) * Double(scale))
        }
        let center = (corners.map(\.0).reduce(0, +) / 4, corners.map(\.1).reduce(0, +) / 4)
        #expect(corners[0].1 < corners[1].1, "the near (left) edge is taller than the far one")
        for corner in corners {
            // Walk from the centre through the corner; the red area must end within 1 point (4 px) of it.
            let dx = corner.0 - center.0, dy = corner.1 - center.1
            let length = (dx * dx + dy * dy).squareRoot()
            var edge = 0.0
            var step = 0.0
            while step < length + 20 {
                let x = Int((center.0 + dx / length * step).rounded(.down)), y = Int((center.1 + dy / length * step).rounded(.down))
                if x < 0 || y < 0 || x >= image.width || y >= image.height { break }
                if image.premultipliedRGBA(x: x, y: y).green < 128 { edge = step }
                step += 0.25
            }
            #expect(abs(edge - length) <= Double(scale), "corner \(corner): red ends \(edge - length) px from it")
        }
    }

    @Test func backFacesAreHiddenUnlessDoubleSided() {
        for doubleSided in [true, false] {
            let image = renderScene { root in
                let layer = solid(CGRect(x: 20, y: 20, width: 60, height: 60), blue)
                layer.addSublayer(solid(CGRect(x: 0, y: 0, width: 20, height: 60), red))
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / 400
                layer.transform = CATransform3DRotate(perspective, .pi, 0, 1, 0)
                layer.isDoubleSided = doubleSided
                root.addSublayer(layer)
            }
            if doubleSided {
                expectPixel(image, 70, 50, redPixel, "seen from behind the left strip is on the right")
                expectPixel(image, 30, 50, bluePixel)
            } else {
                expectPixel(image, 50, 50, whitePixel, "the back face is not drawn")
            }
        }
    }

    @Test func flipHalfWayShowsNeitherFace() {
        let image = renderScene { root in
            let layer = solid(CGRect(x: 20, y: 20, width: 60, height: 60), blue)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 400
            layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
            root.addSublayer(layer)
        }
        expectPixel(image, 50, 50, whitePixel, tolerance: 0, "edge-on: nothing visible")
    }
}
