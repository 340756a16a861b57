/// Mirrors `NSCollectionLayoutSupplementaryItem`: a view attached to an item, such as a badge
/// ([Apple: NSCollectionLayoutSupplementaryItem](https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem),
/// [init(layoutSize:elementKind:containerAnchor:itemAnchor:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:itemanchor:))).
///
/// Placement (the iOS 13 header comments on `NSCollectionLayoutSupplementaryItem` and `NSCollectionLayoutAnchor`):
/// the container anchor's point on the item's frame meets the item anchor's point on the supplementary item. Without
/// an item anchor the supplementary item sits "within the specified edges" of the item (Apple's
/// NSCollectionLayoutAnchor overview), that is its own point for the same edges, without offset, meets it: edges
/// `[.top, .trailing]` put its top-trailing corner on the item's. The container is the cell's frame after the item's
/// `contentInsets`, and fractional sizes resolve against it (IBPCollectionViewCompositionalLayout,
/// `IBPUICollectionViewCompositionalLayout.m`, `prepareLayout`, which places badges on the cell frame).
///
/// Deliberate difference: a value type. It follows the index path of its item, as Apple's page says.
public struct CollectionLayoutSupplementaryItem: Sendable, Hashable {
    /// The item's size; fractions resolve against the decorated cell's size.
    public var layoutSize: CollectionLayoutSize
    /// The kind reported in the attributes.
    public var elementKind: String
    /// The point on the decorated item.
    public var containerAnchor: CollectionLayoutAnchor
    /// The point on this supplementary item that meets it; nil for the container anchor's edges.
    public var itemAnchor: CollectionLayoutAnchor?
    /// Default 1, above the cells, as IBPCollectionViewCompositionalLayout
    /// `IBPNSCollectionLayoutSupplementaryItem.m` sets it (Apple does not document the default).
    public var zIndex = 1

    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
        itemAnchor: CollectionLayoutAnchor? = nil
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }

    /// The supplementary item's frame on a cell whose frame is `container`.
    public func frame(in container: Rect) -> Rect {
        let size = layoutSize.resolved(in: container.size)
        let target = containerAnchor.point(in: container, itemSize: size)
        let anchor = itemAnchor ?? CollectionLayoutAnchor(edges: containerAnchor.edges)
        let own = anchor.point(in: Rect(x: 0, y: 0, width: size.width, height: size.height), itemSize: size)
        return Rect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
    }
}
