import SwiftSyntax
import TransitionLabProtocol

/// Item badges: `NSCollectionLayoutSupplementaryItem` and `NSCollectionLayoutAnchor`
/// ([Apple: NSCollectionLayoutSupplementaryItem](https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem),
/// [NSCollectionLayoutAnchor](https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor)), kept in the
/// JSON form of docs/layout-spec.md ("Supplementary item").
extension Interpreter {
    /// `NSDirectionalRectEdge`'s edges, in the order the spec lists them.
    static let rectEdges = ["top", "leading", "bottom", "trailing"]

    func supplementaryInitializer(_ type: String, _ arguments: Arguments, at call: FunctionCallExprSyntax) throws
        -> Value?
    {
        switch (type, signature(arguments)) {
        case ("NSCollectionLayoutAnchor", "edges:"), ("NSCollectionLayoutAnchor", "edges:absoluteOffset:"),
            ("NSCollectionLayoutAnchor", "edges:fractionalOffset:"):
            var fields: [String: JSONValue] = [
                "edges": .array(try edges(arguments[0].value, at: call).map(JSONValue.string))
            ]
            if arguments.count == 2, let label = arguments[1].label {
                guard case .object(let point) = try data(arguments[1].value, .point, label, at: call) else {
                    return nil
                }
                fields[label] = .array([point["x"] ?? .number(0), point["y"] ?? .number(0)])
            }
            return .data(.anchor, .object(fields))
        case ("NSCollectionLayoutSupplementaryItem", "layoutSize:elementKind:containerAnchor:"),
            ("NSCollectionLayoutSupplementaryItem", "layoutSize:elementKind:containerAnchor:itemAnchor:"):
            var fields: [String: JSONValue] = [
                "size": try data(arguments[0].value, .layoutSize, "layoutSize", at: call),
                "elementKind": .string(try string(arguments[1].value, "elementKind", at: call)),
                "containerAnchor": try data(arguments[2].value, .anchor, "containerAnchor", at: call),
            ]
            if arguments.count == 4 {
                fields["itemAnchor"] = try data(arguments[3].value, .anchor, "itemAnchor", at: call)
            }
            return .object(
                LayoutObject(.supplementaryItem, fields: fields, at: call.positionAfterSkippingLeadingTrivia))
        default:
            return nil
        }
    }

    /// `.top`, `[.top, .trailing]`, `.all`, `NSDirectionalRectEdge.bottom`: the edges in spec order.
    private func edges(_ value: Value, at call: FunctionCallExprSyntax) throws -> [String] {
        let members: [Value]
        if case .array(let elements) = value { members = elements } else { members = [value] }
        var chosen = Set<String>()
        for member in members {
            let name = try choice(member, Self.rectEdges + ["all"], "edges", at: call)
            if name == "all" { chosen.formUnion(Self.rectEdges) } else { chosen.insert(name) }
        }
        return Self.rectEdges.filter(chosen.contains)
    }
}
