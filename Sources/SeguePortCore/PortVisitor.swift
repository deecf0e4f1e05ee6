import SwiftParser
import SwiftSyntax

/// Walks one file and collects the edits that port it. Each rewrite is an edit
/// of the original text, so everything it does not rewrite stays byte for byte.
final class PortVisitor: SyntaxAnyVisitor {
    private let bytes: [UInt8]
    private let converter: SourceLocationConverter
    private let context: PortContext
    private let tree: SourceFileSyntax
    private(set) var edits: [Edit] = []
    private(set) var notes: [PortChange] = []

    /// Whether the file names UIKit (`UIView`), or Core Animation / Core Graphics
    /// types that Foundation on Linux lacks.
    private var needsUIKit = false
    private var needsGraphics = false
    /// Whether it gets a `Selector` from a rewrite (declared in QuartzCore; Foundation on Linux has none).
    private var needsSelector = false
    /// Whether it names CGFloat, CGPoint, CGSize or CGRect (Foundation's on Linux).
    private var needsFoundation = false
    private var importedModules: Set<String> = []
    private var topLevelImports: [ImportDeclSyntax] = []

    /// Whether members of extensions move into their class (not when porting
    /// a member that moves).
    private let movesMembers: Bool
    /// The members this file moves out of its extensions.
    private var movedMembers: Set<SyntaxIdentifier> = []

