import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A list of rows that pushes a detail when a row is selected, the way an app writes one.
@MainActor
final class FruitListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "fruit")
        cell.textLabel?.text = "Fruit \(indexPath.row)"
        cell.detailTextLabel?.text = "Ripe"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = NamedController("Detail \(indexPath.row)", color: .systemYellow)
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// The spec's classic coordinator example: a table list pushes a detail, and
/// the row's selection fades alongside an interactive pop, coming back when
/// the pop is cancelled (frames in `out/tables/`).
@MainActor
@Suite(.serialized, .checksDiagnostics) struct TableScenarioTests {
    @Test("A selected row fades out alongside an interactive pop, comes back when it is cancelled, and clears when it finishes")
    func selectionFollowsTheInteractivePop() throws {
        let list = FruitListController(style: .plain)
        list.title = "Fruit"
        let navigation = UINavigationController(rootViewController: list)
        let host = TestHost()
        host.window.rootViewController = navigation
        host.advance(by: 0.1)
        let tableView = try #require(list.tableView)
        let top = tableView.adjustedContentInset.top
        #expect(tableView.contentOffset.y == -top, "the list starts below the bars")
        host.tap(at: CGPoint(x: 100, y: top + 3 * 44 + 22))
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        try host.runUntilIdle()
        #expect(navigation.topViewController?.title == "Detail 3")
        let highlight = try #require(tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.selectedBackgroundView)
        #expect(highlight.alpha == 1, "the row stays selected while the detail shows")

        // A third of the way back, then released: the pop cancels.
        host.edgePan(from: .left, distance: 130, duration: 0.3, release: false)
        let fading = host.render()
        saveFrame(fading, "pop-cancelled-33", in: "tables")
        let opacity = highlight.layer.presentation()?.opacity ?? -1
        // The deselection runs alongside the pop, ease-in-out on the transition's time: the finger has
        // gone 130 of 390 pt, a third of the way (R18.2).
        let expected = 1 - ReferenceTimingCurve.easeInEaseOut.progress(at: 130.0 / 390)
        #expect(abs(Double(opacity) - expected) < 0.01, "the highlight fades with the pop: \(opacity), expected \(expected)")
        host.drag(from: CGPoint(x: 131, y: 422), to: CGPoint(x: 120, y: 422), duration: 0.1)
        try host.runUntilIdle()
        saveFrame(host.render(), "pop-cancelled-100", in: "tables")
        #expect(navigation.topViewController?.title == "Detail 3", "the pop was cancelled")
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0), "the selection came back")
        #expect(highlight.alpha == 1 && highlight.layer.presentation()?.opacity == 1)

        // Past the middle: the pop finishes and the selection is gone.
        host.edgePan(from: .left, distance: 150, duration: 0.3, release: false)
        saveFrame(host.render(), "pop-finished-38", in: "tables")
        host.drag(from: CGPoint(x: 151, y: 422), to: CGPoint(x: 300, y: 422), duration: 0.15)
        try host.runUntilIdle()
        let end = host.render()
        saveFrame(end, "pop-finished-100", in: "tables")
        #expect(navigation.topViewController === list)
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(highlight.alpha == 0)
        // Only the list's title is in the bar: no back button is left over from the cancelled pop.
        let barMiddle = navigation.navigationBar.convert(CGPoint(x: 0, y: navigation.navigationBar.bounds.midY), to: nil).y
        let blueInBackButtonPlace = stride(from: CGFloat(8), through: 70, by: 2).contains { x in
            let p = end.premultipliedRGBA(x: Int(x * 2), y: Int(barMiddle * 2))
            return p.blue > 200 && p.red < 120
        }
        #expect(!blueInBackButtonPlace, "a back button is left in the root's bar")
        // The row is white again (no grey selection) in the rendered list.
        let rowPixel = end.premultipliedRGBA(x: Int(300 * 2), y: Int((top + 3 * 44 + 8) * 2))
        #expect(rowPixel.red > 245 && rowPixel.green > 245 && rowPixel.blue > 245, "row 3 is not grey: \(rowPixel)")
    }
}
