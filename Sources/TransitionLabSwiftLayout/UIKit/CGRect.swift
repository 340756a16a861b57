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
        return type
    }()
}
