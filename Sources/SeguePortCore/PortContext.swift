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
    /// The protocols each type (class, struct, enum or extension) names in its
    /// inheritance clauses, by type name.
    public var conformances: [String: Set<String>] = [:]
    /// Optional requirements whose value at a call site is an optional on iOS
    /// (`delegate?.height?() ?? fallback`, `if let x = p.view`) and that no
    /// single literal can stand in for: they become requirements of optional
    /// type with a `nil` default, and their implementations in conforming types
    /// return that optional type too. By name (a method's full name), the
    /// protocols that declare them.
    public var optionalizedRequirements: [String: Set<String>] = [:]
    /// Members of extensions of the sources' own classes that must move into the
    /// class body (Swift without Objective-C overrides nothing declared in an
    /// extension): `override`s, and members a subclass overrides. By class name,
    /// each member's text as written.
    public var movedMembers: [String: [String]] = [:]
    /// The names the sources' declarations override.
    public var overriddenNames: Set<String> = []

    public init() {}

    /// The context of a set of sources: their declarations first, then how
    /// their call sites use the optional requirements declared in any of them.
    public init(sources: [String]) {
        let trees = sources.map { Parser.parse(source: $0) }
        var valueRequirements: [String: [(String, String)]] = [:]
        var extensionMembers: [(String, DeclSyntax)] = []
        for tree in trees {
            let declarations = DeclarationCollector(viewMode: .sourceAccurate)
            declarations.walk(tree)
            optionalMethods.formUnion(declarations.optionalMethods)
            optionalProperties.formUnion(declarations.optionalProperties)
            protocols.formUnion(declarations.protocols)
            objcExtensionMembers.formUnion(declarations.objcExtensionMembers)
            superclasses.merge(declarations.superclasses) { first, _ in first }
            conformances.merge(declarations.conformances) { $0.union($1) }
            for (name, entries) in declarations.valueRequirements { valueRequirements[name, default: []] += entries }
            overriddenNames.formUnion(declarations.overridden)
            extensionMembers += declarations.extensionMembers
        }
        let classes = Set(superclasses.keys)
        for (type, member) in extensionMembers where classes.contains(type) && moves(member) {
            movedMembers[type, default: []].append(memberText(member))
        }
        var defaults: [String: Set<String>] = [:]
        var otherUses: [String: Int] = [:]
        for tree in trees {
            let collector = CallSiteDefaultCollector(optionalMethods: optionalMethods, optionalProperties: optionalProperties)
            collector.walk(tree)
            for (name, literals) in collector.defaults { defaults[name, default: []].formUnion(literals) }
            for (name, count) in collector.otherUses { otherUses[name, default: 0] += count }
        }
        callSiteDefaults = defaults.mapValues { $0.count == 1 ? $0.first : nil }
        // A literal stands in for an unimplemented requirement only when every
        // use of it supplies that same literal.
        for (name, protocolsAndTypes) in valueRequirements {
            let literal = otherUses[name, default: 0] == 0 ? (callSiteDefaults[name] ?? nil) : nil
            for (protocolName, type) in protocolsAndTypes where !type.hasSuffix("?") && (literal == nil || literal == "nil") {
                optionalizedRequirements[name, default: []].insert(protocolName)
            }
        }
        for name in optionalizedRequirements.keys { callSiteDefaults[name] = nil }
    }

    /// Whether a member of an extension of one of the sources' classes moves
    /// into the class: it overrides, or a subclass overrides it.
    func moves(_ member: DeclSyntax) -> Bool {
        guard member.is(FunctionDeclSyntax.self) || member.is(VariableDeclSyntax.self),
              let modifiers = member.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return hasModifier(modifiers, .override) || overriddenNames.contains(memberName(member) ?? "")
    }

    /// Whether `type` (or a superclass of it the sources declare) names `protocolName`
    /// in an inheritance clause.
    func conforms(_ type: String, to protocolName: String) -> Bool {
        var name = type
        var seen: Set<String> = []
        while seen.insert(name).inserted {
            if conformances[name]?.contains(protocolName) == true { return true }
            guard let superclass = superclasses[name] else { return false }
            name = superclass
        }
        return false
    }

    /// The optionalized requirement a member named `name` of `type` implements, if any.
    func optionalizedRequirement(_ name: String, of type: String) -> String? {
        optionalizedRequirements[name]?.first { conforms(type, to: $0) }
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

/// A member's text with its comments, without the blank lines before it.
func memberText(_ member: DeclSyntax) -> String {
    var text = member.description
    while text.first?.isNewline == true { text.removeFirst() }
    while text.last?.isWhitespace == true { text.removeLast() }
    return text
}

/// The name of a function or a property.
func memberName(_ declaration: DeclSyntax) -> String? {
    if let function = declaration.as(FunctionDeclSyntax.self) { return function.name.text }
    return declaration.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription
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

/// Whether a type is `Optional`: `T?`, `T!`, `Optional<T>`.
func isOptionalType(_ type: TypeSyntax) -> Bool {
    type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
}

/// Whether a type is `Void` or `()`.
func isVoid(_ type: TypeSyntax) -> Bool {
    ["Void", "()"].contains(type.trimmedDescription)
}

/// The optional form of a type: `T?`, `(() -> Void)?`, `(any P)?`.
func optionalText(of type: TypeSyntax) -> String {
    let simple = type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) || type.is(ArrayTypeSyntax.self)
        || type.is(DictionaryTypeSyntax.self) || type.is(TupleTypeSyntax.self)
    return simple ? "\(type.trimmedDescription)?" : "(\(type.trimmedDescription))?"
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
    var conformances: [String: Set<String>] = [:]
    /// Names the sources' classes override.
    var overridden: Set<String> = []
    /// The members of extensions without a `where` clause, with the extended type.
    var extensionMembers: [(String, DeclSyntax)] = []
    /// Optional requirements that give a value of a non-optional type, by name:
    /// (protocol, type).
    var valueRequirements: [String: [(String, String)]] = [:]

    private func noteConformances(_ type: String, _ clause: InheritanceClauseSyntax?) {
        guard let clause else { return }
        conformances[type, default: []].formUnion(clause.inheritedTypes.map { simpleName(of: $0.type) })
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(node.name.text, node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if hasModifier(node.modifiers, .override) { overridden.insert(node.name.text) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if hasModifier(node.modifiers, .override), let name = node.bindings.first?.pattern.trimmedDescription {
            overridden.insert(name)
        }
        return .skipChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(node.name.text, node.inheritanceClause)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        noteConformances(simpleName(of: node.extendedType), node.inheritanceClause)
        if node.genericWhereClause == nil {
            extensionMembers += node.memberBlock.members.map { (node.extendedType.trimmedDescription, $0.decl) }
        }
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
                    if let type = function.signature.returnClause?.type, !isVoid(type) {
                        valueRequirements[fullName(of: function), default: []].append((node.name.text, typeText(type)))
                    }
                } else if let variable = member.decl.as(VariableDeclSyntax.self), hasModifier(variable.modifiers, .optional),
                          let name = variable.bindings.first?.pattern.trimmedDescription {
                    optionalProperties.insert(name)
                    if let type = variable.bindings.first?.typeAnnotation?.type {
                        valueRequirements[name, default: []].append((node.name.text, typeText(type)))
                    }
                }
            }
        }
        return .skipChildren
    }

    /// A type's text, with `?` at the end when it is optional.
    private func typeText(_ type: TypeSyntax) -> String {
        isOptionalType(type) ? type.trimmedDescription + (type.trimmedDescription.hasSuffix("?") ? "" : "?") : type.trimmedDescription
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.inheritanceClause?.inheritedTypes.first {
            superclasses[node.name.text] = simpleName(of: first.type)
        }
        noteConformances(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
}

/// Finds `x?.call?() ?? literal` and `x?.property ?? literal` where the call
/// or the property is one of the optional requirements.
private final class CallSiteDefaultCollector: SyntaxVisitor {
    let optionalMethods: Set<String>
    let optionalProperties: Set<String>
    var defaults: [String: Set<String>] = [:]
    /// Uses of a requirement that supply no literal: `if let x = p.f?()`, `p.f?() ?? fallback`.
    var otherUses: [String: Int] = [:]
    private var literalUses: Set<SyntaxIdentifier> = []

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
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self),
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
                literalUses.insert(elements[index].id)
            }
        }
        return .visitChildren
    }

    // Sequences are visited before their elements: a use is counted when it is reached.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        countUse(ExprSyntax(node))
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        countUse(ExprSyntax(node))
        return .visitChildren
    }

    private func countUse(_ expression: ExprSyntax) {
        guard !literalUses.contains(expression.id), let name = requirement(expression) else { return }
        otherUses[name, default: 0] += 1
    }
}
