import Testing
import TransitionLabProtocol

@testable import TransitionLabCore

@Suite struct YourLayoutSceneTests {
    let viewport = Size(width: 390, height: 844)

    /// The cat-food layout with `compositional`'s self-sized brand pills, as a user would hand it over.
    func catFoodWithPills() -> CollectionViewCompositionalLayout {
        var layout = CatFoodLayout.layout(counts: [8, 10, 6])
        layout.preferredItemSize = { indexPath, estimate in
            guard indexPath.section == 0, CompositionalParameters.brandNames.indices.contains(indexPath.item) else {
                return nil
            }
            let brand = CompositionalParameters.brandNames[indexPath.item]
            return Size(
                width: CompositionalParameters.pillWidth(brand: brand, fontSize: 17, padding: 16),
                height: estimate.height)
        }
        return layout
    }

    /// Visible frames and z order, without ids (the two scenes number supplementary views differently).
    func geometry(_ scene: any Scene) -> [String] {
        scene.frame().nodes.map { "\($0.frame) \($0.z)" }.sorted()
    }

    /// Given the same layout and the same fingers, `your-layout` moves exactly as `compositional`: a sideways fling
    /// on the brand pills, a short and a slow drag on the paging cat foods, a vertical fling with pinned headers and a
    /// pull past the top that rubber-bands back.
    @Test func movesExactlyAsTheCompositionalScene() throws {
        let yours = YourLayoutScene(viewport: viewport)
        yours.setLayout(catFoodWithPills(), source: UserLayoutSource(format: .swift, text: "…"))
        var mine = SceneDriver(yours)
        var reference = SceneDriver(CompositionalScene(viewport: viewport))
        #expect(geometry(yours) == geometry(reference.scene))
        // The bands sit 47 pt lower on screen than in content: the list rests below the status bar (`SafeArea`).
        let gestures: [(Point, Point, Double, Double)] = [
            (Point(x: 300, y: 129), Point(x: -180, y: 0), 0.08, 0),
            (Point(x: 300, y: 300), Point(x: -100, y: 0), 0.1, 0),
            (Point(x: 300, y: 300), Point(x: -40, y: 0), 0.5, 0.2),
            (Point(x: 200, y: 700), Point(x: 0, y: -400), 0.1, 0),
            (Point(x: 200, y: 40), Point(x: 0, y: 800), 0.6, 0),
        ]
        for (start, translation, duration, hold) in gestures {
            for driver in [0, 1] {
                if driver == 0 {
                    let end = mine.pan(from: start, translation: translation, duration: duration, hold: hold)
                    mine.pointer(.up, end)
                    mine.advance(by: 0.2)
                } else {
                    let end = reference.pan(from: start, translation: translation, duration: duration, hold: hold)
                    reference.pointer(.up, end)
                    reference.advance(by: 0.2)
                }
            }
            // Mid-motion and at rest the two scenes agree.
            #expect(mine.number("contentOffset") == reference.number("contentOffset"))
            #expect(mine.numbers("orthogonalOffsets") == reference.numbers("orthogonalOffsets"))
            #expect(geometry(yours) == geometry(reference.scene))
            mine.settle()
            reference.settle()
            #expect(mine.number("contentOffset") == reference.number("contentOffset"))
            #expect(mine.numbers("orthogonalOffsets") == reference.numbers("orthogonalOffsets"))
            #expect(geometry(yours) == geometry(reference.scene))
        }
        // The gestures did move things: the cat foods rest on a page, the list on its top after the pull.
        let offsets = try #require(mine.numbers("orthogonalOffsets"))
        #expect(offsets[0] > 0)
        #expect(offsets[1] > 0 && offsets[1].truncatingRemainder(dividingBy: 195) == 0)
        #expect(mine.number("contentOffset") == -47)
    }

    /// Scrolled 300 pt, the header of the section under the status bar is pinned just below it, at the 47-pt top
    /// safe-area inset (`pinToVisibleBounds` pins to the visible bounds inset by the adjusted content inset).
    @Test func pinsHeaders() {
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(CatFoodLayout.layout(counts: [8, 10, 6]), source: nil)
        var driver = SceneDriver(scene)
        let end = driver.drag(from: Point(x: 200, y: 700), travel: Point(x: 0, y: -300), duration: 1)
        let offset = driver.number("contentOffset") ?? 0
        #expect(offset > 200)
        // Section 1 (cat foods) spans y 120…436 in content: its header sits below the status bar.
        let headers = scene.frame().nodes.filter { $0.id >= YourLayoutScene.viewIDBase }
        #expect(headers.contains { $0.frame.minY == 47 && $0.frame.height == 44 })
        driver.pointer(.up, end)
    }

