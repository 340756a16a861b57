import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// Every error names the construct and its line:column; hostile input hits a named limit.
@Suite struct ErrorTests {
    static let item = """
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        """

    /// Source, expected line and column, and a fragment of the message.
    static let cases: [(String, Int, Int, String)] = [
        (
            "let layout = UICollectionViewCompositionalLayout(section: makeSection())", 1, 59,
            "'makeSection(…)' is not defined"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    return UICollectionViewFlowLayout(coder: x)\n}", 2, 46,
            "'x' is defined in another file of your app"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    let l = UICollectionViewFlowLayout()\n    l.estimatedItemSize = CGSize(width: 1, height: 1)\n    return l\n}",
            3, 5, "self-sizing flow cells"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    let l = UICollectionViewFlowLayout()\n    l.minimumLineSpacing = -1\n    return l\n}",
            3, 5, "minimumLineSpacing: expected a number ≥ 0, got -1"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    let l = UICollectionViewFlowLayout()\n    l.bogus = 1\n    return l\n}",
            3, 5, "property 'UICollectionViewFlowLayout.bogus'"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    let l = UICollectionViewFlowLayout()\n    l.itemSize = CGSize(width: 10 / 0, height: 1)\n    return l\n}",
            3, 32, "division by zero"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    let l = UICollectionViewFlowLayout()\n    l.itemSize = CGSize(width: \"a\\(1)\", height: 1)\n    return l\n}",
            3, 18, "width expects a number, got String"
        ),
        (
            "func f() -> UICollectionViewLayout {\n\(item)\n    let s = NSCollectionLayoutSection(group: item)\n    return UICollectionViewCompositionalLayout(section: s)\n}",
            4, 13, "expects NSCollectionLayoutGroup"
        ),
        (
            "func f() -> UICollectionViewLayout {\n\(item)\n    let g = NSCollectionLayoutGroup.horizontal(layoutSize: .zero, subitems: [item])\n    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: g))\n}",
            4, 13, "layoutSize expects NSCollectionLayoutSize"
        ),
        (
            "func f() -> UICollectionViewLayout {\n\(item)\n    let g = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(-1), heightDimension: .absolute(1)), subitem: item, count: 1)\n    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: g))\n}",
            4, 99, ".fractionalWidth: expected a number ≥ 0, got -1"
        ),
        (
            "func f() -> UICollectionViewLayout {\n\(item)\n    let g = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), subitem: item, count: 100000)\n    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: g))\n}",
            4, 174, "group count 100000 is outside 1…256 (group count limit)"
        ),
        (
            "func f() -> UICollectionViewLayout {\n\(item)\n    let h = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1)), elementKind: \"h\", alignment: .leading)\n    return UICollectionViewFlowLayout()\n}",
            4, 190, "places boundary items at the top or bottom"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    return UICollectionViewCompositionalLayout { index, environment in\n        fatalError(\"no sections\")\n    }\n}",
            2, 48, "no section 0"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    return UICollectionViewCompositionalLayout { index, environment in\n        environment.displayScale\n    }\n}",
            3, 9, "NSCollectionLayoutEnvironment.displayScale"
        ),
        ("func f() -> Int {\n    return f()\n}\nlet layout = UICollectionViewFlowLayout(x: f())", 2, 12, "depth limit"),
        ("let item = NSCollectionLayoutItem(layoutSize: 3)", 1, 12, "layoutSize expects NSCollectionLayoutSize"),
        ("let spacing = 8", 1, 1, "no layout found"),
        ("lazy var a: UICollectionViewLayout = a", 1, 38, "refers to itself"),
        (
            "func f() -> UICollectionViewLayout {\n    let l = UICollectionViewFlowLayout()\n    for i in 0..<100 { for j in 0..<100 { for k in 0..<100 { l.minimumLineSpacing = 1 } } }\n    return l\n}",
            3, 62, "step limit"
        ),
        (
            "func f() -> UICollectionViewLayout {\n    var s = \"ab\"\n    for _ in 0..<26 { s = \"\\(s)\\(s)\" }\n    return UICollectionViewFlowLayout()\n}",
            3, 32, "string of more than 4096 elements or bytes (element limit)"
        ),
    ]

    @Test(arguments: cases.indices)
    func errorNamesConstructAndPosition(index: Int) {
        let (source, line, column, fragment) = Self.cases[index]
        let diagnostic = Support.error(source)
        #expect(
            diagnostic?.message.contains(fragment) == true, "\(diagnostic?.description ?? "no error") ∌ \(fragment)")
        #expect(diagnostic?.line == line && diagnostic?.column == column, "\(diagnostic?.description ?? "")")
    }

    @Test func oversizedSourceIsRefused() {
        let source = String(repeating: "// padding\n", count: 7000)
        #expect(Support.error(source)?.message.contains("64") == true)
    }

    @Test func deepNestingIsRefusedNotOverflowed() {
        let source = "let layout = " + String(repeating: "(", count: 5000) + "1" + String(repeating: ")", count: 5000)
        #expect(Support.error(source) != nil)
    }

    @Test func sectionLimit() {
        let source = """
            func f() -> UICollectionViewLayout {
                return UICollectionViewCompositionalLayout { index, environment in nil }
            }
            """
        let counts = Array(repeating: 1, count: 65)
        #expect(Support.error(source, counts: counts)?.message.contains("section limit") == true)
    }
}

/// Constructs of UIKit this reader does not read yet are named as such, and a missing `)` says so.
@Suite struct NotSupportedYetTests {
    @Test func unsupportedUIKitIsNamedNotBlamedOnThePaste() throws {
        for (source, construct) in [
            (
                "let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(9), heightDimension: .absolute(9)))\nlet group = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .absolute(9), heightDimension: .absolute(9)), subitems: [item])\ngroup.supplementaryItems = []\nlet layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))",
                "`NSCollectionLayoutGroup.supplementaryItems`"
            ),
            (
                "let custom = NSCollectionLayoutGroupCustomItem(frame: .zero)\nlet layout = UICollectionViewFlowLayout()\nlayout.itemSize = custom",
                "`NSCollectionLayoutGroupCustomItem(frame:)`"
            ),
        ] {
            let error = try #require(Support.error(source))
            #expect(error.message.hasPrefix("not supported yet: \(construct)"), "\(error)")
            #expect(error.message.contains("docs/swift-layouts.md"), "\(error)")
        }
    }

    @Test func aMissingParenthesisSaysSo() throws {
        let source = """
            func makeLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)
                let item = NSCollectionLayoutItem(layoutSize: size)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
            }
            """
        let error = try #require(Support.error(source))
        #expect(error.message.contains("missing ')'"), "\(error)")
        #expect(error.line == 2, "\(error)")
    }
}
