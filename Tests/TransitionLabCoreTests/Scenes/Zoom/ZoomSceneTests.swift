import Testing
import TransitionLabProtocol

@testable import TransitionLabCore

@Suite struct ZoomSceneTests {
    // Thumbnail 0 at 390 × 844: side (390 − 2·2)/3 = 128.666…, at the leading edge, below the 47-pt top safe-area
    // inset of a notch iPhone (Apple's Human Interface Guidelines, "Layout"; `SafeArea`).
    let side = (390.0 - 4) / 3
    var thumbnail: Rect { Rect(x: 0, y: 47, width: side, height: side) }
    /// The opened square photo fitted to the 390 × 844 screen: 390 wide, centred at y = (844 − 390) / 2 = 227.
    let photo: [Double] = [0, 227, 390, 390]

    /// A scene with LittleTale's pan look: alpha down to 0.6, no shrink, an opaque backdrop.
    private func littleTaleScene() throws -> ZoomScene {
        let scene = ZoomScene(viewport: Size(width: 390, height: 844))
        try scene.setParameter("minAlphaDuringPan", to: 0.6)
        try scene.setParameter("minScaleDuringPan", to: 1)
        try scene.setParameter("minBackdropAlphaDuringPan", to: 1)
        return scene
    }

    private func presentedDriver(_ scene: ZoomScene = ZoomScene(viewport: Size(width: 390, height: 844))) -> SceneDriver
    {
        var driver = SceneDriver(scene)
        driver.tap(at: thumbnail.center)
        driver.settle()
        return driver
    }

