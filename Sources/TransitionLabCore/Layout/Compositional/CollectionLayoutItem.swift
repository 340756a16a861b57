/// Mirrors `NSCollectionLayoutItem`: one cell's size and spacing inside a group.
///
/// Deliberate difference: a value type, so declare it with `var` to set `contentInsets` or `edgeSpacing`.
public struct CollectionLayoutItem: Sendable, Hashable {
    /// The item's size; fractions resolve against the containing group after its insets.
    public var layoutSize: CollectionLayoutSize
    /// Insets that shrink the cell's frame inside its slot. Ignored along an axis whose dimension is `.estimated`
    /// (Apple's iOS 13 header comment on `NSCollectionLayoutItem.contentInsets`; IBPCollectionViewCompositionalLayout
    /// `Sources/IBPCollectionViewCompositionalLayout/include/IBPNSCollectionLayoutItem.h`).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the slot that moves the item within its group (see `CollectionLayoutEdgeSpacing`).
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Views attached to each of the item's cells, such as badges (see `CollectionLayoutSupplementaryItem`).
    public var supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// `NSCollectionLayoutItem(layoutSize:)` and `(layoutSize:supplementaryItems:)`.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

extension CollectionLayoutItem: CollectionLayoutSubitemConvertible {
    /// The item as a subitem of a group.
    public var collectionLayoutSubitem: CollectionLayoutSubitem { .item(self) }
}
