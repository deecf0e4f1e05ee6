import Foundation

/// Gives a collection view its sections, items and the views that show them.
/// `numberOfItemsInSection` and `cellForItemAt` are required.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// How many sections there are (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`. Required
    /// when the layout has supplementary views.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        SegueDiagnostics.report("\(collectionView): the layout has a supplementary view of kind \(kind) at \(indexPath), "
            + "but the data source \(self) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); "
            + "an empty view stands in")
        return UICollectionReusableView()
    }
}
