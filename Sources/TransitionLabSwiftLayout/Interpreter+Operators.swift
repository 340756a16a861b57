import SwiftSyntax
import TransitionLabCore

/// Operators: assignment, arithmetic with Swift's `Int` and `CGFloat` rules, comparison, logic, `??`, ranges.
extension Interpreter {
    func evaluateInfix(_ infix: InfixOperatorExprSyntax, in scope: Scope) throws -> Value {
        if infix.operator.is(AssignmentExprSyntax.self) {
            try assign(infix.leftOperand, try evaluate(infix.rightOperand, in: scope), in: scope)
            return .void
        }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw diagnostic("operator '\(infix.operator.trimmedDescription)'", at: infix.operator)
        }
        if ["+=", "-=", "*=", "/="].contains(op) {
            let current = try evaluate(infix.leftOperand, in: scope)
            let right = try evaluate(infix.rightOperand, in: scope)
            try assign(infix.leftOperand, try arithmetic(String(op.dropLast()), current, right, at: infix), in: scope)
            return .void
        }
        let left = try evaluate(infix.leftOperand, in: scope)
        switch op {
        case "&&", "||":
            if case .symbol = left {
                // Both sides are arithmetic of the frame: no evaluation is skipped.
                let right = try evaluate(infix.rightOperand, in: scope)
                return try operate(op == "&&" ? .and : .or, [left, right], at: infix)
            }
            guard case .bool(let lhs) = left else { throw diagnostic("'\(op)' needs Bool operands", at: infix) }
            if op == "&&" ? !lhs : lhs { return .bool(lhs) }
            let right = try evaluate(infix.rightOperand, in: scope)
            if case .symbol = right { return right }
            guard case .bool(let rhs) = right else { throw diagnostic("'\(op)' needs Bool operands", at: infix) }
            return .bool(rhs)
        case "??":
            if case .null = left { return try evaluate(infix.rightOperand, in: scope) }
            return left
        default:
            break
        }
        let right = try evaluate(infix.rightOperand, in: scope)
        switch op {
        case "+", "-", "*", "/", "%": return try arithmetic(op, left, right, at: infix)
        case "==", "!=", "<", "<=", ">", ">=": return try comparison(op, left, right, at: infix)
        case "..<", "...":
            let (lower, upper) = (try integer(left, at: infix.leftOperand), try integer(right, at: infix.rightOperand))
            let end = op == "..<" ? upper : upper + 1
            guard lower <= end else { throw diagnostic("range with lower bound above upper bound", at: infix) }
            guard end - lower <= limits.elements else {
                throw diagnostic("range of more than \(limits.elements) elements (element limit)", at: infix)
            }
            try grow(by: end - lower, at: infix)
            return .array((lower..<end).map { .number(Double($0), .int) })
        default:
            throw diagnostic("operator '\(op)'", at: infix.operator)
        }
    }

    func evaluatePrefix(_ prefix: PrefixOperatorExprSyntax, in scope: Scope) throws -> Value {
        let value = try evaluate(prefix.expression, in: scope)
        switch (prefix.operator.text, value) {
        case ("-", .number(let number, .literal(let asInt))): return .number(-number, .literal(asInt: -asInt))
        case ("-", .number(let number, let kind)): return .number(-number, kind)
        case ("+", .number): return value
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("-", .symbol): return try operate(.negate, [value], at: prefix)
        case ("+", .symbol): return value
        case ("!", .symbol): return try operate(.not, [value], at: prefix)
        default: throw diagnostic("prefix '\(prefix.operator.text)' on \(value.typeName)", at: prefix)
        }
    }

    /// `+ − × ÷ %`: `Int` with `Int` truncates as Swift does; anything with a `CGFloat` is floating point; integer
    /// literals keep both readings until a type decides (`Value.NumberKind.literal`).
    func arithmetic(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        let (left, right) = (try resolved(left, at: node), try resolved(right, at: node))
        if case .symbol = left, let operation = Self.symbolOperations[op] {
            return try operate(operation, [left, right], at: node)
        }
        if case .symbol = right, let operation = Self.symbolOperations[op] {
            return try operate(operation, [left, right], at: node)
        }
        if op == "+", case .array(let first) = left, case .array(let second) = right {
            // Arrays joined, within the element limit.
            try grow(by: second.count, reaching: first.count + second.count, at: node)
            return .array(first + second)
        }
        guard case .number(let lhs, let leftKind) = left, case .number(let rhs, let rightKind) = right else {
            throw diagnostic("'\(op)' on \(left.typeName) and \(right.typeName)", at: node)
        }
        if leftKind == .float || rightKind == .float {
            return .number(try apply(op, lhs, rhs, integral: false, at: node), .float)
        }
        let asInt = try apply(
            op, Self.intReading(lhs, leftKind), Self.intReading(rhs, rightKind), integral: true, at: node)
        if leftKind == .int || rightKind == .int { return .number(asInt, .int) }
        let exact = op == "%" ? asInt : try apply(op, lhs, rhs, integral: false, at: node)
        return .number(exact, .literal(asInt: asInt))
    }

    private static func intReading(_ value: Double, _ kind: Value.NumberKind) -> Double {
        if case .literal(let asInt) = kind { return asInt }
        return value
    }

    private func apply(_ op: String, _ lhs: Double, _ rhs: Double, integral: Bool, at node: some SyntaxProtocol) throws
        -> Double
    {
        let result: Double
        switch op {
        case "+": result = lhs + rhs
        case "-": result = lhs - rhs
        case "*": result = lhs * rhs
        case "/":
            guard rhs != 0 else { throw diagnostic("division by zero", at: node) }
            result = integral ? (lhs / rhs).rounded(.towardZero) : lhs / rhs
        default:
            guard rhs != 0 else { throw diagnostic("division by zero", at: node) }
            guard integral else { throw diagnostic("'%' on floating-point values", at: node) }
            result = lhs.truncatingRemainder(dividingBy: rhs)
        }
        guard result.isFinite, abs(result) < 1e15 else { throw diagnostic("number out of range", at: node) }
        return result
    }

    /// `compare(_:_:_:at:)`, or its symbol when a side is one.
    func comparison(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        let (left, right) = (try resolved(left, at: node), try resolved(right, at: node))
        switch (left, right) {
        case (.symbol, .symbol), (.symbol, .number), (.number, .symbol), (.symbol, .bool), (.bool, .symbol):
            guard let operation = Self.symbolOperations[op] else { break }
            return try operate(operation, [left, right], at: node)
        case (.indexPath(let lhs), .indexPath(let rhs)) where (lhs == .transitionElement) != (rhs == .transitionElement):
            return try transitionIndexPathComparison(op, lhs, rhs, at: node)
        default:
            // Points, sizes, rectangles and transforms are equal when every field is.
            let type = Self.recordTypes[left.typeName] ?? Self.recordTypes[right.typeName]
            let known = { (value: Value) in
                if case .member(let name) = value { return name == "zero" || name == "identity" }
                return value.typeName == type
            }
            if op == "==" || op == "!=", let type, known(left), known(right) {
                let pairs = zip(try fields(of: left, as: type, at: node), try fields(of: right, as: type, at: node))
                let equal = try pairs.reduce(Value.bool(true)) { result, pair in
                    try operate(.and, [result, try operate(.equal, [pair.0, pair.1], at: node)], at: node)
                }
                return op == "==" ? equal : try operate(.not, [equal], at: node)
            }
        }
        return .bool(try compare(op, left, right, at: node))
    }

    /// The arithmetic and comparisons of symbols, by Swift operator.
    static let symbolOperations: [String: EffectExpression.Operation] = [
        "+": .add, "-": .subtract, "*": .multiply, "/": .divide, "%": .remainder, "<": .less, "<=": .lessOrEqual,
        ">": .greater, ">=": .greaterOrEqual, "==": .equal, "!=": .notEqual,
    ]

    func compare(_ op: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Bool {
        let (left, right) = (try resolved(left, at: node), try resolved(right, at: node))
        if case .symbol = left { throw changesPerFrame("a comparison", at: node) }
        if case .symbol = right { throw changesPerFrame("a comparison", at: node) }
        switch (left, right) {
        case (.number(let lhs, _), .number(let rhs, _)):
            switch op {
            case "==": return lhs == rhs
            case "!=": return lhs != rhs
            case "<": return lhs < rhs
            case "<=": return lhs <= rhs
            case ">": return lhs > rhs
            default: return lhs >= rhs
            }
        case (.bool(let lhs), .bool(let rhs)) where op == "==" || op == "!=":
            return (lhs == rhs) == (op == "==")
        case (.string(let lhs), .string(let rhs)) where op == "==" || op == "!=":
            return try sameElementKind(lhs, rhs, at: node) == (op == "==")
        case (.indexPath(let lhs), .indexPath(let rhs)):
            if (lhs == .transitionElement) != (rhs == .transitionElement) {
                throw transitionElementRead("its index path compared with a fixed one here", at: node)
            }
            switch op {
            case "==": return lhs == rhs
            case "!=": return lhs != rhs
            case "<": return lhs < rhs
            case "<=": return lhs <= rhs
            case ">": return lhs > rhs
            default: return lhs >= rhs
            }
        case (.enumCase(_, _, let lhs), .enumCase(_, _, let rhs)) where op == "==" || op == "!=":
            return (lhs == rhs) == (op == "==")
        case (.member(let lhs), .member(let rhs)) where op == "==" || op == "!=":
            return (lhs == rhs) == (op == "==")
        case (.enumCase(_, let name?, _), .member(let member)) where op == "==" || op == "!=",
            (.member(let member), .enumCase(_, let name?, _)) where op == "==" || op == "!=":
            return (name == member) == (op == "==")
        case (.null, _), (_, .null):
            guard op == "==" || op == "!=" else { break }
            let bothNil = { if case .null = left, case .null = right { return true } else { return false } }()
            return bothNil == (op == "==")
        default:
            break
        }
        throw diagnostic("'\(op)' on \(left.typeName) and \(right.typeName)", at: node)
    }

    /// An element of app data read as a value itself (`heights[i]`), else the value.
    func resolved(_ value: Value, at node: some SyntaxProtocol) throws -> Value {
        switch value {
        case .appData(let name, let index):
            return try appDataElement(name, index: index, at: node)
        case .member(let name):
            // `.pi` and the like where a number is expected (`CGFloat(item) * .pi`).
            if let read = UIKitType.cgFloat.staticProperties[name] { return try read(self, Syntax(node)) }
            return value
        default:
            return value
        }
    }

    func integer(_ value: Value, at node: some SyntaxProtocol) throws -> Int {
        let value = try resolved(value, at: node)
        if case .symbol = value { throw changesPerFrame("a whole number (an index, a count, a bound)", at: node) }
        guard case .number(var number, let kind) = value else {
            throw diagnostic("expected a whole number, got \(describe(value))", at: node)
        }
        if case .literal(let asInt) = kind { number = asInt }
        guard number == number.rounded(), abs(number) < 1e9 else {
            throw diagnostic("expected a whole number, got \(describe(value))", at: node)
        }
        return Int(number)
    }

    /// Whether a `case` pattern matches: ranges (`0..<2`, `2...`) by containment, anything else by `==`.
    func patternMatches(_ pattern: ExprSyntax, _ subject: Value, in scope: Scope) throws -> Bool {
        if let infix = pattern.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..."
        {
            let lower = try evaluate(infix.leftOperand, in: scope)
            let upper = try evaluate(infix.rightOperand, in: scope)
            if case .symbol = subject { throw changesPerFrame("a range pattern", at: infix) }
            guard case .number(let value, _) = subject else { return false }
            return try compare(">=", .number(value, .float), lower, at: infix)
                && compare(op == "..<" ? "<" : "<=", .number(value, .float), upper, at: infix)
        }
        if let postfix = pattern.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            if case .symbol = subject { throw changesPerFrame("a range pattern", at: postfix) }
            guard case .number(let value, _) = subject else { return false }
            return try compare(">=", .number(value, .float), try evaluate(postfix.expression, in: scope), at: postfix)
        }
        return try compare("==", subject, try evaluate(pattern, in: scope), at: pattern)
    }

    /// The target of `=`: a local, a property of `self`, an element of an array or dictionary (`cache[path] = …`),
    /// or a property of a UIKit value or object, however deep (`section.contentInsets.leading = 8`): an object
    /// changes in place; a value type changes in a copy, which is then assigned to what holds it, as Swift's value
    /// semantics do.
    ///
    /// Inside a branch on a symbol the target gets the new value where the branch's condition holds and keeps its
    /// old one elsewhere (`merge`).
    func assign(_ target: ExprSyntax, _ value: Value, in scope: Scope) throws {
        guard let path = currentPath, !target.is(DiscardAssignmentExprSyntax.self) else {
            return try assignNow(target, value, in: scope)
        }
        if case .constant(0) = path { return }
        let merged = try merge(path, value, try evaluate(target, in: scope), at: target)
        let wasUnderBranch = assigningUnderBranch
        assigningUnderBranch = true
        defer { assigningUnderBranch = wasUnderBranch }
        try withoutPath { try assignNow(target, merged, in: scope) }
    }

    private func assignNow(_ target: ExprSyntax, _ value: Value, in scope: Scope) throws {
        if let chained = target.as(OptionalChainingExprSyntax.self) {
            return try assign(chained.expression, value, in: scope)
        }
        if let unwrapped = target.as(ForceUnwrapExprSyntax.self) {
            return try assign(unwrapped.expression, value, in: scope)
        }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if scope.assign(name, value) { return }
            if let me = structSelf(in: scope), declarations.structs[me.type]?.storedProperty(name) != nil {
                _ = scope.assign("self", .structInstance(try settingStructField(name, of: me, to: value, at: target)))
                return
            }
            if let me = pastedSelf(in: scope), isMember(name, of: me) {
                return try setMember(name, of: .object(me), to: value, in: scope, at: target)
            }
            if assignProperty(name, value) { return }
            throw diagnostic("'\(name)' is not defined in the pasted code", at: reference, kind: .outsideName)
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            return try assignElement(subscriptCall, value, in: scope)
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let baseExpression = member.base else {
            if target.is(DiscardAssignmentExprSyntax.self) { return }
            throw diagnostic("assignment to '\(target.trimmedDescription)'", at: target)
        }
        let name = member.declName.baseName.text
        let base = try evaluate(baseExpression, in: scope)
        switch base {
        case .selfReference:
            if !assignProperty(name, value) {
                throw diagnostic("'self.\(name)' is not defined in the pasted code", at: member, kind: .outsideName)
            }
        case .object, .superReference, .collectionView:
            try setMember(name, of: base, to: value, in: scope, at: member)
        case .structInstance(let instance):
            let changed = try settingStructField(name, of: instance, to: value, at: member)
            try assign(baseExpression, .structInstance(changed), in: scope)
        case .tuple(var elements):
            // `slices.remainder = …`, `pair.0 = …`: the tuple changes in a copy assigned back.
            guard
                let index = Int(name).flatMap({ elements.indices.contains($0) ? $0 : nil })
                    ?? elements.firstIndex(where: { $0.label == name })
            else { throw diagnostic("tuple has no element '\(name)'", at: member) }
            elements[index].value = value
            try assign(baseExpression, .tuple(elements), in: scope)
        default:
            var copy = base
            try setUIKitProperty(name, of: &copy, to: value, at: member)
            try assign(baseExpression, copy, in: scope)
        }
    }

    /// `array[i] = value`, `dictionary[key] = value` (nil removes the key): the changed copy is assigned back to
    /// what holds it.
    private func assignElement(_ subscriptCall: SubscriptCallExprSyntax, _ value: Value, in scope: Scope) throws {
        guard subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first, argument.label == nil
        else { throw unsupportedSubscript(subscriptCall) }
        let container = try evaluate(subscriptCall.calledExpression, in: scope)
        let key = try evaluate(argument.expression, in: scope)
        let changed: Value
        switch container {
        case .array(var elements):
            let index = try integer(key, at: argument)
            guard elements.indices.contains(index) else {
                throw diagnostic("index \(index) is outside the array's \(elements.count) elements", at: argument)
            }
            elements[index] = value
            changed = .array(elements)
        case .dictionary(var entries):
            let existing = try entries.firstIndex { try compare("==", $0.key, key, at: argument) }
            if case .null = value {
                if let existing { entries.remove(at: existing) }
            } else if let existing {
                entries[existing].value = value
            } else {
                try grow(by: 1, reaching: entries.count + 1, at: subscriptCall)
                entries.append((key, value))
            }
            changed = .dictionary(entries)
        default:
            throw diagnostic("subscript of \(container.typeName)", at: subscriptCall)
        }
        try assign(subscriptCall.calledExpression, changed, in: scope)
    }
}
