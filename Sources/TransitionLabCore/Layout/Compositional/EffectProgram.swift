/// An `EffectExpression` flattened into postfix order and evaluated on an operand stack (reverse Polish: C. L.
/// Hamblin, "Translation to and from Polish notation", The Computer Journal 5(3), 1962): one pass over an array per
/// cell, without recursion or allocation, where walking the tree allocated an array of operand values per operation.
/// Each node costs one evaluation step (`steps`).
struct EffectProgram: Sendable {
    private enum Code: UInt8 {
        case constant, variable
        case add, subtract, multiply, divide, negate, abs, min, max, sqrt
    }

    /// One postfix instruction: push `value` (a constant) or variable `variable`, or apply an operation to the top
    /// of the stack.
    private struct Instruction {
        var code: Code
        var value = 0.0
        var variable = 0
    }

    private let instructions: [Instruction]
    /// The expression itself when it uses an operation the stack machine does not run (a custom layout's rounding,
    /// comparisons and selections): it is evaluated by walking it (`EffectExpression.value(shared:_:)`).
    private let tree: EffectExpression?
    /// The deepest the operand stack gets.
    private let depth: Int
    /// Evaluation steps one value costs: the expression's nodes.
    let steps: Int

    init(_ expression: EffectExpression) {
        steps = expression.nodeCount
        guard Self.compiles(expression) else {
            (instructions, depth, tree) = ([], 0, expression)
            return
        }
        tree = nil
        var instructions: [Instruction] = []
        var height = 0
        var depth = 0
        func emit(_ instruction: Instruction, height change: Int) {
            instructions.append(instruction)
            height += change
            depth = max(depth, height)
        }
        func emit(_ node: EffectExpression) {
            switch node {
            case .constant(let value):
                emit(Instruction(code: .constant, value: value), height: 1)
            case .variable(let variable):
                let index = EffectExpression.Variable.allCases.firstIndex(of: variable)!
                emit(Instruction(code: .variable, variable: index), height: 1)
            case .operation(let operation, let operands):
                // An operation with the wrong number of operands is not a number, whatever they are.
                guard operands.count == operation.arity else {
                    return emit(Instruction(code: .constant, value: .nan), height: 1)
                }
                operands.forEach(emit)
                // `compiles` checked that every operation has a code.
                emit(Instruction(code: Self.code(operation)!), height: 1 - operation.arity)
            }
        }
        emit(expression)
        self.instructions = instructions
        self.depth = depth
    }

    /// Whether every operation of `expression` is one the stack machine runs.
    private static func compiles(_ expression: EffectExpression) -> Bool {
        guard case .operation(let operation, let operands) = expression else { return true }
        return code(operation) != nil && operands.allSatisfy(compiles)
    }

    private static func code(_ operation: EffectExpression.Operation) -> Code? {
        switch operation {
        case .add: .add
        case .subtract: .subtract
        case .multiply: .multiply
        case .divide: .divide
        case .negate: .negate
        case .abs: .abs
        case .min: .min
        case .max: .max
        case .sqrt: .sqrt
        default: nil
        }
    }

    /// The expression's value for a cell whose variables, in `EffectExpression.Variable.allCases` order, are
    /// `variables`. A binary operation takes its first operand from below the second on the stack.
    func value(_ variables: UnsafeBufferPointer<Double>) -> Double {
        if let tree {
            return tree.value(shared: []) { variables[EffectExpression.Variable.allCases.firstIndex(of: $0)!] }
        }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: depth) { stack in
            var top = 0
            for instruction in instructions {
                switch instruction.code {
                case .constant:
                    stack[top] = instruction.value
                    top += 1
                case .variable:
                    stack[top] = variables[instruction.variable]
                    top += 1
                case .negate: stack[top - 1] = -stack[top - 1]
                case .abs: stack[top - 1] = Swift.abs(stack[top - 1])
                case .sqrt: stack[top - 1] = stack[top - 1].squareRoot()
                case .add, .subtract, .multiply, .divide, .min, .max:
                    top -= 1
                    let (a, b) = (stack[top - 1], stack[top])
                    stack[top - 1] =
                        switch instruction.code {
                        case .add: a + b
                        case .subtract: a - b
                        case .multiply: a * b
                        case .divide: a / b
                        case .min: Swift.min(a, b)
                        default: Swift.max(a, b)
                        }
                }
            }
            return stack[0]
        }
    }
}

/// A `VisibleItemsEffect` with its expressions compiled (`EffectProgram`), as a prepared section applies it to its
/// visible cells in every frame.
struct PreparedVisibleItemsEffect: Sendable {
    private let alpha: EffectProgram?
    private let scaleX: EffectProgram?
    private let scaleY: EffectProgram?
    /// Evaluation steps one cell costs: every node of the effect's expressions.
    let steps: Int

    init(_ effect: VisibleItemsEffect) {
        alpha = effect.alpha.map(EffectProgram.init)
        scaleX = effect.scaleX.map(EffectProgram.init)
        scaleY = effect.scaleY.map(EffectProgram.init)
        steps = [alpha, scaleX, scaleY].reduce(0) { $0 + ($1?.steps ?? 0) }
    }

    /// Applies the effect to a cell whose unscrolled frame is `frame`, for a section scrolled by `offset` in a
    /// container of `container` (`VisibleItemsEffect`: the alpha clamped to 0…1, the frame scaled about its centre,
    /// a value that is not finite leaving the alpha or scale as it was).
    func apply(to attributes: inout LayoutAttributes, frame: Rect, offset: Double, container: Size) {
        let inputs = EffectExpression.Inputs(frame: frame, offset: offset, container: container)
        let (alphaValue, sx, sy) = withUnsafeTemporaryAllocation(
            of: Double.self, capacity: EffectExpression.Variable.allCases.count
        ) { variables in
            for (index, variable) in EffectExpression.Variable.allCases.enumerated() {
                variables[index] = inputs.value(of: variable)
            }
            let values = UnsafeBufferPointer(variables)
            return (alpha?.value(values), scaleX?.value(values) ?? 1, scaleY?.value(values) ?? 1)
        }
        if let alphaValue, alphaValue.isFinite { attributes.alpha = min(max(alphaValue, 0), 1) }
        let shown = attributes.frame
        if sx.isFinite, sy.isFinite, sx != 1 || sy != 1 {
            attributes.frame = Rect(
                center: shown.center, size: Size(width: shown.width * sx, height: shown.height * sy))
        }
    }
}
