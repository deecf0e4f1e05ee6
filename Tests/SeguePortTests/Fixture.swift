import SeguePortCore
import Testing

/// Ports `input` (with `others`, the run's other files, as context) and expects
/// `expected`; then ports the result again and expects no change (idempotence).
func expectPorted(_ input: String, _ expected: String, others: [String] = [],
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let first = SeguePort.port(input, context: PortContext(sources: [input] + others))
    #expect(first.source == expected, sourceLocation: sourceLocation)
    if first.source != expected { print(first.source) }
    #expect(first.changed == (input != expected), sourceLocation: sourceLocation)
    let portedOthers = others.map { SeguePort.port($0, context: PortContext(sources: [input] + others)).source }
    let second = SeguePort.port(first.source, context: PortContext(sources: [first.source] + portedOthers))
    #expect(second.source == first.source, "a second run changes nothing", sourceLocation: sourceLocation)
    #expect(second.changes.isEmpty, "a second run reports nothing: \(second.changes)", sourceLocation: sourceLocation)
}

/// The notes a port of `input` leaves for a person.
func notes(_ input: String) -> [String] {
    SeguePort.port(input).notes.map(\.message)
}
