import Testing

@testable import TransitionLabCore

/// The `validate()` rules of the layout model's types: each names the property at fault, so a reader can place the
/// error at the JSON member or the Swift argument that gave it.
@Suite struct LayoutModelValidationTests {
    let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    var item: CollectionLayoutItem { CollectionLayoutItem(layoutSize: size) }

    /// What a validation gives: no broken rule, or the property a broken rule names (nil for the whole value).
    enum Outcome: Equatable {
        case valid
        case refused(LayoutSpecViolation.Property?)
    }

    func outcome(_ validate: () throws -> Void) -> Outcome {
        do {
            try validate()
            return .valid
        } catch {
            return .refused((error as? LayoutSpecViolation)?.property)
        }
    }

    @Test func groupsNeedSubitemsAndACountWithinTheLimit() {
        let empty = CollectionLayoutGroup(layoutSize: size, axis: .horizontal, subitems: [], repetition: .fill)
        #expect(outcome { try empty.validate() } == .refused(.subitems))
        let zero = CollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 0)
        #expect(outcome { try zero.validate() } == .refused(.count))
        let many = CollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 257)
        #expect(outcome { try many.validate() } == .refused(.count))
        let two = CollectionLayoutGroup(
            layoutSize: size, axis: .horizontal, subitems: [item, item], repetition: .count(2))
        #expect(outcome { try two.validate() } == .refused(.subitems))
        let fine = CollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 256)
        #expect(outcome { try fine.validate() } == .valid)
    }

    @Test func groupsNestAtMostEightLevels() throws {
        var group = CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        for _ in 1..<8 { group = .vertical(layoutSize: size, subitems: [item, group]) }
        #expect(group.nestingDepth == 8)
        try group.validate()
        let deeper = CollectionLayoutGroup.horizontal(layoutSize: size, subitems: [group])
        #expect(throws: LayoutSpecViolation("groups nested more than 8 deep (group nesting limit)")) {
            try deeper.validate()
        }
    }

    @Test func anItemHasAtMostEightSupplementaryItems() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size, elementKind: "badge", containerAnchor: CollectionLayoutAnchor(edges: [.top]))
        let eight = CollectionLayoutItem(layoutSize: size, supplementaryItems: Array(repeating: badge, count: 8))
        #expect(outcome { try eight.validate() } == .valid)
        let nine = CollectionLayoutItem(layoutSize: size, supplementaryItems: Array(repeating: badge, count: 9))
        #expect(outcome { try nine.validate() } == .refused(.supplementaryItems))
    }

    @Test(arguments: RectAlignment.allCases)
    func boundaryItemsSitOnTheTopOrBottom(alignment: RectAlignment) {
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: alignment)
        let onEdge = alignment.isTop || alignment.isBottom
        #expect(outcome { try header.validate() } == (onEdge ? .valid : .refused(.alignment)))
    }

    @Test func anEffectNeedsOrthogonalScrolling() {
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        section.visibleItemsEffect = VisibleItemsEffect(alpha: .constant(0.5))
        #expect(outcome { try section.validate() } == .refused(.visibleItemsEffect))
        section.orthogonalScrollingBehavior = .continuous
        #expect(outcome { try section.validate() } == .valid)
    }

    @Test func aHorizontalLayoutTakesNoHeadersNorOrthogonalSections() {
        let horizontal = CollectionViewCompositionalLayoutConfiguration(scrollDirection: .horizontal)
        var section = CollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item]))
        #expect(outcome { try horizontal.validate(section) } == .valid)
        section.orthogonalScrollingBehavior = .paging
        #expect(
            outcome { try horizontal.validate(section) }
                == .refused(.orthogonalScrollingBehavior))
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "h", alignment: .top)
        ]
        #expect(
            outcome { try horizontal.validate(section) }
                == .refused(.boundarySupplementaryItems))
        #expect(
            outcome {
                try CollectionViewCompositionalLayoutConfiguration().validate(section)
            } == .valid)
    }

    @Test func effectExpressionsHaveAtMost256Nodes() throws {
        var expression = EffectExpression.variable(.itemMidX)
        while expression.nodeCount + 2 <= VisibleItemsEffect.maximumNodes {
            expression = .operation(.add, [expression, .constant(1)])
        }
        try expression.validate()
        let larger = EffectExpression.operation(.multiply, [expression, .variable(.offsetX)])
        #expect(larger.nodeCount == 257)
        #expect(throws: LayoutSpecViolation.self) { try larger.validate() }
    }
}
