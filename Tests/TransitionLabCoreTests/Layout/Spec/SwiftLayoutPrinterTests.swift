import Testing

@testable import TransitionLabCore

/// The Swift a spec prints as (its reading back is tested with the Swift layout reader, `RoundTripTests`).
@Suite struct SwiftLayoutPrinterTests {
    @Test func propertiesAtUIKitsDefaultsAreLeftOut() throws {
        let swift = try SwiftLayoutPrinter.swift(for: .flow(sections: [FlowLayout.Section(numberOfItems: 4)]))
        #expect(
            swift == """
                // Items per section (the data source's counts, not layout code): 4.
                func makeLayout() -> UICollectionViewLayout {
                    let layout = UICollectionViewFlowLayout()
                    return layout
                }

                """)
    }

    @Test func aCompositionalSectionPrintsItsGroupFirst() throws {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))
        var group = CollectionLayoutGroup.horizontal(
            layoutSize: size, repeatingSubitem: CollectionLayoutItem(layoutSize: size), count: 2)
        group.interItemSpacing = .fixed(8)
        var section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
        ]
        let swift = try SwiftLayoutPrinter.swift(
            for: .compositional(sections: [section], numberOfItems: [6], configuration: .init()))
        let body = swift.split(separator: "\n").drop { !$0.hasPrefix("func makeSection0") }.map(String.init)
        #expect(
            body == [
                "func makeSection0() -> NSCollectionLayoutSection {",
                "    let item0 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: "
                    + ".fractionalWidth(0.5), heightDimension: .absolute(44)))",
                "    let group0 = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: "
                    + ".fractionalWidth(0.5), heightDimension: .absolute(44)), repeatingSubitem: item0, count: 2)",
                "    group0.interItemSpacing = .fixed(8)",
                "    let section = NSCollectionLayoutSection(group: group0)",
                "    section.orthogonalScrollingBehavior = .groupPaging",
                "    let boundaryItem0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize("
                    + "widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)), elementKind: "
                    + "UICollectionView.elementKindSectionHeader, alignment: .top)",
                "    section.boundarySupplementaryItems = [boundaryItem0]",
                "    return section",
                "}",
            ])
    }

    @Test func flowSectionsThatDifferHaveNoSwiftForm() {
        let sections = [
            FlowLayout.Section(numberOfItems: 1, itemSize: Size(width: 10, height: 10)),
            FlowLayout.Section(numberOfItems: 2, itemSize: Size(width: 20, height: 20)),
        ]
        #expect(throws: SwiftLayoutPrinter.Unprintable.self) {
            try SwiftLayoutPrinter.swift(for: .flow(sections: sections))
        }
    }
}
