import SwiftSyntax

extension UIKitType {
    /// `CGFloat` (and `Double`, `Float`, which arithmetic treats alike): `CGFloat(x)`.
    static let cgFloat: UIKitType = {
        var type = UIKitType("CGFloat")
        type.aliases = ["Double", "Float"]
        type.initializers["_:"] = { interpreter, arguments, call in
            .number(try interpreter.number(arguments[0].value, "CGFloat", at: call), .float)
        }
        return type
    }()
}
