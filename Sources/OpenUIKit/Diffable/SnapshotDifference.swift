import Foundation

/// What changes between two snapshots, as the batch updates a list view
/// animates: sections and items gone (positions before), arrived (positions
/// after), and moved. An item that keeps its section moves only when its order
/// among the items that stay changed: the fewest moves that restore the new
/// order (the complement of the longest common subsequence). The items of a
/// deleted or inserted section go and come with it.
struct SnapshotDifference {
    /// The batch updates that turn the old snapshot into the new one.
    private(set) var updates = BatchUpdates()
    /// The index paths, after the update, of the items to configure again in their cells.
    private(set) var reconfigured: [IndexPath] = []

    init<Section, Item>(from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>) {
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        let oldSectionSet = Set(oldSections), newSectionSet = Set(newSections)
        for (index, section) in oldSections.enumerated() where !newSectionSet.contains(section) { updates.deletedSections.insert(index) }
        for (index, section) in newSections.enumerated() where !oldSectionSet.contains(section) { updates.insertedSections.insert(index) }
        let movedSections = Self.moved(from: oldSections.filter(newSectionSet.contains), to: newSections.filter(oldSectionSet.contains))
        for section in movedSections {
            guard let from = old.indexOfSection(section), let to = new.indexOfSection(section) else { continue }
            updates.movedSections.append((from, to))
        }
        for section in new.reloadedSectionIdentifiers where !movedSections.contains(section) {
            if let index = old.indexOfSection(section) { updates.reloadedSections.insert(index) }
        }

        let reloaded = Set(new.reloadedItemIdentifiers)
        for item in old.itemIdentifiers {
            guard let from = old.indexPath(of: item) else { continue }
            if let to = new.indexPath(of: item) {
                guard let oldSection = old.sectionIdentifier(containingItem: item),
                      new.sectionIdentifier(containingItem: item) != oldSection || !newSectionSet.contains(oldSection) else { continue }
                // Changing sections is a move (a reloaded item goes and comes back instead).
                if reloaded.contains(item) {
                    delete(from)
                    insert(to)
                } else {
                    updates.movedItems.append((from, to))
                }
            } else {
                delete(from)
            }
        }
        for item in new.itemIdentifiers where old.indexPath(of: item) == nil {
            if let to = new.indexPath(of: item) { insert(to) }
        }
        // Within each section that stays, the items that stay there move when their order changed.
        for section in newSections where oldSectionSet.contains(section) {
            let before = old.itemIdentifiers(inSection: section).filter { new.sectionIdentifier(containingItem: $0) == section }
            let after = new.itemIdentifiers(inSection: section).filter { old.sectionIdentifier(containingItem: $0) == section }
            let moved = Self.moved(from: before, to: after)
            for item in before {
                guard let from = old.indexPath(of: item), let to = new.indexPath(of: item) else { continue }
                if moved.contains(item) {
                    if reloaded.contains(item) {
                        updates.deletedItems.insert(from)
                        updates.insertedItems.insert(to)
                    } else {
                        updates.movedItems.append((from, to))
                    }
                } else if reloaded.contains(item), !new.reloadedSectionIdentifiers.contains(section) {
                    updates.reloadedItems.insert(from)
                }
            }
        }
        reconfigured = new.reconfiguredItemIdentifiers.compactMap { new.indexPath(of: $0) }
    }

    /// An item deleted at `from`, unless its whole section goes.
    private mutating func delete(_ from: IndexPath) {
        if !updates.deletedSections.contains(from.section) { updates.deletedItems.insert(from) }
    }

    /// An item inserted at `to`, unless its whole section arrives.
    private mutating func insert(_ to: IndexPath) {
        if !updates.insertedSections.contains(to.section) { updates.insertedItems.insert(to) }
    }

    /// The elements of `before` (a permutation of `after`) that must move so the rest keep their order.
    private static func moved<Element: Hashable>(from before: [Element], to after: [Element]) -> Set<Element> {
        guard before != after else { return [] }
        var moved = Set<Element>()
        for change in after.difference(from: before) {
            if case .remove(_, let element, _) = change { moved.insert(element) }
        }
        return moved
    }
}
