import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// A pasted `UICollectionViewTransitionLayout` subclass, run between two flow layouts at a given progress. Frames are
/// derived by hand from Apple's documented behaviour: UIKit's transition layout interpolates each element linearly
/// between its attributes in the current and next layouts ("determines the layout of each item by interpolating
/// between the layout values in the current and new layout objects", UICollectionViewTransitionLayout), and the
/// subclass's `layoutAttributesForElements(in:)` changes what `super` answers.
@Suite struct TransitionLayoutTests {
    /// A grid of 100 × 100 cells, no spacing: three a row in 390 points, the free 90 points shared between the
    /// two gaps (45 each), so item 0 is at (0, 0) and item 1 at (145, 0).
    static let grid = FlowLayout(
        sections: [FlowLayout.Section(numberOfItems: 4, itemSize: Size(width: 100, height: 100))])
    /// Full-width rows 200 high: item 0 at (0, 0), item 1 at (0, 200).
    static let rows = FlowLayout(
        sections: [
            FlowLayout.Section(numberOfItems: 4, itemSize: Size(width: 390, height: 200), minimumLineSpacing: 0)
        ])

    /// An eased transition in the style of the tutorials: cells travel between their current and next centres along
    /// `p²`, fade to half at mid-way, and a header keeps UIKit's interpolation.
    static let eased = """
        final class EasedTransitionLayout: UICollectionViewTransitionLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
                for item in attributes where item.representedElementCategory == .cell {
                    guard let from = currentLayout.layoutAttributesForItem(at: item.indexPath),
                        let to = nextLayout.layoutAttributesForItem(at: item.indexPath)
                    else { continue }
                    let eased = transitionProgress * transitionProgress
                    item.center = CGPoint(
                        x: from.center.x + (to.center.x - from.center.x) * eased,
                        y: from.center.y + (to.center.y - from.center.y) * eased)
                    item.alpha = 1 - 0.5 * sin(transitionProgress * .pi)
                }
                return attributes
            }
        }
        """

    static func effect(_ source: String, values: SwiftLayoutValues = SwiftLayoutValues()) throws
        -> TransitionLayoutEffect
    {
        try SwiftLayoutReader.readTransitionLayout(source: source, containerSize: Support.iPhone, values: values).effect
    }

    static func frames(_ effect: TransitionLayoutEffect?, progress: Double) throws -> [LayoutAttributes] {
        try LayoutSnapshot(
            transitionFrom: grid, to: rows, effect: effect, progress: progress, containerSize: Support.iPhone
        ).attributes
    }

    @Test func easedCentresFollowTheSquareOfTheProgress() throws {
        let effect = try Self.effect(Self.eased)
        let elements = try Self.frames(effect, progress: 0.5)
        // Size: UIKit's, linear: (100 + 290 · 0.5) × (100 + 100 · 0.5) = 245 × 150.
        // Item 0's centre: (50, 50) → (195, 100) by 0.25: (86.25, 62.5). Item 1's: (195, 50) → (195, 300): (195, 112.5).
        #expect(elements[0].frame == Rect(x: 86.25 - 122.5, y: 62.5 - 75, width: 245, height: 150))
        #expect(elements[1].frame == Rect(x: 195 - 122.5, y: 112.5 - 75, width: 245, height: 150))
        // Alpha 1 − 0.5 · sin(π / 2).
        #expect(abs(elements[0].alpha - 0.5) < 1e-12)
    }

    @Test func atTheEndsTheTransitionShowsEachLayout() throws {
        let effect = try Self.effect(Self.eased)
        let start = try Self.frames(effect, progress: 0)
        let end = try Self.frames(effect, progress: 1)
        #expect(start[1].frame == Rect(x: 145, y: 0, width: 100, height: 100))
        #expect(end[1].frame == Rect(x: 0, y: 200, width: 390, height: 200))
        #expect(start[1].alpha == 1 && abs(end[1].alpha - 1) < 1e-12)
    }

    /// A stack that follows the fingers through animated keys the gesture code sets, as Apple's transition sample
    /// does: each centre moves by the offset; a key the paste never sets is a value to give.
    static let offset = """
        class FollowingTransitionLayout: UICollectionViewTransitionLayout {
            override var transitionProgress: CGFloat {
                didSet {
                    super.transitionProgress = transitionProgress
                    horizontal = value(forAnimatedKey: "offsetH")
                }
            }
            var horizontal: CGFloat = 0

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                attributes?.forEach { $0.center.x += horizontal * (1 - transitionProgress) }
                return attributes
            }
        }
        """

