import SwiftSyntax
import TransitionLabCore

/// Item badges: `NSCollectionLayoutSupplementaryItem` and `NSCollectionLayoutAnchor`
/// ([Apple: NSCollectionLayoutSupplementaryItem](https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem),
/// [NSCollectionLayoutAnchor](https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor)).
extension Interpreter {
    func supplementaryInitializer(_ type: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws
        -> Value?
    {
        switch (type, signature(arguments)) {
        case ("NSCollectionLayoutAnchor", "edges:"):
            return .anchor(CollectionLayoutAnchor(edges: try edges(arguments[0].value, at: call)))
        case ("NSCollectionLayoutAnchor", "edges:absoluteOffset:"),
            ("NSCollectionLayoutAnchor", "edges:fractionalOffset:"):
            let label = arguments[1].label ?? "absoluteOffset"
            let given = try point(arguments[1].value, label, at: call)
            let offset = try checking(label, at: argument(label, of: call)) { () throws(LayoutSpecViolation) in
                Point(x: try LayoutSpec.checkedNumber(given.x), y: try LayoutSpec.checkedNumber(given.y))
            }
            return .anchor(
                CollectionLayoutAnchor(
                    edges: try edges(arguments[0].value, at: call),
                    offset: label == "fractionalOffset" ? .fractional(offset) : .absolute(offset)))
        case ("NSCollectionLayoutSupplementaryItem", "layoutSize:elementKind:containerAnchor:"),
            ("NSCollectionLayoutSupplementaryItem", "layoutSize:elementKind:containerAnchor:itemAnchor:"):
            let item = CollectionLayoutSupplementaryItem(
                layoutSize: try layoutSize(arguments[0].value, "layoutSize", at: call),
                elementKind: try string(arguments[1].value, "elementKind", at: call),
                containerAnchor: try anchor(arguments[2].value, "containerAnchor", at: call),
                itemAnchor: try arguments.count == 4 ? anchor(arguments[3].value, "itemAnchor", at: call) : nil)
            return .object(LayoutObject(.supplementaryItem(item), at: call.positionAfterSkippingLeadingTrivia))
        default:
            return nil
        }
    }

    /// `.top`, `[.top, .trailing]`, `.all`, `NSDirectionalRectEdge.bottom`.
    private func edges(_ value: Value, at call: FunctionCallExprSyntax) throws -> CollectionLayoutAnchor.Edges {
        let members: [Value]
        if case .array(let elements) = value { members = elements } else { members = [value] }
        var edges: CollectionLayoutAnchor.Edges = []
        for member in members { edges.formUnion(try choice(member, DirectionalRectEdge.self, "edges", at: call).edges) }
        return edges
    }
}

/// Mirrors `NSDirectionalRectEdge`'s members.
enum DirectionalRectEdge: String, CaseIterable {
    case top, leading, bottom, trailing, all

    var edges: CollectionLayoutAnchor.Edges {
        CollectionLayoutAnchor.Edges.named.first { $0.name == rawValue }?.edge ?? .all
    }
}
