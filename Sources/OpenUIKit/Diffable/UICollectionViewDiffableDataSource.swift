import Foundation

/// A collection view's data source driven by snapshots: it answers the
/// collection view from its current `NSDiffableDataSourceSnapshot`, makes
/// cells with the cell provider, and `apply(_:animatingDifferences:completion:)`
/// works out what changed since the last snapshot and runs it as one batch
/// update, so cells move, arrive and leave as in a `performBatchUpdates`.
///
/// The data source makes itself the collection view's `dataSource` (which holds
/// it weakly: keep a reference).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item: usually `dequeueConfiguredReusableCell(using:for:item:)`.
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                     _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (_ collectionView: UICollectionView, _ elementKind: String,
                                                  _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Makes the layout's supplementary views (headers, footers, badges).
    public var supplementaryViewProvider: SupplementaryViewProvider?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var currentSnapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView` whose cells `cellProvider` makes; it becomes the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the data as the collection view shows it now.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { currentSnapshot }

    /// Makes `snapshot` the data: the differences from the current one run as
    /// one batch update, animated when `animatingDifferences` (otherwise at
    /// once); items marked for reconfiguring are configured again in their cells.
    /// `completion` runs when the update has finished.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let collectionView, collectionView.itemCounts != nil else {
            currentSnapshot = snapshot
            collectionView?.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: currentSnapshot, to: snapshot)
        let update = {
            collectionView.performBatchUpdates({
                self.currentSnapshot = snapshot
                collectionView.record(difference.updates)
            }, completion: { _ in completion?() })
            self.reconfigure(difference.reconfigured, in: collectionView)
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

    /// Makes `snapshot` the data without working out differences: the collection view reloads.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        currentSnapshot = snapshot
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    /// Makes `snapshot` the data without working out differences, and waits until the collection view has reloaded.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Calls the cell provider again for the items at `indexPaths` that have cells on screen, which get their own cell back.
    private func reconfigure(_ indexPaths: [IndexPath], in collectionView: UICollectionView) {
        for indexPath in indexPaths {
            guard let cell = collectionView.cellForItem(at: indexPath), let item = currentSnapshot.item(at: indexPath) else { continue }
            collectionView.reconfiguringCell = (indexPath, cell)
            _ = cellProvider(collectionView, indexPath, item)
            collectionView.reconfiguringCell = nil
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

    // MARK: UICollectionViewDataSource

    /// The current snapshot's number of sections.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { currentSnapshot.numberOfSections }

    /// The number of items of the current snapshot's section `section`.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        currentSnapshot.numberOfItems(inSectionAt: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = currentSnapshot.item(at: indexPath) else {
            SegueDiagnostics.report("\(self): the collection view asked for a cell at \(indexPath), which the snapshot does not have")
            return UICollectionViewCell(frame: .zero)
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            SegueDiagnostics.report("\(self): the cell provider returned nil for item \(item) at \(indexPath); "
                + "a UICollectionViewDiffableDataSource cell provider must return a cell")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// The supplementary view the supplementary view provider makes.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            SegueDiagnostics.report("\(self): the layout has a supplementary view of kind \(kind) at \(indexPath), but the "
                + "supplementaryViewProvider is nil or returned nil; an empty view stands in")
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }
}
