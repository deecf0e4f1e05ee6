import SwiftParser
import SwiftSyntax

/// What segue-port learns from all the files of one run before it rewrites any:
/// the `@objc` protocols' optional requirements (whose call sites lose their `?`
/// in every file), the protocols declared (a `#selector` in their extensions
/// names `Self`), and each class's superclass (a cell's subclasses are cells too).
public struct PortContext: Sendable {
    /// Optional method requirements of the sources' `@objc` protocols, by full
    /// name: `"didTap(_:at:)"`.
    public var optionalMethods: Set<String> = []
    /// Optional property requirements of the sources' `@objc` protocols.
    public var optionalProperties: Set<String> = []
    /// The `??` right-hand literal that call sites give an optional method
    /// requirement (`delegate?.shouldDismiss?() ?? true`), by full name; nil
    /// when call sites disagree.
    public var callSiteDefaults: [String: String?] = [:]
    /// Members that the sources declare `@objc` in an extension (which iOS lets
    /// a subclass override, and Swift without Objective-C does not).
    public var objcExtensionMembers: Set<String> = []
    /// Every protocol the sources declare.
    public var protocols: Set<String> = []
    /// Each class the sources declare, with the first type it inherits from.
    public var superclasses: [String: String] = [:]

    public init() {}

    /// The context of a set of sources: their declarations first, then how
    /// their call sites use the optional requirements declared in any of them.
    public init(sources: [String]) {
        let trees = sources.map { Parser.parse(source: $0) }
        for tree in trees {
            let declarations = DeclarationCollector(viewMode: .sourceAccurate)
            declarations.walk(tree)
            optionalMethods.formUnion(declarations.optionalMethods)
            optionalProperties.formUnion(declarations.optionalProperties)
            protocols.formUnion(declarations.protocols)
            objcExtensionMembers.formUnion(declarations.objcExtensionMembers)
            superclasses.merge(declarations.superclasses) { first, _ in first }
        }
        var defaults: [String: Set<String>] = [:]
        for tree in trees {
            let collector = CallSiteDefaultCollector(optionalMethods: optionalMethods, optionalProperties: optionalProperties)
            collector.walk(tree)
            for (name, literals) in collector.defaults { defaults[name, default: []].formUnion(literals) }
        }
        callSiteDefaults = defaults.mapValues { $0.count == 1 ? $0.first : nil }
    }

    /// Which cell initializer a class's registration by class calls, if the class
    /// is a cell or reusable view (directly or through the sources' own classes).
    func cellInitializer(of className: String) -> [String]? {
        var name = className
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            switch name {
            case "UICollectionViewCell", "UICollectionReusableView", "UICollectionViewListCell":
                return ["frame"]
            case "UITableViewCell":
                return ["style", "reuseIdentifier"]
            case "UITableViewHeaderFooterView":
                return ["reuseIdentifier"]
            default:
                guard let superclass = superclasses[name] else { return nil }
                name = superclass
            }
        }
        return nil
    }
}

/// The full name of a function declaration: `"f(_:b:)"`.
func fullName(of function: FunctionDeclSyntax) -> String {
    let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }
    return "\(function.name.text)(\(labels.joined()))"
}

/// The full name a call uses: `x?.f?(1, b: 2)` → `"f(_:b:)"`, or nil when the
/// callee is not a plain or member name.
func calledFullName(of call: FunctionCallExprSyntax, callee: ExprSyntax) -> String? {
    let base: String
    if let member = callee.as(MemberAccessExprSyntax.self) {
        base = member.declName.baseName.text
    } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
        base = reference.baseName.text
    } else {
        return nil
    }
    var labels = call.arguments.map { "\($0.label?.text ?? "_"):" }
    if call.trailingClosure != nil { labels.append("_:") }
    labels += call.additionalTrailingClosures.map { "\($0.label.text):" }
    return "\(base)(\(labels.joined()))"
}

/// A simple name without generic arguments: `Foo<T>` → `Foo`, `A.B` → `B`.
func simpleName(of type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    return type.trimmedDescription
}

func hasAttribute(_ attributes: AttributeListSyntax, named name: String) -> Bool {
    attributes.contains { element in
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription == name
    }
}

func hasModifier(_ modifiers: DeclModifierListSyntax, _ keyword: Keyword) -> Bool {
    modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
}

private final class DeclarationCollector: SyntaxVisitor {
    var optionalMethods: Set<String> = []
    var optionalProperties: Set<String> = []
    var protocols: Set<String> = []
    var superclasses: [String: String] = [:]
    var objcExtensionMembers: Set<String> = []

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let wholeExtension = hasAttribute(node.attributes, named: "objc")
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self),
               wholeExtension || hasAttribute(function.attributes, named: "objc") {
                objcExtensionMembers.insert(function.name.text)
            } else if let variable = member.decl.as(VariableDeclSyntax.self),
                      wholeExtension || hasAttribute(variable.attributes, named: "objc"),
                      let name = variable.bindings.first?.pattern.trimmedDescription {
                objcExtensionMembers.insert(name)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text)
        if hasAttribute(node.attributes, named: "objc") {
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self), hasModifier(function.modifiers, .optional) {
                    optionalMethods.insert(fullName(of: function))
                } else if let variable = member.decl.as(VariableDeclSyntax.self), hasModifier(variable.modifiers, .optional),
                          let name = variable.bindings.first?.pattern.trimmedDescription {
                    optionalProperties.insert(name)
                }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first {
            superclasses[node.name.text] = simpleName(of: first.type)
        }
        return .visitChildren
    }
}

/// Finds `x?.call?() ?? literal` and `x?.property ?? literal` where the call
/// or the property is one of the optional requirements.
private final class CallSiteDefaultCollector: SyntaxVisitor {
    let optionalMethods: Set<String>
    let optionalProperties: Set<String>
    var defaults: [String: Set<String>] = [:]

    init(optionalMethods: Set<String>, optionalProperties: Set<String>) {
        self.optionalMethods = optionalMethods
        self.optionalProperties = optionalProperties
        super.init(viewMode: .sourceAccurate)
    }

    private func requirement(_ expression: ExprSyntax) -> String? {
        if let call = expression.as(FunctionCallExprSyntax.self),
           let chain = call.calledExpression.as(OptionalChainingExprSyntax.self),
           let name = calledFullName(of: call, callee: chain.expression), optionalMethods.contains(name) {
            return name
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.is(OptionalChainingExprSyntax.self) == true,
           optionalProperties.contains(member.declName.baseName.text) {
            return member.declName.baseName.text
        }
        return nil
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for index in elements.indices.dropLast(2) {
            guard let name = requirement(elements[index]),
                  elements[index + 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
            else { continue }
            let right = elements[index + 2]
            if right.is(BooleanLiteralExprSyntax.self) || right.is(IntegerLiteralExprSyntax.self)
                || right.is(FloatLiteralExprSyntax.self) || right.is(StringLiteralExprSyntax.self)
                || right.is(NilLiteralExprSyntax.self) {
                defaults[name, default: []].insert(right.trimmedDescription)
            }
        }
        return .visitChildren
    }
}
