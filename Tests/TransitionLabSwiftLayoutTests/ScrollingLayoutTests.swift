import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// Layouts asked again as the content scrolls (`shouldInvalidateLayout(forBoundsChange:)` answering true) and
/// layouts that decide where a fling rests (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`),
/// in the styles of carousels, stretchy headers and paging layouts. UIKit calls `prepare()` and
/// `layoutAttributesForElements(in:)` again at every bounds change the first answers yes to, so the frames each test
/// derives are those the code computes at that content offset
/// ([shouldInvalidateLayout(forBoundsChange:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:))).
@Suite struct ScrollingLayoutTests {
    static func prepared(_ result: SwiftLayoutReader.Result) throws -> PreparedCustomLayout {
        guard case .custom(let layout) = result.spec else {
            Issue.record("not a custom layout: \(result.spec)")
            throw CancellationError()
        }
        guard let prepared = layout.prepare(containerSize: layout.containerSize) as? PreparedCustomLayout else {
            throw CancellationError()
        }
        return prepared
    }

    /// The elements shown at `offset`, over the whole content (those a scale moves off screen included).
    static func elements(_ layout: PreparedCustomLayout, at offset: Point) -> [LayoutAttributes] {
        let size = layout.collectionViewContentSize
        return layout.layoutAttributesForElements(
            in: Rect(x: -1000, y: -1000, width: size.width + 2000, height: size.height + 2000), contentOffset: offset
        ).sorted { $0.indexPath < $1.indexPath }
    }

    /// A horizontal carousel: items 300 × 500 (one to a column of the 844-high screen) with 20 between them, a 45
    /// inset each side so that an item rests in the middle of a 390-wide screen; each item scales down with its
    /// distance from the visible centre.
    static let carousel = """
        final class CarouselFlowLayout: UICollectionViewFlowLayout {
            override init() {
                super.init()
                scrollDirection = .horizontal
                itemSize = CGSize(width: 300, height: 500)
                minimumLineSpacing = 20
                sectionInset = UIEdgeInsets(top: 0, left: 45, bottom: 0, right: 45)
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let collectionView = collectionView,
                      let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                let centerX = collectionView.contentOffset.x + collectionView.bounds.width / 2
                return attributes.map { original in
                    let attributes = original.copy() as! UICollectionViewLayoutAttributes
                    let distance = abs(attributes.center.x - centerX)
                    let scale = 1 - 0.25 * min(distance / collectionView.bounds.width, 1)
                    attributes.transform = CGAffineTransform(scaleX: scale, y: scale)
                    attributes.alpha = distance < 150 ? 1 : 0.6
                    return attributes
                }
            }

            override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
                let pageWidth = itemSize.width + minimumLineSpacing
                var page = (proposedContentOffset.x / pageWidth).rounded()
                if velocity.x > 0.3 { page = floor(proposedContentOffset.x / pageWidth) + 1 }
                return CGPoint(x: page * pageWidth, y: proposedContentOffset.y)
            }
        }
        """

