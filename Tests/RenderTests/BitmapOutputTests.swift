import CCairo
import Testing
@testable import OpenQuartzCore
import SegueTesting

@MainActor
@Suite(.checksDiagnostics) struct BitmapOutputTests {
    private func scene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        root.position = CGPoint(x: 20, y: 10)
        root.backgroundColor = red
        root.addSublayer(solid(CGRect(x: 0, y: 0, width: 20, height: 10), blue))
        return root
    }

    @Test(arguments: [
        (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [2, 1, 0, 3]),
        (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue, [0, 1, 2, 3]),
    ])
    func renderInBitmapContextsOfBothLayouts(bitmapInfo: UInt32, order: [Int]) {
        let context = CGContext(data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!, bitmapInfo: bitmapInfo)!
        // Flip to UIKit's top-left origin, as UIGraphicsImageRenderer does.
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 1, y: -1)
        let layer = scene()
        layer.render(in: context)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let p = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
            return order.map { p[$0] }
        }
        #expect(pixel(5, 5) == [0, 0, 255, 255], "the sublayer, top-left")
        #expect(pixel(30, 15) == [255, 0, 0, 255])
        #expect(context.makeImage()!.premultipliedRGBA(x: 5, y: 5) == (0, 0, 255, 255))
    }

    @Test func renderInIgnoresAnimations() {
        let clock = TestClock()
        let layer = scene()
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = green
        fade.toValue = green
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        clock.advance(by: 1)
        let context = CGContext(data: nil, width: 40, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        layer.render(in: context)
        #expect(context.makeImage()!.premultipliedRGBA(x: 30, y: 5) == (255, 0, 0, 255), "the model colour, not the animated one")
        let onScreen = Compositor().render(layer, size: CGSize(width: 40, height: 20), scale: 1)
        #expect(onScreen.premultipliedRGBA(x: 30, y: 5) == (0, 255, 0, 255), "the compositor shows the presentation")
    }

    @Test func pngRoundTrip() throws {
        let image = Compositor().render(scene(), size: CGSize(width: 40, height: 20), scale: 2)
        let data = try #require(image.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(CGImage(pngData: data))
        #expect(decoded.width == 80 && decoded.height == 40)
        #expect(ImageComparison(actual: decoded, expected: image).maximumChannelDifference == 0)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-png-\(UUID().uuidString).png")
        try image.writePNG(to: url)
        let provider = try #require(CGDataProvider(data: try Data(contentsOf: url)))
        let reread = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(reread.premultipliedRGBA(x: 10, y: 10) == (0, 0, 255, 255))
        try? FileManager.default.removeItem(at: url)
        #expect(CGImage(pngData: Data([1, 2, 3])) == nil, "garbage is rejected, not a crash")
    }

    @Test func comparisonReportsDifferencesAndWritesADiff() throws {
        let a = Compositor().render(scene(), size: CGSize(width: 40, height: 20), scale: 1)
        let other = scene()
        other.sublayers![0].backgroundColor = green
        let b = Compositor().render(other, size: CGSize(width: 40, height: 20), scale: 1)
        let comparison = ImageComparison(actual: b, expected: a, tolerance: 2)
        #expect(comparison.maximumChannelDifference == 255)
        #expect(abs(comparison.differingFraction - 0.25) < 0.001)
        #expect(!comparison.matches(maximumFraction: 0.01))
        let diff = try #require(ImageComparison.diffImage(actual: b, expected: a))
        #expect(diff.premultipliedRGBA(x: 5, y: 5).red > 200 && diff.premultipliedRGBA(x: 5, y: 5).green == 0, "\(diff.premultipliedRGBA(x: 5, y: 5))")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-goldens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try a.writePNG(to: directory.appendingPathComponent("scene.png"))
        #expect(GoldenImage.check(a, named: "scene", in: directory, recordingTo: directory) == nil)
        let failure = try #require(GoldenImage.check(b, named: "scene", in: directory, recordingTo: directory))
        #expect(failure.description.contains("scene-diff.png"))
        #expect(GoldenImage.check(a, named: "absent", in: directory, recordingTo: directory)?.description.contains("missing golden") == true)
    }
}

