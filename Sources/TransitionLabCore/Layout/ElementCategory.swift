/// Mirrors `UICollectionView.ElementCategory` plus the element kind string of supplementary and decoration views.
public enum ElementCategory: Sendable, Hashable, Codable {
    case cell
    case supplementaryView(elementKind: String)
    case decorationView(elementKind: String)

    /// `"cell"`, or the supplementary or decoration view's element kind.
    public var kindName: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView(let kind), .decorationView(let kind): kind
        }
    }
}
