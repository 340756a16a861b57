import SwiftSyntax
import TransitionLabCore

extension UIKitType {
    /// `NSCollectionLayoutAnchor(edges:)`, `(edges:absoluteOffset:)`, `(edges:fractionalOffset:)`
    /// ([Apple](https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor)): edges `.top`,
    /// `[.top, .trailing]`, `.all`, `NSDirectionalRectEdge.bottom`.
    static let collectionLayoutAnchor: UIKitType = {
        var type = UIKitType("NSCollectionLayoutAnchor")
        type.implicitInitializers = true
        type.initializers["edges:"] = { interpreter, arguments, call in
            .anchor(CollectionLayoutAnchor(edges: try interpreter.edges(arguments[0].value, at: call)))
        }
        for label in ["absoluteOffset", "fractionalOffset"] {
            type.initializers["edges:\(label):"] = { interpreter, arguments, call in
                let given = try interpreter.point(arguments[1].value, label, at: call)
                let offset = try interpreter.checking(label, at: interpreter.argument(label, of: call)) {
                    () throws(LayoutSpecViolation) in
                    Point(x: try LayoutSpec.checkedNumber(given.x), y: try LayoutSpec.checkedNumber(given.y))
                }
                return .anchor(
                    CollectionLayoutAnchor(
                        edges: try interpreter.edges(arguments[0].value, at: call),
                        offset: label == "fractionalOffset" ? .fractional(offset) : .absolute(offset)))
            }
        }
        return type
    }()
}

extension Interpreter {
    /// `.top`, `[.top, .trailing]`, `.all`, `NSDirectionalRectEdge.bottom`.
    func edges(_ value: Value, at call: FunctionCallExprSyntax) throws -> CollectionLayoutAnchor.Edges {
        let members: [Value]
        if case .array(let elements) = value { members = elements } else { members = [value] }
        var edges: CollectionLayoutAnchor.Edges = []
        for member in members { edges.formUnion(try choice(member, DirectionalRectEdge.self, "edges", at: call).edges) }
        return edges
    }
}
