import SwiftSyntax

extension UIKitType {
    /// `UInt`: `UInt(x)` truncates toward zero, and traps on a negative value, as Swift's conversion does.
    static let uint: UIKitType = {
        var type = UIKitType("UInt")
        type.initializers["_:"] = { interpreter, arguments, call in
            let number = try interpreter.number(arguments[0].value, "UInt", at: call).rounded(.towardZero)
            guard number >= 0 else {
                throw interpreter.diagnostic(
                    "UInt(\(number)) traps in Swift: give a value that is not negative", at: call)
            }
            return .number(number, .int)
        }
        return type
    }()
}
