/// An incremental Cassowary solver: constraints and edit variables come and
/// go, and each change re-optimises the tableau from where it was (the
/// primal simplex after an addition or removal, the dual simplex after a
/// suggested value).
///
/// Choices between equal candidates always go to the oldest symbol, so the
/// same calls give the same solution in every run.
public final class Solver {
    /// What a constraint added to the tableau: its marker symbol, and the
    /// other error symbol of a non-required equation or inequality.
    private struct Tag {
        var marker = Symbol.invalid
        var other = Symbol.invalid
    }

    private struct EditInfo {
        let tag: Tag
        let constraint: Constraint
        var constant: Double
    }

    private var constraints: [Constraint: Tag] = [:]
    private var rows: [Symbol: Row] = [:]
    private var variables: [Variable: Symbol] = [:]
    private var edits: [Variable: EditInfo] = [:]
    private var infeasibleRows: [Symbol] = []
    private var objective = Row()
    private var artificial: Row?
    private var nextSymbolID = 1

    public init() {}

    // MARK: Constraints

    /// Whether `constraint` is in the system.
    public func hasConstraint(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// Adds `constraint`. Throws ``SolverError/unsatisfiableConstraint`` (leaving
    /// the system as it was) when it is required and contradicts the required ones.
    public func addConstraint(_ constraint: Constraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicateConstraint }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard Row.nearZero(row.constant) else {
                removeErrorTerms(of: constraint, tag)
                throw SolverError.unsatisfiableConstraint
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if try !addWithArtificialVariable(row) {
            // The row is in the tableau under the entering symbol: take it out again.
            constraints[constraint] = tag
            try? removeConstraint(constraint)
            throw SolverError.unsatisfiableConstraint
        }
        constraints[constraint] = tag
        try optimize(.objective)
    }

    /// Removes `constraint`.
    public func removeConstraint(_ constraint: Constraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw SolverError.unknownConstraint }
        removeErrorTerms(of: constraint, tag)
        if rows.removeValue(forKey: tag.marker) == nil {
            let leaving = markerLeavingSymbol(tag.marker)
            guard leaving.isValid, var row = rows.removeValue(forKey: leaving) else {
                throw SolverError.internalError("no row leaves for the removed constraint's marker")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(.objective)
    }

    // MARK: Edit variables

    /// Whether `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Makes `variable` suggestible, held at its suggestion with `strength` (not required).
    public func addEditVariable(_ variable: Variable, strength: Double) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable }
        let strength = Strength.clip(strength)
        guard strength < Strength.required else { throw SolverError.badRequiredStrength }
        let constraint = Constraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = EditInfo(tag: constraints[constraint]!, constraint: constraint, constant: 0)
    }

    /// Removes `variable`'s edit constraint.
    public func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw SolverError.unknownEditVariable }
        try removeConstraint(info.constraint)
    }

    /// Suggests `value` for an edit variable; the dual simplex restores feasibility.
    public func suggestValue(_ value: Double, for variable: Variable) throws {
        guard var info = edits[variable] else { throw SolverError.unknownEditVariable }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        let marker = info.tag.marker, other = info.tag.other
        if rows[marker] != nil {
            if rows[marker]!.add(-delta) < 0 { infeasibleRows.append(marker) }
        } else if rows[other] != nil {
            if rows[other]!.add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            for symbol in rows.keys.sorted() {
                let coefficient = rows[symbol]!.coefficient(for: marker)
                if coefficient != 0 && rows[symbol]!.add(delta * coefficient) < 0 && symbol.kind != .external {
                    infeasibleRows.append(symbol)
                }
            }
        }
        try dualOptimize()
    }

    // MARK: Reading the solution

    /// Writes the solution into the variables' `value`.
    public func updateVariables() {
        for (variable, symbol) in variables { variable.value = rows[symbol]?.constant ?? 0 }
    }

    /// The solution for `variable` (0 for a variable the system does not know).
    public func value(of variable: Variable) -> Double {
        guard let symbol = variables[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Empties the system.
    public func reset() {
        constraints.removeAll()
        rows.removeAll()
        variables.removeAll()
        edits.removeAll()
        infeasibleRows.removeAll()
        objective = Row()
        artificial = nil
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let known = variables[variable] { return known }
        let made = makeSymbol(.external)
        variables[variable] = made
        return made
    }

    /// The constraint as a row in terms of the current parametric symbols,
    /// with its slack, error or dummy symbols; errors join the objective.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
        }
        var tag = Tag()
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient)
            if strength < Strength.required {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -coefficient)
                objective.insert(error, strength)
            }
        case .equal:
            if strength < Strength.required {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength)
                objective.insert(minus, strength)
            } else {
                let dummy = makeSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Takes a constraint's error symbols out of the objective.
    private func removeErrorTerms(of constraint: Constraint, _ tag: Tag) {
        for symbol in [tag.marker, tag.other] where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -constraint.strength)
            } else {
                objective.insert(symbol, -constraint.strength)
            }
        }
    }

    /// The symbol to solve a new row for: an external one, else a negative
    /// slack or error marker; invalid when the row needs an artificial variable.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for symbol in [tag.marker, tag.other] where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return .invalid
    }

    /// Adds `row` through an artificial variable minimised to zero; false when it cannot be.
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(.artificial)
        var success = Row.nearZero(artificial!.constant)
        artificial = nil
        if var basic = rows.removeValue(forKey: art), !basic.cells.isEmpty {
            if let entering = basic.cells.keys.filter(\.isPivotable).min() {
                basic.solve(for: art, entering)
                substitute(entering, with: basic)
                rows[entering] = basic
            } else {
                success = false
            }
        }
        for symbol in Array(rows.keys) { rows[symbol]!.remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row and the objectives; rows that
    /// turn infeasible are queued for the dual simplex.
    private func substitute(_ symbol: Symbol, with row: Row) {
        var turnedInfeasible: [Symbol] = []
        for key in Array(rows.keys) {
            rows[key]!.substitute(symbol, with: row)
            if key.kind != .external && rows[key]!.constant < 0 { turnedInfeasible.append(key) }
        }
        infeasibleRows.append(contentsOf: turnedInfeasible.sorted())
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    // MARK: Simplex

    /// Which row the primal simplex minimises.
    private enum Goal { case objective, artificial }

    /// The primal simplex: pivots until no symbol lowers the goal's row.
    private func optimize(_ goal: Goal) throws {
        while true {
            let cells = goal == .objective ? objective.cells : artificial!.cells
            guard let entering = cells.filter({ $0.key.kind != .dummy && $0.value < 0 }).keys.min() else { return }
            var leaving = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            for (symbol, row) in rows where symbol.kind != .external {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let candidate = -row.constant / coefficient
                if candidate < ratio || (candidate == ratio && symbol < leaving) {
                    ratio = candidate
                    leaving = symbol
                }
            }
            guard leaving.isValid, var row = rows.removeValue(forKey: leaving) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// The dual simplex: pivots the infeasible rows back to non-negative constants.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var entering = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let candidate = objective.coefficient(for: symbol) / coefficient
                if candidate < ratio || (candidate == ratio && symbol < entering) {
                    ratio = candidate
                    entering = symbol
                }
            }
            guard entering.isValid else { throw SolverError.internalError("the dual simplex found no entering symbol") }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            rows[entering] = row
        }
    }

    /// The row to pivot out when removing a constraint whose marker is not basic.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol {
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        for symbol in rows.keys.sorted() {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.kind == .external {
                if !third.isValid { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = symbol }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = symbol }
            }
        }
        return first.isValid ? first : second.isValid ? second : third
    }
}
