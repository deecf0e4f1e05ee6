/// A linear expression: Σ coefficient × variable + constant.
public struct LinearExpression: CustomStringConvertible {
    /// One coefficient × variable term.
    public struct Term {
        public var variable: Variable
        public var coefficient: Double
        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `variable` alone.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    public var description: String {
        (terms.map { "\($0.coefficient) × \($0.variable)" } + [String(constant)]).joined(separator: " + ")
    }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
    }

    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + b * -1 }

    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }

    public static func + (a: LinearExpression, k: Double) -> LinearExpression { LinearExpression(a.terms, constant: a.constant + k) }
}
