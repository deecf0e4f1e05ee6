import Foundation
import Testing
import SegueTesting

/// docs/Coverage.md stays true: every implemented or partial type is declared
/// in the sources, and no missing one is.
@Suite(.checksDiagnostics) struct CoverageTableTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The names of the types the UIKit and QuartzCore layers declare (after
    /// `class`, `protocol`, `struct`, `enum` or `typealias`).
    private static func declaredNames() throws -> Set<String> {
        let keywords: Set<Substring> = ["class", "protocol", "struct", "enum", "typealias"]
        var names = Set<String>()
        for folder in ["Sources/OpenUIKit", "Sources/OpenQuartzCore"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let words = try String(contentsOf: url, encoding: .utf8)
                    .split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                for (index, word) in words.enumerated().dropLast() where keywords.contains(word) {
                    names.insert(String(words[index + 1]))
                }
            }
        }
        return names
    }

    @Test("Every row of docs/Coverage.md matches the sources")
    func tableMatchesTheSources() throws {
        let table = try String(contentsOf: Self.root.appendingPathComponent("docs/Coverage.md"), encoding: .utf8)
        let declaredNames = try Self.declaredNames()
        var rows = 0
        for line in table.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| type") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            let (name, status) = (cells[0], cells[1])
            rows += 1
            let declared = declaredNames.contains(name)
            switch status {
            case "implemented", "partial": #expect(declared, "\(name) is \(status) in docs/Coverage.md but not declared")
            case "missing": #expect(!declared, "\(name) is declared now: docs/Coverage.md still says missing")
            default: Issue.record("\(name): unknown status \(status)")
            }
        }
        #expect(rows > 80, "the table lost its rows (\(rows))")
    }
}
