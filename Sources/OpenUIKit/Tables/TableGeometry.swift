import Foundation

/// Where everything of a table view goes, top to bottom: the table header
/// view, then each section's header, rows and footer, then the table footer
/// view. Rows span the width (inset on both sides in the inset-grouped style).
struct TableGeometry {
    struct Section {
        var headerY: CGFloat = 0
        var headerHeight: CGFloat = 0
        var rowY: [CGFloat] = []
        var rowHeights: [CGFloat] = []
        var footerY: CGFloat = 0
        var footerHeight: CGFloat = 0
        var maxY: CGFloat { footerY + footerHeight }
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var contentHeight: CGFloat = 0
    /// The rows' horizontal extent.
    var rowMinX: CGFloat = 0
    var rowWidth: CGFloat = 0

    /// Lays the table out from the heights the table view gives.
    init(sectionCount: Int, rowCount: (Int) -> Int, rowHeight: (IndexPath) -> CGFloat, headerHeight: (Int) -> CGFloat,
         footerHeight: (Int) -> CGFloat, tableHeaderHeight: CGFloat, tableFooterHeight: CGFloat, rowMinX: CGFloat, rowWidth: CGFloat) {
        self.tableHeaderHeight = tableHeaderHeight
        self.rowMinX = rowMinX
        self.rowWidth = rowWidth
        var y = tableHeaderHeight
        for section in 0..<sectionCount {
            var geometry = Section()
            geometry.headerY = y
            geometry.headerHeight = max(0, headerHeight(section))
            y += geometry.headerHeight
            for row in 0..<rowCount(section) {
                let height = max(0, rowHeight(IndexPath(row: row, section: section)))
                geometry.rowY.append(y)
                geometry.rowHeights.append(height)
                y += height
            }
            geometry.footerY = y
            geometry.footerHeight = max(0, footerHeight(section))
            y += geometry.footerHeight
            sections.append(geometry)
        }
        contentHeight = y + tableFooterHeight
    }

    init() {}

    func rectForRow(at indexPath: IndexPath) -> CGRect? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].rowY.indices.contains(indexPath.row) else { return nil }
        let section = sections[indexPath.section]
        return CGRect(x: rowMinX, y: section.rowY[indexPath.row], width: rowWidth, height: section.rowHeights[indexPath.row])
    }

    func rectForHeader(_ section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].headerY, width: width, height: sections[section].headerHeight)
    }

    func rectForFooter(_ section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].footerY, width: width, height: sections[section].footerHeight)
    }

    /// The rows whose frames meet the vertical span `minY…maxY`, found by binary search in each section met.
    func rows(between minY: CGFloat, and maxY: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.maxY > minY && section.headerY < maxY {
            var lower = 0, upper = section.rowY.count
            while lower < upper {
                let middle = (lower + upper) / 2
                if section.rowY[middle] + section.rowHeights[middle] <= minY { lower = middle + 1 } else { upper = middle }
            }
            var row = lower
            while row < section.rowY.count, section.rowY[row] < maxY {
                if section.rowHeights[row] > 0 { found.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return found
    }

    /// The row at height `y`, if any.
    func row(at y: CGFloat) -> IndexPath? {
        rows(between: y, and: y + 0.001).first { rectForRow(at: $0).map { $0.minY <= y && y < $0.maxY } ?? false }
    }
}
