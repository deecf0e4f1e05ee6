import Foundation

extension UICollectionView {
    /// The selected items, in the order they were selected (empty when none).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    /// Selects the item at `indexPath` in code (no delegate calls), scrolling it
    /// to `scrollPosition`; nil deselects every item.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { deselectItem(at: selected, animated: animated) }
            return
        }
        loadCountsIfNeeded()
        guard isValid(indexPath) else {
            return SegueDiagnostics.report("\(self): selectItem(at:) with \(indexPath), which is not an item of the collection view")
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { deselectItem(at: other, animated: animated) }
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath` in code (no delegate calls).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: Touches

    /// A touch on an item highlights it, when the delegate agrees.
    func touchBegan(at point: CGPoint) {
        guard allowsSelection, let indexPath = indexPathForItem(at: point),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        highlight(indexPath)
    }

    /// The touch that highlighted an item lifted: it selects the item (or, with
    /// multiple selection, toggles it), when the delegate agrees.
    func touchEnded() {
        guard let indexPath = highlightedItem else { return }
        let delegate = collectionDelegate
        if allowsMultipleSelection && selectedIndexPaths.contains(indexPath) {
            let agrees = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight()
            guard agrees else { return }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let agrees = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard agrees else { return }
        let previous = allowsMultipleSelection ? [] : selectedIndexPaths.filter { $0 != indexPath }
        for other in previous {
            deselectItem(at: other, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: other)
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func highlight(_ indexPath: IndexPath) {
        highlightedItem = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    /// The highlight goes (the touch ended, or was taken by the scroll view's pan).
    func unhighlight() {
        guard let indexPath = highlightedItem else { return }
        highlightedItem = nil
        cellForItem(at: indexPath)?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
}
