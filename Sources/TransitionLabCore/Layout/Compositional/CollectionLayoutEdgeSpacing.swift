/// Mirrors `NSCollectionLayoutEdgeSpacing`: space outside an item's slot, on each edge, that other items respect.
///
/// Unlike `contentInsets`, edge spacing moves the item and makes its slot larger. Edges left `nil` add nothing
/// ([Apple: NSCollectionLayoutEdgeSpacing](https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing)).
public struct CollectionLayoutEdgeSpacing: Sendable, Hashable {
    /// Spacing before the item horizontally.
    public var leading: CollectionLayoutSpacing?
    /// Spacing above the item.
    public var top: CollectionLayoutSpacing?
    /// Spacing after the item horizontally.
    public var trailing: CollectionLayoutSpacing?
    /// Spacing below the item.
    public var bottom: CollectionLayoutSpacing?

    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?,
        trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the item along `axis` (leading or top).
    func before(along axis: LayoutAxis) -> CollectionLayoutSpacing? { axis == .horizontal ? leading : top }
    /// The spacing after the item along `axis` (trailing or bottom).
    func after(along axis: LayoutAxis) -> CollectionLayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
