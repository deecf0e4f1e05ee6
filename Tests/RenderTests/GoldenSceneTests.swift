import Testing
@testable import OpenQuartzCore
import SegueTesting

/// Whole scenes against golden PNGs: regressions in anything drawn show up here,
/// while the other suites pin exact colours feature by feature.
@MainActor
@Suite(.checksDiagnostics) struct GoldenSceneTests {
    @Test func featureSheet() {
        let image = renderScene(size: CGSize(width: 160, height: 120), scale: 2) { root in
            root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
            let card = solid(CGRect(x: 10, y: 10, width: 60, height: 40), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
            card.cornerRadius = 8
            card.borderWidth = 2
            card.borderColor = CGColor(red: 0, green: 0, blue: 0.4, alpha: 1)
            card.shadowOpacity = 0.5
            card.shadowRadius = 3
            card.shadowOffset = CGSize(width: 0, height: 3)
            root.addSublayer(card)

            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 85, y: 10, width: 65, height: 40)
            gradient.colors = [CGColor(red: 1, green: 0.3, blue: 0.3, alpha: 1), CGColor(red: 1, green: 0.9, blue: 0.2, alpha: 1)]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            gradient.endPoint = CGPoint(x: 1, y: 0.5)
            gradient.cornerRadius = 12
            gradient.masksToBounds = true
            root.addSublayer(gradient)

            let text = CATextLayer()
            text.frame = CGRect(x: 10, y: 58, width: 140, height: 20)
            text.string = "Segue 转场"
            text.fontSize = 14
            text.foregroundColor = CGColor(gray: 0.1, alpha: 1)
            text.alignmentMode = .center
            root.addSublayer(text)

            let ring = CAShapeLayer()
            ring.frame = CGRect(x: 10, y: 82, width: 32, height: 32)
            ring.path = CGPath(ellipseIn: CGRect(x: 3, y: 3, width: 26, height: 26), transform: nil)
            ring.fillColor = nil
            ring.strokeColor = CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1)
            ring.lineWidth = 4
            ring.lineCap = .round
            ring.strokeEnd = 0.7
            root.addSublayer(ring)

            let faded = CALayer()
            faded.frame = CGRect(x: 50, y: 82, width: 40, height: 32)
            faded.opacity = 0.6
            faded.addSublayer(solid(CGRect(x: 0, y: 0, width: 26, height: 20), red))
            faded.addSublayer(solid(CGRect(x: 14, y: 12, width: 26, height: 20), blue))
            root.addSublayer(faded)

            let flip = solid(CGRect(x: 105, y: 78, width: 45, height: 36), CGColor(red: 0.6, green: 0.2, blue: 0.8, alpha: 1))
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 200
            flip.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
            root.addSublayer(flip)
        }
        expectGolden(image, "feature-sheet")
        // Independent of the golden: colours computed by hand at scale 2.
        expectPixel(image, 80, 60, (51, 128, 230, 255), tolerance: 1, "the card's fill")
        expectPixel(image, 235, 60, (255, 153, 64, 255), tolerance: 3, "the gradient half way: the mean of its ends")
        // The faded pair is one group at 0.6: where they overlap, blue alone over the background.
        let background = (0.95 * 255.0, 0.95 * 255.0, 0.97 * 255.0)
        let overlap: RGBA = (UInt8((0.4 * background.0).rounded()), UInt8((0.4 * background.1).rounded()),
                             UInt8((0.6 * 255 + 0.4 * background.2).rounded()), 255)
        expectPixel(image, 140, 196, overlap, tolerance: 2, "group opacity, not each layer's")
        expectPixel(image, 78, 196, (26, 179, 77, 255), tolerance: 3, "the ring's stroke where the path starts")
    }
}
