import Testing

@testable import TransitionLabCore

/// Snap targets of orthogonal sections, from Apple's descriptions of
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
@Suite struct OrthogonalScrollingGeometryTests {
    let viewport = Size(width: 390, height: 844)

    func geometry(_ section: CollectionLayoutSection, count: Int) -> OrthogonalScrollingGeometry? {
        CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [count])
            .prepareCompositional(containerSize: viewport).orthogonalScrolling(section: 0)
    }

    @Test func groupLeadingBoundariesClampToTheLastOffset() throws {
        // the ShopBack cat-food demo brand names: 8 groups of 136 → content 1088, maximum offset 1088 − 390 = 698.
        let brand = try #require(geometry(CatFoodLayout.brandNamesSection, count: 8))
        #expect(brand.contentWidth == 1088 && brand.maximumOffset == 698)
        #expect(brand.snapTargets == [0, 136, 272, 408, 544, 680, 698])
        #expect(brand.frame == Rect(x: 0, y: 60, width: 390, height: 44))
        // Continuous: the nearest boundary to the projection, however far.
        #expect(brand.targetOffset(forProjectedOffset: 150, startOffset: 0) == 136)
        #expect(brand.targetOffset(forProjectedOffset: 600, startOffset: 0) == 544)
    }

    @Test func groupPagingMovesOneGroupPerSwipe() throws {
        // the ShopBack cat-food demo cat foods: 5 groups of 195 → content 975, maximum 585.
        let foods = try #require(geometry(CatFoodLayout.catFoodsSection, count: 10))
        #expect(foods.snapTargets == [0, 195, 390, 585])
        #expect(foods.targetOffset(forProjectedOffset: 500, startOffset: 0) == 195)
        #expect(foods.targetOffset(forProjectedOffset: 50, startOffset: 195) == 0)
        #expect(foods.targetOffset(forProjectedOffset: 210, startOffset: 195) == 195)
    }

    @Test func pagingUsesTheViewportWidth() throws {
        var section = CatFoodLayout.catFoodsSection
        section.orthogonalScrollingBehavior = .paging
        // Pages at 0 and 390, then the end, 585.
        #expect(try #require(geometry(section, count: 10)).snapTargets == [0, 390, 585])
    }

    @Test func groupPagingCenteredCentresEachGroup() throws {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
            subitem: item, count: 1)
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let prepared = CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [4])
            .prepareCompositional(containerSize: viewport)
        // First group centred: x = (390 − 300)/2 = 45; groups every 310; targets k · 310.
        #expect(prepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 45)
        let geometry = try #require(prepared.orthogonalScrolling(section: 0))
        #expect(geometry.snapTargets == [0, 310, 620, 930])
        #expect(geometry.maximumOffset == 930)
    }

    @Test func continuousHasNoTargetsAndNoneIsNotOrthogonal() throws {
        var section = CatFoodLayout.brandNamesSection
        section.orthogonalScrollingBehavior = .continuous
        let free = try #require(geometry(section, count: 8))
        #expect(free.snapTargets.isEmpty)
        #expect(free.targetOffset(forProjectedOffset: 900, startOffset: 0) == 698)
        #expect(geometry(CatFoodLayout.catsSection, count: 6) == nil)
    }
}
