import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Heights the delegate gives, scrolling to rows, reloads, moves, section updates.
@MainActor
@Suite("Table view heights, scrolling and updates", .checksDiagnostics)
struct TableUpdateRules {
    /// Rows of 30 + 10 × row points, and a 50-point header view on section 1.
    final class TallRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var counts = [3, 2]
        func numberOfSections(in tableView: UITableView) -> Int { counts.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            30 + 10 * CGFloat(indexPath.row)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            guard section == 1 else { return nil }
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
            header.backgroundColor = .systemPink
            return header
        }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    }

    @Test("The delegate's row heights and header views set the geometry")
    func delegateHeights() throws {
        let (_, root) = hostWithRoot(UIViewController(nibName: nil, bundle: nil))
        let tableView = UITableView(frame: root.view.bounds, style: .plain)
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = TallRows()
        tableView.dataSource = source
        tableView.delegate = source
        root.view.addSubview(tableView)
        tableView.layoutIfNeeded()
        // Section 0: no header, rows 30, 40, 50. Section 1: a 50-point header view, rows 30, 40.
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 70, width: 390, height: 50))
        #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 120, width: 390, height: 50))
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 200, width: 390, height: 40))
        #expect(tableView.contentSize.height == 240)
        #expect(tableView.subviews.contains { $0.backgroundColor == .systemPink && $0.frame.minY == 120 })
    }

    @Test("scrollToRow puts the row at the top, the middle or the bottom; moves and reloads keep the right cells")
    func scrollingMovesAndReloads() throws {
        let (host, tableView, source) = hostWithTable(counts: [100])
        tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(tableView.contentOffset.y == CGFloat(50 * 44))
        tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(tableView.contentOffset.y == CGFloat(50 * 44 + 22 - 422))
        tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: true)
        try host.runUntilIdle()
        #expect(tableView.contentOffset.y == CGFloat(51 * 44 - 844))
        tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        tableView.layoutIfNeeded()

        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        try host.runUntilIdle()
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === first)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        #expect(first.frame.minY == CGFloat(2 * 44))

        tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        try host.runUntilIdle()
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) !== first, "a reloaded row gets a cell anew")

        source.counts = [100, 3]
        source.headerTitles = [nil, "More"]
        tableView.insertSections(IndexSet(integer: 1), with: .fade)
        try host.runUntilIdle()
        #expect(tableView.numberOfSections == 2 && tableView.numberOfRows(inSection: 1) == 3)
        #expect(tableView.rectForHeader(inSection: 1).minY == CGFloat(100 * 44))
    }
}
