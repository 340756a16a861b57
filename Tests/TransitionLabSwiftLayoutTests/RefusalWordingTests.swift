import Testing

@testable import TransitionLabSwiftLayout

/// Every refusal is one line that says what to do, whatever construct stopped the read.
@Suite struct RefusalWordingTests {
    /// Source, a fragment naming the construct, and a fragment saying what to do.
    static let cases: [(String, String, String)] = [
        (
            // A transition layout subclass, the way a display-switching pod writes one.
            """
            class SwitchingLayout: UICollectionViewTransitionLayout {
                override init(currentLayout: UICollectionViewLayout, nextLayout: UICollectionViewLayout) {
                    super.init(currentLayout: currentLayout, nextLayout: nextLayout)
                }
            }
            """,
            "`UICollectionViewTransitionLayout` subclass", "paste it with the code of layout A or B"
        ),
        (
            // A base view controller whose set-up is left to a subclass.
            """
            class BaseGridController: UIViewController {
                func configure() { fatalError("subclasses configure the grid") }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configure()
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 80, height: 80)
                }
            }
            """,
            "fatalError reached", "paste the code that runs instead"
        ),
        (
            // A Foundation type the reader does not run, in a size.
            """
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: Date().timeIntervalSince1970)
            """,
            "not supported yet: `Date()`, a UIKit or Foundation API", "docs/swift-layouts.md#not-supported-yet"
        ),
        (
            // A UIKit singleton the reader does not know, read for a size.
            """
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: UIApplication.shared.statusBarFrame.height)
            """,
            "`UIApplication`, a UIKit or Foundation API", "give in Values"
        ),
        (
            // A helper from another file of the app, called while the layout is made.
            """
            func makeLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = cellSize(columns: 3)
                return layout
            }
            """,
            "'cellSize(…)'", "paste the file of your app that defines it"
        ),
        (
            // A layout that keeps its metrics in an instance of a class of its own, which is no layout class.
            """
            class GridLayout: UICollectionViewFlowLayout {
                final class Metrics {
                    var columns = 3
                    var spacing: CGFloat = 8
                }
                var metrics = Metrics()
                override func prepare() {
                    super.prepare()
                    minimumInteritemSpacing = metrics.spacing
                }
            }
            """,
            "the pasted type `Metrics`", "keep the values it holds in properties"
        ),
        (
            // A property of a UIKit type the reader has no entry for.
            """
            func makeLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.sectionInsetReference = .fromSafeArea
                layout.itemSize = CGSize(width: 80, height: 80)
                return layout
            }
            """,
            "sectionInsetReference", "docs/swift-layouts.md#not-supported-yet"
        ),
        (
            // Code cut off mid-declaration, with the rest of the line on the next one.
            """
            func makeLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout(
                    frame: {
            """,
            "code that does not parse", "paste",
        ),
    ]

    @Test(arguments: cases.indices)
    func refusalSaysWhatToDoOnOneLine(index: Int) throws {
        let (source, construct, action) = Self.cases[index]
        let error = try #require(Support.error(source), "read without an error")
        #expect(error.message.contains(construct), "\(error) ∌ \(construct)")
        #expect(error.message.contains(action), "\(error) ∌ \(action)")
        #expect(!error.message.contains("\n"), "\(error)")
    }

    @Test func aDecorationViewRegistrationIsSkippedWithoutReadingItsClass() throws {
        let source = """
            func makeLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                let section = NSCollectionLayoutSection(
                    group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.decorationItems = [.background(elementKind: "card-background")]
                let layout = UICollectionViewCompositionalLayout(section: section)
                layout.register(CardBackgroundView.self, forDecorationViewOfKind: "card-background")
                return layout
            }
            """
        let result = try Support.read(source)
        #expect(result.notes.contains { $0.message.contains("'layout.register' skipped") }, "\(result.notes)")
    }

    @Test func swipeActionsAreSkippedWithANote() throws {
        let source = """
            func makeLayout() -> UICollectionViewLayout {
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.trailingSwipeActionsConfigurationProvider = { indexPath in nil }
                return UICollectionViewCompositionalLayout.list(using: configuration)
            }
            """
        let result = try Support.read(source)
        #expect(result.notes.contains { $0.message.contains("swipe actions change no frame") }, "\(result.notes)")
    }

    @Test func oneLineFoldsBreaksAndDropsControlCharacters() {
        #expect(SwiftLayoutRefusal.oneLine("a\n\t  b\r\nc\u{7}d") == "a b cd")
    }
}
