import Testing

@testable import TransitionLabCore

/// A horizontal `UICollectionViewFlowLayout`: columns filled top to bottom, then to the right; headers use the width
/// of their reference size and the collection view's height (Apple, `headerReferenceSize`). Frames derived by hand.
@Suite struct HorizontalFlowLayoutTests {
    /// 100 × 180 items, 20 pt between columns (`minimumLineSpacing`), at least 10 pt between items in a column, insets
    /// 40 / 16 / 40 / 16, 50-pt-wide headers, in 390 × 844.
    static func layout(counts: [Int]) -> FlowLayout {
        FlowLayout(
            sections: counts.map { count in
                FlowLayout.Section(
                    numberOfItems: count, itemSize: Size(width: 100, height: 180), minimumInteritemSpacing: 10,
                    minimumLineSpacing: 20,
                    sectionInset: DirectionalEdgeInsets(top: 40, leading: 16, bottom: 40, trailing: 16),
                    headerReferenceSize: Size(width: 50, height: 999))
            }, scrollDirection: .horizontal)
    }

    @Test func fillsColumnsTopToBottomThenMovesRight() {
        let prepared = Self.layout(counts: [6, 2]).prepareFlow(containerSize: Size(width: 390, height: 844))
        // 764 pt between the insets hold ⌊(764 + 10) / (180 + 10)⌋ = 4 items a column, justified: 44 pt left over
        // shared by 3 gaps, so items sit 180 + 44/3 apart from y = 40 to 804 = 844 − 40.
        let pitch = 180 + 44.0 / 3
        let rows = (0..<4).map { 40 + Double($0) * pitch }
        // Section 0: header 50 wide at x 0; columns at 0 + 50 + 16 = 66 and 66 + 120 = 186; it ends at 186 + 100 + 16.
        let first = [(66.0, 0), (66, 1), (66, 2), (66, 3), (186, 0), (186, 1)]
        for (item, (x, row)) in first.enumerated() {
            let frame = prepared.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame == Rect(x: x, y: rows[row], width: 100, height: 180), "item \(item)")
        }
        let header = prepared.layoutAttributesForSupplementaryView(
            ofKind: FlowLayout.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == Rect(x: 0, y: 0, width: 50, height: 844))
        // Section 1 starts at 302: header to 352, first column at 368; content ends at 368 + 100 + 16 = 484.
        let second = prepared.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
        #expect(second == Rect(x: 368, y: rows[1], width: 100, height: 180))
        let secondHeader = prepared.layoutAttributesForSupplementaryView(
            ofKind: FlowLayout.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(secondHeader?.frame == Rect(x: 302, y: 0, width: 50, height: 844))
        #expect(prepared.collectionViewContentSize == Size(width: 484, height: 844))
        #expect(prepared.scrollDirection == .horizontal)
    }

    @Test func rangeQueriesFollowTheHorizontalAxis() {
        let prepared = Self.layout(counts: [6, 2]).prepareFlow(containerSize: Size(width: 390, height: 844))
        // x 170…300 holds the second column of section 0 (186…286), not the first (66…166) nor section 1 (302…).
        let found = prepared.layoutAttributesForElements(in: Rect(x: 170, y: 0, width: 130, height: 844))
        #expect(found.map(\.indexPath.item) == [4, 5])
        #expect(found.allSatisfy { $0.frame.minX == 186 })
        let all = prepared.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 484, height: 844))
        #expect(all.count == 6 + 2 + 2)
    }
}
