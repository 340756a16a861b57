/// Mirrors the query half of `UICollectionViewLayout` once `prepare()` has run.
///
/// Layouts in this package are values: preparing a layout for a container size produces an immutable
/// `PreparedLayout`, whose queries never mutate.
public protocol CollectionViewLayout: Sendable {
    /// Computes every element for a collection view of `containerSize` (the bounds size, in points).
    func prepare(containerSize: Size) -> any PreparedLayout
}

/// A layout after `prepare()`: `collectionViewContentSize` and the attribute queries.
public protocol PreparedLayout: Sendable {
    /// `UICollectionViewLayout.collectionViewContentSize`.
    var collectionViewContentSize: Size { get }
    /// The axis the collection view scrolls along (`scrollDirection` of the flow and compositional layouts).
    var scrollDirection: LayoutAxis { get }
    /// Every element whose frame intersects `rect`, as `layoutAttributesForElements(in:)` returns them.
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes]
    /// The cell at `indexPath`, if the layout has one.
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes?
    /// The supplementary view of `elementKind` at `indexPath`, if the layout has one.
    func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// The decoration view of `elementKind` at `indexPath`, if the layout has one (UIKit's default: nil).
    func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> LayoutAttributes?
    /// Every element whose frame intersects `rect` while the collection view is scrolled to `contentOffset`, so
    /// pinned headers and footers sit where UIKit shows them at that offset. UIKit's `layoutAttributesForElements(in:)`
    /// reads the offset from the collection view; a prepared layout has none, so it is passed here.
    func layoutAttributesForElements(in rect: Rect, contentOffset: Point) -> [LayoutAttributes]
}

extension PreparedLayout {
    /// Vertical, UIKit's default.
    public var scrollDirection: LayoutAxis { .vertical }

    /// No decoration views.
    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        nil
    }

    /// `layoutAttributesForElements(in:)`: nothing depends on the offset.
    public func layoutAttributesForElements(in rect: Rect, contentOffset: Point) -> [LayoutAttributes] {
        layoutAttributesForElements(in: rect)
    }
}
