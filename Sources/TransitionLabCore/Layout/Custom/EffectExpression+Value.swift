#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension EffectExpression {
    /// The expression's value for the variables `variable` gives, reading `shared` for the `shared` operation (the
    /// values of a `CustomLayoutDynamics`' shared expressions, already evaluated).
    public func value(shared: [Double], _ variable: (Variable) -> Double) -> Double {
        switch self {
        case .constant(let value): return value
        case .variable(let name): return variable(name)
        case .operation(let operation, let operands):
            guard operands.count == operation.arity else { return .nan }
            if operation == .shared {
                guard case .constant(let index) = operands[0], index >= 0, index < Double(shared.count) else {
                    return .nan
                }
                return shared[Int(index)]
            }
            if operation == .select {
                // Only the chosen branch is evaluated.
                return operands[0].value(shared: shared, variable) != 0
                    ? operands[1].value(shared: shared, variable) : operands[2].value(shared: shared, variable)
            }
            let a = operands[0].value(shared: shared, variable)
            let b = operands.count > 1 ? operands[1].value(shared: shared, variable) : 0
            switch operation {
            case .add: return a + b
            case .subtract: return a - b
            case .multiply: return a * b
            case .divide: return a / b
            case .negate: return -a
            case .abs: return Swift.abs(a)
            case .min: return Swift.min(a, b)
            case .max: return Swift.max(a, b)
            case .sqrt: return a.squareRoot()
            case .floor: return a.rounded(.down)
            case .ceil: return a.rounded(.up)
            case .round: return a.rounded()
            case .trunc: return a.rounded(.towardZero)
            case .remainder: return a.truncatingRemainder(dividingBy: b)
            case .sin: return sin(a)
            case .cos: return cos(a)
            case .atan2: return atan2(a, b)
            case .less: return a < b ? 1 : 0
            case .lessOrEqual: return a <= b ? 1 : 0
            case .greater: return a > b ? 1 : 0
            case .greaterOrEqual: return a >= b ? 1 : 0
            case .equal: return a == b ? 1 : 0
            case .notEqual: return a != b ? 1 : 0
            case .and: return a != 0 && b != 0 ? 1 : 0
            case .or: return a != 0 || b != 0 ? 1 : 0
            case .not: return a == 0 ? 1 : 0
            case .select, .shared: return .nan
            }
        }
    }
}
