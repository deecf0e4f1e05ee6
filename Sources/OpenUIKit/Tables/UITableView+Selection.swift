import Foundation

extension UITableView {
    /// The first selected row, or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in the order they were selected, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row in code (no delegate calls), scrolling it to `scrollPosition`; nil deselects every row.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { deselectRow(at: row, animated: animated) }
            return
        }
        loadCountsIfNeeded()
        guard isValid(indexPath) else {
            return SegueDiagnostics.report("\(self): selectRow(at:) with \(indexPath), which is not a row of the table view")
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for other in selectedRows where other != indexPath { deselectRow(at: other, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row in code (no delegate calls); animated, its highlight fades
    /// (as part of the surrounding animation when called inside one).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: Touches

    /// A touch on a row highlights it, when the delegate agrees.
    func touchBegan(at point: CGPoint) {
        guard allowsSelection, let indexPath = indexPathForRow(at: point),
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        highlightedRow = indexPath
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    /// The touch that highlighted a row lifted: it selects the row the delegate's
    /// `willSelectRowAt` names (or, with multiple selection, toggles it).
    func touchEnded() {
        guard let touched = highlightedRow else { return }
        let delegate = tableDelegate
        if allowsMultipleSelection && selectedRows.contains(touched) {
            let target: IndexPath? = delegate.map { $0.tableView(self, willDeselectRowAt: touched) } ?? touched
            unhighlight()
            guard let target else { return }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        let target: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: touched) } ?? touched
        unhighlight()
        guard let target, isValid(target) else { return }
        for other in allowsMultipleSelection ? [] : selectedRows.filter({ $0 != target }) {
            guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: other) }) ?? other else { continue }
            deselectRow(at: deselected, animated: false)
            delegate?.tableView(self, didDeselectRowAt: deselected)
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    /// The highlight goes (the touch ended, or was taken by the scroll view's pan).
    func unhighlight() {
        guard let indexPath = highlightedRow else { return }
        highlightedRow = nil
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
}