    init(source: String, tree: SourceFileSyntax, context: PortContext, movesMembers: Bool = true) {
        self.movesMembers = movesMembers
        bytes = Array(source.utf8)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        self.context = context
        self.tree = tree
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Edits

    private func line(_ offset: Int) -> Int {
        converter.location(for: AbsolutePosition(utf8Offset: offset)).line
    }

    private func replace(_ start: Int, _ end: Int, with text: String, _ message: String) {
        edits.append(Edit(start: start, end: end, text: text, line: line(start), message: message, order: edits.count))
    }

    private func replace(_ node: some SyntaxProtocol, with text: String, _ message: String) {
        replace(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset,
                with: text, message)
    }

    private func insert(_ text: String, at offset: Int, _ message: String) {
        replace(offset, offset, with: text, message)
    }

    private func note(_ node: some SyntaxProtocol, _ message: String) {
        notes.append(PortChange(line: line(node.positionAfterSkippingLeadingTrivia.utf8Offset), message: message))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The whitespace that starts the line holding `offset`.
    private func indentation(at offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(start, end)
    }

    /// The range of the whole line(s) a node occupies, newline included, when
    /// nothing else is on them; nil otherwise.
    private func wholeLines(of node: some SyntaxProtocol) -> (Int, Int)? {
        var start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        while start > 0, bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") { start -= 1 }
        guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { return nil }
        var end = node.endPositionBeforeTrailingTrivia.utf8Offset
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end == bytes.count { return (start, end) }
        guard bytes[end] == UInt8(ascii: "\n") else { return nil }
        return (start, end + 1)
    }

    // MARK: Declarations: attributes and modifiers

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        guard let declaration = node.as(DeclSyntax.self) else { return .visitChildren }
        if movesMembers, let extensionDecl = declaration.as(ExtensionDeclSyntax.self),
           extensionDecl.genericWhereClause == nil, context.superclasses[extensionDecl.extendedType.trimmedDescription] != nil {
            for member in extensionDecl.memberBlock.members where context.moves(member.decl) {
                // Its leading trivia (comments, indentation) goes with it; it is ported where it lands.
                movedMembers.insert(member.decl.id)
                replace(member.position.utf8Offset, member.endPositionBeforeTrailingTrivia.utf8Offset, with: "",
                        "moved \(memberName(member.decl) ?? "a member") into class \(extensionDecl.extendedType.trimmedDescription) "
                        + "(without Objective-C, Swift overrides nothing declared in an extension)")
            }
        }
        if movedMembers.contains(declaration.id) || removedMembers.contains(declaration.id) { return .skipChildren }
        if let classDecl = declaration.as(ClassDeclSyntax.self) { rewriteDelegateProxy(classDecl) }
        if movesMembers, let classDecl = declaration.as(ClassDeclSyntax.self), let moved = context.movedMembers[classDecl.name.text] {
            let ported = moved.map { portMovedMember($0, of: classDecl.name.text) }
            let offset = classDecl.memberBlock.members.last?.endPositionBeforeTrailingTrivia.utf8Offset
                ?? classDecl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            insert(ported.map { "\n\n" + $0 }.joined(), at: offset,
                   "class \(classDecl.name.text) gets the members its extensions override with (\(moved.count))")
        }
        rewritePrefix(of: declaration)
        optionalizeImplementation(declaration)
        return .visitChildren
    }

    /// The members removed whole (a delegate proxy's forwarding overrides).
    private var removedMembers: Set<SyntaxIdentifier> = []

    /// A delegate proxy (`override func forwardingTarget(for:)` returning the
    /// real delegate): the forwarding overrides and `responds(to:)` go, and the
    /// delegate requirements it does not implement call the target's
    /// (`DelegateForwarding`).
    private func rewriteDelegateProxy(_ classDecl: ClassDeclSyntax) {
        let functions = classDecl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let forwarding = functions.first(where: { $0.name.text == "forwardingTarget" && hasModifier($0.modifiers, .override) })
        else { return }
        final class ReturnFinder: SyntaxVisitor {
            var target: ExprSyntax?
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if target == nil, let expression = node.expression, !expression.trimmedDescription.hasPrefix("super.") {
                    target = expression
                }
                return .skipChildren
            }
        }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        if let body = forwarding.body { finder.walk(body) }
        guard let target = finder.target?.trimmedDescription else {
            note(forwarding, "forwardingTarget(for:) returns nothing segue-port can read; forward the delegate methods by hand")
            return
        }
        let inherited = classDecl.inheritanceClause?.inheritedTypes.map { simpleName(of: $0.type) } ?? []
        let forwarded = inherited.filter { DelegateForwarding.protocols[$0] != nil }
        guard !forwarded.isEmpty else {
            note(forwarding, "forwardingTarget(for:): no Objective-C message forwarding, and \(classDecl.name.text) conforms to no delegate protocol segue-port can forward; forward by hand")
            return
        }
        for function in functions where hasModifier(function.modifiers, .override)
            && (function.id == forwarding.id || (function.name.text == "responds" && fullName(of: function) == "responds(to:)")) {
            removedMembers.insert(DeclSyntax(function).id)
            guard let member = function.parent?.as(MemberBlockItemSyntax.self) else { continue }
            replace(member.position.utf8Offset, member.endPositionBeforeTrailingTrivia.utf8Offset, with: "",
                    "removed \(fullName(of: function)) (no Objective-C message forwarding)")
        }
        // The target's declared type: the protocol itself is called directly, anything else is cast.
        let targetType = classDecl.memberBlock.members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .flatMap(\.bindings).first { $0.pattern.trimmedDescription == target }?.typeAnnotation?.type
        let declaredType = targetType.map { type -> String in
            var text = type.trimmedDescription
            while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
            if text.hasPrefix("(any "), text.hasSuffix(")") { text = String(text.dropFirst(5).dropLast()) }
            return text
        }
        let implemented = Set(functions.map(fullName(of:)))
        let access = hasModifier(classDecl.modifiers, .public) || hasModifier(classDecl.modifiers, .open) ? "public " : ""
        let indent = classDecl.memberBlock.members.first.map { indentation(at: $0.positionAfterSkippingLeadingTrivia.utf8Offset) } ?? "    "
        var methods: [String] = []
        for protocolName in forwarded {
            methods += DelegateForwarding.forwardingMethods(of: protocolName, implemented: implemented, target: target,
                                                            typed: declaredType == protocolName, access: access, indent: indent)
        }
        guard !methods.isEmpty else { return }
        let offset = classDecl.memberBlock.members.last?.endPositionBeforeTrailingTrivia.utf8Offset
            ?? classDecl.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        insert("\n\n\(indent)// Forwarded to \(target) (was forwardingTarget(for:)).\n" + methods.joined(separator: "\n\n"), at: offset,
               "\(classDecl.name.text) forwards the \(methods.count) \(forwarded.joined(separator: ", ")) methods it does not implement to \(target)")
    }

    /// A moved member, ported as it would be in its extension.
    private func portMovedMember(_ text: String, of type: String) -> String {
        let wrapper = "extension \(type) {\n\(text)\n}"
        let tree = Parser.parse(source: wrapper)
        let visitor = PortVisitor(source: wrapper, tree: tree, context: context, movesMembers: false)
        visitor.walk(tree)
        var ported = SeguePort.apply(visitor.edits, to: wrapper).0
        ported.removeFirst("extension \(type) {\n".count)
        ported.removeLast("\n}".count)
        return ported
    }