    @Test func aCarouselScalesItsItemsByTheirDistanceFromTheCentre() throws {
        let layout = try Self.prepared(try Support.read(Self.carousel, counts: [5]))
        // Flow: item i at x = 45 + 320 i, centre 195 + 320 i; a column's lone item is centred: (844 − 500) / 2 = 172.
        // Content 45 + 5 · 300 + 4 · 20 + 45 = 1670 wide.
        #expect(layout.collectionViewContentSize == Size(width: 1670, height: 844))
        // At offset 0 the visible centre is 195: item 0 at distance 0 (scale 1, alpha 1), item 1 at 320
        // (scale 1 − 0.25 · 320 / 390, alpha 0.6).
        let atRest = Self.elements(layout, at: .zero)
        #expect(atRest.map(\.indexPath.item) == [0, 1, 2, 3, 4])
        // Item 1, scaled about its centre 515 to 238.5 wide (396…634), is off the 0…390 screen.
        let visible = layout.layoutAttributesForElements(
            in: Rect(x: 0, y: 0, width: 390, height: 844), contentOffset: .zero)
        #expect(visible.map(\.indexPath.item) == [0])
        #expect(atRest[0].frame == Rect(x: 45, y: 172, width: 300, height: 500))
        #expect(atRest[0].transformScale == Size(width: 1, height: 1) && atRest[0].alpha == 1)
        let scale1 = 1 - 0.25 * 320.0 / 390
        #expect(abs(atRest[1].transformScale.width - scale1) < 1e-12 && atRest[1].alpha == 0.6)
        // Scrolled by 320 the centre is 515, item 1's: now it is full size and item 0 is the smaller one.
        let scrolled = Self.elements(layout, at: Point(x: 320, y: 0))
        let one = try #require(scrolled.first { $0.indexPath.item == 1 })
        let zero = try #require(scrolled.first { $0.indexPath.item == 0 })
        #expect(one.transformScale == Size(width: 1, height: 1) && one.alpha == 1)
        #expect(abs(zero.transformScale.width - scale1) < 1e-12 && zero.alpha == 0.6)
        // Half-way (offset 160, centre 355): items 0 and 1 both 160 away, scale 1 − 0.25 · 160 / 390.
        let halfway = Self.elements(layout, at: Point(x: 160, y: 0))
        for item in halfway where item.indexPath.item < 2 {
            #expect(abs(item.transformScale.height - (1 - 0.25 * 160.0 / 390)) < 1e-12)
            #expect(item.alpha == 0.6)
        }
    }

