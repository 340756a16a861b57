import SwiftSyntax

extension UIKitType {
    /// `CGAffineTransform`: `init(scaleX:y:)`, `init(translationX:y:)`, `init(rotationAngle:)`,
    /// `init(a:b:c:d:tx:ty:)`, `.identity`; `scaledBy(x:y:)`, `translatedBy(x:y:)`, `rotated(by:)`,
    /// `concatenating(_:)` (Core Graphics' definitions: the new transform acts first), `isIdentity`, and the six
    /// fields, any of which may be a symbol.
    static let cgAffineTransform: UIKitType = {
        let name = "CGAffineTransform"
        var type = UIKitType.geometry(name, fields: ["a", "b", "c", "d", "tx", "ty"]) { .transform(.identity) }
        type.initializers[""] = nil
        type.staticProperties["zero"] = nil
        type.staticProperties["identity"] = { _, _ in .transform(.identity) }
        type.initializers["scaleX:y:"] = { interpreter, arguments, call in
            try interpreter.makeTransform(scaleX: arguments[0].value, y: arguments[1].value, at: call)
        }
        type.initializers["translationX:y:"] = { interpreter, arguments, call in
            try interpreter.makeTransform(translationX: arguments[0].value, y: arguments[1].value, at: call)
        }
        type.initializers["rotationAngle:"] = { interpreter, arguments, call in
            try interpreter.makeTransform(rotationAngle: arguments[0].value, at: call)
        }
        type.methods["scaledBy"] = [
            "x:y:": { interpreter, receiver, arguments, call in
                try interpreter.concatenate(
                    try interpreter.makeTransform(scaleX: arguments[0].value, y: arguments[1].value, at: call),
                    receiver,
                    at: call)
            }
        ]
        type.methods["translatedBy"] = [
            "x:y:": { interpreter, receiver, arguments, call in
                try interpreter.concatenate(
                    try interpreter.makeTransform(translationX: arguments[0].value, y: arguments[1].value, at: call),
                    receiver, at: call)
            }
        ]
        type.methods["rotated"] = [
            "by:": { interpreter, receiver, arguments, call in
                try interpreter.concatenate(
                    try interpreter.makeTransform(rotationAngle: arguments[0].value, at: call), receiver, at: call)
            }
        ]
        type.methods["concatenating"] = [
            "_:": { interpreter, receiver, arguments, call in
                try interpreter.concatenate(receiver, arguments[0].value, at: call)
            }
        ]
        type.properties["isIdentity"] = Property(get: { interpreter, value, node in
            let parts = try interpreter.fields(of: value, as: name, at: node)
            return try zip(parts, [1.0, 0, 0, 1, 0, 0]).reduce(Value.bool(true)) { result, pair in
                try interpreter.operate(
                    .and, [result, try interpreter.operate(.equal, [pair.0, .number(pair.1, .float)], at: node)],
                    at: node)
            }
        })
        return type
    }()
}

extension Interpreter {
    func makeTransform(scaleX: Value, y: Value, at node: some SyntaxProtocol) throws -> Value {
        let zero = Value.number(0, .float)
        return try makeRecord(
            "CGAffineTransform",
            [try scalar(scaleX, "scaleX", at: node), zero, zero, try scalar(y, "y", at: node), zero, zero])
    }

    func makeTransform(translationX: Value, y: Value, at node: some SyntaxProtocol) throws -> Value {
        let (zero, one) = (Value.number(0, .float), Value.number(1, .float))
        return try makeRecord(
            "CGAffineTransform",
            [one, zero, zero, one, try scalar(translationX, "translationX", at: node), try scalar(y, "y", at: node)])
    }

    func makeTransform(rotationAngle: Value, at node: some SyntaxProtocol) throws -> Value {
        let angle = try scalar(rotationAngle, "rotationAngle", at: node)
        let (cosine, sine) = (try operate(.cos, [angle], at: node), try operate(.sin, [angle], at: node))
        let zero = Value.number(0, .float)
        return try makeRecord(
            "CGAffineTransform", [cosine, sine, try operate(.negate, [sine], at: node), cosine, zero, zero])
    }

    /// `first` then `second` (`CGAffineTransformConcat(first, second)`).
    func concatenate(_ first: Value, _ second: Value, at node: some SyntaxProtocol) throws -> Value {
        let t = try fields(of: first, as: "CGAffineTransform", at: node)
        let u = try fields(of: second, as: "CGAffineTransform", at: node)
        func sum(_ terms: [(Value, Value)], plus extra: Value? = nil) throws -> Value {
            var result = extra ?? .number(0, .float)
            for (a, b) in terms { result = try arithmetic("+", result, try arithmetic("*", a, b, at: node), at: node) }
            return result
        }
        return try makeRecord(
            "CGAffineTransform",
            [
                try sum([(t[0], u[0]), (t[1], u[2])]), try sum([(t[0], u[1]), (t[1], u[3])]),
                try sum([(t[2], u[0]), (t[3], u[2])]), try sum([(t[2], u[1]), (t[3], u[3])]),
                try sum([(t[4], u[0]), (t[5], u[2])], plus: u[4]), try sum([(t[4], u[1]), (t[5], u[3])], plus: u[5]),
            ])
    }

    /// A `CGAffineTransform`, or a `CATransform3D` that is one, when no field is a symbol.
    func affineTransform(_ value: Value, at node: some SyntaxProtocol) throws -> AffineTransform {
        switch value {
        case .transform(let transform): return transform
        case .transform3D(let transform):
            guard let affine = transform.affine else {
                throw diagnostic(
                    "not supported yet: a 3-D transform that turns out of the plane, moves in z or adds perspective "
                        + "(m34) (docs/swift-layouts.md#not-supported-yet): replace it with a CGAffineTransform (scale, "
                        + "rotation, translation in the plane) or remove it", at: node)
            }
            return affine
        case .member("identity"): return .identity
        case .record: throw changesPerFrame("a transform", at: node)
        default: throw diagnostic("expected CGAffineTransform, got \(value.typeName)", at: node)
        }
    }
}