    @Test func animatedKeysTheGestureSetsAreValuesToGive() throws {
        do {
            _ = try Self.effect(Self.offset)
            Issue.record("read without offsetH")
        } catch let error as SwiftLayoutError {
            #expect(error.diagnostic.message.contains("value(forAnimatedKey: \"offsetH\")"))
            #expect(error.diagnostic.message.contains("Values"))
        }
        let effect = try Self.effect(Self.offset, values: try SwiftLayoutValues(parsing: "offsetH = 40"))
        let elements = try Self.frames(effect, progress: 0.5)
        // UIKit's interpolated item 0: centre (122.5, 75); moved by 40 · 0.5 = 20.
        #expect(elements[0].frame.midX == 142.5)
        #expect(elements[0].frame.midY == 75)
    }

    /// The offset kept as a `UIOffset` read back from the animated keys, in the style of Apple's transition sample.
    static let stack = """
        class StackTransitionLayout: UICollectionViewTransitionLayout {
            var offset = UIOffset.zero
            override var transitionProgress: CGFloat {
                didSet {
                    super.transitionProgress = transitionProgress
                    offset = UIOffset(horizontal: value(forAnimatedKey: "dx"), vertical: value(forAnimatedKey: "dy"))
                }
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect)
                for item in attributes ?? [] {
                    item.center = CGPoint(
                        x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical * transitionProgress)
                }
                return attributes
            }
        }
        """

    @Test func offsetsReadFromAnimatedKeysMoveTheCentres() throws {
        do {
            _ = try Self.effect(Self.stack)
            Issue.record("read without dx and dy")
        } catch let error as SwiftLayoutError {
            #expect(error.diagnostic.message.contains("value(forAnimatedKey: \"dx\")"))
            #expect(error.diagnostic.message.contains("also reads 'dy'"))
        }
        let effect = try Self.effect(Self.stack, values: try SwiftLayoutValues(parsing: "dx = 30\ndy = 20"))
        let elements = try Self.frames(effect, progress: 0.5)
        // UIKit's interpolated item 0: centre (122.5, 75); moved by (30, 20 · 0.5).
        #expect(elements[0].frame.midX == 152.5)
        #expect(elements[0].frame.midY == 85)
    }

    @Test func aSetterOfTheProgressRunsAsTheGestureSetsIt() throws {
        let source = """
            class HalfFadingLayout: UICollectionViewTransitionLayout {
                var fade: CGFloat = 1
                override var transitionProgress: CGFloat {
                    get { super.transitionProgress }
                    set {
                        super.transitionProgress = newValue
                        fade = 1 - newValue / 2
                        print("progress \\(newValue)")
                    }
                }
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)
                    attributes?.forEach { $0.alpha = fade * (transitionProgress < 2 ? 1 : 0) }
                    return attributes
                }
            }
            """
        let effect = try Self.effect(source)
        // Alpha 1 − p / 2: 0.75 half-way, 0.5 at the end.
        #expect(try Self.frames(effect, progress: 0.5).allSatisfy { $0.alpha == 0.75 })
        #expect(try Self.frames(effect, progress: 1).allSatisfy { $0.alpha == 0.5 })
    }

    @Test func elementsFilteredByTheProgressDisappear() throws {
        let source = """
            class OddFadingLayout: UICollectionViewTransitionLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    super.layoutAttributesForElements(in: rect)?.filter {
                        $0.indexPath.item % 2 == 0 || transitionProgress < 0.5
                    }
                }
            }
            """
        let effect = try Self.effect(source)
        #expect(try Self.frames(effect, progress: 0.25).count == 4)
        #expect(try Self.frames(effect, progress: 0.75).map(\.indexPath.item) == [0, 2])
    }

    @Test func countingTheElementsIsRefusedWithWhatToDo() throws {
        let source = """
            class ZOrderLayout: UICollectionViewTransitionLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)!
                    for index in 0..<attributes.count { attributes[index].zIndex = index }
                    return attributes
                }
            }
            """
        do {
            _ = try Self.effect(source)
            Issue.record("read")
        } catch let error as SwiftLayoutError {
            #expect(error.diagnostic.message.contains("counting or indexing a transition layout's elements"))
            #expect(error.diagnostic.line == 4)
        }
    }

