import Foundation

/// The updates of one `performBatchUpdates` (or one insert/delete/move/reload
/// call) as a list records them, before they are applied. Deletions and
/// reloads name positions before the update, insertions after, moves both.
struct BatchUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var reloadedItems = Set<IndexPath>()
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// Adds `other`'s updates to these (both recorded in the same batch).
    mutating func formUnion(_ other: BatchUpdates) {
        deletedSections.formUnion(other.deletedSections)
        insertedSections.formUnion(other.insertedSections)
        reloadedSections.formUnion(other.reloadedSections)
        movedSections += other.movedSections
        deletedItems.formUnion(other.deletedItems)
        insertedItems.formUnion(other.insertedItems)
        reloadedItems.formUnion(other.reloadedItems)
        movedItems += other.movedItems
    }
}

/// Where every item goes through a batch of updates: surviving items keep
/// their order and fill, in turn, the places the insertions and moves leave
/// free. Built from the item counts before and after; `error` holds UIKit's
/// "Invalid update" message when the counts do not add up.
struct BatchUpdateMapping {
    /// For each old section, its new index (nil when deleted).
    private(set) var newSection: [Int?] = []
    /// For each old section, each old item's new index path (nil when deleted).
    private(set) var oldToNew: [[IndexPath?]] = []
    /// For each new section, each new item's old index path (nil when inserted).
    private(set) var newToOld: [[IndexPath?]] = []
    /// Items whose content is replaced (new index paths).
    private(set) var reloaded = Set<IndexPath>()
    /// Why the update is invalid, or nil.
    private(set) var error: String?

    init(updates: BatchUpdates, oldCounts: [Int], newCounts: [Int], noun: String = "items", container: String = "collection view") {
        let expectedSections = oldCounts.count - updates.deletedSections.count + updates.insertedSections.count
        guard expectedSections == newCounts.count else {
            error = "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the "
                + "update (\(newCounts.count)) must be equal to the number of sections contained in the \(container) before "
                + "the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted "
                + "(\(updates.insertedSections.count) inserted, \(updates.deletedSections.count) deleted)."
            return
        }
        // Sections: fixed places for insertions and moves, survivors fill the rest in order.
        var sectionSource = [Int?](repeating: nil, count: newCounts.count)
        var taken = Set(updates.insertedSections)
        for move in updates.movedSections where move.to < newCounts.count {
            sectionSource[move.to] = move.from
            taken.insert(move.to)
        }
        let movedOut = Set(updates.movedSections.map(\.from))
        var free = (0..<newCounts.count).filter { !taken.contains($0) }.makeIterator()
        newSection = [Int?](repeating: nil, count: oldCounts.count)
        for old in oldCounts.indices where !updates.deletedSections.contains(old) {
            if movedOut.contains(old) { continue }
            guard let place = free.next() else { break }
            sectionSource[place] = old
        }
        for (new, old) in sectionSource.enumerated() { if let old { newSection[old] = new } }

        oldToNew = oldCounts.map { [IndexPath?](repeating: nil, count: $0) }
        newToOld = newCounts.map { [IndexPath?](repeating: nil, count: $0) }
        let movesBySource = Dictionary(updates.movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
        for (new, source) in sectionSource.enumerated() {
            guard let old = source else { continue }
            let whole = updates.reloadedSections.contains(old)
            let inserted = updates.insertedItems.filter { $0.section == new }.count
            let movedIn = updates.movedItems.filter { $0.to.section == new && movesBySource[$0.from] == $0.to }
            let deleted = updates.deletedItems.filter { $0.section == old }.count
            let movedOutCount = updates.movedItems.filter { $0.from.section == old }.count
            let expected = oldCounts[old] - deleted - movedOutCount + inserted + movedIn.count
            if !whole, expected != newCounts[new] {
                error = "Invalid update: invalid number of \(noun) in section \(old). The number of \(noun) contained in an "
                    + "existing section after the update (\(newCounts[new])) must be equal to the number of \(noun) contained "
                    + "in that section before the update (\(oldCounts[old])), plus or minus the number of \(noun) inserted or "
                    + "deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
                    + "\(noun) moved into or out of that section (\(movedIn.count) moved in, \(movedOutCount) moved out)."
                return
            }
            if whole {
                for item in 0..<min(oldCounts[old], newCounts[new]) {
                    link(IndexPath(item: item, section: old), IndexPath(item: item, section: new))
                    reloaded.insert(IndexPath(item: item, section: new))
                }
                continue
            }
            var fixed = Set(updates.insertedItems.filter { $0.section == new }.map(\.item))
            for move in movedIn { fixed.insert(move.to.item) }
            var places = (0..<newCounts[new]).filter { !fixed.contains($0) }.makeIterator()
            for item in 0..<oldCounts[old] {
                let path = IndexPath(item: item, section: old)
                if updates.deletedItems.contains(path) || movesBySource[path] != nil { continue }
                guard let place = places.next() else { break }
                let target = IndexPath(item: place, section: new)
                link(path, target)
                if updates.reloadedItems.contains(path) { reloaded.insert(target) }
            }
        }
        for move in updates.movedItems where move.from.section < oldToNew.count && move.to.section < newToOld.count {
            guard oldToNew[move.from.section].indices.contains(move.from.item),
                  newToOld[move.to.section].indices.contains(move.to.item) else { continue }
            link(move.from, move.to)
        }
    }

    private mutating func link(_ old: IndexPath, _ new: IndexPath) {
        oldToNew[old.section][old.item] = new
        newToOld[new.section][new.item] = old
    }

    /// Where the item at `old` is after the update, or nil when it went.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard oldToNew.indices.contains(old.section), oldToNew[old.section].indices.contains(old.item) else { return nil }
        return oldToNew[old.section][old.item]
    }

    /// Where the item at `new` was before the update, or nil when it is new.
    func oldIndexPath(for new: IndexPath) -> IndexPath? {
        guard newToOld.indices.contains(new.section), newToOld[new.section].indices.contains(new.item) else { return nil }
        return newToOld[new.section][new.item]
    }

    /// Where section `old` is after the update, or nil when it went.
    func newSectionIndex(for old: Int) -> Int? {
        newSection.indices.contains(old) ? newSection[old] : nil
    }
}
