import SwiftParser
import SwiftSyntax

/// A delegate proxy: iOS code that puts an object between a view and its
/// delegate, implements a few delegate methods and hands every other message
/// to the real delegate with `forwardingTarget(for:)` and `responds(to:)`.
/// Without Objective-C messaging, segue-port removes the two overrides and
/// writes out the forwarding: each requirement of the Segue delegate protocols
/// below that the proxy does not implement calls the target's.
enum DelegateForwarding {
    /// A requirement as Segue declares it, and what a forwarded call answers
    /// when there is no target (the protocol's default).
    struct Requirement {
        let declaration: String
        let fallback: String?
    }

    /// Segue's delegate protocols whose requirements a proxy forwards.
    /// SeguePortTests checks them against Segue's sources.
    static let protocols: [String: [Requirement]] = [
        "UIScrollViewDelegate": [
            Requirement(declaration: "func scrollViewDidScroll(_ scrollView: UIScrollView)", fallback: nil),
            Requirement(declaration: "func scrollViewWillBeginDragging(_ scrollView: UIScrollView)", fallback: nil),
            Requirement(declaration: "func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)", fallback: nil),
            Requirement(declaration: "func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)", fallback: nil),
            Requirement(declaration: "func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)", fallback: nil),
            Requirement(declaration: "func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)", fallback: nil),
            Requirement(declaration: "func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)", fallback: nil),
            Requirement(declaration: "func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool", fallback: "true"),
            Requirement(declaration: "func scrollViewDidScrollToTop(_ scrollView: UIScrollView)", fallback: nil),
        ],
    ]

    /// The forwarding methods for `protocolName`'s requirements not in
    /// `implemented` (full names), calling `target`; `typed` when the target's
    /// declared type is the protocol (else it is cast), indented by `indent`.
    static func forwardingMethods(of protocolName: String, implemented: Set<String>, target: String, typed: Bool,
                                  access: String, indent: String) -> [String] {
        guard let requirements = protocols[protocolName] else { return [] }
        let receiver = typed ? "\(target)?" : "(\(target) as? \(protocolName))?"
        var methods: [String] = []
        for requirement in requirements {
            let tree = Parser.parse(source: requirement.declaration)
            guard let function = tree.statements.first?.item.as(FunctionDeclSyntax.self),
                  !implemented.contains(fullName(of: function)) else { continue }
            let arguments = function.signature.parameterClause.parameters.map { parameter in
                let name = (parameter.secondName ?? parameter.firstName).text
                return parameter.firstName.tokenKind == .wildcard ? name : "\(parameter.firstName.text): \(name)"
            }
            var call = "\(receiver).\(function.name.text)(\(arguments.joined(separator: ", ")))"
            if let fallback = requirement.fallback { call = "return \(call) ?? \(fallback)" }
            methods.append("\(indent)\(access)\(requirement.declaration) {\n\(indent)    \(call)\n\(indent)}")
        }
        return methods
    }
}
