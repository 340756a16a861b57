import SwiftSyntax
import TransitionLabCore

/// UIKit names, looked up in `UIKitRegistry`: types and their static members, initialisers (also implicit
/// `.init(…)`), static and implicit-member factories (`.fractionalWidth(0.5)`), properties and methods.
extension Interpreter {
    /// UIKit names of layout code this reader does not read yet (docs/swift-layouts.md, "Not supported yet").
    static let notYetSupported: Set<String> = [
        "NSCollectionLayoutGroupCustomItem"
    ]

    /// The error for a UIKit construct this reader does not read yet.
    func notSupportedYet(_ construct: String, anchor: String = "not-supported-yet", at node: some SyntaxProtocol)
        -> SwiftLayoutDiagnostic
    {
        diagnostic("not supported yet: `\(construct)` (docs/swift-layouts.md#\(anchor))", at: node)
    }

    /// The error for a name the paste does not define that is a UIKit, Core Graphics or Foundation type, or begins
    /// with one (`UIOffset(…)`, `UIApplication.shared.statusBarFrame`), which the reader does not know: no file of the
    /// app defines it, so it is not supported yet; its value may still be given in Values.
    func unknownFrameworkName(_ construct: String, at node: some SyntaxProtocol) -> SwiftLayoutDiagnostic? {
        let root = construct.prefix { $0 != "." && $0 != "(" }
        let prefixed =
            ["UI", "NS", "CG", "CA"].contains { root.hasPrefix($0) } && root.dropFirst(2).first?.isUppercase == true
        guard prefixed || Self.foundationTypes.contains(String(root)) else { return nil }
        return diagnostic(
            "not supported yet: `\(construct)`, a UIKit or Foundation API this reader does not run "
                + "(docs/swift-layouts.md#not-supported-yet): rewrite that line with what the reader runs, or replace "
                + "what it computes with a name whose value you give in Values", at: node, kind: .outsideName)
    }

    /// Foundation types layout code may name, none of which the reader runs.
    static let foundationTypes: Set<String> = [
        "Bundle", "Calendar", "Data", "Date", "DateFormatter", "Decimal", "DispatchQueue", "FileManager", "IndexSet",
        "Locale", "Measurement", "Notification", "NotificationCenter", "NumberFormatter", "ProcessInfo", "Timer", "URL",
        "UUID", "UserDefaults",
    ]

    /// A name that is neither local nor the paste's own: a UIKit type or constant, a pasted enum, a pasted type or
    /// layout class standing for `self` (for its static members), or the collection view.
    func builtinName(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if Self.notYetSupported.contains(name) { throw notSupportedYet(name, at: node) }
        if let type = UIKitRegistry.type(name) { return .type(type.name) }
        if declarations.enums[name] != nil { return .type(name) }
        if declarations.typeNames.contains(name) || name == "Self" { return .selfReference }
        // A pasted layout class's `static`/`class` members are shared (`MyLayout.topZIndex`).
        if declarations.classes[name] != nil { return .selfReference }
        if let global = UIKitRegistry.globals[name] { return try global(self, Syntax(node)) }
        if name == "M_PI" { return .number(Double.pi, .float) }
        switch name {
        case "view", "collectionView":
            note("'\(name)' stands for the collection view (its bounds are the container size)", at: node)
            return .collectionView
        default: return nil
        }
    }

    /// `Type.member`: a UIKit type's static property or enum case, a nested UIKit type
    /// (`UICollectionView.ScrollDirection`), or a pasted enum's case, `allCases` or static property.
    func staticMember(_ name: String, of type: String, at node: some SyntaxProtocol) throws -> Value {
        if let uikit = UIKitRegistry.type(type) {
            if let read = uikit.staticProperties[name] { return try read(self, Syntax(node)) }
            if let nested = UIKitRegistry.type("\(uikit.name).\(name)") { return .type(nested.name) }
        }
        if let cases = declarations.enums[type] {
            if name == "allCases" {
                return .array(cases.map { .enumCase(type: type, name: $0.name, rawValue: $0.rawValue) })
            }
            if let found = cases.first(where: { $0.name == name }) {
                return .enumCase(type: type, name: found.name, rawValue: found.rawValue)
            }
            if let value = try property(name, at: node) { return value }
        }
        throw diagnostic("'\(type).\(name)'", at: node)
    }

    /// `Type(…)`: the UIKit initialiser with these argument labels.
    func initializer(_ type: UIKitType, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        guard let make = type.initializers[signature(arguments)] else {
            throw diagnostic("\(type.name)(\(signature(arguments)))", at: call)
        }
        return try make(self, arguments, call)
    }

