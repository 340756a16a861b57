import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// `UICollectionViewLayout` subclasses and flow-layout subclasses that answer for themselves, run as UIKit runs them
/// (`prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)`): fixtures in the styles of app code
/// and tutorials, frames derived by hand from the code's own arithmetic.
@Suite struct CustomLayoutTests {
    static func elements(_ result: SwiftLayoutReader.Result) -> [LayoutAttributes] {
        guard case .custom(let layout) = result.spec else {
            Issue.record("not a custom layout: \(result.spec)")
            return []
        }
        return layout.elements
    }

    /// A two-column masonry layout caching its attributes in `prepare()`, its heights from a delegate protocol that
    /// the view controller implements.
    static let masonry = """
        protocol MasonryLayoutDelegate: AnyObject {
            func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat
        }

        final class MasonryLayout: UICollectionViewLayout {
            weak var delegate: MasonryLayoutDelegate?
            private let columns = 2
            private let padding: CGFloat = 8
            private var cache: [UICollectionViewLayoutAttributes] = []
            private var contentHeight: CGFloat = 0

            private var contentWidth: CGFloat {
                guard let collectionView = collectionView else { return 0 }
                return collectionView.bounds.width
            }

            override var collectionViewContentSize: CGSize {
                CGSize(width: contentWidth, height: contentHeight)
            }

            override func prepare() {
                guard cache.isEmpty, let collectionView = collectionView else { return }
                let columnWidth = contentWidth / CGFloat(columns)
                var xOffsets: [CGFloat] = []
                for column in 0..<columns {
                    xOffsets.append(CGFloat(column) * columnWidth)
                }
                var yOffsets = [CGFloat](repeating: 0, count: columns)
                var column = 0
                for item in 0..<collectionView.numberOfItems(inSection: 0) {
                    let indexPath = IndexPath(item: item, section: 0)
                    let height = padding * 2 + (delegate?.collectionView(collectionView, heightForItemAt: indexPath) ?? 180)
                    let frame = CGRect(x: xOffsets[column], y: yOffsets[column], width: columnWidth, height: height)
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                    attributes.frame = frame.insetBy(dx: padding, dy: padding)
                    cache.append(attributes)
                    contentHeight = max(contentHeight, frame.maxY)
                    yOffsets[column] += height
                    column = yOffsets[0] <= yOffsets[1] ? 0 : 1
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cache.filter { $0.frame.intersects(rect) }
            }

            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                cache[indexPath.item]
            }
        }
        """

    static let masonryViewController = """

        extension PhotosViewController: MasonryLayoutDelegate {
            func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath) -> CGFloat {
                indexPath.item.isMultiple(of: 3) ? 200 : 120
            }
        }
        """

