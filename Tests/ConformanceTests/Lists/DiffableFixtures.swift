import Foundation
import Testing
import OpenUIKit
import SegueTesting

/// A flow layout that records the updates it is told about, as "delete 0.1",
/// "insert 0.1", "move 0.4>0.0" (section.item).
@MainActor
final class UpdateRecordingFlowLayout: UICollectionViewFlowLayout {
    var updates: [String] = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        func path(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "-" }
            return indexPath.item == NSNotFound ? "\(indexPath.section)" : "\(indexPath.section).\(indexPath.item)"
        }
        for item in updateItems {
            switch item.updateAction {
            case .delete: updates.append("delete \(path(item.indexPathBeforeUpdate))")
            case .insert: updates.append("insert \(path(item.indexPathAfterUpdate))")
            case .reload: updates.append("reload \(path(item.indexPathBeforeUpdate))")
            case .move: updates.append("move \(path(item.indexPathBeforeUpdate))>\(path(item.indexPathAfterUpdate))")
            case .none: break
            }
        }
    }
}

/// A cell that shows its item's number as a colour, and counts reuses and configurations.
@MainActor
final class NumberCell: UICollectionViewCell {
    private(set) var number = -1
    private(set) var configurations = 0
    private(set) var reuses = 0

    func show(_ number: Int) {
        self.number = number
        configurations += 1
        contentView.backgroundColor = SwatchCell.colors[number % SwatchCell.colors.count]
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A host whose root view holds a 390 × 844 collection view (no inset
/// adjustment) with `layout`, driven by a diffable data source of Int items
/// in String sections, whose cells are `NumberCell`s from a registration.
@MainActor
func hostWithDiffableGrid(layout: UICollectionViewLayout)
    -> (host: TestHost, collectionView: UICollectionView, dataSource: UICollectionViewDiffableDataSource<String, Int>) {
    let (host, root) = hostWithRoot(UIViewController(nibName: nil, bundle: nil))
    let collectionView = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
    collectionView.contentInsetAdjustmentBehavior = .never
    collectionView.backgroundColor = .white
    root.view.addSubview(collectionView)
    let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, number in cell.show(number) }
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { collectionView, indexPath, number in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
    }
    keepAlive(dataSource)
    return (host, collectionView, dataSource)
}

/// A snapshot of one section "main" holding `items`.
func snapshot(_ items: [Int], section: String = "main") -> NSDiffableDataSourceSnapshot<String, Int> {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections([section])
    snapshot.appendItems(items)
    return snapshot
}
