import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `CGPoint`: `init(x:y:)`, `init()`, `.zero`, `x`, `y`; either field may be a symbol (`Interpreter+Symbols`).
    static let cgPoint = UIKitType.geometry("CGPoint", fields: ["x", "y"]) { .point(.zero) }

    /// A Core Graphics struct of numbers, fields in the order of its memberwise initialiser, each read and set, and
    /// each a number or a symbol.
    static func geometry(_ name: String, fields: [String], zero: @escaping @Sendable () -> Value) -> UIKitType {
        var type = UIKitType(name)
        type.implicitInitializers = true
        type.initializers[""] = { _, _, _ in zero() }
        type.initializers[fields.map { "\($0):" }.joined()] = { interpreter, arguments, call in
            try interpreter.makeRecord(
                name, try zip(fields, arguments).map { try interpreter.scalar($1.value, $0, at: call) })
        }
        type.staticProperties["zero"] = { _, _ in zero() }
        type.methods["equalTo"] = equalTo
        for (index, field) in fields.enumerated() {
            type.properties[field] = Property(
                get: { interpreter, value, node in try interpreter.fields(of: value, as: name, at: node)[index] },
                set: { interpreter, value, newValue, node in
                    var parts = try interpreter.fields(of: value, as: name, at: node)
                    parts[index] = try interpreter.scalar(newValue, field, at: node)
                    value = try interpreter.makeRecord(name, parts)
                })
        }
        return type
    }

    /// `equalTo(_:)` of Core Graphics' values: `==`.
    static let equalTo: [String: Method] = [
        "_:": { interpreter, receiver, arguments, call in
            try interpreter.comparison("==", receiver, arguments[0].value, at: call)
        }
    ]
}
