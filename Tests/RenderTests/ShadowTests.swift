import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct ShadowTests {
    @Test func shadowIsOffsetBlurredAndTinted() {
        let image = renderScene(size: CGSize(width: 120, height: 120)) { root in
            let layer = solid(CGRect(x: 30, y: 30, width: 40, height: 40), white)
            layer.shadowOpacity = 1
            layer.shadowColor = black
            layer.shadowRadius = 4
            layer.shadowOffset = CGSize(width: 20, height: 20)
            root.addSublayer(layer)
        }
        expectPixel(image, 50, 50, whitePixel, "the layer covers its shadow")
        expectPixel(image, 80, 80, blackPixel, tolerance: 2, "deep inside the offset silhouette")
        let edge = image.premultipliedRGBA(x: 90, y: 80)   // on the silhouette's right edge
        #expect(edge.red > 100 && edge.red < 155, "half-way through the blur at the edge: \(edge)")
        expectPixel(image, 105, 80, whitePixel, tolerance: 2, "more than 3σ away")
        expectPixel(image, 20, 20, whitePixel, "nothing on the other side")
    }

    @Test func defaultOffsetCastsUpwards() {
        let image = renderScene { root in
            let layer = solid(CGRect(x: 30, y: 30, width: 40, height: 40), white)
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            root.addSublayer(layer)
        }
        expectPixel(image, 50, 28, blackPixel, "default offset (0, −3): above the layer")
        expectPixel(image, 50, 71, whitePixel)
    }

    @Test func shadowPathReplacesTheSilhouette() {
        let image = renderScene { root in
            let layer = CALayer()   // nothing drawn, but the path casts a shadow
            layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            layer.shadowPath = CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 30), transform: nil)
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 0
            layer.shadowOffset = .zero
            root.addSublayer(layer)
        }
        expectPixel(image, 25, 25, (128, 128, 128, 255), tolerance: 1)
        expectPixel(image, 60, 60, whitePixel)
    }

    @Test func silhouetteFollowsTheRoundedShapeAndSublayers() {
        let image = renderScene { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
            layer.addSublayer(solid(CGRect(x: 40, y: 40, width: 20, height: 20), white))
            layer.shadowOpacity = 1
            layer.shadowRadius = 0
            layer.shadowOffset = CGSize(width: 5, height: 5)
            root.addSublayer(layer)
        }
        expectPixel(image, 73, 73, blackPixel, "the sublayer's shadow")
        expectPixel(image, 30, 30, whitePixel, "the layer itself draws nothing")
    }
}
