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

/// One coefficient × symbol term of a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// One row of the tableau: basic symbol = constant + Σ coefficient × symbol.
/// The cells are kept sorted by symbol, so lookups are binary searches and
/// adding rows is a merge (rows are short; hashing would cost more). A
/// 64-bit summary of the symbols present answers most "is it here?" questions
/// without touching the cells: the solver asks that of every row on every pivot.
struct Row {
    var constant: Double
    private(set) var cells: [Cell] = []
    /// One bit per symbol id modulo 64: clear means the symbol is not in the
    /// row. Kept when cells come and go (coefficient changes leave it alone).
    private var summary: UInt64 = 0

    /// Recomputes `summary` after cells were removed.
    private mutating func summarize() { summary = cells.reduce(0) { $0 | Row.bit($1.symbol) } }

    private static func bit(_ symbol: Symbol) -> UInt64 { 1 << UInt64(symbol.id & 63) }

    /// Whether the row may hold `symbol` (false: it certainly does not).
    func mayContain(_ symbol: Symbol) -> Bool { summary & Row.bit(symbol) != 0 }

    init(constant: Double = 0) { self.constant = constant }

    static func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    var isEmpty: Bool { cells.isEmpty }

    /// Where `symbol` is, or where it would go.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            let id = cells[middle].symbol.id
            if id == symbol.id { return (middle, true) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// Adds `value` to the constant; returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient` × `symbol`, dropping the cell when it cancels.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if Row.nearZero(sum) {
                cells.remove(at: index)
                summarize()
            } else {
                cells[index].coefficient = sum
            }
        } else if !Row.nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
            summary |= Row.bit(symbol)
        }
    }

    /// Adds `coefficient` × `row`: a merge of the two sorted cell lists.
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        guard !row.cells.isEmpty else { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var i = 0, j = 0
        while i < cells.count || j < row.cells.count {
            if j == row.cells.count || (i < cells.count && cells[i].symbol.id < row.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || row.cells[j].symbol.id < cells[i].symbol.id {
                let added = row.cells[j].coefficient * coefficient
                if !Row.nearZero(added) { merged.append(Cell(symbol: row.cells[j].symbol, coefficient: added)) }
                j += 1
            } else {
                let sum = cells[i].coefficient + row.cells[j].coefficient * coefficient
                if !Row.nearZero(sum) { merged.append(Cell(symbol: cells[i].symbol, coefficient: sum)) }
                i += 1
                j += 1
            }
        }
        cells = merged
        summarize()
    }

    mutating func remove(_ symbol: Symbol) {
        guard mayContain(symbol) else { return }
        let (index, found) = position(of: symbol)
        if found {
            cells.remove(at: index)
            summarize()
        }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites the row (0 = row) as `symbol` = …, removing `symbol` from the cells.
    mutating func solve(for symbol: Symbol) {
        let (index, _) = position(of: symbol)
        let coefficient = -1 / cells.remove(at: index).coefficient
        summarize()
        constant *= coefficient
        for index in cells.indices { cells[index].coefficient *= coefficient }
    }

    /// Rewrites the row (`lhs` = row) as `rhs` = ….
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    func coefficient(for symbol: Symbol) -> Double {
        guard mayContain(symbol) else { return 0 }
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Replaces `symbol` by `row`'s expression; returns whether the row had it.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        guard mayContain(symbol) else { return false }
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, coefficient)
        if row.cells.isEmpty { summarize() }
        return true
    }
}
