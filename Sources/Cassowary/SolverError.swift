/// What the solver refuses.
public enum SolverError: Error, Equatable {
    /// The constraint is already in the system.
    case duplicateConstraint
    /// A required constraint contradicts the required ones already there.
    case unsatisfiableConstraint
    /// The constraint is not in the system.
    case unknownConstraint
    /// The variable already has an edit constraint.
    case duplicateEditVariable
    /// The variable has no edit constraint.
    case unknownEditVariable
    /// Edit variables cannot be required.
    case badRequiredStrength
    /// The objective is unbounded, or the tableau broke (a solver bug).
    case internalError(String)
}
