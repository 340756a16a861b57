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
    /// Instance members (computed properties and methods) of each pasted enum, read with `self` the case.
    var enumMembers: [String: Set<String>] = [:]
    /// The raw values of `enum Kind: String` cases: the case's name unless it gives a string literal.
    var stringRawValues: [String: [String: String]] = [:]
    /// Names of the declared classes, structs and extended types: all stand for `self`.
    var typeNames: Set<String> = []
    /// Names declared more than once with the same shape (a property, or functions with the same argument labels),
    /// in two pasted types or one: they share one namespace here, so reading either is refused as ambiguous.
    var redeclared: Set<String> = []
    /// `class Name: UICollectionViewFlowLayout` declarations by name: each is a layout (`Interpreter+FlowSubclass`).
    /// Their stored properties and other methods join the shared members; their initialisers and overrides stay here.
    var flowSubclasses: [String: ClassDeclSyntax] = [:]
    /// Top-level statements (script code), run in order.
    var statements: [CodeBlockItemSyntax] = []

    init(_ file: SourceFileSyntax) {
        for item in file.statements {
            switch item.item {
            case .decl(let decl): collect(decl)
            case .stmt, .expr: statements.append(item)
            }
        }
    }

    private mutating func collect(_ decl: DeclSyntax) {
        if let function = decl.as(FunctionDeclSyntax.self) {
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
        } else if let subclass = decl.as(ClassDeclSyntax.self),
            subclass.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "UICollectionViewFlowLayout"
        {
            let name = subclass.name.text
            if flowSubclasses[name] == nil { order.append(name) }
            flowSubclasses[name] = subclass
            for member in subclass.memberBlock.members where !Self.isOverrideOrInitializer(member.decl) {
                collect(member.decl)
            }
        } else if let type = Self.members(of: decl) {
            typeNames.insert(type.name)
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

    /// An `init`, or a member declared `override`: part of a flow subclass, not of the shared members.
    static func isOverrideOrInitializer(_ decl: DeclSyntax) -> Bool {
        if decl.is(InitializerDeclSyntax.self) { return true }
        let modifiers =
            decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers ?? []
        return modifiers.contains { $0.name.tokenKind == .keyword(.override) }
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

    /// A function's argument labels (`_` for none), which tell its overloads apart.
    static func labels(of function: FunctionDeclSyntax) -> [String] {
        function.signature.parameterClause.parameters.map(\.firstName.text)
    }
}
