import SwiftSyntax
import TransitionLabCore

/// Instances of the paste's classes that extend a UIKit layout class or layout attributes (`PastedClass`): made by
/// their initialisers, with their stored properties; in their methods `self` is the instance, bare names are its
/// members (its own, then those of the UIKit class it extends: `itemSize`, `collectionView`) and `super` reaches the
/// class it extends, a pasted one or UIKit's (`super.layoutAttributesForElements(in:)` of a flow layout is the flow
/// layout's answer).
extension Interpreter {
    /// The pasted classes from `name` up to the UIKit class they extend, nearest first.
    func classChain(from name: String) -> [PastedClass] {
        var chain: [PastedClass] = []
        var current = name
        while let pasted = declarations.classes[current], !chain.contains(where: { $0.name == pasted.name }) {
            chain.append(pasted)
            current = pasted.superclass
        }
        return chain
    }

    /// The UIKit class at the root of `name`'s chain.
    func uikitBase(of name: String) -> String {
        classChain(from: name).last?.superclass ?? name
    }

    /// The refusal of a paste whose only layout class is a `UICollectionViewTransitionLayout` subclass: it runs
    /// between two layouts (`TransitionLayoutRun`).
    func transitionLayoutSubclass(_ name: String, at node: some SyntaxProtocol) -> SwiftLayoutDiagnostic {
        diagnostic(
            "`\(name)` is a `UICollectionViewTransitionLayout` subclass, which runs between two layouts rather than "
                + "being one: paste it with the code of layout A or B, and the pinch between them runs through it "
                + "(docs/swift-layouts.md#transition-layouts), or run it with `transition-lab layout --transition "
                + "FILE --swift A.swift --next B.swift --progress P`", at: node)
    }

    /// `Name(…)` of a pasted class: the UIKit class it extends is made (by its initialiser with these labels when
    /// no pasted one takes them: `PinterestLayoutAttributes(forCellWith:)`), the stored properties get their
    /// initial values (the classes it extends first, as Swift does), then the pasted initialiser runs.
    func instantiate(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        used.insert(name)
        let chain = classChain(from: name)
        let labels = arguments.map { $0.label ?? "_" }
        let pastedInit = chain.lazy.compactMap { pasted in
            pasted.initializers.first { Declarations.fits(labels, $0.signature.parameterClause.parameters) }
                .map { ($0, pasted) }
        }.first
        let base = uikitBase(of: name)
        guard let uikit = UIKitRegistry.type(base) else {
            throw diagnostic(
                "not supported yet: `\(name)` extends `\(base)` (docs/swift-layouts.md#not-supported-yet): paste a "
                    + "subclass of UICollectionViewLayout or UICollectionViewFlowLayout", at: call)
        }
        let made: Value
        if pastedInit == nil, let make = uikit.initializers[signature(arguments)] {
            made = try make(self, arguments, call)
        } else if let make = uikit.initializers[""] {
            made = try make(self, [], call)
        } else {
            throw diagnostic("no initialiser \(name)(\(signature(arguments)))", at: call)
        }
        guard case .object(let object) = made else { throw diagnostic("\(name) is not a class", at: call) }
        object.pastedClass = name
        for pasted in chain.reversed() {
            let scope = methodScope(object, definedIn: pasted)
            for binding in pasted.storedProperties {
                guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let isLazy =
                    binding.parent?.parent?.as(VariableDeclSyntax.self)?.modifiers.contains {
                        $0.name.tokenKind == .keyword(.lazy)
                    } == true
                if isLazy {
                    object.lazyProperties[property] = binding
                } else if let initializer = binding.initializer {
                    object.storage[property] = try coerce(
                        try evaluate(initializer.value, in: scope), to: binding.typeAnnotation?.type, at: initializer)
                } else {
                    object.storage[property] = .null
                }
            }
        }
        if pastedInit != nil {
            _ = try initialize(object, as: name, arguments, at: call)
        } else if !arguments.isEmpty, uikit.initializers[signature(arguments)] == nil {
            throw diagnostic("no initialiser \(name)(\(signature(arguments)))", at: call)
        }
        return .object(object)
    }

