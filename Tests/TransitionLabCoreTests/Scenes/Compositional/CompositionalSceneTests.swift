import Testing
import TransitionLabProtocol

@testable import TransitionLabCore

@Suite struct CompositionalSceneTests {
    let viewport = Size(width: 390, height: 844)
    /// The 390 × 844 screen's safe area (`SafeArea`): the list's `adjustedContentInset`. At rest the content starts
    /// `top` below the screen's top edge (`contentOffset.y = −top`), so a band at content y sits at y + top on screen.
    let top = 47.0
    let bottom = 34.0

    /// The brand names' label widths in Liberation Sans Regular units (advances from its table, 2048 per em):
    /// - Whiskas: W 1933 + h 1139 + i 455 + s 1024 + k 1024 + a 1139 + s 1024 = 7738
    /// - Royal Canin: R 1479 + o 1139 + y 1024 + a 1139 + l 455 + space 569 + C 1479 + a 1139 + n 1139 + i 455
    ///   + n 1139 = 11156
    /// - Purina ONE: P 1366 + u 1139 + r 682 + i 455 + n 1139 + a 1139 + space 569 + O 1593 + N 1479 + E 1366 = 10927
    /// - Hill's Science Diet: H 1479 + i 455 + l 455 + l 455 + ' 391 + s 1024 + space 569 + S 1366 + c 1024 + i 455
    ///   + e 1139 + n 1139 + c 1024 + e 1139 + space 569 + D 1479 + i 455 + e 1139 + t 569 = 16325
    /// - Fancy Feast: F 1251 + a 1139 + n 1139 + c 1024 + y 1024 + space 569 + F 1251 + e 1139 + a 1139 + s 1024
    ///   + t 569 = 11268
    /// - Iams: I 569 + a 1139 + m 1706 + s 1024 = 4438
    /// - Sheba: S 1366 + h 1139 + e 1139 + b 1139 + a 1139 = 5922
    /// - Blue Buffalo: B 1366 + l 455 + u 1139 + e 1139 + space 569 + B 1366 + u 1139 + f 569 + f 569 + a 1139
    ///   + l 455 + o 1139 = 11044
    let brandLabelUnits = [7738.0, 11156, 10927, 16325, 11268, 4438, 5922, 11044]

    /// Each brand group is its pill (label at 17 pt, units·17/2048, plus 16-pt padding on both sides) plus the item's
    /// 8-pt insets on both sides, one after another from x = 0 (the section has no leading inset): Whiskas is
    /// 64.2314 + 32 + 16 = 112.2314 wide, so group 1 starts at 112.2314, and so on.
    var brandGroupWidths: [Double] { brandLabelUnits.map { $0 * 17 / 2048 + 2 * 16 + 2 * 8 } }

    /// The groups' leading edges: running sums of the widths.
    var brandGroupEdges: [Double] { brandGroupWidths.indices.map { brandGroupWidths[..<$0].reduce(0, +) } }

    /// The content is 1038.2510 pt wide, so the section scrolls up to 1038.2510 − 390 = 648.2510.
    var brandMaximumOffset: Double { brandGroupWidths.reduce(0, +) - 390 }

    @Test func brandPillsSizeToTheirLabels() {
        let scene = CompositionalScene(viewport: viewport)
        // "Whiskas" in Liberation Sans (Arial metrics) at 17 pt: W 1933 + h 1139 + i 455 + s 1024 + k 1024 + a 1139
        // + s 1024 = 7738 units → 7738·17/2048 = 64.2314… pt, plus 16-pt padding on both sides.
        let pill = scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(abs((pill?.frame.width ?? 0) - (7738.0 * 17 / 2048 + 32)) < 1e-9)
        #expect(pill?.frame.height == 44)
        // Every pill sits 8 pt into its group.
        for (item, edge) in brandGroupEdges.enumerated() {
            let frame = scene.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(abs((frame?.minX ?? 0) - (edge + 8)) < 1e-9)
            #expect(abs((frame?.width ?? 0) - (brandGroupWidths[item] - 16)) < 1e-9)
        }
    }

