import SwiftSyntax
import TransitionLabCore

/// `section.visibleItemsInvalidationHandler = { items, offset, environment in … }`, read as the section's
/// `VisibleItemsEffect`: the closure is not run once but turned into arithmetic the engine
/// evaluates for every visible cell in every frame. Its body is `items.forEach { item in … }` or
/// `for item in items { … }` (with `let`s before or inside), setting `item.alpha` and
/// `item.transform = CGAffineTransform(scaleX:y:)` from `+ - * /`, `abs`, `min`, `max`, `sqrt`, numbers, the item's
/// `frame` / `center` / `bounds`, `offset.x` / `.y`, the environment's container size, and values the paste defines
/// (evaluated once, as the closure captures them). Anything else (a rotation or translation, another property, a
/// condition on the item) is refused, never skipped.
extension Interpreter {
    /// The effect of a handler closure.
    func visibleItemsEffect(_ value: Value, at node: some SyntaxProtocol) throws -> VisibleItemsEffect {
        guard case .closure(let closure) = value else {
            throw diagnostic("visibleItemsInvalidationHandler expects a closure, got \(value.typeName)", at: node)
        }
        guard closure.parameters.count == 3 else {
            throw diagnostic(
                "visibleItemsInvalidationHandler: name the closure's three parameters (items, offset, environment)",
                at: node)
        }
        var compiler = HandlerCompiler(
            interpreter: self, scope: closure.scope, items: closure.parameters[0], offset: closure.parameters[1],
            environment: closure.parameters[2])
        try compiler.run(closure.body, perItem: false)
        guard compiler.effect.alpha != nil || compiler.effect.scaleX != nil else {
            throw diagnostic("visibleItemsInvalidationHandler sets neither item.alpha nor item.transform", at: node)
        }
        return compiler.effect
    }
}

/// Turns the handler's statements into expressions of the item (`EffectExpression`).
private struct HandlerCompiler {
    let interpreter: Interpreter
    let scope: Scope
    let items: String
    let offset: String
    let environment: String
    var item: String?
    /// The handler's own `let`s, as expressions.
    var locals: [String: EffectExpression] = [:]
    var effect = VisibleItemsEffect()

