import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// Which declaration is the layout, and what "no layout found" says about the others.
@Suite struct LayoutChoiceTests {
    static let body = """
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(view.bounds.width / 4)), subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        """

    @Test func aLayoutFunctionTakingTheViewGetsTheCollectionView() throws {
        let source = "func createLayout(in view: UIView) -> UICollectionViewLayout {\n\(Self.body)\n}"
        let result = try Support.read(source, counts: [2])
        #expect(result.name == "createLayout")
        // Two items side by side, 390 / 2 = 195 wide, the group 390 / 4 = 97.5 tall.
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(result, counts: [2]), [[0, 0, 195, 97.5], [195, 0, 195, 97.5]])
        #expect(try Support.read(source, name: "createLayout").name == "createLayout")
    }

    @Test func noLayoutFoundListsWhatItPassedOver() throws {
        let source = """
            import UIKit
            func makeLayout(columns: Int) -> UICollectionViewLayout {
            \(Self.body)
            }
            let spacing = 8
            """
        let error = try #require(Support.error(source))
        #expect(error.line == 1 && error.column == 1)
        #expect(error.message.contains("no layout found"), "\(error)")
        #expect(error.message.contains("'makeLayout' takes parameters other than a view"), "\(error)")
    }

    @Test func aLayoutPropertyThatReadsAnUnknownNameIsTheErrorNotAnotherLayout() throws {
        let source = """
            let layout = UICollectionViewCompositionalLayout(section: Sections.main)
            let other = UICollectionViewFlowLayout()
            """
        let error = try #require(Support.error(source))
        #expect(error.line == 1 && error.message.contains("'Sections.main'"), "\(error)")
    }
}

/// Static helpers the paste declares in an extension of a UIKit class.
@Suite struct ExtensionHelperTests {
    @Test func aStaticHelperInAnExtensionIsCalled() throws {
        let source = """
            extension NSCollectionLayoutSection {
                static func rows(height: CGFloat) -> NSCollectionLayoutSection {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    return NSCollectionLayoutSection(group: group)
                }
            }
            let layout = UICollectionViewCompositionalLayout(section: .rows(height: 30))
            let other = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection.rows(height: 30))
            """
        for name in ["layout", "other"] {
            let result = try Support.read(source, counts: [2], name: name)
            // Two 30-pt rows, one under the other.
            UnknownValueTests.expectFrames(
                UnknownValueTests.cells(result, counts: [2]), [[0, 0, 390, 30], [0, 30, 390, 30]])
        }
    }
}

/// `layoutEnvironment.traitCollection` size classes follow the viewport.
@Suite struct TraitCollectionTests {
    static let adaptive = """
        func makeLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { _, layoutEnvironment in
                let columns = layoutEnvironment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
                let item = NSCollectionLayoutItem(layoutSize: size)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: columns)
                switch layoutEnvironment.traitCollection.verticalSizeClass {
                case .compact: group.interItemSpacing = .fixed(10)
                default: break
                }
                return NSCollectionLayoutSection(group: group)
            }
        }
        """

    @Test func sizeClassesComeFromTheViewport() throws {
        // iPhone portrait: compact width → 2 columns of 390 / 2 = 195.
        let phone = try Support.read(Self.adaptive, counts: [2])
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(phone, counts: [2]), [[0, 0, 195, 100], [195, 0, 195, 100]])
        // iPad portrait 820 × 1180: regular width → 4 columns of 820 / 4 = 205.
        let pad = try Support.read(Self.adaptive, size: Size(width: 820, height: 1180), counts: [2])
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(pad, counts: [2], size: Size(width: 820, height: 1180)),
            [[0, 0, 205, 100], [205, 0, 205, 100]])
        // iPhone landscape 844 × 390: compact both ways → 2 columns, 10 apart: (844 − 10) / 2 = 417.
        let landscape = try Support.read(Self.adaptive, size: Size(width: 844, height: 390), counts: [2])
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(landscape, counts: [2], size: Size(width: 844, height: 390)),
            [[0, 0, 417, 100], [427, 0, 417, 100]])
    }

    @Test func sizeClassesOfTheListedDevices() {
        #expect(SizeClasses(Size(width: 393, height: 852)).horizontal == "compact")
        #expect(SizeClasses(Size(width: 932, height: 430)).horizontal == "regular")
        #expect(SizeClasses(Size(width: 932, height: 430)).vertical == "compact")
        #expect(SizeClasses(Size(width: 744, height: 1133)).horizontal == "regular")
        #expect(SizeClasses(Size(width: 1024, height: 1366)).vertical == "regular")
    }
}

/// `CGPoint` and boundary items' `absoluteOffset`.
@Suite struct AbsoluteOffsetTests {
    static func source(_ offset: String) -> String {
        UnknownValueTests.titledSection.replacingOccurrences(
            of: "elementKind: TitleHeaderView.kind, alignment: .top)",
            with: "elementKind: TitleHeaderView.kind, alignment: .top, absoluteOffset: \(offset))")
    }

    @Test func aZeroOffsetLaysTheHeaderOutAsWithoutOne() throws {
        for offset in ["CGPoint(x: 0, y: 0)", ".zero", "CGPoint.zero", "CGPoint()"] {
            let result = try Support.read(Self.source(offset), counts: [2])
            // As without an offset: the 40-pt header at the top, 60-pt rows from y 40.
            UnknownValueTests.expectFrames(
                UnknownValueTests.elements(result, kind: "TitleHeaderView.kind", counts: [2]), [[0, 0, 390, 40]])
            UnknownValueTests.expectFrames(
                UnknownValueTests.cells(result, counts: [2]), [[0, 40, 390, 60], [0, 100, 390, 60]])
        }
    }

