import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// Item badges, list layouts and the CGRect / UIEdgeInsets rules, with frames derived by hand from UIKit's
/// documented rules (docs/swift-layouts.md, "Item badges" and "Lists").
@Suite struct BadgeAndListTests {
    @Test func badgeFixtureMatchesTheAnchorRules() throws {
        let result = try Support.read(Fixtures.badges, counts: [6])
        #expect(result.name == "makeBadgedLayout")
        // Section inset 20: container 350; tiles 0.25 · 350 = 87.5 square, inset 5: cells 77.5 square at
        // (25 + 87.5k, 25 + 87.5r). Badge 20 × 20: the cell's top-trailing corner moved by (0.3 · 20, −0.3 · 20)
        // meets the badge's top-trailing corner: (25 + 87.5k + 77.5 + 6 − 20, 25 + 87.5r − 6).
        func frame(_ index: Int, x: Double, y: Double, side: Double) -> [Double] {
            let (column, row) = (Double(index % 4), Double(index / 4))
            return [x + 87.5 * column, y + 87.5 * row, side, side]
        }
        let cells = (0..<6).map { frame($0, x: 25, y: 25, side: 77.5) }
        UnknownValueTests.expectFrames(UnknownValueTests.cells(result, counts: [6]), cells)
        let badges = (0..<6).map { frame($0, x: 88.5, y: 19, side: 20) }
        UnknownValueTests.expectFrames(UnknownValueTests.elements(result, kind: "bubble-kind", counts: [6]), badges)
    }

    @Test func badgeConstructsGiveTheirSpec() throws {
        let source = """
            let size = NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(16))
            let tag = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "tag",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
                itemAnchor: .init(edges: [NSDirectionalRectEdge.bottom, .leading]))
            tag.zIndex = 5
            let dot = NSCollectionLayoutSupplementaryItem(layoutSize: size, elementKind: "dot",
                containerAnchor: NSCollectionLayoutAnchor(edges: .all))
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(100), heightDimension: .absolute(50)), supplementaryItems: [tag, dot])
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """
        let result = try Support.read(source, counts: [1])
        // Cell (0, 0, 100, 50). Tag: (100 + 10, 0 − 10) meets its bottom-leading corner (0, 16): (110, −26).
        UnknownValueTests.expectFrames(
            UnknownValueTests.elements(result, kind: "tag", counts: [1]), [[110, -26, 30, 16]])
        // `.all`: both pairs of opposite edges, so centre on centre: (50 − 15, 25 − 8).
        UnknownValueTests.expectFrames(
            UnknownValueTests.elements(result, kind: "dot", counts: [1]), [[35, 17, 30, 16]])
        let frames = Support.frames(result.spec, counts: [1])
        guard case .array(let elements) = frames["attributes"] else { Issue.record("no attributes"); return }
        #expect(elements.first { $0["kind"]?.stringValue == "tag" }?["zIndex"]?.doubleValue == 5)
        #expect(elements.first { $0["kind"]?.stringValue == "dot" }?["zIndex"]?.doubleValue == 1)
    }

