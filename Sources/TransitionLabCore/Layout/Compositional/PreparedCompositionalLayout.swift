/// A `CollectionViewCompositionalLayout` after `prepare`: immutable, and cheap to query every frame.
///
/// Cell frames are stored at orthogonal offset 0 and headers at their natural positions; the scroll-dependent
/// queries apply the main-axis content offset (pinned headers and footers) and the orthogonal offsets per section.
public struct PreparedCompositionalLayout: PreparedLayout {
    /// The collection view's bounds size the layout was prepared for.
    public let containerSize: Size
    /// The main scroll view's content size: the container's width by the sections' total height (the sections' total
    /// width by the container's height when scrolling horizontally).
    public let collectionViewContentSize: Size
    /// The axis sections follow one another along.
    public let scrollDirection: LayoutAxis
    let sections: [PreparedCompositionalSection]
    /// For each section index, its position in `sections` (sections whose provider returned `nil` are absent).
    private let sectionPositions: [Int: Int]

    init(
        containerSize: Size, contentSize: Size, sections: [PreparedCompositionalSection], indices: [Int],
        scrollDirection: LayoutAxis = .vertical
    ) {
        self.containerSize = containerSize
        self.scrollDirection = scrollDirection
        collectionViewContentSize = contentSize
        self.sections = sections
        sectionPositions = Dictionary(uniqueKeysWithValues: zip(indices, indices.indices))
    }

    /// Every element intersecting `rect` with no scrolling applied (content offset 0, orthogonal offsets 0).
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        layoutAttributes(in: rect, contentOffset: .zero, orthogonalOffsets: [:])
    }

    /// Every element intersecting `rect` at `contentOffset` (pinned headers and footers), orthogonal offsets 0.
    public func layoutAttributesForElements(in rect: Rect, contentOffset: Point) -> [LayoutAttributes] {
        layoutAttributes(in: rect, contentOffset: contentOffset, orthogonalOffsets: [:])
    }

    /// Every element intersecting `rect` while the collection view is scrolled to `contentOffset` and each
    /// orthogonal section `s` to `orthogonalOffsets[s]` (default 0): pinned headers stay within the visible bounds,
    /// orthogonal cells move left by their section's offset.
    ///
    /// Pinned headers and footers pin to the visible bounds inset by the scroll view's `adjustedContentInset` (its
    /// top and bottom): below a status bar the scroll view's content scrolls under, as a `pinToVisibleBounds`
    /// header sits below the top safe area in UIKit
    /// (https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
    ///
    /// - Complexity: O(log n + k) for n elements and k returned.
    public func layoutAttributes(
        in rect: Rect, contentOffset: Point, adjustedContentInset: DirectionalEdgeInsets = DirectionalEdgeInsets(),
        orthogonalOffsets: [Int: Double]
    ) -> [LayoutAttributes] {
        let pinTop = contentOffset.y + adjustedContentInset.top
        let pinHeight = containerSize.height - adjustedContentInset.top - adjustedContentInset.bottom
        var result: [LayoutAttributes] = []
        let axis = scrollDirection
        func start(_ rect: Rect) -> Double { axis == .vertical ? rect.minY : rect.minX }
        func end(_ rect: Rect) -> Double { axis == .vertical ? rect.maxY : rect.maxX }
        var low = 0
        var high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if end(sections[middle].frame) <= start(rect) { low = middle + 1 } else { high = middle }
        }
        while low < sections.count, start(sections[low].frame) < end(rect) {
            let section = sections[low]
            low += 1
            for decoration in section.decorations where decoration.frame.intersects(rect) { result.append(decoration) }
            let offset = section.orthogonal.map { orthogonalOffsets[$0.section] ?? 0 } ?? 0
            section.appendCells(in: rect, orthogonalOffset: offset, to: &result)
            section.appendBadges(in: rect, orthogonalOffset: offset, to: &result)
            for supplementary in section.supplementaries {
                let attributes = section.pinned(
                    supplementary, contentOffsetY: pinTop, visibleHeight: pinHeight)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
        return result
    }

    /// The cell at `indexPath` at orthogonal offset 0.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let section = section(at: indexPath.section), section.cells.indices.contains(indexPath.item) else {
            return nil
        }
        return section.cells[indexPath.item]
    }

    /// The header or footer of `elementKind` in section `indexPath.section` at its natural position, or the badge of
    /// `elementKind` on the item at `indexPath` (orthogonal offset 0).
    public func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        guard let section = section(at: indexPath.section) else { return nil }
        let boundary = section.supplementaries.first {
            $0.attributes.representedElementCategory.kindName == elementKind && $0.attributes.indexPath == indexPath
        }
        return boundary?.attributes
            ?? section.badges.first {
                $0.representedElementCategory.kindName == elementKind && $0.indexPath == indexPath
            }
    }

    /// The section background of `elementKind` in section `indexPath.section` (item 0).
    public func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> LayoutAttributes?
    {
        section(at: indexPath.section)?.decorations.first {
            $0.representedElementCategory.kindName == elementKind && $0.indexPath == indexPath
        }
    }

    /// The orthogonal scrolling geometry of section `section`, or `nil` when it does not scroll orthogonally.
    public func orthogonalScrolling(section index: Int) -> OrthogonalScrollingGeometry? {
        section(at: index)?.orthogonal
    }

    /// Every orthogonally scrolling section's geometry, in section order.
    public var orthogonalSections: [OrthogonalScrollingGeometry] { sections.compactMap(\.orthogonal) }

    /// The frame of section `index`, headers and footers included.
    public func frame(ofSection index: Int) -> Rect? { section(at: index)?.frame }

    /// Every element, unscrolled, in section order: cells by item, their badges, then headers and footers, then
    /// decorations.
    public var allAttributes: [LayoutAttributes] {
        var all: [LayoutAttributes] = []
        for section in sections {
            all += section.cells
            all += section.badges
            all += section.supplementaries.map(\.attributes)
            all += section.decorations
        }
        return all
    }

    private func section(at index: Int) -> PreparedCompositionalSection? {
        sectionPositions[index].map { sections[$0] }
    }
}
