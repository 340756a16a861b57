import SwiftSyntax

extension UIKitType {
    /// `NSCollectionLayoutContainer`, the environment's `container`, and the collection view whose bounds it is:
    /// `effectiveContentSize` and `contentSize` are the collection view's size W × H; `bounds` and `frame` are the
    /// container again, whose `size`, `width` and `height` read it; `traitCollection` its size classes. Anything
    /// else of the collection view is outside the layout (an error only if the layout reads it).
    static let collectionLayoutContainer: UIKitType = {
        var type = UIKitType("NSCollectionLayoutContainer")
        let size: @Sendable (Interpreter, Value, Syntax) throws -> Value = { interpreter, _, _ in
            .size(width: interpreter.containerSize.width, height: interpreter.containerSize.height)
        }
        for name in ["effectiveContentSize", "contentSize", "size"] { type.properties[name] = Property(get: size) }
        for name in ["bounds", "frame"] { type.properties[name] = Property(get: { _, _, _ in .container }) }
        type.properties["width"] = Property(get: { interpreter, _, _ in
            .number(interpreter.containerSize.width, .float)
        })
        type.properties["height"] = Property(get: { interpreter, _, _ in
            .number(interpreter.containerSize.height, .float)
        })
        type.properties["traitCollection"] = Property(get: { _, _, _ in .traitCollection })
        return type
    }()
}
