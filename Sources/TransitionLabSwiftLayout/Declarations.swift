import SwiftSyntax

/// The pasted code's declarations, gathered from the top level and from the bodies of the types and extensions it
/// declares, as if they were all members of one view controller (`self`).
struct Declarations {
    /// Functions by name, in source order (overloads share a name).
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Stored, `lazy` and computed properties, and top-level `let`/`var`.
    var properties: [String: PatternBindingSyntax] = [:]
    /// Property and function names in source order, for choosing the layout.
    var order: [String] = []
    /// `enum` declarations: case names in order with their `Int` raw values.
    var enums: [String: [(name: String, rawValue: Int)]] = [:]
    /// The cases of pasted enums that carry associated values, by enum and case, with the values' labels.
    var payloadCases: [String: [String: [String?]]] = [:]
    /// Instance members (computed properties and methods) of each pasted enum, read with `self` the case.
    var enumMembers: [String: Set<String>] = [:]
    /// The raw values of `enum Kind: String` cases: the case's name unless it gives a string literal.
    var stringRawValues: [String: [String: String]] = [:]
    /// Names of the declared classes, structs and extended types: all stand for `self`.
    var typeNames: Set<String> = []
    /// Names declared more than once with the same shape (a property, or functions with the same argument labels),
    /// in two pasted types or one: they share one namespace here, so reading either is refused as ambiguous.
    var redeclared: Set<String> = []
    /// Classes that extend a UIKit layout class or layout attributes (`PastedClass`), by name: their instance
    /// members are their own; their types and static members join the shared ones.
    var classes: [String: PastedClass] = [:]
    /// Methods and computed properties the paste's extensions add to UIKit's and Swift's value types
    /// (`extension CGRect { func dividedIntegral(…) }`, `extension Array where Element == CGRect { var … }`), by
    /// type: run with `self` the value.
    var extensionMembers: [String: Set<String>] = [:]
    /// Structs the paste declares, nested ones too, by name: their instances are values (`PastedStruct`).
    var structs: [String: PastedStruct] = [:]
    /// Initialisers of the paste's other classes (a `UICollectionViewController` subclass's `init()`), with their
    /// class: set-up code that may make the collection view's layout.
    var controllerInitializers: [(className: String, initializer: InitializerDeclSyntax)] = []
    /// Protocols the paste declares (a layout's `PinterestLayoutDelegate`).
    var protocols: Set<String> = []
    /// The protocol declaring each property requirement (`var tappedItemStatus: … { get }`), by its name.
    var protocolProperties: [String: String] = [:]
    /// Top-level statements (script code), run in order.
    var statements: [CodeBlockItemSyntax] = []

    init(_ file: SourceFileSyntax) {
        classes = Self.pastedClasses(in: file)
        for item in file.statements {
            switch item.item {
            case .decl(let decl): collect(decl)
            case .stmt, .expr: statements.append(item)
            }
        }
    }

