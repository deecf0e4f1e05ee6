import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// Diffable data sources: snapshots, the updates `apply` runs, cell registrations.
@MainActor
@Suite("Diffable data sources", .checksDiagnostics)
struct DiffableDataSourceRules {
    /// The centre of item `item` of `count` in a 390-wide flow of 100-point squares, 10 apart and inset: three to a
    /// line, a full line spread to touch both insets, the last line at the least spacing.
    static func centerOfSquare(_ item: Int, of count: Int) -> CGPoint {
        let line = item / 3, lastLine = (count - 1) / 3
        let xs: [CGFloat] = line == lastLine ? [60, 170, 280] : [60, 195, 330]
        return CGPoint(x: xs[item % 3], y: 60 + 110 * CGFloat(line))
    }

    static func squares() -> UpdateRecordingFlowLayout {
        let layout = UpdateRecordingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    @Test("A snapshot appends, inserts, moves and deletes by identifier, and answers where each is")
    func snapshotOperations() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5], "appendItems without a section fills the last one")
        snapshot.insertItems([10], beforeItem: 2)
        snapshot.insertItems([11], afterItem: 5)
        snapshot.moveItem(1, afterItem: 4)
        snapshot.deleteItems([2])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [10, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1, 5, 11])
        #expect(snapshot.itemIdentifiers == [10, 3, 4, 1, 5, 11])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "b" && snapshot.sectionIdentifier(containingItem: 99) == nil)
        #expect(snapshot.indexOfItem(1) == 3 && snapshot.indexOfItem(2) == nil)
        #expect(snapshot.indexOfSection("b") == 1 && snapshot.numberOfItems(inSection: "b") == 4)
        snapshot.insertSections(["z"], beforeSection: "a")
        snapshot.moveSection("b", beforeSection: "z")
        #expect(snapshot.sectionIdentifiers == ["b", "z", "a"])
        snapshot.reloadItems([3])
        snapshot.reconfigureItems([10, 4])
        #expect(snapshot.reloadedItemIdentifiers == [3] && snapshot.reconfiguredItemIdentifiers == [10, 4])
        snapshot.deleteSections(["a"])
        #expect(snapshot.itemIdentifiers == [4, 1, 5, 11] && snapshot.sectionIdentifiers == ["b", "z"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers == [4],
                "marks of items that left go with them")
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test("An item or a section moved forward past its neighbours lands right next to its anchor")
    func forwardMoves() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems([1, 2, 3, 4, 5], toSection: "a")
        snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [2, 3, 1, 4, 5])
        snapshot.moveItem(2, beforeItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 1, 4, 2, 5])
        #expect(snapshot.indexOfItem(2) == 3 && snapshot.indexOfItem(5) == 4)
        snapshot.moveSection("a", afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
        snapshot.moveSection("b", beforeSection: "c")
        #expect(snapshot.sectionIdentifiers == ["a", "b", "c"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [3, 1, 4, 2, 5], "a section moves with its items")
    }

    @Test("Misuse UIKit refuses is reported by name and leaves the snapshot as it was")
    func snapshotMisuse() throws {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendItems([1])
        #expect(try #require(SegueDiagnostics.messages.last).contains("There are currently no sections in the data source. Please add a section first."))
        #expect(snapshot.numberOfItems == 0)
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2])
        snapshot.appendItems([2, 3])
        let duplicate = try #require(SegueDiagnostics.messages.last)
        #expect(duplicate.contains("Fatal: supplied item identifiers are not unique") && duplicate.contains("{(2)}"))
        #expect(snapshot.itemIdentifiers == [1, 2], "nothing of the refused batch is added")
        snapshot.appendSections(["b", "b"])
        #expect(try #require(SegueDiagnostics.messages.last).contains("Fatal: supplied section identifiers are not unique"))
        #expect(snapshot.sectionIdentifiers == ["a"])
        snapshot.insertItems([7], beforeItem: 42)
        #expect(try #require(SegueDiagnostics.messages.last).contains("Invalid item identifier specified for insertItems(_:beforeItem:)"))
        snapshot.appendItems([8], toSection: "nope")
        #expect(try #require(SegueDiagnostics.messages.last).contains("Invalid section identifier nope"))
        #expect(snapshot.itemIdentifiers == [1, 2] && snapshot.numberOfSections == 1)
    }

    @Test("apply runs the difference as one batch update: deletions, insertions and the fewest moves, at UIKit's index paths")
    func applyRunsTheDifference() throws {
        let layout = Self.squares()
        let (host, collectionView, dataSource) = hostWithDiffableGrid(layout: layout)
        dataSource.apply(snapshot([0, 1, 2, 3, 4, 5]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 6)
        let cellOf4 = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? NumberCell)
        #expect(cellOf4.number == 4 && cellOf4.center == Self.centerOfSquare(4, of: 6))
        var completed = false
        // 1 goes, 10 arrives second, 4 jumps to the front; 0, 2, 3, 5 keep their order.
        dataSource.apply(snapshot([4, 10, 0, 2, 3, 5])) { completed = true }
        #expect(layout.updates == ["delete 0.1", "insert 0.1", "move 0.4>0.0"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == 4)
        #expect(dataSource.indexPath(for: 10) == IndexPath(item: 1, section: 0) && dataSource.indexPath(for: 1) == nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOf4, "the cell follows its item")
        host.advance(by: 9.0 / 60)
        let from = Self.centerOfSquare(4, of: 6), to = Self.centerOfSquare(0, of: 6)
        let middle = presentedCenter(cellOf4)
        #expect(abs(middle.x - (from.x + to.x) / 2) < 0.5 && abs(middle.y - (from.y + to.y) / 2) < 0.5, "mid-move \(middle) from \(from) to \(to)")
        #expect(!completed)
        try host.runUntilIdle()
        #expect(completed)
        #expect(cellOf4.center == to)
        let numbers = (0..<6).compactMap { (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? NumberCell)?.number }
        #expect(numbers == [4, 10, 0, 2, 3, 5])
    }

    @Test("apply across sections: a section's items go with it, items changing section move, moved sections move")
    func applyAcrossSections() throws {
        let layout = Self.squares()
        let (host, collectionView, dataSource) = hostWithDiffableGrid(layout: layout)
        var first = NSDiffableDataSourceSnapshot<String, Int>()
        first.appendSections(["a", "b", "c"])
        first.appendItems([1, 2], toSection: "a")
        first.appendItems([3, 4], toSection: "b")
        first.appendItems([5], toSection: "c")
        dataSource.apply(first, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        var second = NSDiffableDataSourceSnapshot<String, Int>()
        second.appendSections(["c", "a", "d"])
        second.appendItems([5, 3], toSection: "c")
        second.appendItems([1, 2], toSection: "a")
        second.appendItems([6], toSection: "d")
        dataSource.apply(second)
        // b (with 4) goes; d (with 6) arrives; 3 moves from b into c.
        // One section move restores the order of a and c: Segue, like Myers' diff, moves the first (a, 0 to 1).
        #expect(layout.updates == ["delete 1", "insert 2", "move 0>1", "move 1.0>0.1"])
        #expect(dataSource.sectionIdentifier(for: 0) == "c" && dataSource.index(for: "d") == 2)
        #expect(dataSource.indexPath(for: 3) == IndexPath(item: 1, section: 0))
        try host.runUntilIdle()
    }

    @Test("Without animating differences the update lands at once; reconfiguring keeps the cell, reloading replaces it")
    func unanimatedReconfigureAndReload() throws {
        let (host, collectionView, dataSource) = hostWithDiffableGrid(layout: Self.squares())
        dataSource.apply(snapshot([0, 1, 2]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cellOf2 = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? NumberCell)
        dataSource.apply(snapshot([2, 0, 1]), animatingDifferences: false)
        #expect(cellOf2.center == Self.centerOfSquare(0, of: 3) && presentedCenter(cellOf2) == Self.centerOfSquare(0, of: 3),
                "no animation: the cell is at its new place at once")
        try host.runUntilIdle()

        let cellOf0 = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? NumberCell)
        let configurations = cellOf0.configurations, reuses = cellOf0.reuses
        var reconfigured = dataSource.snapshot()
        reconfigured.reconfigureItems([0])
        dataSource.apply(reconfigured)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOf0, "reconfiguring keeps the cell")
        #expect(cellOf0.configurations == configurations + 1 && cellOf0.reuses == reuses, "configured again, not reused")
        try host.runUntilIdle()

        var reloaded = dataSource.snapshot()
        reloaded.reloadItems([0])
        dataSource.apply(reloaded)
        try host.runUntilIdle()
        let newCell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? NumberCell)
        #expect(newCell !== cellOf0 && newCell.number == 0, "reloading gives the item a new cell")
    }

    @Test("Cell registrations register once, configure each cell for its item, and reuse cells")
    func cellRegistrationConfiguresAndReuses() throws {
        let (host, collectionView, dataSource) = hostWithDiffableGrid(layout: Self.squares())
        dataSource.apply(snapshot(Array(0..<30)), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let visible = collectionView.visibleCells.compactMap { $0 as? NumberCell }
        #expect(visible.count == 24 && visible.count == collectionView.visibleCells.count, "8 lines of 3 show in 844 points")
        for indexPath in collectionView.indexPathsForVisibleItems {
            let cell = try #require(collectionView.cellForItem(at: indexPath) as? NumberCell)
            #expect(cell.number == dataSource.itemIdentifier(for: indexPath))
        }
        // The new items' cells arrive while the old ones fade out, so they are new cells...
        dataSource.apply(snapshot(Array(100..<130)))
        try host.runUntilIdle()
        let replaced = collectionView.visibleCells.compactMap { $0 as? NumberCell }
        #expect(replaced.map(\.number).sorted() == Array(100..<124))
        // ...and the next items' cells are the faded ones, reused.
        dataSource.apply(snapshot(Array(200..<230)))
        try host.runUntilIdle()
        let reused = collectionView.visibleCells.compactMap { $0 as? NumberCell }
        #expect(reused.map(\.number).sorted() == Array(200..<224))
        #expect(reused.allSatisfy { cell in cell.reuses == 1 && visible.contains { $0 === cell } }, "the first cells, reused once")
    }

    @Test("A table view's diffable data source deletes and inserts rows with its default row animation")
    func tableDiffable() throws {
        let (host, root) = hostWithRoot(UIViewController(nibName: nil, bundle: nil))
        let tableView = UITableView(frame: root.view.bounds, style: .plain)
        tableView.contentInsetAdjustmentBehavior = .never
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        root.view.addSubview(tableView)
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: tableView) { tableView, indexPath, name in
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = name
            return cell
        }
        keepAlive(dataSource)
        #expect(dataSource.defaultRowAnimation == .automatic)
        var names = NSDiffableDataSourceSnapshot<String, String>()
        names.appendSections(["people"])
        names.appendItems(["Ada", "Grace", "Linus"])
        dataSource.apply(names, animatingDifferences: false)
        tableView.layoutIfNeeded()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        let graceCell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let linusCell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(graceCell.textLabel?.text == "Grace")

        dataSource.defaultRowAnimation = .left
        names.deleteItems(["Grace"])
        names.appendItems(["Margaret"])
        dataSource.apply(names)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Linus")
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === linusCell)
        host.advance(by: 9.0 / 60)
        // Half-way through 0.3 s: Grace's row is half-way out to the left, Linus's half-way up a row.
        let graceX = graceCell.layer.presentation()?.position.x ?? -1
        #expect(abs(graceX - (195 + -195) / 2) < 0.5, "the deleted row slides left: \(graceX)")
        let linusY = linusCell.layer.presentation()?.position.y ?? -1
        #expect(abs(linusY - (110 + 66) / 2) < 0.5, "mid-move y \(linusY)")
        try host.runUntilIdle()
        #expect((0..<3).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == ["Ada", "Linus", "Margaret"])
    }

    @Test("The zoom transition's lookups: item identifiers and index paths stay right through updates and reloads")
    func identifierLookups() throws {
        let (host, collectionView, dataSource) = hostWithDiffableGrid(layout: Self.squares())
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == nil && dataSource.indexPath(for: 0) == nil)
        dataSource.apply(snapshot(Array(0..<9)), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        var shuffled = snapshot([8, 7, 6, 5, 4, 3, 2, 1, 0])
        shuffled.deleteItems([4])
        dataSource.apply(shuffled)
        for (index, item) in [8, 7, 6, 5, 3, 2, 1, 0].enumerated() {
            #expect(dataSource.indexPath(for: item) == IndexPath(item: index, section: 0))
            #expect(dataSource.itemIdentifier(for: IndexPath(item: index, section: 0)) == item)
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? NumberCell)
            #expect(cell.number == item, "the cell at the index path shows the item, mid-update too")
        }
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 8, section: 0)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == nil)
        try host.runUntilIdle()
        dataSource.applySnapshotUsingReloadData(snapshot([42]))
        #expect(collectionView.numberOfItems(inSection: 0) == 1 && dataSource.indexPath(for: 42) == IndexPath(item: 0, section: 0))
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell)?.number == 42)
    }
}
