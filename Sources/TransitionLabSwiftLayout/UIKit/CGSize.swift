import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `CGSize`: `init(width:height:)`, `.zero`, `width`, `height`.
    static let cgSize: UIKitType = {
        var type = UIKitType("CGSize")
        type.implicitInitializers = true
        type.initializers["width:height:"] = { interpreter, arguments, call in
            .size(
                width: try interpreter.number(arguments[0].value, "width", at: call),
                height: try interpreter.number(arguments[1].value, "height", at: call))
        }
        type.staticProperties["zero"] = { _, _ in .member("zero") }
        for side in ["width", "height"] {
            type.properties[side] = Property(
                get: { interpreter, value, node in
                    let size = try interpreter.size(value, "CGSize", at: node)
                    return .number(side == "width" ? size.width : size.height, .float)
                },
                set: { interpreter, value, newValue, node in
                    var size = try interpreter.size(value, "CGSize", at: node)
                    let number = try interpreter.number(newValue, side, at: node)
                    if side == "width" { size.width = number } else { size.height = number }
                    value = .size(width: size.width, height: size.height)
                })
        }
        return type
    }()
}
