import Testing
import TransitionLabCore

@testable import TransitionLabSwiftLayout

/// Layouts whose sizes or set-up come from outside the pasted code, as app code leaves them: a storyboard's flow
/// layout reached through an outlet, items sized by measuring a cell, an `itemSize` left at zero for the app to set
/// later, a layout class's own `class var`, `NSIndexPath`. Fixtures in those styles; frames derived by hand.
@Suite struct OutsideSizingTests {
    /// A storyboard's flow layout reached through an `@IBOutlet`, adjusted in `viewDidLoad()`, sized by the delegate.
    static let outletLayout = """
        final class TopicsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
            @IBOutlet private weak var collectionView: UICollectionView!
            @IBOutlet private weak var topicsLayout: UICollectionViewFlowLayout!

            override func viewDidLoad() {
                super.viewDidLoad()
                topicsLayout.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 20, right: 15)
                topicsLayout.minimumLineSpacing = 6
            }

            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: 170, height: 40)
            }
        }
        """

    @Test func anOutletToTheStoryboardsFlowLayoutIsThatLayout() throws {
        let result = try Support.read(Self.outletLayout, counts: [4])
        // Interface Builder's defaults (interitem spacing 10) with the insets and line spacing set in viewDidLoad():
        // 390 − 15 − 15 = 360 across; 170 + 10 + 170 = 350 fits, a third does not, so 2 a line; the 20 left over
        // goes to the one gap → x 15 and 15 + 170 + 20 = 205. Lines: y 20, then 20 + 40 + 6 = 66.
        #expect(
            DelegateFlowLayoutTests.cells(result) == [
                Rect(x: 15, y: 20, width: 170, height: 40), Rect(x: 205, y: 20, width: 170, height: 40),
                Rect(x: 15, y: 66, width: 170, height: 40), Rect(x: 205, y: 66, width: 170, height: 40),
            ])
        #expect(DelegateFlowLayoutTests.notes(result).contains("storyboard's flow layout"))
    }

    /// Chips sized by a sizing cell: Auto Layout measures them with the app's fonts.
    static let sizingCell = """
        final class ChipsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
            private var collectionView: UICollectionView!
            private let sizingChip = ChipCell()
            private let chips = ["Swift", "UIKit", "Layout"]

            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.minimumInteritemSpacing = 8
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            }

            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                sizingChip.configure(with: chips[indexPath.item])
                return sizingChip.contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            }
        }
        """

    /// Chips sized by measuring their text.
    static let measuredText = """
        extension ChipsViewController: UICollectionViewDelegateFlowLayout {
            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                let text = chips[indexPath.item] as NSString
                let size = text.size(withAttributes: [.font: UIFont.systemFont(ofSize: 15)])
                return CGSize(width: size.width + 24, height: 32)
            }
        }
        """

    @Test(arguments: [(sizingCell, "systemLayoutSizeFitting"), (measuredText, "size(withAttributes")])
    func measuringACellOrItsTextIsRefusedAtTheMeasuringCall(source: String, call: String) throws {
        let error = try #require(Support.error(source), "read without an error")
        let position = try #require(Support.position(of: call, in: source))
        #expect((error.line, error.column) == (position.line, position.column), "\(error)")
        #expect(error.message.contains("sizeForItemAt") && error.message.contains("replace"), "\(error)")
        #expect(!error.message.contains("\n"))
    }

    /// A strip whose item size the app sets once it knows the container's height, from code outside the paste.
    static let unsizedStrip = """
        final class ThumbnailStripLayout: UICollectionViewFlowLayout {
            override init() {
                super.init()
                itemSize = .zero
                scrollDirection = .horizontal
                minimumLineSpacing = 4
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }

            func fit(toHeight height: CGFloat) {
                itemSize = CGSize(width: height * 0.75, height: height)
            }
        }
        """

    @Test func itemsWithoutASizeAreRefusedNamingTheMethodThatWouldSetIt() throws {
        let error = try #require(Support.error(Self.unsizedStrip), "read without an error")
        #expect(error.message.contains("0 × 0"), "\(error)")
        #expect(error.message.contains("`fit(toHeight:)` sets it"), "\(error)")
        #expect(error.message.contains("paste"), "\(error)")
    }

    @Test func aFlowLayoutWithAZeroWidthIsRefused() throws {
        let source = """
            func makeLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 0, height: 44)
                return layout
            }
            """
        let error = try #require(Support.error(source), "read without an error")
        #expect(error.message.contains("0 × 44") && error.message.contains("no size"), "\(error)")
    }

    /// A deck of cards: the front card's z-index a `class var` of the layout, index paths made as `NSIndexPath`.
    static let deck = """
        final class DeckLayout: UICollectionViewLayout {
            class var frontZIndex: Int {
                return 500
            }
            static let cardHeight: CGFloat = 200

            override var collectionViewContentSize: CGSize {
                collectionView?.bounds.size ?? .zero
            }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                var result: [UICollectionViewLayoutAttributes] = []
                for item in 0..<collectionView!.numberOfItems(inSection: 0) {
                    let path = NSIndexPath(item: item, section: 0) as IndexPath
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
                    attributes.frame = CGRect(x: 20, y: 40 + CGFloat(item) * 24, width: 350, height: DeckLayout.cardHeight)
                    attributes.zIndex = DeckLayout.frontZIndex - item
                    result.append(attributes)
                }
                return result
            }
        }
        """

    @Test func aLayoutClassesOwnClassVarAndNSIndexPathAreRead() throws {
        let result = try Support.read(Self.deck, counts: [3])
        let elements = CustomLayoutTests.elements(result)
        // y = 40 + 24 · item; z-index 500 − item.
        #expect(
            elements.map(\.frame) == [
                Rect(x: 20, y: 40, width: 350, height: 200), Rect(x: 20, y: 64, width: 350, height: 200),
                Rect(x: 20, y: 88, width: 350, height: 200),
            ])
        #expect(elements.map(\.zIndex) == [500, 499, 498])
    }

    @Test func aTransformInZIsRefusedOnOneLineSayingWhatToDo() throws {
        let source = """
            final class LiftedLayout: UICollectionViewFlowLayout {
                override func prepare() {
                    super.prepare()
                    itemSize = CGSize(width: 100, height: 100)
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)
                    attributes?.forEach { $0.transform3D = CATransform3DMakeTranslation(0, 0, 40) }
                    return attributes
                }
            }
            """
        let error = try #require(Support.error(source), "read without an error")
        #expect(error.message.contains("replace it with a CGAffineTransform"), "\(error)")
        #expect(!error.message.contains("``") && !error.message.contains("\n"), "\(error)")
    }
}
