import OpenUIKit
import Testing

/// The test a `TestClock` was made in, as it records it as its runtime's
/// owner (`SegueRuntime.owningTest`): the test, and for a parameterized one
/// the case, since its cases run in parallel.
struct RunningTest: Hashable {
    let test: Test.ID
    /// A parameterized test's case, by its arguments (nil for a plain test).
    let testCase: String?

    /// The running test; nil outside one.
    static var current: RunningTest? {
        guard let test = Test.current else { return nil }
        return RunningTest(test: test.id, testCase: caseName(Test.Case.current))
    }

    /// Swift Testing gives a case no public identity, but its description
    /// names its arguments (it takes tens of microseconds to make: it is made
    /// only when the test's own ids match).
    private static func caseName(_ testCase: Test.Case?) -> String? {
        guard let testCase, testCase.isParameterized else { return nil }
        return String(describing: testCase)
    }

    /// Whether the test running now is `owner`; nil outside a test.
    static func isRunning(_ owner: AnyHashable) -> Bool? {
        guard let test = Test.current else { return nil }
        guard let owner = owner.base as? RunningTest, owner.test == test.id else { return false }
        return owner.testCase == caseName(Test.Case.current)
    }
}
