import TransitionLabCore

extension UIKitType {
    /// `NSDirectionalRectEdge`: `.top`, `.leading`, `.bottom`, `.trailing`, `.all`.
    static let directionalRectEdge = UIKitType.enumeration(
        "NSDirectionalRectEdge", cases: DirectionalRectEdge.allCases.map(\.rawValue))
}

/// Mirrors `NSDirectionalRectEdge`'s members.
enum DirectionalRectEdge: String, CaseIterable {
    case top, leading, bottom, trailing, all

    var edges: CollectionLayoutAnchor.Edges {
        CollectionLayoutAnchor.Edges.named.first { $0.name == rawValue }?.edge ?? .all
    }
}
