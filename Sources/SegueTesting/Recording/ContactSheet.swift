import Foundation
import OpenUIKit

/// Frames laid out in a grid on one image, left to right and top to bottom,
/// each scaled to fit a cell, with a thin gap between.
public enum ContactSheet {
    /// At most this many frames; longer clips are sampled evenly.
    public static let maximumFrames = 24
    /// Frames per row.
    public static let columns = 6

    /// The sheet of `frames` (`columns` to a row), or nil when there are none.
    public static func make(_ frames: [CGImage], cellWidth: Int = 240, columns: Int = ContactSheet.columns) -> CGImage? {
        guard let first = frames.first else { return nil }
        let picked = frames.count <= maximumFrames ? frames
            : (0..<maximumFrames).map { frames[$0 * (frames.count - 1) / (maximumFrames - 1)] }
        let gap = 8
        let cellHeight = cellWidth * first.height / max(first.width, 1)
        let columns = max(1, min(columns, picked.count))
        let rows = (picked.count + columns - 1) / columns
        let width = columns * cellWidth + (columns + 1) * gap
        let height = rows * cellHeight + (rows + 1) * gap
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(),
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                                          | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        context.setFillColor(CGColor(gray: 0.15, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        context.interpolationQuality = .medium
        for (index, frame) in picked.enumerated() {
            let column = index % columns, row = index / columns
            // CGContext is y-up: row 0 at the top.
            let x = gap + column * (cellWidth + gap)
            let y = height - (gap + row * (cellHeight + gap)) - cellHeight
            context.draw(frame, in: CGRect(x: x, y: y, width: cellWidth, height: cellHeight))
        }
        return context.makeImage()
    }
}
