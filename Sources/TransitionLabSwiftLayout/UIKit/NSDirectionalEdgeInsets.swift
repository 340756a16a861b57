import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSDirectionalEdgeInsets`: `init(top:leading:bottom:trailing:)`, `init()`, `.zero` and each edge, read and
    /// set (`section.contentInsets.leading = 8`); each edge is a number a layout takes (`LayoutSpec.checkedNumber`).
    static let directionalEdgeInsets = UIKitType.insets(
        "NSDirectionalEdgeInsets", edges: ["top", "leading", "bottom", "trailing"]
    ) { .directionalInsets($0) }

    /// An insets type whose four edges, in its initialiser's order, are `edges`; `make` wraps the model's insets
    /// (leading for left, trailing for right) as the type's value.
    static func insets(
        _ name: String, edges: [String], make: @escaping @Sendable (DirectionalEdgeInsets) -> Value
    ) -> UIKitType {
        let keyPaths: [any WritableKeyPath<DirectionalEdgeInsets, Double> & Sendable] = [
            \.top, \.leading, \.bottom, \.trailing,
        ]
        var type = UIKitType(name)
        type.implicitInitializers = true
        type.initializers[""] = { _, _, _ in make(.zero) }
        type.initializers[edges.map { "\($0):" }.joined()] = { interpreter, arguments, call in
            var insets = DirectionalEdgeInsets.zero
            for (index, (argument, syntax)) in zip(arguments, call.arguments).enumerated() {
                insets[keyPath: keyPaths[index]] = try interpreter.layoutNumber(
                    argument.value, edges[index], at: syntax.expression)
            }
            return make(insets)
        }
        type.staticProperties["zero"] = { _, _ in .member("zero") }
        for (index, edge) in edges.enumerated() {
            type.properties[edge] = Property(
                get: { interpreter, value, node in
                    .number(try interpreter.insets(value, name, at: node)[keyPath: keyPaths[index]], .float)
                },
                set: { interpreter, value, newValue, node in
                    var insets = try interpreter.insets(value, name, at: node)
                    insets[keyPath: keyPaths[index]] = try interpreter.layoutNumber(newValue, edge, at: node)
                    value = make(insets)
                })
        }
        return type
    }
}
