import SwiftSyntax

/// Instances of the paste's structs (`PastedStruct`) as Swift makes and uses them (The Swift Programming Language,
/// "Structures and Classes" and "Initialization": memberwise initializers, value types): made by a declared
/// initialiser or the memberwise one, their stored properties read and set through what holds them (a copy changes
/// alone), their methods and computed properties run with `self` the instance, and a `mutating` method's changes
/// assigned back to what holds it.
extension Interpreter {
    /// `Name(…)` of a pasted struct.
    func instantiate(_ pasted: PastedStruct, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value {
        used.insert(pasted.name)
        var instance = StructInstance(type: pasted.name, fields: [:])
        for binding in pasted.storedProperties {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let initializer = binding.initializer {
                instance.fields[name] = try coerce(
                    try evaluate(initializer.value, in: globals), to: binding.typeAnnotation?.type, at: initializer)
            } else if let type = binding.typeAnnotation?.type,
                type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            {
                instance.fields[name] = .null
            }
        }
        let labels = arguments.map { $0.label ?? "_" }
        guard !pasted.initializers.isEmpty else {
            return .structInstance(try memberwise(pasted, instance, arguments, at: call))
        }
        guard
            let initializer = pasted.initializers.first(where: {
                Declarations.fits(labels, $0.signature.parameterClause.parameters)
            }),
            let body = initializer.body
        else { throw diagnostic("no initialiser \(pasted.name)(\(signature(arguments)))", at: call) }
        let scope = Scope(parent: globals)
        scope.declare("self", .value(.structInstance(instance)))
        _ = try self.call(
            body: body.statements, parameters: initializer.signature.parameterClause.parameters, arguments,
            scope: scope, at: call)
        guard case .value(.structInstance(let made)) = scope.lookup("self") else {
            throw diagnostic("\(pasted.name)'s initialiser replaced self", at: call)
        }
        return .structInstance(made)
    }

    /// The memberwise initialiser: each argument is the stored property its label names, in declaration order;
    /// a property without a default must be given.
    private func memberwise(
        _ pasted: PastedStruct, _ start: StructInstance, _ arguments: Arguments, at call: FunctionCallExprSyntax
    ) throws -> StructInstance {
        var instance = start
        var remaining = pasted.storedProperties[...]
        for argument in arguments {
            guard let label = argument.label,
                let index = remaining.firstIndex(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == label
                })
            else { throw diagnostic("no initialiser \(pasted.name)(\(signature(arguments)))", at: call) }
            instance.fields[label] = try coerce(argument.value, to: remaining[index].typeAnnotation?.type, at: call)
            remaining = remaining[(index + 1)...]
        }
        for binding in pasted.storedProperties {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                instance.fields[name] == nil
            else { continue }
            throw diagnostic("\(pasted.name)(\(signature(arguments))) does not give '\(name)'", at: call)
        }
        return instance
    }

    /// A property of a struct instance: stored, or computed with `self` the instance.
    func structMember(_ name: String, of instance: StructInstance, at node: some SyntaxProtocol) throws -> Value {
        if let value = instance.fields[name] { return value }
        guard let pasted = declarations.structs[instance.type], let binding = pasted.computedProperties[name],
            let accessors = binding.accessorBlock
        else { throw diagnostic("\(instance.type) has no property '\(name)'", at: node) }
        let statements: CodeBlockItemListSyntax
        switch accessors.accessors {
        case .getter(let body): statements = body
        case .accessors:
            guard let body = PastedClass.accessor(.get, of: binding)?.body else {
                throw diagnostic("property '\(name)' without a getter", at: binding)
            }
            statements = body.statements
        }
        let scope = Scope(parent: globals)
        scope.declare("self", .value(.structInstance(instance)))
        let value = try call(body: statements, parameters: [], arguments: [], scope: scope, at: node)
        return try coerce(value, to: binding.typeAnnotation?.type, at: node)
    }

    /// `instance` with stored property `name` set to `value`.
    func settingStructField(_ name: String, of instance: StructInstance, to value: Value, at node: some SyntaxProtocol)
        throws -> StructInstance
    {
        guard let binding = declarations.structs[instance.type]?.storedProperty(name) else {
            throw diagnostic(
                "not supported yet: setting '\(name)' of \(instance.type), which is not a stored property "
                    + "(docs/swift-layouts.md#not-supported-yet)", at: node)
        }
        var changed = instance
        changed.fields[name] = try coerce(value, to: binding.typeAnnotation?.type, at: node)
        return changed
    }

    /// Runs a method of a struct instance: its result, and the instance as the method left it when it is
    /// `mutating`.
    func callStructMethod(
        _ name: String, on instance: StructInstance, _ arguments: Arguments, at call: FunctionCallExprSyntax
    ) throws -> (result: Value, changed: StructInstance?) {
        let labels = arguments.map { $0.label ?? "_" }
        guard
            let function = declarations.structs[instance.type]?.methods[name]?.first(where: {
                Declarations.fits(labels, $0.signature.parameterClause.parameters)
            }), let body = function.body
        else { throw diagnostic("no method '\(name)(\(signature(arguments)))' of \(instance.type)", at: call) }
        let scope = Scope(parent: globals)
        scope.declare("self", .value(.structInstance(instance)))
        let result = try coerce(
            try self.call(
                body: body.statements, parameters: function.signature.parameterClause.parameters, arguments,
                scope: scope, at: call),
            to: function.signature.returnClause?.type, at: call)
        let isMutating = function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        guard isMutating, case .value(.structInstance(let changed)) = scope.lookup("self") else { return (result, nil) }
        return (result, changed)
    }

    /// The struct instance that is `self` where `scope` runs, in a struct's method, initialiser or property.
    func structSelf(in scope: Scope) -> StructInstance? {
        guard case .value(.structInstance(let instance)) = scope.lookup("self") else { return nil }
        return instance
    }
}
