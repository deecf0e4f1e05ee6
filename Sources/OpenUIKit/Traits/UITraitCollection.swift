/// The environment an interface is shown in: size classes, scale, idiom,
/// style, text size, layout direction, and any app-defined trait. A
/// collection specifies some traits; the others have their default
/// (unspecified) value. Immutable: make changed copies with
/// `modifyingTraits(_:)`.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    // @unchecked: the values are set once, at init, and never change.

    /// What the closure of `init(mutations:)` and `modifyingTraits(_:)` is.
    public typealias TraitMutations = (inout any UIMutableTraits) -> Void

    /// The specified traits (never one at its default value).
    let values: TraitValues

    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    init(values: TraitValues) {
        self.values = values.droppingDefaults()
        // Read on every layout of the bars and the safe area: kept, not looked up and cast each time.
        horizontalSizeClass = values.value(of: UITraitHorizontalSizeClass.self)
        verticalSizeClass = values.value(of: UITraitVerticalSizeClass.self)
    }

    /// A collection with every trait unspecified.
    public convenience override init() {
        self.init(values: TraitValues())
    }

    /// A collection with the traits `mutations` sets.
    public convenience init(mutations: TraitMutations) {
        self.init(values: UITraitCollection.apply(mutations, to: TraitValues()))
    }

    /// A copy of this collection with the changes `mutations` makes.
    public func modifyingTraits(_ mutations: TraitMutations) -> UITraitCollection {
        UITraitCollection(values: UITraitCollection.apply(mutations, to: values))
    }

    private static func apply(_ mutations: TraitMutations, to values: TraitValues) -> TraitValues {
        var traits: any UIMutableTraits = TraitMutationBuffer(values: values)
        mutations(&traits)
        return (traits as? TraitMutationBuffer)?.values ?? values
    }

    /// The value of `trait` here (its default when unspecified).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { values.value(of: trait) }

    /// A collection specifying only the style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }

    /// A collection specifying only the width class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }

    /// A collection specifying only the height class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }

    /// A collection specifying only the scale.
    public convenience init(displayScale: CGFloat) {
        self.init { $0.displayScale = displayScale }
    }

    /// A collection specifying only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = idiom }
    }

    /// A collection specifying only the text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }

    /// A collection specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }

    /// Combines `traitCollections`: later specified traits win.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(TraitValues()) { $0.merging($1.values) })
    }

    /// Pixels per point (0 when unspecified).
    public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    /// Light or dark (unspecified unless set).
    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// The preferred text size.
    public var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    /// Left-to-right or right-to-left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }

    /// The traits of a full-screen interface of `size` points at `scale`, as
    /// iOS assigns them: phones are compact wide (regular wide only in
    /// landscape on the largest phones) and compact tall in landscape; iPads
    /// are regular both ways at full screen. The light style, the default
    /// (large) text size and left-to-right layout, as a device set up in English has.
    public static func screen(size: CGSize, scale: CGFloat) -> UITraitCollection {
        let isPad = min(size.width, size.height) >= 700
        return UITraitCollection { traits in
            traits.horizontalSizeClass = isPad || size.width >= 896 ? .regular : .compact
            traits.verticalSizeClass = isPad || size.height > size.width ? .regular : .compact
            traits.displayScale = scale
            traits.userInterfaceIdiom = isPad ? .pad : .phone
            traits.userInterfaceStyle = .light
            traits.preferredContentSizeCategory = .large
            traits.layoutDirection = .leftToRight
        }
    }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return trait.values.entries.allSatisfy { key, entry in
            values.entries[key].map { TraitValues.equal($0.value, entry.value) } ?? false
        }
    }

    /// Equal values, as `==` compares NSObjects.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let rhs = object as? UITraitCollection else { return false }
        return values.changedTraits(from: rhs.values).isEmpty
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(Set(values.entries.keys))
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        return hasher.finalize()
    }

    /// The specified traits and their values.
    public override var description: String {
        let traits = values.entries.values.map { "\($0.trait.name) = \($0.value)" }.sorted()
        return "<UITraitCollection: \(traits.joined(separator: ", "))>"
    }
}