    private mutating func collect(_ decl: DeclSyntax) {
        if let declaration = decl.as(ProtocolDeclSyntax.self) {
            protocols.insert(declaration.name.text)
            for member in declaration.memberBlock.members {
                for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    protocolProperties[name] = declaration.name.text
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            let name = function.name.text
            if functions[name] == nil { order.append(name) }
            let labels = Self.labels(of: function)
            if functions[name, default: []].contains(where: { Self.labels(of: $0) == labels }) {
                redeclared.insert(name)
            }
            functions[name, default: []].append(function)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if properties[name] == nil { order.append(name) } else { redeclared.insert(name) }
                properties[name] = binding
            }
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            enums[enumDecl.name.text] = Self.cases(of: enumDecl)
            for member in enumDecl.memberBlock.members {
                for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                    guard let parameters = element.parameterClause?.parameters else { continue }
                    payloadCases[enumDecl.name.text, default: [:]][element.name.text] = parameters.map {
                        $0.firstName?.text
                    }
                }
            }
            if enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" {
                stringRawValues[enumDecl.name.text] = Self.stringCases(of: enumDecl)
            }
            // Static constants and functions (`enum Metrics { static let rowSpacing: CGFloat = 8 }`).
            for member in enumDecl.memberBlock.members where !member.decl.is(EnumCaseDeclSyntax.self) {
                collect(member.decl)
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    enumMembers[enumDecl.name.text, default: []].insert(function.name.text)
                } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                            continue
                        }
                        enumMembers[enumDecl.name.text, default: []].insert(name)
                    }
                }
            }
        } else if let type = Self.members(of: decl), classes[type.name] != nil {
            if let declaration = decl.as(ClassDeclSyntax.self), declaration == classes[type.name]?.declaration {
                order.append(type.name)
            }
            for member in type.members where classes[type.name]?.add(member.decl) != true { collect(member.decl) }
        } else if let type = Self.members(of: decl) {
            typeNames.insert(type.name)
            if decl.is(ClassDeclSyntax.self) {
                for member in type.members {
                    guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
                    controllerInitializers.append((type.name, initializer))
                }
            }
            if let declaration = decl.as(StructDeclSyntax.self) { structs[type.name] = PastedStruct(declaration) }
            if decl.is(ExtensionDeclSyntax.self) {
                for member in type.members {
                    let isStatic = { (modifiers: DeclModifierListSyntax) in
                        modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                    }
                    if let function = member.decl.as(FunctionDeclSyntax.self), !isStatic(function.modifiers) {
                        extensionMembers[type.name, default: []].insert(function.name.text)
                    } else if let variable = member.decl.as(VariableDeclSyntax.self), !isStatic(variable.modifiers) {
                        for binding in variable.bindings where binding.accessorBlock != nil {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                                continue
                            }
                            extensionMembers[type.name, default: []].insert(name)
                        }
                    }
                }
            }
            for member in type.members { collect(member.decl) }
        }
    }

    private static func members(of decl: DeclSyntax) -> (name: String, members: MemberBlockItemListSyntax)? {
        if let type = decl.as(ClassDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let type = decl.as(StructDeclSyntax.self) { return (type.name.text, type.memberBlock.members) }
        if let type = decl.as(ExtensionDeclSyntax.self) {
            return (type.extendedType.trimmedDescription, type.memberBlock.members)
        }
        return nil
    }

    /// The classes of the paste that extend a UIKit layout class or layout attributes, directly or through one
    /// another, whatever their order in the paste.
    private static func pastedClasses(in file: SourceFileSyntax) -> [String: PastedClass] {
        var declared: [String: (superclass: String, declaration: ClassDeclSyntax)] = [:]
        func gather(_ members: some Sequence<DeclSyntax>) {
            for decl in members {
                if let declaration = decl.as(ClassDeclSyntax.self),
                    let superclass = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
                {
                    declared[declaration.name.text] = (superclass, declaration)
                }
            }
        }
        gather(file.statements.compactMap { $0.item.as(DeclSyntax.self) })
        var classes: [String: PastedClass] = [:]
        for (name, entry) in declared {
            var ancestor = entry.superclass
            var seen: Set<String> = [name]
            while let next = declared[ancestor], seen.insert(ancestor).inserted { ancestor = next.superclass }
            guard PastedClass.uikitBases.contains(ancestor) else { continue }
            classes[name] = PastedClass(name: name, superclass: entry.superclass, declaration: entry.declaration)
        }
        return classes
    }

    /// `case a, b = 5, c`: implicit raw values count up from the previous one, as Swift's `Int` raw values do.
    private static func cases(of decl: EnumDeclSyntax) -> [(name: String, rawValue: Int)] {
        var result: [(name: String, rawValue: Int)] = []
        var next = 0
        for member in decl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                if let literal = element.rawValue?.value.as(IntegerLiteralExprSyntax.self),
                    let value = Int(literal.literal.text.filter { $0 != "_" })
                {
                    next = value
                }
                result.append((element.name.text, next))
                next += 1
            }
        }
        return result
    }

    private static func stringCases(of decl: EnumDeclSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for member in decl.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                result[element.name.text] = literal ?? element.name.text
            }
        }
        return result
    }

    /// Whether a type names a collection-view layout class.
    static func isLayoutType(_ type: TypeSyntax?) -> Bool {
        guard let type else { return false }
        let name = type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
        return ["UICollectionViewLayout", "UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout"]
            .contains(name)
    }

    /// An initialiser's argument labels (`_` for none).
    static func labels(of initializer: InitializerDeclSyntax) -> [String] {
        initializer.signature.parameterClause.parameters.map { $0.firstName.identifier?.name ?? "_" }
    }

    /// Whether a pasted class is a collection-view layout (not layout attributes).
    func isLayoutClass(_ name: String) -> Bool {
        var current = name
        var seen: Set<String> = []
        while let pasted = classes[current], seen.insert(current).inserted { current = pasted.superclass }
        return current != name && current != "UICollectionViewLayoutAttributes"
    }

    /// A function's argument labels (`_` for none), which tell its overloads apart.
    /// Whether a call with these argument labels fits the parameters: each argument fills the next parameter with
    /// its label, and a parameter it passes over has a default value.
    static func fits(_ labels: [String], _ parameters: FunctionParameterListSyntax) -> Bool {
        var remaining = labels[...]
        for parameter in parameters {
            if remaining.first == (parameter.firstName.identifier?.name ?? "_") {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }

    static func labels(of function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map { $0.firstName.identifier?.name ?? "_" }
    }
}
