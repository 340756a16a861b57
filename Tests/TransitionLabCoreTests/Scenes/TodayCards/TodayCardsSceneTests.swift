import Foundation
import Testing
import TransitionLabProtocol

@testable import TransitionLabCore

@Suite struct TodayCardsSceneTests {
    // Card 0 at 390 × 844: x = 20, width 390 − 2·20 = 350, height 410, centred in the first 440-pt row below the
    // 96-pt header, which starts at the iPhone 14's 47-pt top safe-area inset: y = 47 + 96 + (440 − 410)/2 = 158.
    let cardFrame = Rect(x: 20, y: 158, width: 350, height: 410)

    @Test func theListStartsBelowTheStatusBarOfEachDevice() throws {
        // Top insets: 47 (notch), 59 (Dynamic Island), 20 (iPhone SE's status bar).
        for (viewport, top) in [
            (Size(width: 390, height: 844), 47.0), (Size(width: 393, height: 852), 59),
            (Size(width: 375, height: 667), 20),
        ] {
            let scene = TodayCardsScene(viewport: viewport)
            let frame = scene.frame()
            let title = try #require(frame.nodes.first { $0.id == TodayCardsScene.NodeID.header })
            let card = try #require(frame.nodes.first { $0.id == TodayCardsScene.NodeID.firstCard })
            #expect(title.frame.minY >= top, "the large title is below the status bar")
            #expect(abs(card.frame.minY - (top + 96 + 15)) < 1e-9)
            #expect(abs(title.frame.minX - 16) < 1e-9, "the title is left-aligned at the card inset (less padding)")
        }
    }