@MainActor
@Suite(.checksDiagnostics) struct CachingTests {
    /// Two full-size panels of many sublayers, one sliding: the transition shape.
    private func transitionScene() -> (CALayer, CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        root.position = CGPoint(x: 60, y: 40)
        var panels: [CALayer] = []
        for (index, color) in [red, blue].enumerated() {
            let panel = solid(root.bounds, color)
            for row in 0..<4 {
                let card = solid(CGRect(x: 10, y: 5 + row * 18, width: 100, height: 14), white)
                card.cornerRadius = 4
                card.addSublayer(solid(CGRect(x: 2, y: 2, width: 10 + index * 5, height: 10), green))
                panel.addSublayer(card)
            }
            root.addSublayer(panel)
            panels.append(panel)
        }
        return (root, panels[1])
    }

    @Test func movingAStaticSubtreeReusesItsFlattenedImage() {
        let (root, moving) = transitionScene()
        let cached = Compositor()
        let direct = Compositor(cachesSubtrees: false)
        for step in 0..<6 {
            moving.position = CGPoint(x: 60 + step * 12, y: 40)
            let a = cached.render(root, size: root.bounds.size, scale: 2)
            let b = direct.render(root, size: root.bounds.size, scale: 2)
            #expect(ImageComparison(actual: a, expected: b, tolerance: 2).matches(maximumFraction: 0.001),
                    "frame \(step): \(ImageComparison(actual: a, expected: b, tolerance: 2))")
        }
        #expect(cached.statistics.subtreeCacheHits >= 6, "both panels reused: \(cached.statistics)")
        #expect(cached.statistics.subtreeRasterizations <= 3)
    }

    @Test func changingInsideASubtreeInvalidatesItsImage() {
        let (root, moving) = transitionScene()
        let compositor = Compositor()
        for _ in 0..<3 { _ = compositor.render(root, size: root.bounds.size, scale: 1) }
        let card = moving.sublayers![0].sublayers![0]
        card.backgroundColor = black
        _ = compositor.render(root, size: root.bounds.size, scale: 1)
        let image = compositor.render(root, size: root.bounds.size, scale: 1)
        #expect(image.premultipliedRGBA(x: 15, y: 9) == (0, 0, 0, 255), "the change shows: \(image.premultipliedRGBA(x: 15, y: 9))")
    }

    /// A subtree is drawn directly in the first frame it is seen in, or after it
    /// changed, and flattened in the next frame if it has not changed since.
    @Test func aSubtreeIsFlattenedOnceItHasStayedTheSame() {
        let (root, moving) = transitionScene()
        let compositor = Compositor()
        // Both panels are drawn whole (the top one would cover the other).
        compositor.cullsOccludedLayers = false
        // The top panel moves each frame: the root changes, and is never flattened itself.
        func render() -> Int {
            moving.position.x += 1
            _ = compositor.render(root, size: root.bounds.size, scale: 1)
            return compositor.statistics.subtreeRasterizations
        }
        #expect(render() == 0, "first seen: drawn directly")
        #expect(render() == 2, "unchanged since: flattened")
        moving.sublayers![0].backgroundColor = black
        #expect(render() == 2, "changed: drawn directly")
        #expect(render() == 3, "unchanged since: flattened again")
        #expect(render() == 3)
    }

    /// A subtree flattened whole holds its sublayers' pixels: its nested subtrees
    /// get no bitmaps of their own while it is drawn from its own.
    @Test func flatteningASubtreeMakesOneBitmapNotOnePerNestedSubtree() {
        let root = solid(CGRect(x: 0, y: 0, width: 120, height: 80), red)
        let panel = solid(root.bounds, blue)
        for row in 0..<3 {
            let card = solid(CGRect(x: 10, y: 5 + row * 25, width: 100, height: 20), white)
            card.addSublayer(solid(CGRect(x: 2, y: 2, width: 10, height: 10), green))
            card.addSublayer(solid(CGRect(x: 20, y: 2, width: 10, height: 10), black))
            panel.addSublayer(card)
        }
        root.addSublayer(panel)
        let compositor = Compositor()
        for step in 0..<4 {
            panel.position.x = 60 + CGFloat(step) * 5
            _ = compositor.render(root, size: root.bounds.size, scale: 2)
        }
        #expect(compositor.statistics.subtreeRasterizations == 1, "the panel, no card: \(compositor.statistics)")
        #expect(compositor.statistics.subtreeCacheHits >= 2, "\(compositor.statistics)")
    }

    /// An opaque background that ends inside a pixel leaves that column of the
    /// flattened image translucent: it is blended over what is below, not copied.
    @Test func aFlattenedOpaqueSubtreeEndingMidPixelBlendsItsLastColumn() {
        let root = solid(CGRect(x: 0, y: 0, width: 60, height: 40), red)
        let panel = solid(CGRect(x: 10, y: 5, width: 30.5, height: 30), blue)
        panel.addSublayer(solid(CGRect(x: 2, y: 2, width: 10, height: 10), green))
        panel.addSublayer(solid(CGRect(x: 14, y: 2, width: 10, height: 10), white))
        root.addSublayer(panel)
        let cached = Compositor()
        for step in 0..<4 {
            panel.position.x = 25.25 + CGFloat(step)
            let image = cached.render(root, size: root.bounds.size, scale: 2)
            let direct = Compositor(cachesSubtrees: false).render(root, size: root.bounds.size, scale: 2)
            let comparison = ImageComparison(actual: image, expected: direct, tolerance: 2)
            #expect(comparison.matches(maximumFraction: 0), "frame \(step): \(comparison)")
        }
        #expect(cached.statistics.subtreeCacheHits >= 2, "\(cached.statistics)")
    }

    /// Copying an opaque bitmap row by row gives the pixels Cairo gives it with the
    /// `SOURCE` operator, inside a clip of rectangles; other clips and groups are left to Cairo.
    @Test func copyingAnOpaqueBitmapGivesCairosPixels() {
        var random = SplitMix64(seed: 5)
        let bitmap = NativeBitmap(width: 30, height: 20)
        bitmap.withMutablePixels { pointer, stride in
            for y in 0..<20 {
                let row = pointer.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<30 { row[x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: random.next()) & 0xFF_FFFF }
            }
        }
        func target(_ draw: (OpaquePointer) -> Void) -> [UInt8] {
            let surface = NativeBitmap(width: 50, height: 40)
            let cr = cairo_create(surface.surface)!
            cairo_set_source_rgba(cr, 0.2, 0.4, 0.6, 1)
            cairo_paint(cr)
            cairo_rectangle(cr, 0, 0, 25, 40)
            cairo_rectangle(cr, 30, 5, 20, 10)
            cairo_clip(cr)
            draw(cr)
            cairo_destroy(cr)
            return surface.withPixels { pointer, stride in Array(UnsafeRawBufferPointer(start: pointer, count: stride * 40)) }
        }
        let copied = target { cr in #expect(PixelCopy.copy(bitmap, toX: 10, y: -5, in: cr)) }
        let painted = target { cr in
            cairo_set_source_surface(cr, bitmap.surface, 10, -5)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_rectangle(cr, 10, -5, 30, 20)
            cairo_fill(cr)
        }
        #expect(copied == painted)
        _ = target { cr in
            cairo_arc(cr, 20, 20, 10, 0, 2 * .pi)
            cairo_clip(cr)
            #expect(!PixelCopy.copy(bitmap, toX: 0, y: 0, in: cr), "a round clip")
            cairo_reset_clip(cr)
            cairo_rectangle(cr, 0.5, 0, 10, 10)
            cairo_clip(cr)
            #expect(!PixelCopy.copy(bitmap, toX: 0, y: 0, in: cr), "a clip across pixels")
            cairo_reset_clip(cr)
            cairo_push_group(cr)
            #expect(!PixelCopy.copy(bitmap, toX: 0, y: 0, in: cr), "a group")
            cairo_pattern_destroy(cairo_pop_group(cr))
        }
    }

    @Test func aBitmapIsOpaqueOnlyWhenEveryPixelIs() {
        for width in [1, 7, 33] {
            let bitmap = NativeBitmap(width: width, height: 3)
            bitmap.withMutablePixels { pointer, stride in
                for y in 0..<3 {
                    let row = pointer.advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { row[x] = 0xFF10_2030 }
                }
            }
            #expect(Compositor.isOpaque(bitmap), "width \(width)")
            bitmap.withMutablePixels { pointer, stride in
                pointer.advanced(by: 2 * stride).assumingMemoryBound(to: UInt32.self)[width - 1] = 0xFE10_2030
            }
            #expect(!Compositor.isOpaque(bitmap), "width \(width): the last pixel is translucent")
        }
    }
}
