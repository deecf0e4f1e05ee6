import Foundation
@testable import OpenQuartzCore
import SegueTesting
import Testing

/// Damage tracking when a layer's own drawing shrinks or moves while the layer
/// stays put: its old pixels must be redrawn too. Each change is rendered with
/// damage tracking into the last frame's pixels and compared, pixel for pixel,
/// with the same frame rendered whole.
@MainActor
@Suite(.serialized, .checksDiagnostics) struct AuditSurvivorDamageTests {
    private static let size = DamageTrackingTests.size
    private static let scale = DamageTrackingTests.scale

    /// A 2 × 2 image of one opaque colour.
    private func solidImage(width: Int, height: Int, _ rgba: [UInt8]) -> CGImage {
        let bytes = Array(repeating: rgba, count: width * height).flatMap { $0 }
        return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4 * width,
                       space: CGColorSpaceCreateDeviceRGB(),
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false,
                       intent: .defaultIntent)!
    }

    /// Renders the scene `layer` is in, applies `change` (without implicit
    /// animations) and renders the next frame with damage tracking; expects it
    /// to equal a whole render and the damage to be part of the frame only.
    private func expectRedrawn(_ layer: CALayer, _ what: Comment, sourceLocation: SourceLocation = #_sourceLocation,
                               change: () -> Void) {
        let clock = TestClock()
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: Self.size)
        root.position = CGPoint(x: Self.size.width / 2, y: Self.size.height / 2)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        root.addSublayer(layer)
        let width = Int(Self.size.width * Self.scale), height = Int(Self.size.height * Self.scale)
        let incremental = Compositor(cachesSubtrees: false)
        let target = NativeBitmap(width: width, height: height)
        incremental.renderChanges(root, into: target, scale: Self.scale, background: CGColor(gray: 1, alpha: 1))
        CATransaction.setDisableActions(true)
        change()
        clock.advance(by: 1.0 / 60)
        let damage = incremental.renderChanges(root, into: target, scale: Self.scale, background: CGColor(gray: 1, alpha: 1))
        let reference = NativeBitmap(width: width, height: height)
        Compositor(cachesSubtrees: false).render(root, into: reference, scale: Self.scale, background: CGColor(gray: 1, alpha: 1))
        let (wrong, first, largest) = DamageTrackingTests.differingPixels(target, reference)
        #expect(wrong == 0, "\(what): \(wrong) stale pixels (by up to \(largest)), the first at \(first.map { "\($0)" } ?? "-"), damage \(damage.rects)",
                sourceLocation: sourceLocation)
        #expect(!damage.isEmpty && damage.pixelCount < width * height, "\(what): a partial redraw, \(damage.rects)",
                sourceLocation: sourceLocation)
        withExtendedLifetime(clock) {}
    }

    private func shape(path: CGRect) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 20, y: 20, width: 120, height: 80)
        shape.path = CGPath(ellipseIn: path, transform: nil)
        shape.fillColor = CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
        return shape
    }

    @Test func aShapesPathMadeSmaller() {
        let layer = shape(path: CGRect(x: 0, y: 0, width: 120, height: 80))
        expectRedrawn(layer, "the big ellipse shrinks to a small one") {
            layer.path = CGPath(ellipseIn: CGRect(x: 50, y: 30, width: 20, height: 20), transform: nil)
        }
    }

    @Test func aShapesPathMovedInPlace() {
        let layer = shape(path: CGRect(x: 0, y: 0, width: 30, height: 30))
        expectRedrawn(layer, "the circle moves to the far corner of the same layer") {
            layer.path = CGPath(ellipseIn: CGRect(x: 90, y: 50, width: 30, height: 30), transform: nil)
        }
    }

    @Test func aShapesStrokeMadeThinner() {
        let layer = shape(path: CGRect(x: 20, y: 20, width: 80, height: 40))
        layer.fillColor = nil
        layer.strokeColor = CGColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1)
        layer.lineWidth = 30
        expectRedrawn(layer, "a 30-point stroke becomes 2 points") { layer.lineWidth = 2 }
    }

    @Test func aShapesBorderRemoved() {
        let layer = shape(path: CGRect(x: 50, y: 30, width: 20, height: 20))
        layer.borderWidth = 6
        layer.borderColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)
        expectRedrawn(layer, "the border goes, the small circle stays") { layer.borderWidth = 0 }
    }

    @Test func aShapesBackgroundRemoved() {
        let layer = shape(path: CGRect(x: 50, y: 30, width: 20, height: 20))
        layer.backgroundColor = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        expectRedrawn(layer, "the background goes, the small circle stays") { layer.backgroundColor = nil }
    }

    @Test func contentsOverflowingTheBoundsReplacedBySmallerOnes() {
        let layer = CALayer()
        layer.frame = CGRect(x: 60, y: 40, width: 40, height: 40)
        layer.contentsGravity = .center
        // 80 × 80 pixels at 1 pixel a point: 20 points beyond the bounds on every side.
        layer.contentsScale = 1
        layer.contents = solidImage(width: 80, height: 80, [0, 0, 200, 255])
        expectRedrawn(layer, "an 80-point image becomes a 20-point one") {
            layer.contents = solidImage(width: 20, height: 20, [0, 160, 0, 255])
        }
    }
}
