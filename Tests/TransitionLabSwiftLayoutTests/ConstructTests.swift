import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// One construct at a time: the Swift that builds `section` must give the same spec as the JSON written by hand.
@Suite struct ConstructTests {
    static let size = "NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50))"
    static let plainItem = #"{"type":"item","size":{"width":{"fractionalWidth":1},"height":{"absolute":50}}}"#

    /// Swift statements that end with a `section` in scope → the section's spec JSON.
    static let cases: [(String, String, String)] = [
        (
            "helper function and arithmetic",
            """
            func height(for rows: Int) -> CGFloat { return CGFloat(rows) * 22 + 6 }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .absolute(height(for: 2))))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: \(size), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            """,
            #"{"group":{"type":"group","axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":50}},"subitems":[{"type":"item","size":{"width":{"fractionalWidth":0.3333333333333333},"height":{"absolute":50}}}]}}"#
        ),
        (
            "Int division truncates, ternary, var reassignment",
            """
            var columns = 7 / 2
            columns += columns > 2 ? 1 : 0
            let item = NSCollectionLayoutItem(layoutSize: \(size))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: \(size), subitem: item, count: columns)
            group.interItemSpacing = .fixed(8)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12.5
            """,
            #"{"group":{"type":"group","axis":"horizontal","count":4,"interItemSpacing":{"fixed":8},"size":{"width":{"fractionalWidth":1},"height":{"absolute":50}},"subitems":[\#(plainItem)]},"interGroupSpacing":12.5}"#
        ),
        (
            "#available, #unavailable, a tuple bound by if let, Array of a range",
            """
            let divider: (width: CGFloat, every: Int)? = (width: 6, every: 3)
            var columns = Array(0..<4).last! - 2
            var spacing: CGFloat = 0
            if #available(iOS 14.0, *) { columns = 2 }
            if #unavailable(iOS 13.0) { columns = 9 }
            if let (width, every) = divider, every > 2 {
                columns += every
                spacing = width
            }
            let item = NSCollectionLayoutItem(layoutSize: \(size))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: \(size), subitem: item, count: columns)
            group.interItemSpacing = .fixed(spacing)
            let section = NSCollectionLayoutSection(group: group)
            """,
            #"{"group":{"type":"group","axis":"horizontal","count":5,"interItemSpacing":{"fixed":6},"size":{"width":{"fractionalWidth":1},"height":{"absolute":50}},"subitems":[\#(plainItem)]}}"#
        ),
        (
            "repeatingSubitem, vertical, edge spacing, flexible spacing",
            """
            let item = NSCollectionLayoutItem(layoutSize: \(size))
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(4), trailing: nil, bottom: nil)
            let group = NSCollectionLayoutGroup.vertical(layoutSize: \(size), repeatingSubitem: item, count: 3)
            group.interItemSpacing = NSCollectionLayoutSpacing.flexible(2)
            let section = NSCollectionLayoutSection(group: group)
            """,
            #"{"group":{"type":"group","axis":"vertical","repeatingCount":3,"interItemSpacing":{"flexible":2},"size":{"width":{"fractionalWidth":1},"height":{"absolute":50}},"subitems":[{"type":"item","size":{"width":{"fractionalWidth":1},"height":{"absolute":50}},"edgeSpacing":{"leading":{"flexible":0},"top":{"fixed":4}}}]}}"#
        ),
        (
            "header, footer, background decoration, insets edited in place",
            """
            let item = NSCollectionLayoutItem(layoutSize: \(size))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: \(size), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = .zero
            section.contentInsets.leading = 16
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
            header.pinToVisibleBounds = true
            header.zIndex = 2
            let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            footer.extendsBoundary = false
            section.boundarySupplementaryItems = [header, footer]
            section.supplementariesFollowContentInsets = false
            let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            section.decorationItems = [background]
            """,
            #"{"group":{"type":"group","axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":50}},"subitems":[\#(plainItem)]},"contentInsets":{"leading":16},"boundarySupplementaryItems":[{"elementKind":"header","alignment":"topLeading","pinToVisibleBounds":true,"zIndex":2,"size":{"width":{"fractionalWidth":1},"height":{"absolute":50}}},{"elementKind":"footer","alignment":"bottom","extendsBoundary":false,"size":{"width":{"fractionalWidth":1},"height":{"absolute":50}}}],"supplementariesFollowContentInsets":false,"decorationItems":[{"elementKind":"background","contentInsets":{"top":4,"leading":4,"bottom":4,"trailing":4}}]}"#
        ),
        (
            "if/else, switch over a range, min/max, computed values",
            """
            let width: CGFloat = 390
            var fraction = 0.5
            if width > 600 { fraction = 0.25 } else if width > 300 { fraction = min(0.4, max(0.3, 0.35)) }
            let height: CGFloat
            switch Int(width) {
            case 0..<320: height = 40
            case 320...: height = 60
            default: fatalError()
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(fraction), heightDimension: .estimated(height)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: \(size), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            """,
            #"{"group":{"type":"group","axis":"horizontal","size":{"width":{"fractionalWidth":1},"height":{"absolute":50}},"subitems":[{"type":"item","size":{"width":{"fractionalWidth":0.35},"height":{"estimated":60}}}]},"orthogonalScrollingBehavior":"groupPagingCentered"}"#
        ),
    ]

