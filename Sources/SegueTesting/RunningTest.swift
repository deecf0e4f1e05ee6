import OpenUIKit
import Testing

/// The test running now, as a `TestClock` records it as its runtime's owner
/// (`SegueRuntime.owningTest`): the test, and for a parameterized one the
/// case, since its cases run in parallel.
struct RunningTest: Hashable {
    let test: Test.ID
    /// A parameterized test's case, by its arguments (nil for a plain test).
    let testCase: String?

    /// The running test; nil outside one.
    @MainActor static var current: RunningTest? {
        guard let test = Test.current else { return nil }
        guard let testCase = Test.Case.current, testCase.isParameterized else {
            return RunningTest(test: test.id, testCase: nil)
        }
        return RunningTest(test: test.id, testCase: caseName(testCase, of: test.id))
    }

    /// Swift Testing gives a case no public identity, but its description
    /// names its arguments. That takes tens of microseconds to make, so it is
    /// kept for the task asking (a case's body runs in one task), with the
    /// test it was made in, and made again when another test's task comes to
    /// the same address.
    @MainActor private static var caseNames: [Int: (test: Test.ID, name: String)] = [:]

    @MainActor private static func caseName(_ testCase: Test.Case, of test: Test.ID) -> String {
        let task = withUnsafeCurrentTask { $0?.hashValue } ?? 0
        if let known = caseNames[task], known.test == test { return known.name }
        let name = String(describing: testCase)
        if caseNames.count >= 256 { caseNames.removeAll() }
        caseNames[task] = (test, name)
        return name
    }
}
