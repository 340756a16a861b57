import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `CGRect`: `init(x:y:width:height:)`, `init(origin:size:)`, `init()`, `.zero`; `origin`, `size`, `width`,
    /// `height` and `minX` … `maxY`. A rectangle's width and height may be negative, as a `CGRect`'s may: `width`,
    /// `height` and the edges are standardized, as Core Graphics' functions are.
    static let cgRect: UIKitType = {
        var type = UIKitType("CGRect")
        type.implicitInitializers = true
        type.initializers[""] = { _, _, _ in .rect(.zero) }
        type.initializers["x:y:width:height:"] = { interpreter, arguments, call in
            let labels = ["x", "y", "width", "height"]
            let values = try zip(labels, arguments).map { label, argument in
                try interpreter.number(argument.value, label, at: call)
            }
            return .rect(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
        }
        type.initializers["origin:size:"] = { interpreter, arguments, call in
            .rect(
                Rect(
                    origin: try interpreter.point(arguments[0].value, "origin", at: call),
                    size: try interpreter.size(arguments[1].value, "size", at: call)))
        }
        type.staticProperties["zero"] = { _, _ in .rect(.zero) }
        let edges: [String: @Sendable (Rect) -> Double] = [
            "width": { abs($0.size.width) }, "height": { abs($0.size.height) },
            "minX": { min($0.origin.x, $0.origin.x + $0.size.width) },
            "minY": { min($0.origin.y, $0.origin.y + $0.size.height) },
            "midX": { $0.origin.x + $0.size.width / 2 }, "midY": { $0.origin.y + $0.size.height / 2 },
            "maxX": { max($0.origin.x, $0.origin.x + $0.size.width) },
            "maxY": { max($0.origin.y, $0.origin.y + $0.size.height) },
        ]
        for (name, edge) in edges {
            type.properties[name] = Property(get: { interpreter, value, node in
                .number(edge(try interpreter.rect(value, "CGRect", at: node)), .float)
            })
        }
        type.properties["origin"] = Property(
            get: { interpreter, value, node in .point(try interpreter.rect(value, "CGRect", at: node).origin) },
            set: { interpreter, value, newValue, node in
                var rect = try interpreter.rect(value, "CGRect", at: node)
                rect.origin = try interpreter.point(newValue, "origin", at: node)
                value = .rect(rect)
            })
        type.properties["size"] = Property(
            get: { interpreter, value, node in
                let size = try interpreter.rect(value, "CGRect", at: node).size
                return .size(width: size.width, height: size.height)
            },
            set: { interpreter, value, newValue, node in
                var rect = try interpreter.rect(value, "CGRect", at: node)
                rect.size = try interpreter.size(newValue, "size", at: node)
                value = .rect(rect)
            })
        type.properties["isEmpty"] = Property(get: { interpreter, value, node in
            let rect = try interpreter.rect(value, "CGRect", at: node)
            return .bool(rect.width == 0 || rect.height == 0)
        })
        type.methods["intersects"] = [
            "_:": { interpreter, receiver, arguments, call in
                .bool(
                    try interpreter.rect(receiver, "CGRect", at: call).standardized.intersects(
                        try interpreter.rect(arguments[0].value, "intersects", at: call).standardized))
            }
        ]
        type.methods["contains"] = [
            "_:": { interpreter, receiver, arguments, call in
                let rect = try interpreter.rect(receiver, "CGRect", at: call).standardized
                if case .point(let point) = arguments[0].value { return .bool(rect.contains(point)) }
                let other = try interpreter.rect(arguments[0].value, "contains", at: call).standardized
                return .bool(
                    other.minX >= rect.minX && other.maxX <= rect.maxX && other.minY >= rect.minY
                        && other.maxY <= rect.maxY)
            }
        ]
        type.methods["insetBy"] = [
            "dx:dy:": { interpreter, receiver, arguments, call in
                let rect = try interpreter.rect(receiver, "CGRect", at: call).standardized
                let (dx, dy) = (
                    try interpreter.number(arguments[0].value, "dx", at: call),
                    try interpreter.number(arguments[1].value, "dy", at: call)
                )
                return .rect(
                    Rect(x: rect.minX + dx, y: rect.minY + dy, width: rect.width - 2 * dx, height: rect.height - 2 * dy)
                )
            }
        ]
        type.methods["inset"] = [
            "by:": { interpreter, receiver, arguments, call in
                let rect = try interpreter.rect(receiver, "CGRect", at: call).standardized
                let insets = try interpreter.edgeInsets(arguments[0].value, "by", at: call)
                return .rect(
                    Rect(
                        x: rect.minX + insets.leading, y: rect.minY + insets.top,
                        width: rect.width - insets.leading - insets.trailing,
                        height: rect.height - insets.top - insets.bottom))
            }
        ]
        type.methods["offsetBy"] = [
            "dx:dy:": { interpreter, receiver, arguments, call in
                let rect = try interpreter.rect(receiver, "CGRect", at: call)
                return .rect(
                    rect.offsetBy(
                        dx: try interpreter.number(arguments[0].value, "dx", at: call),
                        dy: try interpreter.number(arguments[1].value, "dy", at: call)))
            }
        ]
        type.methods["union"] = [
            "_:": { interpreter, receiver, arguments, call in
                let (a, b) = (
                    try interpreter.rect(receiver, "CGRect", at: call).standardized,
                    try interpreter.rect(arguments[0].value, "union", at: call).standardized
                )
                let (minX, minY) = (min(a.minX, b.minX), min(a.minY, b.minY))
                return .rect(
                    Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY))
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
