import SwiftSyntax
import TransitionLabCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UIKitType {
    /// `CGFloat` (and `Double`, `Float`, which arithmetic treats alike): `CGFloat(x)`; `.pi`,
    /// `.greatestFiniteMagnitude`, `.infinity`; `rounded()`, `rounded(_:)` (`.down`, `.up`, `.towardZero`,
    /// `.toNearestOrAwayFromZero`, `.toNearestOrEven`, `.awayFromZero`), `squareRoot()`,
    /// `truncatingRemainder(dividingBy:)`, `magnitude`.
    static let cgFloat: UIKitType = {
        var type = UIKitType("CGFloat")
        type.aliases = ["Double", "Float"]
        type.initializers["_:"] = { interpreter, arguments, call in
            .number(try interpreter.number(arguments[0].value, "CGFloat", at: call), .float)
        }
        type.staticProperties["pi"] = { _, _ in .number(Double.pi, .float) }
        type.staticProperties["greatestFiniteMagnitude"] = { _, _ in .number(1e15, .float) }
        type.staticProperties["infinity"] = { _, _ in .number(1e15, .float) }
        type.staticProperties["leastNormalMagnitude"] = { _, _ in .number(Double.leastNormalMagnitude, .float) }
        type.methods = numberMethods
        type.properties["magnitude"] = Property(get: { interpreter, value, node in
            try interpreter.operate(.abs, [value], at: node)
        })
        return type
    }()

    /// The methods `CGFloat` and `Int` share here.
    static let numberMethods: [String: [String: Method]] = [
        "rounded": [
            "": { interpreter, receiver, _, call in
                if case .symbol = receiver { return try interpreter.operate(.round, [receiver], at: call) }
                return try interpreter.withNumber(receiver, at: call) { $0.rounded() }
            },
            "_:": { interpreter, receiver, arguments, call in
                let rule = try interpreter.choice(arguments[0].value, RoundingRule.self, "rounded", at: call)
                if case .symbol = receiver {
                    guard let operation = rule.operation else {
                        throw interpreter.changesPerFrame("this rounding", at: call)
                    }
                    return try interpreter.operate(operation, [receiver], at: call)
                }
                return try interpreter.withNumber(receiver, at: call) { $0.rounded(rule.rule) }
            },
        ],
        "squareRoot": [
            "": { interpreter, receiver, _, call in
                if case .symbol = receiver { return try interpreter.operate(.sqrt, [receiver], at: call) }
                guard try interpreter.number(receiver, "squareRoot", at: call) >= 0 else {
                    throw interpreter.diagnostic("squareRoot() of a negative number", at: call)
                }
                return try interpreter.withNumber(receiver, at: call) { $0.squareRoot() }
            }
        ],
        "truncatingRemainder": [
            "dividingBy:": { interpreter, receiver, arguments, call in
                if case .symbol = receiver {
                    return try interpreter.operate(.remainder, [receiver, arguments[0].value], at: call)
                }
                let divisor = try interpreter.number(arguments[0].value, "dividingBy", at: call)
                guard divisor != 0 else { throw interpreter.diagnostic("division by zero", at: call) }
                return try interpreter.withNumber(receiver, at: call) { $0.truncatingRemainder(dividingBy: divisor) }
            }
        ],
    ]
}

/// `FloatingPointRoundingRule`.
enum RoundingRule: String, CaseIterable {
    case down, up, towardZero, awayFromZero, toNearestOrAwayFromZero, toNearestOrEven

    /// The effects' operation for this rule, for a symbol.
    var operation: EffectExpression.Operation? {
        switch self {
        case .down: .floor
        case .up: .ceil
        case .towardZero: .trunc
        case .toNearestOrAwayFromZero: .round
        default: nil
        }
    }

    var rule: FloatingPointRoundingRule {
        switch self {
        case .down: .down
        case .up: .up
        case .towardZero: .towardZero
        case .awayFromZero: .awayFromZero
        case .toNearestOrAwayFromZero: .toNearestOrAwayFromZero
        case .toNearestOrEven: .toNearestOrEven
        }
    }
}

extension Interpreter {
    /// `body` of a number, keeping its kind (an `Int` stays one).
    func withNumber(_ value: Value, at node: some SyntaxProtocol, _ body: (Double) -> Double) throws -> Value {
        guard case .number(let number, let kind) = value else {
            throw diagnostic("expected a number, got \(value.typeName)", at: node)
        }
        return .number(body(number), kind == .int ? .int : .float)
    }
}
