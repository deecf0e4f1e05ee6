/// An unknown of a constraint system. Its `value` is written by
/// ``Solver/updateVariables()``; identity (not the name) tells variables apart.
public final class Variable: CustomStringConvertible {
    /// A name for messages.
    public let name: String
    /// The value of the last solution read with ``Solver/updateVariables()``.
    public internal(set) var value: Double = 0

    /// The solver that last gave the variable a symbol, and the symbol (a
    /// shortcut; a variable in several solvers is found by hashing in the others).
    weak var owningSolver: Solver?
    var ownedSymbol = Symbol.invalid

    public init(_ name: String = "") { self.name = name }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}

extension Variable: Hashable {
    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
