import SwiftSyntax

extension UIKitType {
    /// `CGAffineTransform`: `init(scaleX:y:)`, `init(translationX:y:)`, `init(rotationAngle:)`,
    /// `init(a:b:c:d:tx:ty:)`, `.identity`; `scaledBy(x:y:)`, `translatedBy(x:y:)`, `rotated(by:)`,
    /// `concatenating(_:)` (Core Graphics' definitions: the new transform acts first), `isIdentity`, and the six
    /// fields.
    static let cgAffineTransform: UIKitType = {
        var type = UIKitType("CGAffineTransform")
        type.implicitInitializers = true
        type.initializers["scaleX:y:"] = { interpreter, arguments, call in
            .transform(
                .scale(
                    try interpreter.number(arguments[0].value, "scaleX", at: call),
                    try interpreter.number(arguments[1].value, "y", at: call)))
        }
        type.initializers["translationX:y:"] = { interpreter, arguments, call in
            .transform(
                .translation(
                    try interpreter.number(arguments[0].value, "translationX", at: call),
                    try interpreter.number(arguments[1].value, "y", at: call)))
        }
        type.initializers["rotationAngle:"] = { interpreter, arguments, call in
            .transform(.rotation(try interpreter.number(arguments[0].value, "rotationAngle", at: call)))
        }
        type.initializers["a:b:c:d:tx:ty:"] = { interpreter, arguments, call in
            let values = try arguments.map { try interpreter.number($0.value, $0.label ?? "", at: call) }
            return .transform(
                AffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5]))
        }
        type.staticProperties["identity"] = { _, _ in .transform(.identity) }
        let transformed: (String, @escaping @Sendable (AffineTransform, [Double]) -> AffineTransform) -> Method = {
            _, make in
            { interpreter, receiver, arguments, call in
                let transform = try interpreter.affineTransform(receiver, at: call)
                let values = try arguments.map { try interpreter.number($0.value, $0.label ?? "", at: call) }
                return .transform(make(transform, values))
            }
        }
        type.methods["scaledBy"] = ["x:y:": transformed("scaledBy") { .scale($1[0], $1[1]).concatenating($0) }]
        type.methods["translatedBy"] = [
            "x:y:": transformed("translatedBy") { .translation($1[0], $1[1]).concatenating($0) }
        ]
        type.methods["rotated"] = ["by:": transformed("rotated") { .rotation($1[0]).concatenating($0) }]
        type.methods["concatenating"] = [
            "_:": { interpreter, receiver, arguments, call in
                .transform(
                    try interpreter.affineTransform(receiver, at: call).concatenating(
                        try interpreter.affineTransform(arguments[0].value, at: call)))
            }
        ]
        type.properties["isIdentity"] = Property(get: { interpreter, value, node in
            .bool(try interpreter.affineTransform(value, at: node) == .identity)
        })
        let fields: [(String, any WritableKeyPath<AffineTransform, Double> & Sendable)] = [
            ("a", \.a), ("b", \.b), ("c", \.c), ("d", \.d), ("tx", \.tx), ("ty", \.ty),
        ]
        for (name, keyPath) in fields {
            type.properties[name] = Property(
                get: { interpreter, value, node in
                    .number(try interpreter.affineTransform(value, at: node)[keyPath: keyPath], .float)
                },
                set: { interpreter, value, newValue, node in
                    var transform = try interpreter.affineTransform(value, at: node)
                    transform[keyPath: keyPath] = try interpreter.number(newValue, name, at: node)
                    value = .transform(transform)
                })
        }
        return type
    }()
}

extension Interpreter {
    /// A `CGAffineTransform`, or a `CATransform3D` that is one.
    func affineTransform(_ value: Value, at node: some SyntaxProtocol) throws -> AffineTransform {
        switch value {
        case .transform(let transform): return transform
        case .transform3D(let transform):
            guard let affine = transform.affine else {
                throw notSupportedYet(
                    "a 3-D transform that turns out of the plane or adds perspective (m34)` (docs/swift-layouts.md#transforms); `",
                    at: node)
            }
            return affine
        case .member("identity"): return .identity
        default: throw diagnostic("expected CGAffineTransform, got \(value.typeName)", at: node)
        }
    }
}
