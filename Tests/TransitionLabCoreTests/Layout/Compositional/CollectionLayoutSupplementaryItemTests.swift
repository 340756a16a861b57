import Testing

@testable import TransitionLabCore

/// Item badges, with frames derived by hand from the anchor rules of Apple's `NSCollectionLayoutAnchor` and
/// `NSCollectionLayoutSupplementaryItem` pages and their iOS 13 header comments: the container anchor's point on the
/// cell meets the item anchor's point on the badge (the same edges without offset when no item anchor is given);
/// fractional offsets are in units of the badge's own size.
@Suite struct CollectionLayoutSupplementaryItemTests {
    let badgeKind = "badge-element-kind"
    let cell = Rect(x: 25, y: 25, width: 77.5, height: 77.5)

    func badge(
        _ anchor: CollectionLayoutAnchor, itemAnchor: CollectionLayoutAnchor? = nil, width: Double = 20,
        height: Double = 20
    ) -> CollectionLayoutSupplementaryItem {
        CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height)),
            elementKind: badgeKind, containerAnchor: anchor, itemAnchor: itemAnchor)
    }

    @Test func itemBadgesSampleSitsOverTheTopTrailingCorner() {
        // Apple's "Item Badges": 20 × 20 at [.top, .trailing], fractionalOffset (0.3, −0.3). The cell's top-trailing
        // corner (102.5, 25) moves by (0.3 · 20, −0.3 · 20) = (6, −6) to (108.5, 19); the badge's own top-trailing
        // corner (20, 0) meets it: origin (88.5, 19).
        let item = badge(CollectionLayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))))
        #expect(isFrame(item.frame(in: cell), 88.5, 19, 20, 20))
    }

    @Test func containerAndItemAnchorsMeet() {
        // The header comment's example: container [.top, .trailing] with absolute (10, −10), item anchor
        // [.bottom, .leading]. Point on the cell (102.5 + 10, 25 − 10) = (112.5, 15); the badge's bottom-leading
        // corner (0, 16) meets it: origin (112.5, −1), 30 × 16.
        let item = badge(
            CollectionLayoutAnchor(edges: [.top, .trailing], offset: .absolute(Point(x: 10, y: -10))),
            itemAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading]), width: 30, height: 16)
        #expect(isFrame(item.frame(in: cell), 112.5, -1, 30, 16))
    }

    @Test func oneEdgeCentresAlongTheOtherAxisAndNoEdgesCentre() {
        // [.bottom]: the midpoint of the bottom edge (63.75, 102.5) meets the badge's (10, 20): origin (53.75, 82.5).
        #expect(isFrame(badge(CollectionLayoutAnchor(edges: .bottom)).frame(in: cell), 53.75, 82.5, 20, 20))
        // No edges: centre on centre: (63.75 − 10, 63.75 − 10).
        #expect(isFrame(badge(CollectionLayoutAnchor(edges: [])).frame(in: cell), 53.75, 53.75, 20, 20))
        // [.leading] with absolute (−4, 0): (25 − 4, 63.75) meets (0, 10): origin (21, 53.75).
        let leading = badge(CollectionLayoutAnchor(edges: .leading, offset: .absolute(Point(x: -4, y: 0))))
        #expect(isFrame(leading.frame(in: cell), 21, 53.75, 20, 20))
    }

    @Test func fractionalBadgeSizesResolveAgainstTheCell() {
        // fractionalWidth(0.5) × fractionalHeight(0.25) of 77.5 × 77.5 = 38.75 × 19.375 at the top-leading corner.
        let item = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.25)),
            elementKind: badgeKind, containerAnchor: CollectionLayoutAnchor(edges: [.top, .leading]))
        #expect(isFrame(item.frame(in: cell), 25, 25, 38.75, 19.375))
    }

    @Test func badgesFollowTheirCellsThroughTheLayout() {
        // Four tiles a row in a section inset 20: container 350 wide, tiles 87.5 square, cells inset 5 → 77.5.
        // Cell (r, k) at (25 + 87.5k, 25 + 87.5r); its badge at (88.5 + 87.5k, 19 + 87.5r), zIndex 1, same index path.
        var tile = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [
                badge(CollectionLayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))))
            ])
        tile.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [tile])
        var section = CollectionLayoutSection(group: row)
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        let prepared = CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [6])
            .prepareCompositional(containerSize: Size(width: 390, height: 844))
        for item in 0..<6 {
            let (r, k) = (Double(item / 4), Double(item % 4))
            let path = IndexPath(item: item, section: 0)
            #expect(
                isFrame(prepared.layoutAttributesForItem(at: path)?.frame, 25 + 87.5 * k, 25 + 87.5 * r, 77.5, 77.5))
            let attributes = prepared.layoutAttributesForSupplementaryView(ofKind: badgeKind, at: path)
            #expect(isFrame(attributes?.frame, 88.5 + 87.5 * k, 19 + 87.5 * r, 20, 20), "badge \(item)")
            #expect(attributes?.zIndex == 1)
        }
        let all = prepared.layoutAttributes(
            in: Rect(x: 0, y: 0, width: 390, height: 844), contentOffset: .zero, orthogonalOffsets: [:])
        #expect(all.filter { $0.representedElementCategory == .supplementaryView(elementKind: badgeKind) }.count == 6)
    }

    @Test func badgesOfAnOrthogonalSectionScrollWithIt() {
        let tile = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge(CollectionLayoutAnchor(edges: [.top, .leading]))])
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            subitems: [tile])
        var section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let prepared = CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [8])
            .prepareCompositional(containerSize: Size(width: 390, height: 844))
        // Scrolled sideways by 150: item 2 (x 200) sits at x 50, and so does its badge at its top-leading corner.
        let visible = prepared.layoutAttributes(
            in: Rect(x: 0, y: 0, width: 390, height: 844), contentOffset: .zero, orthogonalOffsets: [0: 150])
        let badges = visible.filter { $0.representedElementCategory == .supplementaryView(elementKind: badgeKind) }
        let second = badges.first { $0.indexPath.item == 2 }
        #expect(isFrame(second?.frame, 50, 0, 20, 20))
    }
}
