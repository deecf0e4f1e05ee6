import Foundation

/// The state of a diffable data source's data at one moment: its sections, in
/// order, and the items of each, all named by identifiers unique across the
/// snapshot. Build one (or take the data source's `snapshot()`), change it,
/// and `apply` it: the data source works out what changed and animates it.
///
/// Operations UIKit refuses (an identifier already in the snapshot, items
/// appended with no section to put them in, an identifier the snapshot does not
/// hold as an anchor) report UIKit's message and leave the snapshot as it was.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections in order, each with its items in order.
    private var sections: [SectionIdentifierType] = []
    private var itemsBySection: [[ItemIdentifierType]] = []
    /// Where each section is, and where each item is (section index, item index).
    private var sectionIndexes: [SectionIdentifierType: Int] = [:]
    private var itemLocations: [ItemIdentifierType: IndexPath] = [:]
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []
    private var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// How many items all the sections hold.
    public var numberOfItems: Int { itemLocations.count }
    /// How many sections there are.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }
    /// The items marked for reloading by `reloadItems(_:)`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked for reconfiguring by `reconfigureItems(_:)`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    /// The sections marked for reloading by `reloadSections(_:)`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// How many items `identifier` holds (0, reported, for a section the snapshot does not have).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let index = sectionIndexes[identifier] else {
            Self.report("Invalid section identifier \(identifier) specified: numberOfItems(inSection:) of a section the snapshot does not contain")
            return 0
        }
        return itemsBySection[index].count
    }

    /// The items of `identifier`, in order (empty, reported, for a section the snapshot does not have).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = sectionIndexes[identifier] else {
            Self.report("Invalid section identifier \(identifier) specified: itemIdentifiers(inSection:) of a section the snapshot does not contain")
            return []
        }
        return itemsBySection[index]
    }

    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier].map { sections[$0.section] }
    }

    /// Where `identifier` is among all the items (section after section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier] else { return nil }
        return itemsBySection[..<location.section].reduce(0) { $0 + $1.count } + location.item
    }

    /// Where `identifier` is among the sections, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndexes[identifier] }

    /// The index path of `identifier`, or nil (what the data sources answer `indexPath(for:)` with).
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? { itemLocations[identifier] }

    /// The item at `indexPath`, or nil.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, itemsBySection.indices.contains(indexPath.section),
              itemsBySection[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    /// The section at `index`, or nil.
    func section(at index: Int) -> SectionIdentifierType? { sections.indices.contains(index) ? sections[index] : nil }

    /// How many items the section at `index` holds.
    func numberOfItems(inSectionAt index: Int) -> Int { itemsBySection.indices.contains(index) ? itemsBySection[index].count : 0 }

    // MARK: Items

    /// Adds `identifiers` at the end of `sectionIdentifier` (the last section when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard !sections.isEmpty else {
            return Self.report("There are currently no sections in the data source. Please add a section first.")
        }
        let section: Int
        if let sectionIdentifier {
            guard let index = sectionIndexes[sectionIdentifier] else {
                return Self.report("Invalid section identifier \(sectionIdentifier) specified: appendItems(_:toSection:) to a section the snapshot does not contain")
            }
            section = index
        } else {
            section = sections.count - 1
        }
        guard newItemsAreUnique(identifiers) else { return }
        itemsBySection[section] += identifiers
        reindex()
    }

    /// Inserts `identifiers` just before `beforeIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts `identifiers` just after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1, operation: "insertItems(_:afterItem:)")
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int, operation: String) {
        guard let location = itemLocations[anchor] else {
            return Self.report("Invalid item identifier specified for \(operation): \(anchor) is not in the snapshot")
        }
        guard newItemsAreUnique(identifiers) else { return }
        itemsBySection[location.section].insert(contentsOf: identifiers, at: location.item + offset)
        reindex()
    }

    /// Removes `identifiers` (those the snapshot holds).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for section in itemsBySection.indices { itemsBySection[section].removeAll { doomed.contains($0) } }
        reloadedItems.removeAll { doomed.contains($0) }
        reconfiguredItems.removeAll { doomed.contains($0) }
        reindex()
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves `identifier` to just before `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 0, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves `identifier` to just after `toIdentifier`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 1, operation: "moveItem(_:afterItem:)")
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int, operation: String) {
        guard let from = itemLocations[identifier], itemLocations[anchor] != nil, identifier != anchor else {
            return Self.report("Invalid item identifier specified for \(operation): \(identifier) to \(anchor); "
                + "both must be in the snapshot and differ")
        }
        itemsBySection[from.section].remove(at: from.item)
        reindex()
        guard let to = itemLocations[anchor] else { return }
        itemsBySection[to.section].insert(identifier, at: to.item + offset)
        reindex()
    }

    /// Marks `identifiers` to get new cells when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsExist(identifiers, operation: "reloadItems(_:)") else { return }
        reloadedItems += identifiers.filter { !reloadedItems.contains($0) }
    }

    /// Marks `identifiers` to have their existing cells configured again when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard itemsExist(identifiers, operation: "reconfigureItems(_:)") else { return }
        reconfiguredItems += identifiers.filter { !reconfiguredItems.contains($0) }
    }

    // MARK: Sections

    /// Adds `identifiers` as sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard newSectionsAreUnique(identifiers) else { return }
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts `identifiers` as sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = sectionIndexes[toIdentifier] else {
            return Self.report("Invalid section identifier \(toIdentifier) specified for insertSections(_:beforeSection:)")
        }
        guard newSectionsAreUnique(identifiers) else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts `identifiers` as sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = sectionIndexes[toIdentifier] else {
            return Self.report("Invalid section identifier \(toIdentifier) specified for insertSections(_:afterSection:)")
        }
        guard newSectionsAreUnique(identifiers) else { return }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        sections.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindex()
    }

    /// Removes the sections `identifiers` and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        let removedItems = Set(sections.indices.filter { doomed.contains(sections[$0]) }.flatMap { itemsBySection[$0] })
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        sections = kept.map { sections[$0] }
        itemsBySection = kept.map { itemsBySection[$0] }
        reloadedSections.removeAll { doomed.contains($0) }
        reloadedItems.removeAll { removedItems.contains($0) }
        reconfiguredItems.removeAll { removedItems.contains($0) }
        reindex()
    }

    /// Moves section `identifier` to just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves section `identifier` to just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1, operation: "moveSection(_:afterSection:)")
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int,
                                      operation: String) {
        guard let from = sectionIndexes[identifier], sectionIndexes[anchor] != nil, identifier != anchor else {
            return Self.report("Invalid section identifier specified for \(operation): \(identifier) to \(anchor); "
                + "both must be in the snapshot and differ")
        }
        let items = itemsBySection.remove(at: from)
        sections.remove(at: from)
        reindex()
        let to = (sectionIndexes[anchor] ?? 0) + offset
        sections.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindex()
    }

    /// Marks the sections `identifiers` (all their items) to get new cells when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let missing = identifiers.filter { sectionIndexes[$0] == nil }
        guard missing.isEmpty else {
            return Self.report("Invalid section identifiers specified for reloadSections(_:): \(missing) are not in the snapshot")
        }
        reloadedSections += identifiers.filter { !reloadedSections.contains($0) }
    }

    // MARK: Checking and indexing

    private func newItemsAreUnique(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { itemLocations[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            Self.report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates))")
            return false
        }
        return true
    }

    private func newSectionsAreUnique(_ identifiers: [SectionIdentifierType]) -> Bool {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { sectionIndexes[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            Self.report("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.describe(duplicates))")
            return false
        }
        return true
    }

    private func itemsExist(_ identifiers: [ItemIdentifierType], operation: String) -> Bool {
        let missing = identifiers.filter { itemLocations[$0] == nil }
        guard missing.isEmpty else {
            Self.report("Attempted to \(operation) item identifiers that do not exist in the snapshot: \(Self.describe(missing))")
            return false
        }
        return true
    }

    private static func describe<T>(_ values: [T]) -> String {
        "{(" + values.map { String(describing: $0) }.joined(separator: ", ") + ")}"
    }

    /// Reports on the main actor: at once from it, soon from elsewhere (snapshots may be built off it).
    private static func report(_ message: String) {
        let text = "NSDiffableDataSourceSnapshot: " + message
        if onMainQueue() {
            MainActor.assumeIsolated { SegueDiagnostics.report(text) }
        } else {
            Task { @MainActor in SegueDiagnostics.report(text) }
        }
    }

    private mutating func reindex() {
        sectionIndexes = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
        itemLocations = [:]
        itemLocations.reserveCapacity(itemsBySection.reduce(0) { $0 + $1.count })
        for (section, items) in itemsBySection.enumerated() {
            for (item, identifier) in items.enumerated() { itemLocations[identifier] = IndexPath(item: item, section: section) }
        }
    }
}
