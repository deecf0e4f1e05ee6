/// The traits a view, view controller or window scene sets for itself and
/// everything below it (`view.traitOverrides.userInterfaceStyle = .dark`).
/// Overrides replace what the object inherits; each change is delivered to
/// the object and its descendants by the next trait update (before their
/// next layout, or at `updateTraitsIfNeeded()`).
public struct UITraitOverrides: UIMutableTraits, CustomStringConvertible {
    var values = TraitValues()

    /// The overriding value of `trait` (its default when not overridden).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values.value(of: trait) }
        set { values.set(newValue, for: trait) }
    }

    /// Whether `trait` is overridden.
    public func contains(_ trait: UITrait) -> Bool { values.contains(trait) }

    /// Stops overriding `trait`: it is inherited again.
    public mutating func remove(_ trait: UITrait) { values.remove(trait) }

    /// The overridden traits and their values.
    public var description: String {
        let names = values.entries.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
        return "<UITraitOverrides: \(names.joined(separator: ", "))>"
    }
}
