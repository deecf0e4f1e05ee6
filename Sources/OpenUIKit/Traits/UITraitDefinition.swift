/// A trait a trait collection can hold: a type naming the trait, with the
/// value it has when nothing specifies it. The standard traits
/// (`UITraitUserInterfaceStyle`, `UITraitHorizontalSizeClass`, …) conform, and
/// so can an app's own:
///
/// ```swift
/// struct ThemeTrait: UITraitDefinition {
///     static let defaultValue = Theme.standard
/// }
/// ```
///
/// Only `defaultValue` is required; `identifier`, `name` and
/// `affectsColorAppearance` have defaults.
public protocol UITraitDefinition {
    /// The type of the trait's values.
    associatedtype Value
    /// The value of the trait in a collection that does not specify it.
    static var defaultValue: Value { get }
    /// A unique identifier for the trait (reverse-DNS recommended); by default the type's full name.
    static var identifier: String { get }
    /// A short name for printing; by default the type's name.
    static var name: String { get }
    /// Whether changing the trait changes how dynamic colours resolve (default false).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    /// The type's full name.
    public static var identifier: String { String(reflecting: Self.self) }
    /// The type's name.
    public static var name: String { String(describing: Self.self) }
    /// False: the trait does not affect colours.
    public static var affectsColorAppearance: Bool { false }
}

/// A trait, as a type: what `registerForTraitChanges(_:handler:)` and
/// `UITraitOverrides.remove(_:)` take (`UITraitVerticalSizeClass.self`).
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance trait.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    /// The trait's UIKit name.
    public static let identifier = "UITraitUserInterfaceStyle"
    /// A short name.
    public static let name = "UserInterfaceStyle"
    /// Whether dynamic colours depend on the trait.
    public static let affectsColorAppearance = true
}

/// The width size class trait.
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's UIKit name.
    public static let identifier = "UITraitHorizontalSizeClass"
    /// A short name.
    public static let name = "HorizontalSizeClass"
    /// Whether dynamic colours depend on the trait.
    public static let affectsColorAppearance = false
}

/// The height size class trait.
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    /// The trait's UIKit name.
    public static let identifier = "UITraitVerticalSizeClass"
    /// A short name.
    public static let name = "VerticalSizeClass"
    /// Whether dynamic colours depend on the trait.
    public static let affectsColorAppearance = false
}

/// The pixels-per-point trait (0 when unspecified).
public struct UITraitDisplayScale: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue: CGFloat = 0
    /// The trait's UIKit name.
    public static let identifier = "UITraitDisplayScale"
    /// A short name.
    public static let name = "DisplayScale"
    /// Whether dynamic colours depend on the trait.
    public static let affectsColorAppearance = true
}

/// The kind-of-device trait.
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
    /// The trait's UIKit name.
    public static let identifier = "UITraitUserInterfaceIdiom"
    /// A short name.
    public static let name = "UserInterfaceIdiom"
    /// Whether dynamic colours depend on the trait.
    public static let affectsColorAppearance = true
}

/// The text size the user prefers (Dynamic Type).
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UIContentSizeCategory.unspecified
    /// The trait's UIKit name.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    /// A short name.
    public static let name = "PreferredContentSizeCategory"
    /// Whether dynamic colours depend on the trait.
    public static let affectsColorAppearance = false
}

/// The left-to-right or right-to-left layout trait.
public struct UITraitLayoutDirection: UITraitDefinition {
    /// Unspecified.
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    /// The trait's UIKit name.
    public static let identifier = "UITraitLayoutDirection"
    /// A short name.
    public static let name = "LayoutDirection"
    /// Whether dynamic colours depend on the trait.
    public static let affectsColorAppearance = false
}
