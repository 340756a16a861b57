import Testing
import TransitionLabCore

@testable import TransitionLabSwiftLayout

/// Layouts that app code makes or configures outside the layout class, as tutorials and apps leave them: a layout
/// class made only by an initialiser with parameters, the storyboard's layout cast to a pasted class in
/// `viewDidLoad()`, model data read through a chain of members, the collection view's own properties set in
/// set-up code. Fixtures in those styles; frames derived by hand.
@Suite struct AppSetUpTests {
    static func read(_ source: String, counts: [Int]? = nil, values: String = "") throws -> SwiftLayoutReader.Result {
        try SwiftLayoutReader.read(
            source: source, containerSize: Support.iPhone, counts: counts,
            values: try SwiftLayoutValues(parsing: values))
    }

    static func error(_ source: String, values: String = "") throws -> SwiftLayoutDiagnostic? {
        try UnknownValueTests.readError(source, values: values)?.diagnostic
    }

    /// A grid whose only initialiser takes the number of columns, which the app passes from another file.
    static let columns = """
        final class GridLayout: UICollectionViewFlowLayout {
            let columns: Int

            init(columns: Int, spacing: CGFloat = 4) {
                self.columns = columns
                super.init()
                minimumInteritemSpacing = spacing
                minimumLineSpacing = spacing
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func prepare() {
                super.prepare()
                guard let collectionView = collectionView else { return }
                let gaps = minimumInteritemSpacing * CGFloat(columns - 1)
                let side = ((collectionView.bounds.width - gaps) / CGFloat(columns)).rounded(.down)
                itemSize = CGSize(width: side, height: side)
            }
        }
        """

    @Test func anInitialisersParameterIsAskedForInValues() throws {
        let error = try #require(try Self.error(Self.columns), "read without an error")
        let position = try #require(Support.position(of: "columns: Int,", in: Self.columns))
        #expect((error.line, error.column) == (position.line, position.column), "\(error)")
        #expect(error.message.contains("init(columns:spacing:)") && error.message.contains("`columns = …`"))
    }

