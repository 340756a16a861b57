/// Mirrors `NSCollectionLayoutEnvironment`: what a section provider knows about the collection view.
///
/// Deliberate difference: only the container size; there is no trait collection.
public struct CollectionLayoutEnvironment: Sendable, Hashable {
    /// Mirrors `NSCollectionLayoutContainer`.
    public struct Container: Sendable, Hashable {
        /// The collection view's bounds size.
        public var contentSize: Size
        /// `contentSize` minus `contentInsets` (there are none without safe-area insets).
        public var effectiveContentSize: Size { contentSize }
    }

    /// `NSCollectionLayoutEnvironment.container`.
    public var container: Container

    public init(containerSize: Size) {
        container = Container(contentSize: containerSize)
    }
}
