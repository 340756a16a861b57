/// Mirrors `NSCollectionLayoutSpacing`: a fixed gap, or a flexible one that grows to share the leftover space.
///
/// Flexible spacing is at least its value; the space left in a group is split equally among the flexible gaps
/// ([Apple: NSCollectionLayoutSpacing](https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing);
/// the even split follows IBPCollectionViewCompositionalLayout
/// `Sources/IBPCollectionViewCompositionalLayout/IBPCollectionCompositionalLayoutSolver.m`).
public enum CollectionLayoutSpacing: Sendable, Hashable {
    case fixed(Double)
    case flexible(Double)

    /// The spacing value: the gap for `.fixed`, the minimum for `.flexible`.
    public var spacing: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value
        }
    }

    /// `NSCollectionLayoutSpacing.isFlexibleSpacing`.
    public var isFlexibleSpacing: Bool {
        if case .flexible = self { return true }
        return false
    }

    /// `NSCollectionLayoutSpacing.isFixedSpacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}
