import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// A `UICollectionViewFlowLayout` subclass in the paste: read as the flow layout its `init()` and `prepare()` set up.
@Suite struct FlowSubclassTests {
    /// A two-column list of rows (three columns on a wide screen), sized in `prepare()` from the collection view's
    /// width, in the style of Apple's sample code.
    static let columns = """
        class ColumnFlowLayout: UICollectionViewFlowLayout {
            let cellHeight: CGFloat = 70.0

            override init() {
                super.init()
                minimumInteritemSpacing = 10
                self.minimumLineSpacing = 12
                sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            override func prepare() {
                super.prepare()
                guard let collectionView = collectionView else { return }
                let columns: CGFloat = collectionView.bounds.width > 600 ? 3 : 2
                let spacing = minimumInteritemSpacing * (columns - 1)
                let available = collectionView.bounds.width - 20 - spacing
                itemSize = CGSize(width: floor(available / columns), height: cellHeight)
            }

            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                return true
            }
        }

        class ColumnsViewController: UIViewController {
            var collectionView: UICollectionView! = nil

            func configureHierarchy() {
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: ColumnFlowLayout())
                view.addSubview(collectionView)
            }
        }
        """

    func frames(_ result: SwiftLayoutReader.Result, counts: [Int], size: Size = Support.iPhone) -> [[Double]] {
        let json = Support.frames(result.spec, counts: counts, size: size)
        guard case .array(let elements) = json["attributes"] else { return [] }
        return elements.map { element in ["x", "y", "w", "h"].map { element[$0]?.doubleValue ?? .nan } }
    }

    @Test func initAndPrepareSetTheFlowLayout() throws {
        let result = try Support.read(Self.columns, counts: [5])
        // The view controller makes it in its set-up code.
        #expect(result.name == "configureHierarchy")
        // 390 wide: 2 columns, (390 − 20 − 10) / 2 = 180 wide, 70 tall; ⌊(370 + 10) / 190⌋ = 2 a row, justified
        // 370 − 360 = 10 apart; rows 70 + 12 apart from the 10-pt top inset.
        let expected: [[Double]] = [
            [10, 10, 180, 70], [200, 10, 180, 70], [10, 92, 180, 70], [200, 92, 180, 70], [10, 174, 180, 70],
        ]
        #expect(frames(result, counts: [5]) == expected)
    }

    @Test func annotatedImplicitMembersAndUnsignedColumns() throws {
        let source = """
            class ThirdsLayout: UICollectionViewFlowLayout {
                var columns: UInt { UInt(3.7) }
                override func prepare() {
                    super.prepare()
                    var size: CGSize = .zero
                    size.width = (collectionView!.bounds.width / CGFloat(columns)).rounded(.down)
                    size.height = 40
                    itemSize = size
                    minimumInteritemSpacing = 0
                    minimumLineSpacing = 0
                }
            }
            """
        // `.zero` takes the annotation's type, CGSize; UInt(3.7) truncates toward zero to 3: ⌊390 / 3⌋ = 130 wide,
        // three a row with no space left over, rows 40 apart.
        let expected: [[Double]] = [[0, 0, 130, 40], [130, 0, 130, 40], [260, 0, 130, 40], [0, 40, 130, 40]]
        #expect(frames(try Support.read(source, counts: [4]), counts: [4]) == expected)
    }

    @Test func anOverriddenItemSizeIsWhatTheFlowLayoutReads() throws {
        let source = """
            class ThirdsLayout: UICollectionViewFlowLayout {
                override var itemSize: CGSize {
                    set { }
                    get {
                        guard let collectionView else { return .zero }
                        let side = collectionView.bounds.width / 3
                        return CGSize(width: side, height: side)
                    }
                }
                override init() {
                    super.init()
                    minimumInteritemSpacing = 0
                    minimumLineSpacing = 0
                }
            }
            """
        // UIKit's flow layout reads `itemSize` through the override: 390 / 3 = 130-pt squares, three a row.
        let result = try Support.read(source, counts: [4])
        let expected: [[Double]] = [[0, 0, 130, 130], [130, 0, 130, 130], [260, 0, 130, 130], [0, 130, 130, 130]]
        #expect(frames(result, counts: [4]) == expected)
        #expect(!result.notes.contains { $0.message.contains("default 50 × 50") }, "\(result.notes)")
    }

    @Test func selfSizingCellsAreRefusedSayingWhatToSet() throws {
        let source = """
            class TagsLayout: UICollectionViewFlowLayout {
                override init() {
                    super.init()
                    estimatedItemSize = UICollectionViewFlowLayout.automaticSize
                }
            }
            """
        let error = try #require(Support.error(source))
        #expect(error.message.contains("self-sizing flow cells"), "\(error)")
        #expect(error.message.contains("set itemSize"), "\(error)")
    }

