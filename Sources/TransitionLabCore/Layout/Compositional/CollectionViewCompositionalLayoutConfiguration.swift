/// Mirrors `UICollectionViewCompositionalLayoutConfiguration`: settings shared by all sections.
///
/// Deliberate difference: only the vertical scroll direction is supported.
public struct CollectionViewCompositionalLayoutConfiguration: Sendable, Hashable {
    /// Space between consecutive sections. Default 0.
    public var interSectionSpacing: Double = 0

    public init(interSectionSpacing: Double = 0) {
        self.interSectionSpacing = interSectionSpacing
    }
}