    @Test(arguments: cases.indices)
    func sectionConstruct(index: Int) throws {
        let (name, body, json) = Self.cases[index]
        let source =
            "func makeLayout() -> UICollectionViewLayout {\n\(body)\nreturn UICollectionViewCompositionalLayout(section: section)\n}"
        let result = try Support.read(source)
        let expected = try LayoutSpec(parsing: Array(#"{"layout":"compositional","sections":[\#(json)]}"#.utf8))
        #expect(result.spec == expected, "\(name)")
    }

    @Test func lazyAndComputedPropertiesAndSelfCalls() throws {
        let source = """
            var spacing: CGFloat { 4 * 2 }
            lazy var item: NSCollectionLayoutItem = {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: self.spacing, leading: 0, bottom: 0, trailing: 0)
                return item
            }()
            func makeSection() -> NSCollectionLayoutSection {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    subitems: [self.item])
                return NSCollectionLayoutSection(group: group)
            }
            lazy var layout: UICollectionViewCompositionalLayout = {
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.interSectionSpacing = spacing
                return UICollectionViewCompositionalLayout(sectionProvider: { [weak self] index, _ in
                    if index < 2 { return self?.makeSection() }
                    return nil
                }, configuration: configuration)
            }()
            """
        let result = try Support.read(source)
        guard case .compositional(let sections, let counts, let configuration) = result.spec else {
            Issue.record("not compositional")
            return
        }
        #expect(sections.count == 2)
        #expect(counts == [10, 10])
        #expect(configuration.interSectionSpacing == 8)
        guard case .item(let item) = sections[0].group.subitems[0] else {
            Issue.record("not an item")
            return
        }
        #expect(item.contentInsets.top == 8)
    }

    @Test func topLevelCodeAndFlowProperties() throws {
        let source = """
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 80)
            layout.minimumLineSpacing = 6
            layout.minimumInteritemSpacing = 4
            layout.sectionInset = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.scrollDirection = .vertical
            collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
            """
        let result = try Support.read(source, counts: [3, 4])
        let expected = FlowLayout.Section(
            numberOfItems: 3, itemSize: Size(width: 100, height: 80), minimumInteritemSpacing: 4,
            minimumLineSpacing: 6, sectionInset: DirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 12),
            headerReferenceSize: Size(width: 0, height: 30))
        var second = expected
        second.numberOfItems = 4
        #expect(result.spec == .flow(sections: [expected, second]))
        #expect(result.notes.contains { $0.message.contains("Cell") && $0.line == 8 })
    }

    @Test func defaultParameterValuesAndAnEnumsInitFromItsRawValue() throws {
        let source = """
            enum Density: Int {
                case compact = 1, regular, roomy
                func next() -> Density { return .init(rawValue: rawValue % 3 + 1)! }
            }

            func columns(_ density: Density = .regular, extra: CGFloat = 0) -> CGFloat {
                CGFloat(density.rawValue) + extra
            }

            func makeLayout() -> UICollectionViewLayout {
                let start: Density = .roomy
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 10 * columns(), height: 10 * columns(start.next(), extra: 2))
                return layout
            }
            """
        let result = try Support.read(source, counts: [1])
        // columns() = 2; roomy (3) → 3 % 3 + 1 = 1, compact: 1 + 2 = 3.
        guard case .flow(let sections, _) = result.spec else {
            Issue.record("not a flow layout: \(result.spec)")
            return
        }
        #expect(sections.first?.itemSize == Size(width: 20, height: 30))
    }

    @Test func elidedCodeIsNoted() throws {
        let source = """
            func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                ...
                return layout
            }
            """
        let result = try Support.read(source)
        #expect(result.notes.contains { $0.message.contains("placeholder") && $0.line == 3 })
    }
}
