/// One entry of a group's `subitems`: a cell-producing item or a nested group.
///
/// UIKit expresses this by subclassing (`NSCollectionLayoutGroup` is an `NSCollectionLayoutItem`); value types need
/// an enum instead.
public enum CollectionLayoutSubitem: Sendable, Hashable {
    case item(CollectionLayoutItem)
    case group(CollectionLayoutGroup)

    /// The entry's own size.
    public var layoutSize: CollectionLayoutSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }

    /// The entry's edge spacing.
    public var edgeSpacing: CollectionLayoutEdgeSpacing? {
        switch self {
        case .item(let item): item.edgeSpacing
        case .group(let group): group.edgeSpacing
        }
    }
}

extension CollectionLayoutSubitem: CollectionLayoutSubitemConvertible {
    /// The entry itself.
    public var collectionLayoutSubitem: CollectionLayoutSubitem { self }
}

/// Anything a group accepts as a subitem: `CollectionLayoutItem` or `CollectionLayoutGroup`.
public protocol CollectionLayoutSubitemConvertible: Sendable {
    /// The value stored in the group.
    var collectionLayoutSubitem: CollectionLayoutSubitem { get }
}