    @Test func insetGroupedListUsesTheEstimatesAndTheLayoutMargins() throws {
        let result = try Support.read(Fixtures.insetGroupedList, counts: [3])
        // Compact width (390): 16-pt margins; a supplementary header 44 tall at the top, not pinned; rows 44 tall.
        UnknownValueTests.expectFrames(
            UnknownValueTests.elements(result, kind: "header", counts: [3]), [[16, 0, 358, 44]])
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(result, counts: [3]), (0..<3).map { [16, 44 + 44 * Double($0), 358, 44] })
        #expect(result.notes.contains { $0.message.contains("44-pt estimate") && $0.message.contains("16-pt") })
        // At iPad width (820 × 1180, regular): 20-pt margins.
        let wide = try Support.read(Fixtures.insetGroupedList, size: Size(width: 820, height: 1180), counts: [1])
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(wide, counts: [1], size: Size(width: 820, height: 1180)), [[20, 44, 780, 44]])
    }

    @Test func sectionListsInAProviderStackWithPinnedPlainHeaders() throws {
        let result = try Support.read(Fixtures.mixedLists, counts: [2, 3])
        let frames = Support.frames(result.spec, counts: [2, 3])
        guard case .array(let elements) = frames["attributes"] else { Issue.record("no attributes"); return }
        let cells = elements.filter { $0["kind"]?.stringValue == "cell" }.map { element in
            ["x", "y", "w", "h"].map { element[$0]?.doubleValue ?? .nan }
        }
        // Section 0, plain: header (0, 0, 390, 44), rows from 44. Section 1, grouped without a header: 35 pt above
        // its rows, which start at 44 + 2 · 44 + 35 = 167.
        UnknownValueTests.expectFrames(
            cells, [[0, 44, 390, 44], [0, 88, 390, 44], [0, 167, 390, 44], [0, 211, 390, 44], [0, 255, 390, 44]])
        // The plain header is pinned: at offset 100 it stays at the visible top until its section ends at 132.
        let scrolled = Support.frames(result.spec, counts: [2, 3], offset: 60)
        guard case .array(let moved) = scrolled["attributes"] else { Issue.record("no attributes"); return }
        let header = moved.first { $0["kind"]?.stringValue == "header" }
        #expect(header?["y"]?.doubleValue == 60)
    }

    @Test func everyAppearanceAndModeReads() throws {
        for appearance in ListConfiguration.Appearance.allCases.map(\.rawValue) {
            for header in ListConfiguration.HeaderMode.allCases.map(\.rawValue) {
                for footer in ["none", "supplementary"] {
                    let source = """
                        var configuration = UICollectionLayoutListConfiguration(appearance: .\(appearance))
                        configuration.headerMode = .\(header)
                        configuration.footerMode = .\(footer)
                        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
                        """
                    let result = try Support.read(source, counts: [2])
                    let footers = UnknownValueTests.elements(result, kind: "footer", counts: [2])
                    #expect(footers.count == (footer == "none" ? 0 : 1), "\(appearance) \(header) \(footer)")
                    #expect(UnknownValueTests.cells(result, counts: [2]).allSatisfy { $0[3] == 44 })
                }
            }
        }
    }

    @Test func unknownValuesInTheNewConstructsAreErrors() throws {
        let sources = [
            (
                "NSCollectionLayoutAnchor(edges: [.top], fractionalOffset: CGPoint(x: Badge.offset, y: 0))",
                "Badge.offset"
            ),
            ("UICollectionLayoutListConfiguration(appearance: Theme.listAppearance)", "Theme.listAppearance"),
            ("CGRect(x: 0, y: 0, width: Metrics.width, height: 10).width", "Metrics.width"),
        ]
        for (expression, name) in sources {
            let error = try #require(try UnknownValueTests.readError("let value = \(expression)\n" + use(expression)))
            #expect(error.unknownNames == [name], "\(error)")
        }
    }

    /// A layout that reads `value`, built by `expression`, where UIKit's API takes it.
    private func use(_ expression: String) -> String {
        if expression.hasPrefix("NSCollectionLayoutAnchor") {
            return """
                let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(8), heightDimension: .absolute(8)), elementKind: "dot", containerAnchor: value)
                let badged = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), supplementaryItems: [badge])
                let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(
                    group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
                    heightDimension: .absolute(44)), subitems: [badged])))
                """
        }
        if expression.hasPrefix("UICollectionLayoutList") {
            return "let layout = UICollectionViewCompositionalLayout.list(using: value)"
        }
        return """
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(value), heightDimension: .absolute(44)), subitems: [item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """
    }

    @Test func rectsReadTheirMembers() throws {
        let source = """
            let frame = CGRect(x: 10, y: 0, width: 200, height: 80)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(frame.width / 2), heightDimension: .absolute(frame.maxY - frame.midY)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(frame.size.height)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets.leading = frame.origin.x + CGRect.zero.minX
            let layout = UICollectionViewCompositionalLayout(section: section)
            """
        let result = try Support.read(source, counts: [2])
        // Items 100 × 40 from x 10, in rows 80 tall.
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(result, counts: [2]), [[10, 0, 100, 40], [110, 0, 100, 40]])
    }

    @Test func insetsOfTheWrongUIKitTypeAreRefusedWithTheirType() throws {
        // NSCollectionLayoutItem.contentInsets is NSDirectionalEdgeInsets; UICollectionViewFlowLayout.sectionInset
        // is UIEdgeInsets: UIKit's types, as Swift checks them.
        let item = """
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            item.contentInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
            """
        let itemError = try #require(Support.error(item))
        #expect(itemError.message.contains("expects NSDirectionalEdgeInsets, got UIEdgeInsets"), "\(itemError)")
        let flow = """
            let layout = UICollectionViewFlowLayout()
            layout.sectionInset = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            """
        let flowError = try #require(Support.error(flow))
        #expect(flowError.message.contains("expects UIEdgeInsets, got NSDirectionalEdgeInsets"), "\(flowError)")
        let group = """
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
            group.supplementaryItems = []
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            """
        let groupError = try #require(Support.error(group))
        #expect(groupError.message.contains("not supported yet"), "\(groupError)")
    }

    @Test func listPropertiesTheEngineDoesNotModelAreRefused() throws {
        let source = """
            var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
            configuration.headerTopPadding = 0
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            """
        let error = try #require(Support.error(source))
        #expect(error.message.contains("headerTopPadding"), "\(error)")
    }
}