    @Test func flingOnBrandNamesRestsOnAGroupsLeadingEdge() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        // The brand band: 44-pt header, 16-pt inset → content y 60…104, on screen 107…151.
        let end = driver.pan(from: Point(x: 300, y: 82 + top), translation: Point(x: -180, y: 0), duration: 0.08)
        driver.pointer(.up, end)
        driver.settle()
        let offset = try #require(driver.numbers("orthogonalOffsets")?.first)
        #expect(offset > 0)
        #expect(brandGroupEdges.contains { abs($0 - offset) < 1e-9 } || abs(offset - brandMaximumOffset) < 1e-9)
        #expect(driver.number("contentOffset") == -top)
    }

    @Test func catFoodsRestOnAMultipleOfTheGroupWidth() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        // Cat-food band: section 0 is 44 + 16 + 44 + 16 = 120 tall; then header 44 and inset 16 → content y
        // 180…420, on screen 227…467.
        let end = driver.pan(from: Point(x: 300, y: 300 + top), translation: Point(x: -150, y: 0), duration: 0.08)
        driver.pointer(.up, end)
        driver.settle()
        let offset = try #require(driver.numbers("orthogonalOffsets")?[1])
        // Groups are fractionalWidth(0.5) of 390 = 195 wide; `.groupPaging` moves one group per swipe.
        #expect(offset == 195)
        let second = driver.pan(
            from: Point(x: 300, y: 300 + top), translation: Point(x: -40, y: 0), duration: 0.5, hold: 0.2)
        driver.pointer(.up, second)
        driver.settle()
        let rest = try #require(driver.numbers("orthogonalOffsets")?[1])
        #expect(rest.truncatingRemainder(dividingBy: 195) == 0)
    }

    /// A cat-food (`.groupPaging`) row flicked 100 pt in 0.1 s pages forward, lifted at once or after a short
    /// pause; dragged slowly 60 pt (under half a 195-pt group) it returns.
    @Test(arguments: [(0.0, 100.0, 0.1, 195.0), (0.03, 100.0, 0.1, 195.0), (0.0, 60.0, 1.0, 0.0)])
    func aGroupPagingRowPagesOnAFlickAndReturnsFromASlowShortDrag(
        pause: Double, travel: Double, duration: Double, rest: Double
    ) throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        let end = driver.drag(from: Point(x: 300, y: 300 + top), travel: Point(x: -travel, y: 0), duration: duration)
        driver.advance(by: pause)
        driver.pointer(.up, end)
        driver.settle()
        #expect(driver.numbers("orthogonalOffsets")?[1] == rest)
    }

    @Test func headersStayPinnedWhileTheirSectionIsOnScreen() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        let scene = try #require(driver.scene as? CompositionalScene)
        var checked = 0
        driver.pointer(.down, Point(x: 200, y: 800))
        driver.advance(by: SceneDriver.step)
        driver.pointer(.move, Point(x: 200, y: 789))
        for step in 1...100 {
            driver.advance(by: SceneDriver.step)
            driver.pointer(.move, Point(x: 200, y: 789 - Double(step) * 6))
            let offset = try #require(driver.number("contentOffset"))
            // Headers pin to the visible bounds inset by the adjusted content inset: the line `top` below the
            // screen's top edge, at content y = offset + top.
            let pinLine = offset + top
            for section in 0..<3 {
                let frame = try #require(scene.layout.frame(ofSection: section))
                let header = driver.node(UInt32(1 + section))
                // While the section covers the pin line with room for its 44-pt header, the header sits just below
                // the status bar.
                if frame.minY <= pinLine, pinLine + 44 <= frame.maxY {
                    #expect(abs((header?.frame.minY ?? .nan) - top) < 1e-9)
                    checked += 1
                } else if frame.minY <= pinLine, pinLine < frame.maxY {
                    // The section's end pushes it up: its bottom stays on the section's bottom edge.
                    #expect(abs((header?.frame.maxY ?? .nan) - (frame.maxY - offset)) < 1e-9)
                }
            }
        }
        // Offsets −47 + 6k for k = 1…100, so pin lines 6k; pinned: k ≤ 12 (section 0, 0…120), 20…65 (section 1,
        // 120…436), 73…100 (section 2, from 436): 12 + 46 + 28 = 86.
        #expect(checked == 86)
    }

    @Test func mainScrollDeceleratesToRestWithinBounds() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        let end = driver.pan(from: Point(x: 200, y: 700), translation: Point(x: 0, y: -400), duration: 0.1)
        driver.pointer(.up, end)
        driver.settle()
        let scene = try #require(driver.scene as? CompositionalScene)
        let offset = try #require(driver.number("contentOffset"))
        // The largest offset shows the content's end just above the home indicator: content + bottom − 844.
        let maximum = scene.layout.collectionViewContentSize.height + bottom - 844
        #expect(offset > 400 && offset <= maximum)
        #expect(driver.flag("animating") == false)
    }

    @Test func replayingTheSameLogTwiceGivesIdenticalFrames() throws {
        // A fling on the brand names, then wheel scrolling down the list.
        let log = """
            {"t":0.1,"type":"pointer","phase":"down","id":1,"x":300,"y":129}
            {"t":0.12,"type":"pointer","phase":"move","id":1,"x":260,"y":129}
            {"t":0.14,"type":"pointer","phase":"move","id":1,"x":200,"y":130}
            {"t":0.16,"type":"pointer","phase":"move","id":1,"x":140,"y":130}
            {"t":0.17,"type":"pointer","phase":"up","id":1,"x":140,"y":130}
            {"t":2.0,"type":"wheel","dx":0,"dy":40,"x":200,"y":600}
            {"t":2.02,"type":"wheel","dx":0,"dy":40,"x":200,"y":600}
            {"t":2.04,"type":"wheel","dx":0,"dy":40,"x":200,"y":600}
            """
        let first = try Replay.frames(log, on: CompositionalScene(viewport: viewport))
        let second = try Replay.frames(log, on: CompositionalScene(viewport: viewport))
        #expect(first.lines == second.lines)
        // Three 40-pt wheel steps from the resting −47.
        #expect(first.last["contentOffset"] == .number(-top + 120))
        guard case .array(let offsets) = first.last["orthogonalOffsets"] else { Issue.record("no offsets"); return }
        #expect(offsets.count == 3 && (offsets.first?.doubleValue ?? 0) > 0)
    }

    @Test func aTouchStopsAFlungSectionWhichThenSettlesOnAGroupEdge() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        let end = driver.pan(from: Point(x: 300, y: 82 + top), translation: Point(x: -180, y: 0), duration: 0.08)
        driver.pointer(.up, end)
        driver.advance(by: 0.1)
        #expect(driver.flag("animating") == true)
        driver.pointer(.down, Point(x: 200, y: 82 + top))
        let stopped = try #require(driver.numbers("orthogonalOffsets")?.first)
        driver.advance(by: 0.3)
        #expect(driver.numbers("orthogonalOffsets")?.first == stopped)
        #expect(driver.flag("animating") == false)
        // Lifted without dragging: the section settles on the nearest group's leading edge (or the end).
        driver.pointer(.up, Point(x: 200, y: 82 + top))
        driver.settle()
        let rest = try #require(driver.numbers("orthogonalOffsets")?.first)
        #expect(brandGroupEdges.contains { abs($0 - rest) < 1e-9 } || abs(rest - brandMaximumOffset) < 1e-9)
    }

    @Test func aPanBelongsToTheSectionItTouchedDownOn() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        // Down on the brand band (screen y 107…151) near its bottom; the pan is recognised 17 pt away at y = 155,
        // below the band, moving mostly sideways: it scrolls the brand names, not the list.
        driver.pointer(.down, Point(x: 300, y: 100 + top))
        driver.advance(by: SceneDriver.step)
        driver.pointer(.move, Point(x: 285, y: 108 + top))
        for step in 1...10 {
            driver.advance(by: SceneDriver.step)
            driver.pointer(.move, Point(x: 285 - Double(step) * 10, y: 108 + top))
        }
        driver.advance(by: 0.2)
        driver.pointer(.move, Point(x: 185, y: 108 + top))
        #expect(driver.numbers("orthogonalOffsets")?.first == 100)
        #expect(driver.number("contentOffset") == -top)
    }

    @Test func theReplayRunnerRestsFlingsOnGroupEdges() throws {
        // A fling on the brand names (band on screen y 107…151), then one on the cat foods (band y 227…467).
        let log = """
            {"t":0.1,"type":"pointer","phase":"down","id":1,"x":300,"y":129}
            {"t":0.12,"type":"pointer","phase":"move","id":1,"x":260,"y":129}
            {"t":0.14,"type":"pointer","phase":"move","id":1,"x":200,"y":129}
            {"t":0.16,"type":"pointer","phase":"move","id":1,"x":140,"y":129}
            {"t":0.17,"type":"pointer","phase":"up","id":1,"x":140,"y":129}
            {"t":3.0,"type":"pointer","phase":"down","id":2,"x":300,"y":347}
            {"t":3.02,"type":"pointer","phase":"move","id":2,"x":260,"y":347}
            {"t":3.04,"type":"pointer","phase":"move","id":2,"x":200,"y":347}
            {"t":3.05,"type":"pointer","phase":"up","id":2,"x":200,"y":347}
            """
        let samples = try Replay(jsonLines: log).samples(on: CompositionalScene(viewport: viewport))
        let last = try #require(samples.last)
        guard case .array(let offsets) = last.state["orthogonalOffsets"] else {
            Issue.record("no offsets")
            return
        }
        let brands = try #require(offsets.first?.doubleValue)
        #expect(brands > 0)
        #expect(brandGroupEdges.contains { abs($0 - brands) < 1e-9 } || abs(brands - brandMaximumOffset) < 1e-9)
        // Cat-food groups are fractionalWidth(0.5) of 390 = 195 wide; `.groupPaging` moves one group per swipe.
        #expect(offsets[1] == .number(195))
        #expect(last.state["contentOffset"] == .number(-top) && last.state["animating"] == .bool(false))
    }

    /// At rest the list starts below the status bar: `contentOffset.y = −adjustedContentInset.top` and the first
    /// header's top edge on screen at the safe area's top, on each preset's safe area.
    @Test(arguments: [(390.0, 844.0, 47.0), (393, 852, 59), (375, 667, 20)])
    func theListRestsBelowTheStatusBar(width: Double, height: Double, top: Double) throws {
        let viewport = Size(width: width, height: height)
        let driver = SceneDriver(CompositionalScene(viewport: viewport))
        #expect(driver.number("contentOffset") == -top)
        #expect(driver.node(1)?.frame.minY == top)
    }

    /// Pulled down past the top and released, the list springs back to −top, not to 0 (the rubber band's edge is
    /// the inset one); flung hard to the end it rests at content + bottom − viewport (the last cells above the home
    /// indicator), its largest offset.
    @Test func rubberBandAndDecelerationUseTheAdjustedInset() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        let scene = try #require(driver.scene as? CompositionalScene)
        let pull = driver.drag(from: Point(x: 200, y: 500), travel: Point(x: 0, y: 200), duration: 0.5)
        let pulled = try #require(driver.number("contentOffset"))
        #expect(pulled < -top - 20, "the content follows the finger past the top, resisted")
        driver.pointer(.up, pull)
        driver.settle()
        #expect(driver.number("contentOffset") == -top)
        let maximum = scene.layout.collectionViewContentSize.height + bottom - viewport.height
        for _ in 0..<4 {
            let end = driver.pan(from: Point(x: 200, y: 780), translation: Point(x: 0, y: -700), duration: 0.08)
            driver.pointer(.up, end)
            driver.settle()
        }
        #expect(abs((driver.number("contentOffset") ?? .nan) - maximum) < 1e-9)
    }
}
