import Foundation
import Testing
import OpenCoreGraphics

/// `CGContext.drawLinearGradient` / `drawRadialGradient`: the colour of each
/// pixel against the interpolation computed here from the pixel's centre.
@Suite struct GradientTests {
    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    private static let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// The background the tests paint first: a pixel that keeps it was not painted.
    private static let untouched = [0, 255, 0, 255]

    private func makeContext(width: Int, height: Int, background: CGColor? = green) -> CGContext {
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        if let background {
            context.setFillColor(background)
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        return context
    }

    /// Premultiplied R, G, B, A of pixel (x, y), y counted from the top row.
    private func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] {
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
        return [Int(bytes[2]), Int(bytes[1]), Int(bytes[0]), Int(bytes[3])]
    }

    /// `a` to `b` at `t`, in 0–255.
    private func mix(_ a: [Double], _ b: [Double], _ t: Double) -> [Int] {
        zip(a, b).map { Int((255 * ($0 + ($1 - $0) * t)).rounded()) }
    }

    private func close(_ actual: [Int], _ expected: [Int], tolerance: Int = 2) -> Bool {
        zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private func redToBlue() -> CGGradient {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [Self.red, Self.blue] as CFArray, locations: nil)!
    }

    @Test func aLinearGradientInterpolatesAlongItsAxisAndPaintsNothingBeyondItsEnds() {
        let context = makeContext(width: 100, height: 10)
        context.drawLinearGradient(redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [])
        for x in 0..<100 {
            let t = (Double(x) + 0.5 - 10) / 80
            let expected = (0...1).contains(t) ? mix([1, 0, 0, 1], [0, 0, 1, 1], t) : Self.untouched
            for y in [0, 5, 9] {
                #expect(close(pixel(context, x, y), expected), "x \(x), y \(y): \(pixel(context, x, y)) ≠ \(expected)")
            }
        }
    }

    @Test(arguments: [CGGradientDrawingOptions(), [.drawsBeforeStartLocation], [.drawsAfterEndLocation],
                      [.drawsBeforeStartLocation, .drawsAfterEndLocation]])
    func theOptionsExtendTheEndColours(options: CGGradientDrawingOptions) {
        let context = makeContext(width: 100, height: 4)
        context.drawLinearGradient(redToBlue(), start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: options)
        let before = options.contains(.drawsBeforeStartLocation) ? [255, 0, 0, 255] : Self.untouched
        let after = options.contains(.drawsAfterEndLocation) ? [0, 0, 255, 255] : Self.untouched
        for x in 0..<8 { #expect(pixel(context, x, 2) == before, "x \(x)") }
        for x in 92..<100 { #expect(pixel(context, x, 2) == after, "x \(x)") }
        #expect(close(pixel(context, 50, 2), mix([1, 0, 0, 1], [0, 0, 1, 1], 40.5 / 80)))
    }

    @Test func locationsPlaceEachColourAndTheAxisRunsInUserSpace() {
        // Red at 0.25, green at 0.5, blue at 1, up the y axis of the context's
        // y-up space: the bottom rows are red (the first colour holds below 0.25).
        let context = makeContext(width: 4, height: 100)
        var locations: [CGFloat] = [0.25, 0.5, 1]
        let gradient = CGGradient(colorsSpace: nil, colors: [Self.red, Self.green, Self.blue] as CFArray,
                                  locations: &locations)!
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: 100), options: [])
        for row in 0..<100 {
            let t = (100 - Double(row) - 0.5) / 100   // the row's centre, in y-up user space
            let expected = t < 0.25 ? [255, 0, 0, 255]
                : t < 0.5 ? mix([1, 0, 0, 1], [0, 1, 0, 1], (t - 0.25) / 0.25)
                : mix([0, 1, 0, 1], [0, 0, 1, 1], (t - 0.5) / 0.5)
            #expect(close(pixel(context, 1, row), expected), "row \(row): \(pixel(context, 1, row)) ≠ \(expected)")
        }
    }

