import TransitionLabCore

extension SwiftLayoutPrinter {
    /// A section's `visibleItemsEffect` as the `visibleItemsInvalidationHandler` that `SwiftLayoutReader` reads back.
    static func visibleItemsHandler(_ effect: JSONValue) -> [String] {
        guard case .object(let fields) = effect else { return [] }
        var lines = [
            "section.visibleItemsInvalidationHandler = { items, offset, environment in", "    for item in items {",
        ]
        if let alpha = fields["alpha"] { lines.append("        item.alpha = \(effectExpression(alpha))") }
        if fields["scaleX"] != nil || fields["scaleY"] != nil {
            let x = fields["scaleX"].map(effectExpression) ?? "1"
            let y = fields["scaleY"].map(effectExpression) ?? "1"
            lines.append("        item.transform = CGAffineTransform(scaleX: \(x), y: \(y))")
        }
        return lines + ["    }", "}"]
    }

    private static let effectVariables = [
        "itemMinX": "item.frame.minX", "itemMidX": "item.frame.midX", "itemMaxX": "item.frame.maxX",
        "itemMinY": "item.frame.minY", "itemMidY": "item.frame.midY", "itemMaxY": "item.frame.maxY",
        "itemWidth": "item.frame.width", "itemHeight": "item.frame.height", "offsetX": "offset.x",
        "offsetY": "offset.y",
        "containerWidth": "environment.container.contentSize.width",
        "containerHeight": "environment.container.contentSize.height",
    ]

    /// An effect expression as Swift, fully parenthesised.
    private static func effectExpression(_ value: JSONValue) -> String {
        switch value {
        case .number(let value): return value < 0 ? "(\(number(value)))" : number(value)
        case .string(let name): return effectVariables[name] ?? "0"
        case .object(let fields):
            guard case .string(let op) = fields["op"] ?? .null, case .array(let args) = fields["args"] ?? .null else {
                return "0"
            }
            let operands = args.map(effectExpression)
            switch (op, operands.count) {
            case ("negate", 1): return "(-\(operands[0]))"
            case (_, 1): return "\(op)(\(operands[0]))"
            case ("min", 2), ("max", 2): return "\(op)(\(operands[0]), \(operands[1]))"
            case (_, 2): return "(\(operands[0]) \(op) \(operands[1]))"
            default: return "0"
            }
        default: return "0"
        }
    }
}
