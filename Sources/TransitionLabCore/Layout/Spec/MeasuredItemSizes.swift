/// Measured sizes of self-sized cells (the CLI's `--measure` file), as a `preferredItemSize` callback: cells not
/// listed keep their estimate.
public struct MeasuredItemSizes: Sendable, Hashable {
    /// The measured cell sizes by index path.
    public var sizes: [IndexPath: Size]

    public init(sizes: [IndexPath: Size]) {
        self.sizes = sizes
    }

    /// The callback for `CollectionViewCompositionalLayout.preferredItemSize`.
    public var preferredItemSize: CollectionViewCompositionalLayout.PreferredItemSize {
        let sizes = sizes
        return { indexPath, _ in sizes[indexPath] }
    }
}
