import Foundation
import UIKit
import SegueTesting
import SnapshotTesting

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy that requires every pixel to match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy: `precision` is the share of pixels that must
    /// match; `perceptualPrecision` how close (1 − the largest channel
    /// difference ÷ 255) a pixel must be to count as matching.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let loadScale = scale.flatMap { $0 == 0 ? nil : $0 } ?? 2
        let toData: (UIImage) -> Data = { $0.pngData() ?? Data() }
        return .diff(toData: toData, fromData: { UIImage(data: $0, scale: loadScale) ?? emptyImage }) { old, new in
            guard let reference = old.cgImage, let actual = new.cgImage else {
                return ("The reference or the new image has no pixels", [])
            }
            let tolerance = Int(((1 - Double(perceptualPrecision)) * 255).rounded(.down))
            let comparison = ImageComparison(actual: actual, expected: reference, tolerance: tolerance)
            guard !comparison.matches(maximumFraction: 1 - Double(precision)) else { return nil }
            let message = comparison.sizesMatch
                ? "Newly-taken snapshot does not match reference: \(comparison)"
                : "Newly-taken snapshot@\(new.size) does not match reference@\(old.size)."
            var attachments: [DiffAttachment] = [.data(toData(old), name: "reference.png"), .data(toData(new), name: "failure.png")]
            if let difference = MainActor.assumeIsolated({ ImageComparison.diffImage(actual: actual, expected: reference) }),
               let data = difference.pngData() {
                attachments.append(.data(data, name: "difference.png"))
            }
            return (message, attachments)
        }
    }
}

/// What a reference that cannot be read loads as: one transparent pixel.
private let emptyImage: UIImage = {
    let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)
    return UIImage(cgImage: context!.makeImage()!)
}()

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Snapshots an image, requiring every pixel to match.
    public static var image: Snapshotting { .image() }

    /// Snapshots an image with the given precisions.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        SimplySnapshotting(pathExtension: "png",
                           diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
