import Testing
@testable import OpenQuartzCore
import SegueTesting

/// The bounding box of pixels darker than mid-grey.
private func inkBounds(_ image: CGImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.height {
        for x in 0..<image.width where image.premultipliedRGBA(x: x, y: y).red < 128 {
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
}

@MainActor
@Suite(.checksDiagnostics) struct TextRenderTests {
    private func renderText(_ string: String, width: CGFloat = 200, height: CGFloat = 40, fontSize: CGFloat = 20,
                            configure: (CATextLayer) -> Void = { _ in }) -> CGImage {
        renderScene(size: CGSize(width: width, height: height)) { root in
            let text = CATextLayer()
            text.frame = root.bounds
            text.string = string
            text.fontSize = fontSize
            text.foregroundColor = black
            configure(text)
            root.addSublayer(text)
        }
    }

    @Test func drawsGlyphsInTheForegroundColourFromTheTopLeft() throws {
        let image = renderText("Hello")
        let ink = try #require(inkBounds(image))
        #expect(ink.minX < 6 && ink.minY < 12, "starts at the top-left: \(ink)")
        #expect(ink.maxY - ink.minY >= 10 && ink.maxY - ink.minY <= 24, "about a 20-point line: \(ink)")
        #expect(ink.maxX < 100)
    }

    @Test func alignmentModes() throws {
        let left = try #require(inkBounds(renderText("Hi")))
        let right = try #require(inkBounds(renderText("Hi") { $0.alignmentMode = .right }))
        let center = try #require(inkBounds(renderText("Hi") { $0.alignmentMode = .center }))
        #expect(left.minX < 5)
        #expect(right.maxX > 190)
        #expect(abs((center.minX + center.maxX) / 2 - 100) <= 3)
    }

    @Test func wrappingAndTruncation() throws {
        let long = "one two three four five six seven eight"
        let wrapped = try #require(inkBounds(renderText(long, width: 100, height: 120) { $0.isWrapped = true }))
        #expect(wrapped.maxY > 50, "several lines: \(wrapped)")
        #expect(wrapped.maxX < 100)
        let single = try #require(inkBounds(renderText(long, width: 100, height: 120)))
        #expect(single.maxY < 30, "one line when not wrapped")
        let truncated = try #require(inkBounds(renderText(long, width: 100, height: 40) { $0.truncationMode = .end }))
        #expect(truncated.maxX < 100 && truncated.maxX > 70, "ends with an ellipsis inside the box: \(truncated)")
    }

    /// The runtime keeps laid-out text (TextLayoutCache): the same string at the
    /// same width, cut at the start and at the end, is two layouts, whichever is
    /// drawn first. Cut at the end, it begins with a W as tall as the capitals
    /// (about 15 pixels at 20 points); cut at the start, with the ellipsis's
    /// dots (2 or 3 pixels tall), and it ends with i's (dot and stem, as tall as a W).
    @Test func theSameTextCutAtEitherEndShowsItsOwnEnd() throws {
        let text = "WWWWWWWWWWWW iiiiiiiiiiiiiiiiiiiiiiiiiiiiiiii"
        /// How many rows the ink spans in the leftmost and the rightmost 12 columns.
        func inkHeights(_ mode: CATextLayerTruncationMode) -> (left: Int, right: Int) {
            let image = renderText(text, width: 120, height: 40) { $0.truncationMode = mode }
            func height(_ columns: Range<Int>) -> Int {
                let rows = (0..<image.height).filter { y in columns.contains { image.premultipliedRGBA(x: $0, y: y).red < 128 } }
                return (rows.max() ?? -1) - (rows.min() ?? 0) + 1
            }
            return (height(0..<12), height(image.width - 12..<image.width))
        }
        for order in [[CATextLayerTruncationMode.end, .start], [.start, .end]] {
            for mode in order {
                let ink = inkHeights(mode)
                if mode == .end {
                    #expect(ink.left >= 12, "cut at the end (drawn in the order \(order)): a W first: \(ink)")
                } else {
                    #expect(ink.left <= 4 && ink.right >= 12, "cut at the start (drawn in the order \(order)): dots first, i's last: \(ink)")
                }
            }
        }
    }

    @Test func chineseTextHasRealGlyphs() throws {
        let a = renderText("转", fontSize: 30), b = renderText("场", fontSize: 30)
        let inkA = try #require(inkBounds(a))
        _ = try #require(inkBounds(b))
        #expect(ImageComparison(actual: a, expected: b).differingFraction > 0.01, "distinct glyphs, not missing-glyph boxes")
        #expect(inkA.maxX - inkA.minX > 15)
    }

    @Test func textIsRasterizedOncePerContent() {
        let compositor = Compositor()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        let text = CATextLayer()
        text.frame = root.bounds
        text.string = "cached"
        text.foregroundColor = black
        root.addSublayer(text)
        for _ in 0..<3 { _ = compositor.render(root, size: root.bounds.size, scale: 1) }
        #expect(compositor.caches.rasterizations == 1)
        text.string = "changed"
        _ = compositor.render(root, size: root.bounds.size, scale: 1)
        #expect(compositor.caches.rasterizations == 2)
    }
}
