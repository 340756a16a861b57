/// Section assembly for the vertical scroll direction.
///
/// Rules (Apple's iOS 13 header comments on `NSCollectionLayoutSection` and
/// `NSCollectionLayoutBoundarySupplementaryItem`; WWDC 2019 session 215 "Advances in Collection View Layout";
/// IBPCollectionViewCompositionalLayout `Sources/IBPCollectionViewCompositionalLayout/IBPUICollectionViewCompositionalLayout.m`,
/// `prepareLayout`):
/// - the top-level group resolves against the container: the collection view's size minus the section's
///   `contentInsets`;
/// - groups follow one another down the section, `interGroupSpacing` apart, from the top inset; an orthogonal
///   section lays them side by side along x from the leading inset and is one group tall plus its insets;
///   `.groupPagingCentered` starts the first group centred (IBP's solver gives its scroll view a leading content
///   inset of (width − group width)/2);
/// - a top-aligned header sits at the section's top, above the top inset, and pushes the content down by its height
///   when `extendsBoundary`; a bottom-aligned footer sits below the bottom inset; with
///   `supplementariesFollowContentInsets` they are inset horizontally like the content;
/// - an item's supplementary items (badges) sit on each of its cells (`CollectionLayoutSupplementaryItem`) and
///   scroll with them.
extension CompositionalLayoutSolver {
    /// Lays out section `index` with `itemCount` items starting at y = `top`.
    mutating func solve(section: CollectionLayoutSection, index: Int, itemCount: Int, top: Double)
        -> PreparedCompositionalSection
    {
        let width = containerSize.width
        let insets = section.contentInsets
        let container = Size(
            width: width - insets.leading - insets.trailing, height: containerSize.height - insets.top - insets.bottom)
        let minX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let maxX = section.supplementariesFollowContentInsets ? width - insets.trailing : width
        let boundaryContainer = Size(width: maxX - minX, height: containerSize.height)
        let boundary = section.boundarySupplementaryItems.map { ($0, $0.layoutSize.resolved(in: boundaryContainer)) }
        let topExtent = boundary.filter { !$0.0.alignment.isBottom && $0.0.extendsBoundary }.map(\.1.height).max() ?? 0
        let contentTop = top + topExtent + insets.top

        let behavior = section.orthogonalScrollingBehavior
        let groupSize = section.group.layoutSize.resolved(in: container)
        let firstX = behavior == .groupPagingCentered ? (width - groupSize.width) / 2 : insets.leading
        let groups = layoutGroups(
            section.group, size: groupSize, section: index, itemCount: itemCount,
            start: behavior.scrollsOrthogonally
                ? Point(x: firstX, y: contentTop) : Point(x: insets.leading, y: contentTop),
            axis: behavior.scrollsOrthogonally ? .horizontal : .vertical, spacing: section.interGroupSpacing)

        let contentHeight =
            behavior.scrollsOrthogonally
            ? groups.map(\.height).max() ?? 0 : (groups.last?.maxY ?? contentTop) - contentTop
        let contentBottom = contentTop + contentHeight + insets.bottom
        let bottomExtent =
            boundary.filter { $0.0.alignment.isBottom && $0.0.extendsBoundary }.map(\.1.height).max() ?? 0
        let frame = Rect(x: 0, y: top, width: width, height: contentBottom + bottomExtent - top)

        let cellZIndex = section.decorationItems.isEmpty ? 0 : 1
        let cells = frames.enumerated().map { item, frame in
            LayoutAttributes(indexPath: IndexPath(item: item, section: index), frame: frame, zIndex: cellZIndex)
        }
        let badges = badges(of: cells)
        let supplementaries = boundary.map { item, size in
            let y = item.alignment.isBottom ? (item.extendsBoundary ? contentBottom : contentBottom - size.height) : top
            let x = item.alignment.x(width: size.width, minX: minX, maxX: maxX)
            let attributes = LayoutAttributes(
                category: .supplementaryView(elementKind: item.elementKind),
                indexPath: IndexPath(item: 0, section: index),
                frame: Rect(x: x, y: y, width: size.width, height: size.height).inset(by: item.contentInsets),
                zIndex: item.zIndex)
            let pin: PreparedCompositionalSection.Pin =
                item.pinToVisibleBounds ? (item.alignment.isBottom ? .bottom : .top) : .none
            return PreparedCompositionalSection.Supplementary(attributes: attributes, pin: pin)
        }
        let decorations = section.decorationItems.map { item in
            LayoutAttributes(
                category: .decorationView(elementKind: item.elementKind), indexPath: IndexPath(item: 0, section: index),
                frame: frame.inset(by: item.contentInsets), zIndex: item.zIndex)
        }
        let orthogonal =
            behavior.scrollsOrthogonally
            ? OrthogonalScrollingGeometry(
                section: index, behavior: behavior, viewportWidth: width,
                frame: Rect(x: 0, y: contentTop, width: width, height: contentHeight),
                groupFrames: groups, trailingInset: behavior == .groupPagingCentered ? firstX : insets.trailing)
            : nil
        var prepared = PreparedCompositionalSection(
            frame: frame, cells: cells, badges: badges, supplementaries: supplementaries, decorations: decorations,
            orthogonal: orthogonal)
        if orthogonal != nil {
            prepared.visibleItemsEffect = section.visibleItemsEffect.map(PreparedVisibleItemsEffect.init)
            prepared.containerHeight = containerSize.height
        }
        return prepared
    }

