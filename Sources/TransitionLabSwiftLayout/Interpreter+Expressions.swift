import SwiftSyntax

/// Expressions: literals, names, member access, calls, closures, operators, ternaries, arrays, optionals.
extension Interpreter {
    func evaluate(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        try step(expression)
        // The parser recovers from a missing `)` by inserting it: such code is never read as if it were whole.
        if expression.hasError { throw parseError(in: expression) }
        return try nested(expression) { try evaluateUncounted(expression, in: scope) }
    }

    private func evaluateUncounted(_ expression: ExprSyntax, in scope: Scope) throws -> Value {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            guard let value = Self.integer(literal.literal.text) else {
                throw diagnostic("integer literal out of range", at: literal)
            }
            return .number(Double(value), .literal(asInt: Double(value)))
        case .floatLiteralExpr(let literal):
            guard let value = Double(literal.literal.text.filter { $0 != "_" }), value.isFinite else {
                throw diagnostic("float literal '\(literal.literal.text)'", at: literal)
            }
            return .number(value, .float)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .stringLiteralExpr(let literal):
            return .string(try string(literal, in: scope))
        case .declReferenceExpr(let reference):
            return try lookup(reference.baseName.text, in: scope, at: reference)
        case .memberAccessExpr(let member):
            guard let base = member.base else { return .member(member.declName.baseName.text) }
            let baseValue: Value
            do {
                baseValue = try evaluate(base, in: scope)
            } catch let outside as SwiftLayoutDiagnostic
                where outside.unknownName != nil && outside.unknownName == Self.dottedName(base)
            {
                // `Metrics.rowSpacing`: the whole name is what a value supplies.
                return try unknown(Self.dottedName(ExprSyntax(member)) ?? member.trimmedDescription, at: member)
            }
            return try self.member(member.declName.baseName.text, of: baseValue, at: member)
        case .functionCallExpr(let call):
            return try evaluateCall(call, in: scope)
        case .closureExpr(let closure):
            return .closure(try makeClosure(closure, in: scope))
        case .infixOperatorExpr(let infix):
            return try evaluateInfix(infix, in: scope)
        case .prefixOperatorExpr(let prefix):
            return try evaluatePrefix(prefix, in: scope)
        case .ternaryExpr(let ternary):
            let condition = try evaluate(ternary.condition, in: scope)
            if case .symbol(let symbol) = condition {
                let yes = try under(symbol) { try evaluate(ternary.thenExpression, in: scope) }
                let no = try under(.operation(.not, [symbol])) { try evaluate(ternary.elseExpression, in: scope) }
                return try merge(symbol, yes, no, at: ternary)
            }
            guard case .bool(let holds) = condition else {
                throw diagnostic("ternary condition is not a Bool", at: ternary.condition)
            }
            return try evaluate(holds ? ternary.thenExpression : ternary.elseExpression, in: scope)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return try evaluate(only.expression, in: scope)
            }
            return .tuple(try tuple.elements.map { ($0.label?.text, try evaluate($0.expression, in: scope)) })
        case .arrayExpr(let array):
            guard array.elements.count <= limits.items else {
                throw diagnostic("array of more than \(limits.items) elements (item limit)", at: array)
            }
            return .array(try array.elements.map { try evaluate($0.expression, in: scope) })
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return .dictionary([]) }
            guard elements.count <= limits.items else {
                throw diagnostic("dictionary of more than \(limits.items) entries (item limit)", at: dictionary)
            }
            var entries: [(key: Value, value: Value)] = []
            for element in elements {
                let key = try evaluate(element.key, in: scope)
                // A dictionary literal with a repeated key traps in Swift, so it is an error here too.
                guard try !entries.contains(where: { try compare("==", $0.key, key, at: element.key) }) else {
                    throw diagnostic("a dictionary literal repeats a key (it traps in Swift)", at: element.key)
                }
                entries.append((key, try evaluate(element.value, in: scope)))
            }
            return .dictionary(entries)
        case .subscriptCallExpr(let subscriptCall):
            return try element(of: subscriptCall, in: scope)
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluate(unwrap.expression, in: scope)
            if case .null = value { throw diagnostic("force-unwrapped nil", at: unwrap) }
            return value
        case .optionalChainingExpr(let chaining):
            return try evaluate(chaining.expression, in: scope)
        case .asExpr(let cast):
            let value = try evaluate(cast.expression, in: scope)
            if case .object(let object) = value, object === storyboardLayout, let type = Self.declaredType(cast.type),
                declarations.isLayoutClass(type)
            {
                return try storyboardLayout(ofClass: type, at: cast.type)
            }
            if case .object(let object) = value, Self.isLayout(object), let type = Self.declaredType(cast.type),
                type.hasSuffix("Layout"), UIKitRegistry.type(type) == nil, !declarations.isLayoutClass(type)
            {
                // `collectionView.collectionViewLayout as? PinterestLayout`: the app's layout is that class, which
                // the paste lacks; any layout shown in its place would be another one.
                throw diagnostic(
                    "the collection view's layout is '\(type)', a class defined in another file of your app: paste "
                        + "that file too", at: cast.type)
            }
            return try coerce(value, to: cast.type, at: cast)
        case .ifExpr(let ifExpression):
            return try valueOf(try runIfValue(ifExpression, in: scope), at: ifExpression)
        case .switchExpr(let switchExpression):
            return try valueOf(try runSwitch(switchExpression, in: scope, asValue: true), at: switchExpression)
        case .discardAssignmentExpr:
            return .void
        case .superExpr:
            if case .value(let reference) = scope.lookup("super") { return reference }
            throw diagnostic("'super' is outside the pasted code", at: expression, kind: .outsideName)
        default:
            throw diagnostic("expression '\(expression.trimmedDescription.prefix(40))'", at: expression)
        }
    }

    /// Code that does not parse: the first token the parser expected and did not find (`missing ')'`), where it
    /// was expected.
    func parseError(in node: some SyntaxProtocol) -> SwiftLayoutDiagnostic {
        if let missing = node.tokens(viewMode: .all).first(where: { $0.presence == .missing }) {
            return diagnostic("code that does not parse: missing '\(missing.text)'", at: missing)
        }
        return diagnostic("code that does not parse: '\(node.trimmedDescription.prefix(40))'", at: node)
    }

    /// A single-expression `if`/`switch` branch's value (`let x = if … { a } else { b }`).
    private func valueOf(_ flow: Flow, at node: some SyntaxProtocol) throws -> Value {
        if case .returned(let value) = flow { return value }
        throw diagnostic("'if' or 'switch' used as a value", at: node)
    }

    private func runIfValue(_ ifExpression: IfExprSyntax, in scope: Scope) throws -> Flow {
        let local = Scope(parent: scope)
        let body: CodeBlockItemListSyntax
        if try conditions(ifExpression.conditions, in: local) {
            body = ifExpression.body.statements
        } else {
            switch ifExpression.elseBody {
            case .ifExpr(let next): return try runIfValue(next, in: scope)
            case .codeBlock(let block): body = block.statements
            case nil: throw diagnostic("'if' without 'else' used as a value", at: ifExpression)
            }
        }
        guard body.count == 1, case .expr(let only) = body.first?.item else { return try run(body, in: local) }
        return .returned(try evaluate(only, in: local))
    }

    /// Decimal, hexadecimal, octal and binary integer literals with `_` separators.
    static func integer(_ text: String) -> Int? {
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }

    /// A string literal; interpolated names the paste does not define are read as their text, since strings only
    /// label elements (`"\\(HeaderView.self)-kind"`).
    /// Each interpolated piece costs a step per byte (`grow`), and the string stays within the element limit, so a
    /// string doubled by interpolation stops at the limit at once instead of filling the reader's memory.
    private func string(_ literal: StringLiteralExprSyntax, in scope: Scope) throws -> String {
        if let value = literal.representedLiteralValue { return value }
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part):
                guard !part.content.text.contains("\\") else {
                    throw diagnostic("an escape in an interpolated string", at: part)
                }
                text += part.content.text
            case .expressionSegment(let part):
                guard part.expressions.count == 1, let only = part.expressions.first, only.label == nil else {
                    throw diagnostic("this string interpolation", at: part)
                }
                let piece = try interpolated(only.expression, in: scope)
                try grow(by: piece.utf8.count, reaching: text.utf8.count + piece.utf8.count, at: part)
                text += piece
            }
        }
        return text
    }

    private func interpolated(_ expression: ExprSyntax, in scope: Scope) throws -> String {
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base, let name = Self.dottedName(base)
        {
            return name
        }
        switch try kind(expression, in: scope) {
        case .string(let text): return text
        case .number(let number, let kind):
            let whole: Double = if case .literal(let asInt) = kind { asInt } else { number }
            guard kind != .float, abs(whole) < 1e15 else { return String(number) }
            return String(Int(whole))
        case .enumCase(_, let name?, _): return name
        case .bool(let flag): return String(flag)
        case let other: throw diagnostic("interpolating \(other.typeName) into a string", at: expression)
        }
    }

    /// `self` where it is a value a pasted extension's member runs on: a Core Graphics value or a collection.
    func valueSelf(in scope: Scope) -> Value? {
        guard case .value(let me) = scope.lookup("self"), me.isGeometry || me.isCollection else { return nil }
        return me
    }

    /// A name: local, then a property or function of `self`, then the UIKit and Swift names the interpreter
    /// knows; anything else is outside the pasted code.
    func lookup(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws -> Value {
        switch scope.lookup(name) {
        case .value(let value): return value
        case .failed(let skipped): throw skipped
        case .computed(let getter): return try call(getter, arguments: [], at: node)
        case nil: break
        }
        if name == "self" { return .selfReference }
        if let me = pastedSelf(in: scope), isMember(name, of: me) {
            return try instanceMember(name, of: me, at: node)
        }
        if let me = structSelf(in: scope), declarations.structs[me.type]?.hasMember(name) == true {
            return try structMember(name, of: me, at: node)
        }
        // In a member a pasted extension adds to a value type, the extension's properties and the value's own
        // (`size`, `minX`, `last`).
        if let me = valueSelf(in: scope) {
            if declarations.extensionMembers[me.typeName]?.contains(name) == true, declarations.properties[name] != nil
            {
                return try computedProperty(name, of: me, at: node)
            }
            if me.isCollection, let value = try collectionProperty(name, of: me, at: node) { return value }
            if let type = uikitType(of: me), UIKitRegistry.property(name, of: type) != nil {
                return try uikitProperty(name, of: me, at: node)
            }
        }
        if name == "rawValue", case .value(let me) = scope.lookup("self"), case .enumCase = me {
            return try member(name, of: me, at: node)
        }
        // Inside a pasted enum's member, its other computed properties are read on the same case.
        if case .value(let me) = scope.lookup("self"), case .enumCase(let type, _, _) = me,
            declarations.enumMembers[type]?.contains(name) == true, declarations.properties[name] != nil
        {
            return try computedProperty(name, of: me, at: node)
        }
        if let value = try property(name, at: node) { return value }
        if let global = try builtinName(name, at: node) { return global }
        return try unknown(name, at: node)
    }

    /// `a.b.c` written as names only, or nil.
    static func dottedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let prefix = dottedName(base)
        {
            return "\(prefix).\(member.declName.baseName.text)"
        }
        return nil
    }

    /// A member of a value: `self.x`, `Type.member`, a tuple's element, an array's `count`, a pasted enum's
    /// members, and the properties of UIKit's values and objects (`UIKitRegistry`).
    func member(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value {
        switch base {
        case .selfReference:
            if let value = try property(name, at: node) { return value }
            // A view controller's `view` and a `UICollectionViewController`'s `collectionView`.
            if name == "view" || name == "collectionView", let view = try builtinName(name, at: node) { return view }
            // A type nested in a pasted one (`LayoutConstants.Cell.standardHeight`): its statics are shared.
            if declarations.typeNames.contains(name) { return .selfReference }
            if let requirement = declarations.protocolProperties[name] {
                // A layout's data source stood in by the view controller (`delegateStandIn`) that lacks a property
                // its protocol requires: the app's class in another file implements it.
                if let value = try given(name, at: node) { return value }
                throw diagnostic(
                    "the layout reads '\(name)' of its \(requirement), which your app implements in another file: "
                        + "paste the class that implements \(requirement) too, or give its value in Values "
                        + "(`\(name) = …`)", at: node, kind: .outsideName, unknownName: name)
            }
            return try unknown("self.\(name)", at: node)
        case .null:
            return .null
        case .tuple(let elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let found = elements.first(where: { $0.label == name }) { return found.value }
            if elements.allSatisfy({ $0.label == nil }) {
                // Swift labels it from a declared type the reader does not carry along (`append((i, a))` to an
                // array of `(index: Int, …)`).
                throw diagnostic(
                    "not supported yet: '.\(name)' of a tuple made without labels "
                        + "(docs/swift-layouts.md#not-supported-yet): label its elements where it is made "
                        + "(`(\(name): …, …)`)", at: node)
            }
            throw diagnostic("tuple has no element '\(name)'", at: node)
        case _
        where (base.isGeometry || base.isCollection) && declarations.properties[name] != nil
            && declarations.extensionMembers[base.typeName]?.contains(name) == true:
            return try computedProperty(name, of: base, at: node)
        case .array, .dictionary:
            if let value = try collectionProperty(name, of: base, at: node) { return value }
            throw diagnostic("'\(base.typeName).\(name)'", at: node)
        case .enumCase(let type, _, _) where declarations.enumMembers[type]?.contains(name) == true:
            return try computedProperty(name, of: base, at: node)
        case .enumCase(let type, let caseName, let rawValue) where name == "rawValue":
            if let caseName, let text = declarations.stringRawValues[type]?[caseName] { return .string(text) }
            return .number(Double(rawValue), .int)
        case .type(let type):
            return try staticMember(name, of: type, at: node)
        case .appData(let data, let index):
            return try appDataMember(name, of: data, index: index, at: node)
        case .structInstance(let instance):
            return try structMember(name, of: instance, at: node)
        case .object(let object) where object.pastedClass != nil:
            return try instanceMember(name, of: object, at: node)
        case .superReference(let object, let start):
            return try instanceMember(name, of: object, from: start, at: node)
        default:
            return try uikitProperty(name, of: base, at: node)
        }
    }

    private func makeClosure(_ closure: ClosureExprSyntax, in scope: Scope) throws -> Closure {
        var parameters: [String] = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): parameters = list.map(\.name.text)
        case .parameterClause(let clause): parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: break
        }
        return Closure(
            parameters: parameters, body: closure.statements, scope: scope,
            position: closure.positionAfterSkippingLeadingTrivia)
    }

    /// The error for a subscript the reader does not run: a labelled one (`attributes[safe: i - 1]`) is declared by
    /// an extension of the app's, which the reader does not run either.
    func unsupportedSubscript(_ subscriptCall: SubscriptCallExprSyntax) -> SwiftLayoutDiagnostic {
        guard let label = subscriptCall.arguments.first?.label?.text else {
            return diagnostic("this subscript", at: subscriptCall)
        }
        return diagnostic(
            "not supported yet: the subscript `[\(label):]`, which an extension of your app declares "
                + "(docs/swift-layouts.md#not-supported-yet): replace it with Swift's own (`i >= 0 && i < array.count "
                + "? array[i] : nil`)", at: subscriptCall)
    }

    /// `array[i]` and `array[range]` of an array the paste builds; an index outside it is an error, as it traps in
    /// Swift.
    private func element(of subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws -> Value {
        guard subscriptCall.arguments.count == 1 || subscriptCall.arguments.count == 2,
            let argument = subscriptCall.arguments.first, argument.label == nil
        else { throw unsupportedSubscript(subscriptCall) }
        let name = Self.dottedName(subscriptCall.calledExpression)
        let base: Value
        do {
            base = try evaluate(subscriptCall.calledExpression, in: scope)
        } catch let outside as SwiftLayoutDiagnostic
            where outside.unknownName != nil
            && (outside.unknownName == name || name.map { declarations.properties[$0] != nil } == true)
        {
            // `items[indexPath.item]` of data outside the paste, or of a property the app's code fills
            // (`var photos = Photo.allPhotos()`): what is read of it is a value to give.
            let index = try integer(try evaluate(argument.expression, in: scope), at: argument)
            return .appData(name: outside.unknownName == name ? outside.unknownName ?? "" : name ?? "", index: index)
        }
        if case .dictionary(let entries) = base {
            // A missing key is nil, as a dictionary's subscript gives, or the `default:` one.
            let key = try evaluate(argument.expression, in: scope)
            let fallback = try subscriptCall.arguments.dropFirst().first.map { extra in
                guard extra.label?.text == "default" else { throw diagnostic("this subscript", at: extra) }
                return try evaluate(extra.expression, in: scope)
            }
            return try entries.first { try compare("==", $0.key, key, at: argument) }?.value ?? fallback ?? .null
        }
        guard case .array(let elements) = base, subscriptCall.arguments.count == 1 else {
            throw diagnostic("subscript of \(base.typeName)", at: subscriptCall)
        }
        try refuseCountingTransitionElements(elements, at: subscriptCall)
        if let bounds = try partialRange(argument.expression, count: elements.count, in: scope) {
            // `array[..<i]`, `array[...i]`, `array[i...]`.
            guard bounds.lower >= 0, bounds.upper <= elements.count, bounds.lower <= bounds.upper else {
                throw diagnostic("range outside the array's \(elements.count) elements", at: argument)
            }
            return .array(Array(elements[bounds.lower..<bounds.upper]))
        }
        let position = try evaluate(argument.expression, in: scope)
        if case .array(let range) = position {
            // `array[begin..<end]` (ranges are arrays of their integers here): the elements in the range.
            let indices = try range.map { try integer($0, at: argument) }
            guard zip(indices, indices.dropFirst()).allSatisfy({ $0 + 1 == $1 }),
                indices.allSatisfy(elements.indices.contains)
            else { throw diagnostic("range outside the array's \(elements.count) elements", at: argument) }
            return .array(indices.map { elements[$0] })
        }
        let index = try integer(position, at: argument)
        if elements.indices.contains(index), case .guarded = elements[index] {
            throw changesPerFrame("an element of an array filtered by the scroll position", at: argument)
        }
        guard elements.indices.contains(index) else {
            if elements.isEmpty, let name {
                // An array the paste declares empty is filled by the app at run time (`var photos: [Photo] = []`).
                return .appData(name: name.hasPrefix("self.") ? String(name.dropFirst(5)) : name, index: index)
            }
            throw diagnostic("index \(index) is outside the array's \(elements.count) elements", at: argument)
        }
        return elements[index]
    }

    /// The bounds (upper excluded) of a partial range `..<i`, `...i` or `i...` over `count` elements, or nil.
    private func partialRange(_ expression: ExprSyntax, count: Int, in scope: Scope) throws
        -> (lower: Int, upper: Int)?
    {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), ["..<", "..."].contains(prefix.operator.text) {
            let end = try integer(try evaluate(prefix.expression, in: scope), at: prefix)
            return (0, prefix.operator.text == "..<" ? end : end + 1)
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            return (try integer(try evaluate(postfix.expression, in: scope), at: postfix), count)
        }
        return nil
    }

    /// Elements of a `for` sequence: an array or a range (ranges are arrays here).
    func sequence(_ value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        guard case .array(let elements) = value else { throw diagnostic("'for' over \(value.typeName)", at: node) }
        return elements
    }

    func describe(_ value: Value) -> String {
        switch value {
        case .number(let number, _): "\(number)"
        case .enumCase(let type, let name, let rawValue):
            name.map { "\(type).\($0)" } ?? "\(type)(rawValue: \(rawValue))"
        case .null: "nil"
        default: value.typeName
        }
    }
}
