import SwiftSyntax

/// Calls: functions and closures of the pasted code, methods of `self`, UIKit initialisers and static factories,
/// implicit-member factories (`.fractionalWidth(0.5)`) and a few Swift functions.
extension Interpreter {
    typealias Arguments = [(label: String?, value: Value)]

    /// Modules whose names may qualify a function or type (`Swift.abs`).
    static let moduleNames: Set<String> = ["Swift", "Foundation", "CoreGraphics", "UIKit", "Darwin"]

    /// Swift's functions that print or check and change no frame: skipped with a note.
    static let skippedFunctions: Set<String> = ["print", "debugPrint", "assert", "precondition"]

    /// A call; an `inout` argument (`&segment`) of a pasted function or method gets the value the function left
    /// in its parameter, as Swift's copy-in copy-out does (The Swift Programming Language, "Declarations":
    /// In-Out Parameters).
    func evaluateCall(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        let inouts = call.arguments.enumerated().compactMap { index, argument in
            argument.expression.as(InOutExprSyntax.self).map { (index, $0.expression) }
        }
        guard !inouts.isEmpty else { return try evaluateCallNow(call, in: scope) }
        finalArguments = nil
        let result = try evaluateCallNow(call, in: scope)
        guard let (made, values) = finalArguments, made == Syntax(call), values.count == call.arguments.count else {
            throw notSupportedYet("`&` passed to \(call.calledExpression.trimmedDescription)", at: call)
        }
        for (index, target) in inouts { try assign(target, values[index], in: scope) }
        return result
    }

    private func evaluateCallNow(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Value {
        if try isLayoutRegistration(call, in: scope) {
            // Its arguments name view classes of the app (`BackgroundView.self`), which no frame depends on.
            note(
                "'\(call.calledExpression.trimmedDescription)' skipped (registration does not change frames)", at: call)
            return .void
        }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            Self.skippedFunctions.contains(name), scope.lookup(name) == nil, declarations.functions[name] == nil
        {
            // What it prints or checks reaches no frame, so its arguments are not read either.
            note("'\(name)' skipped", at: call)
            return .void
        }
        var arguments: Arguments = try call.arguments.map { argument in
            let label = argument.label?.text
            if let reference = argument.expression.as(InOutExprSyntax.self) {
                return (label, try evaluate(reference.expression, in: scope))
            }
            if label == "elementKind" { return (label, try kind(argument.expression, in: scope)) }
            return (label, try evaluate(argument.expression, in: scope))
        }
        if let trailing = call.trailingClosure {
            // `UICollectionViewCompositionalLayout(configuration: …) { … }` gives the section provider.
            let isLayout = call.calledExpression.trimmedDescription == UIKitType.compositionalLayout.name
            let label: String? = call.arguments.isEmpty || !isLayout ? nil : "sectionProvider"
            arguments.append((label, .closure(try closure(trailing, in: scope))))
        }
        guard call.additionalTrailingClosures.isEmpty else {
            throw diagnostic("more than one trailing closure", at: call.additionalTrailingClosures)
        }
        var callee = call.calledExpression
        if let optional = callee.as(OptionalChainingExprSyntax.self),
            optional.expression.is(MemberAccessExprSyntax.self)
        {
            // An optional protocol method (`delegate?.collectionView?(…)`), called as the method it names.
            callee = optional.expression
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            switch scope.lookup(name) {
            case .value(.closure(let closure)):
                if let function = closure.function {
                    let result = try self.call(
                        body: closure.body, parameters: function.signature.parameterClause.parameters, arguments,
                        scope: closure.scope, at: call)
                    return try coerce(result, to: function.signature.returnClause?.type, at: call)
                }
                return try self.call(closure, arguments: arguments.map(\.value), at: call)
            case .value(let other): throw diagnostic("'\(name)' (\(other.typeName)) is not callable", at: reference)
            case .failed(let skipped): throw skipped
            case .computed: throw diagnostic("calling the computed variable '\(name)'", at: reference)
            case nil: break
            }
            if let me = valueSelf(in: scope) {
                // In a method a pasted extension adds to a value type: the extension's methods, then the type's.
                if declarations.extensionMembers[me.typeName]?.contains(name) == true {
                    return try callFunction(name, arguments: arguments, selfValue: me, at: call) ?? .void
                }
                if me.isCollection, Self.readingMethods.contains(name) {
                    return try collectionMethod(me, name, arguments, at: call).result
                }
                if let type = uikitType(of: me), UIKitRegistry.hasMethod(name, of: type) {
                    return try uikitMethod(me, name, arguments, at: call)
                }
            }
            if let me = structSelf(in: scope), declarations.structs[me.type]?.methods[name] != nil {
                let (result, changed) = try callStructMethod(name, on: me, arguments, at: call)
                if let changed { _ = scope.assign("self", .structInstance(changed)) }
                return result
            }
            if let me = pastedSelf(in: scope),
                let (function, pasted) = instanceMethod(name, labels: arguments.map { $0.label ?? "_" }, of: me)
            {
                return try callMethod(function, of: pasted, on: me, arguments, at: call)
            }
            if let me = pastedSelf(in: scope), let type = UIKitRegistry.type(me.type),
                UIKitRegistry.hasMethod(name, of: type)
            {
                return try uikitMethod(.object(me), name, arguments, at: call)
            }
            if let result = try callFunction(name, arguments: arguments, at: call) { return result }
            if declarations.classes[name] != nil { return try instantiate(name, arguments, at: call) }
            if let pasted = declarations.structs[name] { return try instantiate(pasted, arguments, at: call) }
            return try builtinCall(name, arguments, at: call)
        }
        if let collection = try collectionInitializer(callee, arguments, at: call) { return collection }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else { return try implicitMemberCall(name, arguments, at: call) }
            if name == "init", baseExpression.is(SuperExprSyntax.self), pastedSelf(in: scope) == nil,
                let layout = arguments.first(where: { $0.label == "collectionViewLayout" })
            {
                // `super.init(collectionViewLayout: layout)` of a `UICollectionViewController` subclass.
                try install(layout.value, at: call)
                return .void
            }
            if let module = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                Self.moduleNames.contains(module), scope.lookup(module) == nil,
                !declarations.typeNames.contains(module)
            {
                // `Swift.abs(…)`, `UIKit.UICollectionViewFlowLayout()`: the function or type the module has.
                return try builtinCall(name, arguments, at: call)
            }
            switch try evaluate(baseExpression, in: scope) {
            case let receiver
            where (receiver.isGeometry || receiver.isCollection)
                && declarations.extensionMembers[receiver.typeName]?.contains(name) == true:
                // A method the paste's extension adds to a value type (`rect.dividedIntegral(…)`).
                return try callFunction(name, arguments: arguments, selfValue: receiver, at: call) ?? .void
            case let receiver where receiver.isCollection:
                let (result, changed) = try collectionMethod(receiver, name, arguments, at: call)
                // A change inside a branch on a symbol already says where it holds (`Value.guarded`).
                if let changed { try withoutPath { try assign(baseExpression, changed, in: scope) } }
                return result
            case .selfReference where declarations.structs[name] != nil:
                // A struct nested in a pasted type (`Metrics.Header()`).
                return try instantiate(declarations.structs[name]!, arguments, at: call)
            case .structInstance(let instance):
                let (result, changed) = try callStructMethod(name, on: instance, arguments, at: call)
                if let changed { try withoutPath { try assign(baseExpression, .structInstance(changed), in: scope) } }
                return result
            case .selfReference:
                // The view controller: a method the paste gives it (or its protocol's extension gives), else app code.
                guard hasFunction(name, labels: arguments.map { $0.label ?? "_" }) else {
                    return try delegateCall(name, arguments, at: call)
                }
                return try callFunction(name, arguments: arguments, at: call) ?? .void
            case .type(let type):
                return try staticCall(type, name, arguments, at: call)
            case .object(let object):
                return try callInstanceMethod(name, on: object, arguments, at: call)
            case .superReference(let object, let start) where name == "init":
                // `super.init(…)`: the class it extends initialises first; UIKit's is already made.
                if declarations.classes[start] != nil {
                    return try initialize(object, as: start, arguments, at: call)
                }
                return .void
            case .superReference(let object, let start):
                return try callInstanceMethod(name, on: object, from: start, arguments, at: call)
            case .null:
                return .null
            case .enumCase(let type, let caseName, let rawValue)
            where declarations.enumMembers[type]?.contains(name) == true:
                let base = Value.enumCase(type: type, name: caseName, rawValue: rawValue)
                if let result = try callFunction(name, arguments: arguments, selfValue: base, at: call) {
                    return result
                }
                throw diagnostic("no method '\(name)' of \(type)", at: member)
            case .collectionView:
                return try uikitMethod(.collectionView, name, arguments, at: call)
            case let other:
                return try uikitMethod(other, name, arguments, at: call)
            }
        }
        if let closureExpression = callee.as(ClosureExprSyntax.self) {
            return try self.call(try closure(closureExpression, in: scope), arguments: arguments.map(\.value), at: call)
        }
        guard case .closure(let closure) = try evaluate(callee, in: scope) else {
            throw diagnostic("call of '\(callee.trimmedDescription.prefix(40))'", at: callee)
        }
        return try self.call(closure, arguments: arguments.map(\.value), at: call)
    }

