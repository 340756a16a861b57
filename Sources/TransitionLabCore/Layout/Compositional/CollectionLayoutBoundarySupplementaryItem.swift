/// Mirrors `NSCollectionLayoutBoundarySupplementaryItem`: a section header or footer.
///
/// Placement, for the vertical scroll direction (Apple's iOS 13 header comments; WWDC 2019 session 215
/// "Advances in Collection View Layout"): a top-aligned item sits at the section's top, above the section's top
/// `contentInsets`, and with `extendsBoundary` (the default) pushes the section's content down by its height; a
/// bottom-aligned item sits below the bottom inset. A pinned item (`pinToVisibleBounds`) stays at the top (bottom)
/// of the visible bounds while its section is on screen, until the section's end pushes it out.
///
/// Deliberate differences: a value type; leading- and trailing-aligned boundary items of a vertical layout, and
/// `absoluteOffset`, are not supported; an estimated dimension keeps its estimate (only cells self-size).
public struct CollectionLayoutBoundarySupplementaryItem: Sendable, Hashable {
    /// The item's size; fractions resolve against the section's width (inside its insets when `supplementariesFollowContentInsets`).
    public var layoutSize: CollectionLayoutSize
    /// The kind reported in the attributes, such as `UICollectionView.elementKindSectionHeader`.
    public var elementKind: String
    /// The section edge the item sits on (top or bottom ones are supported).
    public var alignment: RectAlignment
    /// Whether the section's content moves to make room for the item. Default `true`.
    public var extendsBoundary = true
    /// Whether the item sticks to the visible bounds while its section is visible. Default `false`.
    public var pinToVisibleBounds = false
    /// Default 1, as IBPCollectionViewCompositionalLayout
    /// `Sources/IBPCollectionViewCompositionalLayout/IBPNSCollectionLayoutBoundarySupplementaryItem.m` sets it.
    public var zIndex = 1
    /// Insets that shrink the item's frame.
    public var contentInsets: DirectionalEdgeInsets = .zero

    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}
