/// Mirrors `NSCollectionLayoutGroup`: lays out its subitems along one axis; groups nest.
///
/// Three ways to fill a group, as UIKit's factories spell them:
/// - `subitems:` repeats the subitems in order while the next one still fits, counting fixed spacing;
/// - `subitem:count:` makes `count` equal slots of (length − (count − 1)·spacing)/count along the group's axis,
///   ignoring the subitem's own size on that axis (iOS 13);
/// - `repeatingSubitem:count:` places the subitem `count` times at its own size (iOS 16).
///
/// Sources: Apple's iOS 13 header comments on `NSCollectionLayoutGroup` and
/// [Apple: horizontal(layoutSize:repeatingSubitem:count:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:));
/// the arithmetic follows IBPCollectionViewCompositionalLayout
/// `Sources/IBPCollectionViewCompositionalLayout/IBPCollectionCompositionalLayoutSolver.m` (`solveGroup:`).
///
/// Deliberate differences: a value type (declare it with `var` to set properties); custom groups are not supported.
public struct CollectionLayoutGroup: Sendable, Hashable {
    /// How the subitems fill the group.
    public enum Repetition: Sendable, Hashable {
        /// `subitems:`: repeat while they fit.
        case fill
        /// `subitem:count:`: `count` equal slots.
        case count(Int)
        /// `repeatingSubitem:count:`: `count` copies at the subitem's own size.
        case repeating(Int)
    }

    /// The group's size; a top-level group's fractions resolve against the section's container.
    public var layoutSize: CollectionLayoutSize
    /// The direction the subitems are laid out in.
    public let axis: LayoutAxis
    /// The items and nested groups, in layout order.
    public let subitems: [CollectionLayoutSubitem]
    /// How the subitems fill the group (which factory made it).
    public let repetition: Repetition
    /// Space between adjacent subitems along `axis`; `nil` is none.
    public var interItemSpacing: CollectionLayoutSpacing?
    /// Insets of the area the subitems are laid out in (the container their fractional sizes resolve against).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the group when it is itself a subitem.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    public init(
        layoutSize: CollectionLayoutSize, axis: LayoutAxis,
        subitems: [any CollectionLayoutSubitemConvertible], repetition: Repetition
    ) {
        self.layoutSize = layoutSize
        self.axis = axis
        self.subitems = subitems.map(\.collectionLayoutSubitem)
        self.repetition = repetition
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitems:)`.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitemConvertible]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, repetition: .fill)
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitems:)`.
    public static func vertical(
        layoutSize: CollectionLayoutSize, subitems: [any CollectionLayoutSubitemConvertible]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, repetition: .fill)
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutSubitemConvertible, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], repetition: .count(count))
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:subitem:count:)`.
    public static func vertical(
        layoutSize: CollectionLayoutSize, subitem: any CollectionLayoutSubitemConvertible, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], repetition: .count(count))
    }

    /// `NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16).
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem: any CollectionLayoutSubitemConvertible, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(
            layoutSize: layoutSize, axis: .horizontal, subitems: [repeatingSubitem], repetition: .repeating(count))
    }

    /// `NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)` (iOS 16).
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem: any CollectionLayoutSubitemConvertible, count: Int
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(
            layoutSize: layoutSize, axis: .vertical, subitems: [repeatingSubitem], repetition: .repeating(count))
    }
}

extension CollectionLayoutGroup: CollectionLayoutSubitemConvertible {
    /// The group as a subitem of another group.
    public var collectionLayoutSubitem: CollectionLayoutSubitem { .group(self) }
}
