import Testing
import TransitionLabCore

@testable import TransitionLabSwiftLayout

/// The helpers apps write around Core Graphics values, in the style of mosaic layouts: a `CGRect` extension that
/// slices with `divided(atDistance:from:)` (Core Graphics' `CGRectDivide`), tuples changed element by element,
/// partial ranges of a cache.
@Suite struct GeometryHelperTests {
    static let strips = """
        extension CGRect {
            func split(at fraction: CGFloat, from edge: CGRectEdge, gap: CGFloat) -> (first: CGRect, second: CGRect) {
                let length = edge == .minXEdge || edge == .maxXEdge ? width : size.height
                var parts = divided(atDistance: (length * fraction).rounded(.down), from: edge)
                parts.remainder.size.height -= edge == .minYEdge ? gap : 0
                parts.remainder.origin.y += edge == .minYEdge ? gap : 0
                return (first: parts.slice, second: parts.remainder)
            }
        }

        final class StripLayout: UICollectionViewLayout {
            private var cells: [UICollectionViewLayoutAttributes] = []

            override func prepare() {
                guard let collectionView else { return }
                let band = CGRect(x: 0, y: 0, width: collectionView.bounds.width, height: 300)
                let rows = band.split(at: 0.5, from: .minYEdge, gap: 10)
                let columns = rows.second.split(at: 0.25, from: .maxXEdge, gap: 0)
                let pair: (top: CGRect, rest: [CGRect]) = (rows.first, [columns.first, columns.second])
                let frames = [pair.top] + pair.rest
                cells = frames.enumerated().map { index, frame in
                    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                    cell.frame = frame
                    return cell
                }
                cells.removeLast(collectionView.numberOfItems(inSection: 0) < 3 ? 1 : 0)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cells[..<1] + cells[1...]
            }
        }
        """

    @Test func anExtensionOfCGRectSlicesTheBand() throws {
        let result = try Support.read(Self.strips, counts: [3])
        guard case .custom(let layout) = result.spec else {
            Issue.record("not a custom layout: \(result.spec)")
            return
        }
        // Top half 150 tall; the rest starts 10 lower and is 140 tall; a quarter (⌊97.5⌋ = 97) of it from the
        // right edge, and what is left of it on the left.
        #expect(
            layout.elements.map(\.frame) == [
                Rect(x: 0, y: 0, width: 390, height: 150), Rect(x: 293, y: 160, width: 97, height: 140),
                Rect(x: 0, y: 160, width: 293, height: 140),
            ])
        let two = try Support.read(Self.strips, counts: [2])
        guard case .custom(let fewer) = two.spec else {
            Issue.record("not a custom layout: \(two.spec)")
            return
        }
        #expect(fewer.elements.count == 2)
    }

    @Test func aTupleMadeWithoutLabelsSaysWhereToLabelIt() throws {
        let source = """
            final class PairLayout: UICollectionViewLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    var pairs: [(index: Int, height: CGFloat)] = []
                    pairs.append((0, 40))
                    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: pairs[0].index, section: 0))
                    return [cell]
                }
            }
            """
        let error = try #require(Support.error(source, counts: [1]))
        #expect(error.message.contains("'.index' of a tuple made without labels"), "\(error)")
        #expect(error.message.contains("label its elements where it is made"))
    }

    /// A stack whose cache has an extension of its own, in the style of apps that extend `Array where Element ==
    /// UICollectionViewLayoutAttributes`.
    static let stack = """
        private extension Array where Element == UICollectionViewLayoutAttributes {
            var bottom: CGFloat { last?.frame.maxY ?? 0 }

            func visible(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
                guard let end = indices.last else { return [] }
                return self[0...end].filter { $0.frame.intersects(rect) }
            }
        }

        final class StackLayout: UICollectionViewLayout {
            private var cells: [UICollectionViewLayoutAttributes] = []

            override func prepare() {
                guard let collectionView else { return }
                cells = []
                for item in 0..<collectionView.numberOfItems(inSection: 0) {
                    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    cell.frame = CGRect(x: 0, y: cells.bottom + 4, width: 100, height: 30)
                    cells.append(cell)
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cells.visible(in: rect)
            }
        }
        """

    @Test func anExtensionOfTheCacheArray() throws {
        let result = try Support.read(Self.stack, counts: [3])
        guard case .custom(let layout) = result.spec else {
            Issue.record("not a custom layout: \(result.spec)")
            return
        }
        // Each 4 below the one before: 4, 38, 72.
        #expect(layout.elements.map(\.frame.minY) == [4, 38, 72])
    }
}
