import Foundation
import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

/// A spec written as JSON (what `transition-lab-reader` sends) reads back to an equal spec.
@Suite struct SpecWriterTests {
    static let examples: [URL] = {
        let folder = LayoutSpecTests.catFoodURL.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 3)
    }

    @Test(arguments: examples)
    func examplesReadBackFromTheirJSON(example: URL) throws {
        let spec = try LayoutSpec(parsing: try Data(contentsOf: example))
        #expect(try LayoutSpec(json: spec.json) == spec)
        #expect(try LayoutSpec(parsing: Array(spec.json.serialized.utf8)) == spec)
    }

    @Test func everyPropertyAwayFromItsDefaultReadsBack() throws {
        let size = CollectionLayoutSize(widthDimension: .estimated(31.5), heightDimension: .fractionalHeight(0.25))
        var badge = CollectionLayoutSupplementaryItem(
            layoutSize: size, elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(
                edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: 0))),
            itemAnchor: CollectionLayoutAnchor(edges: [.bottom], offset: .absolute(Point(x: -2, y: 4))))
        badge.zIndex = 7
        var item = CollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 1, leading: -2, bottom: 3, trailing: 4)
        item.edgeSpacing = CollectionLayoutEdgeSpacing(
            leading: .flexible(2), top: nil, trailing: .fixed(0), bottom: nil)
        var group = CollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        group.interItemSpacing = .flexible(5)
        group.contentInsets.top = 9
        var section = CollectionLayoutSection(
            group: .horizontal(layoutSize: size, subitem: group, count: 3))
        section.contentInsets.bottom = 12
        section.interGroupSpacing = -4
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        var header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        header.extendsBoundary = false
        header.zIndex = 0
        header.contentInsets.leading = 16
        section.boundarySupplementaryItems = [header]
        section.supplementariesFollowContentInsets = false
        var background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -1
        background.contentInsets.trailing = 2
        section.decorationItems = [background]
        section.visibleItemsEffect = VisibleItemsEffect(
            alpha: .operation(.max, [.constant(0.25), .operation(.negate, [.variable(.offsetX)])]),
            scaleX: .variable(.containerWidth))
        let specs: [LayoutSpec] = [
            .compositional(
                sections: [section, CollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item]))],
                numberOfItems: [0, 1000],
                configuration: CollectionViewCompositionalLayoutConfiguration(interSectionSpacing: 3.5)),
            .flow(
                sections: [
                    FlowLayout.Section(
                        numberOfItems: 3, itemSize: Size(width: 1, height: 2), minimumInteritemSpacing: 0,
                        minimumLineSpacing: 0.5,
                        sectionInset: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
                        headerReferenceSize: Size(width: 0, height: 30), footerReferenceSize: Size(width: 5, height: 6))
                ], scrollDirection: .horizontal),
        ]
        for spec in specs {
            #expect(try LayoutSpec(parsing: Array(spec.json.serialized.utf8)) == spec)
        }
    }
}
