/// An unknown of a constraint system. Its `value` is written by
/// ``Solver/updateVariables()``; identity (not the name) tells variables apart.
public final class Variable: CustomStringConvertible {
    /// A name for messages.
    public let name: String
    /// The value of the last solution read with ``Solver/updateVariables()``.
    public internal(set) var value: Double = 0

    public init(_ name: String = "") { self.name = name }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}

extension Variable: Hashable {
    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
