/// Section assembly for the horizontal scroll direction
/// (https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection).
///
/// The same rules as the vertical direction turned by a quarter (WWDC 2019 session 215 "Advances in Collection View
/// Layout": the layout's scroll direction is the axis sections and their groups follow one another along): the
/// top-level group resolves against the collection view's size minus the section's `contentInsets`; groups follow
/// one another to the right, `interGroupSpacing` apart, from the leading inset, at the top inset; a section is as
/// tall as the collection view and ends at its last group plus the trailing inset; sections follow along x,
/// `interSectionSpacing` apart.
extension CompositionalLayoutSolver {
    /// Lays out section `index` with `itemCount` items starting at x = `left`.
    mutating func solveHorizontal(section: CollectionLayoutSection, index: Int, itemCount: Int, left: Double)
        -> PreparedCompositionalSection
    {
        let insets = section.contentInsets
        let container = Size(
            width: containerSize.width - insets.leading - insets.trailing,
            height: containerSize.height - insets.top - insets.bottom)
        let groupSize = section.group.layoutSize.resolved(in: container)
        let contentLeft = left + insets.leading
        let groups = layoutGroups(
            section.group, size: groupSize, section: index, itemCount: itemCount,
            start: Point(x: contentLeft, y: insets.top), axis: .horizontal, spacing: section.interGroupSpacing)
        let right = (groups.last?.maxX ?? contentLeft) + insets.trailing
        let frame = Rect(x: left, y: 0, width: right - left, height: containerSize.height)
        let cellZIndex = section.decorationItems.isEmpty ? 0 : 1
        let cells = frames.enumerated().map { item, frame in
            LayoutAttributes(indexPath: IndexPath(item: item, section: index), frame: frame, zIndex: cellZIndex)
        }
        let decorations = section.decorationItems.map { item in
            LayoutAttributes(
                category: .decorationView(elementKind: item.elementKind), indexPath: IndexPath(item: 0, section: index),
                frame: frame.inset(by: item.contentInsets), zIndex: item.zIndex)
        }
        return PreparedCompositionalSection(
            frame: frame, cells: cells, badges: badges(of: cells), supplementaries: [], decorations: decorations,
            orthogonal: nil, scrollAxis: .horizontal)
    }
}
