import Foundation

extension CGRect {
    /// Whether the two rectangles share some area (edges that only touch do not count).
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