    /// An implementation of an optional requirement whose type became optional
    /// (see `PortContext.optionalizedRequirements`) gets that optional type.
    private func optionalizeImplementation(_ declaration: DeclSyntax) {
        guard let type = enclosingTypeName(of: declaration) else { return }
        if let function = declaration.as(FunctionDeclSyntax.self), let returnType = function.signature.returnClause?.type,
           !isOptionalType(returnType), let protocolName = context.optionalizedRequirement(fullName(of: function), of: type) {
            replace(returnType, with: optionalText(of: returnType),
                    "\(type).\(fullName(of: function)) returns \(optionalText(of: returnType)), as \(protocolName) now requires")
        } else if let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let annotation = binding.typeAnnotation, !isOptionalType(annotation.type),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let protocolName = context.optionalizedRequirement(name, of: type) {
            replace(annotation.type, with: optionalText(of: annotation.type),
                    "\(type).\(name) is \(optionalText(of: annotation.type)), as \(protocolName) now requires")
        }
    }

    /// The type whose body (or extension) directly declares a member.
    private func enclosingTypeName(of member: DeclSyntax) -> String? {
        guard let body = member.parent?.parent?.parent?.as(MemberBlockSyntax.self), let owner = body.parent else { return nil }
        if let extensionDecl = owner.as(ExtensionDeclSyntax.self) { return simpleName(of: extensionDecl.extendedType) }
        if owner.is(ProtocolDeclSyntax.self) { return nil }
        return owner.asProtocol(NamedDeclSyntax.self)?.name.text
    }