    @Test func aMasonryLayoutAsksTheViewControllerForHeights() throws {
        let result = try Support.read(Self.masonry + Self.masonryViewController, counts: [4])
        // Columns 195 wide. Heights 16 + 200, 16 + 120, 16 + 120, 16 + 200 (items 0 and 3 are multiples of 3).
        // Item 0 → column 0 (0…216); column 1 is shorter (0 < 216): item 1 at x 195 (0…136); column 1 again
        // (136 < 216): item 2 at 136…272; now column 0 (216 < 272): item 3 at 216…432. Each inset by 8.
        #expect(
            Self.elements(result).map(\.frame) == [
                Rect(x: 8, y: 8, width: 179, height: 200), Rect(x: 203, y: 8, width: 179, height: 120),
                Rect(x: 203, y: 144, width: 179, height: 120), Rect(x: 8, y: 224, width: 179, height: 200),
            ])
        guard case .custom(let layout) = result.spec else { return }
        #expect(layout.contentSize == Size(width: 390, height: 432))
        #expect(result.notes.contains { $0.message.contains("view controller in the paste") })
    }

    @Test func withoutTheViewControllerTheHeightsAreValuesToGive() throws {
        let error = try #require(Support.error(Self.masonry, counts: [4]))
        #expect(error.message.contains("give `heightForItemAt` in Values"), "\(error)")
        #expect(!error.message.contains("\n"))
        let values = try SwiftLayoutValues(parsing: "heightForItemAt = [100, 60]")
        let result = try SwiftLayoutReader.read(
            source: Self.masonry, containerSize: Support.iPhone, counts: [3], values: values)
        // Heights 116, 76, 116: item 0 column 0 (0…116), item 1 column 1 (0…76), item 2 column 1 (76…192).
        #expect(
            Self.elements(result).map(\.frame) == [
                Rect(x: 8, y: 8, width: 179, height: 100), Rect(x: 203, y: 8, width: 179, height: 60),
                Rect(x: 203, y: 84, width: 179, height: 100),
            ])
        let formula = try SwiftLayoutValues(parsing: "heightForItemAt = 50 + 10 * indexPath.item")
        let byFormula = try SwiftLayoutReader.read(
            source: Self.masonry, containerSize: Support.iPhone, counts: [2], values: formula)
        #expect(Self.elements(byFormula).map(\.frame.height) == [50, 60])
    }

    /// A grid keeping its attributes in a dictionary by index path, with a header, in the style of tutorials.
    @Test func aDictionaryCacheAndAHeader() throws {
        let source = """
            class GridLayout: UICollectionViewLayout {
                var columns = 3
                var headerHeight: CGFloat = 40
                private var cellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
                private var headerAttributes: UICollectionViewLayoutAttributes?

                override func prepare() {
                    super.prepare()
                    guard let collectionView = collectionView else { return }
                    cellAttributes.removeAll()
                    let side = (collectionView.frame.size.width / CGFloat(columns)).rounded(.down)
                    for item in 0 ..< collectionView.numberOfItems(inSection: 0) {
                        let indexPath = IndexPath(item: item, section: 0)
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                        attributes.frame = CGRect(x: side * CGFloat(item % columns), y: headerHeight + side * CGFloat(item / columns), width: side, height: side)
                        cellAttributes[indexPath] = attributes
                    }
                    let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0))
                    header.frame = CGRect(x: 0, y: 0, width: collectionView.bounds.width, height: headerHeight)
                    header.zIndex = 1
                    headerAttributes = header
                }

                override var collectionViewContentSize: CGSize {
                    let rows = (cellAttributes.count + columns - 1) / columns
                    return CGSize(width: collectionView?.bounds.width ?? 0, height: headerHeight + 130 * CGFloat(rows))
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    var visible = cellAttributes.values.filter { rect.intersects($0.frame) }
                    if let header = headerAttributes, header.frame.intersects(rect) { visible.append(header) }
                    return visible
                }
            }
            """
        let result = try Support.read(source, counts: [4])
        // Side ⌊390 / 3⌋ = 130; items at (0, 40), (130, 40), (260, 40), (0, 170); the header 390 × 40 on top.
        let elements = Self.elements(result)
        #expect(elements.count == 5)
        let cells = elements.filter { $0.representedElementCategory == .cell }.sorted { $0.indexPath < $1.indexPath }
        #expect(
            cells.map(\.frame) == [
                Rect(x: 0, y: 40, width: 130, height: 130), Rect(x: 130, y: 40, width: 130, height: 130),
                Rect(x: 260, y: 40, width: 130, height: 130), Rect(x: 0, y: 170, width: 130, height: 130),
            ])
        let header = try #require(elements.first { $0.representedElementCategory != .cell })
        #expect(header.representedElementCategory == .supplementaryView(elementKind: "header"))
        #expect(header.frame == Rect(x: 0, y: 0, width: 390, height: 40) && header.zIndex == 1)
    }

    /// A full-height pager reading `adjustedContentInset`: the screen's safe area, which UIKit gives a collection view
    /// that scrolls vertically or sits in a navigation controller, and a note saying so (a sideways-only one outside a
    /// navigation controller gets none on a device, which the paste does not tell).
    @Test func adjustedContentInsetIsTheSafeAreaAndSaysSo() throws {
        let source = """
            class PagerLayout: UICollectionViewLayout {
                private var cache: [UICollectionViewLayoutAttributes] = []
                override func prepare() {
                    guard let collectionView = collectionView else { return }
                    let insets = collectionView.adjustedContentInset
                    let height = collectionView.bounds.height - insets.top - insets.bottom
                    cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.frame = CGRect(x: CGFloat(item) * 390, y: 0, width: 390, height: height)
                        return attributes
                    }
                }
                override var collectionViewContentSize: CGSize { CGSize(width: 390 * CGFloat(cache.count), height: 600) }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cache }
            }
            """
        let result = try Support.read(source, counts: [2])
        // 844 − 47 − 34 = 763 on a 390 × 844 screen.
        #expect(Self.elements(result).map(\.frame) == [0, 390].map { Rect(x: $0, y: 0, width: 390, height: 763) })
        let note = try #require(result.notes.first { $0.message.contains("adjustedContentInset") })
        #expect(note.line == 5)
        #expect(note.message.contains("safe area (top 47, bottom 34)") && note.message.contains("write 0"))
    }

    /// A flow subclass that left-aligns each row, as tag layouts do: `super`'s answers, moved.
    @Test func aLeftAlignedFlowLayout() throws {
        let source = """
            class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)?.map { $0.copy() as! UICollectionViewLayoutAttributes }
                    var leftMargin = sectionInset.left
                    var maxY: CGFloat = -1.0
                    attributes?.forEach { layoutAttribute in
                        guard layoutAttribute.representedElementCategory == .cell else { return }
                        if layoutAttribute.frame.origin.y >= maxY {
                            leftMargin = sectionInset.left
                        }
                        layoutAttribute.frame.origin.x = leftMargin
                        leftMargin += layoutAttribute.frame.width + minimumInteritemSpacing
                        maxY = max(layoutAttribute.frame.maxY, maxY)
                    }
                    return attributes
                }
            }

            final class TagsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                let tags = ["swift", "uikit", "layout", "collection", "view"]

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let layout = LeftAlignedFlowLayout()
                    layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
                    layout.minimumInteritemSpacing = 8
                    collectionView.collectionViewLayout = layout
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 60 + 20 * indexPath.item, height: 32)
                }
            }
            """
        let result = try Support.read(source, counts: [5])
        // Widths 60, 80, 100, 120, 140 inside 358: line 1 fits 60 + 8 + 80 + 8 + 100 = 256 (+ 8 + 120 > 358), line
        // 2 holds 120 and 140 (268). Left-aligned: x 16, 84, 172; then 16, 144. Lines 10 apart (UIKit's default).
        #expect(
            Self.elements(result).map(\.frame) == [
                Rect(x: 16, y: 0, width: 60, height: 32), Rect(x: 84, y: 0, width: 80, height: 32),
                Rect(x: 172, y: 0, width: 100, height: 32), Rect(x: 16, y: 42, width: 120, height: 32),
                Rect(x: 144, y: 42, width: 140, height: 32),
            ])
    }

    /// Alpha, `zIndex`, `isHidden` and the transform reach the layout, the transform as a scale, a rotation and a
    /// translation about the centre.
    @Test func attributesCarryTransformAlphaZIndexAndHidden() throws {
        let source = """
            class FanLayout: UICollectionViewLayout {
                override var collectionViewContentSize: CGSize { CGSize(width: 390, height: 844) }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    (0..<3).map { item in
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                        attributes.size = CGSize(width: 100, height: 150)
                        attributes.center = CGPoint(x: 195, y: 300)
                        attributes.transform = CGAffineTransform(rotationAngle: CGFloat(item - 1) * .pi / 8).scaledBy(x: 0.5, y: 0.5)
                        attributes.alpha = 1 - CGFloat(item) * 0.25
                        attributes.zIndex = 3 - item
                        attributes.isHidden = item == 2
                        return attributes
                    }
                }
            }
            """
        let elements = Self.elements(try Support.read(source))
        #expect(elements.map(\.frame) == Array(repeating: Rect(x: 145, y: 225, width: 100, height: 150), count: 3))
        #expect(elements.map(\.alpha) == [1, 0.75, 0.5])
        #expect(elements.map(\.zIndex) == [3, 2, 1])
        #expect(elements.map(\.isHidden) == [false, false, true])
        for (index, element) in elements.enumerated() {
            // `rotated(by:).scaledBy(x:y:)`: scale first, then turn; the decomposition gives both back.
            #expect(abs(element.transformRotation - Double(index - 1) * .pi / 8) < 1e-12)
            #expect(abs(element.transformScale.width - 0.5) < 1e-12 && abs(element.transformScale.height - 0.5) < 1e-12)
        }
    }

    /// A one-column feed sized by the flow delegate of the collection view, found through `collectionView.delegate`
    /// and called as an optional protocol method, its attributes made empty and then filled, and a slice of its
    /// cache returned: in the style of waterfall layouts in apps.
    static let feed = """
        final class FeedLayout: UICollectionViewLayout {
            private var cached: [UICollectionViewLayoutAttributes] = []
            private var height: CGFloat = 0
            private let gap: CGFloat = 12

            private var sizing: UICollectionViewDelegateFlowLayout? {
                collectionView?.delegate as? UICollectionViewDelegateFlowLayout
            }

            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                cached = []
                height = 0
                var attributes = UICollectionViewLayoutAttributes()
                let width = collectionView.bounds.width - 2 * gap
                for item in 0..<collectionView.numberOfItems(inSection: 0) {
                    let path = IndexPath(item: item, section: 0)
                    guard let size = sizing?.collectionView?(collectionView, layout: self, sizeForItemAt: path) else {
                        continue
                    }
                    attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                    attributes.frame = CGRect(x: gap, y: height, width: width, height: floor(size.height * width / size.width))
                    cached.append(attributes)
                    height = attributes.frame.maxY + gap
                }
            }

            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: height)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let end = min(cached.count, 3)
                return cached[0..<end].filter { rect.intersects($0.frame) }
            }
        }
        """

    @Test func aFeedSizedByTheCollectionViewsDelegate() throws {
        let error = try #require(Support.error(Self.feed, counts: [4]))
        #expect(error.message.contains("give `sizeForItemAt` in Values, `CGSize(width: 100, height: 150)`"), "\(error)")
        let values = try SwiftLayoutValues(
            parsing: "sizeForItemAt = CGSize(width: 200, height: 100 + 50 * indexPath.item)")
        let result = try SwiftLayoutReader.read(
            source: Self.feed, containerSize: Support.iPhone, counts: [4], values: values)
        // 366 wide; heights ⌊h · 366 / 200⌋: 183, 274 (274.5), 366; each 12 below the last; the first three only.
        #expect(
            Self.elements(result).map(\.frame) == [
                Rect(x: 12, y: 0, width: 366, height: 183), Rect(x: 12, y: 195, width: 366, height: 274),
                Rect(x: 12, y: 481, width: 366, height: 366),
            ])
        #expect(result.notes.contains { $0.message.contains("delegate is taken to be the view controller") })
    }

    @Test func attributesWithoutAnIndexPathAreRefused() throws {
        let source = """
            final class BlankLayout: UICollectionViewLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let blank = UICollectionViewLayoutAttributes()
                    blank.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                    return [blank]
                }
            }
            """
        let error = try #require(Support.error(source, counts: [1]))
        #expect(error.message.contains("UICollectionViewLayoutAttributes() and no indexPath"), "\(error)")
    }

    @Test func aLayoutThatShowsNothingSaysSo() throws {
        let source = """
            final class StripLayout: UICollectionViewLayout {
                var columns = 0
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard columns > 0 else { return nil }
                    return [UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))]
                }
            }
            """
        let result = try Support.read(source, counts: [3])
        #expect(Self.elements(result).isEmpty)
        #expect(result.notes.contains { $0.message.contains("gives no elements for the 3 items") })
        let set = try Support.read(source + "\nlet layout = StripLayout()\nlayout.columns = 2\n", counts: [3])
        #expect(Self.elements(set).count == 1)
        #expect(!set.notes.contains { $0.message.contains("gives no elements") })
    }

    /// A grid whose column count comes from its own delegate protocol, which an extension gives a default: the
    /// view controller, as the collection view's delegate, answers with the default.
    static let protocolDefaults = """
        protocol ShelfLayoutDelegate: UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, layout: ShelfLayout, columnsIn section: Int) -> Int
        }

        extension ShelfLayoutDelegate {
            func collectionView(_ collectionView: UICollectionView, layout: ShelfLayout, columnsIn section: Int) -> Int {
                layout.fallbackColumns + 1
            }
        }

        final class ShelfLayout: UICollectionViewLayout {
            var fallbackColumns = 1
            private var cells: [UICollectionViewLayoutAttributes] = []
            private var shelfDelegate: ShelfLayoutDelegate? { collectionView?.delegate as? ShelfLayoutDelegate }

            override func prepare() {
                guard let collectionView else { return }
                let columns = shelfDelegate?.collectionView(collectionView, layout: self, columnsIn: 0) ?? fallbackColumns
                let side = collectionView.bounds.width / CGFloat(columns)
                cells = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                    let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    cell.frame = CGRect(x: CGFloat(item % columns) * side, y: CGFloat(item / columns) * side, width: side, height: side)
                    return cell
                }
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cells }
        }
        """

    @Test func aDelegateProtocolsExtensionAnswersForTheViewController() throws {
        let result = try Support.read(Self.protocolDefaults, counts: [3])
        // Two columns (the default: 1 + 1), 195 wide.
        #expect(
            Self.elements(result).map(\.frame) == [
                Rect(x: 0, y: 0, width: 195, height: 195), Rect(x: 195, y: 0, width: 195, height: 195),
                Rect(x: 0, y: 195, width: 195, height: 195),
            ])
    }

    /// Bands of one wide item or two half-width ones, the next band chosen by a method with an `inout` parameter,
    /// the half width a local computed variable: in the style of mosaic layouts in apps.
    static let bands = """
        final class BandLayout: UICollectionViewLayout {
            private enum Band { case wide, split }
            private var cells: [UICollectionViewLayoutAttributes] = []
            private var bottom: CGFloat = 0

            override func prepare() {
                guard let collectionView else { return }
                cells = []
                var band = Band.wide
                var y: CGFloat = 0
                var item = 0
                let count = collectionView.numberOfItems(inSection: 0)
                while item < count {
                    var half: CGFloat { collectionView.bounds.width / 2 }
                    let frames = band == .wide
                        ? [CGRect(x: 0, y: y, width: half * 2, height: 100)]
                        : [CGRect(x: 0, y: y, width: half, height: 60), CGRect(x: half, y: y, width: half, height: 60)]
                    for frame in frames {
                        if item < count {
                            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                            cell.frame = frame
                            cells.append(cell)
                            item += 1
                        }
                    }
                    y = cells[cells.count - 1].frame.maxY + 8
                    nextBand(after: &band, remaining: count - item)
                }
                bottom = y
            }

            private func nextBand(after band: inout Band, remaining: Int) {
                band = remaining == 1 ? .wide : (band == .wide ? .split : .wide)
            }

            override var collectionViewContentSize: CGSize { CGSize(width: collectionView!.bounds.width, height: bottom) }

            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
                !newBounds.size.equalTo(collectionView!.bounds.size)
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { cells }
        }
        """

    @Test func inoutParametersAndLocalComputedVariables() throws {
        let result = try Support.read(Self.bands, counts: [4])
        // Wide (0…100); then two halves at 108; one item left, so wide again at 176; 8 below it the content ends.
        #expect(
            Self.elements(result).map(\.frame) == [
                Rect(x: 0, y: 0, width: 390, height: 100), Rect(x: 0, y: 108, width: 195, height: 60),
                Rect(x: 195, y: 108, width: 195, height: 60), Rect(x: 0, y: 176, width: 390, height: 100),
            ])
        guard case .custom(let layout) = result.spec else { return }
        #expect(layout.contentSize == Size(width: 390, height: 284))
    }

    @Test func aCallOutsideThePasteGivenAnInoutArgumentIsRefusedNotSkipped() throws {
        let source = """
            func makeLayout() -> UICollectionViewLayout {
                var size = CGSize(width: 10, height: 10)
                swap(&size, &size)
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = size
                return layout
            }
            """
        let error = try #require(Support.error(source))
        #expect(error.message.contains("'swap(…)' is not defined in the pasted code"), "\(error)")
    }

    @Test func copiedAttributesThroughNSArrayAndModuleQualifiedFunctions() throws {
        let source = """
            final class ShrinkingLayout: UICollectionViewFlowLayout {
                override init() {
                    super.init()
                    itemSize = CGSize(width: 100, height: 100)
                    minimumInteritemSpacing = 30
                }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard let original = super.layoutAttributesForElements(in: rect),
                        let copies = NSArray(array: original, copyItems: true) as? [UICollectionViewLayoutAttributes]
                    else { return nil }
                    for copy in copies {
                        let scale = Swift.max(0.5, 1 - Swift.abs(copy.center.x - 195) / 390)
                        copy.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                    return copies
                }
            }
            """
        let result = try Support.read(source, counts: [3])
        // Three 100-wide items justified across 390: centres 50, 195, 340; scales 1 − 145 / 390, 1, 1 − 145 / 390.
        let scales = Self.elements(result).map(\.transformScale.width)
        #expect(scales.count == 3)
        #expect(
            abs(scales[0] - (1 - 145.0 / 390)) < 1e-12 && scales[1] == 1 && abs(scales[2] - (1 - 145.0 / 390)) < 1e-12)
    }

    @Test func indexSetsAndSetsKeepDistinctSections() throws {
        let source = """
            final class BannerLayout: UICollectionViewFlowLayout {
                override init() {
                    super.init()
                    itemSize = CGSize(width: 390, height: 40)
                    minimumLineSpacing = 0
                }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard var attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                    var sections = IndexSet()
                    var seen = Set<Int>()
                    let legacy = NSMutableIndexSet()
                    for cell in attributes.reversed() {
                        sections.insert(cell.indexPath.section)
                        seen.insert(cell.indexPath.section)
                        legacy.add(cell.indexPath.section)
                    }
                    sections.remove(7)
                    for section in sections where seen.contains(section) && legacy.contains(section) {
                        let banner = UICollectionViewLayoutAttributes(
                            forDecorationViewOfKind: "banner", with: IndexPath(item: 0, section: section))
                        banner.frame = CGRect(x: 0, y: CGFloat(section * 10), width: 10, height: 10)
                        attributes.append(banner)
                    }
                    return attributes
                }
            }
            """
        let result = try Support.read(source, counts: [2, 3, 1])
        let banners = Self.elements(result).filter {
            $0.representedElementCategory == .decorationView(elementKind: "banner")
        }
        // One banner a section, in ascending order although the cells were visited last to first.
        #expect(banners.map(\.indexPath.section) == [0, 1, 2])
        #expect(banners.map(\.frame.minY) == [0, 10, 20])
    }
}
