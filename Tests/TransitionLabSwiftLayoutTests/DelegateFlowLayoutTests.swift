import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// Flow layouts sized by the view controller's `UICollectionViewDelegateFlowLayout` methods, with the layout made in
/// `viewDidLoad()`, read from a storyboard, or made in a set-up function: fixtures in the style app code is written
/// in, frames derived by hand from UIKit's flow rules (`FlowLayout`).
@Suite struct DelegateFlowLayoutTests {
    /// Every cell's frame, in item order, section by section.
    static func cells(_ result: SwiftLayoutReader.Result) -> [Rect] {
        let everything = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)
        let prepared = result.spec.layout().prepare(containerSize: Support.iPhone)
        return prepared.layoutAttributesForElements(in: everything)
            .filter { $0.representedElementCategory == .cell }
            .sorted { $0.indexPath < $1.indexPath }.map(\.frame)
    }

    static func notes(_ result: SwiftLayoutReader.Result) -> String {
        result.notes.map(\.message).joined(separator: "\n")
    }

    /// A layout made in `viewDidLoad()` and a delegate that sizes every item 100 × 100.
    static let viewDidLoadLayout = """
        final class GalleryViewController: UIViewController, UICollectionViewDelegateFlowLayout {
            private var collectionView: UICollectionView!

            override func viewDidLoad() {
                super.viewDidLoad()
                let layout = UICollectionViewFlowLayout()
                layout.minimumLineSpacing = 12
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                collectionView.backgroundColor = .systemBackground
                collectionView.delegate = self
                view.addSubview(collectionView)
            }

            func collectionView(
                _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                sizeForItemAt indexPath: IndexPath
            ) -> CGSize {
                CGSize(width: 100, height: 100)
            }
        }
        """

    @Test func theDelegateSizesTheItemsOfALayoutMadeInViewDidLoad() throws {
        let result = try Support.read(Self.viewDidLoadLayout, counts: [5])
        #expect(result.name == "viewDidLoad")
        // 390 wide, no insets: 100 + 10 + 100 + 10 + 100 = 320; + 110 = 430 > 390, so 3 a line; leftover 70 over 2
        // gaps → x 0, 145, 290. Lines 12 apart: y 0, 112. The last line (2 items, and a copy of the last fits):
        // justified as the full lines.
        #expect(
            Self.cells(result) == [
                Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 145, y: 0, width: 100, height: 100),
                Rect(x: 290, y: 0, width: 100, height: 100), Rect(x: 0, y: 112, width: 100, height: 100),
                Rect(x: 145, y: 112, width: 100, height: 100),
            ])
        #expect(!Self.notes(result).contains("50 × 50"))
        #expect(Self.notes(result).contains("backgroundColor"))
    }

    /// A storyboard's collection view: only the delegate methods are in the code, in an extension, as apps write
    /// them, with the counts from the data source.
    static let storyboard = """
        extension PhotosViewController: UICollectionViewDelegateFlowLayout {
            private var insets: UIEdgeInsets { UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16) }
            private var columns: CGFloat { 2 }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                let padding = insets.left * (columns + 1)
                let width = (collectionView.frame.width - padding) / columns
                return CGSize(width: width, height: indexPath.item == 0 ? width * 1.5 : width)
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                insets
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
                insets.left
            }
        }

        extension PhotosViewController: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                return 3
            }
        }
        """

    @Test func aStoryboardLayoutWithDelegateMethodsGetsInterfaceBuilderDefaults() throws {
        let result = try Support.read(Self.storyboard)
        // Width (390 − 48) / 2 = 171; item 0 is 256.5 tall. Inside the 16-pt insets 358 wide: 171 + 10 + 171 = 352
        // fits, so 2 a line, leftover 6 → x 16 and 16 + 171 + 16 = 203. Line 1 is 256.5 tall (item 0); item 1 is
        // centred on it: 16 + (256.5 − 171)/2 = 58.75. Line 2 at 16 + 256.5 + 16 = 288.5, the last: item 2 and a
        // copy of it fit, so it sits at the left inset.
        #expect(
            Self.cells(result) == [
                Rect(x: 16, y: 16, width: 171, height: 256.5), Rect(x: 203, y: 58.75, width: 171, height: 171),
                Rect(x: 16, y: 288.5, width: 171, height: 171),
            ])
        #expect(Self.notes(result).contains("storyboard's flow layout"))
        #expect(Self.notes(result).contains("items per section from the paste's data source: 3"))
        guard case .flow(let sections, _) = result.spec else { return #expect(Bool(false)) }
        #expect(sections[0].itemSizes.count == 3)
    }

    /// The storyboard's layout read and changed in code, with section-dependent delegate answers.
    static let storyboardInCode = """
        class FeedViewController: UICollectionViewController {
            enum Section: Int, CaseIterable { case stories, posts }

            override func viewDidLoad() {
                super.viewDidLoad()
                if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
                    layout.minimumInteritemSpacing = 8
                    layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
                }
            }

            override func numberOfSections(in collectionView: UICollectionView) -> Int {
                Section.allCases.count
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                section == Section.stories.rawValue ? 4 : 2
            }
        }

        extension FeedViewController: UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                switch Section(rawValue: indexPath.section) {
                case .stories: return CGSize(width: 80, height: 80)
                default: return CGSize(width: collectionView.bounds.width - 16, height: 120)
                }
            }

            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
                section == 0 ? .zero : CGSize(width: collectionView.bounds.width, height: 44)
            }
        }
        """

    @Test func theStoryboardLayoutIsChangedInCodeAndAskedPerSection() throws {
        let result = try Support.read(Self.storyboardInCode)
        #expect(result.spec.numberOfItems == [4, 2])
        // Section 0: 374 wide inside the insets; 4 × 80 + 3 × 8 = 344 fits; leftover 30 over 3 gaps → pitch 98:
        // x 8, 106, 204, 302. Section 1 after 80 pt and a 44-pt header at 80: items 374 wide, alone on their lines,
        // at y 124 and 124 + 120 + 10 = 254.
        #expect(
            Self.cells(result) == [
                Rect(x: 8, y: 0, width: 80, height: 80), Rect(x: 106, y: 0, width: 80, height: 80),
                Rect(x: 204, y: 0, width: 80, height: 80), Rect(x: 302, y: 0, width: 80, height: 80),
                Rect(x: 8, y: 124, width: 374, height: 120), Rect(x: 8, y: 254, width: 374, height: 120),
            ])
    }

    /// A set-up function the view controller calls makes the collection view and its layout.
    @Test func aSetUpFunctionMakesTheLayout() throws {
        let source = """
            class ListViewController: UIViewController {
                var collectionView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupCollectionView()
                    fetchData()
                }

                private func setupCollectionView() {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: view.frame.width, height: 60)
                    layout.minimumLineSpacing = 1
                    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    collectionView.register(Cell.self, forCellWithReuseIdentifier: Cell.identifier)
                }
            }
            """
        let result = try Support.read(source, counts: [2])
        #expect(
            Self.cells(result) == [Rect(x: 0, y: 0, width: 390, height: 60), Rect(x: 0, y: 61, width: 390, height: 60)])
        #expect(Self.notes(result).contains("fetchData"))
    }

    /// UIKit's default item size is never used without a word.
    @Test func theDefaultItemSizeIsNoted() throws {
        let result = try Support.read("let layout = UICollectionViewFlowLayout()", counts: [1])
        // 7 fit a line, so the one item of the last line keeps the first column.
        #expect(Self.cells(result) == [Rect(x: 0, y: 0, width: 50, height: 50)])
        #expect(Self.notes(result).contains("itemSize is UIKit's default 50 × 50"))
    }

    /// A spec with per-item sizes travels as JSON and back.
    @Test func itemSizesRoundTripThroughJSON() throws {
        let spec = try Support.read(Self.storyboard).spec
        #expect(try LayoutSpec(json: spec.json) == spec)
    }
}
