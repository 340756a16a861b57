import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `CGPoint`: `init(x:y:)`, `init()`, `.zero`, `x`, `y`.
    static let cgPoint: UIKitType = {
        var type = UIKitType("CGPoint")
        type.implicitInitializers = true
        type.initializers[""] = { _, _, _ in .point(.zero) }
        type.initializers["x:y:"] = { interpreter, arguments, call in
            .point(
                Point(
                    x: try interpreter.number(arguments[0].value, "x", at: call),
                    y: try interpreter.number(arguments[1].value, "y", at: call)))
        }
        type.staticProperties["zero"] = { _, _ in .member("zero") }
        for axis in ["x", "y"] {
            type.properties[axis] = Property(
                get: { interpreter, value, node in
                    let point = try interpreter.point(value, "CGPoint", at: node)
                    return .number(axis == "x" ? point.x : point.y, .float)
                },
                set: { interpreter, value, newValue, node in
                    var point = try interpreter.point(value, "CGPoint", at: node)
                    let number = try interpreter.number(newValue, axis, at: node)
                    if axis == "x" { point.x = number } else { point.y = number }
                    value = .point(point)
                })
        }
        return type
    }()
}
