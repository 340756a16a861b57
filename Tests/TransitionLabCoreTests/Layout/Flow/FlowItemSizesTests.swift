import PropertyBased
import Testing

@testable import TransitionLabCore

/// A flow layout whose delegate sizes each item (`FlowLayout.Section.itemSizes`): frames derived by hand from the
/// rules in `FlowLayout`'s doc comment (Apple's "Using the Flow Layout": items centred vertically on their line, the
/// line as tall as its tallest item; PSTCollectionView's justification of full and last lines).
@Suite struct FlowItemSizesTests {
    private static func frames(_ layout: FlowLayout, width: Double = 390) -> [Rect] {
        let prepared = layout.prepareFlow(containerSize: Size(width: width, height: 844))
        return prepared.layoutAttributesForElements(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            .filter { $0.representedElementCategory == .cell }.map(\.frame)
    }

    /// Width 390, insets left and right 10 (available 370), inter-item spacing 10, line spacing 8; items
    /// 150 × 40, 100 × 60, 200 × 50, 80 × 30, 120 × 40.
    @Test func linesFillJustifyAndCentreVertically() {
        let sizes = [
            Size(width: 150, height: 40), Size(width: 100, height: 60), Size(width: 200, height: 50),
            Size(width: 80, height: 30), Size(width: 120, height: 40),
        ]
        let layout = FlowLayout(sections: [
            .init(
                numberOfItems: 5, minimumInteritemSpacing: 10, minimumLineSpacing: 8,
                sectionInset: DirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 10), itemSizes: sizes)
        ])
        let frames = Self.frames(layout)
        // Line 1: 150 + 10 + 100 = 260; + 10 + 200 = 470 > 370, so items 0 and 1. Height 60 (item 1).
        // Justified: leftover 370 − 260 = 110 over one gap → item 1 at 10 + 150 + 10 + 110 = 280.
        // Centred: item 0 (40 tall) at 20 + (60 − 40)/2 = 30; item 1 at 20.
        #expect(frames[0] == Rect(x: 10, y: 30, width: 150, height: 40))
        #expect(frames[1] == Rect(x: 280, y: 20, width: 100, height: 60))
        // Line 2 at 20 + 60 + 8 = 88: 200 + 10 + 80 = 290; + 10 + 120 = 420 > 370, so items 2 and 3; height 50.
        // Leftover 370 − 290 = 80 → item 3 at 10 + 200 + 10 + 80 = 300, y 88 + (50 − 30)/2 = 98.
        #expect(frames[2] == Rect(x: 10, y: 88, width: 200, height: 50))
        #expect(frames[3] == Rect(x: 300, y: 98, width: 80, height: 30))
        // Line 3 at 88 + 50 + 8 = 146, the last: item 4 (120) and copies of it: 120 + 130 + 130 = 380 > 370, so
        // 2 slots, 250 used; leftover 120 over one gap: the real item sits at the left inset.
        #expect(frames[4] == Rect(x: 10, y: 146, width: 120, height: 40))
        let prepared = layout.prepareFlow(containerSize: Size(width: 390, height: 844))
        #expect(prepared.collectionViewContentSize == Size(width: 390, height: 186))
    }

    /// An item wider than half the width is alone on its line and centred; a line whose one item fits only once
    /// even with copies (the last) is centred too.
    @Test func aLoneItemIsCentred() {
        let layout = FlowLayout(sections: [
            .init(
                numberOfItems: 2, minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                itemSizes: [Size(width: 300, height: 100), Size(width: 250, height: 80)])
        ])
        let frames = Self.frames(layout)
        // 300 + 10 + 250 > 390: one item each. Line 1: (390 − 300)/2 = 45. Line 2 (last): 250 + 10 + 250 > 390,
        // one slot: (390 − 250)/2 = 70, at y 100 + 10.
        #expect(frames == [Rect(x: 45, y: 0, width: 300, height: 100), Rect(x: 70, y: 110, width: 250, height: 80)])
    }

    /// Items past the sizes given are `itemSize`.
    @Test func itemsPastTheSizesUseItemSize() {
        let layout = FlowLayout(sections: [
            .init(
                numberOfItems: 2, itemSize: Size(width: 390, height: 20), minimumLineSpacing: 0,
                itemSizes: [Size(width: 390, height: 50)])
        ])
        #expect(
            Self.frames(layout) == [
                Rect(x: 0, y: 0, width: 390, height: 50), Rect(x: 0, y: 50, width: 390, height: 20),
            ])
    }

    /// Giving every item `itemSize` through `itemSizes` lays out exactly as the fixed-size grid.
    @Test func equalSizesAreTheFixedSizeGrid() async {
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...40), Gen.int(in: 1...200), Gen.int(in: 1...120), Gen.int(in: 0...30),
            Gen.int(in: 0...30)
        ) { count, width, height, spacing, inset in
            var section = FlowLayout.Section(
                numberOfItems: count, itemSize: Size(width: Double(width), height: Double(height)),
                minimumInteritemSpacing: Double(spacing), minimumLineSpacing: Double(spacing) / 2,
                sectionInset: DirectionalEdgeInsets(
                    top: Double(inset), leading: Double(inset), bottom: Double(inset), trailing: Double(inset)))
            let fixed = Self.frames(FlowLayout(sections: [section]))
            section.itemSizes = Array(repeating: section.itemSize, count: count)
            let sized = Self.frames(FlowLayout(sections: [section]))
            #expect(fixed.count == sized.count)
            for (a, b) in zip(fixed, sized) {
                #expect(abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6, "\(a) vs \(b)")
            }
        }
    }

    /// Scrolling horizontally, the same rules run along columns.
    @Test func horizontalColumns() {
        let layout = FlowLayout(
            sections: [
                .init(
                    numberOfItems: 3, minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                    itemSizes: [
                        Size(width: 100, height: 400), Size(width: 60, height: 400), Size(width: 50, height: 200),
                    ])
            ], scrollDirection: .horizontal)
        let frames = Self.frames(layout)
        // Transposed: column height 844; item heights 400, 400 fit (810 ≤ 844); column width 100; item 1 (60 wide)
        // centred horizontally in it at x (100 − 60)/2 = 20; justified down: leftover 34 → item 1 at y 444.
        #expect(frames[0] == Rect(x: 0, y: 0, width: 100, height: 400))
        #expect(frames[1] == Rect(x: 20, y: 444, width: 60, height: 400))
        // Column 2 at x 110, the last: 200 + copies (200 + 210 + 210 = 620 ≤ 844; a fourth 830 ≤ 844): 4 slots →
        // leftover 844 − 830 = 14; the real item at y 0.
        #expect(frames[2] == Rect(x: 110, y: 0, width: 50, height: 200))
    }
}