    @Test func prepareReadsTheCollectionViewWidth() throws {
        let wide = Size(width: 1024, height: 768)
        let result = try Support.read(Self.columns, size: wide, counts: [3])
        // 3 columns: (1024 − 20 − 20) / 3 = 328 wide; ⌊(1004 + 10) / 338⌋ = 3 a row, 10 apart.
        #expect(
            frames(result, counts: [3], size: wide) == [[10, 10, 328, 70], [348, 10, 328, 70], [686, 10, 328, 70]])
    }

    @Test func aLayoutFunctionMayReturnTheSubclass() throws {
        let source =
            Self.columns + """

                func makeLayout() -> UICollectionViewLayout {
                    return ColumnFlowLayout()
                }
                """
        let byName = try Support.read(source, counts: [5], name: "makeLayout")
        let direct = try Support.read(Self.columns, counts: [5])
        #expect(byName.spec == direct.spec)
    }

    @Test func aDeclaredLayoutFunctionComesBeforeTheSubclass() throws {
        let source =
            Self.columns + """

                func createLayout() -> UICollectionViewLayout {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 30, height: 30)
                    return layout
                }
                """
        let result = try Support.read(source, counts: [5])
        #expect(result.name == "createLayout")
        #expect(frames(result, counts: [1]) == [[0, 0, 30, 30]])
    }

    @Test func anInitialiserTheClassDoesNotDeclareIsNamed() throws {
        let source =
            Self.columns + """

                func createLayout() -> UICollectionViewLayout {
                    return ColumnFlowLayout(columns: 3)
                }
                """
        let error = try #require(Support.error(source))
        #expect(error.message.contains("ColumnFlowLayout(columns:)"), "\(error)")
    }

    /// An initialiser with parameters, called by the paste, sets the layout up before `prepare()`.
    @Test func anInitialiserWithParametersSetsTheLayoutUp() throws {
        let source = """
            final class GridLayout: UICollectionViewFlowLayout {
                private let columns: Int

                init(columns: Int, spacing: CGFloat = 4) {
                    self.columns = columns
                    super.init()
                    minimumInteritemSpacing = spacing
                    minimumLineSpacing = spacing
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override func prepare() {
                    super.prepare()
                    guard let collectionView else { return }
                    let width = (collectionView.bounds.width - CGFloat(columns - 1) * minimumInteritemSpacing) / CGFloat(columns)
                    itemSize = CGSize(width: width, height: width)
                }
            }

            func makeLayout() -> UICollectionViewLayout {
                GridLayout(columns: 3, spacing: 6)
            }
            """
        let result = try Support.read(source, counts: [4])
        // (390 − 2 × 6) / 3 = 126: three a row at x 0, 132, 264; rows 126 + 6 apart.
        #expect(
            frames(result, counts: [4]) == [
                [0, 0, 126, 126], [132, 0, 126, 126], [264, 0, 126, 126], [0, 132, 126, 126],
            ])
    }

    /// An override that hands back `super`'s answer lays out as the flow layout does.
    @Test func anOverrideThatReturnsSuperIsTheFlowLayout() throws {
        let source = Self.columns.replacingOccurrences(
            of: "    override func shouldInvalidateLayout",
            with: """
                    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                        return super.layoutAttributesForElements(in: rect)
                    }

                    override func shouldInvalidateLayout
                """)
        let custom = try Support.read(source, counts: [5])
        let flow = try Support.read(Self.columns, counts: [5])
        guard case .custom = custom.spec else { return #expect(Bool(false), "\(custom.spec)") }
        #expect(frames(custom, counts: [5]) == frames(flow, counts: [5]))
    }

    @Test func anUnknownValueInInitIsAnError() throws {
        let source = Self.columns.replacingOccurrences(
            of: "self.minimumLineSpacing = 12", with: "self.minimumLineSpacing = Metrics.rowGap")
        let error = try #require(Support.error(source))
        #expect(error.unknownName == "Metrics.rowGap", "\(error)")
        #expect(error.line == 7)
    }

    @Test func anUnknownValueInPrepareIsAnError() throws {
        let source = Self.columns.replacingOccurrences(of: "height: cellHeight", with: "height: Theme.rowHeight")
        let error = try #require(Support.error(source))
        #expect(error.unknownName == "Theme.rowHeight", "\(error)")
    }

    @Test func printsAndReadsBack() throws {
        let first = try Support.read(Self.columns, counts: [5])
        let again = try Support.read(try SwiftLayoutPrinter.swift(for: first.spec), counts: [5])
        #expect(again.spec == first.spec)
    }
}
