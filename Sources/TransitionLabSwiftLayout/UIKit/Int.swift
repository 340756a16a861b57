import SwiftSyntax

extension UIKitType {
    /// `Int`: `Int(x)` truncates toward zero, as Swift's conversion from a floating-point value does;
    /// `isMultiple(of:)`, `.max`, `.min`.
    static let int: UIKitType = {
        var type = UIKitType("Int")
        type.initializers["_:"] = { interpreter, arguments, call in
            .number(try interpreter.number(arguments[0].value, "Int", at: call).rounded(.towardZero), .int)
        }
        type.staticProperties["max"] = { _, _ in .number(1e15, .int) }
        type.staticProperties["min"] = { _, _ in .number(-1e15, .int) }
        type.methods["isMultiple"] = [
            "of:": { interpreter, receiver, arguments, call in
                let (value, divisor) = (
                    try interpreter.integer(receiver, at: call), try interpreter.integer(arguments[0].value, at: call)
                )
                return .bool(divisor == 0 ? value == 0 : value % divisor == 0)
            }
        ]
        return type
    }()
}
