/// Every element of a prepared layout at one scroll position, in a stable order: what `transition-lab layout`
/// prints.
public struct LayoutSnapshot: Sendable, Hashable {
    /// `collectionViewContentSize`.
    public var contentSize: Size
    /// Sorted by section, then cells before supplementary views before decorations, then item.
    public var attributes: [LayoutAttributes]

    /// Prepares `layout` for `containerSize` and collects every element: orthogonal sections at offset 0, pinned
    /// headers and footers (compositional layouts) and a custom layout asked again as the content scrolls at
    /// main-axis content offset `contentOffsetY`. A compositional
    /// layout whose solve passes the placement budget is refused, never printed in part.
    public init(
        layout: any CollectionViewLayout, containerSize: Size, contentOffsetY: Double = 0
    ) throws(LayoutCostError) {
        let everything = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        let elements: [LayoutAttributes]
        if let compositional = layout as? CollectionViewCompositionalLayout {
            let prepared = try compositional.prepareWithinBudget(containerSize: containerSize)
            contentSize = prepared.collectionViewContentSize
            elements = prepared.layoutAttributes(
                in: everything, contentOffset: Point(x: 0, y: contentOffsetY), orthogonalOffsets: [:])
        } else {
            let prepared = layout.prepare(containerSize: containerSize)
            contentSize = prepared.collectionViewContentSize
            let offset =
                prepared.scrollDirection == .horizontal
                ? Point(x: contentOffsetY, y: 0) : Point(x: 0, y: contentOffsetY)
            elements = prepared.layoutAttributesForElements(in: everything, contentOffset: offset)
        }
        attributes = Self.sorted(elements)
    }

    /// `elements` in the snapshot's order.
    static func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.sorted { a, b in
            (a.indexPath.section, Self.rank(a), a.indexPath.item, a.representedElementCategory.kindName)
                < (b.indexPath.section, Self.rank(b), b.indexPath.item, b.representedElementCategory.kindName)
        }
    }

    private static func rank(_ attributes: LayoutAttributes) -> Int {
        switch attributes.representedElementCategory {
        case .cell: 0
        case .supplementaryView: 1
        case .decorationView: 2
        }
    }
}