    /// A selected cell picked out by its index path, as photo-to-detail transitions do.
    static let selected = """
        class SelectedTransitionLayout: UICollectionViewTransitionLayout {
            var selected = IndexPath(item: 1, section: 0)
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                let attributes = super.layoutAttributesForElements(in: rect) ?? []
                for item in attributes where item.representedElementCategory == .cell {
                    let own = IndexPath(item: item.indexPath.item, section: item.indexPath.section)
                    if item.indexPath == selected && own == item.indexPath { item.alpha = 0.25 }
                    if item.indexPath.item == 2 { item.alpha = 0.75 }
                    if item.indexPath > selected { item.zIndex = 5 }
                    if selected != item.indexPath, item.indexPath <= selected { item.zIndex = -1 }
                }
                return attributes
            }
        }
        """

    @Test func indexPathComparisonsHoldForTheirElementsOnly() throws {
        let elements = try Self.frames(try Self.effect(Self.selected), progress: 0.5)
        // Item 1 is `selected`; item 2 has item 2; items 2 and 3 come after (0, 1); item 0 before it.
        #expect(elements.map(\.alpha) == [1, 0.25, 0.75, 1])
        #expect(elements.map(\.zIndex) == [-1, 0, 5, 5])
    }

    /// Code that needs the element's index path or kind as one fixed value, each refused with the line it is on.
    @Test(arguments: [
        (
            "switch item.indexPath.item { case 0..<2: item.alpha = 0.5; default: break }", "a range pattern"
        ),
        ("if item.representedElementKind == \"badge\" { item.alpha = 0.5 }", "views of kind \"badge\""),
        ("item.indexPath.item = 0", "index path's item set"),
        (
            "if [IndexPath(item: 1, section: 0): 0.5][item.indexPath] != nil { item.alpha = 0.5 }",
            "compared with a fixed one"
        ),
    ])
    func codeThatNeedsOneElementIsRefused(line: String, message: String) throws {
        let source = """
            class FixedTransitionLayout: UICollectionViewTransitionLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect) ?? []
                    for item in attributes {
                        \(line)
                    }
                    return attributes
                }
            }
            """
        do {
            _ = try Self.effect(source)
            Issue.record("read: \(line)")
        } catch let error as SwiftLayoutError {
            #expect(error.diagnostic.message.contains("not supported yet"))
            #expect(error.diagnostic.message.contains(message), "\(error.diagnostic.message)")
            #expect(error.diagnostic.line == 5)
        }
    }

    @Test func headerKindsCompareAsTheFlowsAndAPastedLayoutsName() throws {
        let source = """
            class HeaderFadingLayout: UICollectionViewTransitionLayout {
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect) ?? []
                    for item in attributes {
                        if item.representedElementKind == UICollectionView.elementKindSectionHeader { item.alpha = 0.5 }
                        if item.representedElementKind == UICollectionView.elementKindSectionFooter { item.alpha = 0 }
                    }
                    return attributes
                }
            }
            """
        let effect = try Self.effect(source)
        #expect(effect.fields[.headers]?[.alpha] == .constant(0.5))
        #expect(effect.fields[.footers]?[.alpha] == .constant(0))
        #expect(effect.fields[.cells] == nil && effect.fields[.otherSupplementaryViews] == nil)
    }

    @Test func theDelegateMethodMakesTheTransitionLayout() throws {
        let source = """
            class GridViewController: UICollectionViewController {
                func collectionView(
                    _ collectionView: UICollectionView,
                    transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                    newLayout toLayout: UICollectionViewLayout
                ) -> UICollectionViewTransitionLayout {
                    let layout = ShrinkingTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
                    layout.shrink = 0.5
                    return layout
                }
            }
            class ShrinkingTransitionLayout: UICollectionViewTransitionLayout {
                var shrink: CGFloat = 1
                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    let attributes = super.layoutAttributesForElements(in: rect)
                    for item in attributes ?? [] {
                        let scale = 1 - shrink * sin(transitionProgress * .pi)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                    return attributes
                }
            }
            """
        let effect = try Self.effect(source)
        let elements = try Self.frames(effect, progress: 0.5)
        // Scale 1 − 0.5 · sin(π / 2) = 0.5 (the delegate set `shrink`), about the unchanged interpolated frame.
        #expect(abs(elements[0].transformScale.width - 0.5) < 1e-12)
        #expect(elements[0].frame == Rect(x: 0, y: 0, width: 245, height: 150))
    }

    @Test func effectRoundTripsThroughJSON() throws {
        let effect = try Self.effect(Self.eased)
        #expect(try TransitionLayoutEffect(json: effect.json) == effect)
        #expect(try TransitionLayoutEffect(json: LayoutSpec.flow(sections: []).json) == nil)
    }
}
