/// A symbol of the tableau: a user variable, or one the solver makes.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt8 { case invalid, external, slack, error, dummy }
    let id: Int
    let kind: Kind

    static let invalid = Symbol(id: 0, kind: .invalid)
    var isValid: Bool { kind != .invalid }
    /// Slack and error symbols may enter the basis by pivoting; dummies and externals follow them.
    var isPivotable: Bool { kind == .slack || kind == .error }
    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One row of the tableau: basic symbol = constant + Σ coefficient × symbol.
struct Row {
    var constant: Double
    var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) { self.constant = constant }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// Adds `value` to the constant; returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient` × `symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if Row.nearZero(sum) { cells.removeValue(forKey: symbol) } else { cells[symbol] = sum }
    }

    /// Adds `coefficient` × `row`.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) { cells.removeValue(forKey: symbol) }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Rewrites the row (0 = row) as `symbol` = …, removing `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        let coefficient = -1 / cells.removeValue(forKey: symbol)!
        constant *= coefficient
        for key in cells.keys { cells[key]! *= coefficient }
    }

    /// Rewrites the row (`lhs` = row) as `rhs` = ….
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// Replaces `symbol` by `row`'s expression.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
