import Testing
import TransitionLabCore

@testable import TransitionLabSwiftLayout

/// A value the layout model refuses is reported at the line and column of the code that gives it: the argument, the
/// factory call or the assignment, never the layout's declaration.
@Suite struct RefusedValuePositionTests {
    /// A compositional layout of one section, `SECTION` replaced by statements that change `section`, `ITEM` by the
    /// item's arguments and `GROUP` by the group's factory call.
    static let compositional = """
        func makeLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let item = NSCollectionLayoutItem(
                ITEM)
            let group = GROUP
            let section = NSCollectionLayoutSection(group: group)
            SECTION
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            CONFIGURATION
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        }
        """

    static func source(
        item: String = "layoutSize: size",
        group: String = "NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])",
        section: String = "", configuration: String = ""
    ) -> String {
        compositional.replacingOccurrences(of: "ITEM", with: item).replacingOccurrences(of: "GROUP", with: group)
            .replacingOccurrences(of: "SECTION", with: section)
            .replacingOccurrences(of: "CONFIGURATION", with: configuration)
    }

    /// A source, the code the error must point at (its first occurrence; at `|` when it has one), and a fragment of
    /// the message.
    static let cases: [(source: String, offending: String, fragment: String)] = [
        (
            source(
                item: """
                    layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1),
                            heightDimension: .fractionalHeight(2_000_000))
                    """),
            ".fractionalHeight(2_000_000)", "from -1000000 to 1000000"
        ),
        (
            source(
                group: """
                    NSCollectionLayoutGroup.horizontal(
                            layoutSize: size,
                            subitem: item,
                            count: 0)
                    """),
            "count: |0)", "group count 0 is outside 1…256"
        ),
        (
            source(
                group: """
                    NSCollectionLayoutGroup.vertical(
                            layoutSize: size,
                            repeatingSubitem: item,
                            count: -2)
                    """),
            "count: |-2)", "group count -2 is outside 1…256"
        ),
        (
            source(
                group: """
                    NSCollectionLayoutGroup.horizontal(
                            layoutSize: size,
                            subitems: [])
                    """),
            "subitems: |[])", "at least one subitem"
        ),
        (
            source(
                section: """
                    section.contentInsets = NSDirectionalEdgeInsets(
                            top: 8,
                            leading: 2_000_000,
                            bottom: 8, trailing: 8)
                    """),
            "leading: |2_000_000", "from -1000000 to 1000000"
        ),
        (
            source(
                item: """
                    layoutSize: size,
                            supplementaryItems: Array(repeating: NSCollectionLayoutSupplementaryItem(
                                layoutSize: size, elementKind: "badge",
                                containerAnchor: NSCollectionLayoutAnchor(edges: [.top])), count: 9)
                    """),
            "Array(repeating:", "9 supplementary items (limit 8 per item)"
        ),
        (
            source(
                item: """
                    layoutSize: size,
                            supplementaryItems: [NSCollectionLayoutSupplementaryItem(
                                layoutSize: size, elementKind: "badge",
                                containerAnchor: NSCollectionLayoutAnchor(
                                    edges: [.top, .trailing],
                                    absoluteOffset: CGPoint(x: 0, y: -3_000_000)))]
                    """),
            "CGPoint(x: 0, y: -3_000_000)", "from -1000000 to 1000000"
        ),
        (
            source(
                section: """
                    section.boundarySupplementaryItems = [header]
                        header.zIndex = 9
                    """
            ).replacingOccurrences(
                of: "    let section =",
                with: """
                        let header = NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: size, elementKind: "header",
                            alignment: .leading)
                        let section =
                    """),
            ".leading)", "top or bottom"
        ),
        (
            source(
                section: """
                    section.interGroupSpacing = 8
                        section.visibleItemsInvalidationHandler = { items, offset, environment in
                            items.forEach { item in item.alpha = 0.5 }
                        }
                    """),
            "section.visibleItemsInvalidationHandler", "does not scroll orthogonally"
        ),
        (
            source(
                section: "section.orthogonalScrollingBehavior = .paging",
                configuration: "configuration.scrollDirection = .horizontal"),
            "section.orthogonalScrollingBehavior", "orthogonal scrolling in a layout that scrolls horizontally"
        ),
        (
            source(configuration: "configuration.interSectionSpacing = 1e7"),
            "configuration.interSectionSpacing", "from -1000000 to 1000000"
        ),
        (
            """
            func makeLayout() -> UICollectionViewLayout {
                var list = UICollectionLayoutListConfiguration(appearance: .plain)
                list.showsSeparators = false
                list.headerMode = .supplementary
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.scrollDirection = .horizontal
                return UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
                    NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
                }, configuration: configuration)
            }
            """,
            "list.headerMode", "headers and footers in a layout that scrolls horizontally"
        ),
        (
            """
            func makeLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.minimumLineSpacing = 4
                layout.itemSize = CGSize(width: 2_000_000, height: 50)
                return layout
            }
            """,
            "layout.itemSize", "from -1000000 to 1000000"
        ),
    ]

    @Test(arguments: cases.indices)
    func refusedValueIsReportedWhereItIsGiven(index: Int) throws {
        let (source, offending, fragment) = Self.cases[index]
        let expected = try #require(Support.position(of: offending, in: source))
        let error = try #require(Support.error(source))
        #expect(error.message.contains(fragment), "\(error)")
        #expect(error.line == expected.line && error.column == expected.column, "\(error), expected \(expected)")
        #expect(error.line > 1, "\(error)")
    }
}
