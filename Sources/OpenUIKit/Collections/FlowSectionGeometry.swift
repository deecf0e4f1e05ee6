import Foundation

/// One laid-out section of a flow layout: its header, its lines of items and
/// its footer, with the extent along the scrolling axis each line covers.
@MainActor
struct FlowSectionGeometry {
    /// A line of items (a row when scrolling vertically, a column otherwise).
    struct Line {
        var items: Range<Int>
        /// The line's start and end along the scrolling axis.
        var start: CGFloat
        var end: CGFloat
    }

    var header: UICollectionViewLayoutAttributes?
    var footer: UICollectionViewLayoutAttributes?
    var items: [UICollectionViewLayoutAttributes] = []
    var lines: [Line] = []
    /// The section's whole frame, header and footer included.
    var frame: CGRect = .zero

    /// The items whose frames meet `rect`, found by a binary search of the lines.
    func items(in rect: CGRect, vertical: Bool) -> [UICollectionViewLayoutAttributes] {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var lower = 0, upper = lines.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if lines[middle].end < low { lower = middle + 1 } else { upper = middle }
        }
        var found: [UICollectionViewLayoutAttributes] = []
        var index = lower
        while index < lines.count, lines[index].start <= high {
            for item in lines[index].items where items[item].frame.intersects(rect) { found.append(items[item]) }
            index += 1
        }
        return found
    }
}
