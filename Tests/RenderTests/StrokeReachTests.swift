import Foundation
@testable import OpenQuartzCore
import Testing
import SegueTesting

/// What a shape layer draws must lie inside the box the compositor computes for
/// it (damage tracking redraws only that box), and the box should not be much
/// larger than the ink.
@MainActor
@Suite(.checksDiagnostics) struct StrokeReachTests {
    static let scale: CGFloat = 2
    static let canvas = CGSize(width: 240, height: 240)
    /// Where the shape layer sits in the root.
    static let origin = CGPoint(x: 60, y: 60)

    /// A shape layer holding `path`, stroked in opaque black, in a transparent root.
    static func scene(_ path: CGPath, configure: (CAShapeLayer) -> Void) -> (root: CALayer, shape: CAShapeLayer) {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: canvas)
        root.position = CGPoint(x: canvas.width / 2, y: canvas.height / 2)
        let shape = CAShapeLayer()
        shape.frame = CGRect(origin: origin, size: CGSize(width: 120, height: 120))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = CGColor(gray: 0, alpha: 1)
        configure(shape)
        root.addSublayer(shape)
        return (root, shape)
    }

    /// The inked pixels (alpha above zero) outside `box` (layer space) grown by a pixel of antialiasing.
    static func pixelsOutside(_ box: CGRect, root: CALayer) -> Int {
        let width = Int(canvas.width * scale), height = Int(canvas.height * scale)
        let bitmap = NativeBitmap(width: width, height: height)
        Compositor().render(root, into: bitmap, scale: scale, background: nil)
        let device = box.offsetBy(dx: origin.x, dy: origin.y)
        let minX = Int(((device.minX * scale) - 1).rounded(.down)), maxX = Int(((device.maxX * scale) + 1).rounded(.up))
        let minY = Int(((device.minY * scale) - 1).rounded(.down)), maxY = Int(((device.maxY * scale) + 1).rounded(.up))
        return bitmap.withPixels { pixels, stride in
            var outside = 0
            for y in 0..<height {
                let row = pixels.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where row[x] >> 24 != 0 && (x < minX || x >= maxX || y < minY || y >= maxY) {
                    outside += 1
                }
            }
            return outside
        }
    }

    /// Random paths (sharp polylines, curves with cusps, closed or open), widths, joins,
    /// caps, miter limits and trims: no ink outside the computed box.
    @Test(arguments: 0..<6)
    func strokesStayInsideTheirBox(seed: Int) {
        var random = DamageTrackingTests.Generator(state: UInt64(seed) &* 0x2545_F491_4F6C_DD1D)
        func point() -> CGPoint { CGPoint(x: random.number(30...90), y: random.number(30...90)) }
        let joins: [CAShapeLayerLineJoin] = [.miter, .miter, .round, .bevel]
        let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
        for shapeIndex in 0..<20 {
            let path = CGMutablePath()
            path.move(to: point())
            for _ in 0..<random.int(1..<6) {
                switch random.int(0..<3) {
                case 0: path.addLine(to: point())
                case 1: path.addQuadCurve(to: point(), control: point())
                default: path.addCurve(to: point(), control1: point(), control2: point())
                }
            }
            if random.int(0..<2) == 0 { path.closeSubpath() }
            let trimmed = random.int(0..<2) == 0
            let (root, shape) = Self.scene(path) { shape in
                shape.lineWidth = random.number(1...12)
                shape.lineJoin = joins[random.int(0..<joins.count)]
                shape.lineCap = caps[random.int(0..<caps.count)]
                shape.miterLimit = random.number(1...12)
                if trimmed {
                    shape.strokeStart = random.number(0...0.4)
                    shape.strokeEnd = random.number(0.5...1)
                }
            }
            CATransaction.flush()
            let compositor = Compositor()
            let values = shape.modelValues
            for pixelScale: Double? in [Double(Self.scale), nil] {
                let box = compositor.ownBounds(of: shape, values, pixelScale: pixelScale)
                let outside = Self.pixelsOutside(box, root: root)
                #expect(outside == 0, "seed \(seed), shape \(shapeIndex) (trimmed \(trimmed), join \(shape.lineJoin.rawValue), cap \(shape.lineCap.rawValue), width \(shape.lineWidth), miter limit \(shape.miterLimit), scale \(pixelScale.map { "\($0)" } ?? "any")): \(outside) inked pixels outside \(box)")
            }
        }
    }

    /// The margins of known strokes, from geometry: a circle's stroke reaches half
    /// the width (whole or trimmed); a square's miters reach √2 half-widths; a
    /// hairpin's miter is beyond the limit, so bevelled.
    @Test func marginsOfKnownStrokes() {
        let circle = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 36, height: 36), transform: nil)
        let square = CGPath(rect: CGRect(x: 10, y: 10, width: 40, height: 40), transform: nil)
        let hairpin = CGMutablePath()
        hairpin.move(to: CGPoint(x: 0, y: 0))
        hairpin.addLine(to: CGPoint(x: 50, y: 1))
        hairpin.addLine(to: CGPoint(x: 0, y: 2))
        /// The margin of a 4-wide stroke (2 half-widths per unit of reach).
        func margin(_ path: CGPath, _ joins: StrokeReach.Joins, cap: CAShapeLayerLineCap = .butt) -> CGFloat {
            2 * StrokeReach.reach(of: path, .init(lineJoin: .miter, lineCap: cap, miterLimit: 10, joins: joins))
        }
        #expect(abs(margin(circle, .elements) - 2) < 1e-9)
        // Flattened at 0.25 device pixels on a 3x screen, the circle's corners turn by a few degrees.
        #expect(margin(circle, .flattened(tolerance: 0.25 / 3)) < 2 * 1.01)
        #expect(abs(margin(square, .elements) - 2 * 2.squareRoot()) < 1e-9)
        #expect(abs(margin(hairpin, .elements) - 2) < 1e-9)
        #expect(abs(margin(hairpin, .elements, cap: .square) - 2 * 2.squareRoot()) < 1e-9)
        // Not knowing where a trimmed circle is flattened, its corners could be anywhere: the limit bounds them.
        #expect(abs(margin(circle, .anywhere) - 20) < 1e-9)
    }

    /// A shape layer that paints nothing in its bounds is only as big as its ink.
    @Test func aShapeLayerWithoutBackgroundIsTheSizeOfItsStroke() {
        let circle = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 36, height: 36), transform: nil)
        let (_, shape) = Self.scene(circle) { $0.lineWidth = 4 }
        let box = Compositor().ownBounds(of: shape, shape.modelValues, pixelScale: 3)
        #expect(box == CGRect(x: 2, y: 2, width: 40, height: 40))
        shape.backgroundColor = CGColor(gray: 1, alpha: 1)
        #expect(Compositor().ownBounds(of: shape, shape.modelValues, pixelScale: 3) == CGRect(x: 0, y: 0, width: 120, height: 120))
    }
}
