import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `CGRect`: `init(x:y:width:height:)`, `init(origin:size:)`, `init()`, `.zero`; `origin`, `size`, `width`,
    /// `height` and `minX` … `maxY`, `isEmpty`; `intersects(_:)`, `contains(_:)`, `insetBy(dx:dy:)`, `inset(by:)`,
    /// `offsetBy(dx:dy:)`, `union(_:)`, `intersection(_:)`, `divided(atDistance:from:)`, `equalTo(_:)`. A rectangle's width and height may be negative, as a
    /// `CGRect`'s may: `width`, `height`, the edges and the methods standardize it, as Core Graphics' functions do.
    /// Any field may be a symbol, and what is computed from it is one too.
    static let cgRect: UIKitType = {
        var type = UIKitType.geometry("CGRect", fields: ["x", "y", "width", "height"]) { .rect(.zero) }
        // `CGRect` has no `x` or `y` of its own (those are the memberwise initialiser's labels).
        type.properties["x"] = nil
        type.properties["y"] = nil
        type.initializers["origin:size:"] = { interpreter, arguments, call in
            try interpreter.makeRecord(
                "CGRect",
                try interpreter.fields(of: arguments[0].value, as: "CGPoint", at: call)
                    + interpreter.fields(of: arguments[1].value, as: "CGSize", at: call))
        }
        let edges: [(String, @Sendable (Interpreter, Interpreter.Edges, Syntax) throws -> Value)] = [
            ("width", { i, e, n in try i.operate(.abs, [e.width], at: n) }),
            ("height", { i, e, n in try i.operate(.abs, [e.height], at: n) }),
            ("minX", { _, e, _ in e.minX }), ("minY", { _, e, _ in e.minY }),
            ("midX", { _, e, _ in e.midX }), ("midY", { _, e, _ in e.midY }),
            ("maxX", { _, e, _ in e.maxX }), ("maxY", { _, e, _ in e.maxY }),
        ]
        for (name, edge) in edges {
            type.properties[name] = Property(get: { interpreter, value, node in
                try edge(interpreter, try interpreter.edges(of: value, at: node), node)
            })
        }
        /// `origin` and `size`: the record of type `name` made of the rectangle's fields in `range`, settable.
        func part(_ name: String, _ range: Range<Int>) -> Property {
            Property(
                get: { interpreter, value, node in
                    try interpreter.makeRecord(
                        name, Array(try interpreter.fields(of: value, as: "CGRect", at: node)[range]))
                },
                set: { interpreter, value, newValue, node in
                    var parts = try interpreter.fields(of: value, as: "CGRect", at: node)
                    parts.replaceSubrange(range, with: try interpreter.fields(of: newValue, as: name, at: node))
                    value = try interpreter.makeRecord("CGRect", parts)
                })
        }
        type.properties["origin"] = part("CGPoint", 0..<2)
        type.properties["size"] = part("CGSize", 2..<4)
        type.properties["isEmpty"] = Property(get: { interpreter, value, node in
            let parts = try interpreter.fields(of: value, as: "CGRect", at: node)
            return try interpreter.operate(
                .or,
                [
                    try interpreter.operate(.equal, [parts[2], .number(0, .float)], at: node),
                    try interpreter.operate(.equal, [parts[3], .number(0, .float)], at: node),
                ], at: node)
        })
        type.methods["equalTo"] = UIKitType.equalTo
        type.methods["intersects"] = [
            "_:": { interpreter, receiver, arguments, call in
                try interpreter.intersects(receiver, arguments[0].value, at: call)
            }
        ]
        type.methods["contains"] = [
            "_:": { interpreter, receiver, arguments, call in
                let a = try interpreter.edges(of: receiver, at: call)
                let tests: [(EffectExpression.Operation, Value, Value)]
                if arguments[0].value.typeName == "CGPoint" {
                    let point = try interpreter.fields(of: arguments[0].value, as: "CGPoint", at: call)
                    tests = [
                        (.greaterOrEqual, point[0], a.minX), (.less, point[0], a.maxX),
                        (.greaterOrEqual, point[1], a.minY), (.less, point[1], a.maxY),
                    ]
                } else {
                    let b = try interpreter.edges(of: arguments[0].value, at: call)
                    tests = [
                        (.greaterOrEqual, b.minX, a.minX), (.lessOrEqual, b.maxX, a.maxX),
                        (.greaterOrEqual, b.minY, a.minY), (.lessOrEqual, b.maxY, a.maxY),
                    ]
                }
                return try tests.reduce(Value.bool(true)) { result, test in
                    try interpreter.operate(
                        .and, [result, try interpreter.operate(test.0, [test.1, test.2], at: call)], at: call)
                }
            }
        ]
        type.methods["insetBy"] = [
            "dx:dy:": { interpreter, receiver, arguments, call in
                let e = try interpreter.edges(of: receiver, at: call)
                let (dx, dy) = (
                    try interpreter.scalar(arguments[0].value, "dx", at: call),
                    try interpreter.scalar(arguments[1].value, "dy", at: call)
                )
                return try interpreter.rect(
                    minX: e.minX, minY: e.minY, maxX: e.maxX, maxY: e.maxY, inset: (dx, dy, dx, dy), at: call)
            }
        ]
        type.methods["inset"] = [
            "by:": { interpreter, receiver, arguments, call in
                let e = try interpreter.edges(of: receiver, at: call)
                let insets = try interpreter.edgeInsets(arguments[0].value, "by", at: call)
                let number = { (value: Double) in Value.number(value, .float) }
                return try interpreter.rect(
                    minX: e.minX, minY: e.minY, maxX: e.maxX, maxY: e.maxY,
                    inset: (number(insets.leading), number(insets.top), number(insets.trailing), number(insets.bottom)),
                    at: call)
            }
        ]
        type.methods["offsetBy"] = [
            "dx:dy:": { interpreter, receiver, arguments, call in
                var parts = try interpreter.fields(of: receiver, as: "CGRect", at: call)
                parts[0] = try interpreter.arithmetic("+", parts[0], arguments[0].value, at: call)
                parts[1] = try interpreter.arithmetic("+", parts[1], arguments[1].value, at: call)
                return try interpreter.makeRecord("CGRect", parts)
            }
        ]
        type.methods["union"] = [
            "_:": { interpreter, receiver, arguments, call in
                let (a, b) = (
                    try interpreter.edges(of: receiver, at: call),
                    try interpreter.edges(of: arguments[0].value, at: call)
                )
                return try interpreter.rect(
                    minX: try interpreter.operate(.min, [a.minX, b.minX], at: call),
                    minY: try interpreter.operate(.min, [a.minY, b.minY], at: call),
                    maxX: try interpreter.operate(.max, [a.maxX, b.maxX], at: call),
                    maxY: try interpreter.operate(.max, [a.maxY, b.maxY], at: call), at: call)
            }
        ]
        type.methods["divided"] = [
            "atDistance:from:": { interpreter, receiver, arguments, call in
                // `CGRectDivide`: a slice `distance` thick (within the rectangle) from the edge, and the rest
                // (https://developer.apple.com/documentation/corefoundation/cgrect/divided(atdistance:from:)).
                let rect = try interpreter.rect(receiver, "CGRect", at: call).standardized
                let distance = try interpreter.number(arguments[0].value, "divided(atDistance:from:)", at: call)
                let edge: String? =
                    switch arguments[1].value {
                    case .member(let name), .enumCase(_, let name?, _): name
                    default: nil
                    }
                let alongX = edge == "minXEdge" || edge == "maxXEdge"
                guard let edge, alongX || edge == "minYEdge" || edge == "maxYEdge" else {
                    throw interpreter.diagnostic("divided(atDistance:from:) expects a CGRectEdge", at: call)
                }
                let thickness = min(max(distance, 0), alongX ? rect.width : rect.height)
                let rest = (alongX ? rect.width : rect.height) - thickness
                let (slice, remainder): (Rect, Rect) =
                    switch edge {
                    case "minXEdge":
                        (
                            Rect(x: rect.minX, y: rect.minY, width: thickness, height: rect.height),
                            Rect(x: rect.minX + thickness, y: rect.minY, width: rest, height: rect.height)
                        )
                    case "maxXEdge":
                        (
                            Rect(x: rect.maxX - thickness, y: rect.minY, width: thickness, height: rect.height),
                            Rect(x: rect.minX, y: rect.minY, width: rest, height: rect.height)
                        )
                    case "minYEdge":
                        (
                            Rect(x: rect.minX, y: rect.minY, width: rect.width, height: thickness),
                            Rect(x: rect.minX, y: rect.minY + thickness, width: rect.width, height: rest)
                        )
                    default:
                        (
                            Rect(x: rect.minX, y: rect.maxY - thickness, width: rect.width, height: thickness),
                            Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rest)
                        )
                    }
                return .tuple([("slice", .rect(slice)), ("remainder", .rect(remainder))])
            }
        ]
        type.methods["intersection"] = [
            "_:": { interpreter, receiver, arguments, call in
                let (a, b) = (
                    try interpreter.rect(receiver, "CGRect", at: call).standardized,
                    try interpreter.rect(arguments[0].value, "intersection", at: call).standardized
                )
                let (minX, minY) = (max(a.minX, b.minX), max(a.minY, b.minY))
                let (maxX, maxY) = (min(a.maxX, b.maxX), min(a.maxY, b.maxY))
                guard maxX >= minX, maxY >= minY else {
                    throw interpreter.notSupportedYet(
                        "CGRect.null` (the intersection of rectangles that do not meet", at: call)
                }
                return .rect(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
            }
        ]
        return type
    }()
}

