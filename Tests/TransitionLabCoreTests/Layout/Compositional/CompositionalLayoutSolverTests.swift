import Testing

@testable import TransitionLabCore

/// Group arithmetic, each expectation worked out from UIKit's documented rules (Apple's iOS 13 header comments on
/// `NSCollectionLayoutGroup`, `NSCollectionLayoutItem`, `NSCollectionLayoutSpacing`; IBPCollectionViewCompositionalLayout
/// `Sources/IBPCollectionViewCompositionalLayout/IBPCollectionCompositionalLayoutSolver.m` for what Apple leaves open).
@Suite struct CompositionalLayoutSolverTests {
    /// Cell frames of a one-section layout 390 × 844 with `count` items.
    func frames(
        _ section: CollectionLayoutSection, count: Int,
        preferredItemSize: CollectionViewCompositionalLayout.PreferredItemSize? = nil
    ) -> [Rect] {
        var layout = CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [count])
        layout.preferredItemSize = preferredItemSize
        let prepared = layout.prepareCompositional(containerSize: Size(width: 390, height: 844))
        return (0..<count).compactMap { prepared.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    }

    func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    @Test func countMakesEqualSlotsAndIgnoresTheItemWidth() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(50), .fractionalHeight(1)))
        var group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        var section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        // Container 390 − 40 = 350; slots (350 − 2 · 10)/3 = 110 wide at x = 20, 140, 260; the 50-pt width is ignored.
        let result = frames(section, count: 4)
        #expect(isFrame(result[0], 20, 0, 110, 100))
        #expect(isFrame(result[1], 140, 0, 110, 100))
        #expect(isFrame(result[2], 260, 0, 110, 100))
        #expect(isFrame(result[3], 20, 100, 110, 100))
    }

    @Test func repeatingSubitemKeepsTheItemSize() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(50), .fractionalHeight(1)))
        var group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        // 50-pt items at x = 0, 60, 120.
        #expect(frames(CollectionLayoutSection(group: group), count: 3).map(\.minX) == [0, 60, 120])
    }

    @Test func subitemsRepeatWhileTheyFitCountingSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        var group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        // Items 97.5 wide: ends 97.5, 205, 312.5, then 420 > 390, so 3 per group; groups at y 0, 105, 210.
        let result = frames(section, count: 7)
        #expect(result.map(\.minX) == [0, 107.5, 215, 0, 107.5, 215, 0])
        #expect(result.map(\.minY) == [0, 0, 0, 105, 105, 105, 210])
    }

    @Test func nestedGroupsResolveAgainstTheirParentAfterInsets() {
        let big = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitem: small, count: 2)
        var group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(220)), subitems: [big, column])
        group.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        // Inner area 370 × 200 at (10, 10): big 185 × 200; the column 185 × 200 at x 195 holds two 185 × 100 cells.
        // Another big item would end at 555 > 370, so a group holds 3 items; the next group starts at y 220.
        let result = frames(CollectionLayoutSection(group: group), count: 4)
        #expect(isFrame(result[0], 10, 10, 185, 200))
        #expect(isFrame(result[1], 195, 10, 185, 100))
        #expect(isFrame(result[2], 195, 110, 185, 100))
        #expect(isFrame(result[3], 10, 230, 185, 200))
    }

    @Test func flexibleSpacingSharesTheLeftover() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
        var group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        // 3 items fit at minimum spacing (320 ≤ 390); the 70 left over widens both gaps by 35: x = 0, 145, 290.
        #expect(frames(CollectionLayoutSection(group: group), count: 3).map(\.minX) == [0, 145, 290])
    }

    @Test func edgeSpacingMovesTheSlotAndFlexibleEdgesCentre() {
        var item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(80)))
        item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(15), top: .fixed(5), trailing: nil, bottom: nil)
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        // 15 + 100 = 115, 230, 345, then 460 > 390: items at x 15, 130, 245, y 5.
        #expect(frames(CollectionLayoutSection(group: group), count: 3).map(\.minX) == [15, 130, 245])
        #expect(frames(CollectionLayoutSection(group: group), count: 1)[0].minY == 5)

        var centred = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(80)))
        centred.edgeSpacing = CollectionLayoutEdgeSpacing(
            leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
        let single = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), repeatingSubitem: centred, count: 1)
        // Leftover 290 split between the two flexible edges: x = 145.
        #expect(frames(CollectionLayoutSection(group: single), count: 1)[0].minX == 145)
    }

    @Test func contentInsetsAreIgnoredAlongAnEstimatedAxis() {
        var item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(50)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 16, bottom: 5, trailing: 16)
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        // Unmeasured: 50 tall from the estimate, insets applied across (x 16, width 358) but not along y.
        #expect(
            frames(CollectionLayoutSection(group: group), count: 3) == [
                Rect(x: 16, y: 0, width: 358, height: 50), Rect(x: 16, y: 50, width: 358, height: 50),
                Rect(x: 16, y: 100, width: 358, height: 50),
            ])
    }

    @Test func selfSizingUsesMeasuredHeights() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(50)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        // Heights 30 + 10i; the groups hug them: y = 0, 30, 70, 120.
        let result = frames(CollectionLayoutSection(group: group), count: 4) { indexPath, estimate in
            Size(width: estimate.width, height: 30 + 10 * Double(indexPath.item))
        }
        #expect(result.map(\.minY) == [0, 30, 70, 120])
        #expect(result.map(\.height) == [30, 40, 50, 60])
    }

    @Test func fractionalItemInEstimatedGroupSizesTheGroup() {
        // the ShopBack cat-food demo brand cell measured 90 wide: the estimated-width group hugs 90 + 8 + 8 = 106; cells at 106k + 8.
        let result = frames(CatFoodLayout.brandNamesSection, count: 3) { _, estimate in
            Size(width: 90, height: estimate.height)
        }
        #expect(
            result == [
                Rect(x: 8, y: 60, width: 90, height: 44), Rect(x: 114, y: 60, width: 90, height: 44),
                Rect(x: 220, y: 60, width: 90, height: 44),
            ])
    }

    @Test func partialLastGroupAndEmptySections() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        #expect(frames(CollectionLayoutSection(group: group), count: 3).map(\.minY) == [0, 0, 100])
        let empty = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: group), numberOfItemsInSection: [0]
        )
        .prepareCompositional(containerSize: Size(width: 390, height: 844))
        #expect(empty.collectionViewContentSize == Size(width: 390, height: 0))
    }

    /// Groups that would hold astronomically many cells (what a hostile paste asks for) stop at
    /// `CompositionalLayoutSolver.maximumCells` per section: the section's own items still get their frames, at once.
    @Test func aGroupOfAstronomicallyManyCellsStopsAtTheCellLimit() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(60), .fractionalHeight(1)))
        var wide = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1e308), .absolute(80)), subitems: [item])
        wide.interItemSpacing = .flexible(8)
        // 1e308 / 68 items would fit. (Positions spread over 1e308 points overflow to non-finite values, which the
        // wire format sends as 0: a hostile layout looks broken, the server stays up.)
        let filled = frames(CollectionLayoutSection(group: wide), count: 20)
        #expect(filled.count == 20 && filled.allSatisfy { $0.width == 60 })

        let counted = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(80)), subitem: item, count: 1_000_000_000)
        let nested = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(800)), repeatingSubitem: counted, count: 1_000_000_000)
        #expect(frames(CollectionLayoutSection(group: nested), count: 3).count == 3)
        let many = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: nested), numberOfItemsInSection: [1_000_000_000]
        )
        .prepareCompositional(containerSize: Size(width: 390, height: 844))
        #expect(many.allAttributes.count <= CompositionalLayoutSolver.maximumCells + 1)
    }
}
