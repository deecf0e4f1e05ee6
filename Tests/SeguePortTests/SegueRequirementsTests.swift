import Foundation
@testable import SeguePortCore
import SwiftParser
import SwiftSyntax
import Testing

/// segue-port's list of the requirements that Segue's protocols implement by
/// default (Apple's optional ones) follows Segue's sources.
@Suite struct SegueRequirementsTests {
    /// Each public protocol's method requirements in OpenUIKit and OpenQuartzCore
    /// that an extension of the protocol implements.
    static func requirementsWithDefaults() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        final class Collector: SyntaxVisitor {
            var requirements: [String: Set<String>] = [:]
            var implemented: [String: Set<String>] = [:]
            override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
                guard node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) }) else { return .skipChildren }
                for member in node.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        requirements[node.name.text, default: []].insert(fullName(of: function))
                    }
                }
                return .skipChildren
            }
            override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
                for member in node.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        implemented[node.extendedType.trimmedDescription, default: []].insert(fullName(of: function))
                    }
                }
                return .skipChildren
            }
        }
        var texts: [String] = []
        for module in ["OpenUIKit", "OpenQuartzCore"] {
            let directory = sources.appendingPathComponent(module)
            let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
            while let file = enumerator.nextObject() as? String {
                guard file.hasSuffix(".swift") else { continue }
                texts.append(try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8))
            }
        }
        // Parsing is slow in a debug build: only the files that declare a public
        // protocol or extend one are parsed.
        let collector = Collector(viewMode: .sourceAccurate)
        let declaring = texts.filter { $0.contains("public protocol ") }
        for text in declaring { collector.walk(Parser.parse(source: text)) }
        let extensions = collector.requirements.keys.map { "extension \($0)" }
        for text in texts where !text.contains("public protocol ") && extensions.contains(where: text.contains) {
            collector.walk(Parser.parse(source: text))
        }
        var result: Set<String> = []
        for (name, requirements) in collector.requirements {
            result.formUnion(requirements.intersection(collector.implemented[name] ?? []))
        }
        return result
    }

    @Test func theListFollowsSeguesSources() throws {
        let current = try Self.requirementsWithDefaults()
        #expect(current.count > 50)
        #expect(SeguePort.segueOptionalRequirements == current,
                "Sources/SeguePortCore/SegueOptionalRequirements.swift should list:\n\(current.sorted().map { "\"\($0)\"," }.joined(separator: "\n"))")
    }

    @Test func callsOfSeguesOptionalRequirementsLoseTheirQuestionMark() {
        expectPorted(#"""
            import UIKit

            final class Forwarder: NSObject, UIScrollViewDelegate {
                weak var next: UIScrollViewDelegate?
                var scrolled: ((UIScrollView) -> Void)?

                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    next?.scrollViewDidScroll?(scrollView)
                    scrolled?(scrollView)
                }
            }
            """#, #"""
            import UIKit

            final class Forwarder: NSObject, UIScrollViewDelegate {
                weak var next: UIScrollViewDelegate?
                var scrolled: ((UIScrollView) -> Void)?

                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    next?.scrollViewDidScroll(scrollView)
                    scrolled?(scrollView)
                }
            }
            """#)
    }
}