extension Rect {
    /// The rectangle with a non-negative width and height covering the same points (`CGRect.standardized`).
    var standardized: Rect {
        Rect(x: min(minX, maxX), y: min(minY, maxY), width: abs(width), height: abs(height))
    }
}

extension Interpreter {
    /// A rectangle's standardized edges, numbers or symbols.
    struct Edges {
        var minX, minY, midX, midY, maxX, maxY, width, height: Value
    }

    /// `a.intersects(b)`: open intervals, as `CGRectIntersectsRect`, so rectangles that only touch do not meet.
    func intersects(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws -> Value {
        let (a, b) = (try edges(of: a, at: node), try edges(of: b, at: node))
        let tests = [(a.minX, b.maxX), (b.minX, a.maxX), (a.minY, b.maxY), (b.minY, a.maxY)]
        return try tests.reduce(Value.bool(true)) { result, test in
            try operate(.and, [result, try operate(.less, [test.0, test.1], at: node)], at: node)
        }
    }

    func edges(of value: Value, at node: some SyntaxProtocol) throws -> Edges {
        let parts = try fields(of: value, as: "CGRect", at: node)
        let (x, y, width, height) = (parts[0], parts[1], parts[2], parts[3])
        let farX = try arithmetic("+", x, width, at: node)
        let farY = try arithmetic("+", y, height, at: node)
        let half = Value.number(2, .float)
        return Edges(
            minX: try operate(.min, [x, farX], at: node), minY: try operate(.min, [y, farY], at: node),
            midX: try arithmetic("+", x, try arithmetic("/", width, half, at: node), at: node),
            midY: try arithmetic("+", y, try arithmetic("/", height, half, at: node), at: node),
            maxX: try operate(.max, [x, farX], at: node), maxY: try operate(.max, [y, farY], at: node),
            width: width, height: height)
    }

    /// The rectangle from edges, each moved inward by `inset` (left, top, right, bottom).
    func rect(
        minX: Value, minY: Value, maxX: Value, maxY: Value,
        inset: (Value, Value, Value, Value) = (
            .number(0, .float), .number(0, .float), .number(0, .float), .number(0, .float)
        ),
        at node: some SyntaxProtocol
    ) throws -> Value {
        let left = try arithmetic("+", minX, inset.0, at: node)
        let top = try arithmetic("+", minY, inset.1, at: node)
        let right = try arithmetic("-", maxX, inset.2, at: node)
        let bottom = try arithmetic("-", maxY, inset.3, at: node)
        return try makeRecord(
            "CGRect",
            [left, top, try arithmetic("-", right, left, at: node), try arithmetic("-", bottom, top, at: node)])
    }
}