    /// `Type.method(…)`: a UIKit static method, or a static helper of a pasted enum or extension
    /// (`extension NSCollectionLayoutSection { static func list() -> … }`).
    func staticCall(_ type: String, _ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws
        -> Value
    {
        if let made = try payloadCase(type, name, arguments, at: call) { return made }
        if name == "init", let uikit = UIKitRegistry.type(type) { return try initializer(uikit, arguments, at: call) }
        if let method = UIKitRegistry.type(type)?.staticMethods[name]?[signature(arguments)] {
            return try method(self, arguments, call)
        }
        if let result = try callFunction(name, arguments: arguments, at: call) { return result }
        throw diagnostic("\(type).\(name)(\(signature(arguments)))", at: call)
    }

    /// `.fractionalWidth(…)`, `.fixed(…)`, `.horizontal(layoutSize:…)`, `.background(elementKind:)`, `.init(…)`: the
    /// UIKit type the labels name (`UIKitRegistry.implicitInitializers`, `implicitStaticMethods`), else a pasted
    /// function of that name.
    func implicitMemberCall(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        let labels = signature(arguments)
        if name == "init", let type = UIKitRegistry.implicitInitializers[labels].flatMap(UIKitRegistry.type) {
            return try initializer(type, arguments, at: call)
        }
        if name == "init", labels == "rawValue:", let type = Self.contextualType(of: call),
            declarations.enums[type] != nil
        {
            // `return .init(rawValue: …)!` in a function returning a pasted enum.
            return try enumCase(type, rawValue: try integer(arguments[0].value, at: call))
        }
        if name == "init", let type = Self.contextualType(of: call), type.hasPrefix("["), type.hasSuffix("]"),
            !type.contains(":"), labels == "repeating:count:" || labels == ""
        {
            // `var yOffset: [CGFloat] = .init(repeating: 0, count: numberOfColumns)`: the annotated array's
            // `init(repeating:count:)` (or `init()`).
            return labels.isEmpty ? .array([]) : try builtinCall("Array", arguments, at: call)
        }
        if declarations.functions[name] == nil || name != "list",
            let typeName = UIKitRegistry.implicitStaticMethods[name]?[labels],
            let method = UIKitRegistry.type(typeName)?.staticMethods[name]?[labels]
        {
            return try method(self, arguments, call)
        }
        if let made = try implicitPayloadCase(name, arguments, at: call) { return made }
        if let result = try callFunction(name, arguments: arguments, at: call) { return result }
        throw diagnostic(".\(name)(\(labels))", at: call)
    }

    /// The type an expression is written for, where its declaration says it: the annotation of the `let`/`var` it
    /// initialises, or the return type of the function it is returned from.
    static func contextualType(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        while let parent = current.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedDescription.filter { $0 != "?" && $0 != "!" }
            }
            if parent.is(ReturnStmtSyntax.self) {
                var outer = parent.parent
                while let next = outer, !next.is(FunctionDeclSyntax.self) {
                    if next.is(ClosureExprSyntax.self) { return nil }
                    outer = next.parent
                }
                return outer?.as(FunctionDeclSyntax.self)?.signature.returnClause?.type.trimmedDescription
                    .filter { $0 != "?" && $0 != "!" }
            }
            guard
                parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
                    || parent.is(InitializerClauseSyntax.self)
            else { return nil }
            current = parent
        }
        return nil
    }

    /// The UIKit type of a value: its registry entry, by the Swift type name it has.
    func uikitType(of value: Value) -> UIKitType? {
        if case .object(let object) = value { return UIKitRegistry.type(object.type) }
        return UIKitRegistry.type(value.typeName)
    }

    /// A property of a UIKit value or object (`rect.minX`, `section.contentInsets`, `environment.container`).
    func uikitProperty(_ name: String, of value: Value, at node: some SyntaxProtocol) throws -> Value {
        guard let type = uikitType(of: value) else { throw diagnostic("'\(value.typeName).\(name)'", at: node) }
        guard let property = UIKitRegistry.property(name, of: type) else {
            if case .collectionView = value {
                throw diagnostic("'\(name)' of the collection view is outside the layout", at: node, kind: .outsideName)
            }
            if case .object = value { throw diagnostic("property '\(type.name).\(name)'", at: node) }
            throw diagnostic("'\(type.name).\(name)'", at: node)
        }
        guard let get = property.get else { throw diagnostic("reading '\(type.name).\(name)'", at: node) }
        if case .collectionView = value, let set = setCollectionViewProperties[name] { throw set.read }
        return try get(self, value, Syntax(node))
    }

    /// Sets a property of a UIKit value or object: an object changes in place, a value type's `value` is updated.
    func setUIKitProperty(_ name: String, of value: inout Value, to newValue: Value, at node: some SyntaxProtocol)
        throws
    {
        guard let type = uikitType(of: value) else {
            throw diagnostic("assignment to a property of \(value.typeName)", at: node)
        }
        guard let set = UIKitRegistry.property(name, of: type)?.set else {
            if case .collectionView = value, UIKitRegistry.property(name, of: type)?.get != nil {
                // The layout may read what the app sets here (`contentInset` narrowing a Pinterest layout's columns).
                let failure = diagnostic(
                    "not supported yet: setting the collection view's '\(name)' (docs/swift-layouts.md#not-supported-yet)"
                        + ", which the reader's collection view keeps at UIKit's default: remove that line to see "
                        + "the layout without it",
                    at: node, kind: .outsideName)
                setCollectionViewProperties[name] = failure
                throw failure
            }
            if case .collectionView = value {
                throw diagnostic("'\(name)' of the collection view is outside the layout", at: node, kind: .outsideName)
            }
            throw diagnostic("property '\(type.name).\(name)'", at: node)
        }
        try set(self, &value, newValue, Syntax(node))
    }

    /// A method of a UIKit object: registrations are skipped with a note; anything else the registry does not
    /// declare is unsupported.
    func uikitMethod(_ receiver: Value, _ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax)
        throws -> Value
    {
        let type = uikitType(of: receiver)
        if let type, let method = UIKitRegistry.method(name, labels: signature(arguments), of: type) {
            return try method(self, receiver, arguments, call)
        }
        if case .object = receiver, name.hasPrefix("register") {
            note("'\(name)' skipped (registration does not change frames)", at: call)
            return .void
        }
        if case .collectionView = receiver {
            throw diagnostic(
                "'collectionView.\(name)(…)' is outside the layout", at: call.calledExpression, kind: .outsideName)
        }
        throw diagnostic("method '\(type?.name ?? receiver.typeName).\(name)'", at: call.calledExpression)
    }
}
