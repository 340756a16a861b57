import SwiftSyntax

extension UIKitType {
    /// `Int`: `Int(x)` truncates toward zero, as Swift's conversion from a floating-point value does.
    static let int: UIKitType = {
        var type = UIKitType("Int")
        type.initializers["_:"] = { interpreter, arguments, call in
            .number(try interpreter.number(arguments[0].value, "Int", at: call).rounded(.towardZero), .int)
        }
        return type
    }()
}
