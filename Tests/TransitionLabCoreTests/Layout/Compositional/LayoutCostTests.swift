import Testing

@testable import TransitionLabCore

/// The solver's placement budget: every cell and nested group it lays out counts one placement, over all sections
/// of one preparation, and a layout that needs more is refused instead of being solved to the end.
@Suite struct LayoutCostTests {
    let viewport = Size(width: 390, height: 844)
    let cell = CollectionLayoutItem(
        layoutSize: .init(widthDimension: .absolute(1), heightDimension: .absolute(1)))

    /// `sections` sections, each one item of a group of `outer` groups of `inner` cells (`subitem:count:`): one
    /// instance is solved and copied, so a section places `outer` groups and `outer · inner` cells.
    func layout(sections: Int, outer: Int, inner: Int) -> CollectionViewCompositionalLayout {
        let size = CollectionLayoutSize(widthDimension: .absolute(390), heightDimension: .absolute(10))
        let row = CollectionLayoutGroup.horizontal(layoutSize: size, subitem: cell, count: inner)
        let group = CollectionLayoutGroup.vertical(layoutSize: size, subitem: row, count: outer)
        return CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: group), numberOfItemsInSection: Array(repeating: 1, count: sections)
        )
    }

    @Test func aLayoutWithinThePlacementBudgetIsPreparedAndOneBeyondItIsRefused() throws {
        // 100 groups of 999 cells: 100 + 99,900 = 100,000 placements a section, under the 100,000-cell section cap.
        let perSection = 100 * (1 + 999)
        let sections = CompositionalLayoutSolver.maximumPlacements / perSection
        #expect(sections * perSection == CompositionalLayoutSolver.maximumPlacements)
        let within = try layout(sections: sections, outer: 100, inner: 999).prepareWithinBudget(
            containerSize: viewport)
        #expect(within.sections.count == sections)
        #expect(throws: LayoutCostError.placements(limit: CompositionalLayoutSolver.maximumPlacements)) {
            try layout(sections: sections + 1, outer: 100, inner: 999).prepareWithinBudget(containerSize: viewport)
        }
    }

    /// Filling groups nested 20 deep each try one instance more than fits at every level: about 2²⁰ placements for
    /// one cell. Refused, and quickly, since solving stops at the budget.
    @Test func deeplyNestedFillingGroupsAreRefused() {
        var subitem: any CollectionLayoutSubitemConvertible = cell
        for level in 0..<20 {
            let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            subitem =
                level.isMultiple(of: 2)
                ? CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [subitem])
                : CollectionLayoutGroup.vertical(layoutSize: size, subitems: [subitem])
        }
        let top = CollectionLayoutGroup.vertical(
            layoutSize: .init(widthDimension: .absolute(390), heightDimension: .absolute(390)), subitems: [subitem])
        let layout = CollectionViewCompositionalLayout(
            section: CollectionLayoutSection(group: top), numberOfItemsInSection: [1000])
        #expect(throws: LayoutCostError.self) { try PreparedUserLayout(layout, viewport: viewport) }
    }

    @Test func aPreparedLayoutShowsWhatSettingTheLayoutShows() throws {
        let layout = self.layout(sections: 3, outer: 2, inner: 4)
        let prepared = try PreparedUserLayout(layout, viewport: viewport)
        let direct = YourLayoutScene(viewport: viewport)
        direct.setLayout(layout, source: nil)
        let installed = YourLayoutScene(viewport: viewport)
        installed.setLayout(prepared, source: nil)
        #expect(installed.frame() == direct.frame())
        #expect(installed.nodeContents == direct.nodeContents)
    }
}
