import Foundation

extension UICollectionView {
    /// How long updates and animated changes of layout take.
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Runs `updates` (insertions, deletions, moves and reloads, with the data
    /// source changed to match) as one change, then animates every element from
    /// where it was to where the layout now puts it: inserted items start at the
    /// layout's initial attributes, deleted ones end at its final attributes.
    /// Counts that do not add up are refused with UIKit's message, and the
    /// collection view reloads instead.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdates != nil {
            updates?()
            if let completion { pendingCompletions.append(completion) }
            return
        }
        layoutIfNeeded()
        pendingUpdates = BatchUpdates()
        updates?()
        let recorded = pendingUpdates ?? BatchUpdates()
        pendingUpdates = nil
        let completions = pendingCompletions + (completion.map { [$0] } ?? [])
        pendingCompletions = []
        commit(recorded) { finished in completions.forEach { $0(finished) } }
    }

    /// Inserts items at `indexPaths` (positions after the update).
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems.formUnion(indexPaths) } }
    /// Deletes the items at `indexPaths` (positions before the update).
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems.formUnion(indexPaths) } }
    /// Reloads the items at `indexPaths`: new cells cross-fade in.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems.formUnion(indexPaths) } }
    /// Moves the item at `indexPath` to `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts the sections `sections` (indexes after the update).
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes the sections `sections` (indexes before the update).
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads every item of `sections`.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves section `section` to `newSection`.
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Adds a whole set of updates (a diffable data source's difference) to the batch being recorded.
    func record(_ updates: BatchUpdates) { record { $0.formUnion(updates) } }

    /// Adds to the batch being recorded, or makes a batch of one change.
    private func record(_ change: (inout BatchUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
        } else {
            withoutActuallyEscaping(change) { change in performBatchUpdates({ change(&self.pendingUpdates!) }) }
        }
    }

    /// Applies recorded updates and animates their result.
    private func commit(_ updates: BatchUpdates, completion: @escaping (Bool) -> Void) {
        guard let oldCounts = itemCounts else {
            reloadData()
            return completion(true)
        }
        let newCounts = currentDataSourceCounts()
        let mapping = BatchUpdateMapping(updates: updates, oldCounts: oldCounts, newCounts: newCounts)
        if let error = mapping.error {
            SegueDiagnostics.report("\(self): \(error) The collection view reloads its data instead.")
            reloadData()
            return completion(false)
        }
        let layout = collectionViewLayout
        var oldAttributes: [CollectionElementKey: UICollectionViewLayoutAttributes] = [:]
        for key in visibleViews.keys {
            if let attributes = layout.layoutAttributes(for: key)?.copy() as? UICollectionViewLayoutAttributes {
                oldAttributes[key] = attributes
            }
        }
        itemCounts = newCounts
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping.newIndexPath(for: $0) }
        highlightedItem = nil
        layoutNeedsPreparing = true
        prepareLayoutIfNeeded()
        layout.prepare(forCollectionViewUpdates: Self.updateItems(for: updates))
        let target = clampedOffset(contentOffset)
        let newRect = CGRect(origin: target, size: bounds.size)

        var plan = ElementAnimationPlan()
        let previous = visibleViews
        visibleViews = [:]
        for (oldKey, view) in previous {
            let newKey = Self.key(oldKey, after: mapping)
            if let newKey, let end = layout.layoutAttributes(for: newKey) {
                visibleViews[newKey] = view
                plan.move(view, to: end)
            } else {
                let start = oldAttributes[oldKey]
                let end = layout.finalAttributes(forDisappearing: oldKey) ?? start.map(Self.transparent)
                plan.remove(view, key: oldKey, to: end)
            }
        }
        for attributes in layout.layoutAttributesForElements(in: newRect) ?? [] where attributes.frame.overlaps(newRect) {
            let key = attributes.elementKey
            guard visibleViews[key] == nil, key.category != .cell || isValid(key.indexPath),
                  let view = makeView(for: attributes) else { continue }
            let start = layout.initialAttributes(forAppearing: key) ?? Self.transparent(attributes)
            plan.appear(view, from: start, to: attributes)
        }
        layout.finalizeCollectionViewUpdates()
        run(plan, duration: Self.updateAnimationDuration, contentOffset: target, completion: completion)
    }

    /// The key of an element after the update, or nil when it went (or was reloaded).
    private static func key(_ old: CollectionElementKey, after mapping: BatchUpdateMapping) -> CollectionElementKey? {
        var key = old
        if old.category == .cell {
            guard let new = mapping.newIndexPath(for: old.indexPath), !mapping.reloaded.contains(new) else { return nil }
            key.indexPath = new
        } else {
            guard let section = mapping.newSectionIndex(for: old.indexPath.section) else { return nil }
            key.indexPath.section = section
        }
        return key
    }

    /// The update items the layout is told about, sections first.
    private static func updateItems(for updates: BatchUpdates) -> [UICollectionViewUpdateItem] {
        func whole(_ section: Int) -> IndexPath { IndexPath(item: NSNotFound, section: section) }
        var items: [UICollectionViewUpdateItem] = []
        items += updates.deletedSections.map { .init(action: .delete, before: whole($0), after: nil) }
        items += updates.insertedSections.map { .init(action: .insert, before: nil, after: whole($0)) }
        items += updates.reloadedSections.map { .init(action: .reload, before: whole($0), after: whole($0)) }
        items += updates.movedSections.map { .init(action: .move, before: whole($0.from), after: whole($0.to)) }
        items += updates.deletedItems.sorted().map { .init(action: .delete, before: $0, after: nil) }
        items += updates.insertedItems.sorted().map { .init(action: .insert, before: nil, after: $0) }
        items += updates.reloadedItems.sorted().map { .init(action: .reload, before: $0, after: $0) }
        items += updates.movedItems.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }

    /// `attributes` made transparent: where an element appears from or goes to by default.
    static func transparent(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        copy.alpha = 0
        return copy
    }

    /// Places every view of `plan` at its start, then animates each to its end
    /// (and the content offset to `contentOffset`) over `duration`; removed views
    /// are queued for reuse at the end, and normal layout passes resume (taking
    /// the views that ended off screen). Inside `performWithoutAnimation` every
    /// view takes its end at once.
    func run(_ plan: ElementAnimationPlan, duration: TimeInterval, contentOffset target: CGPoint,
             completion: @escaping (Bool) -> Void) {
        guard UIViewAnimationState.listUpdatesAnimate else {
            // Inside `performWithoutAnimation`: everything lands at once.
            UIView.performWithoutAnimation {
                if contentOffset != target { contentOffset = target }
                for step in plan.steps { if let end = step.end { apply(end, to: step.view) } }
            }
            for step in plan.steps { if let key = step.removedKey { recycle(step.view, for: key) } }
            setNeedsLayout()
            layoutIfNeeded()
            return completion(true)
        }
        UIView.performWithoutAnimation {
            for step in plan.steps { if let start = step.start { apply(start, to: step.view) } }
        }
        heldLayoutPasses += 1
        UIView.animate(withDuration: duration, delay: 0, options: [.allowUserInteraction], animations: {
            if self.contentOffset != target { self.contentOffset = target }
            for step in plan.steps { if let end = step.end { self.apply(end, to: step.view) } }
        }, completion: { finished in
            self.heldLayoutPasses -= 1
            for step in plan.steps { if let key = step.removedKey { self.recycle(step.view, for: key) } }
            self.setNeedsLayout()
            self.layoutIfNeeded()
            completion(finished)
        })
    }
}
