/// `expression` (relation) 0, held with `strength`: a linear equation or
/// inequality of the system. Identity tells constraints apart.
public final class Constraint: CustomStringConvertible {
    /// How the expression compares with zero.
    public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    /// The left side minus the right side; its constant changes with ``Solver/updateConstant(of:to:)``.
    public internal(set) var expression: LinearExpression
    public let relation: Relation
    /// A ``Strength`` value; ``Strength/required`` must hold.
    public let strength: Double

    /// `lhs` (relation) `rhs`, with `strength` (clamped to 0 … required).
    public init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression = LinearExpression(), strength: Double = Strength.required) {
        expression = lhs - rhs
        self.relation = relation
        self.strength = Strength.clip(strength)
    }

    public var description: String {
        let symbol = switch relation { case .lessThanOrEqual: "<="; case .equal: "=="; case .greaterThanOrEqual: ">=" }
        return "\(expression) \(symbol) 0 (strength \(strength))"
    }
}

extension Constraint: Hashable {
    public static func == (a: Constraint, b: Constraint) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Constraint strengths: a required constraint must hold; the others are
/// weights of the errors the solver minimises.
public enum Strength {
    public static let required: Double = 1_001_001_000
    public static let strong: Double = 1_000_000
    public static let medium: Double = 1_000
    public static let weak: Double = 1

    static func clip(_ value: Double) -> Double { min(max(value, 0), required) }
}
