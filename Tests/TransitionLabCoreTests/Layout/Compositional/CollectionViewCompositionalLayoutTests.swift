import Testing

@testable import TransitionLabCore

/// Whether two lengths agree to 1e-9 pt.
func isClose(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

/// Whether `frame` is (x, y, w, h) to 1e-9 pt.
func isFrame(_ frame: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
    guard let frame else { return false }
    return isClose(frame.minX, x) && isClose(frame.minY, y) && isClose(frame.width, w) && isClose(frame.height, h)
}

/// the ShopBack cat-food demo cat-food layout, with every expected frame derived by hand from UIKit's documented rules
/// (Apple's iOS 13 header comments; IBPCollectionViewCompositionalLayout's solver for what Apple leaves open).
@Suite struct CollectionViewCompositionalLayoutTests {
    let header = UICollectionView.elementKindSectionHeader
    let prepared = CatFoodLayout.layout(counts: [8, 10, 6]).prepareCompositional(
        containerSize: Size(width: 390, height: 844))

    @Test func brandNamesSectionIsAnOrthogonalRowUnderItsHeader() {
        // Header: fractionalWidth(1) of 390 − 0 − 0 = 390 wide, absolute 44 tall, at the section's top (y 0).
        #expect(
            isFrame(
                prepared.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?
                    .frame, 0, 0, 390, 44))
        // Content starts below header and top inset: y = 0 + 44 + 16 = 60. The group is estimated 136 wide (no
        // measurement: the estimate stands) and 44 tall; orthogonal groups sit side by side from the leading inset 0:
        // group k at x = 136k. Item: fractionalWidth(1) × fractionalHeight(1) of 136 × 44, insets leading/trailing 8:
        // cell = (136k + 8, 60, 136 − 16 = 120, 44).
        for item in 0..<8 {
            let frame = prepared.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(isFrame(frame, 136 * Double(item) + 8, 60, 120, 44), "item \(item): \(String(describing: frame))")
        }
        // Section: one group tall plus insets: 60 + 44 + 16 = 120.
        #expect(isFrame(prepared.frame(ofSection: 0), 0, 0, 390, 120))
    }

    @Test func catFoodsSectionHasTwoEqualSlotsPerGroup() {
        // Header at 120; content at 120 + 44 + 16 = 180. Group: fractionalWidth(0.5) of 390 = 195, absolute 240.
        // vertical(subitem:count: 2) with no spacing: slots (240 − 0)/2 = 120 tall, the item's fractionalHeight(0.5)
        // ignored along the group's axis; width fractionalWidth(1) of 195. Insets top/bottom 4: cell 195 × 112.
        // Item i is in group i / 2 (x = 195 · (i / 2)) and slot i % 2 (y = 180 + 120 · (i % 2) + 4).
        #expect(
            isFrame(
                prepared.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))?
                    .frame, 0, 120, 390, 44))
        for item in 0..<10 {
            let x = 195 * Double(item / 2)
            let y = 180 + 120 * Double(item % 2) + 4
            #expect(
                isFrame(prepared.layoutAttributesForItem(at: IndexPath(item: item, section: 1))?.frame, x, y, 195, 112))
        }
        // Section: 120 … 180 + 240 + 16 = 436.
        #expect(isFrame(prepared.frame(ofSection: 1), 0, 120, 390, 316))
    }

    @Test func catsSectionIsAVerticalListWithAspectRatioGroups() {
        // Header at 436; content at 436 + 44 + 16 = 496. Group: 390 wide, fractionalWidth(0.67) of 390 = 261.3 tall.
        // Item fills the group, insets 6.7 / 10: cell (10, 496 + 261.3k + 6.7, 370, 261.3 − 13.4 = 247.9).
        #expect(
            isFrame(
                prepared.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 2))?
                    .frame, 0, 436, 390, 44))
        for item in 0..<6 {
            let frame = prepared.layoutAttributesForItem(at: IndexPath(item: item, section: 2))?.frame
            #expect(isClose(frame?.minX ?? .nan, 10) && isClose(frame?.width ?? .nan, 370))
            #expect(abs((frame?.minY ?? .nan) - (496 + 261.3 * Double(item) + 6.7)) < 1e-9)
            #expect(abs((frame?.height ?? .nan) - 247.9) < 1e-9)
        }
        // Content height: 496 + 6 · 261.3 + 16 = 2079.8.
        #expect(isClose(prepared.collectionViewContentSize.width, 390))
        #expect(abs(prepared.collectionViewContentSize.height - 2079.8) < 1e-9)
    }

    @Test func pinnedHeadersStayAtTheVisibleTopUntilTheirSectionEnds() {
        // A pinned header's y is max(natural y, min(offset, section end − 44)).
        let cases: [(offset: Double, section: Int, y: Double)] = [
            (0, 0, 0), (50, 0, 50), (100, 0, 76),  // section 0 ends at 120: 120 − 44 = 76
            (100, 1, 120), (200, 1, 200), (400, 1, 392),  // section 1 ends at 436: 436 − 44 = 392
            (1000, 2, 1000), (2050, 2, 2079.8 - 44),  // section 2 ends at 2079.8
        ]
        for (offset, section, y) in cases {
            let visible = Rect(x: 0, y: offset, width: 390, height: 844)
            let headers = prepared.layoutAttributes(
                in: visible, contentOffset: Point(x: 0, y: offset), orthogonalOffsets: [:]
            )
            .filter {
                $0.representedElementCategory == .supplementaryView(elementKind: header)
                    && $0.indexPath.section == section
            }
            #expect(headers.count == 1 && abs(headers[0].frame.minY - y) < 1e-9, "offset \(offset), section \(section)")
        }
    }

    @Test func orthogonalOffsetMovesOnlyItsSection() {
        let all = prepared.layoutAttributes(
            in: Rect(x: 0, y: 0, width: 390, height: 844), contentOffset: .zero, orthogonalOffsets: [0: 100])
        let brand = all.filter { $0.indexPath.section == 0 && $0.representedElementCategory == .cell }
        // Cells 136k + 8 − 100 that overlap 0…390: k = 0 (−92…28) through k = 3 (316…436).
        #expect(brand.map(\.indexPath.item).sorted() == [0, 1, 2, 3])
        #expect(brand.first { $0.indexPath.item == 1 }.map { isClose($0.frame.minX, 44) } == true)
        // Section 1 stays at offset 0: groups 0 and 1 (x 0 and 195) are visible, 4 cells.
        #expect(all.filter { $0.indexPath.section == 1 && $0.representedElementCategory == .cell }.count == 4)
    }

    @Test func rangeQueryMatchesABruteForceFilter() {
        let everything = prepared.allAttributes
        for top in stride(from: -100.0, through: 2200, by: 137) {
            let rect = Rect(x: 0, y: top, width: 390, height: 300)
            let fast = Set(prepared.layoutAttributesForElements(in: rect).map(\.identity))
            let slow = Set(everything.filter { $0.frame.intersects(rect) }.map(\.identity))
            #expect(fast == slow, "rect at \(top)")
        }
    }

    @Test func interSectionSpacingFootersAndBackgrounds() {
        var section = CatFoodLayout.catsSection
        var footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "footer", alignment: .bottom)
        footer.zIndex = 2
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.boundarySupplementaryItems.append(footer)
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CollectionViewCompositionalLayout(
            sections: [section], numberOfItemsInSection: [1, 1],
            configuration: CollectionViewCompositionalLayoutConfiguration(interSectionSpacing: 12))
        let prepared = layout.prepareCompositional(containerSize: Size(width: 390, height: 844))
        // Container 390 − 40 = 350: header (20, 0, 350, 44) following the content insets; group 350 × 0.67·350 = 234.5
        // at y = 44 + 10 = 54; footer below the bottom inset at 54 + 234.5 + 10 = 298.5; section ends at 328.5.
        #expect(
            isFrame(
                prepared.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?
                    .frame, 20, 0, 350, 44))
        #expect(
            isFrame(
                prepared.layoutAttributesForSupplementaryView(ofKind: "footer", at: IndexPath(item: 0, section: 0))?
                    .frame, 20, 298.5, 350, 30))
        // Second section starts 12 later, at 340.5; the cell of a section with a background has zIndex 1.
        let cell = prepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))
        #expect(isFrame(cell?.frame, 30, 340.5 + 54 + 6.7, 330, 234.5 - 13.4))
        #expect(cell?.zIndex == 1)
        let background = prepared.allAttributes.first {
            $0.representedElementCategory == .decorationView(elementKind: "background")
        }
        #expect(isFrame(background?.frame, 0, 0, 390, 328.5))
        #expect(isClose(prepared.collectionViewContentSize.height, 340.5 + 328.5))
    }

    @Test func supplementariesCanIgnoreContentInsets() {
        var section = CatFoodLayout.catsSection
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        section.supplementariesFollowContentInsets = false
        let prepared = CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [1])
            .prepareCompositional(containerSize: Size(width: 390, height: 844))
        #expect(
            isFrame(
                prepared.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?
                    .frame, 0, 0, 390, 44))
    }

    @Test func nonExtendingHeaderOverlapsAndPinnedFooterFollowsTheVisibleBottom() {
        var section = CatFoodLayout.catsSection
        section.boundarySupplementaryItems[0].extendsBoundary = false
        section.boundarySupplementaryItems[0].pinToVisibleBounds = false
        var footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems.append(footer)
        let prepared = CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [3])
            .prepareCompositional(containerSize: Size(width: 390, height: 844))
        // The header no longer pushes the content: the first group starts at the top inset, 16; cell at 16 + 6.7.
        #expect(
            abs((prepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY ?? 0) - 22.7) < 1e-9)
        // Content ends at 16 + 3 · 261.3 + 16 = 815.9, where the footer sits; the section ends 30 later.
        let natural = 16 + 3 * 261.3 + 16
        // A pinned footer's y is min(natural y, max(offset + 844 − 30, section top 0)).
        for (offset, y) in [(0.0, 814.0), (1.0, 815.0), (10.0, natural), (-100.0, 714.0)] {
            let visible = Rect(x: 0, y: offset, width: 390, height: 844)
            let footers = prepared.layoutAttributes(
                in: visible, contentOffset: Point(x: 0, y: offset), orthogonalOffsets: [:]
            )
            .filter {
                $0.representedElementCategory
                    == .supplementaryView(elementKind: UICollectionView.elementKindSectionFooter)
            }
            #expect(footers.count == 1 && abs(footers[0].frame.minY - y) < 1e-9, "offset \(offset)")
        }
    }
}
