import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// A value the layout reads that the paste does not define is an error naming it, never a skip; values supply it;
/// names that only label an element are read as their text.
@Suite struct UnknownValueTests {
    /// A list of 44-pt rows whose spacing comes from a constants enum in another file of the app.
    static let spacedList = """
        final class InboxViewController: UIViewController {
            private func makeLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = Metrics.rowSpacing
                section.contentInsets = NSDirectionalEdgeInsets(
                    top: Metrics.inset, leading: Metrics.inset, bottom: 0, trailing: Metrics.inset)
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """

    static func cells(_ result: SwiftLayoutReader.Result, counts: [Int], size: Size = Support.iPhone) -> [[Double]] {
        guard case .array(let elements) = Support.frames(result.spec, counts: counts, size: size)["attributes"] else {
            return []
        }
        return elements.filter { $0["kind"]?.stringValue == "cell" }.map { element in
            ["x", "y", "w", "h"].map { element[$0]?.doubleValue ?? .nan }
        }
    }

    static func elements(_ result: SwiftLayoutReader.Result, kind: String, counts: [Int]? = nil) -> [[Double]] {
        guard case .array(let elements) = Support.frames(result.spec, counts: counts)["attributes"] else { return [] }
        return elements.filter { $0["kind"]?.stringValue == kind }.map { element in
            ["x", "y", "w", "h"].map { element[$0]?.doubleValue ?? .nan }
        }
    }

    static func expectFrames(_ actual: [[Double]], _ expected: [[Double]]) {
        #expect(actual.count == expected.count, "\(actual)")
        for (frame, want) in zip(actual, expected) {
            #expect(zip(frame, want).allSatisfy { abs($0 - $1) < 1e-9 }, "\(frame) vs \(want)")
        }
    }

    static func readError(_ source: String, values: String = "") throws -> SwiftLayoutError? {
        let parsed = try SwiftLayoutValues(parsing: values)
        do {
            _ = try SwiftLayoutReader.read(source: source, containerSize: Support.iPhone, values: parsed)
            return nil
        } catch {
            return error
        }
    }

    @Test func anUndefinedValueTheLayoutReadsIsAnErrorListingEveryName() throws {
        let error = try #require(try Self.readError(Self.spacedList))
        #expect(error.unknownNames == ["Metrics.rowSpacing", "Metrics.inset"])
        // The first one read: `section.interGroupSpacing = Metrics.rowSpacing` is line 8, the name at column 37.
        #expect(error.diagnostic.line == 8 && error.diagnostic.column == 37, "\(error)")
        #expect(error.diagnostic.message.contains("'Metrics.inset' (10:18)"), "\(error)")
    }

    @Test func valuesSupplyTheUndefinedNames() throws {
        let result = try SwiftLayoutReader.read(
            source: Self.spacedList, containerSize: Support.iPhone, counts: [3],
            values: try SwiftLayoutValues(parsing: "Metrics.rowSpacing = 8\n// the app's margins\nMetrics.inset = 16"))
        // Rows 390 − 2 · 16 = 358 wide, 44 tall, from y 16, each 44 + 8 below the previous.
        Self.expectFrames(
            Self.cells(result, counts: [3]), (0..<3).map { [16, 16 + 52 * Double($0), 358, 44] })
    }