    @Test func aCarouselsFlingRestsOnAPage() throws {
        let layout = try Self.prepared(try Support.read(Self.carousel, counts: [5]))
        #expect(layout.hasTargetContentOffset)
        // Pages are 320 apart. Proposed 500 slowly: 500 / 320 rounds to 2 → 640.
        let slow = layout.targetContentOffset(
            proposed: Point(x: 500, y: 0), velocity: Point(x: 0.1, y: 0), current: .zero)
        #expect(slow == Point(x: 640, y: 0))
        // Proposed 400 at 0.5 points per ms (faster than 0.3): ⌊400 / 320⌋ + 1 = 2 → 640; slowly it rounds to 1.
        #expect(
            layout.targetContentOffset(proposed: Point(x: 400, y: 0), velocity: Point(x: 0.5, y: 0), current: .zero)
                == Point(x: 640, y: 0))
        #expect(
            layout.targetContentOffset(proposed: Point(x: 400, y: 0), velocity: Point(x: 0.1, y: 0), current: .zero)
                == Point(x: 320, y: 0))
    }

    /// A stretchy header in the style of app code: pulled down past the top (a negative offset), the header's top
    /// follows the offset and it grows by as much.
    static let stretchyHeader = """
        class StretchyHeaderLayout: UICollectionViewFlowLayout {
            override func prepare() {
                super.prepare()
                headerReferenceSize = CGSize(width: collectionView!.bounds.width, height: 200)
                itemSize = CGSize(width: 100, height: 100)
            }

            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                return true
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let layoutAttributes = super.layoutAttributesForElements(in: rect)
                layoutAttributes?.forEach { attributes in
                    if attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
                        guard let collectionView = collectionView else { return }
                        let contentOffsetY = collectionView.contentOffset.y
                        if contentOffsetY < 0 {
                            let width = collectionView.frame.width
                            let height = attributes.frame.height - contentOffsetY
                            attributes.frame = CGRect(x: 0, y: contentOffsetY, width: width, height: height)
                        }
                    }
                }
                return layoutAttributes
            }
        }
        """

    @Test func aStretchyHeaderGrowsWhenPulledDown() throws {
        let layout = try Self.prepared(try Support.read(Self.stretchyHeader, counts: [3]))
        func header(at y: Double) throws -> Rect {
            let elements = Self.elements(layout, at: Point(x: 0, y: y))
            return try #require(elements.first { $0.representedElementCategory != .cell }).frame
        }
        // At rest and scrolled up the header is the flow's, 390 × 200 at the top.
        #expect(try header(at: 0) == Rect(x: 0, y: 0, width: 390, height: 200))
        #expect(try header(at: 50) == Rect(x: 0, y: 0, width: 390, height: 200))
        // Pulled down by 80 (offset −80): its top at −80, 280 high.
        #expect(try header(at: -80) == Rect(x: 0, y: -80, width: 390, height: 280))
        // The cells do not move: three 100 × 100 in a row under it, spaced (390 − 300) / 2 = 45 apart.
        let cells = Self.elements(layout, at: Point(x: 0, y: -80)).filter { $0.representedElementCategory == .cell }
        #expect(cells.map(\.frame.minX) == [0, 145, 290] && cells.allSatisfy { $0.frame.minY == 200 })
    }

    /// A layout whose bounds-change answer is about the size only is not asked again as the content scrolls.
    @Test func aSizeOnlyInvalidationKeepsItsAnswers() throws {
        let source = Self.carousel.replacingOccurrences(
            of: "override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }",
            with: """
                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                    newBounds.size != collectionView?.bounds.size
                }
                """)
        let layout = try Self.prepared(try Support.read(source, counts: [5]))
        // Answers at offset 0 only: item 1 stays small wherever the content scrolls.
        let scrolled = Self.elements(layout, at: Point(x: 320, y: 0))
        let one = try #require(scrolled.first { $0.indexPath.item == 1 })
        #expect(abs(one.transformScale.width - (1 - 0.25 * 320.0 / 390)) < 1e-12)
        #expect(layout.layout.dynamics?.elements.isEmpty ?? true)
    }

    /// A cover-flow style rotation: each item turns in the plane by its distance from the centre; its frame stays.
    @Test func aRotationByDistanceFromTheCentre() throws {
        let source = """
            class TiltLayout: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    scrollDirection = .horizontal
                    itemSize = CGSize(width: 200, height: 500)
                    minimumLineSpacing = 0
                }
                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                    let visible = CGRect(origin: collectionView!.contentOffset, size: collectionView!.bounds.size)
                    for attribute in attributes where attribute.frame.intersects(visible) {
                        let offset = (attribute.center.x - visible.midX) / visible.width
                        attribute.transform = CGAffineTransform(rotationAngle: offset * .pi / 8)
                        attribute.zIndex = Int(-abs(offset) * 10)
                    }
                    return attributes
                }
            }
            """
        let layout = try Self.prepared(try Support.read(source, counts: [4]))
        // Item i at x = 200 i (no inset, no spacing, one to a column), centre 100 + 200 i. At offset 0, visible.midX 195:
        // item 1's offset (300 − 195) / 390, rotation that · π / 8, zIndex ⌊−(105 / 390) · 10⌋ toward zero = −2.
        let elements = Self.elements(layout, at: .zero)
        let one = try #require(elements.first { $0.indexPath.item == 1 })
        #expect(abs(one.transformRotation - (105.0 / 390) * .pi / 8) < 1e-12)
        #expect(one.zIndex == -2 && one.frame.minX == 200)
        // Item 3 (x 600…800) is outside the visible 0…390 at rest: untouched, no rotation.
        let three = try #require(
            layout.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 800, height: 844), contentOffset: .zero)
                .first { $0.indexPath.item == 3 })
        #expect(three.transformRotation == 0 && three.zIndex == 0)
    }

    @Test func aContentSizeThatChangesAsTheContentScrollsIsRefused() throws {
        let source = """
            class GrowingLayout: UICollectionViewLayout {
                override var collectionViewContentSize: CGSize {
                    CGSize(width: 390, height: 1000 + collectionView!.contentOffset.y)
                }
                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { [] }
            }
            """
        let error = try #require(Support.error(source))
        #expect(error.message.contains("docs/swift-layouts.md#asked-again-as-the-content-scrolls"), "\(error)")
        #expect(error.message.contains("collectionViewContentSize"))
    }

    /// What changes as the content scrolls travels as JSON (from the reader process to the server) unchanged.
    @Test func theChangingAttributesTravelAsJSON() throws {
        for source in [Self.carousel, Self.stretchyHeader] {
            let spec = try Support.read(source, counts: [5]).spec
            guard case .custom(let layout) = spec else {
                Issue.record("not custom")
                return
            }
            #expect(layout.dynamics != nil)
            let bytes = spec.json.serializedBytes
            #expect(try LayoutSpec(parsing: bytes) == spec)
        }
    }
}