    /// Runs the initialiser of pasted class `name` (or of a class it extends) that takes these labels on
    /// `object`; a class without one of its own inherits none here, as Swift's designated initialisers are not.
    func initialize(_ object: LayoutObject, as name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax)
        throws -> Value
    {
        let labels = arguments.map { $0.label ?? "_" }
        for pasted in classChain(from: name) {
            guard
                let initializer = pasted.initializers.first(where: {
                    Declarations.fits(labels, $0.signature.parameterClause.parameters)
                })
            else {
                continue
            }
            guard let body = initializer.body else { return .void }
            _ = try self.call(
                body: body.statements, parameters: initializer.signature.parameterClause.parameters, arguments,
                scope: methodScope(object, definedIn: pasted, running: .initializer(of: pasted.name)), at: call)
            return .void
        }
        if labels.isEmpty { return .void }
        throw diagnostic("no initialiser \(name)(\(signature(arguments)))", at: call)
    }

    /// An instance of the layout class `name` as the app makes one when the paste does not show how: with its
    /// `init()`, else its first initialiser but `init?(coder:)` with the values given for its parameters
    /// (`givenArguments`; nil when it has only `init?(coder:)`), made where the class is declared.
    func instantiateForLayout(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        let chain = classChain(from: name)
        let initializers = chain.flatMap(\.initializers)
        var arguments: Arguments = []
        if !initializers.isEmpty,
            !initializers.contains(where: { Declarations.fits([], $0.signature.parameterClause.parameters) })
        {
            guard let initializer = initializers.first(where: { Declarations.labels(of: $0) != ["coder"] }) else {
                return nil
            }
            arguments = try givenArguments(name, initializer)
        }
        let call = FunctionCallExprSyntax(
            calledExpression: DeclReferenceExprSyntax(baseName: .identifier(name)), leftParen: .leftParenToken(),
            arguments: [], rightParen: .rightParenToken())
        let value = try instantiate(name, arguments, at: call)
        if case .object(let object) = value, let declaration = declarations.classes[name]?.declaration {
            object.position = declaration.name.positionAfterSkippingLeadingTrivia
        }
        return value
    }

    /// The arguments a layout class made only by an initialiser with parameters (`init(cellsPerRow:)`), which the
    /// app calls from code outside the paste, is made with: the values given for its parameters, by their names;
    /// a parameter with a default value keeps it. A parameter with neither is an error naming it, one of the names
    /// listed to give in Values.
    private func givenArguments(_ name: String, _ initializer: InitializerDeclSyntax) throws -> Arguments {
        let labels = Declarations.labels(of: initializer).map { "\($0):" }.joined()
        return try initializer.signature.parameterClause.parameters.compactMap { parameter in
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            guard let value = try given(parameterName, at: parameter) else {
                if parameter.defaultValue != nil { return nil }
                throw diagnostic(
                    "'\(name)' is made by init(\(labels)) in code outside the paste: give its '\(parameterName)' in "
                        + "Values (`\(parameterName) = …`), or paste the code that makes it", at: parameter,
                    kind: .outsideName, unknownName: parameterName)
            }
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            return (label, try coerce(value, to: parameter.type, at: parameter))
        }
    }

    /// The scope of a method of `pasted` run on `object`: `self` is the object, `super` the class `pasted` extends.
    func methodScope(_ object: LayoutObject, definedIn pasted: PastedClass, running: Scope.Running? = nil) -> Scope {
        let scope = Scope(parent: globals, running: running.map { (object, $0) })
        scope.declare("self", .value(.object(object)))
        scope.declare("super", .value(.superReference(object, from: pasted.superclass)))
        return scope
    }

    /// A stored or computed property of a pasted instance, looked up from class `start` (its own class when nil);
    /// nil when its pasted classes do not declare `name`.
    func instanceProperty(
        _ name: String, of object: LayoutObject, from start: String? = nil, at node: some SyntaxProtocol
    )
        throws -> Value?
    {
        guard let own = object.pastedClass else { return nil }
        let chain = classChain(from: start ?? own)
        if let binding = object.lazyProperties.removeValue(forKey: name) {
            let pasted = chain.first { $0.storedProperties.contains(binding) } ?? chain[0]
            let value = try coerce(
                try binding.initializer.map { try evaluate($0.value, in: methodScope(object, definedIn: pasted)) }
                    ?? .null,
                to: binding.typeAnnotation?.type, at: node)
            object.storage[name] = value
            return value
        }
        if let value = object.storage[name] {
            if case .null = value, let delegate = delegateStandIn(name, of: object, at: node) { return delegate }
            return value
        }
        for pasted in chain {
            guard let binding = pasted.computedProperties[name], let accessors = binding.accessorBlock else { continue }
            let statements: CodeBlockItemListSyntax
            switch accessors.accessors {
            case .getter(let body): statements = body
            case .accessors(let list):
                guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                    let body = getter.body
                else { throw diagnostic("property '\(name)' without a getter", at: binding) }
                statements = body.statements
            }
            used.insert(pasted.name)
            let value = try call(
                body: statements, parameters: [], arguments: [], scope: methodScope(object, definedIn: pasted), at: node
            )
            return try coerce(value, to: binding.typeAnnotation?.type, at: node)
        }
        return nil
    }