    @Test func gridMatchesTheBrief() {
        let scene = ZoomScene(viewport: Size(width: 390, height: 844))
        let nodes = scene.frame().nodes
        #expect(nodes.first?.frame == thumbnail)
        #expect(nodes.first?.cornerRadius == 12)
        // Item 4: row 1, column 1 → x = side + 2, y = 47 + side + 2.
        #expect(
            nodes.first { $0.id == ZoomScene.NodeID.firstThumbnail + 4 }?.frame.origin
                == Point(x: side + 2, y: 47 + side + 2))
        #expect(nodes.first?.fill == Color(hue: 0, saturation: 0.8, brightness: 0.9))
    }

    @Test func tapPresents() {
        let driver = presentedDriver()
        #expect(driver.flag("presented") == true)
        #expect(driver.flag("animating") == false)
        #expect(driver.numbers("presentedFrame") == photo)
        #expect(driver.node(ZoomScene.NodeID.presented)?.cornerRadius == 0)
    }

    /// The first row rests below each preset's status bar (top safe-area insets from Apple's Human Interface
    /// Guidelines, "Layout": 20 on the home-button SE, 47 on the notch iPhones, 59 with the Dynamic Island) and
    /// scrolls under it; the opened square photo spans the screen's width, centred, as Photos shows it.
    @Test(arguments: [(375.0, 667.0, 20.0), (390, 844, 47), (393, 852, 59), (430, 932, 59)])
    func theGridStartsBelowTheStatusBarAndThePhotoKeepsItsAspect(width: Double, height: Double, top: Double) throws {
        let scene = ZoomScene(viewport: Size(width: width, height: height))
        let first = try #require(scene.frame().nodes.first { $0.id == ZoomScene.NodeID.firstThumbnail })
        #expect(first.frame.minY == top)
        var driver = SceneDriver(scene)
        driver.tap(at: first.frame.center)
        driver.settle()
        #expect(driver.numbers("presentedFrame") == [0, (height - width) / 2, width, width])
        let end = driver.pan(from: Point(x: width / 2, y: height / 2), translation: Point(x: 0, y: -300), duration: 0.3)
        driver.pointer(.up, end)
        driver.settle()
        #expect(driver.scene.frame().nodes.first { $0.id == ZoomScene.NodeID.firstThumbnail }?.frame.minY == top)
    }

    @Test func presentStartsOnTheThumbnail() throws {
        var driver = SceneDriver(ZoomScene(viewport: Size(width: 390, height: 844)))
        driver.tap(at: thumbnail.center)
        let start = try #require(driver.node(ZoomScene.NodeID.presented))
        #expect(abs(start.frame.width - side) < 1e-9 && abs(start.frame.height - side) < 1e-9)
        #expect(abs(start.frame.midX - thumbnail.midX) < 1e-9 && abs(start.frame.midY - thumbnail.midY) < 1e-9)
        // Drawn radius = layer radius 12 / min(sx, sy) times the smaller scale = 12.
        #expect(abs(start.cornerRadius - 12) < 1e-9)
    }

    @Test func dragOf130DismissesToTheThumbnail() throws {
        var driver = presentedDriver()
        let end = driver.pan(from: Point(x: 195, y: 400), translation: Point(x: 0, y: 130), duration: 0.3)
        driver.pointer(.up, end)
        #expect(driver.flag("animating") == true)
        // The spring lasts 0.5 s; just before its end the view covers the thumbnail to within the 0.1 % envelope
        // UIKit's solver leaves at the duration (≈ 0.5 pt of the ≈ 470-pt travel).
        driver.advance(by: 0.4999)
        let frame = try #require(driver.numbers("presentedFrame"))
        #expect(abs(frame[0] - thumbnail.minX) < 1 && abs(frame[1] - thumbnail.minY) < 1)
        #expect(abs(frame[2] - side) < 1 && abs(frame[3] - side) < 1)
        driver.settle()
        #expect(driver.flag("presented") == false)
        #expect(driver.node(ZoomScene.NodeID.presented) == nil)
    }

    @Test func dragOf100Restores() {
        var driver = presentedDriver()
        let end = driver.pan(from: Point(x: 195, y: 400), translation: Point(x: 0, y: 100), duration: 0.3)
        driver.pointer(.up, end)
        driver.settle()
        #expect(driver.flag("presented") == true)
        #expect(driver.numbers("presentedFrame") == photo)
        #expect(driver.node(ZoomScene.NodeID.presented)?.alpha == 1)
    }

    @Test func alphaAt80PointsIs08() throws {
        var driver = presentedDriver(try littleTaleScene())
        driver.pan(from: Point(x: 195, y: 400), translation: Point(x: 0, y: 80), duration: 0.3)
        // 1 − (80/160)·(1 − 0.6) = 0.8.
        let alpha = try #require(driver.number("presentedAlpha"))
        #expect(abs(alpha - 0.8) < 1e-12)
        let y: Double = driver.numbers("presentedFrame")?[1] ?? .nan
        #expect(abs(y - (227 + 80)) < 1e-9)
    }

    /// With the source document's look the backdrop stays opaque and the view keeps its size while dragged.
    @Test func theSourceDocumentsLookKeepsTheBackdropAndSize() throws {
        var driver = presentedDriver(try littleTaleScene())
        driver.pan(from: Point(x: 195, y: 400), translation: Point(x: 0, y: 80), duration: 0.3)
        #expect(driver.node(ZoomScene.NodeID.dimming)?.alpha == 1)
        #expect(driver.numbers("presentedFrame") == [0, 227 + 80, 390, 390])
    }

    /// The defaults are iOS 18's zoom dismissal (minimum scale 0.6, minimum backdrop alpha 0.2, the photo opaque):
    /// 80 pt down is half of the 160-pt range, so the photo scales by 1 − 0.5·(1 − 0.6) = 0.8 about its moved centre
    /// and the backdrop's alpha is 1 − 0.5·(1 − 0.2) = 0.6; beyond the range both stay at their minimum. The grid is
    /// drawn under the backdrop.
    @Test func theDefaultsShrinkThePhotoAndShowTheGrid() throws {
        var driver = SceneDriver(ZoomScene(viewport: Size(width: 390, height: 844)))
        driver.tap(at: thumbnail.center)
        driver.settle()
        let end = driver.pan(from: Point(x: 195, y: 400), translation: Point(x: 0, y: 80), duration: 0.3)
        let frame = try #require(driver.numbers("presentedFrame"))
        let scale = 0.8
        let centre = Point(x: 195, y: 422.0 + 80)
        let expected: [Double] = [
            centre.x - 390 * scale / 2, centre.y - 390 * scale / 2, 390 * scale, 390 * scale,
        ]
        for (value, want) in zip(frame, expected) { #expect(abs(value - want) < 1e-9) }
        #expect(driver.node(ZoomScene.NodeID.presented)?.alpha == 1)
        let dimming = try #require(driver.node(ZoomScene.NodeID.dimming))
        #expect(abs(dimming.alpha - 0.6) < 1e-12)
        #expect(dimming.z > (driver.node(ZoomScene.NodeID.firstThumbnail)?.z ?? .infinity))
        driver.advance(by: SceneDriver.step)
        driver.pointer(.move, Point(x: end.x, y: end.y + 200))
        let dimmed: Double = driver.node(ZoomScene.NodeID.dimming)?.alpha ?? .nan
        #expect(abs(dimmed - 0.2) < 1e-12)
        let width: Double = driver.numbers("presentedFrame")?[2] ?? .nan
        #expect(abs(width - 390 * 0.6) < 1e-9)
    }

    @Test func everyConfigurationValueIsALiveParameter() throws {
        let scene = ZoomScene(viewport: Size(width: 390, height: 844))
        let defaults = Dictionary(uniqueKeysWithValues: scene.parameters.descriptors.map { ($0.key, $0.defaultValue) })
        #expect(defaults["transitionDuration"] == 0.5 && defaults["springWithDamping"] == 0.85)
        #expect(defaults["initialSpringVelocity"] == 0.8 && defaults["panGestureDismissThreshold"] == 120)
        #expect(defaults["alphaRangeDistance"] == 160)
        #expect(defaults["minAlphaDuringPan"] == 1 && defaults["minScaleDuringPan"] == 0.6)
        #expect(defaults["minBackdropAlphaDuringPan"] == 0.2)
        try scene.setParameter("panGestureDismissThreshold", to: 60)
        var driver = SceneDriver(scene)
        driver.tap(at: thumbnail.center)
        driver.settle()
        let end = driver.pan(from: Point(x: 195, y: 400), translation: Point(x: 0, y: 100), duration: 0.3)
        driver.pointer(.up, end)
        driver.settle()
        #expect(driver.flag("presented") == false)
    }

    @Test func replayingTheSameLogTwiceGivesIdenticalFrames() throws {
        // Tap thumbnail 0, then drag the presented view down and release (the pan begins
        // at y = 450, so its translation reaches 150 pt).
        let log = """
            {"t":0.1,"type":"pointer","phase":"down","id":1,"x":60,"y":60}
            {"t":0.15,"type":"pointer","phase":"up","id":1,"x":60,"y":60}
            {"t":1.0,"type":"pointer","phase":"down","id":2,"x":195,"y":400}
            {"t":1.05,"type":"pointer","phase":"move","id":2,"x":195,"y":450}
            {"t":1.1,"type":"pointer","phase":"move","id":2,"x":195,"y":500}
            {"t":1.15,"type":"pointer","phase":"move","id":2,"x":195,"y":550}
            {"t":1.2,"type":"pointer","phase":"move","id":2,"x":195,"y":600}
            {"t":1.25,"type":"pointer","phase":"up","id":2,"x":195,"y":600}
            """
        let first = try Replay.frames(log, on: ZoomScene(viewport: Size(width: 390, height: 844)))
        let second = try Replay.frames(log, on: ZoomScene(viewport: Size(width: 390, height: 844)))
        #expect(first.lines == second.lines)
        #expect(first.last["presented"] == .bool(false) && first.last["animating"] == .bool(false))
    }

    @Test func aTouchStopsAFlungGridAndItsTapDoesNotPresent() {
        var driver = SceneDriver(ZoomScene(viewport: Size(width: 390, height: 844)))
        let tap = driver.tapWhileCoasting(at: Point(x: 195, y: 400))
        #expect(tap.wasCoasting && tap.offsets[0] != nil && Set(tap.offsets).count == 1)
        #expect(driver.flag("presented") == false && driver.scene.state["selectedItem"] == .null)
        driver.tap(at: Point(x: 195, y: 400))
        #expect(driver.scene.state["selectedItem"] != .null)
    }

    @Test func fingerTravelIsTheTranslationPlusTheHysteresis() throws {
        // Finger travel from touch-down, 1-pt steps: the pan begins at 11 pt with translation 0. 91 pt of travel is a
        // translation of 80 (alpha 0.8); released, 131 pt (translation 120, not above the threshold) restores and
        // 132 pt (121) dismisses.
        var driver = presentedDriver(try littleTaleScene())
        driver.drag(from: Point(x: 195, y: 400), travel: Point(x: 0, y: 91), duration: 0.3)
        #expect(abs((driver.number("presentedAlpha") ?? 0) - 0.8) < 1e-12)
        for (travel, dismissed) in [(131.0, false), (132, true)] {
            var driver = presentedDriver()
            let end = driver.drag(from: Point(x: 195, y: 400), travel: Point(x: 0, y: travel), duration: 0.3)
            driver.advance(by: 0.2)
            driver.pointer(.up, end)
            driver.settle()
            #expect(driver.flag("presented") == !dismissed)
        }
    }

    @Test func theReplayRunnerPresentsAndDragsToDismiss() throws {
        // Tap thumbnail 0; once presented, drag down: touch-down at y = 400, the pan begins at y = 411 with
        // translation 0, passes 80 pt at y = 491 (held until 1.08 s, so the frame at 64/60 = 1.0667 s shows it) and
        // is released at 130 pt.
        let log = """
            {"t":0.1,"type":"pointer","phase":"down","id":1,"x":60,"y":60}
            {"t":0.15,"type":"pointer","phase":"up","id":1,"x":60,"y":60}
            {"t":1.0,"type":"pointer","phase":"down","id":2,"x":195,"y":400}
            {"t":1.02,"type":"pointer","phase":"move","id":2,"x":195,"y":411}
            {"t":1.04,"type":"pointer","phase":"move","id":2,"x":195,"y":451}
            {"t":1.06,"type":"pointer","phase":"move","id":2,"x":195,"y":491}
            {"t":1.08,"type":"pointer","phase":"move","id":2,"x":195,"y":531}
            {"t":1.1,"type":"pointer","phase":"move","id":2,"x":195,"y":541}
            {"t":1.12,"type":"pointer","phase":"up","id":2,"x":195,"y":541}
            """
        let samples = try Replay(jsonLines: log).samples(on: ZoomScene(viewport: Size(width: 390, height: 844)))
        let presented = try #require(samples.first { $0.time >= 0.95 })
        #expect(presented.state["presented"] == .bool(true))
        #expect(presented.state["presentedFrame"] == .array(photo.map(SceneState.Value.number)))
        // 80 pt of pan: the photo at 0.8 of its 390-pt width (the default minimum scale 0.6 over 160 pt).
        let dragged = samples[64]
        guard case .array(let frame)? = dragged.state["presentedFrame"] else {
            Issue.record("no presented frame while dragged")
            return
        }
        #expect(abs((frame[2].doubleValue ?? 0) - 390 * 0.8) < 1e-9)
        let last = try #require(samples.last)
        #expect(last.state["presented"] == .bool(false) && last.state["animating"] == .bool(false))
        #expect(last.frame.nodes.first { $0.id == ZoomScene.NodeID.firstThumbnail }?.frame == thumbnail)
        #expect(!last.frame.nodes.contains { $0.id == ZoomScene.NodeID.presented })
    }
}
