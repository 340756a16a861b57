import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// The fixtures' frames, derived by hand from UIKit's sizing rules or through the JSON spec path.
@Suite struct FixtureTests {
    func cells(_ frames: JSONValue, section: Double = 0) -> [[Double]] {
        guard case .array(let elements) = frames["attributes"] else { return [] }
        return elements.compactMap { element in
            guard element["kind"]?.stringValue == "cell", element["section"]?.doubleValue == section else { return nil }
            return ["x", "y", "w", "h"].map { element[$0]?.doubleValue ?? .nan }
        }
    }

    @Test func gridHasFiveSquareColumns() throws {
        let result = try Support.read(Fixtures.grid, counts: [12])
        #expect(result.name == "createLayout")
        // fractionalWidth(0.2) of 390 = 78 wide; the group's height is also 0.2 · 390 = 78.
        let expected: [[Double]] = (0..<12).map { (index: Int) -> [Double] in
            [78 * Double(index % 5), 78 * Double(index / 5), 78, 78]
        }
        let actual = cells(Support.frames(result.spec))
        #expect(actual.count == 12)
        for (frame, want) in zip(actual, expected) {
            #expect(zip(frame, want).allSatisfy { abs($0 - $1) < 1e-9 }, "\(frame) vs \(want)")
        }
    }

    @Test func nestedGroupsMatchHandDerivedFrames() throws {
        let result = try Support.read(Fixtures.nestedGroups, counts: [3])
        // Group 390 × 0.4 · 844 = 337.6. Leading slot 0.7 · 390 = 273 wide, inset 10; trailing group 117 wide at
        // x 273 with two slots 168.8 tall, each inset 10.
        let expected: [[Double]] = [[10, 10, 253, 317.6], [283, 10, 97, 148.8], [283, 178.8, 97, 148.8]]
        let actual = cells(Support.frames(result.spec))
        #expect(actual.count == 3)
        for (frame, want) in zip(actual, expected) {
            #expect(zip(frame, want).allSatisfy { abs($0 - $1) < 1e-9 }, "\(frame) vs \(want)")
        }
    }

    static let orthogonalSectionJSON = """
        {"group":{"type":"group","axis":"horizontal",
          "size":{"width":{"fractionalWidth":0.85},"height":{"fractionalHeight":0.4}},
          "subitems":[
            {"type":"item","size":{"width":{"fractionalWidth":0.7},"height":{"fractionalHeight":1}},
             "contentInsets":{"top":10,"leading":10,"bottom":10,"trailing":10}},
            {"type":"group","axis":"vertical","count":2,
             "size":{"width":{"fractionalWidth":0.3},"height":{"fractionalHeight":1}},
             "subitems":[{"type":"item","size":{"width":{"fractionalWidth":1},"height":{"fractionalHeight":0.3}},
                          "contentInsets":{"top":10,"leading":10,"bottom":10,"trailing":10}}]}]},
         "orthogonalScrollingBehavior":"BEHAVIOR",
         "boundarySupplementaryItems":[{"elementKind":"header-element-kind","alignment":"top",
           "size":{"width":{"fractionalWidth":1},"height":{"estimated":44}}}]}
        """

    @Test func orthogonalSectionsMatchTheirSpec() throws {
        let result = try Support.read(Fixtures.orthogonal)
        #expect(result.name == "createLayout")
        let sections = ["continuous", "groupPaging", "paging"].map {
            Self.orthogonalSectionJSON.replacingOccurrences(of: "BEHAVIOR", with: $0)
        }
        let json =
            "{\"layout\":\"compositional\",\"interSectionSpacing\":20,\"sections\":[\(sections.joined(separator: ","))]}"
        let expected = try LayoutSpec(parsing: Array(json.utf8))
        #expect(result.spec == expected)
        #expect(Support.frames(result.spec) == Support.frames(expected))
        let skipped = result.notes.map(\.message)
        #expect(skipped.contains { $0.contains("'viewDidLoad' is not part of the layout") })
        #expect(skipped.contains { $0.contains("'configureHierarchy' is not part of the layout") })
    }

    @Test(arguments: [(390.0, [1, 5, 3]), (1024.0, [2, 10, 6])])
    func adaptiveSectionsFollowTheWidth(width: Double, columns: [Int]) throws {
        let size = Size(width: width, height: 844)
        let result = try Support.read(Fixtures.adaptive, size: size)
        guard case .compositional(let sections, _, _) = result.spec else {
            Issue.record("not compositional")
            return
        }
        #expect(sections.count == 3)
        let frames = Support.frames(result.spec, size: size)
        for (index, count) in columns.enumerated() {
            // Inside 20-point section insets, `count` equal columns; each cell inset 2.
            let column = (width - 40) / Double(count)
            let first = cells(frames, section: Double(index))
            #expect(first.count == 10)
            #expect(abs(first[0][0] - 22) < 1e-9)
            #expect(abs(first[0][2] - (column - 4)) < 1e-9)
            let height = count <= 2 ? 44 : 0.2 * (width - 40)
            #expect(abs(first[0][3] - (height - 4)) < 1e-9)
        }
    }

    @Test(arguments: FlowLayout.pinchGridColumnCounts)
    func photoGridFlowLayoutMatchesTheColumnGrid(columns: Int) throws {
        let result = try Support.read(Fixtures.photoGrid(columns: columns), counts: [60])
        #expect(result.name == "gridLayout")
        let grid = FlowLayout.columnGrid(columns: columns, itemCount: 60, containerWidth: 390)
        let expected = try LayoutSnapshot(layout: grid, containerSize: Support.iPhone, contentOffsetY: 0).json
        #expect(Support.frames(result.spec) == expected)
    }
}