    /// A tab bar is 49 pt plus the bottom safe-area inset (Apple's Human Interface Guidelines, "Tab bars" and
    /// "Layout"): 49 + 34 = 83 pt on a Face ID iPhone, 49 pt on the home-button iPhone SE.
    @Test func theTabBarIs49PointsAboveTheSafeArea() throws {
        for (viewport, height) in [
            (Size(width: 390, height: 844), 83.0), (Size(width: 393, height: 852), 83),
            (Size(width: 375, height: 667), 49),
        ] {
            let bar = try #require(
                TodayCardsScene(viewport: viewport).frame().nodes.first { $0.id == TodayCardsScene.NodeID.tabBar })
            #expect(bar.frame.height == height && bar.frame.maxY == viewport.height)
        }
    }

    @Test func editingANonSpringGroupKeepsTheGraphedSpring() throws {
        let scene = TodayCardsScene(viewport: Size(width: 390, height: 844))
        try scene.setParameter("dismissDamping", to: 0.8)
        #expect(scene.springPreview?.title == "Dismiss spring")
        try scene.setParameter("pullDownDistance", to: 120)
        #expect(scene.springPreview?.title == "Dismiss spring", "a pull-down setting is not a spring")
        try scene.setParameter("presentDamping", to: 0.5)
        #expect(scene.springPreview?.title == "Present spring")
    }

    @Test func darkAppearanceUsesUIKitsDarkSystemColours() throws {
        let scene = TodayCardsScene(viewport: Size(width: 390, height: 844))
        #expect(scene.frame().background == .white)
        try scene.setParameter(SystemColors.darkAppearanceKey, to: 1)
        #expect(scene.frame().background == .black)
        let title = try #require(scene.nodeContents.first { $0.id == TodayCardsScene.NodeID.header })
        #expect(title.textColor == .white)
    }

    private func presentedDriver() -> SceneDriver {
        var driver = SceneDriver(TodayCardsScene(viewport: Size(width: 390, height: 844)))
        driver.tap(at: cardFrame.center)
        driver.settle()
        return driver
    }

    private func detailFrame(_ driver: SceneDriver) -> [Double]? { driver.numbers("detailFrame") }

    @Test func tapOnCardZeroPresentsFullScreen() {
        let driver = presentedDriver()
        #expect(driver.flag("presented") == true)
        #expect(driver.flag("animating") == false)
        #expect(detailFrame(driver) == [0, 0, 390, 844])
        // The close button sits at (W − 50, 20) below the 47-pt safe-area top, fully opaque; the tab bar is below the
        // screen.
        let close = driver.node(TodayCardsScene.NodeID.closeButton)
        #expect(close?.frame == Rect(x: 340, y: 47 + 20, width: 30, height: 30))
        #expect(close?.alpha == 1)
        #expect(driver.node(TodayCardsScene.NodeID.tabBar)?.frame.minY == 844)
    }

    @Test func presentOvershootMatchesTheDampedOscillator() throws {
        var driver = SceneDriver(TodayCardsScene(viewport: Size(width: 390, height: 844)))
        driver.tap(at: cardFrame.center)
        #expect(driver.flag("presented") == false)
        let start = try #require(driver.node(TodayCardsScene.NodeID.detail)).frame.height
        var peak = start
        while driver.scene.isAnimating {
            driver.advance(by: SceneDriver.step)
            peak = max(peak, driver.node(TodayCardsScene.NodeID.detail)?.frame.height ?? 0)
        }
        // A spring released from rest overshoots its target by exp(−πζ/√(1−ζ²)) of the distance; ζ = 0.5:
        // exp(−π·0.5/0.8660) = 0.16303.
        let zeta = 0.5
        let expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        let measured = (peak - 844) / (844 - start)
        #expect(abs(measured - expected) / expected < 0.01)
        #expect(driver.flag("presented") == true)
    }

    @Test func pullDownSixtyPointsStaysPresented() {
        var driver = presentedDriver()
        let end = driver.pan(from: Point(x: 195, y: 300), translation: Point(x: 0, y: 60), duration: 0.3, hold: 0.15)
        // progress 0.6: scale 1 − 0.14·0.6 = 0.916, so 390·0.916 = 357.24 wide.
        #expect(abs((detailFrame(driver)?[2] ?? 0) - 357.24) < 1e-9)
        #expect(abs((driver.node(TodayCardsScene.NodeID.detail)?.cornerRadius ?? 0) - 15 * 0.6 * 0.916) < 1e-9)
        driver.pointer(.up, end)
        driver.settle()
        #expect(driver.flag("presented") == true)
        #expect(detailFrame(driver) == [0, 0, 390, 844])
    }

    @Test func pullDownPastOneHundredPointsDismissesToTheCell() {
        var driver = presentedDriver()
        driver.pan(from: Point(x: 195, y: 300), translation: Point(x: 0, y: 110), duration: 0.3)
        driver.pointer(.up, Point(x: 195, y: 421))
        driver.settle()
        #expect(driver.flag("presented") == false)
        #expect(driver.node(TodayCardsScene.NodeID.detail) == nil)
        let card = driver.node(TodayCardsScene.NodeID.firstCard)
        #expect(card?.frame == cardFrame)
        #expect(card?.alpha == 1)
        #expect(driver.node(TodayCardsScene.NodeID.tabBar)?.frame.minY == 761)
    }

    @Test func closeButtonDismisses() {
        var driver = presentedDriver()
        driver.tap(at: Point(x: 355, y: 47 + 35))  // the button's centre, below the 47-pt safe-area top
        #expect(driver.flag("animating") == true)
        driver.settle()
        #expect(driver.flag("presented") == false)
    }

    @Test func changingTheSpringMidAnimationIsContinuous() throws {
        var driver = SceneDriver(TodayCardsScene(viewport: Size(width: 390, height: 844)))
        driver.tap(at: cardFrame.center)
        driver.advance(by: 0.2)
        let before = try #require(driver.node(TodayCardsScene.NodeID.detail)).frame
        try driver.scene.setParameter("presentDuration", to: 0.4)
        #expect(driver.node(TodayCardsScene.NodeID.detail)?.frame == before)
        driver.settle()
        #expect(driver.flag("presented") == true)
        let preview = try #require(driver.scene.springPreview)
        #expect(preview.duration == 0.4 && preview.title == "Present spring")
    }

    @Test func replayingTheSameLogTwiceGivesIdenticalFrames() throws {
        // Tap card 0, change the present spring mid-flight, then pull the detail view down (the pan begins at y = 340,
        // so its translation reaches 140 pt).
        let log = """
            {"t":0.1,"type":"pointer","phase":"down","id":1,"x":195,"y":316}
            {"t":0.15,"type":"pointer","phase":"up","id":1,"x":195,"y":316}
            {"t":0.3,"type":"param","key":"presentDamping","value":0.7}
            {"t":2.0,"type":"pointer","phase":"down","id":2,"x":195,"y":300}
            {"t":2.05,"type":"pointer","phase":"move","id":2,"x":195,"y":340}
            {"t":2.1,"type":"pointer","phase":"move","id":2,"x":195,"y":380}
            {"t":2.15,"type":"pointer","phase":"move","id":2,"x":195,"y":430}
            {"t":2.2,"type":"pointer","phase":"move","id":2,"x":195,"y":480}
            {"t":2.25,"type":"pointer","phase":"up","id":2,"x":195,"y":480}
            """
        let first = try Replay.frames(log, on: TodayCardsScene(viewport: Size(width: 390, height: 844)))
        let second = try Replay.frames(log, on: TodayCardsScene(viewport: Size(width: 390, height: 844)))
        #expect(first.lines == second.lines)
        #expect(first.last["presented"] == .bool(false) && first.last["animating"] == .bool(false))
    }

    @Test func touchingACardHighlightsItAndLiftingReleasesIt() throws {
        var driver = SceneDriver(TodayCardsScene(viewport: Size(width: 390, height: 844)))
        driver.pointer(.down, cardFrame.center)
        driver.advance(by: 0.1)
        // Scale 0.95 about the centre after 0.1 s: 350·0.95 = 332.5 wide, 410·0.95 = 389.5 tall.
        let pressed = try #require(driver.node(TodayCardsScene.NodeID.firstCard)).frame
        #expect(abs(pressed.width - 332.5) < 1e-9 && abs(pressed.height - 389.5) < 1e-9)
        #expect(abs(pressed.midX - cardFrame.midX) < 1e-9 && abs(pressed.midY - cardFrame.midY) < 1e-9)
        // Held past the tap's time limit, then lifted: no tap, the card returns to its frame over 0.3 s.
        driver.advance(by: 1.5)
        driver.pointer(.up, cardFrame.center)
        driver.advance(by: 0.15)
        let halfway = try #require(driver.node(TodayCardsScene.NodeID.firstCard)).frame.width
        #expect(halfway > 332.5 && halfway < 350)
        driver.advance(by: 0.16)
        #expect(driver.node(TodayCardsScene.NodeID.firstCard)?.frame == cardFrame)
        #expect(driver.flag("presented") == false && driver.flag("animating") == false)
    }

    @Test func pullDownOnlyFromTheTopOfTheDetailContent() throws {
        var driver = presentedDriver()
        // Scroll the detail content up 200 pt (held still before lifting: no fling).
        let up = driver.pan(from: Point(x: 195, y: 600), translation: Point(x: 0, y: -200), duration: 0.3, hold: 0.2)
        driver.pointer(.up, up)
        driver.settle()
        let scrolled = try #require(driver.node(TodayCardsScene.NodeID.detailImage)).frame.minY
        #expect(abs(scrolled + 200) < 1e-9)
        // Dragging down now scrolls the content back instead of shrinking the view.
        driver.pan(from: Point(x: 195, y: 300), translation: Point(x: 0, y: 150), duration: 0.3, hold: 0.2)
        #expect(detailFrame(driver) == [0, 0, 390, 844])
        #expect(abs((driver.node(TodayCardsScene.NodeID.detailImage)?.frame.minY ?? .nan) + 50) < 1e-9)
    }

    @Test func aTouchStopsAFlungListAndItsTapDoesNotPresent() {
        var driver = SceneDriver(TodayCardsScene(viewport: Size(width: 390, height: 844)))
        // A tap on a card while the list coasts: the touch-down stops the list, and the tap selects nothing.
        let tap = driver.tapWhileCoasting(at: Point(x: 195, y: 400))
        #expect(tap.wasCoasting && tap.offsets[0] != nil && Set(tap.offsets).count == 1)
        #expect(driver.flag("presented") == false && driver.scene.state["selectedCard"] == .null)
        // The list at rest, the next tap presents.
        driver.tap(at: Point(x: 195, y: 400))
        #expect(driver.scene.state["selectedCard"] != .null)
    }

    @Test func fingerTravelIsTheTranslationPlusTheHysteresis() {
        // Finger travel from touch-down, 1-pt steps: the pan begins at 11 pt with translation 0, so 110 pt of travel
        // is a translation of 99 (progress 0.99, released: stays) and 111 pt is 100 (progress 1: dismisses).
        var short = presentedDriver()
        let end = short.drag(from: Point(x: 195, y: 300), travel: Point(x: 0, y: 110), duration: 0.3)
        #expect(abs((detailFrame(short)?[2] ?? 0) - 390 * (1 - 0.14 * 0.99)) < 1e-9)
        short.advance(by: 0.2)
        short.pointer(.up, end)
        short.settle()
        #expect(short.flag("presented") == true)
        var long = presentedDriver()
        long.drag(from: Point(x: 195, y: 300), travel: Point(x: 0, y: 111), duration: 0.3)
        long.settle()
        #expect(long.flag("presented") == false)
    }

    @Test func theReplayRunnerPresentsAndPullsDownToDismiss() throws {
        // Tap card 0 (centre (195, 316)); once presented, pull down: touch-down at y = 300, the pan begins at
        // y = 311 (11 pt > 10-pt hysteresis) with translation 0, and reaches 110 pt at y = 421.
        let log = """
            {"t":0.1,"type":"pointer","phase":"down","id":1,"x":195,"y":316}
            {"t":0.15,"type":"pointer","phase":"up","id":1,"x":195,"y":316}
            {"t":2.0,"type":"pointer","phase":"down","id":2,"x":195,"y":300}
            {"t":2.02,"type":"pointer","phase":"move","id":2,"x":195,"y":311}
            {"t":2.04,"type":"pointer","phase":"move","id":2,"x":195,"y":351}
            {"t":2.06,"type":"pointer","phase":"move","id":2,"x":195,"y":391}
            {"t":2.08,"type":"pointer","phase":"move","id":2,"x":195,"y":421}
            {"t":2.1,"type":"pointer","phase":"up","id":2,"x":195,"y":421}
            """
        let samples = try Replay(jsonLines: log).samples(on: TodayCardsScene(viewport: Size(width: 390, height: 844)))
        let presented = try #require(samples.first { $0.time >= 1.9 })
        #expect(presented.state["presented"] == .bool(true))
        #expect(presented.state["detailFrame"] == .array([0, 0, 390, 844].map(SceneState.Value.number)))
        let last = try #require(samples.last)
        #expect(last.state["presented"] == .bool(false) && last.state["animating"] == .bool(false))
        #expect(last.frame.nodes.first { $0.id == TodayCardsScene.NodeID.firstCard }?.frame == cardFrame)
        #expect(!last.frame.nodes.contains { $0.id == TodayCardsScene.NodeID.detail })
    }
}
