import Testing

@testable import TransitionLabCore

/// Pinned headers and section backgrounds during a transition. Two compositional layouts, two sections of 20 items
/// each, a pinned 40-pt header and a background per section; rows 100 pt tall, one item per row (list) or two
/// (grid). List: section 0 spans 0…2040 (header 40 + 20 rows), section 1 2040…4080. Grid: section 0 spans
/// 0…1040 (header 40 + 10 rows), section 1 1040…2080. Both transitions start at content offset y 500, which the grid
/// keeps (its range is 0…2080 − 844 = 1236). Expected frames follow the rules in `CollectionViewTransitionLayout`'s
/// doc (linear centre and size) and `PreparedCompositionalSection.pinned` (y = max(natural, min(offset, end − 40))).
@Suite struct CollectionViewTransitionLayoutSectionViewsTests {
    static let bounds = Size(width: 390, height: 844)
    static let header = UICollectionView.elementKindSectionHeader

    static func layout(columns: Int) -> PreparedCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitem: item, count: columns)
        var header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: Self.header, alignment: .top)
        header.pinToVisibleBounds = true
        var section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        return UICollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [20, 20])
            .prepareCompositional(containerSize: bounds)
    }

    static func transition(progress: Double) -> CollectionViewTransitionLayout {
        var transition = CollectionViewTransitionLayout(
            currentLayout: layout(columns: 1), nextLayout: layout(columns: 2), boundsSize: bounds,
            currentContentOffset: Point(x: 0, y: 500))
        transition.transitionProgress = progress
        return transition
    }

    static func element(_ category: ElementCategory, section: Int, in transition: CollectionViewTransitionLayout)
        -> LayoutAttributes?
    {
        transition.interpolatedAttributes().first {
            $0.representedElementCategory == category && $0.indexPath.section == section
        }
    }

    @Test func compositionalLayoutAnswersForItsBackgrounds() {
        let list = Self.layout(columns: 1)
        let background = list.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 1))
        #expect(background?.frame == Rect(x: 0, y: 2040, width: 390, height: 2040))
        #expect(list.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 1)) == nil)
        let flow = FlowLayout.columnGrid(columns: 3, itemCount: 10, containerWidth: 390)
            .prepare(containerSize: Self.bounds)
        #expect(flow.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test func backgroundsInterpolateInsteadOfFading() {
        let transition = Self.transition(progress: 0.5)
        let kind = ElementCategory.decorationView(elementKind: "background")
        // Section 0: (0, 0, 390, 2040) → (0, 0, 390, 1040); halfway 1540 tall, centre (1020 + 520)/2 = 770.
        let first = Self.element(kind, section: 0, in: transition)
        #expect(first?.frame == Rect(x: 0, y: 0, width: 390, height: 1540))
        #expect(first?.alpha == 1)
        // Section 1, on the next screen only: (0, 2040, 390, 2040) → (0, 1040, 390, 1040); centre 3060 → 1560,
        // halfway 2310, height 1540: y 2310 − 770 = 1540.
        let second = Self.element(kind, section: 1, in: transition)
        #expect(second?.frame == Rect(x: 0, y: 1540, width: 390, height: 1540))
        #expect(second?.alpha == 1)
        let queried = transition.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 1))
        #expect(queried?.frame == second?.frame)
    }

    @Test func pinnedHeadersStayPinned() {
        let kind = ElementCategory.supplementaryView(elementKind: Self.header)
        for progress in [0.0, 0.5, 1.0] {
            let transition = Self.transition(progress: progress)
            // Section 0's header pins at y 500 in both layouts (list: min(500, 2000); grid: min(500, 1000)).
            let pinned = Self.element(kind, section: 0, in: transition)
            #expect(pinned?.frame == Rect(x: 0, y: 500, width: 390, height: 40), "progress \(progress)")
            #expect(pinned?.alpha == 1)
        }
        // Section 1's header, on the next screen only: 2040 (below the list's screen) → 1040; halfway 1540.
        #expect(Self.element(kind, section: 1, in: Self.transition(progress: 0.5))?.frame.minY == 1540)
    }
}
