import Testing
import OpenCoreGraphics

/// Reads pixel (x, y) (top row = 0) of a 32-bit buffer with the channel byte offsets given.
private func pixel(_ context: CGContext, _ x: Int, _ y: Int, order: [Int]) -> [UInt8] {
    let bytes = context.data!.assumingMemoryBound(to: UInt8.self) + y * context.bytesPerRow + x * 4
    return order.map { bytes[$0] }
}

private let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
private let rgba = CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue
/// Offsets of R, G, B, A.
private let bgraOrder = [2, 1, 0, 3]
private let rgbaOrder = [0, 1, 2, 3]

@Suite struct ContextTests {
    private func makeContext(_ info: UInt32, width: Int = 20, height: Int = 20) -> CGContext {
        CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
    }

    @Test(arguments: [(bgra, bgraOrder), (rgba, rgbaOrder)])
    func fillLandsBottomUpInTheRequestedLayout(info: UInt32, order: [Int]) {
        let context = makeContext(info)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 5))   // y-up: the bottom five rows
        #expect(pixel(context, 10, 17, order: order) == [255, 0, 0, 255])
        #expect(pixel(context, 10, 2, order: order) == [0, 0, 0, 0])
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 10, width: 20, height: 10))
        #expect(pixel(context, 10, 2, order: order) == [0, 0, 128, 128], "premultiplied half-transparent blue")
        let image = context.makeImage()!
        #expect(image.width == 20 && image.premultipliedRGBA(x: 10, y: 17) == (255, 0, 0, 255))
    }

    @Test func anImageIsACopyThatHandsItsBytesOver() {
        let context = makeContext(bgra, width: 3, height: 2)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        let image = context.makeImage()!
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(image.premultipliedRGBA(x: 2, y: 1) == (255, 0, 0, 255), "drawn after: not in the image")
        let bytes = [UInt8](image.dataProvider!.data!)
        #expect(bytes.count == image.bytesPerRow * 2)
        #expect(Array(bytes[image.bytesPerRow + 8..<image.bytesPerRow + 12]) == [0, 0, 255, 255], "red, in BGRA")
    }

    @Test func unsupportedLayoutsReturnNil() {
        #expect(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 16, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bgra) == nil)
        #expect(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bgra) == nil)
    }

    @Test func callerOwnedBufferReceivesTheDrawing() {
        var buffer = [UInt8](repeating: 0, count: 8 * 8 * 4)
        buffer.withUnsafeMutableBytes { raw in
            let context = CGContext(data: raw.baseAddress, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 32,
                                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba)!
            context.setFillColor(gray: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        #expect(buffer.allSatisfy { $0 == 255 })
    }

    @Test func transformsClipAndGraphicsState() {
        let context = makeContext(bgra)
        #expect(context.ctm.isIdentity)
        context.saveGState()
        context.translateBy(x: 10, y: 10)
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 10))
        context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: -100, y: -100, width: 200, height: 200))
        context.restoreGState()
        #expect(context.ctm.isIdentity)
        // The clip covered device x 10..14, y-up 10..14 → rows 6..9 from the top.
        #expect(pixel(context, 12, 8, order: bgraOrder) == [0, 255, 0, 255])
        #expect(pixel(context, 15, 8, order: bgraOrder)[3] == 0)
        #expect(pixel(context, 12, 11, order: bgraOrder)[3] == 0)
    }

    @Test func strokeWidthCapsAndDashes() {
        let context = makeContext(bgra, width: 40, height: 10)
        context.setStrokeColor(CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        context.setLineWidth(4)
        context.setLineCap(.butt)
        context.setLineDash(phase: 0, lengths: [10, 10])
        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: 40, y: 5))
        context.strokePath()
        #expect(pixel(context, 5, 5, order: bgraOrder) == [255, 255, 255, 255], "dash")
        #expect(pixel(context, 15, 5, order: bgraOrder)[3] == 0, "gap")
        #expect(pixel(context, 25, 5, order: bgraOrder)[3] == 255, "second dash")
        #expect(pixel(context, 5, 1, order: bgraOrder)[3] == 0, "outside the 4-pixel-wide line")
    }

    @Test func imagesDrawUprightInTheYUpSpace() {
        let source = makeContext(bgra, width: 2, height: 2)
        source.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        source.fill(CGRect(x: 0, y: 1, width: 2, height: 1))   // the top row, in y-up terms
        let image = source.makeImage()!
        #expect(image.premultipliedRGBA(x: 0, y: 0) == (255, 0, 0, 255), "image row 0 is the top")
        let destination = makeContext(bgra, width: 10, height: 10)
        destination.interpolationQuality = .none
        destination.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(destination, 5, 2, order: bgraOrder) == [255, 0, 0, 255], "the image's top stays on top")
        #expect(pixel(destination, 5, 7, order: bgraOrder)[3] == 0)
    }

    @Test func fillRuleAndPathDrawing() {
        let context = makeContext(bgra, width: 100, height: 100)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        context.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        context.fillPath(using: .evenOdd)
        #expect(pixel(context, 50, 50, order: bgraOrder)[3] == 0)
        #expect(pixel(context, 10, 10, order: bgraOrder)[3] == 255)
        #expect(context.isPathEmpty)
    }

    @Test func imageFromBytesAndCropping() {
        // A 2×1 RGBA image: red, then half-transparent green (premultiplied).
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 128, 0, 128]
        let image = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: rgba),
                            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                            intent: .defaultIntent)!
        #expect(image.premultipliedRGBA(x: 1, y: 0) == (0, 128, 0, 128))
        let cropped = image.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1))!
        #expect(cropped.width == 1 && cropped.premultipliedRGBA(x: 0, y: 0) == (0, 128, 0, 128))
        #expect(image.alphaInfo == .premultipliedLast)
    }
}
