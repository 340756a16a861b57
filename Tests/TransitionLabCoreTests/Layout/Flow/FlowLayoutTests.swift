import Testing

@testable import TransitionLabCore

/// Frames derived by hand from UIKit's flow-layout rules as `FlowLayout`'s doc comment states them (Apple's
/// `minimumInteritemSpacing` / `minimumLineSpacing` pages; PSTCollectionView's row code).
@Suite struct FlowLayoutTests {
    private static let header = FlowLayout.elementKindSectionHeader
    private static let footer = FlowLayout.elementKindSectionFooter

    private static func item(_ item: Int, _ section: Int, in layout: PreparedFlowLayout) -> Rect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private static func supplementary(_ kind: String, _ section: Int, in layout: PreparedFlowLayout) -> Rect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    private static func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// Width 390, items 100 × 50, spacings 10 (inter-item) and 20 (line), insets top 5 / left 15 / bottom 7 /
    /// right 15, a 40-pt header; 7 items, then a second section of 2 items without header, then a 30-pt footer.
    private static let justified = FlowLayout(sections: [
        .init(
            numberOfItems: 7, itemSize: Size(width: 100, height: 50), minimumInteritemSpacing: 10,
            minimumLineSpacing: 20, sectionInset: DirectionalEdgeInsets(top: 5, leading: 15, bottom: 7, trailing: 15),
            headerReferenceSize: Size(width: 0, height: 40)
        ),
        .init(
            numberOfItems: 2, itemSize: Size(width: 100, height: 50), minimumInteritemSpacing: 10,
            minimumLineSpacing: 20, sectionInset: DirectionalEdgeInsets(top: 5, leading: 15, bottom: 7, trailing: 15),
            footerReferenceSize: Size(width: 0, height: 30)
        ),
    ]).prepareFlow(containerSize: Size(width: 390, height: 844))

