import Testing
import SegueTesting

/// `expectSequence` compares whole sequences: these are the mismatches it must catch.
@Suite(.checksDiagnostics) struct SequenceHelperTests {
    let expected = ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]

    @Test func anEqualSequencePasses() {
        #expect(sequenceMismatch(expected, in: expected) == nil)
    }

    @Test func aMissingLaterEntryFails() throws {
        let message = try #require(sequenceMismatch(expected, in: Array(expected.dropLast())))
        #expect(message.contains("index 3: expected B.viewDidAppear, got (end)"))
    }

    @Test func anExtraEntryFails() throws {
        let message = try #require(sequenceMismatch(expected, in: expected + ["B.didMove(toParent:)"]))
        #expect(message.contains("index 4: expected (end), got B.didMove(toParent:)"))
    }

    @Test func aDuplicatedEntryFails() throws {
        let doubled = ["A.viewWillDisappear", "B.viewWillAppear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"]
        let message = try #require(sequenceMismatch(expected, in: doubled))
        #expect(message.contains("index 2: expected A.viewDidDisappear, got B.viewWillAppear"))
    }

    @Test func aSwappedPairFails() throws {
        let swapped = ["B.viewWillAppear", "A.viewWillDisappear", "A.viewDidDisappear", "B.viewDidAppear"]
        let message = try #require(sequenceMismatch(expected, in: swapped))
        #expect(message.contains("index 0"))
        #expect(message.contains("expected (4): \(expected)") && message.contains("actual   (4): \(swapped)"))
    }

    @Test func onlyTheNamedEntriesAreIgnored() throws {
        let entries = ["A.viewWillDisappear", "B.viewWillLayoutSubviews", "B.viewWillAppear", "Delegate.willShow(B)",
                       "A.viewDidDisappear", "B.viewDidLayoutSubviews", "B.viewDidAppear", "present.completion"]
        #expect(sequenceMismatch(expected, in: entries,
                                 ignoring: Ignored.layout + [.prefix("Delegate."), .entry("present.completion")]) == nil)
        let message = try #require(sequenceMismatch(expected, in: entries, ignoring: Ignored.layout + [.prefix("Delegate.")]))
        #expect(message.contains("got present.completion") && message.contains("ignoring: \"…"))
        #expect(sequenceMismatch(expected, in: entries, ignoring: [.matching("no layout") { $0.contains("Layout") },
                                                                   .matching("no delegate or completion") { !$0.contains(".view") }]) == nil)
    }
}
