import Foundation
import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabSwiftLayout

/// `visibleItemsInvalidationHandler` setting `alpha` and a scale `transform` per visible item (the carousel effect),
/// read into the spec's `visibleItemsEffect` and applied at each orthogonal offset. Frames derived by hand from the
/// handler's arithmetic and UIKit's rules (a transform scales about the centre).
@Suite struct VisibleItemsHandlerTests {
    /// A centred carousel in the style of Apple's sample view controllers.
    static let carousel = """
        class CarouselViewController: UIViewController {
            var collectionView: UICollectionView! = nil

            /// - Tag: Carousel
            func createLayout() -> UICollectionViewLayout {
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                     heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)

                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                      heightDimension: .absolute(200))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                let maxScale: CGFloat = 1.1
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    items.forEach { item in
                        let distanceFromCenter = abs((item.frame.midX - offset.x) - environment.container.contentSize.width / 2.0)
                        let minScale: CGFloat = 0.7
                        let scale = max(maxScale - (distanceFromCenter / environment.container.contentSize.width), minScale)
                        item.alpha = min(1, scale)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
                return UICollectionViewCompositionalLayout(section: section)
            }
        }
        """

    /// The carousel's scale for an item centred at `midX` in a 390-pt-wide container scrolled by `offset`.
    static func scale(midX: Double, offset: Double) -> Double {
        max(1.1 - abs(midX - offset - 195) / 390, 0.7)
    }

    static func cells(_ spec: LayoutSpec, offset: Double) -> [LayoutAttributes] {
        let layout = spec.layout(counts: [5]) as? CollectionViewCompositionalLayout
        let prepared = layout?.prepareCompositional(containerSize: Support.iPhone)
        return prepared?.layoutAttributes(
            in: Rect(x: 0, y: 0, width: 390, height: 844), contentOffset: .zero, orthogonalOffsets: [0: offset]) ?? []
    }

    @Test(arguments: [0.0, 100, 273])
    func scalesAndFadesEachVisibleItemAboutItsCentre(offset: Double) throws {
        let result = try Support.read(Self.carousel)
        // Groups 0.7 · 390 = 273 wide, the first centred at (390 − 273) / 2 = 58.5, the next ones 273 apart; each
        // item fills its group.
        let cells = Self.cells(result.spec, offset: offset)
        #expect(!cells.isEmpty)
        for cell in cells {
            let item = Double(cell.indexPath.item)
            let midX = 58.5 + 273 * item + 136.5
            let scale = Self.scale(midX: midX, offset: offset)
            let expected = Rect(
                center: Point(x: midX - offset, y: 100), size: Size(width: 273 * scale, height: 200 * scale))
            #expect(abs(cell.frame.minX - expected.minX) < 1e-9, "\(cell.frame) vs \(expected)")
            #expect(abs(cell.frame.minY - expected.minY) < 1e-9 && abs(cell.frame.width - expected.width) < 1e-9)
            #expect(abs(cell.alpha - min(1, scale)) < 1e-12)
        }
        // Centred, the first item is 1.1 times its size: 300.3 × 220 about (195, 100), from x 44.85 and y −10.
        if offset == 0, let first = cells.first {
            let expected = [44.85, -10, 300.3, 220]
            let actual = [first.frame.minX, first.frame.minY, first.frame.width, first.frame.height]
            #expect(zip(actual, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(actual)")
        }
    }

    @Test func printsAndReadsBack() throws {
        let first = try Support.read(Self.carousel)
        let swift = try SwiftLayoutPrinter.swift(for: first.spec)
        #expect(swift.contains("visibleItemsInvalidationHandler"))
        let again = try Support.read(swift)
        #expect(again.spec == first.spec)
        #expect(Self.cells(again.spec, offset: 60) == Self.cells(first.spec, offset: 60))
    }

    @Test func anUnknownValueIsAnError() throws {
        let source = Self.carousel.replacingOccurrences(
            of: "let minScale: CGFloat = 0.7", with: "let minScale: CGFloat = Carousel.minimumScale")
        let error = try #require(Support.error(source))
        #expect(error.unknownName == "Carousel.minimumScale", "\(error)")
        #expect(error.line == 20)
    }

    @Test(arguments: [
        (
            "item.transform = CGAffineTransform(scaleX: scale, y: scale)",
            "item.transform = CGAffineTransform(rotationAngle: scale)", "only CGAffineTransform(scaleX:y:)"
        ),
        ("item.alpha = min(1, scale)", "item.zIndex = 2", "only item.alpha and item.transform"),
        ("item.alpha = min(1, scale)", "if scale > 1 { item.alpha = 1 }", "not supported yet"),
        ("let minScale: CGFloat = 0.7", "let minScale: CGFloat = offset.x > 0 ? 0.7 : 0.8", "not supported yet"),
    ])
    func otherHandlersAreRefused(original: String, replacement: String, reason: String) throws {
        let source = Self.carousel.replacingOccurrences(of: original, with: replacement)
        let error = try #require(Support.error(source))
        #expect(error.message.contains(reason), "\(error)")
        #expect(error.message.contains("visibleItemsInvalidationHandler"), "\(error)")
    }

    @Test func aSectionThatDoesNotScrollSidewaysIsRefused() throws {
        let source = Self.carousel.replacingOccurrences(
            of: "section.orthogonalScrollingBehavior = .groupPagingCentered", with: "")
        let error = try #require(Support.error(source))
        #expect(error.message.contains("does not scroll orthogonally"), "\(error)")
    }

    /// Each `let` doubles the expression: past the effect limit the read stops with an error, however many follow.
    @Test func anExpressionPastTheEffectLimitIsRefused() throws {
        let lets = (1..<40).map { "let a\($0) = a\($0 - 1) + a\($0 - 1)" }.joined(separator: "\n")
        let source = Self.carousel.replacingOccurrences(
            of: "let minScale: CGFloat = 0.7", with: "let a0 = item.frame.midX\n\(lets)\nlet minScale = a39")
        let error = try #require(Support.error(source))
        #expect(error.message.contains("effect limit"), "\(error)")
    }
}
