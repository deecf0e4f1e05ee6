import Foundation

extension UITableView {
    /// How long row animations take.
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Runs `updates` (row and section insertions, deletions, moves and reloads,
    /// with the data source changed to match) as one animated change. Counts that
    /// do not add up are refused with UIKit's message, and the table reloads instead.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    /// Starts recording updates, to animate together at `endUpdates()` (calls nest).
    public func beginUpdates() {
        if updateNesting == 0 {
            layoutIfNeeded()
            pendingUpdates = BatchUpdates()
        }
        updateNesting += 1
    }

    /// Animates the updates recorded since `beginUpdates()`.
    public func endUpdates() {
        guard updateNesting > 0 else {
            return SegueDiagnostics.report("\(self): endUpdates() without beginUpdates(); ignored")
        }
        updateNesting -= 1
        guard updateNesting == 0, let updates = pendingUpdates else { return }
        pendingUpdates = nil
        let animations = (rows: pendingAnimations, sections: pendingSectionAnimations)
        pendingAnimations = [:]
        pendingSectionAnimations = [:]
        let completions = pendingCompletions
        pendingCompletions = []
        commit(updates, animations: animations) { finished in completions.forEach { $0(finished) } }
    }

    /// Inserts rows at `indexPaths` (positions after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(indexPaths, animation) { $0.insertedItems.formUnion(indexPaths) }
    }
    /// Deletes the rows at `indexPaths` (positions before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(indexPaths, animation) { $0.deletedItems.formUnion(indexPaths) }
    }
    /// Replaces the rows at `indexPaths` with new cells.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(indexPaths, animation) { $0.reloadedItems.formUnion(indexPaths) }
    }
    /// Moves the row at `indexPath` to `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([], .automatic) { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections(sections, animation) { $0.insertedSections.formUnion(sections) }
    }
    /// Deletes the sections `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections(sections, animation) { $0.deletedSections.formUnion(sections) }
    }
    /// Reloads every row of `sections`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordSections(sections, animation) { $0.reloadedSections.formUnion(sections) }
    }
    /// Moves section `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        recordSections([], .automatic) { $0.movedSections.append((section, newSection)) }
    }

    /// Records a whole set of updates (a diffable data source's difference), every row and section animating with `animation`.
    func record(_ updates: BatchUpdates, with animation: RowAnimation) {
        beginUpdates()
        pendingUpdates?.formUnion(updates)
        for indexPath in updates.deletedItems.union(updates.insertedItems).union(updates.reloadedItems) {
            pendingAnimations[indexPath] = animation
        }
        for section in updates.deletedSections.union(updates.insertedSections).union(updates.reloadedSections) {
            pendingSectionAnimations[section] = animation
        }
        endUpdates()
    }

    private func record(_ indexPaths: [IndexPath], _ animation: RowAnimation, _ change: (inout BatchUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates!)
        for indexPath in indexPaths { pendingAnimations[indexPath] = animation }
        endUpdates()
    }

    private func recordSections(_ sections: IndexSet, _ animation: RowAnimation, _ change: (inout BatchUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates!)
        for section in sections { pendingSectionAnimations[section] = animation }
        endUpdates()
    }

    /// Applies recorded updates and animates their result.
    private func commit(_ updates: BatchUpdates, animations: (rows: [IndexPath: RowAnimation], sections: [Int: RowAnimation]),
                        completion: @escaping (Bool) -> Void) {
        guard let oldCounts = rowCounts else {
            reloadData()
            return completion(true)
        }
        let newCounts = currentDataSourceCounts()
        let mapping = BatchUpdateMapping(updates: updates, oldCounts: oldCounts, newCounts: newCounts, noun: "rows",
                                         container: "table view")
        if let error = mapping.error {
            SegueDiagnostics.report("\(self): \(error) The table view reloads its data instead.")
            reloadData()
            return completion(false)
        }
        let oldGeometry = geometry
        rowCounts = newCounts
        selectedRows = selectedRows.compactMap { mapping.newIndexPath(for: $0) }
        highlightedRow = nil
        let newGeometry = computeGeometry(counts: newCounts)
        geometry = newGeometry
        geometryIsStale = false
        contentSize = CGSize(width: bounds.width, height: newGeometry.contentHeight)
        let insets = adjustedContentInset
        let maxY = max(newGeometry.contentHeight + insets.bottom - bounds.height, -insets.top)
        let target = CGPoint(x: contentOffset.x, y: min(max(contentOffset.y, -insets.top), maxY))
        func animation(_ indexPath: IndexPath, section: Int) -> RowAnimation {
            animations.rows[indexPath] ?? animations.sections[section] ?? .automatic
        }

        var steps: [(view: UIView, start: (CGRect, CGFloat)?, end: (CGRect, CGFloat), removed: TableElement?)] = []
        let previous = visibleViews
        visibleViews = [:]
        for (element, view) in previous {
            let moved: TableElement?
            switch element {
            case .row(let old):
                moved = mapping.newIndexPath(for: old).flatMap { mapping.reloaded.contains($0) ? nil : .row($0) }
            case .header(let section):
                moved = mapping.newSectionIndex(for: section).flatMap { updates.reloadedSections.contains(section) ? nil : .header($0) }
            case .footer(let section):
                moved = mapping.newSectionIndex(for: section).flatMap { updates.reloadedSections.contains(section) ? nil : .footer($0) }
            }
            if let moved, let end = frame(of: moved, in: newGeometry) {
                visibleViews[moved] = view
                steps.append((view, nil, (end, 1), nil))
            } else {
                let kind: RowAnimation
                if case .row(let old) = element { kind = animation(old, section: old.section) } else {
                    kind = animations.sections[element.section] ?? .automatic
                }
                steps.append((view, nil, Self.offstage(view.frame, kind, width: bounds.width), element))
            }
        }
        for element in elements(in: CGRect(origin: target, size: bounds.size), geometry: newGeometry) where visibleViews[element] == nil {
            guard let view = makeView(for: element), let end = frame(of: element, in: newGeometry) else { continue }
            var start = Self.offstage(end, .automatic, width: bounds.width)
            if case .row(let new) = element {
                if let old = mapping.oldIndexPath(for: new), !mapping.reloaded.contains(new),
                   let before = oldGeometry.rectForRow(at: old) {
                    start = (before, 1)
                } else {
                    start = Self.offstage(end, animation(new, section: new.section), width: bounds.width)
                }
            }
            steps.append((view, start, (end, 1), nil))
        }
        guard UIViewAnimationState.listUpdatesAnimate else {
            // Inside `performWithoutAnimation`: everything lands at once.
            UIView.performWithoutAnimation {
                if contentOffset != target { contentOffset = target }
                for step in steps {
                    step.view.frame = step.end.0
                    step.view.alpha = step.removed == nil ? step.end.1 : 1
                }
            }
            for step in steps { if let element = step.removed { recycle(step.view, for: element) } }
            setNeedsLayout()
            layoutIfNeeded()
            return completion(true)
        }
        UIView.performWithoutAnimation {
            for step in steps {
                guard let (frame, alpha) = step.start else { continue }
                step.view.frame = frame
                step.view.alpha = alpha
            }
        }
        heldLayoutPasses += 1
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            if self.contentOffset != target { self.contentOffset = target }
            for step in steps {
                step.view.frame = step.end.0
                step.view.alpha = step.end.1
            }
        }, completion: { finished in
            self.heldLayoutPasses -= 1
            for step in steps {
                guard let element = step.removed else { continue }
                step.view.alpha = 1
                self.recycle(step.view, for: element)
            }
            self.setNeedsLayout()
            self.layoutIfNeeded()
            completion(finished)
        })
    }

    private func frame(of element: TableElement, in geometry: TableGeometry) -> CGRect? {
        switch element {
        case .row(let indexPath): geometry.rectForRow(at: indexPath)
        case .header(let section): geometry.rectForHeader(section, width: bounds.width)
        case .footer(let section): geometry.rectForFooter(section, width: bounds.width)
        }
    }

    /// Where a row comes from or goes to with `animation`: its frame moved or
    /// collapsed, and its opacity.
    private static func offstage(_ frame: CGRect, _ animation: RowAnimation, width: CGFloat) -> (CGRect, CGFloat) {
        switch animation {
        case .fade, .automatic: (frame, 0)
        case .right: (frame.offsetBy(dx: width, dy: 0), 1)
        case .left: (frame.offsetBy(dx: -width, dy: 0), 1)
        case .top: (frame.offsetBy(dx: 0, dy: -frame.height), 0)
        case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), 0)
        case .middle: (CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0), 0)
        case .none: (frame, 0)
        }
    }
}
