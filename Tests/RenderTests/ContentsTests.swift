import Testing
@testable import OpenQuartzCore
import SegueTesting

/// A 2×2 image: red, green / blue, black (premultiplied RGBA).
@MainActor
func quadrantImage() -> CGImage {
    let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 255]
    return CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                   space: CGColorSpaceCreateDeviceRGB(),
                   bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                   intent: .defaultIntent)!
}

@MainActor
@Suite(.checksDiagnostics) struct ContentsTests {
    private func render(gravity: CALayerContentsGravity, scale: CGFloat = 0.1,
                        frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 60)) -> CGImage {
        renderScene { root in
            let layer = CALayer()
            layer.frame = frame
            layer.contents = quadrantImage()
            layer.contentsGravity = gravity
            layer.contentsScale = scale  // 2 px at 0.1 px/pt = 20×20 points
            root.addSublayer(layer)
        }
    }

    @Test func resizeStretchesToTheBounds() {
        let image = render(gravity: .resize)
        expectPixel(image, 10, 10, redPixel)
        expectPixel(image, 90, 10, greenPixel)
        expectPixel(image, 10, 50, bluePixel)
        expectPixel(image, 90, 50, blackPixel)
    }

    @Test func centerAndEdgeGravitiesPlaceTheImageAtItsPointSize() {
        let center = render(gravity: .center)
        expectPixel(center, 45, 25, redPixel)        // image spans x 40…60, y 20…40
        expectPixel(center, 55, 35, blackPixel)
        expectPixel(center, 35, 25, whitePixel)
        let topLeft = render(gravity: .topLeft)
        expectPixel(topLeft, 5, 5, redPixel)
        expectPixel(topLeft, 25, 5, whitePixel)
        let bottomRight = render(gravity: .bottomRight)
        expectPixel(bottomRight, 95, 55, blackPixel)
        expectPixel(bottomRight, 85, 45, redPixel)
        let top = render(gravity: .top)
        expectPixel(top, 45, 5, redPixel, "top is the minimum y in UIKit's coordinates")
    }

    @Test func aspectFitAndFill() {
        let fit = render(gravity: .resizeAspect)        // 60×60 centred in 100×60
        expectPixel(fit, 15, 30, whitePixel)
        expectPixel(fit, 30, 10, redPixel)
        expectPixel(fit, 70, 50, blackPixel)
        let fill = render(gravity: .resizeAspectFill)   // 100×100 centred, clipped by nothing here
        expectPixel(fill, 10, 25, redPixel)
        expectPixel(fill, 90, 55, blackPixel)
    }

    @Test func contentsScaleSetsThePointSize() {
        let image = render(gravity: .topLeft, scale: 0.05) // 2 px at 0.05 px/pt = 40 points
        expectPixel(image, 30, 10, greenPixel)
        expectPixel(image, 10, 30, bluePixel)
    }

    @Test func drawnContentUsesTheDelegate() {
        final class Painter: NSObject, CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) {
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            }
        }
        let painter = Painter()
        let image = renderScene { root in
            let layer = CALayer()
            layer.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            layer.delegate = painter
            layer.setNeedsDisplay()
            layer.displayIfNeeded()
            root.addSublayer(layer)
        }
        expectPixel(image, 15, 15, bluePixel)
        expectPixel(image, 15, 25, whitePixel)
    }
}
