import Foundation
import Testing
import TransitionLabCore

/// An estimated dimension is drawn at its estimate and says so: on a device, a self-sizing cell takes the size
/// Auto Layout gives its content (Apple, `NSCollectionLayoutDimension.estimated(_:)`), which no paste carries.
@Suite struct EstimatedDimensionTests {
    static let source = """
        let rowHeight: CGFloat = 60
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowHeight)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        """

    @Test func anEstimateIsDrawnAsGivenAndSaidInANote() throws {
        let result = try Support.read(Self.source, counts: [3])
        // One item per 60-pt group, full width: rows of 390 × 60 at y = 0, 60, 120.
        let frames = try LayoutSnapshot(
            layout: result.spec.layout(counts: [3]), containerSize: Support.iPhone, contentOffsetY: 0
        ).attributes.map(\.frame)
        #expect(frames == [0, 60, 120].map { Rect(x: 0, y: $0, width: 390, height: 60) })
        let notes = result.notes.filter { $0.message.contains("drawn at the estimate") }
        #expect(notes.count == 1)
        #expect(notes.first?.line == 3)
        #expect(notes.first?.message.contains("`.estimated(rowHeight)` is drawn at the estimate, 60 pt") == true)
    }

    @Test func anAbsoluteDimensionSaysNothing() throws {
        let source = Self.source.replacingOccurrences(of: ".estimated(rowHeight)", with: ".absolute(rowHeight)")
        let result = try Support.read(source, counts: [3])
        #expect(!result.notes.contains { $0.message.contains("estimate") })
    }
}
