import SwiftParser
import SwiftSyntax

/// One change segue-port made to a file, or something it found and left for
/// a person.
public struct PortChange: Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line in the original source.
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "\(line): \(message)" }
}

/// A source rewritten for Segue.
public struct PortResult: Sendable {
    /// The rewritten source (the original when nothing changed).
    public let source: String
    /// What was rewritten, in source order.
    public let changes: [PortChange]
    /// What needs a person: constructs with no rewrite, defaults to check.
    public let notes: [PortChange]

    public var changed: Bool { !changes.isEmpty }
}

/// Rewrites iOS Swift sources so that they build against Segue: see
/// docs/Differences.md's porting checklist for the list of rewrites.
public enum SeguePort {
    /// Rewrites one source. `context` is what the other files of the same run
    /// declare (their `@objc` protocols' optional requirements, their classes);
    /// by default, this source alone.
    public static func port(_ source: String, context: PortContext? = nil) -> PortResult {
        let context = context ?? PortContext(sources: [source])
        let tree = Parser.parse(source: source)
        if tree.hasError {
            // Rewriting a tree the parser had to repair could corrupt the file.
            let line = firstErrorLine(tree)
            return PortResult(source: source, changes: [],
                              notes: [PortChange(line: line, message: "the file does not parse (a syntax error here); left as is")])
        }
        let visitor = PortVisitor(source: source, tree: tree, context: context)
        visitor.walk(tree)
        visitor.finish()
        let (text, skipped) = apply(visitor.edits, to: source)
        var notes = visitor.notes
        for edit in skipped {
            notes.append(PortChange(line: edit.line, message: "left as is (overlaps another rewrite): \(edit.message)"))
        }
        let applied = visitor.edits.filter { edit in !skipped.contains { $0.order == edit.order } }
        let changes = text == source ? [] : applied.sorted { ($0.line, $0.order) < ($1.line, $1.order) }
            .map { PortChange(line: $0.line, message: $0.message) }
        return PortResult(source: text, changes: changes, notes: notes.sorted { $0.line < $1.line })
    }

    private static func firstErrorLine(_ tree: SourceFileSyntax) -> Int {
        final class ErrorFinder: SyntaxVisitor {
            var position: AbsolutePosition?
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if position == nil { position = node.positionAfterSkippingLeadingTrivia }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if position == nil, token.presence == .missing { position = token.position }
                return .skipChildren
            }
        }
        let finder = ErrorFinder(viewMode: .all)
        finder.walk(tree)
        return finder.position.map { SourceLocationConverter(fileName: "", tree: tree).location(for: $0).line } ?? 1
    }

    /// Applies non-overlapping edits; returns the text and the edits left out
    /// because they overlapped an earlier one.
    static func apply(_ edits: [Edit], to source: String) -> (String, [Edit]) {
        let bytes = Array(source.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var cursor = 0
        var skipped: [Edit] = []
        // At one position, insertions go before the replacement that starts there.
        let ordered = edits.sorted { ($0.start, $0.end > $0.start ? 1 : 0, $0.order) < ($1.start, $1.end > $1.start ? 1 : 0, $1.order) }
        for edit in ordered {
            if edit.start < cursor {
                skipped.append(edit)
                continue
            }
            output += bytes[cursor..<edit.start]
            output += Array(edit.text.utf8)
            cursor = edit.end
        }
        output += bytes[cursor...]
        return (String(decoding: output, as: UTF8.self), skipped)
    }
}

/// A replacement of the UTF-8 range `start..<end` of the source.
struct Edit {
    let start: Int
    let end: Int
    let text: String
    let line: Int
    let message: String
    let order: Int
}