    @Test func justifiedRowsAndSections() {
        let layout = Self.justified
        // Available width 390 − 15 − 15 = 360; n = ⌊(360 + 10)/(100 + 10)⌋ = ⌊3.36⌋ = 3 items per row.
        #expect(layout.itemsPerRow(inSection: 0) == 3)
        // Leftover 360 − 3·100 = 60 shared by 2 gaps → 30: columns at x = 15, 145, 275.
        // Header 0…40, inset top 5 → rows at y = 45, 45 + 70 = 115, 185 (pitch 50 + 20).
        #expect(Self.item(0, 0, in: layout) == Rect(x: 15, y: 45, width: 100, height: 50))
        #expect(Self.item(2, 0, in: layout) == Rect(x: 275, y: 45, width: 100, height: 50))
        #expect(Self.item(4, 0, in: layout) == Rect(x: 145, y: 115, width: 100, height: 50))
        // Item 6 alone in the last row keeps the first column.
        #expect(Self.item(6, 0, in: layout) == Rect(x: 15, y: 185, width: 100, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
        // Header spans the collection view's width.
        #expect(Self.supplementary(Self.header, 0, in: layout) == Rect(x: 0, y: 0, width: 390, height: 40))
        // Section 0 ends at 185 + 50 + 7 = 242; section 1's only row at 242 + 5 = 247, items in columns 1 and 2
        // of a full row: x = 15 and 145.
        #expect(Self.item(1, 1, in: layout) == Rect(x: 145, y: 247, width: 100, height: 50))
        // Footer after 247 + 50 + 7 = 304; content height 304 + 30 = 334.
        #expect(Self.supplementary(Self.footer, 1, in: layout) == Rect(x: 0, y: 304, width: 390, height: 30))
        #expect(Self.supplementary(Self.header, 1, in: layout) == nil)
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 334))
    }

    @Test func elementsInRectMatchAFullScan() {
        let layout = Self.justified
        var all: [LayoutAttributes] = []
        for section in 0..<2 {
            let path = IndexPath(item: 0, section: section)
            if let h = layout.layoutAttributesForSupplementaryView(ofKind: Self.header, at: path) { all.append(h) }
            for item in 0..<7 {
                if let a = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) { all.append(a) }
            }
            if let f = layout.layoutAttributesForSupplementaryView(ofKind: Self.footer, at: path) { all.append(f) }
        }
        #expect(all.count == 7 + 2 + 2)
        let rects = [
            Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 100, width: 390, height: 100),
            Rect(x: 120, y: 60, width: 30, height: 200), Rect(x: 0, y: 165, width: 390, height: 20),
            Rect(x: 0, y: 300, width: 10, height: 10), Rect(x: -50, y: -50, width: 20, height: 20),
        ]
        for rect in rects {
            #expect(layout.layoutAttributesForElements(in: rect) == all.filter { $0.frame.intersects(rect) })
        }
        // Rows 45…95 and 115…165 touch a rect 95…115 only at its edges: nothing intersects.
        #expect(layout.layoutAttributesForElements(in: Rect(x: 0, y: 95, width: 390, height: 20)).isEmpty)
    }

    /// Zero-width items with the smallest spacing fit Int32.max to a row (n = ⌊(W + s)/(0 + s)⌋): the query still
    /// finds the section's items one by one, without reserving room for every column (which once asked for
    /// hundreds of gigabytes; found by LayoutSpecFuzzTests).
    @Test func zeroWidthItemsDoNotReserveAColumnPerPoint() {
        let layout = FlowLayout(sections: [
            .init(
                numberOfItems: 60, itemSize: Size(width: 0, height: 42),
                minimumInteritemSpacing: .leastNonzeroMagnitude)
        ])
        .prepareFlow(containerSize: Size(width: 390, height: 844))
        let found = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 844))
        // Empty frames at the rect's right edge do not intersect it (`CGRect.intersects`); the rest are found.
        #expect(!found.isEmpty && found.count <= 60)
    }

    @Test func aRowOfOneItemIsCentred() {
        // 390 wide, item 200: n = ⌊(390 + 10)/(200 + 10)⌋ = 1; x = (390 − 200)/2 = 95.
        let layout = FlowLayout(sections: [.init(numberOfItems: 2, itemSize: Size(width: 200, height: 100))])
            .prepareFlow(containerSize: Size(width: 390, height: 844))
        #expect(Self.item(1, 0, in: layout) == Rect(x: 95, y: 110, width: 200, height: 100))
    }

    @Test func anEmptySectionKeepsItsHeaderAndInsets() {
        let layout = FlowLayout(sections: [
            .init(
                numberOfItems: 0, sectionInset: DirectionalEdgeInsets(top: 8, bottom: 12),
                headerReferenceSize: Size(width: 0, height: 20)
            ),
            .init(numberOfItems: 1),
        ]).prepareFlow(containerSize: Size(width: 320, height: 480))
        // Section 0: header 0…20, then insets 8 + 12 → ends at 40. Section 1: default 50 × 50 items, spacing 10,
        // n = ⌊(320 + 10)/(50 + 10)⌋ = 5 per row, so its single item takes the first column: (0, 40).
        #expect(Self.item(0, 1, in: layout) == Rect(x: 0, y: 40, width: 50, height: 50))
        #expect(layout.collectionViewContentSize.height == 90)
        let top = layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 320, height: 30))
        #expect(top.map(\.representedElementCategory) == [.supplementaryView(elementKind: Self.header)])
    }

    @Test func pinchGridColumnGridsAt390() {
        // doremin's pinch-grid post: side = (W − (c − 1)·1)/c, 1-pt gaps both ways.
        let expectedSides: [Int: Double] = [
            17: 374.0 / 17,  // (390 − 16)/17 = 22
            11: 380.0 / 11,  // (390 − 10)/11 = 34.545…
            9: 382.0 / 9,  // (390 − 8)/9 = 42.444…
            7: 384.0 / 7,  // (390 − 6)/7 = 54.857…
            5: 386.0 / 5,  // (390 − 4)/5 = 77.2
            3: 388.0 / 3,  // (390 − 2)/3 = 129.333…
            1: 390,  // one column fills the width
        ]
        #expect(Set(expectedSides.keys) == Set(FlowLayout.pinchGridColumnCounts))
        for columns in FlowLayout.pinchGridColumnCounts {
            let side = expectedSides[columns]!
            let layout = FlowLayout.columnGrid(columns: columns, itemCount: 100, containerWidth: 390)
                .prepareFlow(containerSize: Size(width: 390, height: 844))
            #expect(layout.itemsPerRow(inSection: 0) == columns)
            // Item c + 1 sits in row 1, column 1 (column 0 when there is one column).
            let column = columns == 1 ? 0.0 : 1.0
            let frame = Self.item(columns + 1, 0, in: layout)
            let expectedRow = columns == 1 ? 2.0 : 1.0
            let expected = Rect(x: column * (side + 1), y: expectedRow * (side + 1), width: side, height: side)
            #expect(Self.close(frame, expected))
            // The last column ends at the right edge: (c − 1)·(side + 1) + side = 390.
            let last = layout.layoutAttributesForItem(at: IndexPath(item: columns - 1, section: 0))?.frame
            #expect(abs((last?.maxX ?? 0) - 390) < 1e-9)
            // ⌈100/c⌉ rows of side with 1-pt gaps.
            let rows = Double((100 + columns - 1) / columns)
            #expect(abs(layout.collectionViewContentSize.height - (rows * side + rows - 1)) < 1e-9)
        }
        #expect(FlowLayout.columnGridSide(columns: 17, containerWidth: 390) == 22)
    }
}