    @Test func aLocalInitialisedFromAnUndefinedNameIsAnErrorWhenTheLayoutReadsIt() throws {
        let source = """
            func layout() -> UICollectionViewLayout {
                let spacing = Theme.current.spacing
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = spacing
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let error = try #require(try Self.readError(source))
        #expect(error.unknownNames == ["Theme.current.spacing"])
        #expect(error.diagnostic.line == 2 && error.diagnostic.column == 19, "\(error)")
        #expect(try Self.readError(source, values: "Theme.current.spacing = 4") == nil)
    }

    @Test func assigningAPropertyOrLocalFromAnUndefinedNameIsAnError() throws {
        let source = """
            class Grid {
                var columns = 2
                func layout() -> UICollectionViewLayout {
                    self.columns = Settings.columns
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitem: item,
                        count: columns)
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        let error = try #require(try Self.readError(source))
        #expect(error.unknownNames == ["Settings.columns"])
        #expect(error.diagnostic.line == 4, "\(error)")
    }

    @Test func statementsOnlyTouchingThingsOutsideThePasteAreStillSkipped() throws {
        let source = """
            class ViewController: UIViewController {
                var collectionView: UICollectionView!
                func configureHierarchy() -> UICollectionViewLayout {
                    collectionView.register(ListCell.self, forCellWithReuseIdentifier: ListCell.reuseIdentifier)
                    view.addSubview(collectionView)
                    super.viewDidLoad()
                    collectionView.backgroundColor = UIColor.systemBackground
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
                    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
                }
            }
            """
        let result = try Support.read(source)
        #expect(result.notes.filter { $0.message.hasPrefix("skipped") }.map(\.line) == [4, 5, 6, 7])
    }

    /// A header whose kind is a constant of a view class in another file.
    static let titledSection = """
        func makeLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: TitleHeaderView.kind, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return UICollectionViewCompositionalLayout(section: section)
        }
        """

    @Test func anElementKindNamedOutsideThePasteLabelsTheHeader() throws {
        let result = try Support.read(Self.titledSection, counts: [2])
        // The 40-pt header sits at the section's top; the 60-pt rows start below it.
        Self.expectFrames(Self.elements(result, kind: "TitleHeaderView.kind", counts: [2]), [[0, 0, 390, 40]])
        Self.expectFrames(Self.cells(result, counts: [2]), [[0, 40, 390, 60], [0, 100, 390, 60]])
    }

    @Test func enumCasesStaticLetsAndInterpolationLabelKinds() throws {
        let source = """
            enum SupplementaryKind: String { case badge, banner }
            enum Kinds { static let footer = "footer-\\(FooterView.self)" }
            func makeLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
                let item = NSCollectionLayoutItem(layoutSize: size)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size, elementKind: SupplementaryKind.banner.rawValue, alignment: .top),
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: size, elementKind: Kinds.footer, alignment: .bottom),
                ]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let result = try Support.read(source, counts: [1])
        // Banner 30 at the top, the one 30-pt row below it, the footer below the row.
        Self.expectFrames(Self.elements(result, kind: "banner", counts: [1]), [[0, 0, 390, 30]])
        Self.expectFrames(Self.elements(result, kind: "footer-FooterView", counts: [1]), [[0, 60, 390, 30]])
    }

    @Test func staticConstantsOfAPastedEnumAreRead() throws {
        let source = """
            enum Metrics {
                static let rowHeight: CGFloat = 50
                static func spacing(for columns: Int) -> CGFloat { columns > 2 ? 4 : 10 }
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.rowHeight))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = Metrics.spacing(for: 3)
            let layout = UICollectionViewCompositionalLayout(section: section)
            """
        let result = try Support.read(source, counts: [2])
        // Rows 50 tall, 4 apart.
        Self.expectFrames(Self.cells(result, counts: [2]), [[0, 0, 390, 50], [0, 54, 390, 50]])
    }

    /// A value that is code is evaluated where the name is read; its error names the value.
    @Test func anExpressionValueIsEvaluatedWhereItIsRead() throws {
        let source = "let layout = UICollectionViewFlowLayout()\nlayout.minimumLineSpacing = Metrics.gap"
        let values = try SwiftLayoutValues(parsing: "Metrics.gap = 2 * 3 + 1")
        let read = try SwiftLayoutReader.read(source: source, containerSize: Support.iPhone, values: values)
        guard case .flow(let sections, _) = read.spec else { return #expect(Bool(false)) }
        #expect(sections[0].minimumLineSpacing == 7)
        let broken = try SwiftLayoutValues(parsing: "Metrics.gap = foo")
        #expect {
            try SwiftLayoutReader.read(source: source, containerSize: Support.iPhone, values: broken)
        } throws: { error in
            "\(error)".contains("values: 'Metrics.gap = foo'") && "\(error)".hasPrefix("2:")
        }
    }

    @Test func valuesTextErrorsNameTheirLine() {
        for (text, line, fragment) in [
            ("Metrics.a = 1\nMetrics.b 2", 2, "expected 'Name = value'"),
            ("1x = 2", 1, "is not a name"),
            ("a = 1\na = 2", 2, "given twice"),
            ("a =", 1, "has no value"),
        ] {
            #expect(throws: SwiftLayoutDiagnostic.self) { try SwiftLayoutValues(parsing: text) }
            do {
                _ = try SwiftLayoutValues(parsing: text)
            } catch {
                #expect(error.line == line && error.message.contains(fragment), "\(error)")
            }
        }
        #expect(throws: SwiftLayoutDiagnostic.self) {
            try SwiftLayoutValues(parsing: String(repeating: "a = 1\n", count: 1000))
        }
    }

    @Test func valuesAreNumbersBoolsAndStrings() throws {
        let values = try SwiftLayoutValues(parsing: "self.spacing = 8.5\nLayout.pinned = true\nKind.title = \"t\"")
        #expect(values["spacing"] == .number(8.5, isWhole: false))
        #expect(values["Self.spacing"] == .number(8.5, isWhole: false))
        #expect(values["Layout.pinned"] == .bool(true))
        #expect(values["Kind.title"] == .string("t"))
    }
}

/// Listing unknown names reads again with stand-ins, within twice the step limit in all.
@Suite struct UnknownNameCostTests {
    static func source(loop: Int) -> String {
        """
        func makeLayout() -> UICollectionViewLayout {
            var total: CGFloat = 0
            for _ in 0..<\(loop) { for _ in 0..<\(loop) { total += 1 } }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(total))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.interGroupSpacing = First.a + Second.b + Third.c
            return UICollectionViewCompositionalLayout(section: section)
        }
        """
    }

    @Test func readsStopOnceTheyHaveTakenTheStepLimit() {
        var limits = SwiftLayoutLimits()
        limits.steps = 10_000
        // 40 × 40 iterations take more than half the limit and less than all of it (a read reaches the unknown
        // names), so a second read is allowed and a third is not.
        do {
            _ = try SwiftLayoutReader.read(source: Self.source(loop: 40), containerSize: Support.iPhone, limits: limits)
            Issue.record("read without the names")
        } catch {
            #expect(error.unknownNames == ["First.a", "Second.b"], "\(error)")
        }
        do {
            _ = try SwiftLayoutReader.read(source: Self.source(loop: 40), containerSize: Support.iPhone)
            Issue.record("read without the names")
        } catch {
            #expect(error.unknownNames == ["First.a", "Second.b", "Third.c"], "\(error)")
        }
    }
}
