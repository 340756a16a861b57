import Testing
import TransitionLabCore
import TransitionLabSwiftLayout

/// Pasted code arranged for an export (`SwiftLayoutCode`): values become literals, a view controller's members
/// become the class's less what the layout does not use, top-level code becomes members and a function, and the
/// entry is what the reader read the layout from.
@Suite struct SwiftLayoutCodeTests {
    static func arrange(_ source: UserLayoutSource) throws -> UserLayoutCode {
        let values = try SwiftLayoutValues(parsing: source.values ?? "")
        let result = try SwiftLayoutReader.read(
            source: source.text, containerSize: ExportCase.iPhone, counts: source.counts, values: values)
        return try #require(SwiftLayoutCode.arrange(source: source.text, values: values, result: result))
    }

    @Test func valuesBecomeTheirLiterals() throws {
        let code = try Self.arrange(LayoutSources.functionWithValues)
        #expect(!code.members.contains("Metrics.spacing") && !code.members.contains("CGFloat(Metrics.columns)"))
        #expect(code.members.contains("CGFloat(3)"))
        #expect(code.members.contains("count: 3"))
        #expect(code.members.contains("top: 2.5, leading: 2.5"))
        #expect(code.members.contains("section.interGroupSpacing = 2.5"))
        #expect(code.entry == "createLayout()")
        #expect(code.host == .viewController)
        #expect(!code.members.contains("import UIKit"))
        #expect(code.notes.contains("Metrics.columns is filled in with the value you gave."))
        #expect(code.notes.contains("Metrics.spacing is filled in with the value you gave."))
    }

    @Test func aNameThePasteDeclaresKeepsItsOwnValue() throws {
        let source = """
            let spacing: CGFloat = 4
            func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.minimumLineSpacing = spacing
                return layout
            }
            """
        let values = try SwiftLayoutValues(parsing: "spacing = 9")
        let result = try SwiftLayoutReader.read(source: source, containerSize: ExportCase.iPhone, values: values)
        let code = try #require(SwiftLayoutCode.arrange(source: source, values: values, result: result))
        #expect(code.members.contains("layout.minimumLineSpacing = spacing"))
        #expect(!code.members.contains("9"))
        #expect(code.notes.isEmpty)
    }

    @Test func aViewControllersLayoutMembersBecomeTheClasssOthersAreLeftOut() throws {
        let code = try Self.arrange(LayoutSources.viewController)
        #expect(code.entry == "makeFlowLayout()")
        #expect(code.members.contains("static let columns = 4"))
        #expect(code.members.contains("CGFloat(Self.columns)"))
        for gone in ["viewDidLoad", "GalleryCell", "photos", "UICollectionViewDataSource", "extension"] {
            #expect(!code.members.contains(gone), "\(gone)")
        }
        #expect(code.topLevel.isEmpty)
        #expect(!code.readsCollectionView)
        #expect(code.classNames.isEmpty)
        #expect(code.notes == ["Left out, not part of the layout: 'collectionView', 'viewDidLoad'."])
    }

    @Test func topLevelStatementsRunBeforeTheLayoutIsRead() throws {
        let code = try Self.arrange(LayoutSources.topLevelStatements)
        #expect(code.entry == "layoutAfterTopLevelStatements()")
        #expect(code.members.contains("lazy var item = NSCollectionLayoutItem(layoutSize: itemSize)"))
        #expect(code.members.contains("lazy var layout = UICollectionViewCompositionalLayout(section: section)"))
        #expect(code.members.contains("    item.contentInsets = NSDirectionalEdgeInsets(top: 4"))
        #expect(code.members.contains("    return layout\n}"))
    }

    @Test func aLayoutBuiltForTheCollectionViewGetsOne() throws {
        let source = """
            func createLayout(in view: UICollectionView) -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: collectionView.bounds.width / 2, height: 40)
                return layout
            }
            """
        let result = try SwiftLayoutReader.read(source: source, containerSize: ExportCase.iPhone)
        let code = try #require(SwiftLayoutCode.arrange(source: source, values: SwiftLayoutValues(), result: result))
        #expect(code.entry == "createLayout(in: collectionView)")
        #expect(code.readsCollectionView)
        #expect(
            code.members.hasPrefix(
                "/// The collection view the layout is built for.\nvar collectionView: UICollectionView!"))
    }
}
