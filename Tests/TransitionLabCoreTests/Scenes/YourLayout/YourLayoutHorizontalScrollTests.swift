import Testing

@testable import TransitionLabCore

/// A layout whose `scrollDirection` is horizontal scrolls sideways in `your-layout`: the list's pan, fling,
/// deceleration and rubber-band run on x with the same `ScrollAxis` as the vertical list.
@Suite struct YourLayoutHorizontalScrollTests {
    let viewport = Size(width: 390, height: 844)

    /// The drawn frames equal the prepared layout's visible elements moved left by the offset.
    func expectFramesMatch(_ scene: YourLayoutScene, _ prepared: any PreparedLayout, offset: Double) {
        let visible = prepared.layoutAttributesForElements(
            in: Rect(x: offset, y: 0, width: viewport.width, height: viewport.height))
        #expect(scene.frame().nodes.map(\.frame) == visible.map { $0.frame.offsetBy(dx: -offset, dy: 0) })
    }

    @Test func aHorizontalFlowLayoutScrollsSideways() throws {
        let flow = HorizontalFlowLayoutTests.layout(counts: [40])
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(flow, source: nil)
        let prepared = flow.prepare(containerSize: viewport)
        var driver = SceneDriver(scene)
        #expect(driver.number("contentOffset") == 0)
        // A vertical drag does not move a horizontal list.
        var end = driver.pan(from: Point(x: 200, y: 600), translation: Point(x: 0, y: -300), duration: 0.3, hold: 0.1)
        driver.pointer(.up, end)
        driver.settle()
        #expect(driver.number("contentOffset") == 0)
        // A leftward fling scrolls it and comes to rest inside the content (its width less the viewport's).
        end = driver.pan(from: Point(x: 340, y: 400), translation: Point(x: -250, y: 12), duration: 0.12)
        driver.pointer(.up, end)
        driver.advance(by: 0.1)
        let moving = try #require(driver.number("contentOffset"))
        #expect(moving > 250)
        driver.settle()
        let offset = try #require(driver.number("contentOffset"))
        let maximum = prepared.collectionViewContentSize.width - viewport.width
        #expect(offset > moving && offset <= maximum)
        expectFramesMatch(scene, prepared, offset: offset)
        // Pulled right past its start it rubber-bands back to 0 (no leading safe area on an upright phone).
        end = driver.drag(from: Point(x: 40, y: 400), travel: Point(x: 3000, y: 0), duration: 1.2)
        #expect((driver.number("contentOffset") ?? 0) < 0)
        driver.pointer(.up, end)
        driver.settle()
        #expect(driver.number("contentOffset") == 0)
        expectFramesMatch(scene, prepared, offset: 0)
    }

    @Test func aHorizontalCompositionalLayoutScrollsSideways() throws {
        let layout = HorizontalCompositionalLayoutTests.layout(counts: [12, 8])
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(layout, source: nil)
        let prepared = layout.prepare(containerSize: viewport)
        var driver = SceneDriver(scene)
        let end = driver.drag(from: Point(x: 350, y: 300), travel: Point(x: -200, y: 0), duration: 0.8)
        let dragged = try #require(driver.number("contentOffset"))
        // A slow drag follows the finger once it passes the pan's hysteresis.
        #expect(dragged > 150 && dragged <= 200)
        expectFramesMatch(scene, prepared, offset: dragged)
        driver.pointer(.up, end)
        driver.settle()
        let offset = try #require(driver.number("contentOffset"))
        #expect(offset >= dragged && offset <= prepared.collectionViewContentSize.width - viewport.width)
        expectFramesMatch(scene, prepared, offset: offset)
    }

    /// A two-finger trackpad swipe to the left (wheel events with a positive x delta, a little vertical wobble,
    /// jittered 60 Hz) scrolls the horizontal list by about the deltas' sum, as a `UIScrollView` follows it.
    @Test func aTrackpadSwipeScrollsSideways() throws {
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(HorizontalFlowLayoutTests.layout(counts: [40]), source: nil)
        var driver = SceneDriver(scene)
        var time = 0.0
        var total = 0.0
        for step in 0..<20 {
            time += 1 / 60 + Double(step % 3 - 1) * 0.002
            let dx = 6 + Double(step % 4)
            total += dx
            scene.advance(to: time)
            scene.handle(
                .wheel(
                    delta: Point(x: dx, y: step % 2 == 0 ? 0.5 : -0.5), location: Point(x: 200, y: 400), timestamp: time
                ))
        }
        scene.advance(to: time + 0.01)
        let offset = try #require(driver.number("contentOffset"))
        #expect(offset > total * 0.8 && offset <= total)
        driver.settle()
        #expect((driver.number("contentOffset") ?? 0) >= offset)
    }

    /// Installing a vertical layout after a horizontal one starts it at its own start, below the status bar.
    @Test func changingTheScrollDirectionStartsAtTheStart() {
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(HorizontalFlowLayoutTests.layout(counts: [40]), source: nil)
        var driver = SceneDriver(scene)
        let end = driver.drag(from: Point(x: 350, y: 300), travel: Point(x: -200, y: 0), duration: 0.8)
        driver.pointer(.up, end)
        driver.settle()
        #expect((driver.number("contentOffset") ?? 0) > 100)
        scene.setLayout(FlowLayout.columnGrid(columns: 3, itemCount: 300, containerWidth: 390), source: nil)
        driver.settle()
        #expect(driver.number("contentOffset") == -47)
    }

    /// The pinch's transition interpolates a vertical offset: with a horizontal layout in A or B it does nothing.
    @Test func pinchingToAHorizontalLayoutDoesNothing() {
        let scene = YourLayoutScene(viewport: viewport)
        scene.setLayout(FlowLayout.columnGrid(columns: 3, itemCount: 30, containerWidth: 390), source: nil, slot: .a)
        scene.setLayout(HorizontalFlowLayoutTests.layout(counts: [10]), source: nil, slot: .b)
        #expect(scene.pinchLayoutCount == 1)
        scene.setLayout(FlowLayout.columnGrid(columns: 5, itemCount: 30, containerWidth: 390), source: nil, slot: .b)
        #expect(scene.pinchLayoutCount == 2)
    }
}
