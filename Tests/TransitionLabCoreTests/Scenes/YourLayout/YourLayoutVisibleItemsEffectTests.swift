import Testing

@testable import TransitionLabCore

/// An orthogonal section's `visibleItemsEffect` (its `visibleItemsInvalidationHandler`) is evaluated in every frame
/// while the row scrolls, at the row's current offset: the carousel's alpha and scale about each cell's centre.
@Suite struct YourLayoutVisibleItemsEffectTests {
    let viewport = Size(width: 390, height: 844)

    /// scale = max(1.1 − |midX − offset.x − width / 2| / width, 0.7); alpha = min(1, scale).
    static let carousel: VisibleItemsEffect = {
        let distance = EffectExpression.operation(
            .abs,
            [
                .operation(
                    .subtract,
                    [
                        .operation(.subtract, [.variable(.itemMidX), .variable(.offsetX)]),
                        .operation(.divide, [.variable(.containerWidth), .constant(2)]),
                    ])
            ])
        let scale = EffectExpression.operation(
            .max,
            [
                .operation(
                    .subtract, [.constant(1.1), .operation(.divide, [distance, .variable(.containerWidth)])]),
                .constant(0.7),
            ])
        return VisibleItemsEffect(alpha: .operation(.min, [.constant(1), scale]), scaleX: scale, scaleY: scale)
    }()

    static func layout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(200)),
            subitems: [item])
        var section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.visibleItemsEffect = carousel
        return CollectionViewCompositionalLayout(section: section, numberOfItemsInSection: [8])
    }

    /// Every drawn cell of the row is its unscrolled frame (groups 273 wide from 58.5), moved by the row's offset
    /// and scaled about its centre by the carousel's scale; the list rests 47 pt down (the status bar).
    func expectCarousel(_ scene: YourLayoutScene, offset: Double) {
        let cells = scene.frame().nodes.filter { $0.id >= 1000 && $0.id < 2000 }
        #expect(!cells.isEmpty)
        for node in cells {
            let midX = 58.5 + 273 * Double(node.id - 1000) + 136.5
            let scale = max(1.1 - abs(midX - offset - 195) / 390, 0.7)
            #expect(abs(node.frame.midX - (midX - offset)) < 1e-9 && abs(node.frame.midY - 147) < 1e-9)
            #expect(abs(node.frame.width - 273 * scale) < 1e-9 && abs(node.frame.height - 200 * scale) < 1e-9)
            #expect(abs(node.alpha - min(1, scale)) < 1e-12)
        }
    }

    @Test func appliesTheEffectInEveryFrameWhileTheRowScrolls() throws {
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(Self.layout(), source: nil)
        var driver = SceneDriver(scene)
        expectCarousel(scene, offset: 0)
        let end = driver.pan(from: Point(x: 300, y: 150), translation: Point(x: -150, y: 6), duration: 0.15)
        var offsets: [Double] = []
        driver.pointer(.up, end)
        for _ in 0..<20 {
            driver.advance(by: 1 / 60)
            let offset = try #require(driver.numbers("orthogonalOffsets")?.first)
            offsets.append(offset)
            expectCarousel(scene, offset: offset)
        }
        // The row moved in those frames, and the effect followed it.
        #expect(Set(offsets).count > 5)
        driver.settle()
        let resting = try #require(driver.numbers("orthogonalOffsets")?.first)
        #expect(resting == 273)
        expectCarousel(scene, offset: resting)
    }
}