    /// An element kind only labels a supplementary or decoration view: a name the paste does not define
    /// (`TitleHeaderView.kind`) is read as its text.
    func kind(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        do {
            return try evaluate(expression, in: scope)
        } catch let outside as SwiftLayoutDiagnostic where outside.unknownName != nil {
            guard let name = Self.dottedName(expression), name == outside.unknownName else { throw outside }
            return .string(name)
        }
    }

    private func closure(_ expression: ClosureExprSyntax, in scope: Scope) throws -> Closure {
        guard case .closure(let closure) = try evaluate(ExprSyntax(expression), in: scope) else {
            throw diagnostic("closure", at: expression)
        }
        return closure
    }

    /// Checks argument labels exactly, as Swift does, and returns the values in order.
    func expect(_ labels: [String?], _ arguments: Arguments, _ what: String, at node: some SyntaxProtocol) throws
        -> [Value]
    {
        guard arguments.map(\.label) == labels else {
            throw diagnostic("\(what)(\(arguments.map { "\($0.label ?? "_"):" }.joined())) is not supported", at: node)
        }
        return arguments.map(\.value)
    }

    /// The labels of a call, for dispatch: `"layoutSize:subitem:count:"`.
    func signature(_ arguments: Arguments) -> String {
        arguments.map { "\($0.label ?? "_"):" }.joined()
    }
}

extension Interpreter {
    /// `layout.register(…)` of a UIKit layout object, which a pasted class does not answer itself.
    fileprivate func isLayoutRegistration(_ call: FunctionCallExprSyntax, in scope: Scope) throws -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            member.declName.baseName.text.hasPrefix("register"),
            case .object(let object) = try evaluate(base, in: scope)
        else { return false }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        return instanceMethod(member.declName.baseName.text, labels: labels, of: object) == nil
    }
}
