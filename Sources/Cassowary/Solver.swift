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
    /// The tableau: basic symbol → row, stored as parallel arrays (walked in
    /// place by `substitute`) with an index from symbol to position.
    private var rowSymbols: [Symbol] = []
    private var rowData: [Row] = []
    /// Where each symbol's row is in the arrays, by symbol id (−1: not basic).
    private var rowPositions: [Int] = [-1]
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
        if !subject.isValid && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard Row.nearZero(row.constant) else {
                removeErrorTerms(of: constraint, tag)
                throw SolverError.unsatisfiableConstraint
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
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
        if takeRow(tag.marker) == nil {
            let leaving = markerLeavingSymbol(tag.marker)
            guard leaving.isValid, var row = takeRow(leaving) else {
                throw SolverError.internalError("no row leaves for the removed constraint's marker")
            }
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, with: row)
        }
        try optimize(.objective)
    }

    /// Changes the constant of `constraint`'s expression in place: the
    /// constraint's marker is shifted through the tableau and the dual simplex
    /// restores feasibility, much cheaper than removing and adding it again.
    /// Throws ``SolverError/unsatisfiableConstraint`` (leaving the old constant)
    /// when a required constraint cannot take the new one.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws {
        guard let tag = constraints[constraint] else { throw SolverError.unknownConstraint }
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return }
        shiftMarker(of: constraint, tag, by: delta)
        do {
            try dualOptimize()
            constraint.expression.constant = constant
        } catch {
            infeasibleRows.removeAll()
            shiftMarker(of: constraint, tag, by: -delta)
            try? dualOptimize()
            throw SolverError.unsatisfiableConstraint
        }
    }

    /// Rewrites the tableau for `constraint`'s expression constant grown by
    /// `delta`: its marker m (coefficient k in the constraint's row) becomes
    /// m − delta ÷ k; rows turned infeasible are queued.
    private func shiftMarker(of constraint: Constraint, _ tag: Tag, by delta: Double) {
        let required = constraint.strength >= Strength.required
        let markerCoefficient: Double = switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: required ? 1 : -1
        }
        var shifted = tag.marker
        var shift = delta / markerCoefficient
        if rowPosition(tag.marker) == nil, constraint.relation == .equal, !required, rowPosition(tag.other) != nil {
            // The other error symbol (coefficient 1) is basic: shift that one instead.
            shifted = tag.other
            shift = delta
        }
        if let index = rowPosition(shifted) {
            if rowData[index].add(-shift) < 0 && rowSymbols[index].kind != .external { infeasibleRows.append(shifted) }
            return
        }
        for index in rowData.indices {
            let coefficient = rowData[index].coefficient(for: shifted)
            if coefficient != 0 && rowData[index].add(coefficient * shift) < 0 && rowSymbols[index].kind != .external {
                infeasibleRows.append(rowSymbols[index])
            }
        }
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
        if let index = rowPosition(marker) {
            if rowData[index].add(-delta) < 0 { infeasibleRows.append(marker) }
        } else if let index = rowPosition(other) {
            if rowData[index].add(delta) < 0 { infeasibleRows.append(other) }
        } else {
            for index in rowData.indices {
                let coefficient = rowData[index].coefficient(for: marker)
                if coefficient != 0 && rowData[index].add(delta * coefficient) < 0 && rowSymbols[index].kind != .external {
                    infeasibleRows.append(rowSymbols[index])
                }
            }
        }
        try dualOptimize()
    }

    // MARK: Reading the solution

    /// Writes the solution into the variables' `value`.
    public func updateVariables() {
        for (variable, symbol) in variables {
            let position = rowPositions[symbol.id]
            variable.value = position >= 0 ? rowData[position].constant : 0
        }
    }

    /// The solution for `variable` (0 for a variable the system does not know).
    public func value(of variable: Variable) -> Double {
        guard let symbol = knownSymbol(of: variable) else { return 0 }
        let position = rowPositions[symbol.id]
        return position >= 0 ? rowData[position].constant : 0
    }

    /// Empties the system.
    public func reset() {
        constraints.removeAll()
        rowSymbols.removeAll()
        rowData.removeAll()
        rowPositions = [Int](repeating: -1, count: rowPositions.count)
        for variable in variables.keys where variable.owningSolver === self { variable.owningSolver = nil }
        variables.removeAll()
        edits.removeAll()
        infeasibleRows.removeAll()
        objective = Row()
        artificial = nil
    }

    // MARK: The tableau's storage

    private func rowPosition(_ symbol: Symbol) -> Int? {
        let position = rowPositions[symbol.id]
        return position >= 0 ? position : nil
    }

    private func basicRow(_ symbol: Symbol) -> Row? { rowPosition(symbol).map { rowData[$0] } }

    private func setRow(_ symbol: Symbol, _ row: Row) {
        if let index = rowPosition(symbol) {
            rowData[index] = row
        } else {
            rowPositions[symbol.id] = rowData.count
            rowSymbols.append(symbol)
            rowData.append(row)
        }
    }

    /// Removes and returns `symbol`'s row (the last row takes its place).
    private func takeRow(_ symbol: Symbol) -> Row? {
        guard let index = rowPosition(symbol) else { return nil }
        rowPositions[symbol.id] = -1
        let row = rowData[index]
        let last = rowData.count - 1
        if index != last {
            rowData.swapAt(index, last)
            rowSymbols.swapAt(index, last)
            rowPositions[rowSymbols[index].id] = index
        }
        rowData.removeLast()
        rowSymbols.removeLast()
        return row
    }

    // MARK: Building rows

    /// The symbol of a variable this solver knows (kept on the variable: no hashing).
    private func knownSymbol(of variable: Variable) -> Symbol? {
        if variable.owningSolver === self { return variable.ownedSymbol }
        return variables[variable]
    }

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        rowPositions.append(-1)
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: Variable) -> Symbol {
        if let known = knownSymbol(of: variable) { return known }
        let made = makeSymbol(.external)
        variables[variable] = made
        variable.owningSolver = self
        variable.ownedSymbol = made
        return made
    }

    /// The constraint as a row in terms of the current parametric symbols,
    /// with its slack, error or dummy symbols; errors join the objective.
    private func makeRow(for constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = basicRow(symbol) { row.insert(basic, term.coefficient) } else { row.insert(symbol, term.coefficient) }
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
            if let row = basicRow(symbol) {
                objective.insert(row, -constraint.strength)
            } else {
                objective.insert(symbol, -constraint.strength)
            }
        }
    }

    /// The symbol to solve a new row for: an external one, else a negative
    /// slack or error marker; invalid when the row needs an artificial variable.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [tag.marker, tag.other] where symbol.isPivotable && row.coefficient(for: symbol) < 0 {
            return symbol
        }
        return .invalid
    }

    /// Adds `row` through an artificial variable minimised to zero; false when it cannot be.
    private func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = makeSymbol(.slack)
        setRow(art, row)
        artificial = row
        try optimize(.artificial)
        var success = Row.nearZero(artificial!.constant)
        artificial = nil
        if var basic = takeRow(art), !basic.isEmpty {
            if let entering = basic.cells.first(where: { $0.symbol.isPivotable })?.symbol {
                basic.solve(for: art, entering)
                substitute(entering, with: basic)
                setRow(entering, basic)
            } else {
                success = false
            }
        }
        for index in rowData.indices { rowData[index].remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` by `row` in every row and the objectives; rows that
    /// turn infeasible are queued for the dual simplex.
    private func substitute(_ symbol: Symbol, with row: Row) {
        for index in rowData.indices where rowData[index].substitute(symbol, with: row) {
            if rowSymbols[index].kind != .external && rowData[index].constant < 0 { infeasibleRows.append(rowSymbols[index]) }
        }
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
            guard let entering = cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol else { return }
            var leaving = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            for index in rowData.indices where rowSymbols[index].kind != .external {
                let coefficient = rowData[index].coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let candidate = -rowData[index].constant / coefficient
                let symbol = rowSymbols[index]
                if candidate < ratio || (candidate == ratio && symbol < leaving) {
                    ratio = candidate
                    leaving = symbol
                }
            }
            guard leaving.isValid, var row = takeRow(leaving) else {
                throw SolverError.internalError("the objective is unbounded")
            }
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The dual simplex: pivots the infeasible rows back to non-negative constants.
    private func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard var row = basicRow(leaving), row.constant < 0 else { continue }
            var entering = Symbol.invalid
            var ratio = Double.greatestFiniteMagnitude
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                let symbol = cell.symbol
                let candidate = objective.coefficient(for: symbol) / cell.coefficient
                if candidate < ratio || (candidate == ratio && symbol < entering) {
                    ratio = candidate
                    entering = symbol
                }
            }
            guard entering.isValid else { throw SolverError.internalError("the dual simplex found no entering symbol") }
            _ = takeRow(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, with: row)
            setRow(entering, row)
        }
    }

    /// The row to pivot out when removing a constraint whose marker is not basic.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol {
        var first = Symbol.invalid, second = Symbol.invalid, third = Symbol.invalid
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        for index in rowData.indices {
            let symbol = rowSymbols[index], row = rowData[index]
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
