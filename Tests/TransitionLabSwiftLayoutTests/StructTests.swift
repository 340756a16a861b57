import Testing
import TransitionLabCore

@testable import TransitionLabSwiftLayout

/// Structs the paste declares, used as values the way layouts keep their metrics (The Swift Programming Language,
/// "Structures and Classes": structures are value types, with memberwise initializers).
@Suite struct StructTests {
    static func frames(_ source: String, counts: [Int]) throws -> [Rect] {
        let result = try Support.read(source, counts: counts)
        guard case .custom(let layout) = result.spec else {
            Issue.record("not a custom layout: \(result.spec)")
            return []
        }
        return layout.elements.map(\.frame)
    }

    /// A grid whose metrics are a struct with a nested struct, made by the memberwise initialiser with one
    /// property given; a copy changed on the side leaves the layout's own metrics as they were.
    static let tiles = """
        final class TileLayout: UICollectionViewLayout {
            struct Metrics {
                struct Spacing {
                    var gap: CGFloat = 4
                    var inset: CGFloat = 10
                }
                var columns: Int
                var spacing = Spacing()
                var tileWidth: CGFloat = 0

                var stride: CGFloat { tileWidth + spacing.gap }
            }

            var metrics = Metrics(columns: 3)
            private var tiles: [UICollectionViewLayoutAttributes] = []

            override func prepare() {
                guard let collectionView else { return }
                var preview = metrics
                preview.columns = 9
                preview.spacing.gap = 100
                let usable = collectionView.bounds.width - 2 * metrics.spacing.inset
                metrics.tileWidth = (usable - CGFloat(metrics.columns - 1) * metrics.spacing.gap) / CGFloat(metrics.columns)
                tiles = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                    let tile = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    tile.frame = CGRect(
                        x: metrics.spacing.inset + CGFloat(item % metrics.columns) * metrics.stride,
                        y: CGFloat(item / metrics.columns) * metrics.stride,
                        width: metrics.tileWidth, height: metrics.tileWidth)
                    return tile
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { tiles }
        }
        """

    @Test func nestedMetricsStructsAreValues() throws {
        // Usable 390 − 20 = 370; tiles (370 − 2 · 4) / 3 = 120.666…; stride 124.666….
        let width = (370.0 - 8) / 3
        let expected = (0..<4).map { item in
            Rect(
                x: 10 + Double(item % 3) * (width + 4), y: Double(item / 3) * (width + 4), width: width, height: width)
        }
        #expect(try Self.frames(Self.tiles, counts: [4]) == expected)
    }

    /// A row layout whose state is a struct with its own initialiser and a `mutating` method that advances it.
    static let rows = """
        struct RowCursor {
            let height: CGFloat
            private(set) var y: CGFloat

            init(height: CGFloat, top: CGFloat) {
                self.height = height
                y = top
            }

            mutating func advance(by gap: CGFloat) -> CGFloat {
                let current = y
                y += height + gap
                return current
            }
        }

        final class RowLayout: UICollectionViewLayout {
            private var rows: [UICollectionViewLayoutAttributes] = []

            override func prepare() {
                guard let collectionView else { return }
                var cursor = RowCursor(height: 44, top: 8)
                rows = []
                for item in 0..<collectionView.numberOfItems(inSection: 0) {
                    let row = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    row.frame = CGRect(x: 0, y: cursor.advance(by: 2), width: collectionView.bounds.width, height: cursor.height)
                    rows.append(row)
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { rows }
        }
        """

    @Test func anInitialiserAndAMutatingMethodKeepTheirState() throws {
        // Rows 44 tall from 8, 46 apart.
        #expect(
            try Self.frames(Self.rows, counts: [3]) == [
                Rect(x: 0, y: 8, width: 390, height: 44), Rect(x: 0, y: 54, width: 390, height: 44),
                Rect(x: 0, y: 100, width: 390, height: 44),
            ])
    }

    @Test func theMemberwiseInitialiserNeedsEveryPropertyWithoutADefault() throws {
        let source = Self.tiles.replacingOccurrences(of: "Metrics(columns: 3)", with: "Metrics(tileWidth: 3)")
        let error = try #require(Support.error(source, counts: [4]))
        #expect(error.message.contains("Metrics(tileWidth:) does not give 'columns'"), "\(error)")
    }
}
