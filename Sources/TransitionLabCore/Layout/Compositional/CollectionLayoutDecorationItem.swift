/// Mirrors `NSCollectionLayoutDecorationItem.background(elementKind:)`: a view behind a whole section.
///
/// The background covers the section's frame, header and footer included, shrunk by `contentInsets`. Its `zIndex`
/// defaults to 0, and the cells of a section with a background get `zIndex` 1 so they draw above it, as
/// IBPCollectionViewCompositionalLayout `Sources/IBPCollectionViewCompositionalLayout/IBPUICollectionViewCompositionalLayout.m`
/// (`prepareLayout`) does.
public struct CollectionLayoutDecorationItem: Sendable, Hashable {
    /// The kind reported in the attributes.
    public var elementKind: String
    /// Stacking order; cells of the section get 1.
    public var zIndex = 0
    /// Insets that shrink the background inside the section's frame.
    public var contentInsets: DirectionalEdgeInsets = .zero

    public init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// `NSCollectionLayoutDecorationItem.background(elementKind:)`.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
