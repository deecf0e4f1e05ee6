import OpenUIKit

/// A grid driven by a diffable data source on a compositional layout: Run
/// shuffles the items and drops every fourth, and the cells glide to their new
/// places while the dropped ones fade; Reverse brings them all back in order.
/// A tapped tile's detail zooms out of it (iOS 18's `.zoom`), and back into
/// the cell the data source finds for the same item, wherever it is by then.
public struct DiffableGridDemo: GalleryDemo {
    public static let name = "diffable-grid"
    public static let title = "Diffable grid"
    public static let group = DemoGroup.collectionLayouts
    public static let summary = "apply(_:animatingDifferences:) animates the moves, deletions and insertions as one batch update; a tile zooms into its detail."

    public init() {}

    public func makeRootViewController() -> UIViewController {
        UINavigationController(rootViewController: DiffableGridController())
    }

    public func run(from root: UIViewController) {
        grid(in: root)?.shuffle()
    }

    public func reverse(from root: UIViewController) {
        guard let navigation = root as? UINavigationController else { return }
        if navigation.viewControllers.count > 1 {
            navigation.popViewController(animated: true)
        } else {
            grid(in: root)?.restore()
        }
    }

    /// Shuffle, open the first tile with the zoom, pull it back down into its cell.
    public var script: [DemoStep] {
        [.wait(0.3), .run, .settle, .wait(0.3), .tap(CGPoint(x: 70, y: 170)), .settle, .wait(0.4),
         .drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 620), duration: 0.5, release: true), .settle, .wait(0.3)]
    }

    private func grid(in root: UIViewController) -> DiffableGridController? {
        (root as? UINavigationController)?.topViewController as? DiffableGridController
    }
}

/// Twenty-four coloured tiles in a three-column compositional grid, fed by snapshots.
@MainActor
final class DiffableGridController: UIViewController, UICollectionViewDelegate {
    private static let items = Array(0..<24)
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
    private var round = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Diffable grid"
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        let tile = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
            let hue = CGFloat(number) / CGFloat(Self.items.count)
            cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.65, brightness: 0.9, alpha: 1)
            cell.contentView.layer.cornerRadius = 10
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: number)
        }
        dataSource?.apply(snapshot(Self.items), animatingDifferences: false)
    }

    /// Pushes the tile's detail, zooming from the cell that shows its item (looked up again on the way back).
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let number = dataSource?.itemIdentifier(for: indexPath) else { return }
        let hue = CGFloat(number) / CGFloat(Self.items.count)
        let detail = TileDetailScreen(color: UIColor(hue: hue, saturation: 0.65, brightness: 0.9, alpha: 1), title: "Tile \(number + 1)")
        detail.preferredTransition = .zoom { [weak self, weak collectionView] _ in
            guard let indexPath = self?.dataSource?.indexPath(for: number) else { return nil }
            return collectionView?.cellForItem(at: indexPath)
        }
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Reorders the tiles (a fixed permutation per round) and drops every fourth.
    func shuffle() {
        // Multiplying by a number prime to 24 permutes the 24 positions.
        let steps = [5, 7, 11, 13, 17, 19, 23]
        let step = steps[round % steps.count]
        round += 1
        let order = Self.items.indices.map { Self.items[($0 * step) % Self.items.count] }
        dataSource?.apply(snapshot(order.enumerated().filter { $0.offset % 4 != 3 }.map(\.element)))
    }

    /// Brings every tile back, in order.
    func restore() {
        dataSource?.apply(snapshot(Self.items))
    }

    private func snapshot(_ numbers: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(numbers)
        return snapshot
    }
}
