/// Mirrors `UICollectionViewCompositionalLayoutConfiguration`: settings shared by all sections.
///
/// Deliberate difference: a horizontal layout has neither boundary supplementary items nor orthogonally scrolling
/// sections (the layout spec refuses them), because Apple does not document where a `.top` header of a section that
/// scrolls sideways goes.
public struct CollectionViewCompositionalLayoutConfiguration: Sendable, Hashable {
    /// Space between consecutive sections. Default 0.
    public var interSectionSpacing: Double = 0
    /// `scrollDirection`: the axis sections follow one another along. Default `.vertical`.
    public var scrollDirection: LayoutAxis = .vertical

    public init(interSectionSpacing: Double = 0, scrollDirection: LayoutAxis = .vertical) {
        self.interSectionSpacing = interSectionSpacing
        self.scrollDirection = scrollDirection
    }
}
