import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A table data source and delegate with mutable row counts and optional
/// titles, which records the calls it receives as "name section.row".
@MainActor
final class RowSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var headerTitles: [String?] = []
    var calls: [String] = []
    var redirect: [IndexPath: IndexPath] = [:]
    var cellStyle = UITableViewCell.CellStyle.subtitle

    init(counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: cellStyle, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "Section \(indexPath.section)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.section).\(indexPath.row)")
        return redirect[indexPath] ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.section).\(indexPath.row)")
    }
}

/// A host whose root view holds a full-screen table of `style` (no inset adjustment).
@MainActor
func hostWithTable(style: UITableView.Style = .plain, counts: [Int] = [30], titles: [String?] = [])
    -> (host: TestHost, tableView: UITableView, source: RowSource) {
    let (host, root) = hostWithRoot(UIViewController(nibName: nil, bundle: nil))
    let tableView = UITableView(frame: root.view.bounds, style: style)
    tableView.contentInsetAdjustmentBehavior = .never
    let source = RowSource(counts: counts)
    source.headerTitles = titles
    tableView.dataSource = source
    tableView.delegate = source
    root.view.addSubview(tableView)
    keepAlive(source)
    tableView.layoutIfNeeded()
    return (host, tableView, source)
}
