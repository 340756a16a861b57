import SwiftSyntax

/// A struct the paste declares (`struct Metrics { var columns = 2 }`, nested ones too), whose instances are values
/// (`Value.structInstance`): copied when assigned, changed in place through the variable that holds them.
struct PastedStruct {
    let name: String
    /// Stored properties (not `static`), in declaration order: the memberwise initialiser's parameters.
    var storedProperties: [PatternBindingSyntax] = []
    /// Computed properties by name.
    var computedProperties: [String: PatternBindingSyntax] = [:]
    /// Methods by name, overloads in declaration order.
    var methods: [String: [FunctionDeclSyntax]] = [:]
    /// Initialisers in declaration order; none means the memberwise one.
    var initializers: [InitializerDeclSyntax] = []

    init(_ declaration: StructDeclSyntax) {
        name = declaration.name.text
        for member in declaration.memberBlock.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self), !Self.isStatic(function.modifiers) {
                methods[function.name.text, default: []].append(function)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                initializers.append(initializer)
            } else if let variable = decl.as(VariableDeclSyntax.self), !Self.isStatic(variable.modifiers) {
                for binding in variable.bindings {
                    guard let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                        continue
                    }
                    if binding.accessorBlock != nil, PastedClass.accessor(.didSet, of: binding) == nil,
                        PastedClass.accessor(.willSet, of: binding) == nil
                    {
                        computedProperties[property] = binding
                    } else {
                        storedProperties.append(binding)
                    }
                }
            }
        }
    }

    /// The stored property `name`, if the struct declares one.
    func storedProperty(_ name: String) -> PatternBindingSyntax? {
        storedProperties.first { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }

    /// Whether `name` is one of its instance members.
    func hasMember(_ name: String) -> Bool {
        storedProperty(name) != nil || computedProperties[name] != nil || methods[name] != nil
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }
}

/// An instance of a pasted struct: its type and its stored properties' values.
struct StructInstance {
    let type: String
    var fields: [String: Value]
}
