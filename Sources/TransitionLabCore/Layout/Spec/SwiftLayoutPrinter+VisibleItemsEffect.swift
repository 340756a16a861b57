extension SwiftLayoutPrinter {
    /// A section's `visibleItemsEffect` as the `visibleItemsInvalidationHandler` the Swift layout reader reads back.
    static func visibleItemsHandler(_ effect: VisibleItemsEffect) -> [String] {
        var lines = [
            "section.visibleItemsInvalidationHandler = { items, offset, environment in", "    for item in items {",
        ]
        if let alpha = effect.alpha { lines.append("        item.alpha = \(expression(alpha))") }
        if effect.scaleX != nil || effect.scaleY != nil {
            let x = effect.scaleX.map(expression) ?? "1"
            let y = effect.scaleY.map(expression) ?? "1"
            lines.append("        item.transform = CGAffineTransform(scaleX: \(x), y: \(y))")
        }
        return lines + ["    }", "}"]
    }

    /// The handler's Swift for a variable of the effect.
    private static func name(_ variable: EffectExpression.Variable) -> String {
        switch variable {
        case .itemMinX: "item.frame.minX"
        case .itemMidX: "item.frame.midX"
        case .itemMaxX: "item.frame.maxX"
        case .itemMinY: "item.frame.minY"
        case .itemMidY: "item.frame.midY"
        case .itemMaxY: "item.frame.maxY"
        case .itemWidth: "item.frame.width"
        case .itemHeight: "item.frame.height"
        case .offsetX: "offset.x"
        case .offsetY: "offset.y"
        case .containerWidth: "environment.container.contentSize.width"
        case .containerHeight: "environment.container.contentSize.height"
        default: variable.rawValue
        }
    }

    /// An effect expression as Swift, fully parenthesised.
    private static func expression(_ expression: EffectExpression) -> String {
        switch expression {
        case .constant(let value): return value < 0 ? "(\(number(value)))" : number(value)
        case .variable(let variable): return name(variable)
        case .operation(let operation, let operands):
            let texts = operands.map(self.expression)
            switch (operation, texts.count) {
            case (.negate, 1): return "(-\(texts[0]))"
            case (_, 1): return "\(operation.rawValue)(\(texts[0]))"
            case (.min, 2), (.max, 2): return "\(operation.rawValue)(\(texts[0]), \(texts[1]))"
            case (_, 2): return "(\(texts[0]) \(operation.rawValue) \(texts[1]))"
            default: return "0"
            }
        }
    }
}
