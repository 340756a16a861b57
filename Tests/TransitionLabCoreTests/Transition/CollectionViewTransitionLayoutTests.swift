import Foundation
import Testing

@testable import TransitionLabCore

/// Expected numbers are worked out by hand from the doremin's pinch-grid post grids (side = (390 − (c − 1))/c, 1-pt gaps) and the
/// interpolation rule in `CollectionViewTransitionLayout`'s doc comment: linear centre and size, centre snapped to
/// 1/6 pt and size to 1/3 pt at display scale 3.
@Suite struct CollectionViewTransitionLayoutTests {
    private static let bounds = Size(width: 390, height: 844)
    private static let nine = grid(columns: 9)
    private static let five = grid(columns: 5)

    private static func grid(columns: Int) -> any PreparedLayout {
        FlowLayout.columnGrid(columns: columns, itemCount: 1000, containerWidth: 390).prepare(containerSize: bounds)
    }

    private static func transition(
        from current: any PreparedLayout, to next: any PreparedLayout, offset: Point = .zero, focalPoint: Point? = nil
    ) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(
            currentLayout: current, nextLayout: next, boundsSize: bounds, currentContentOffset: offset,
            focalPoint: focalPoint)
    }

    private static func close(_ a: Rect?, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    private static func frame(_ item: Int, in layout: CollectionViewTransitionLayout) -> Rect? {
        let cells = layout.interpolatedAttributes().filter { $0.representedElementCategory == .cell }
        return cells.first { $0.indexPath.item == item }?.frame
    }

    @Test func interpolatesAndSnapsAtZeroHalfAndOne() {
        var transition = Self.transition(from: Self.nine, to: Self.five)
        // 9 columns: side 382/9 = 42.444…, pitch 391/9. Item 10 is row 1, column 1: centre 391/9 + 191/9 = 582/9 =
        // 64.666… on both axes. 5 columns: side 77.2, pitch 78.2. Item 10 is row 2, column 0: centre (38.6, 195).
        // p = 0: size 42.444… × 3 = 127.33 → 127 px = 42.333…; centre 64.666… × 6 = 388 → 64.666…;
        // origin 64.666… − 21.1666… = 43.5.
        let start = Rect(x: 43.5, y: 43.5, width: 127.0 / 3, height: 127.0 / 3)
        #expect(Self.close(Self.frame(10, in: transition), start))
        // p = 0.5: size (42.444… + 77.2)/2 = 59.822… × 3 = 179.47 → 179 px;
        // centre x (64.666… + 38.6)/2 = 51.633… × 6 = 309.8 → 310; centre y (64.666… + 195)/2 = 129.833… × 6 = 779.
        // origin x = 310/6 − 179/6 = 131/6, y = 779/6 − 179/6 = 100.
        transition.transitionProgress = 0.5
        let middle = Rect(x: 131.0 / 6, y: 100, width: 179.0 / 3, height: 179.0 / 3)
        #expect(Self.close(Self.frame(10, in: transition), middle))
        // p = 1: size 77.2 × 3 = 231.6 → 232 px = 77.333…; centre x 38.6 × 6 = 231.6 → 232 → 38.666…; y 195.
        // origin x 0, y 195 − 38.666… = 156.333….
        transition.transitionProgress = 1
        let end = Rect(x: 0, y: 195 - 116.0 / 3, width: 232.0 / 3, height: 232.0 / 3)
        #expect(Self.close(Self.frame(10, in: transition), end))
        // Progress is clamped for interpolation only.
        transition.transitionProgress = 1.7
        #expect(transition.transitionProgress == 1.7)
        #expect(Self.close(Self.frame(10, in: transition), end))
        #expect(Self.close(transition.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame, end))
    }

    @Test func matchesEveryElementVisibleInEitherLayout() {
        // 9 → 5 columns at offset 0: the 5-column screen shows rows 0…10 (11·78.2 = 860.2 > 844), 55 items, all
        // among the 9-column screen's 20 rows (20·43.444… = 868.9 > 844) of 9 = 180 items.
        let transition = Self.transition(from: Self.nine, to: Self.five)
        #expect(transition.interpolatedAttributes().count == 180)
        #expect(transition.interpolatedAttributes().allSatisfy { $0.alpha == 1 })
        // 5 → 9: the same 180 elements, 125 of them flying in from below the 5-column screen.
        let reverse = Self.transition(from: Self.five, to: Self.nine)
        #expect(Set(reverse.interpolatedAttributes().map(\.indexPath.item)) == Set(0..<180))
    }

    @Test func elementsInOneLayoutOnlyFade() {
        // 5 items with a 40-pt header → 8 items without: the header fades out in place, items 5…7 fade in.
        let current = FlowLayout(sections: [
            .init(
                numberOfItems: 5, itemSize: Size(width: 100, height: 100),
                headerReferenceSize: Size(width: 0, height: 40))
        ]).prepare(containerSize: Self.bounds)
        let next = FlowLayout(sections: [.init(numberOfItems: 8, itemSize: Size(width: 100, height: 100))])
            .prepare(containerSize: Self.bounds)
        var transition = Self.transition(from: current, to: next)
        transition.transitionProgress = 0.25
        let elements = transition.interpolatedAttributes()
        #expect(elements.count == 1 + 8)
        let header = elements.first { $0.representedElementCategory != .cell }
        #expect(header?.alpha == 0.75)
        #expect(header?.frame == Rect(x: 0, y: 0, width: 390, height: 40))
        // 390 wide, 100-pt items, spacing 10: 3 per row, gap (390 − 300)/2 = 45 → columns 0, 145, 290.
        // Item 6 is row 2, column 0: y = 2·110 = 220 (whole pixels, no snapping change).
        let appearing = elements.first { $0.indexPath.item == 6 }
        #expect(appearing?.alpha == 0.25)
        #expect(appearing?.frame == Rect(x: 0, y: 220, width: 100, height: 100))
        // Item 4 moves from (145, 40 + 110) to (145, 110): at a quarter, y = 150 − 10 = 140.
        #expect(elements.first { $0.indexPath.item == 4 }?.frame == Rect(x: 145, y: 140, width: 100, height: 100))
    }

    @Test func contentOffsetInterpolatesBetweenClampedOrigins() {
        // 5 → 9 columns at y = 10,000. The 9-column content is ⌈1000/9⌉ = 112 rows: 112·382/9 + 111 = 43783/9 =
        // 4864.77… tall, so the next offset clamps to 43783/9 − 844 = 36187/9 = 4020.77…; halfway,
        // y = (10,000 + 36187/9)/2 = 126187/18 = 7010.38….
        var transition = Self.transition(from: Self.five, to: Self.nine, offset: Point(x: 0, y: 10_000))
        #expect(abs(transition.nextContentOffset.y - 36187.0 / 9) < 1e-9)
        transition.transitionProgress = 0.5
        #expect(abs(transition.contentOffset.y - 126187.0 / 18) < 1e-9)
        #expect(transition.contentOffset.x == 0)
    }

    @Test func focalPointKeepsTheElementUnderTheFingers() {
        // Pinch centroid (200, 300) on the 9-column grid scrolled to y = 500 → content point (200, 800).
        // Column ⌊200/(391/9)⌋ = 4 (x 173.77…216.22), row ⌊800/(391/9)⌋ = 18 (y 782…824.4):
        // item 18·9 + 4 = 166,
        // at fractions u = ((200 − 4·391/9)/(382/9), (800 − 18·391/9)/(382/9)).
        let focal = Point(x: 200, y: 300)
        var transition = Self.transition(from: Self.nine, to: Self.five, offset: Point(x: 0, y: 500), focalPoint: focal)
        let side9 = 382.0 / 9
        let pitch9 = 391.0 / 9
        let u = Point(x: (200 - 4 * pitch9) / side9, y: (800 - 18 * pitch9) / side9)
        // In 5 columns item 166 is row 33, column 1: origin (78.2, 2580.6), side 77.2. Its focal point lies at
        // y 2580.6 + u.y·77.2, which must sit at screen y 300. Horizontally the grid cannot scroll (content width =
        // bounds width), so x clamps to 0 and the element drifts left by the clamped amount, linearly.
        let nextY = 2580.6 + u.y * 77.2 - 300
        #expect(abs(transition.nextContentOffset.y - nextY) < 1e-9)
        #expect(transition.nextContentOffset.x == 0)
        let correctionX = -(78.2 + u.x * 77.2 - 200)
        for p in [0.0, 0.3, 0.5, 1.0] {
            transition.transitionProgress = p
            let from = Rect(x: 4 * pitch9, y: 18 * pitch9, width: side9, height: side9)
            let to = Rect(x: 78.2, y: 2580.6, width: 77.2, height: 77.2)
            let frame = from.interpolated(to: to, fraction: p)
            let screen = Point(
                x: frame.minX + u.x * frame.width - transition.contentOffset.x,
                y: frame.minY + u.y * frame.height - transition.contentOffset.y)
            #expect(abs(screen.y - 300) < 1e-9)
            #expect(abs(screen.x - (200 - p * correctionX)) < 1e-9)
        }
        // A focal point in the 1-pt gap below cell 0 (y 42.444…43.444) takes the cell with the nearest centre, cell 0
        // (centre y 21.2 vs 64.7), at fraction 42.6/(382/9) > 1; in 5 columns cell 0 is (0, 0, 77.2, 77.2).
        let gap = Self.transition(from: Self.nine, to: Self.five, focalPoint: Point(x: 10, y: 42.6))
        #expect(abs(gap.nextContentOffset.y - (77.2 * 42.6 / side9 - 42.6)) < 1e-9)
        // Off, the offset is the stock linear one: the current offset clamped for the next layout, (0, 500).
        let stock = Self.transition(from: Self.nine, to: Self.five, offset: Point(x: 0, y: 500))
        #expect(stock.nextContentOffset == Point(x: 0, y: 500))
    }

    @Test func scrollingDuringTheTransitionMovesBothEndsAndRematches() {
        // Stock: 9 → 5 columns at y = 500, then a pan scrolls 100 pt further: both offsets become 600.
        var stock = Self.transition(from: Self.nine, to: Self.five, offset: Point(x: 0, y: 500))
        stock.transitionProgress = 0.5
        stock.scroll(by: Point(x: 0, y: 100))
        #expect(stock.contentOffset == Point(x: 0, y: 600))
        // The 9-column screen now spans y 600…1444: rows whose bottom passes 600 and top precedes 1444,
        // (600 − 382/9)/(391/9) = 12.8 → 13 … 1444/(391/9) = 33.2 → 33, cells 117…305; the 5-column screen
        // (pitch 78.2): (600 − 77.2)/78.2 = 6.7 → 7 … 1444/78.2 = 18.5 → 18, cells 35…94. Cell 0 is on neither.
        let items = Set(stock.interpolatedAttributes().map(\.indexPath.item))
        #expect(items == Set(35...94).union(117...305))
        // Focal: the fingers move down 30 pt (content offset −30); the focal element follows them to (200, 330).
        var focal = Self.transition(
            from: Self.nine, to: Self.five, offset: Point(x: 0, y: 500), focalPoint: Point(x: 200, y: 300))
        focal.scroll(by: Point(x: 0, y: -30))
        #expect(focal.focalPoint == Point(x: 200, y: 330))
        let side9 = 382.0 / 9
        let pitch9 = 391.0 / 9
        let unitY = (800 - 18 * pitch9) / side9
        for p in [0.0, 0.4, 1.0] {
            focal.transitionProgress = p
            // Item 166: y 18·391/9 → 2580.6, side 382/9 → 77.2 (see the focal test above).
            let y = 18 * pitch9 + (2580.6 - 18 * pitch9) * p
            let side = side9 + (77.2 - side9) * p
            #expect(abs(y + unitY * side - focal.contentOffset.y - 330) < 1e-9)
        }
    }
}
