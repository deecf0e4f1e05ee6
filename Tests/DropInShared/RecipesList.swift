// iOS 14+ diffable code, as apps write it: a recipes screen with a
// compositional layout (a row of featured cards that scrolls sideways over a
// grid), a diffable data source fed by snapshots of Hashable items, and cell
// registrations. Nothing here is rewritten for Segue.
import UIKit

final class RecipesViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case featured
        case all
    }

    struct Recipe: Hashable, Identifiable {
        let id: Int
        var name: String
        var favorite = false
    }

    final class RecipeCell: UICollectionViewCell {
        var recipe: Recipe?
    }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Recipe.ID>!
    private(set) var recipes: [Recipe.ID: Recipe] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.contentInsetAdjustmentBehavior = .never
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<RecipeCell, Recipe> { cell, indexPath, recipe in
            cell.recipe = recipe
            cell.contentView.backgroundColor = recipe.favorite ? .systemPink : .systemTeal
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Recipe.ID>(collectionView: collectionView) {
            [unowned self] collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: self.recipes[id])
        }

        for id in 0..<12 { recipes[id] = Recipe(id: id, name: "Recipe \(id)") }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Recipe.ID>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems([0, 1, 2, 3, 4], toSection: .featured)
        snapshot.appendItems(Array(5..<12), toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex)! {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1.0),
                                                                    heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
                return section
            case .all:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5),
                                                                    heightDimension: .fractionalHeight(1.0)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120)),
                    subitems: [item])
                return NSCollectionLayoutSection(group: group)
            }
        }
    }

    /// Marks a recipe as a favourite: its cell is configured again, in place.
    func toggleFavorite(_ id: Recipe.ID) {
        recipes[id]?.favorite.toggle()
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// Removes a recipe, with animation.
    func delete(_ id: Recipe.ID, completion: @escaping () -> Void) {
        recipes[id] = nil
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
    }
}
