/// A mutable set of trait values: what `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand their closure, and what `UITraitOverrides` is.
/// The standard traits have properties; any trait has the subscript.
public protocol UIMutableTraits {
    /// The value of `trait` (its default when not set).
    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] }
        set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    /// The width class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] }
        set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    /// The height class.
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] }
        set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    /// Pixels per point.
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] }
        set { self[UITraitDisplayScale.self] = newValue }
    }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] }
        set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    /// The preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    /// Left-to-right or right-to-left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] }
        set { self[UITraitLayoutDirection.self] = newValue }
    }
}

/// The mutable traits a `UITraitCollection.TraitMutations` closure edits.
struct TraitMutationBuffer: UIMutableTraits {
    var values: TraitValues

    subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get { values.value(of: trait) }
        set { values.set(newValue, for: trait) }
    }
}