    private static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
    ]

    /// Rewrites a declaration's attributes and modifiers as one run of text, from
    /// its first attribute to its keyword, so that removing one never leaves a
    /// blank line or a double space: each element owns the trivia after it.
    private func rewritePrefix(of declaration: DeclSyntax) {
        let attributes = declaration.asProtocol(WithAttributesSyntax.self)?.attributes
        let modifiers = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers
        let elements: [Syntax] = (attributes.map { $0.map(Syntax.init) } ?? []) + (modifiers.map { $0.map(Syntax.init) } ?? [])
        let addsFinal = needsFinal(declaration)
        guard let keyword = elements.last?.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
                ?? (addsFinal ? declaration.firstToken(viewMode: .sourceAccurate) : nil)
        else { return }
        let keywordStart = keyword.positionAfterSkippingLeadingTrivia.utf8Offset
        if let modifiers, hasModifier(modifiers, .override), let name = memberName(declaration),
           context.objcExtensionMembers.contains(name) {
            note(declaration, "overrides \(name), which the sources declare @objc in an extension: without Objective-C, "
                 + "Swift cannot override a member declared in an extension; move it into the class by hand")
        }
        let cellInitializer = declaration.as(InitializerDeclSyntax.self).map(isCellInitializer) ?? false

        var prefix = ""
        var messages: [(Int, String)] = []
        for (index, element) in elements.enumerated() {
            let start = element.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = element.endPositionBeforeTrailingTrivia.utf8Offset
            let next = index + 1 < elements.count ? elements[index + 1].positionAfterSkippingLeadingTrivia.utf8Offset : keywordStart
            let trivia = text(end, next)
            if let attribute = element.as(AttributeSyntax.self) {
                let name = attribute.attributeName.trimmedDescription
                if Self.removedAttributes.contains(name) {
                    messages.append((start, "removed \(attribute.trimmedDescription)"))
                    continue
                }
                if name == "UIApplicationMain" {
                    prefix += "@main" + trivia
                    messages.append((start, "@UIApplicationMain → @main"))
                    continue
                }
            } else if let modifier = element.as(DeclModifierSyntax.self) {
                switch modifier.name.tokenKind {
                case .keyword(.dynamic):
                    let observed = declaration.is(VariableDeclSyntax.self)
                        ? " (Segue cannot observe your own properties with KVO)" : ""
                    messages.append((start, "removed dynamic\(observed)"))
                    continue
                case .keyword(.optional):
                    messages.append((start, "removed optional (the requirement gets a default implementation)"))
                    continue
                case .keyword(.override) where cellInitializer:
                    prefix += "required" + trivia
                    messages.append((start, "override init → required init (cells registered by class are made through it)"))
                    continue
                default:
                    break
                }
            }
            prefix += text(start, next)
        }
        if addsFinal {
            prefix += "final "
            messages.append((keywordStart, "the app delegate class is final (Segue makes it from its type)"))
        }
        guard !messages.isEmpty else { return }
        let start = elements.first?.positionAfterSkippingLeadingTrivia.utf8Offset ?? keywordStart
        // One edit for the run; a line of its own in the report for each change.
        replace(start, keywordStart, with: prefix, messages.map(\.1).joined(separator: "; "))
    }

    /// An app delegate marked `@main` / `@UIApplicationMain` that is neither final nor open.
    private func needsFinal(_ declaration: DeclSyntax) -> Bool {
        guard let type = declaration.as(ClassDeclSyntax.self),
              hasAttribute(type.attributes, named: "main") || hasAttribute(type.attributes, named: "UIApplicationMain"),
              type.inheritanceClause?.inheritedTypes.contains(where: { simpleName(of: $0.type) == "UIApplicationDelegate" }) == true
        else { return false }
        return !hasModifier(type.modifiers, .final) && !hasModifier(type.modifiers, .open)
    }

    /// A cell's `override init(frame:)` (or the table cell's and header's
    /// initializers), which registration by class calls and so must be required.
    private func isCellInitializer(_ initializer: InitializerDeclSyntax) -> Bool {
        guard hasModifier(initializer.modifiers, .override), !hasModifier(initializer.modifiers, .required),
              !hasModifier(initializer.modifiers, .convenience), initializer.optionalMark == nil,
              let type = initializer.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self),
              let labels = context.cellInitializer(of: type.name.text)
        else { return false }
        return initializer.signature.parameterClause.parameters.map(\.firstName.text) == labels
    }

    // MARK: @objc protocols

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        rewritePrefix(of: DeclSyntax(node))
        guard hasAttribute(node.attributes, named: "objc") else { return .visitChildren }
        // An @objc protocol is class-bound without saying so: `weak var delegate` needs it.
        if let inheritance = node.inheritanceClause {
            let types = inheritance.inheritedTypes
            if let restriction = types.first(where: { $0.type.is(ClassRestrictionTypeSyntax.self) }) {
                replace(restriction.type, with: "AnyObject", "protocol \(node.name.text): class → AnyObject")
            } else if !types.contains(where: { ["AnyObject", "NSObjectProtocol"].contains($0.type.trimmedDescription) }),
                      let last = types.last {
                insert(", AnyObject", at: last.type.endPositionBeforeTrailingTrivia.utf8Offset,
                       "protocol \(node.name.text) refines AnyObject (an @objc protocol is class-bound)")
            }
        } else {
            insert(": AnyObject", at: node.name.endPositionBeforeTrailingTrivia.utf8Offset,
                   "protocol \(node.name.text) refines AnyObject (an @objc protocol is class-bound)")
        }

        let access = node.modifiers.first { [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind) }
            .map { "\($0.name.text) " } ?? ""
        var defaults: [String] = []
        var names: [String] = []
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), hasModifier(function.modifiers, .optional) {
                let name = fullName(of: function)
                let returnType = function.signature.returnClause?.type
                let body: String
                if returnType == nil || isVoid(returnType!) {
                    body = "{}"
                } else if let returnType, context.optionalizedRequirements[name]?.contains(node.name.text) == true {
                    let optional = optionalText(of: returnType)
                    replace(returnType, with: optional, "\(node.name.text).\(name) returns \(optional): nil when not implemented, as at an iOS call site")
                    var copy = function
                    copy.signature.returnClause?.type = TypeSyntax(IdentifierTypeSyntax(name: .identifier(optional)))
                    defaults.append(access + requirementText(copy) + " { nil }")
                    names.append(name)
                    continue
                } else {
                    // Every use supplies this literal, or the type is optional (nil, as at an iOS call site).
                    body = "{ \(context.callSiteDefaults[name].flatMap { $0 } ?? "nil") }"
                }
                defaults.append(access + requirementText(function) + " " + body)
                names.append(name)
            } else if let variable = member.decl.as(VariableDeclSyntax.self), hasModifier(variable.modifiers, .optional),
                      let binding = variable.bindings.first, let type = binding.typeAnnotation?.type {
                let name = binding.pattern.trimmedDescription
                let optionalized = context.optionalizedRequirements[name]?.contains(node.name.text) == true
                if optionalized, let annotation = binding.typeAnnotation {
                    replace(annotation.type, with: optionalText(of: type), "\(node.name.text).\(name) is \(optionalText(of: type)): nil when not implemented, as at an iOS call site")
                }
                // Every use supplies this literal, or the type is (now) optional.
                let value = optionalized ? "nil" : context.callSiteDefaults[name].flatMap { $0 } ?? "nil"
                let settable = binding.accessorBlock?.description.contains("set") ?? false
                let isStatic = hasModifier(variable.modifiers, .static) ? "static " : ""
                let accessors = settable ? "{ get { \(value) } set {} }" : "{ \(value) }"
                defaults.append("\(access)\(isStatic)var \(name): \(optionalized ? optionalText(of: type) : type.trimmedDescription) \(accessors)")
                names.append(name)
            }
        }
        if !defaults.isEmpty {
            let indent = indentation(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
            let body = defaults.map { indent + "    " + $0 }.joined(separator: "\n")
            insert("\n\n\(indent)extension \(node.name.text) {\n\(body)\n\(indent)}",
                   at: node.memberBlock.rightBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                   "optional requirements of \(node.name.text) get default implementations: \(names.joined(separator: ", "))")
        }
        return .visitChildren
    }

    /// A requirement's declaration without `@objc` and `optional`, for its default.
    private func requirementText(_ function: FunctionDeclSyntax) -> String {
        var copy = function
        copy.attributes = copy.attributes.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return !Self.removedAttributes.contains(attribute.attributeName.trimmedDescription)
        }
        copy.modifiers = copy.modifiers.filter { $0.name.tokenKind != .keyword(.optional) }
        return copy.trimmedDescription
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector": rewriteSelector(node)
        case "keyPath": rewriteKeyPath(node)
        default: break
        }
        return .visitChildren
    }

    private func rewriteSelector(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else { return }
        if let label = argument.label {
            note(node, "\(node.trimmedDescription): Segue's Selector names methods only, not a property's \(label.text); left as is")
            return
        }
        let method = argument.expression
        var reference: String?
        if method.is(DeclReferenceExprSyntax.self) {
            reference = enclosingType(of: Syntax(node)).map { "\($0).\(method.trimmedDescription)" }
        } else if let member = method.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                reference = enclosingType(of: Syntax(node)).map { "\($0).\(member.declName.trimmedDescription)" }
            } else if let first = base.trimmedDescription.first, first.isUppercase {
                reference = method.trimmedDescription
            }
        }
        guard let reference else {
            note(node, "\(node.trimmedDescription): the type the method belongs to is not known here; write Selector(Type.method) by hand")
            return
        }
        needsSelector = true
        replace(node, with: "Selector(\(reference))", "\(node.trimmedDescription) → Selector(\(reference))")
    }

    /// The type a `#selector(method)` in this position names the method of:
    /// the enclosing type, qualified by the types it is nested in; `Self` in a
    /// protocol or an extension of one.
    private func enclosingType(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let scope = current {
            if !names.isEmpty, scope.is(CodeBlockSyntax.self) || scope.is(ClosureExprSyntax.self) || scope.is(AccessorBlockSyntax.self) {
                break   // a local type: it cannot be named from outside
            }
            if let type = scope.asProtocol(NamedDeclSyntax.self), scope.is(ClassDeclSyntax.self) || scope.is(StructDeclSyntax.self)
                || scope.is(EnumDeclSyntax.self) || scope.is(ActorDeclSyntax.self) {
                names.insert(type.name.text, at: 0)
            } else if scope.is(ProtocolDeclSyntax.self) {
                return names.isEmpty ? "Self" : names.joined(separator: ".")
            } else if let extensionDecl = scope.as(ExtensionDeclSyntax.self) {
                let extended = extensionDecl.extendedType.trimmedDescription
                if names.isEmpty, context.protocols.contains(extended) { return "Self" }
                names.insert(extended, at: 0)
                break
            }
            current = scope.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return }
        var components = argument.expression.trimmedDescription.split(separator: ".").map(String.init)
        if components.count > 1, components[0].first?.isUppercase == true { components.removeFirst() }
        let path = "\"\(components.joined(separator: "."))\""
        replace(node, with: path, "\(node.trimmedDescription) → \(path)")
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // The app-extension-safe way to reach the application object on iOS.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "UIApplication",
           member.declName.baseName.text == "value", node.arguments.count == 1, let argument = node.arguments.first,
           ["forKey", "forKeyPath"].contains(argument.label?.text ?? ""),
           ["\"shared\"", "\"sharedApplication\"", "#keyPath(UIApplication.shared)"].contains(argument.expression.trimmedDescription) {
            replace(node, with: "(UIApplication.shared as Any?)",
                    "\(node.trimmedDescription) → (UIApplication.shared as Any?) (Segue's UIApplication has no key-value coding)")
            return .skipChildren
        }
        if let chain = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let name = calledFullName(of: node, callee: chain.expression),
           context.optionalMethods.contains(name)
            || (chain.expression.is(MemberAccessExprSyntax.self) && SeguePort.segueOptionalRequirements.contains(name)) {
            replace(chain.questionMark, with: "", "\(chain.trimmedDescription)(…) → \(chain.expression.trimmedDescription)(…) (\(name) has a default implementation)")
        }
        if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           callee == "perform" || callee == "scheduledTimer" || callee == "Timer",
           node.arguments.contains(where: { $0.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector" }) {
            note(node, "\(callee)(…) with a selector does not exist on Linux: use a closure (DispatchQueue.main.asyncAfter, Timer(…) { … }, CADisplayLink)")
        }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // Foundation on Linux does not mark scheduledTimer's result discardable.
        if case .expr(let expression) = node.item, let call = expression.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "scheduledTimer", member.base?.trimmedDescription == "Timer" {
            insert("_ = ", at: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                   "_ = Timer.scheduledTimer(…) (its result is not discardable on Linux)")
        }
        return .visitChildren
    }

    // MARK: Names and imports

    private static let foundationGraphics: Set<String> = ["CGFloat", "CGPoint", "CGSize", "CGRect"]
    private static let uikitNames: Set<String> = [
        "NSLayoutConstraint", "NSLayoutAnchor", "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor",
        "NSTextAlignment", "NSLineBreakMode", "NSDirectionalEdgeInsets", "NSDiffableDataSourceSnapshot",
    ]

    private func noteName(_ name: String) {
        let scalars = Array(name.unicodeScalars)
        guard scalars.count > 2, scalars[2].properties.isUppercase else {
            return
        }
        let prefix = String(name.prefix(2))
        if prefix == "UI" || Self.uikitNames.contains(name) {
            needsUIKit = true
        } else if Self.foundationGraphics.contains(name) {
            needsFoundation = true
        } else if prefix == "CA" || prefix == "CG" {
            needsGraphics = true
        }
    }

    /// UIKit's names before Swift 4.2 nested them, and their new names.
    static let renamedTypes: [String: String] = [
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UIControlEvents": "UIControl.Event",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
    ]

    private func renameType(_ token: TokenSyntax) {
        guard let renamed = Self.renamedTypes[token.text] else { return }
        replace(token, with: renamed, "\(token.text) → \(renamed) (renamed in Swift 4.2)")
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        renameType(node.name)
        noteName(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(MemberAccessExprSyntax.self) != true || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id {
            renameType(node.baseName)
            noteName(node.baseName.text)
        }
        return .visitChildren
    }

    private static let portedModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]
    /// Apple modules whose API Segue's UIKit carries: `os` (logging; a module
    /// named `os` would be taken for Darwin's by packages that check `canImport(os)`).
    private static let modulesInUIKit: Set<String> = ["os"]

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        rewritePrefix(of: DeclSyntax(node))
        guard let module = node.path.first?.name.text else { return .skipChildren }
        let isTopLevel = node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        if Self.modulesInUIKit.contains(module), isTopLevel {
            if importedModules.contains("UIKit"), let lines = wholeLines(of: node) {
                replace(lines.0, lines.1, with: "", "removed \(node.trimmedDescription) (Segue's UIKit has its API)")
            } else {
                replace(node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset, node.path.endPositionBeforeTrailingTrivia.utf8Offset,
                        with: "import UIKit", "\(node.trimmedDescription) → import UIKit (Segue's UIKit has its API)")
            }
            importedModules.insert("UIKit")
            topLevelImports.append(node)
            return .skipChildren
        }
        if Self.portedModules.contains(module), node.path.count > 1 || node.importKindSpecifier != nil {
            if isTopLevel, importedModules.contains(module), let lines = wholeLines(of: node) {
                replace(lines.0, lines.1, with: "", "removed \(node.trimmedDescription) (\(module) is already imported)")
            } else {
                replace(node.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset, node.path.endPositionBeforeTrailingTrivia.utf8Offset,
                        with: "import \(module)", "\(node.trimmedDescription) → import \(module)")
            }
        } else if isTopLevel, node.path.count == 1, importedModules.contains(module), Self.portedModules.contains(module),
                  let lines = wholeLines(of: node) {
            replace(lines.0, lines.1, with: "", "removed a second import \(module)")
        }
        importedModules.insert(module)
        if isTopLevel { topLevelImports.append(node) }
        return .skipChildren
    }

    /// Adds `import UIKit` to a file that uses UIKit (or Core Animation, Core
    /// Graphics) without importing it: Apple's umbrella headers made that work.
    func finish() {
        let importsUIKit = importedModules.contains("UIKit")
        let importsGraphics = importsUIKit || importedModules.contains("QuartzCore") || importedModules.contains("CoreGraphics")
        let importsSelector = importsUIKit || importedModules.contains("QuartzCore")
        guard !importsUIKit, needsUIKit || (needsGraphics && !importsGraphics) || (needsSelector && !importsSelector)
                || (needsFoundation && importedModules.isEmpty) else { return }
        let reason = needsUIKit ? "the file uses UIKit"
            : needsSelector && !importsSelector ? "the file gets a Selector" : "the file uses Core Animation or Core Graphics"
        if let last = topLevelImports.last {
            insert("\nimport UIKit", at: last.endPositionBeforeTrailingTrivia.utf8Offset, "added import UIKit (\(reason))")
        } else if let first = tree.statements.first {
            // After the file's header comment, before a doc comment of the first declaration.
            var offset = first.position.utf8Offset
            var insertion = first.positionAfterSkippingLeadingTrivia.utf8Offset
            for piece in first.leadingTrivia {
                switch piece {
                case .docLineComment, .docBlockComment:
                    insertion = min(insertion, offset)
                default:
                    break
                }
                offset += piece.sourceLength.utf8Length
            }
            insert("import UIKit\n\n", at: insertion, "added import UIKit (\(reason))")
        }
    }

    // MARK: Conditional compilation

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let conditions = node.clauses.compactMap(\.condition)
        // A library that already has a Linux branch keeps it.
        if conditions.contains(where: { !osChecks(in: $0, "Linux").isEmpty }) { return .visitChildren }
        for condition in conditions {
            let checks = osChecks(in: condition, "iOS")
            guard !checks.isEmpty else { continue }
            let original = condition.trimmedDescription
            if isDisjunction(condition, containing: checks) {
                insert(" || os(Linux)", at: condition.endPositionBeforeTrailingTrivia.utf8Offset,
                       "#if \(original) → #if \(original) || os(Linux)")
            } else {
                for check in checks {
                    replace(check, with: "(os(iOS) || os(Linux))", "#if \(original): os(iOS) → (os(iOS) || os(Linux))")
                }
            }
        }
        return .visitChildren
    }

    /// The `os(name)` checks in a condition.
    private func osChecks(in condition: ExprSyntax, _ name: String) -> [FunctionCallExprSyntax] {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: [FunctionCallExprSyntax] = []
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
                   node.arguments.first?.expression.trimmedDescription == name {
                    found.append(node)
                }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(condition)
        return finder.found
    }

    /// Whether the condition is `os(iOS)` or a chain of `||` with `os(iOS)` as one term.
    private func isDisjunction(_ condition: ExprSyntax, containing checks: [FunctionCallExprSyntax]) -> Bool {
        if let call = condition.as(FunctionCallExprSyntax.self) { return checks.contains { $0.id == call.id } }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        let operatorsAreOr = stride(from: 1, to: elements.count, by: 2).allSatisfy {
            elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "||"
        }
        return operatorsAreOr && stride(from: 0, to: elements.count, by: 2).contains { index in
            checks.contains { $0.id == elements[index].id }
        }
    }
}
