/// The values a trait collection or a set of overrides specifies, keyed by trait.
struct TraitValues {
    /// One specified trait and its value.
    struct Entry {
        let trait: UITrait
        let value: Any
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    /// The value `trait` has here, or its default when unspecified.
    func value<T: UITraitDefinition>(of trait: T.Type) -> T.Value {
        entries[ObjectIdentifier(trait)]?.value as? T.Value ?? T.defaultValue
    }

    mutating func set<T: UITraitDefinition>(_ value: T.Value, for trait: T.Type) {
        entries[ObjectIdentifier(trait)] = Entry(trait: trait, value: value)
    }

    func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

    mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

    /// These values with `other`'s on top.
    func merging(_ other: TraitValues) -> TraitValues {
        var result = self
        result.entries.merge(other.entries) { _, new in new }
        return result
    }

    /// Without the entries whose value is the trait's default: a collection
    /// specifies only what differs from unspecified (so combining collections
    /// lets later *specified* traits win, as `init(traitsFrom:)` documents).
    func droppingDefaults() -> TraitValues {
        var result = self
        result.entries = entries.filter { !TraitValues.isDefault($0.value) }
        return result
    }

    /// The traits whose values differ between here and `other`.
    func changedTraits(from other: TraitValues) -> [UITrait] {
        let all = entries.merging(other.entries) { mine, _ in mine }
        return all.values.map(\.trait).filter { differs(in: $0, from: other) }
    }

    private static func isDefault(_ entry: Entry) -> Bool {
        func compare<T: UITraitDefinition>(_ trait: T.Type) -> Bool {
            guard let value = entry.value as? T.Value else { return false }
            return equal(value, T.defaultValue)
        }
        return compare(entry.trait)
    }

    /// Equal values: `==` for equatable ones, identity for objects, else unequal.
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        func compare<T: Equatable>(_ lhs: T) -> Bool { (rhs as? T) == lhs }
        if let lhs = lhs as? any Equatable { return compare(lhs) }
        if type(of: lhs) is AnyClass, type(of: rhs) is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        return false
    }
}

extension TraitValues {
    /// Whether `trait` has different values here and in `other` (an absent entry is the default).
    func differs(in trait: UITrait, from other: TraitValues) -> Bool {
        let key = ObjectIdentifier(trait)
        switch (entries[key], other.entries[key]) {
        case (nil, nil): return false
        case let (lhs?, rhs?): return !TraitValues.equal(lhs.value, rhs.value)
        default: return true
        }
    }
}
