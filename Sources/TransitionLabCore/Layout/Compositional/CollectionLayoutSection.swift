/// Mirrors `NSCollectionLayoutSection`: a group repeated along the scroll direction (or across it, when the section
/// scrolls orthogonally), with insets, spacing, headers, footers and a background.
///
/// Deliberate difference: a value type, so declare it with `var` to set properties.
public struct CollectionLayoutSection: Sendable, Hashable {
    /// The group repeated until the section's items are placed.
    public var group: CollectionLayoutGroup
    /// Insets around the section's groups. The top-level group's fractional dimensions resolve against the layout
    /// container minus these insets.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: Double = 0
    /// Whether the section scrolls sideways, and where it comes to rest.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset horizontally by `contentInsets` too. Default `true`.
    public var supplementariesFollowContentInsets = true
    /// Background decorations of the section.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// What `visibleItemsInvalidationHandler` does to the visible cells of an orthogonal section.
    public var visibleItemsEffect: VisibleItemsEffect?

    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
