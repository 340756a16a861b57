import SwiftSyntax

extension UIKitType {
    /// `UITraitCollection` of the environment or the collection view: `horizontalSizeClass` and
    /// `verticalSizeClass`, from the collection view's size (`SizeClasses`), compared with `.compact` or `.regular`.
    static let traitCollection: UIKitType = {
        var type = UIKitType("UITraitCollection")
        type.properties["horizontalSizeClass"] = Property(get: { interpreter, _, _ in
            .member(SizeClasses(interpreter.containerSize).horizontal)
        })
        type.properties["verticalSizeClass"] = Property(get: { interpreter, _, _ in
            .member(SizeClasses(interpreter.containerSize).vertical)
        })
        return type
    }()
}