    @Test func anInitialisersParametersComeFromValuesAndDefaults() throws {
        let result = try Self.read(Self.columns, counts: [4], values: "columns = 3")
        // spacing keeps its default 4: side = ⌊(390 − 2 · 4) / 3⌋ = ⌊127.33⌋ = 127; 3 · 127 + 2 · 4 = 389 ≤ 390, so
        // 3 a line, the 1 left over shared by the 2 gaps → x 0, 131.5, 263. Lines 127 + 4 apart.
        #expect(
            DelegateFlowLayoutTests.cells(result) == [
                Rect(x: 0, y: 0, width: 127, height: 127), Rect(x: 131.5, y: 0, width: 127, height: 127),
                Rect(x: 263, y: 0, width: 127, height: 127), Rect(x: 0, y: 131, width: 127, height: 127),
            ])
    }

    /// A masonry layout that a storyboard makes (its Custom Class), which `viewDidLoad()` reaches by casting the
    /// collection view's layout; the heights come from the app's model.
    static let storyboardMasonry = """
        protocol MasonryLayoutDelegate: AnyObject {
            func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
        }

        final class MasonryLayout: UICollectionViewLayout {
            weak var delegate: MasonryLayoutDelegate?
            private let columns = 2
            private let gap: CGFloat = 8
            private var cache: [UICollectionViewLayoutAttributes] = []
            private var height: CGFloat = 0

            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: height)
            }

            override func prepare() {
                guard cache.isEmpty, let collectionView = collectionView, let delegate = delegate else { return }
                let width = (collectionView.bounds.width - gap) / CGFloat(columns)
                var tops: [CGFloat] = .init(repeating: 0, count: columns)
                for item in 0..<collectionView.numberOfItems(inSection: 0) {
                    let path = IndexPath(item: item, section: 0)
                    let column = item % columns
                    let itemHeight = delegate.collectionView(collectionView, heightForItemAt: path)
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                    attributes.frame = CGRect(
                        x: CGFloat(column) * (width + gap), y: tops[column], width: width, height: itemHeight)
                    cache.append(attributes)
                    tops[column] += itemHeight + gap
                    height = max(height, tops[column])
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cache.filter { $0.frame.intersects(rect) }
            }
        }

        final class GalleryViewController: UICollectionViewController {
            private var artworks = Artwork.catalogue()

            override func viewDidLoad() {
                super.viewDidLoad()
                if let layout = collectionView?.collectionViewLayout as? MasonryLayout {
                    layout.delegate = self
                }
                collectionView?.backgroundColor = .black
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                artworks.count
            }
        }

        extension GalleryViewController: MasonryLayoutDelegate {
            func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
                artworks[indexPath.item].image.size.height
            }
        }
        """

    @Test func theStoryboardsLayoutCastToAPastedClassIsThatClassWithModelDataAskedFor() throws {
        let error = try #require(try Self.error(Self.storyboardMasonry), "read without an error")
        #expect(error.message.contains("`artworks[i].image.size.height`"), "\(error)")
        let result = try Self.read(
            Self.storyboardMasonry, counts: [3], values: "artworks[i].image.size.height = [100, 60, 80]")
        let elements = CustomLayoutTests.elements(result)
        // Columns (390 − 8) / 2 = 191 wide at x 0 and 199; item 2 goes under item 0 at 100 + 8.
        #expect(
            elements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 191, height: 100), Rect(x: 199, y: 0, width: 191, height: 60),
                Rect(x: 0, y: 108, width: 191, height: 80),
            ])
        let notes = result.notes.map(\.message).joined(separator: "\n")
        #expect(notes.contains("of class 'MasonryLayout'") && !notes.contains("Interface Builder's defaults"))
        #expect(notes.contains("backgroundColor"))
    }

    @Test func aLayoutClassFromAnotherFileIsAskedFor() throws {
        let source = """
            final class GalleryViewController: UICollectionViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let layout = collectionView?.collectionViewLayout as? MasonryLayout {
                        layout.delegate = self
                    }
                }
            }
            """
        let error = try #require(try Self.error(source), "read without an error")
        #expect(error.message.contains("'MasonryLayout', a class defined in another file"), "\(error)")
        #expect(error.message.contains("paste that file"))
    }

    @Test func aContentInsetSetInSetUpIsRefusedWhenTheLayoutReadsIt() throws {
        let source = Self.storyboardMasonry.replacingOccurrences(
            of: "collectionView?.backgroundColor = .black",
            with: "collectionView?.contentInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)"
        ).replacingOccurrences(
            of: "(collectionView.bounds.width - gap)",
            with: "(collectionView.bounds.width - collectionView.contentInset.left - gap)")
        let error = try #require(
            try Self.error(source, values: "artworks[i].image.size.height = 100"), "read without an error")
        let position = try #require(Support.position(of: "collectionView?.contentInset", in: source))
        #expect((error.line, error.column) == (position.line, position.column), "\(error)")
        #expect(error.message.contains("'contentInset'") && error.message.contains("remove that line"))
    }

    @Test func aDelegateCallLabellingTheCollectionViewIsNamedByItsNextLabel() throws {
        let source = """
            protocol TileLayoutDelegate: AnyObject {
                func collectionView(collectionView: UICollectionView, heightForTileAt indexPath: IndexPath) -> CGFloat
            }

            final class TileLayout: UICollectionViewLayout {
                weak var delegate: TileLayoutDelegate!
                private var cache: [UICollectionViewLayoutAttributes] = []

                override func prepare() {
                    guard let collectionView = collectionView else { return }
                    var top: CGFloat = 0
                    for item in 0..<collectionView.numberOfItems(inSection: 0) {
                        let path = IndexPath(item: item, section: 0)
                        let height = delegate.collectionView(collectionView: collectionView, heightForTileAt: path)
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                        attributes.frame = CGRect(x: 0, y: top, width: collectionView.bounds.width, height: height)
                        cache.append(attributes)
                        top += height
                    }
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache
                }
            }
            """
        let error = try #require(try Self.error(source), "read without an error")
        #expect(error.message.contains("give `heightForTileAt` in Values"), "\(error)")
    }

    @Test func aSubscriptFromAnExtensionOfTheAppSaysWhatToWriteInstead() throws {
        let source = """
            final class PackedLayout: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                    for (index, current) in attributes.enumerated() {
                        if let previous = attributes[safe: index - 1] {
                            current.frame.origin.x = previous.frame.maxX + 4
                        }
                    }
                    return attributes
                }
            }
            """
        let error = try #require(Support.error(source), "read without an error")
        #expect(error.message.contains("`[safe:]`") && error.message.contains("replace it"), "\(error)")
        #expect(!error.message.contains("\n"))
    }

    @Test func aDataSourcesPropertyRequirementIsAskedForByItsProtocol() throws {
        let source = """
            protocol ShelfLayoutDataSource: AnyObject {
                var isExpanded: Bool { get }
            }

            final class ShelfLayout: UICollectionViewLayout {
                var dataSource: ShelfLayoutDataSource!
                private var cache: [UICollectionViewLayoutAttributes] = []

                override func prepare() {
                    let rowHeight: CGFloat = dataSource.isExpanded ? 120 : 60
                    for item in 0..<collectionView!.numberOfItems(inSection: 0) {
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.frame = CGRect(x: 0, y: CGFloat(item) * rowHeight, width: 390, height: rowHeight)
                        cache.append(attributes)
                    }
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    cache
                }
            }
            """
        let error = try #require(try Self.error(source), "read without an error")
        #expect(error.message.contains("'isExpanded' of its ShelfLayoutDataSource"), "\(error)")
        #expect(error.message.contains("`isExpanded = …`"))
        // Given, it is read: rows 120 apart.
        let result = try Self.read(source, counts: [2], values: "isExpanded = true")
        #expect(CustomLayoutTests.elements(result).map(\.frame.origin.y) == [0, 120])
    }

    @Test func swift2NamesOfFlowDelegateMethodsAreNamedWithTheirSwift3Names() throws {
        let source = """
            extension SettingsViewController {
                func collectionView(collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAtIndexPath indexPath: NSIndexPath) -> CGSize {
                    return CGSize(width: 100, height: 44)
                }
            }
            """
        let error = try #require(try Self.error(source), "read without an error")
        #expect(error.message.contains("no layout found"), "\(error)")
        #expect(error.message.contains("rename it 'sizeForItemAt'"), "\(error)")
    }

    @Test func setUpCodeMakingALayoutClassFromAnotherFileAsksForThatFile() throws {
        let source = """
            final class PostersViewController: UIViewController {
                @IBOutlet weak var postersView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = PosterCarouselLayout()
                    layout.itemSize = CGSize(width: 240, height: 320)
                    postersView?.setCollectionViewLayout(layout, animated: false)
                }
            }
            """
        let error = try #require(try Self.error(source), "read without an error")
        #expect(error.message.contains("no layout found"), "\(error)")
        #expect(
            error.message.contains(
                "viewDidLoad() makes 'PosterCarouselLayout', a layout class defined in another file of your app: "
                    + "paste that file too"), "\(error)")
    }
}