    /// Lays out as many instances of `group` as `itemCount` items need, one after another along `axis`, leaving the
    /// cell frames in `frames`. Returns the groups' frames.
    ///
    /// Without self-sizing every instance is the same, so one is solved and copied.
    mutating func layoutGroups(
        _ group: CollectionLayoutGroup, size: Size, section: Int, itemCount: Int, start: Point, axis: LayoutAxis,
        spacing: Double
    ) -> [Rect] {
        begin(section: section, itemCount: itemCount)
        guard itemCount > 0 else { return [] }
        var groups: [Rect] = []
        var origin = start
        func advance(by size: Size) {
            groups.append(Rect(origin: origin, size: size))
            let step = Point(main: size.length(along: axis) + spacing, cross: 0, axis: axis)
            origin = Point(x: origin.x + step.x, y: origin.y + step.y)
        }
        if needsMeasuring(group) {
            while nextItem < itemCount {
                let before = nextItem
                advance(by: layout(group: group, size: size, origin: origin))
                if nextItem == before { break }
            }
            if frames.count > itemCount {
                frames.removeSubrange(itemCount...)
                cellSupplementaryItems.removeSubrange(itemCount...)
            }
            return groups
        }
        let solvedSize = layout(group: group, size: size, origin: .zero)
        let template = frames
        let templateSupplementaryItems = cellSupplementaryItems
        guard !template.isEmpty else { return [] }
        frames.removeAll(keepingCapacity: true)
        cellSupplementaryItems.removeAll(keepingCapacity: true)
        let placed = min(itemCount, Self.maximumCells)
        frames.reserveCapacity(placed)
        while frames.count < placed {
            let count = min(template.count, placed - frames.count)
            for frame in template.prefix(count) { frames.append(frame.offsetBy(dx: origin.x, dy: origin.y)) }
            cellSupplementaryItems.append(contentsOf: templateSupplementaryItems.prefix(count))
            advance(by: solvedSize)
        }
        return groups
    }

    /// The badges of `cells`: the supplementary items of each cell's item, placed on that cell.
    func badges(of cells: [LayoutAttributes]) -> [LayoutAttributes] {
        zip(cells, cellSupplementaryItems).flatMap { cell, items in
            items.map { item in
                LayoutAttributes(
                    category: .supplementaryView(elementKind: item.elementKind), indexPath: cell.indexPath,
                    frame: item.frame(in: cell.frame), zIndex: item.zIndex)
            }
        }
    }
}
