import Testing
import TransitionLabCore

@testable import TransitionLabSwiftLayout

/// Properties of pasted classes set as Swift sets them (The Swift Programming Language, "Properties": Property
/// Observers; "Initialization": Class Inheritance and Initialization): `willSet`/`didSet` run when the property is
/// set after initialisation, not when its own class's initialiser sets it; an override's observers run around the
/// UIKit property; a computed property's setter runs.
@Suite struct PropertyObserverTests {
    /// The size of each item and the top of each row, for one section of `count` items.
    static func sizesAndRows(_ source: String, count: Int) throws -> (sizes: Set<[Double]>, rows: [Double]) {
        let json = Support.frames(try Support.read(source, counts: [count]).spec, counts: [count])
        guard case .array(let elements) = json["attributes"] else { return ([], []) }
        let frames = elements.map { element in ["x", "y", "w", "h"].map { element[$0]?.doubleValue ?? .nan } }
        return (Set(frames.map { [$0[2], $0[3]] }), Array(Set(frames.map { $0[1] })).sorted())
    }

    /// A card layout whose height is set by the view controller after it is made, in the style of app code that
    /// keeps the item size in step with a property.
    static func cards(initializer: String = "", setUp: String) -> String {
        """
        class CardLayout: UICollectionViewFlowLayout {
            var cardHeight: CGFloat = 60 {
                didSet { itemSize = CGSize(width: 100, height: cardHeight) }
            }
            \(initializer)
        }

        class CardsViewController: UIViewController {
            var collectionView: UICollectionView!
            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = CardLayout()
                \(setUp)
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            }
        }
        """
    }

    @Test func didSetRunsWhenTheViewControllerSetsTheProperty() throws {
        let read = try Self.sizesAndRows(Self.cards(setUp: "layout.cardHeight = 80"), count: 4)
        // 100 × 80 items, UIKit's default 10-pt line spacing: rows at 0 and 80 + 10.
        #expect(read.sizes == [[100, 80]])
        #expect(read.rows == [0, 90])
    }

    @Test func theClassesOwnInitialiserSetsWithoutObservers() throws {
        let initializer = """
            override init() {
                super.init()
                itemSize = CGSize(width: 60, height: 60)
                cardHeight = 120
            }
            required init?(coder: NSCoder) { fatalError() }
            """
        let read = try Self.sizesAndRows(Self.cards(initializer: initializer, setUp: ""), count: 1)
        // Swift sets `cardHeight` in `CardLayout`'s own initialiser directly: `itemSize` stays 60 × 60.
        #expect(read.sizes == [[60, 60]])
    }

    @Test func aSubclassInitialiserRunsTheObserversOfItsSuperclass() throws {
        let source =
            Self.cards(setUp: "").replacingOccurrences(of: "CardLayout()", with: "TallCardLayout()") + """

                class TallCardLayout: CardLayout {
                    override init() {
                        super.init()
                        cardHeight = 150
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """
        #expect(try Self.sizesAndRows(source, count: 1).sizes == [[100, 150]])
    }

    @Test func anOverridesObserversRunAroundTheUIKitProperty() throws {
        let source = """
            class SpacedLayout: UICollectionViewFlowLayout {
                override var itemSize: CGSize {
                    willSet { minimumInteritemSpacing = newValue.width / 10 }
                    didSet { minimumLineSpacing = itemSize.height / 4 + oldValue.height / 50 }
                }
                override func prepare() {
                    super.prepare()
                    itemSize = CGSize(width: 100, height: 40)
                }
            }
            """
        let read = try Self.sizesAndRows(source, count: 6)
        // The item size reaches the flow layout; the line spacing is 40 / 4 + 50 / 50 = 11 (UIKit's default item
        // size is 50 × 50), so rows of three 100 × 40 items start 51 apart.
        #expect(read.sizes == [[100, 40]])
        #expect(read.rows == [0, 51])
    }

    @Test func namedObserverParametersAndAComputedSetter() throws {
        let source = """
            class ColumnLayout: UICollectionViewFlowLayout {
                private var storedColumns = 1
                var gap: CGFloat = 0 {
                    willSet(next) { minimumLineSpacing = next * 2 }
                    didSet(previous) { minimumInteritemSpacing = gap + previous }
                }
                var columns: Int {
                    get { storedColumns }
                    set {
                        storedColumns = newValue
                        itemSize = CGSize(width: 300 / CGFloat(newValue), height: 30)
                    }
                }
            }

            func makeLayout() -> UICollectionViewLayout {
                let layout = ColumnLayout()
                layout.columns = 3
                layout.gap = 5
                return layout
            }
            """
        let read = try Self.sizesAndRows(source, count: 4)
        // 100 × 30 items, line spacing 2 · 5 = 10.
        #expect(read.sizes == [[100, 30]])
        #expect(read.rows == [0, 40])
    }

    @Test func settingAPropertyInItsOwnObserverDoesNotRunItAgain() throws {
        let source = """
            class ClampedLayout: UICollectionViewFlowLayout {
                var width: CGFloat = 0 {
                    didSet {
                        width = min(width, 200)
                        minimumLineSpacing += 10
                        itemSize = CGSize(width: width, height: 30)
                    }
                }
            }

            func makeLayout() -> UICollectionViewLayout {
                let layout = ClampedLayout()
                layout.width = 300
                return layout
            }
            """
        let read = try Self.sizesAndRows(source, count: 2)
        // Once: 200 wide, line spacing 10 + 10 = 20, one item a row.
        #expect(read.sizes == [[200, 30]])
        #expect(read.rows == [0, 50])
    }

    @Test func aGetOnlyPropertyIsNotSet() throws {
        let source = """
            class FixedLayout: UICollectionViewFlowLayout {
                var side: CGFloat { 40 }
            }

            func makeLayout() -> UICollectionViewLayout {
                let layout = FixedLayout()
                layout.side = 10
                return layout
            }
            """
        let error = try #require(Support.error(source))
        #expect(error.message.contains("'side' is a get-only property of FixedLayout"))
    }

    @Test func observersUnderABranchOnTheScrollPositionAreRefused() throws {
        let source = """
            class PinningLayout: UICollectionViewFlowLayout {
                var pinned = false {
                    didSet { minimumLineSpacing = 0 }
                }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    if collectionView!.contentOffset.y > 100 { pinned = true }
                    return super.layoutAttributesForElements(in: rect)
                }
                override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
            }
            """
        let error = try #require(Support.error(source))
        #expect(error.message.contains("not supported yet: setting 'pinned', which runs code when set,"))
        #expect(error.message.contains("depends on the scroll position"))
    }
}
