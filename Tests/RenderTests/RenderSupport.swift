import Foundation
@testable import OpenQuartzCore
import SegueTesting
import Testing

/// Renders a scene: a white root layer of `size` points, filled by `build`.
@MainActor
func renderScene(size: CGSize = CGSize(width: 100, height: 100), scale: CGFloat = 1,
                 compositor: Compositor = Compositor(), _ build: (CALayer) -> Void) -> CGImage {
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    root.position = CGPoint(x: size.width / 2, y: size.height / 2)
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    build(root)
    return compositor.render(root, size: size, scale: scale)
}

/// A solid layer.
@MainActor
func solid(_ frame: CGRect, _ color: CGColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let black = CGColor(gray: 0, alpha: 1)
let white = CGColor(gray: 1, alpha: 1)

typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

/// Expects the pixel at (x, y) to be `expected` within `tolerance` per channel.
func expectPixel(_ image: CGImage, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 0,
                 _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = image.premultipliedRGBA(x: x, y: y)
    let difference = max(abs(Int(actual.red) - Int(expected.red)), abs(Int(actual.green) - Int(expected.green)),
                         abs(Int(actual.blue) - Int(expected.blue)), abs(Int(actual.alpha) - Int(expected.alpha)))
    #expect(difference <= tolerance, "pixel (\(x), \(y)) is \(actual), expected \(expected)\(comment.map { ": \($0)" } ?? "")",
            sourceLocation: sourceLocation)
}

let whitePixel: RGBA = (255, 255, 255, 255)
let redPixel: RGBA = (255, 0, 0, 255)
let greenPixel: RGBA = (0, 255, 0, 255)
let bluePixel: RGBA = (0, 0, 255, 255)
let blackPixel: RGBA = (0, 0, 0, 255)

/// Checks an image against its golden in `Goldens/`.
@MainActor
func expectGolden(_ image: CGImage, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let resources = Bundle.module.resourceURL!.appendingPathComponent("Goldens")
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")
    if let failure = GoldenImage.check(image, named: name, in: resources, recordingTo: source) {
        Issue.record("\(failure)", sourceLocation: sourceLocation)
    }
}
