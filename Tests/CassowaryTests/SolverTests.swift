import Testing
@testable import Cassowary

/// `a` (relation) `b` for terms written as (variable, coefficient) lists.
private func expression(_ terms: [(Variable, Double)], _ constant: Double = 0) -> LinearExpression {
    LinearExpression(terms.map { LinearExpression.Term($0.0, $0.1) }, constant: constant)
}

@Suite struct SolverTests {
    @Test func equationsAreSolved() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(expression([(x, 1), (y, 1)]), .equal, expression([], 10)))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, expression([], 3)))
        solver.updateVariables()
        #expect(x.value == 3 && y.value == 7)
    }

    @Test func strongerConstraintsWinAndRequiredOnesHold() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, expression([], 20), strength: Strength.weak))
        let strong = Constraint(LinearExpression(x), .equal, expression([], 10), strength: Strength.strong)
        try solver.addConstraint(strong)
        #expect(solver.value(of: x) == 10)
        try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual, expression([], 15)))
        #expect(solver.value(of: x) == 15, "a required inequality beats both")
        try solver.removeConstraint(strong)
        #expect(solver.value(of: x) == 20, "without the strong one the weak one is met")
    }

    @Test func inequalitiesBoundAPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(LinearExpression(x), .greaterThanOrEqual, expression([])))
        try solver.addConstraint(Constraint(LinearExpression(x), .lessThanOrEqual, expression([], 100)))
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, expression([], 150), strength: Strength.medium))
        #expect(solver.value(of: x) == 100)
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, expression([], -40), strength: Strength.strong))
        #expect(solver.value(of: x) == 0)
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        try solver.addConstraint(Constraint(expression([(left, 1), (width, 1)]), .equal, LinearExpression(right)))
        try solver.addConstraint(Constraint(LinearExpression(left), .equal, expression([], 8)))
        try solver.addConstraint(Constraint(LinearExpression(right), .lessThanOrEqual, expression([], 300)))
        try solver.addEditVariable(width, strength: Strength.strong)
        for suggestion in [100.0, 50, 250, 400, 0] {
            try solver.suggestValue(suggestion, for: width)
            solver.updateVariables()
            let expected = min(suggestion, 292)
            #expect(width.value == expected && right.value == 8 + expected, "suggested \(suggestion)")
        }
        // Against a lower bound: right ≥ 100 keeps the width at 92 or more.
        let floor = Solver()
        try floor.addConstraint(Constraint(expression([(left, 1), (width, 1)]), .equal, LinearExpression(right)))
        try floor.addConstraint(Constraint(LinearExpression(left), .equal, expression([], 8)))
        try floor.addConstraint(Constraint(LinearExpression(right), .greaterThanOrEqual, expression([], 100)))
        try floor.addEditVariable(width, strength: Strength.strong)
        for suggestion in [150.0, 20, 300, 10, 120] {
            try floor.suggestValue(suggestion, for: width)
            #expect(floor.value(of: width) == max(suggestion, 92), "suggested \(suggestion) above a floor")
        }
        #expect(throws: SolverError.badRequiredStrength) { try solver.addEditVariable(left, strength: Strength.required) }
        #expect(throws: SolverError.duplicateEditVariable) { try solver.addEditVariable(width, strength: Strength.weak) }
        try solver.removeEditVariable(width)
        #expect(throws: SolverError.unknownEditVariable) { try solver.suggestValue(1, for: width) }
    }

    @Test func anUnsatisfiableRequiredConstraintIsRefusedAndTheSystemStays() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        try solver.addConstraint(Constraint(LinearExpression(x), .equal, expression([], 10)))
        try solver.addConstraint(Constraint(LinearExpression(y), .greaterThanOrEqual, LinearExpression(x)))
        let contradiction = Constraint(LinearExpression(y), .lessThanOrEqual, expression([], 5))
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.addConstraint(contradiction) }
        #expect(!solver.hasConstraint(contradiction))
        let direct = Constraint(LinearExpression(x), .equal, expression([], 20))
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.addConstraint(direct) }
        try solver.addConstraint(Constraint(LinearExpression(y), .equal, expression([], 12), strength: Strength.weak))
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 12, "the system still solves")
    }

    @Test func duplicateAndUnknownConstraintsAreErrors() throws {
        let solver = Solver()
        let c = Constraint(LinearExpression(Variable("x")), .equal, expression([], 1))
        try solver.addConstraint(c)
        #expect(throws: SolverError.duplicateConstraint) { try solver.addConstraint(c) }
        try solver.removeConstraint(c)
        #expect(throws: SolverError.unknownConstraint) { try solver.removeConstraint(c) }
    }

    @Test func constantsChangeInPlace() throws {
        let solver = Solver()
        let x = Variable("x"), y = Variable("y")
        let preference = Constraint(LinearExpression(x), .equal, expression([], 10), strength: Strength.strong)
        let floor = Constraint(LinearExpression(x), .greaterThanOrEqual, expression([], 20))
        let link = Constraint(LinearExpression(y), .equal, expression([(x, 2)], 1))
        try solver.addConstraint(preference)
        try solver.addConstraint(link)
        #expect(solver.value(of: x) == 10 && solver.value(of: y) == 21)
        try solver.updateConstant(of: preference, to: -30)
        #expect(solver.value(of: x) == 30 && solver.value(of: y) == 61, "x − 30 == 0 now")
        try solver.addConstraint(floor)
        try solver.updateConstant(of: floor, to: -40)
        #expect(solver.value(of: x) == 40, "the floor rose above the preference")
        try solver.updateConstant(of: floor, to: 0)
        #expect(solver.value(of: x) == 30, "and fell below it")
        try solver.updateConstant(of: link, to: -5)
        #expect(solver.value(of: y) == 65, "y == 2x + 5")
        let cap = Constraint(LinearExpression(x), .lessThanOrEqual, expression([], 35))
        try solver.addConstraint(cap)
        #expect(throws: SolverError.unsatisfiableConstraint) { try solver.updateConstant(of: floor, to: -50) }
        #expect(solver.value(of: x) == 30 && floor.expression.constant == 0, "the refused change left things as they were")
        let loose = Constraint(LinearExpression(x), .equal, strength: Strength.weak)
        #expect(throws: SolverError.unknownConstraint) { try solver.updateConstant(of: loose, to: 1) }
    }

    /// Random chains x₀ = c, xᵢ = aᵢ·xⱼ + bᵢ (j < i), added in a shuffled order
    /// and partly removed again; forward substitution gives the expected values.
    @Test(arguments: 1...20) func randomChainsMatchForwardSubstitution(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let count = 30
        let variables = (0..<count).map { Variable("x\($0)") }
        var definitions: [(parent: Int, factor: Double, offset: Double)] = [(0, 0, Double(random.next() % 100))]
        for index in 1..<count {
            definitions.append((Int(random.next() % UInt64(index)), Double(Int(random.next() % 5)) - 2,
                                Double(Int(random.next() % 200)) - 100))
        }
        func constraint(_ index: Int) -> Constraint {
            let (parent, factor, offset) = definitions[index]
            if index == 0 { return Constraint(LinearExpression(variables[0]), .equal, expression([], offset)) }
            return Constraint(LinearExpression(variables[index]), .equal, expression([(variables[parent], factor)], offset))
        }
        let constraints = (0..<count).map(constraint)
        // Weak pulls towards 0 for every variable, so removed definitions leave a known answer.
        let solver = Solver()
        for variable in variables { try solver.addConstraint(Constraint(LinearExpression(variable), .equal, strength: Strength.weak)) }
        var order = Array(0..<count)
        random.shuffle(&order)
        for index in order { try solver.addConstraint(constraints[index]) }
        var expected = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let (parent, factor, offset) = definitions[index]
            expected[index] = index == 0 ? offset : factor * expected[parent] + offset
        }
        for index in 0..<count { #expect(abs(solver.value(of: variables[index]) - expected[index]) < 1e-6) }

        // New offsets for a third of the definitions, in place.
        for index in order.prefix(count / 3) {
            let offset = Double(Int(random.next() % 200)) - 100
            definitions[index].offset = offset
            // The equation is x − (a·xⱼ + b) == 0: its constant is −b.
            try solver.updateConstant(of: constraints[index], to: -offset)
        }
        for index in 0..<count {
            let (parent, factor, offset) = definitions[index]
            expected[index] = index == 0 ? offset : factor * expected[parent] + offset
        }
        for index in 0..<count { #expect(abs(solver.value(of: variables[index]) - expected[index]) < 1e-6, "x\(index) after edits") }

        // Remove the definitions of the upper half: those variables fall back to 0.
        for index in order where index >= count / 2 { try solver.removeConstraint(constraints[index]) }
        for index in 0..<count {
            let wanted = index >= count / 2 ? 0 : expected[index]
            #expect(abs(solver.value(of: variables[index]) - wanted) < 1e-6, "x\(index) after removals")
        }
    }
}

/// A small seeded generator, so every run draws the same systems.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func shuffle<T>(_ array: inout [T]) {
        guard array.count > 1 else { return }
        for i in stride(from: array.count - 1, to: 0, by: -1) { array.swapAt(i, Int(next() % UInt64(i + 1))) }
    }
}
