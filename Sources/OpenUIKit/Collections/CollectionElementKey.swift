import Foundation

/// Names one element of a collection view: a cell, or a supplementary or
/// decoration view of a kind, at an index path.
struct CollectionElementKey: Hashable {
    var category: UICollectionView.ElementCategory
    var kind: String?
    var indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .cell, kind: nil, indexPath: indexPath)
    }
}
