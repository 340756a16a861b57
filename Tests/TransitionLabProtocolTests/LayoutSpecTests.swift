import Foundation
import Testing
import TransitionLabCore

@testable import TransitionLabProtocol

@Suite struct LayoutSpecTests {
    /// The repository's docs/examples/cat-food.json.
    static let catFoodURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/examples/cat-food.json")

    func spec(_ text: String) throws(LayoutSpecError) -> LayoutSpec { try LayoutSpec(parsing: Array(text.utf8)) }

    @Test func catFoodExampleMatchesTheDemosCode() throws {
        let parsed = try LayoutSpec(parsing: try Data(contentsOf: Self.catFoodURL))
        #expect(parsed.numberOfItems == [8, 10, 6])
        guard case .compositional(var sections, _, let configuration) = parsed else {
            Issue.record("expected a compositional spec")
            return
        }
        // The demo's header kind is UICollectionView.elementKindSectionHeader; the example names it "header".
        for index in sections.indices {
            sections[index].boundarySupplementaryItems[0].elementKind = UICollectionView.elementKindSectionHeader
        }
        #expect(sections == CatFoodLayout.sections)
        #expect(configuration.interSectionSpacing == 0)
    }

    @Test func optionalFormsAreRead() throws {
        let parsed = try spec(
            """
            {"layout":"compositional","interSectionSpacing":12,"sections":[{"numberOfItems":3,
              "supplementariesFollowContentInsets":false,"interGroupSpacing":4,
              "decorationItems":[{"elementKind":"bg","contentInsets":{"top":1}}],
              "group":{"type":"group","axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"estimated":50}},
                "interItemSpacing":{"flexible":8},
                "subitems":[{"type":"group","axis":"vertical","size":{"width":{"absolute":100},"height":{"fractionalHeight":1}},
                  "repeatingCount":2,
                  "subitems":[{"type":"item","size":{"width":{"fractionalWidth":1},"height":{"absolute":20}},
                    "edgeSpacing":{"leading":{"fixed":2},"bottom":{"flexible":3}}}]}]}}]}
            """)
        guard case .compositional(let sections, let counts, let configuration) = parsed else {
            Issue.record("expected a compositional spec")
            return
        }
        #expect(counts == [3] && configuration.interSectionSpacing == 12)
        let section = sections[0]
        #expect(!section.supplementariesFollowContentInsets && section.interGroupSpacing == 4)
        #expect(
            section.decorationItems == [
                CollectionLayoutDecorationItem(elementKind: "bg").with { $0.contentInsets.top = 1 }
            ])
        #expect(section.group.interItemSpacing == .flexible(8))
        #expect(section.group.layoutSize.heightDimension == .estimated(50))
        guard case .group(let column) = section.group.subitems[0], case .item(let item) = column.subitems[0] else {
            Issue.record("expected a nested group holding an item")
            return
        }
        #expect(column.repetition == .repeating(2) && column.axis == .vertical)
        #expect(
            item.edgeSpacing
                == CollectionLayoutEdgeSpacing(leading: .fixed(2), top: nil, trailing: nil, bottom: .flexible(3)))
    }

    @Test func flowSpecBuildsAFlowLayout() throws {
        let parsed = try spec(
            """
            {"layout":"flow","sections":[{"itemSize":[100,80],"minimumInteritemSpacing":5,"minimumLineSpacing":6,
              "sectionInset":{"top":1,"left":2,"bottom":3,"right":4},"headerReferenceSize":[0,30]}]}
            """)
        let layout = try #require(parsed.layout(counts: [4, 2]) as? FlowLayout)
        #expect(layout.sections.map(\.numberOfItems) == [4, 2])
        #expect(layout.sections[1].itemSize == Size(width: 100, height: 80))
        #expect(layout.sections[0].sectionInset == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(layout.sections[0].headerReferenceSize == Size(width: 0, height: 30))
        #expect(layout.sections[0].minimumInteritemSpacing == 5 && layout.sections[0].minimumLineSpacing == 6)
    }

    @Test(arguments: [
        ("{", "$", "not valid JSON"),
        (#"{"layout":"grid","sections":[{}]}"#, "$.layout", "not one of compositional, flow"),
        (#"{"layout":"compositional","sections":[]}"#, "$", "'sections' is empty"),
        (#"{"layout":"compositional","sections":[{"groop":{}}]}"#, "$.sections[0].groop", "unknown key"),
        (#"{"layout":"compositional","sections":[{}]}"#, "$.sections[0]", "missing required key 'group'"),
        (
            #"{"layout":"compositional","sections":[{"group":{"type":"item","size":{"width":{"absolute":1},"height":{"absolute":1}}}}]}"#,
            "$.sections[0].group", "expected a group"
        ),
        (
            #"{"layout":"compositional","sections":[{"group":{"type":"group","axis":"vertical","size":{"width":{"absolute":1},"height":{"fractional":1}},"subitems":[]}}]}"#,
            "$.sections[0].group.size.height.fractional", "unknown key"
        ),
        (
            #"{"layout":"compositional","sections":[{"group":{"type":"group","axis":"vertical","size":{"width":{"absolute":-1},"height":{"absolute":1}},"subitems":[]}}]}"#,
            "$.sections[0].group.size.width.absolute", "expected a number ≥ 0"
        ),
        (
            #"{"layout":"compositional","sections":[{"group":{"type":"group","axis":"vertical","size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[]}}]}"#,
            "$.sections[0].group.subitems", "at least one subitem"
        ),
        (
            #"{"layout":"compositional","sections":[{"group":{"type":"group","axis":"vertical","count":1.5,"size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[{"type":"item","size":{"width":{"absolute":1},"height":{"absolute":1}}}]}}]}"#,
            "$.sections[0].group.count", "whole number ≥ 1"
        ),
        (
            #"{"layout":"compositional","sections":[{"orthogonalScrollingBehavior":"sideways","group":{"type":"group","axis":"vertical","size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[{"type":"item","size":{"width":{"absolute":1},"height":{"absolute":1}}}]}}]}"#,
            "$.sections[0].orthogonalScrollingBehavior", "'sideways' is not one of none, continuous"
        ),
        (#"{"layout":"flow","sections":[{"itemSize":[10]}]}"#, "$.sections[0].itemSize", "expected [width, height]"),
        // A zIndex beyond Int's range once trapped converting it (found by LayoutSpecFuzzTests); no number in a spec
        // may pass a million.
        (
            #"{"layout":"compositional","sections":[{"decorationItems":[{"elementKind":"bg","zIndex":-1e308}],"group":{"type":"group","axis":"vertical","size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[{"type":"item","size":{"width":{"absolute":1},"height":{"absolute":1}}}]}}]}"#,
            "$.sections[0].decorationItems[0].zIndex", "expected a number from -1000000 to 1000000"
        ),
        (
            #"{"layout":"compositional","sections":[{"group":{"type":"group","axis":"vertical","size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[{"type":"item","size":{"width":{"absolute":1},"height":{"absolute":1}},"supplementaryItems":[{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":["top","left"]}}]}]}}]}"#,
            "$.sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.edges[1]",
            "'left' is not one of top, leading, bottom, trailing"
        ),
        (
            #"{"layout":"compositional","sections":[{"group":{"type":"group","axis":"vertical","size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[{"type":"item","size":{"width":{"absolute":1},"height":{"absolute":1}},"supplementaryItems":[{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[],"absoluteOffset":[0,0],"fractionalOffset":[0,0]}}]}]}}]}"#,
            "$.sections[0].group.subitems[0].supplementaryItems[0].containerAnchor.fractionalOffset",
            "either 'absoluteOffset' or 'fractionalOffset'"
        ),
        (
            #"{"layout":"compositional","sections":[{"group":{"type":"group","axis":"vertical","size":{"width":{"absolute":1},"height":{"absolute":1}},"subitems":[{"type":"item","size":{"width":{"absolute":1},"height":{"absolute":1}},"supplementaryItems":[{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}},{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}},{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}},{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}},{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}},{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}},{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}},{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}},{"elementKind":"b","size":{"width":{"absolute":1},"height":{"absolute":1}},"containerAnchor":{"edges":[]}}]}]}}]}"#,
            "$.sections[0].group.subitems[0].supplementaryItems", "9 supplementary items (limit 8 per item)"
        ),
    ])
    func badSpecsNameThePathAndTheProblem(text: String, path: String, problem: String) {
        #expect {
            try spec(text)
        } throws: { error in
            guard let error = error as? LayoutSpecError else { return false }
            return error.path == path && error.problem.contains(problem)
        }
    }

    @Test func measuredSizesParseAndFeedSelfSizing() throws {
        let sizes = try MeasuredItemSizes(parsing: Array(#"{"0,1": [90, 44], "2, 0": [10, 20]}"#.utf8))
        #expect(
            sizes.sizes == [
                IndexPath(item: 1, section: 0): Size(width: 90, height: 44),
                IndexPath(item: 0, section: 2): Size(width: 10, height: 20),
            ])
        #expect(sizes.preferredItemSize(IndexPath(item: 1, section: 0), .zero) == Size(width: 90, height: 44))
        #expect(sizes.preferredItemSize(IndexPath(item: 0, section: 0), .zero) == nil)
        let badKey = LayoutSpecError(
            path: #"$["x"]"#, problem: #"keys are "section,item", such as "0,3""#, location: [.key("x")])
        #expect(throws: badKey) {
            try MeasuredItemSizes(parsing: Array(#"{"x": [1, 2]}"#.utf8))
        }
    }
}

extension CollectionLayoutDecorationItem {
    /// A copy changed by `change`.
    func with(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
