import Foundation

/// A table view's data source driven by snapshots: it answers the table from
/// its current `NSDiffableDataSourceSnapshot`, makes cells with the cell
/// provider, and `apply(_:animatingDifferences:completion:)` runs the
/// differences from the last snapshot as one batch update, rows animating with
/// `defaultRowAnimation`.
///
/// The data source makes itself the table view's `dataSource` (which holds it
/// weakly: keep a reference).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource {
    /// Makes the cell for an item: usually `dequeueReusableCell(withIdentifier:for:)`, configured.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// How inserted, deleted and reloaded rows animate (default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the table view's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the data as the table view shows it now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { currentSnapshot }

    /// Makes `snapshot` the data: the differences from the current one run as
    /// one batch update, animated with `defaultRowAnimation` when
    /// `animatingDifferences` (otherwise at once); items marked for
    /// reconfiguring are configured again in their cells. `completion` runs when
    /// the update has finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView, tableView.rowCounts != nil else {
            currentSnapshot = snapshot
            tableView?.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        let animation = defaultRowAnimation
        let update = {
            tableView.performBatchUpdates({
                self.currentSnapshot = snapshot
                tableView.record(difference.updates, with: animation)
            }, completion: { _ in completion?() })
            self.reconfigure(difference.reconfigured, in: tableView)
        }
        if animatingDifferences { update() } else { UIView.performWithoutAnimation(update) }
    }

    /// Makes `snapshot` the data, as `apply`, and waits until the update has finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Makes `snapshot` the data without working out differences: the table view reloads.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        currentSnapshot = snapshot
        tableView?.reloadData()
        tableView?.layoutIfNeeded()
        completion?()
    }

    /// Calls the cell provider again for the rows at `indexPaths` that have cells on screen, which get their own cell back.
    private func reconfigure(_ indexPaths: [IndexPath], in tableView: UITableView) {
        for indexPath in indexPaths {
            guard let cell = tableView.cellForRow(at: indexPath), let item = currentSnapshot.item(at: indexPath) else { continue }
            tableView.reconfiguringCell = (indexPath, cell)
            _ = cellProvider(tableView, indexPath, item)
            tableView.reconfiguringCell = nil
        }
    }

    // MARK: Identifiers and index paths

    /// The item at `indexPath` in the current snapshot, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { currentSnapshot.item(at: indexPath) }

    /// Where `itemIdentifier` is in the current snapshot, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { currentSnapshot.indexPath(of: itemIdentifier) }

    /// The section at `index` in the current snapshot, or nil.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { currentSnapshot.section(at: index) }

    /// Where the section `sectionIdentifier` is in the current snapshot, or nil.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { currentSnapshot.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    /// The current snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { currentSnapshot.numberOfSections }

    /// The number of items of the current snapshot's section `section`.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        currentSnapshot.numberOfItems(inSectionAt: section)
    }

    /// The cell the cell provider makes for the row at `indexPath`.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = currentSnapshot.item(at: indexPath) else {
            SegueDiagnostics.report("\(self): the table view asked for a cell at \(indexPath), which the snapshot does not have")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        guard let cell = cellProvider(tableView, indexPath, item) else {
            SegueDiagnostics.report("\(self): the cell provider returned nil for item \(item) at \(indexPath); "
                + "a UITableViewDiffableDataSource cell provider must return a cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// The title of `section`'s header (default none; override to give one).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// The title of `section`'s footer (default none; override to give one).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
