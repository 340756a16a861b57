import SwiftSyntax

/// Cases of pasted enums with associated values (The Swift Programming Language, "Enumerations": Associated
/// Values): made by `Mode.fixed(spacing: 40)` or `.fixed(spacing: 40)`, matched by `case .fixed(let spacing)`,
/// `case let .fixed(spacing)` and `if case .fixed(let spacing) = mode`, which bind their values.
extension Interpreter {
    /// `Type.name(…)` of a pasted enum case with associated values, or nil when `name` is none of its cases.
    func payloadCase(_ type: String, _ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws
        -> Value?
    {
        guard let labels = declarations.payloadCases[type]?[name] else { return nil }
        guard labels.count == arguments.count, zip(labels, arguments).allSatisfy({ $0 == $1.label }) else {
            throw diagnostic("no case \(type).\(name)(\(signature(arguments)))", at: call)
        }
        return .enumPayload(type: type, name: name, values: arguments.map { ($0.label, $0.value) })
    }

    /// `.name(…)` of a pasted enum case with associated values: of the type the declaration around it names, else
    /// of the one pasted enum with such a case.
    func implicitPayloadCase(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value? {
        if let type = Self.contextualType(of: call), declarations.payloadCases[type]?[name] != nil {
            return try payloadCase(type, name, arguments, at: call)
        }
        let types = declarations.payloadCases.filter { $0.value[name] != nil }.map(\.key)
        guard types.count == 1, let type = types.first else { return nil }
        return try payloadCase(type, name, arguments, at: call)
    }

    /// Whether `subject` matches a case pattern with associated values (`.fixed(let spacing)`; `bindingAll` for
    /// `case let .fixed(spacing)`), binding the names in `local`; nil when the pattern is not one.
    func payloadMatches(
        _ subject: Value, _ pattern: ExprSyntax, bindingAll: Bool, into local: Scope, in scope: Scope
    ) throws -> Bool? {
        guard let call = pattern.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        guard case .enumPayload(_, let name, let values) = subject else {
            throw diagnostic("case .\(member.declName.baseName.text)(…) does not match \(describe(subject))", at: call)
        }
        guard member.declName.baseName.text == name, values.count == call.arguments.count else { return false }
        for (argument, (_, value)) in zip(call.arguments, values) {
            let expression = argument.expression
            if expression.is(DiscardAssignmentExprSyntax.self) { continue }
            if let inner = expression.as(PatternExprSyntax.self)?.pattern {
                let bound = inner.as(ValueBindingPatternSyntax.self)?.pattern ?? inner
                if bound.is(WildcardPatternSyntax.self) { continue }
                guard let identifier = bound.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw diagnostic("this pattern in a case", at: inner)
                }
                local.declare(identifier, .value(value))
            } else if bindingAll, let reference = expression.as(DeclReferenceExprSyntax.self) {
                local.declare(reference.baseName.text, .value(value))
            } else if try !compare("==", value, try evaluate(expression, in: scope), at: expression) {
                return false
            }
        }
        return true
    }
}
