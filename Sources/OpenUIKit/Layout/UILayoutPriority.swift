/// How much a constraint matters: 1 … 1000, where 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` holds the target size with.
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// A window resize the user drags that can resize the scene.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// A scene that stays at its current size.
    public static let sceneSizeStayPutAtCurrentSize = UILayoutPriority(500)
    /// A window resize the user drags that cannot resize the scene.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue + value) }
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority { UILayoutPriority(priority.rawValue - value) }
}

extension NSLayoutConstraint {
    /// The axis of a content hugging or compression resistance priority.
    public enum Axis: Int, Sendable { case horizontal, vertical }
}