    /// A flow layout scrolls on the main axis only: a fling moves the list and comes to rest inside the content;
    /// frames are the prepared flow layout's, moved up by the offset.
    @Test func scrollsAFlowLayout() throws {
        let scene = YourLayoutScene(viewport: viewport)
        let flow = FlowLayout.columnGrid(columns: 3, itemCount: 300, containerWidth: 390)
        scene.setLayout(flow, source: UserLayoutSource(format: .json, text: "{}"))
        var driver = SceneDriver(scene)
        let end = driver.pan(from: Point(x: 200, y: 700), translation: Point(x: -30, y: -300), duration: 0.1)
        driver.pointer(.up, end)
        driver.settle()
        let offset = try #require(driver.number("contentOffset"))
        let prepared = flow.prepare(containerSize: viewport)
        #expect(offset > 300)
        #expect(offset <= prepared.collectionViewContentSize.height + 34 - viewport.height)
        #expect(driver.numbers("orthogonalOffsets") == [0])
        let first = try #require(prepared.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let visible = prepared.layoutAttributesForElements(
            in: Rect(x: 0, y: offset, width: viewport.width, height: viewport.height))
        #expect(scene.frame().nodes.map(\.frame) == visible.map { $0.frame.offsetBy(dx: 0, dy: -offset) })
        #expect(first.frame.width == FlowLayout.columnGridSide(columns: 3, containerWidth: 390))
    }

    /// Item counts are capped at 1,000 per section and sections at 64, so node ids stay distinct.
    @Test func capsCountsAndSections() {
        let scene = YourLayoutScene(viewport: viewport)
        let flow = FlowLayout(
            sections: (0..<100).map { _ in
                FlowLayout.Section(numberOfItems: 5000, itemSize: Size(width: 10, height: 10))
            }
        )
        scene.setLayout(flow, source: nil)
        #expect(scene.numberOfSections == 64)
        let capped = scene.collectionViewLayout as? FlowLayout
        #expect(capped?.sections.allSatisfy { $0.numberOfItems == 1000 } == true)
        let compositional = CatFoodLayout.layout(counts: [-3, 2000, 5])
        scene.setLayout(compositional, source: nil)
        #expect(
            (scene.collectionViewLayout as? CollectionViewCompositionalLayout)?.numberOfItemsInSection == [0, 1000, 5])
        let ids = scene.frame().nodes.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    /// The source is kept with the layout; a new layout keeps the list's offset and settles it back into range.
    @Test func keepsTheSourceAndSettlesIntoNewContent() {
        let scene = YourLayoutScene(viewport: viewport)
        var driver = SceneDriver(scene)
        scene.setLayout(FlowLayout.columnGrid(columns: 3, itemCount: 600, containerWidth: 390), source: nil)
        let end = driver.drag(from: Point(x: 200, y: 800), travel: Point(x: 0, y: -700), duration: 1)
        driver.pointer(.up, end)
        driver.settle()
        #expect((driver.number("contentOffset") ?? 0) > 600)
        let source = UserLayoutSource(format: .json, text: "{\"layout\":\"flow\"}", counts: [6])
        scene.setLayout(FlowLayout.columnGrid(columns: 3, itemCount: 6, containerWidth: 390), source: source)
        #expect(scene.source(for: .a) == source)
        driver.pointer(.down, Point(x: 100, y: 100))
        driver.pointer(.up, Point(x: 100, y: 100))
        driver.settle()
        #expect(driver.number("contentOffset") == -47)
    }

    /// Layout B is stored, not shown: A stays on screen with its source, and B's source is kept apart.
    @Test func storesLayoutBWithoutShowingIt() {
        let scene = YourLayoutScene(viewport: viewport)
        #expect(scene.source(for: .b) == nil)
        #expect(scene.layout(for: .b) == nil)
        let sourceA = UserLayoutSource(format: .json, text: "a", counts: [6])
        let sourceB = UserLayoutSource(format: .swift, text: "b")
        scene.setLayout(FlowLayout.columnGrid(columns: 3, itemCount: 6, containerWidth: 390), source: sourceA, slot: .a)
        let shown = scene.frame().nodes.map(\.frame)
        scene.setLayout(FlowLayout.columnGrid(columns: 1, itemCount: 6, containerWidth: 390), source: sourceB, slot: .b)
        #expect(scene.shownSlot == .a)
        #expect(scene.source(for: .a) == sourceA)
        #expect(scene.source(for: .b) == sourceB)
        #expect(scene.frame().nodes.map(\.frame) == shown)
        #expect((scene.layout(for: .b) as? FlowLayout)?.sections.first?.numberOfItems == 6)
    }
}
