import Testing
import TransitionLabProtocol

@testable import TransitionLabCore

/// `animationStartTime` in the state summary: the scene time the running spring started (the tap, or the lift that
/// released a drag), not the touch-down; null at rest.
@Suite struct AnimationStartTimeTests {
    let viewport = Size(width: 390, height: 844)

    @Test func springLabStartsAtTheLiftOfADrag() throws {
        let scene = SpringLabScene(viewport: viewport)
        var driver = SceneDriver(scene)
        #expect(scene.state[SceneState.animationStartTimeKey] == .null)
        driver.advance(by: 0.5)
        // Drag the square for a second: frames flow from the touch at 0.5 s, but nothing springs yet.
        let end = driver.pan(from: scene.anchors[0], translation: Point(x: 0, y: 200), duration: 1)
        #expect(scene.state[SceneState.animationStartTimeKey] == .null)
        let lift = driver.time
        driver.pointer(.up, end)
        driver.advance(by: 0.1)
        #expect(driver.number(SceneState.animationStartTimeKey) == lift)
        driver.settle()
        #expect(scene.state[SceneState.animationStartTimeKey] == .null)
    }

    @Test func springLabStartsAtATap() throws {
        let scene = SpringLabScene(viewport: viewport)
        var driver = SceneDriver(scene)
        driver.advance(by: 0.25)
        driver.pointer(.down, Point(x: 50, y: 50))
        driver.advance(by: 0.05)
        let lift = driver.time
        driver.pointer(.up, Point(x: 50, y: 50))
        driver.advance(by: 0.05)
        #expect(driver.number(SceneState.animationStartTimeKey) == lift)
    }

    @Test func zoomStartsAtTheLiftThatDismisses() throws {
        var driver = SceneDriver(ZoomScene(viewport: viewport))
        driver.tap(at: Point(x: 60, y: 60))
        driver.settle()
        #expect(driver.scene.state[SceneState.animationStartTimeKey] == .null)
        let end = driver.pan(from: Point(x: 195, y: 400), translation: Point(x: 0, y: 130), duration: 0.6)
        #expect(driver.scene.state[SceneState.animationStartTimeKey] == .null, "no spring while the finger drags")
        let lift = driver.time
        driver.pointer(.up, end)
        driver.advance(by: 0.05)
        #expect(driver.number(SceneState.animationStartTimeKey) == lift)
    }

    /// On the wire the entry is a number while the spring runs and `null` at rest (the `state` message's
    /// `sceneState`).
    @Test func theStateJSONCarriesIt() {
        let scene = SpringLabScene(viewport: viewport)
        var driver = SceneDriver(scene)
        #expect(scene.state.json.serialized.contains("\"animationStartTime\":null"))
        driver.advance(by: 0.25)
        driver.pointer(.down, Point(x: 50, y: 50))
        driver.advance(by: 0.05)
        let lift = driver.time
        driver.pointer(.up, Point(x: 50, y: 50))
        driver.advance(by: 0.05)
        #expect(scene.state.json["animationStartTime"] == .number(lift))
    }
}
