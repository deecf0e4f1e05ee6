/// A distance to move something by, horizontally and vertically.
public struct UIOffset: Hashable, Sendable {
    /// The horizontal distance.
    public var horizontal: CGFloat
    /// The vertical distance.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// No offset.
    public static let zero = UIOffset()
}
