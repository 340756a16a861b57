import TransitionLabCore

extension SpecValue {
    /// `{"alpha":E,"scaleX":E,"scaleY":E}`, each E a number, a variable name (`"itemMidX"`, `"offsetX"`,
    /// `"containerWidth"`, …) or `{"op":"+","args":[E,E]}` (`VisibleItemsEffect`).
    func visibleItemsEffect() throws(LayoutSpecError) -> VisibleItemsEffect {
        let fields = try object(allowing: ["alpha", "scaleX", "scaleY"])
        return VisibleItemsEffect(
            alpha: try field("alpha", in: fields)?.effectExpression(),
            scaleX: try field("scaleX", in: fields)?.effectExpression(),
            scaleY: try field("scaleY", in: fields)?.effectExpression())
    }

    func effectExpression() throws(LayoutSpecError) -> EffectExpression {
        let expression = try effectNode()
        try validating { () throws(LayoutSpecViolation) in try expression.validate() }
        return expression
    }

    func effectNode() throws(LayoutSpecError) -> EffectExpression {
        switch value {
        case .number(let number): return .constant(number)
        case .string(let name):
            guard let variable = EffectExpression.Variable(rawValue: name) else {
                let names = EffectExpression.Variable.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("'\(name)' is not one of \(names)")
            }
            return .variable(variable)
        default:
            let fields = try object(allowing: ["op", "args"])
            let operation = try required("op", in: fields).choice(EffectExpression.Operation.self)
            let operands = try required("args", in: fields).array()
            guard operands.count == operation.arity else {
                throw error("'\(operation.rawValue)' takes \(operation.arity) operands")
            }
            return .operation(operation, try operands.map { reader throws(LayoutSpecError) in try reader.effectNode() })
        }
    }
}
