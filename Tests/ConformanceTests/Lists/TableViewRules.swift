import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// UITableView: geometry of the three styles, cells for the visible rows only,
/// the standard cells, selection by touch and animated row updates.
@MainActor
@Suite("Table views", .checksDiagnostics)
struct TableViewRules {
    @Test("Plain sections run together under 28-point titled headers; grouped sections stand apart; inset-grouped rows are cards")
    func geometryOfTheStyles() throws {
        let (_, plain, _) = hostWithTable(counts: [3, 2, 4], titles: ["A", "B", "C"])
        // Section 1's header follows section 0's header and three 44-point rows.
        #expect(plain.rectForHeader(inSection: 1) == CGRect(x: 0, y: 28 + 3 * 44, width: 390, height: 28))
        #expect(plain.rectForRow(at: IndexPath(row: 1, section: 2)) == CGRect(x: 0, y: 3 * 28 + 5 * 44 + 44, width: 390, height: 44))
        #expect(plain.contentSize.height == CGFloat(3 * 28 + 9 * 44))
        #expect(plain.headerView(forSection: 0)?.textLabel?.text == "A")

        let (_, grouped, _) = hostWithTable(style: .grouped, counts: [3, 2])
        // 35 above the first section, 18 below it, 18 above the next.
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 1)).minY == CGFloat(35 + 3 * 44 + 18 + 18))
        #expect(grouped.backgroundColor == .systemGroupedBackground)

        let (_, inset, _) = hostWithTable(style: .insetGrouped, counts: [3])
        let first = try #require(inset.cellForRow(at: IndexPath(row: 0, section: 0)))
        let middle = try #require(inset.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(first.frame == CGRect(x: 20, y: 35, width: 350, height: 44))
        #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner] && first.layer.cornerRadius == 10)
        #expect(middle.layer.cornerRadius == 0)
        let last = try #require(inset.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(Self.separator(of: last)?.isHidden == true, "the last row of a grouped section has no separator")
        #expect(Self.separator(of: middle)?.isHidden == false)
        #expect(Self.separator(of: middle)?.frame.minX == 16)
    }

    /// The hairline along a cell's bottom.
    static func separator(of cell: UITableViewCell) -> UIView? {
        cell.subviews.first { $0.frame.height > 0 && $0.frame.height < 1 && $0.frame.maxY == cell.bounds.height }
    }

    @Test("Only the visible rows have cells; scrolling reuses them; the delegate's heights count")
    func visibleRowsAndReuse() throws {
        let (host, tableView, _) = hostWithTable(counts: [1000])
        // 844 / 44 = 19.2: rows 0…19 meet the screen.
        #expect(tableView.indexPathsForVisibleRows?.map(\.row) == Array(0...19))
        let firstCells = Set(tableView.visibleCells.map(ObjectIdentifier.init))
        tableView.contentOffset = CGPoint(x: 0, y: 4400)
        host.advance(by: 1.0 / 60)
        // 4400 / 44 = 100 and 5244 / 44 = 119.2: rows 100…119.
        #expect(tableView.indexPathsForVisibleRows?.map(\.row) == Array(100...119))
        #expect(Set(tableView.visibleCells.map(ObjectIdentifier.init)) == firstCells, "the same twenty cells, reused")
        #expect(tableView.cellForRow(at: IndexPath(row: 105, section: 0))?.textLabel?.text == "Row 105")
        #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 4400 + 44 * 3 + 1)) == IndexPath(row: 103, section: 0))
    }

    @Test("The standard cell styles place their labels; an accessory narrows the content")
    func standardCells() throws {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 390, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.layoutIfNeeded()
        let title = try #require(subtitle.textLabel?.frame), detail = try #require(subtitle.detailTextLabel?.frame)
        #expect(detail.minY > title.maxY, "the subtitle is under the title")
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)

        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        value1.accessoryType = .disclosureIndicator
        value1.textLabel?.text = "Name"
        value1.detailTextLabel?.text = "Value"
        value1.layoutIfNeeded()
        #expect(value1.detailTextLabel?.textAlignment == .right)
        // The chevron is 8 wide, 16 from the edge; the content stops 4 before it.
        #expect(value1.contentView.frame.width == CGFloat(390 - 16 - 8 - 4))
    }

    @Test("A tap highlights, asks willSelect (which may redirect), unhighlights and selects")
    func tapSelects() throws {
        let (host, tableView, source) = hostWithTable(counts: [10])
        source.calls.removeAll()
        host.tap(at: CGPoint(x: 100, y: 44 * 2 + 22))
        host.advance(by: 0.1)
        #expect(source.calls == ["didHighlight 0.2", "willSelect 0.2", "didUnhighlight 0.2", "didSelect 0.2"])
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isSelected && cell.selectedBackgroundView?.alpha == 1)

        source.calls.removeAll()
        source.redirect = [IndexPath(row: 5, section: 0): IndexPath(row: 6, section: 0)]
        host.tap(at: CGPoint(x: 100, y: 44 * 5 + 22))
        host.advance(by: 0.1)
        // The tapped row highlights; willSelect redirects to 0.6, so the old row is deselected and 0.6 selected.
        expectSequence(["didHighlight 0.5", "willSelect 0.5", "didUnhighlight 0.5", "didDeselect 0.2", "didSelect 0.6"],
                       in: source.calls)
        #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 6, section: 0)])
        #expect(cell.selectedBackgroundView?.alpha == 0)
    }

    @Test("An animated deselection fades the selected background")
    func deselectionFades() throws {
        let (host, tableView, _) = hostWithTable(counts: [10])
        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let background = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.selectedBackgroundView)
        #expect(background.alpha == 1)
        tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        #expect(tableView.indexPathForSelectedRow == nil)
        host.advance(by: 8.0 / 60)
        let halfway = background.layer.presentation()?.opacity ?? -1
        // A 0.25 s ease-in-out fade, begun with the call: 8 frames in.
        let expected = 1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 8.0 / 60 / 0.25)
        #expect(abs(Double(halfway) - expected) < 0.005, "8 frames into 0.25 s: \(halfway), expected \(expected)")
        try host.runUntilIdle()
        #expect(background.layer.presentation()?.opacity == 0)
    }

    @Test("Deleted rows leave as their animation says, the rows below close up, and bad counts are refused by name")
    func rowUpdates() throws {
        let (host, tableView, source) = hostWithTable(counts: [10])
        let deleted = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let below = try #require(tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        source.counts = [9]
        tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === below)
        host.advance(by: 0.15)
        // Half-way: the deleted row half-way off to the left, the row below half-way up.
        #expect(abs(presentedCenter(deleted).x - (195 - 390 / 2)) < 20)
        #expect(abs(presentedCenter(below).y - (3 * 44 + 22 + 2 * 44 + 22) / 2) < 4)
        try host.runUntilIdle()
        #expect(below.frame.minY == CGFloat(2 * 44))
        #expect(deleted.superview == nil, "the deleted row's cell waits for reuse")
        #expect(tableView.visibleCells.count == 9)

        source.counts = [10]
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        let inserted = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        host.advance(by: 9.0 / 60)
        let opacity = inserted.layer.presentation()?.opacity ?? -1
        // Row animations take 0.3 s, ease-in-out: half way after 9 frames.
        #expect(abs(Double(opacity) - ReferenceTimingCurve.easeInEaseOut.progress(at: 0.15 / 0.3)) < 0.005,
                "the inserted row fades in: \(opacity)")
        try host.runUntilIdle()

        SegueDiagnostics.clear()
        tableView.performBatchUpdates({ tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) })
        let message = try #require(SegueDiagnostics.messages.last)
        #expect(message.contains("Invalid update: invalid number of rows in section 0"))
        #expect(message.contains("The number of rows contained in an existing section after the update (10)"))
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 10 && tableView.visibleCells.count == 10)
    }
}
