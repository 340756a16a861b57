import SwiftSyntax

extension UIKitType {
    /// `CATransform3D` and Core Animation's functions on it (`CATransform3DIdentity`, `CATransform3DMakeScale`,
    /// `…MakeTranslation`, `…MakeRotation`, `…Scale`, `…Translate`, `…Rotate`, `…Concat`,
    /// `…MakeAffineTransform`) and its fields `m11` … `m44`. A layout's 3-D transform is drawn when it stays in
    /// the plane (`Transform3D.affine`); one that turns out of it or adds perspective is refused where it is used.
    static let caTransform3D: UIKitType = {
        var type = UIKitType("CATransform3D")
        type.staticProperties["identity"] = { _, _ in .transform3D(.identity) }
        type.globals["CATransform3DIdentity"] = { _, _ in .transform3D(.identity) }
        for (index, name) in Transform3D.fieldNames.enumerated() {
            type.properties[name] = Property(
                get: { interpreter, value, node in
                    .number(try interpreter.transform3D(value, at: node).m[index], .float)
                },
                set: { interpreter, value, newValue, node in
                    var transform = try interpreter.transform3D(value, at: node)
                    transform.m[index] = try interpreter.number(newValue, name, at: node)
                    value = .transform3D(transform)
                })
        }
        return type
    }()
}

extension Interpreter {
    func transform3D(_ value: Value, at node: some SyntaxProtocol) throws -> Transform3D {
        switch value {
        case .transform3D(let transform): return transform
        case .transform(let affine): return Transform3D(affine)
        default: throw diagnostic("expected CATransform3D, got \(value.typeName)", at: node)
        }
    }

    /// `CATransform3DMake…`, `CATransform3DScale`, `…Translate`, `…Rotate`, `…Concat`,
    /// `…MakeAffineTransform`; nil for other names.
    func transform3DFunction(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws -> Value? {
        guard name.hasPrefix("CATransform3D") else { return nil }
        let numbers = { (values: ArraySlice<(label: String?, value: Value)>) in
            try values.map { try self.number($0.value, name, at: call) }
        }
        if let planeScale = try symbolicPlaneScale(name, arguments, at: call) { return planeScale }
        let made: Transform3D
        switch (name, arguments.count) {
        case ("CATransform3DMakeScale", 3):
            let n = try numbers(arguments[...])
            made = .scale(n[0], n[1], n[2])
        case ("CATransform3DMakeTranslation", 3):
            let n = try numbers(arguments[...])
            made = .translation(n[0], n[1], n[2])
        case ("CATransform3DMakeRotation", 4):
            let n = try numbers(arguments[...])
            made = .rotation(n[0], n[1], n[2], n[3])
        case ("CATransform3DScale", 4):
            let n = try numbers(arguments.dropFirst())
            made = Transform3D.scale(n[0], n[1], n[2]).concatenating(try transform3D(arguments[0].value, at: call))
        case ("CATransform3DTranslate", 4):
            let n = try numbers(arguments.dropFirst())
            made = Transform3D.translation(n[0], n[1], n[2]).concatenating(
                try transform3D(arguments[0].value, at: call))
        case ("CATransform3DRotate", 5):
            let n = try numbers(arguments.dropFirst())
            made = Transform3D.rotation(n[0], n[1], n[2], n[3]).concatenating(
                try transform3D(arguments[0].value, at: call))
        case ("CATransform3DConcat", 2):
            made = try transform3D(arguments[0].value, at: call).concatenating(
                try transform3D(arguments[1].value, at: call))
        case ("CATransform3DMakeAffineTransform", 1):
            made = Transform3D(try affineTransform(arguments[0].value, at: call))
        default:
            return nil
        }
        return .transform3D(made)
    }

    /// `CATransform3DMakeScale(s, s, 1)` or `CATransform3DScale(CATransform3DIdentity, s, s, 1)` with a scale that
    /// changes as the content scrolls: the plane scale it is, as a `CGAffineTransform` of the symbols (a carousel's
    /// shrinking side items); nil for anything else.
    private func symbolicPlaneScale(_ name: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws
        -> Value?
    {
        let scales: ArraySlice<(label: String?, value: Value)>
        switch (name, arguments.count) {
        case ("CATransform3DMakeScale", 3): scales = arguments[...]
        case ("CATransform3DScale", 4):
            guard case .transform3D(let base) = arguments[0].value, base == .identity else { return nil }
            scales = arguments.dropFirst()
        default: return nil
        }
        let (x, y, z) = (scales[scales.startIndex].value, scales[scales.startIndex + 1].value, scales.last!.value)
        let isSymbol = { (value: Value) in if case .symbol = value { true } else { false } }
        guard isSymbol(x) || isSymbol(y), try number(z, name, at: call) == 1 else { return nil }
        return try makeTransform(scaleX: x, y: y, at: call)
    }
}