    mutating func run(_ statements: CodeBlockItemListSyntax, perItem: Bool) throws {
        for statement in statements {
            try interpreter.step(statement)
            switch statement.item {
            case .decl(let decl):
                guard let variable = decl.as(VariableDeclSyntax.self) else { throw refused(decl) }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let value = binding.initializer?.value
                    else { throw refused(binding) }
                    locals[name] = try expression(value)
                }
            case .stmt(let stmt):
                if let loop = stmt.as(ForStmtSyntax.self), !perItem, loop.whereClause == nil,
                    loop.sequence.as(DeclReferenceExprSyntax.self)?.baseName.text == items,
                    let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                {
                    item = name
                    try run(loop.body.statements, perItem: true)
                } else if let wrapped = stmt.as(ExpressionStmtSyntax.self) {
                    try run(wrapped.expression, perItem: perItem)
                } else {
                    throw refused(stmt)
                }
            case .expr(let expression):
                try run(expression, perItem: perItem)
            }
        }
    }

    private mutating func run(_ expression: ExprSyntax, perItem: Bool) throws {
        if !perItem, let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "forEach",
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == items,
            let body = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
            case .simpleInput(let names)? = body.signature?.parameterClause, names.count == 1,
            let name = names.first?.name.text
        {
            item = name
            return try run(body.statements, perItem: true)
        }
        guard perItem, let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.is(AssignmentExprSyntax.self),
            let target = infix.leftOperand.as(MemberAccessExprSyntax.self),
            target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == item
        else { throw refused(expression) }
        switch target.declName.baseName.text {
        case "alpha":
            effect.alpha = try self.expression(infix.rightOperand)
        case "transform":
            guard let call = infix.rightOperand.as(FunctionCallExprSyntax.self),
                ["CGAffineTransform", ".init"].contains(call.calledExpression.trimmedDescription),
                call.arguments.map({ $0.label?.text }) == ["scaleX", "y"]
            else { throw refused(infix.rightOperand, "only CGAffineTransform(scaleX:y:)") }
            let arguments = Array(call.arguments)
            effect.scaleX = try self.expression(arguments[0].expression)
            effect.scaleY = try self.expression(arguments[1].expression)
        default:
            throw refused(expression, "only item.alpha and item.transform")
        }
    }

    /// An arithmetic expression of the item, the offset and the environment.
    private func expression(_ syntax: ExprSyntax) throws -> EffectExpression {
        try interpreter.step(syntax)
        if let reference = syntax.as(DeclReferenceExprSyntax.self), let local = locals[reference.baseName.text] {
            return local
        }
        if let variable = variable(syntax) { return .variable(variable) }
        if let tuple = syntax.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return try expression(only.expression)
        }
        if let prefix = syntax.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return try operation(.negate, [try expression(prefix.expression)], at: syntax)
        }
        if let infix = syntax.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            let operation = EffectExpression.Operation(rawValue: op), operation.arity == 2
        {
            return try self.operation(
                operation, [try expression(infix.leftOperand), try expression(infix.rightOperand)], at: syntax)
        }
        if let call = syntax.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.allSatisfy({ $0.label == nil })
        {
            let operands = try call.arguments.map { try expression($0.expression) }
            if ["CGFloat", "Double"].contains(name), operands.count == 1 { return operands[0] }
            if ["abs", "sqrt", "min", "max"].contains(name), let operation = EffectExpression.Operation(rawValue: name),
                operation.arity == operands.count
            {
                return try self.operation(operation, operands, at: syntax)
            }
        }
        if mentionsHandlerValues(syntax) { throw refused(syntax) }
        // A value the paste defines, captured by the closure: evaluated once.
        let value = try interpreter.evaluate(syntax, in: scope)
        guard case .number(let number, _) = value else {
            throw interpreter.diagnostic(
                "visibleItemsInvalidationHandler reads \(value.typeName) where it needs a number", at: syntax)
        }
        return .constant(number)
    }

    /// An operation, checked as it grows: each `let` the expression reads is copied in, so its cost is checked
    /// here, never after.
    private func operation(
        _ operation: EffectExpression.Operation, _ operands: [EffectExpression], at syntax: ExprSyntax
    ) throws -> EffectExpression {
        let result = EffectExpression.operation(operation, operands)
        try interpreter.checking("visibleItemsInvalidationHandler", at: syntax) { () throws(LayoutSpecViolation) in
            try result.validate()
        }
        return result
    }

    /// `item.frame.midX`, `item.center.x`, `offset.x`, `environment.container.contentSize.width`, ….
    private func variable(_ syntax: ExprSyntax) -> EffectExpression.Variable? {
        guard let path = Interpreter.dottedName(syntax) else { return nil }
        let parts = path.split(separator: ".").map(String.init)
        guard let root = parts.first else { return nil }
        let rest = parts.dropFirst().joined(separator: ".")
        if root == item {
            let names: [String: EffectExpression.Variable] = [
                "frame.minX": .itemMinX, "frame.midX": .itemMidX, "frame.maxX": .itemMaxX, "frame.minY": .itemMinY,
                "frame.midY": .itemMidY, "frame.maxY": .itemMaxY, "frame.width": .itemWidth,
                "frame.height": .itemHeight, "frame.size.width": .itemWidth, "frame.size.height": .itemHeight,
                "bounds.width": .itemWidth, "bounds.height": .itemHeight, "size.width": .itemWidth,
                "size.height": .itemHeight, "center.x": .itemMidX, "center.y": .itemMidY,
            ]
            return names[rest]
        }
        if root == offset { return ["x": .offsetX, "y": .offsetY][rest] }
        if root == environment {
            let names: [String: EffectExpression.Variable] = [
                "container.contentSize.width": .containerWidth, "container.contentSize.height": .containerHeight,
                "container.effectiveContentSize.width": .containerWidth,
                "container.effectiveContentSize.height": .containerHeight,
            ]
            return names[rest]
        }
        return nil
    }

    /// Whether `syntax` names the item, the offset, the environment or one of the handler's `let`s anywhere.
    private func mentionsHandlerValues(_ syntax: ExprSyntax) -> Bool {
        let names = Set([items, offset, environment] + (item.map { [$0] } ?? []) + Array(locals.keys))
        return syntax.tokens(viewMode: .sourceAccurate).contains { names.contains($0.text) }
    }

    private func refused(_ node: some SyntaxProtocol, _ reason: String = "") -> SwiftLayoutDiagnostic {
        let what = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        let detail = reason.isEmpty ? "" : ", \(reason)"
        return interpreter.diagnostic(
            "not supported yet: `\(what.prefix(60))` in `visibleItemsInvalidationHandler`\(detail) "
                + "(docs/swift-layouts.md#not-supported-yet)", at: node)
    }
}