    /// The method `name` taking `labels` of a pasted instance, looked up from class `start`, with the class that
    /// declares it.
    func instanceMethod(_ name: String, labels: [String], of object: LayoutObject, from start: String? = nil)
        -> (FunctionDeclSyntax, PastedClass)?
    {
        guard let own = object.pastedClass else { return nil }
        for pasted in classChain(from: start ?? own) {
            if let function = pasted.methods[name]?.first(where: {
                Declarations.fits(labels, $0.signature.parameterClause.parameters)
            }) {
                return (function, pasted)
            }
        }
        return nil
    }

    /// Runs a method of a pasted class on `object`.
    func callMethod(
        _ function: FunctionDeclSyntax, of pasted: PastedClass, on object: LayoutObject, _ arguments: Arguments,
        at node: some SyntaxProtocol
    ) throws -> Value {
        guard let body = function.body else {
            throw diagnostic("method '\(function.name.text)' has no body", at: function)
        }
        used.insert(pasted.name)
        let result = try call(
            body: body.statements, parameters: function.signature.parameterClause.parameters, arguments,
            scope: methodScope(object, definedIn: pasted), at: node)
        return try coerce(result, to: function.signature.returnClause?.type, at: node)
    }

    /// A member of a pasted instance or of `super`: its pasted classes' first, then the UIKit class's.
    func instanceMember(
        _ name: String, of object: LayoutObject, from start: String? = nil, at node: some SyntaxProtocol
    )
        throws -> Value
    {
        if declarations.classes[start ?? object.className] != nil,
            let value = try instanceProperty(name, of: object, from: start, at: node)
        {
            return value
        }
        return try uikitProperty(name, of: .object(object), at: node)
    }

    /// Calls a method of a pasted instance or of `super`: its pasted classes' first, then the UIKit class's.
    func callInstanceMethod(
        _ name: String, on object: LayoutObject, from start: String? = nil, _ arguments: Arguments,
        at call: FunctionCallExprSyntax
    ) throws -> Value {
        if declarations.classes[start ?? object.className] != nil,
            let (function, pasted) = instanceMethod(
                name, labels: arguments.map { $0.label ?? "_" }, of: object, from: start)
        {
            return try callMethod(function, of: pasted, on: object, arguments, at: call)
        }
        return try uikitMethod(.object(object), name, arguments, at: call)
    }

    /// The object `self` is in a method of a pasted class, if any.
    func pastedSelf(in scope: Scope) -> LayoutObject? {
        guard case .value(.object(let object)) = scope.lookup("self"), object.pastedClass != nil else { return nil }
        return object
    }

    /// Whether `name` is a member of the pasted instance `object` or of the UIKit class it extends.
    func isMember(_ name: String, of object: LayoutObject) -> Bool {
        for pasted in classChain(from: object.className) {
            if pasted.computedProperties[name] != nil || pasted.methods[name] != nil
                || pasted.storedProperty(name) != nil
            {
                return true
            }
        }
        guard let type = UIKitRegistry.type(object.type) else { return false }
        return UIKitRegistry.property(name, of: type) != nil
            || UIKitRegistry.hasMethod(name, of: type)
    }

    /// A layout's delegate (`weak var delegate: PinterestLayoutDelegate?`) that nothing in the paste set: the view
    /// controller in the paste, as app code sets it (`layout.delegate = self`), said in a note. A method of it the
    /// paste does not implement is then a value to give (`Interpreter.delegateCall`).
    private func delegateStandIn(_ name: String, of object: LayoutObject, at node: some SyntaxProtocol) -> Value? {
        for pasted in classChain(from: object.className) {
            guard let binding = pasted.storedProperty(name),
                let type = binding.typeAnnotation?.type.trimmedDescription.filter({ $0 != "?" && $0 != "!" })
            else { continue }
            guard declarations.protocols.contains(type) || type.hasSuffix("Delegate") || type.hasSuffix("DataSource")
            else { return nil }
            note(
                "'\(name)' (\(type)) is taken to be the view controller in the paste, as app code sets it "
                    + "(`layout.\(name) = self`)", at: binding)
            return .selfReference
        }
        return nil
    }
}