    @Test func aNonZeroOffsetIsRefusedWithAReason() throws {
        let error = try #require(Support.error(Self.source("CGPoint(x: 0, y: -8)")))
        #expect(error.message.contains("not supported yet: a non-zero absoluteOffset"), "\(error)")
        #expect(error.line == 7, "\(error)")
    }

    @Test func anUnknownOffsetIsAnError() throws {
        let error = try #require(Support.error(Self.source("HeaderMetrics.offset")))
        #expect(error.message.contains("'HeaderMetrics.offset'"), "\(error)")
    }
}

/// Subscripts of arrays the paste builds, `for … where`, `stride`, `case … where`.
@Suite struct SwiftConstructTests {
    @Test func subscriptsStrideAndWhere() throws {
        let source = """
            class Feed {
                let heights: [CGFloat] = [40, 60, 80]
                func layout() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { [weak self] sectionIndex, _ in
                        guard let self else { return nil }
                        var spacing: CGFloat = 0
                        for step in stride(from: 0, to: 10, by: 4) where step > 0 { spacing += CGFloat(step) }
                        let height: CGFloat
                        switch sectionIndex {
                        case let index where index < 2: height = self.heights[index]
                        default: height = heights[2]
                        }
                        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                        let section = NSCollectionLayoutSection(group: group)
                        section.interGroupSpacing = spacing
                        return sectionIndex < 3 ? section : nil
                    }
                }
            }
            """
        let result = try Support.read(source)
        // stride 0, 4, 8 without 0: spacing 4 + 8 = 12. Heights 40, 60, 80 per section.
        guard case .array(let sections) = result.spec.json["sections"] else { Issue.record("no sections"); return }
        #expect(sections.count == 3)
        #expect(sections.map { $0["interGroupSpacing"]?.doubleValue } == [12, 12, 12])
        let heights = sections.map { $0["group"]?["size"]?["height"]?["absolute"]?.doubleValue }
        #expect(heights == [40, 60, 80])
        #expect(
            Support.error(source.replacingOccurrences(of: "heights[2]", with: "heights[3]"))?.message
                .contains("index 3 is outside the array's 3 elements") == true)
    }
}

/// Enum computed properties and methods with `switch self`, and implicit `.init(…)`.
@Suite struct EnumMemberTests {
    @Test func aSectionEnumDescribesItsOwnLayout() throws {
        let source = """
            enum Section: Int, CaseIterable {
                case featured, grid
                var columns: Int {
                    switch self {
                    case .featured: return 1
                    case .grid: return 3
                    }
                }
                func height(in width: CGFloat) -> CGFloat {
                    switch self {
                    case .featured: width / 2
                    case .grid: width / CGFloat(columns)
                    }
                }
            }
            func makeLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { index, environment in
                    guard let kind = Section(rawValue: index) else { return nil }
                    let width = environment.container.effectiveContentSize.width
                    let item = NSCollectionLayoutItem(layoutSize: .init(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    item.contentInsets = .init(top: 2, leading: 2, bottom: 2, trailing: 2)
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(kind.height(in: width))),
                        subitem: item, count: kind.columns)
                    return NSCollectionLayoutSection(group: group)
                }
            }
            """
        let result = try Support.read(source)
        let frames = UnknownValueTests.cells(result, counts: [1, 3])
        // Featured: one 390 × 195 slot, inset 2. Grid: three 130 × 130 slots from y 195, inset 2.
        UnknownValueTests.expectFrames(
            frames, [[2, 2, 386, 191], [2, 197, 126, 126], [132, 197, 126, 126], [262, 197, 126, 126]])
    }
}

/// Dictionaries the paste builds, keyed by its enum's cases.
@Suite struct DictionaryTests {
    @Test func heightsByCase() throws {
        let source = """
            enum Section: Int { case banner, grid }
            let heights: [Section: CGFloat] = [.banner: 120, .grid: 80]
            let layout = UICollectionViewCompositionalLayout { index, _ in
                guard let kind = Section(rawValue: index) else { return nil }
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(heights[kind] ?? 44))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return NSCollectionLayoutSection(group: group)
            }
            """
        let result = try Support.read(source)
        // Section 0: one 120-pt row; section 1 from y 120: one 80-pt row.
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(result, counts: [1, 1]), [[0, 0, 390, 120], [0, 120, 390, 80]])
    }
}

/// Tuples: destructured, by index and by label.
@Suite struct TupleTests {
    @Test func tuplesGiveColumnsAndSpacing() throws {
        let source = """
            func makeLayout(in view: UIView) -> UICollectionViewLayout {
                let compact = view.bounds.width < 500
                let (columns, spacing): (Int, CGFloat) = compact ? (2, 10) : (4, 20)
                let metrics = (height: 100, inset: 5)
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(metrics.height))),
                    subitem: item, count: columns)
                group.interItemSpacing = .fixed(spacing)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = .init(top: 0, leading: CGFloat(metrics.1), bottom: 0, trailing: CGFloat(metrics.inset))
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let result = try Support.read(source, counts: [2])
        // 390 − 5 − 5 = 380 wide, two columns 10 apart: (380 − 10) / 2 = 185; the second at 5 + 185 + 10 = 200.
        UnknownValueTests.expectFrames(
            UnknownValueTests.cells(result, counts: [2]), [[5, 0, 185, 100], [200, 0, 185, 100]])
    }
}
