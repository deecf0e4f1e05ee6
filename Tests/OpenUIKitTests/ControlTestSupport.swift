import Foundation
@testable import OpenUIKit
import SegueTesting

/// A host (390×844 points at 2×) whose root view is white, for the controls' tests.
@MainActor
func controlHost() -> (TestHost, UIView) {
    let host = TestHost()
    let root = UIViewController()
    root.view.backgroundColor = .white
    host.window.rootViewController = root
    host.advance(by: 0.05)
    return (host, root.view)
}

/// One pixel of a 2× frame at `point` (in points), as whole numbers.
@MainActor
func controlPixel(_ image: CGImage, _ point: CGPoint) -> (red: Int, green: Int, blue: Int) {
    let p = image.premultipliedRGBA(x: Int((point.x * 2).rounded(.down)), y: Int((point.y * 2).rounded(.down)))
    return (Int(p.red), Int(p.green), Int(p.blue))
}

/// Whether `pixel` is within `tolerance` of (`red`, `green`, `blue`) in every channel.
func isColor(_ pixel: (red: Int, green: Int, blue: Int), _ red: Int, _ green: Int, _ blue: Int, tolerance: Int = 3) -> Bool {
    abs(pixel.red - red) <= tolerance && abs(pixel.green - green) <= tolerance && abs(pixel.blue - blue) <= tolerance
}

/// A colour of `alpha` over white, one channel, rounded as an 8-bit value.
func overWhite(_ channel: Double, alpha: Double) -> Int { Int((255 + (channel - 255) * alpha).rounded()) }

/// The centre (in points) of the run of pixels along the row at `y` (points)
/// between `fromX` and `toX` (points) for which `test` holds; nil when none does.
@MainActor
func centerOfRun(_ image: CGImage, y: CGFloat, fromX: CGFloat, toX: CGFloat,
                 where test: ((red: Int, green: Int, blue: Int)) -> Bool) -> CGFloat? {
    let row = Int((y * 2).rounded(.down))
    var first: Int?, last: Int?
    for x in Int(fromX * 2)..<Int(toX * 2) {
        let p = image.premultipliedRGBA(x: x, y: row)
        if test((Int(p.red), Int(p.green), Int(p.blue))) {
            if first == nil { first = x }
            last = x
        }
    }
    guard let first, let last else { return nil }
    return (CGFloat(first) + CGFloat(last) + 1) / 4
}

/// The right edge (in points) of the last pixel along the row at `y` for which `test` holds.
@MainActor
func lastMatch(_ image: CGImage, y: CGFloat, fromX: CGFloat, toX: CGFloat,
               where test: ((red: Int, green: Int, blue: Int)) -> Bool) -> CGFloat? {
    let row = Int((y * 2).rounded(.down))
    var last: Int?
    for x in Int(fromX * 2)..<Int(toX * 2) {
        let p = image.premultipliedRGBA(x: x, y: row)
        if test((Int(p.red), Int(p.green), Int(p.blue))) { last = x }
    }
    return last.map { CGFloat($0 + 1) / 2 }
}
