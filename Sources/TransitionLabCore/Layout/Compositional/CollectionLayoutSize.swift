/// Mirrors `NSCollectionLayoutSize`: a width and a height dimension.
public struct CollectionLayoutSize: Sendable, Hashable {
    /// The width.
    public var widthDimension: CollectionLayoutDimension
    /// The height.
    public var heightDimension: CollectionLayoutDimension

    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// Both dimensions resolved inside a container of `container` size.
    func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// The dimension along `axis`.
    func dimension(along axis: LayoutAxis) -> CollectionLayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }
}
