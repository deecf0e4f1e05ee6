import Foundation
import Testing

/// Every code step of the SegueTesting tutorials is code these targets compile and run: each
/// step's lines (its imports aside) appear, in order, in the tutorial's sources under
/// Tests/DropInShared, whose tests run the last step. A step edited without them fails here.
struct TutorialCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let resources = root.appendingPathComponent("Sources/SegueTesting/SegueTesting.docc/Resources")

    /// Each tutorial's step files (by prefix; the package manifest is not Swift these targets build,
    /// and an iOS original is checked by porting it)
    /// and the compiled sources they must match, app code first.
    static let tutorials: [(prefix: String, sources: [String])] = [
        ("first-transition-0", ["SlideIn.swift", "FirstTransitionScenarios.swift"]),
        ("push-pop-0", ["SlideOver.swift", "SlideOverTests.swift"]),
        ("snapshot-0", ["SlideIn.swift", "SnapshotScenarios.swift"]),
        ("port-0", ["PullToDismiss.swift", "PortScenarios.swift"]),
    ]

    /// Lines a step has that the compiled form writes differently: imports (the tutorial imports
    /// the app module) and the wrapper of a test the drop-in targets run through a shared function.
    static func isWrapper(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("import ") || trimmed.hasPrefix("@testable import ")
            || trimmed == "@MainActor" || trimmed.hasPrefix("struct ") || trimmed.hasPrefix("@Test func ")
    }

    static func lines(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
            .filter { !isWrapper($0) }
    }

    @Test(arguments: tutorials.map(\.prefix))
    func everyStepIsCompiledCode(prefix: String) throws {
        let tutorial = try #require(Self.tutorials.first { $0.prefix == prefix })
        let shared = Self.root.appendingPathComponent("Tests/DropInShared")
        let compiled = try tutorial.sources.flatMap { try Self.lines(shared.appendingPathComponent($0)) }
        let steps = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
            // Not the manifest, nor the library as written for iOS (SeguePortTests ports that one).
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".swift") && !$0.contains("-package") && !$0.contains("-ios") }
            .sorted()
        #expect(steps.count >= 3, "the steps of \(prefix)…")
        for step in steps {
            var next = compiled.startIndex
            for line in try Self.lines(Self.resources.appendingPathComponent(step)) {
                guard let found = compiled[next...].firstIndex(of: line) else {
                    Issue.record("\(step): \"\(line.trimmingCharacters(in: .whitespaces))\" is not in \(tutorial.sources.joined(separator: " + ")) (in this order)")
                    break
                }
                next = found + 1
            }
        }
    }
}