    @Test(arguments: [CGGradientDrawingOptions(), [.drawsBeforeStartLocation], [.drawsAfterEndLocation]])
    func aRadialGradientGoesFromTheStartCircleToTheEndCircle(options: CGGradientDrawingOptions) {
        let context = makeContext(width: 100, height: 100)
        context.drawRadialGradient(redToBlue(), startCenter: CGPoint(x: 50, y: 50), startRadius: 10,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: options)
        for row in [10, 30, 49, 50, 75] {
            for x in 0..<100 {
                let distance = hypot(Double(x) + 0.5 - 50, (100 - Double(row) - 0.5) - 50)
                guard abs(distance - 10) > 0.75, abs(distance - 40) > 0.75 else { continue }   // the edges' pixels
                let t = (distance - 10) / 30
                let expected = t < 0 ? (options.contains(.drawsBeforeStartLocation) ? [255, 0, 0, 255] : Self.untouched)
                    : t > 1 ? (options.contains(.drawsAfterEndLocation) ? [0, 0, 255, 255] : Self.untouched)
                    : mix([1, 0, 0, 1], [0, 0, 1, 1], t)
                #expect(close(pixel(context, x, row), expected), "(\(x), \(row)): \(pixel(context, x, row)) ≠ \(expected)")
            }
        }
    }

    @Test func aRadialGradientBetweenOffsetCirclesPaintsTheLaterCircleOverTheEarlier() {
        // From a point at (20, 50) to the circle of radius 30 around (50, 50):
        // the circle of parameter t has centre (20 + 30t, 50) and radius 30t,
        // so every one passes through the start point; left of it nothing is painted.
        let context = makeContext(width: 100, height: 100)
        context.drawRadialGradient(redToBlue(), startCenter: CGPoint(x: 20, y: 50), startRadius: 0,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 30, options: [])
        let row = 49   // user y 50.5: 0.5 above the centres' line
        for x in 0..<100 {
            // The largest t in 0…1 whose circle (centre 20 + 30t, radius 30t) passes through the pixel's centre.
            let px = Double(x) + 0.5 - 20, py = 0.5
            // |(px − 30t, py)| = 30t  ⇔  px² + py² = 60·px·t
            guard px > 0 else { #expect(pixel(context, x, row) == Self.untouched, "x \(x)"); continue }
            guard px > 2 else { continue }   // the tip, where the circles are a pixel across
            let t = (px * px + py * py) / (60 * px)
            guard abs(t - 1) > 0.03 else { continue }
            let expected = t <= 1 ? mix([1, 0, 0, 1], [0, 0, 1, 1], t) : Self.untouched
            #expect(close(pixel(context, x, row), expected), "x \(x): \(pixel(context, x, row)) ≠ \(expected)")
        }
    }

    @Test func componentsMakeAGradientInTheirColourSpace() throws {
        var components: [CGFloat] = [0, 1, 1, 1]   // black then white, opaque
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: &components,
                                               locations: nil, count: 2))
        let context = makeContext(width: 64, height: 2)
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 64, y: 0), options: [])
        for x in 0..<64 {
            let grey = Int((255 * (Double(x) + 0.5) / 64).rounded())
            #expect(close(pixel(context, x, 0), [grey, grey, grey, 255]), "x \(x)")
        }
        var rgb: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        var locations: [CGFloat] = [0, 1]
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &rgb, locations: &locations,
                           count: 2) != nil)
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &rgb, locations: nil, count: 0) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
    }

    @Test func theClipAndAlphaApplyAndThePathIsKept() {
        let context = makeContext(width: 100, height: 4, background: nil)
        context.clip(to: CGRect(x: 0, y: 0, width: 50, height: 4))
        context.setAlpha(0.5)
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        context.drawLinearGradient(redToBlue(), start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(!context.isPathEmpty)
        for x in 0..<100 {
            let t = (Double(x) + 0.5) / 100
            let expected = x < 50 ? mix([0.5, 0, 0, 0.5], [0, 0, 0.5, 0.5], t) : [0, 0, 0, 0]
            #expect(close(pixel(context, x, 1), expected), "x \(x): \(pixel(context, x, 1)) ≠ \(expected)")
        }
    }
}
