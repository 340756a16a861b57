import Testing

@testable import TransitionLabCore

/// A compositional layout whose configuration scrolls horizontally: sections and their groups follow one another
/// along x, fractional heights resolve against the collection view's height. Frames derived by hand.
@Suite struct HorizontalCompositionalLayoutTests {
    /// Vertical groups 150 wide and as tall as the section, two cells each inset 5; sections inset 20 / 16 / 20 / 16,
    /// 10 pt between groups, 30 between sections.
    static func layout(counts: [Int]) -> CollectionViewCompositionalLayout {
        var item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = CollectionLayoutGroup.vertical(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)),
            subitem: item, count: 2)
        var section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        return CollectionViewCompositionalLayout(
            section: section, numberOfItemsInSection: counts,
            configuration: CollectionViewCompositionalLayoutConfiguration(
                interSectionSpacing: 30, scrollDirection: .horizontal))
    }

    /// The expected cells of sections of `counts` items in 390 × 844: the group is 150 × (844 − 40) with two slots of
    /// 402; groups start at the section's left + 16 and step by 160; a section ends 16 after its last group.
    static func expectedCells(counts: [Int]) -> [IndexPath: Rect] {
        var cells: [IndexPath: Rect] = [:]
        var left = 0.0
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let x = left + 16 + Double(item / 2) * 160
                cells[IndexPath(item: item, section: section)] = Rect(
                    x: x + 5, y: 20 + Double(item % 2) * 402 + 5, width: 140, height: 392)
            }
            let groups = Double((count + 1) / 2)
            left += 16 + groups * 150 + (groups - 1) * 10 + 16 + 30
        }
        return cells
    }

    @Test func sectionsAndGroupsFollowAlongX() {
        let prepared = Self.layout(counts: [5, 3]).prepareCompositional(containerSize: Size(width: 390, height: 844))
        let expected = Self.expectedCells(counts: [5, 3])
        for (path, frame) in expected {
            #expect(prepared.layoutAttributesForItem(at: path)?.frame == frame, "\(path)")
        }
        // Section 0: 16 + 3·150 + 2·10 + 16 = 502; section 1 from 532 to 532 + 16 + 2·150 + 10 + 16 = 874.
        #expect(prepared.frame(ofSection: 0) == Rect(x: 0, y: 0, width: 502, height: 844))
        #expect(prepared.frame(ofSection: 1) == Rect(x: 532, y: 0, width: 342, height: 844))
        #expect(prepared.collectionViewContentSize == Size(width: 874, height: 844))
        #expect(prepared.scrollDirection == .horizontal)
    }

    @Test func rangeQueriesFollowTheHorizontalAxis() {
        let prepared = Self.layout(counts: [5, 3]).prepareCompositional(containerSize: Size(width: 390, height: 844))
        // x 500…720 holds section 1's first group (553…693) and the start of its second (713…).
        let found = prepared.layoutAttributesForElements(in: Rect(x: 500, y: 0, width: 220, height: 844))
        #expect(
            Set(found.map(\.indexPath)) == [
                IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
                IndexPath(item: 2, section: 1),
            ])
        let all = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 874, height: 844))
        #expect(all.count == 8)
    }
}
