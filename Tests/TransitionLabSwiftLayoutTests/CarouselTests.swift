import Testing
import TransitionLabCore

@testable import TransitionLabSwiftLayout

/// A horizontal carousel in the style of carousel libraries: its spacing an enum with associated values, a fast
/// deceleration rate for its collection view, side items shrunk by a 3-D scale of the scroll position.
@Suite struct CarouselTests {
    static func carousel(spacing: String, extra: String = "") -> String {
        """
        enum CarouselSpacing {
            case fixed(spacing: CGFloat)
            case overlap(visibleOffset: CGFloat)
        }

        final class CarouselLayout: UICollectionViewFlowLayout {
            var spacingMode = CarouselSpacing.fixed(spacing: 40)

            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                scrollDirection = .horizontal
                itemSize = CGSize(width: 200, height: 300)
                if collectionView.decelerationRate != UIScrollView.DecelerationRate.fast, !collectionView.isPagingEnabled {
                    collectionView.decelerationRate = .fast
                }
                let inset = (collectionView.bounds.width - itemSize.width) / 2
                let vertical = (collectionView.bounds.height - itemSize.height) / 2
                sectionInset = UIEdgeInsets.init(top: vertical, left: inset, bottom: vertical, right: inset)
                switch spacingMode {
                case .fixed(let spacing):
                    minimumLineSpacing = spacing
                case let .overlap(visibleOffset):
                    minimumLineSpacing = inset - visibleOffset
                }
                if case .overlap(visibleOffset: let offset) = spacingMode, offset > 90 {
                    minimumLineSpacing = 0
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                let centre = collectionView!.contentOffset.x + collectionView!.bounds.width / 2
                for item in attributes {
                    let ratio = max(0, 1 - abs(item.center.x - centre) / 400)
                    let scale = 0.5 + 0.5 * ratio
                    item.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
                }
                return attributes
            }

            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        }

        func makeLayout() -> UICollectionViewLayout {
            let layout = CarouselLayout()
            layout.spacingMode = \(spacing)
            \(extra)
            return layout
        }
        """
    }

    static func custom(_ source: String) throws -> CustomLayout {
        let result = try Support.read(source, counts: [4])
        guard case .custom(let layout) = result.spec else {
            Issue.record("not a custom layout: \(result.spec)")
            throw SwiftLayoutError(diagnostic: SwiftLayoutDiagnostic(line: 0, column: 0, message: "not custom"))
        }
        return layout
    }

    @Test func associatedValuesSetTheSpacing() throws {
        // Inset (390 − 200) / 2 = 95, one item a column (insets (844 − 300) / 2 above and below); 200 + spacing
        // apart.
        let fixed = try Self.custom(Self.carousel(spacing: ".fixed(spacing: 30)"))
        #expect(fixed.elements.map(\.frame.minX) == [95, 325, 555, 785])
        let overlap = try Self.custom(Self.carousel(spacing: "CarouselSpacing.overlap(visibleOffset: 35)"))
        #expect(overlap.elements.map(\.frame.minX) == [95, 355, 615, 875])
        let wide = try Self.custom(Self.carousel(spacing: ".overlap(visibleOffset: 95)"))
        #expect(wide.elements.map(\.frame.minX) == [95, 295, 495, 695])
    }

    @Test func theCollectionViewsDecelerationRateTravelsWithTheLayout() throws {
        let layout = try Self.custom(Self.carousel(spacing: ".fixed(spacing: 30)"))
        #expect(layout.dynamics?.decelerationRate == .fast)
    }

    @Test func aScaleOfTheScrollPositionShrinksTheSideItems() throws {
        let layout = try Self.custom(Self.carousel(spacing: ".fixed(spacing: 30)"))
        let prepared = try #require(layout.prepare(containerSize: Support.iPhone) as? PreparedCustomLayout)
        // At rest item 0 is centred (scale 1) and item 1, 230 away, has 0.5 + 0.5 · (1 − 230 / 400).
        let everything = Rect(x: -1000, y: -1000, width: 5000, height: 5000)
        let byItem = { (offset: Point) -> [LayoutAttributes] in
            prepared.layoutAttributesForElements(in: everything, contentOffset: offset).sorted {
                $0.indexPath.item < $1.indexPath.item
            }
        }
        let rest = byItem(Point(x: 0, y: 0))
        #expect(rest[0].transformScale.width == 1)
        let sideScale: Double = 0.5 + 0.5 * (1 - 230.0 / 400)
        #expect(abs(rest[1].transformScale.width - sideScale) < 1e-12)
        // Scrolled 230: item 1 is centred.
        let moved = byItem(Point(x: 230, y: 0))
        #expect(abs(moved[1].transformScale.width - 1) < 1e-12)
    }

    @Test func pagingIsRefusedNotIgnored() throws {
        let source = Self.carousel(
            spacing: ".fixed(spacing: 30)", extra: "layout.collectionView?.isPagingEnabled = true")
        let error = try #require(Support.error(source, counts: [4]))
        #expect(error.message.contains("isPagingEnabled = true"), "\(error)")
    }

    @Test func aDecelerationRateForALayoutThatCannotCarryItIsRefused() throws {
        let source = """
            func makeLayout() -> UICollectionViewLayout {
                collectionView.decelerationRate = .fast
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 100, height: 100)
                return layout
            }
            """
        let error = try #require(Support.error(source, counts: [4]))
        #expect(error.message.contains("decelerationRate for this kind of layout"), "\(error)")
    }

    @Test func aCollectionViewControllersInitialiserSetsTheLayoutUp() throws {
        let source = """
            final class PagesController: UICollectionViewController {
                init() {
                    let layout = SnapLayout()
                    layout.scrollDirection = .horizontal
                    layout.itemSize = CGSize(width: 300, height: 500)
                    super.init(collectionViewLayout: layout)
                    collectionView.decelerationRate = .fast
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class SnapLayout: UICollectionViewFlowLayout {
                override func targetContentOffset(
                    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
                ) -> CGPoint {
                    let page = itemSize.width + minimumLineSpacing
                    return CGPoint(x: (proposedContentOffset.x / page).rounded() * page, y: 0)
                }
            }
            """
        let result = try Support.read(source, counts: [3])
        #expect(result.name == "PagesController.init")
        guard case .custom(let layout) = result.spec else {
            Issue.record("not a custom layout: \(result.spec)")
            return
        }
        // Horizontal, as the controller sets it: one 500-tall item a column, 300 + 10 apart.
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.elements.map(\.frame.minX) == [0, 310, 620])
        #expect(layout.dynamics?.decelerationRate == .fast)
    }
}
