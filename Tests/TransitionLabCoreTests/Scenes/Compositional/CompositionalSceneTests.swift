import Testing
@testable import TransitionLabCore

@Suite struct CompositionalSceneTests {
    let viewport = Size(width: 390, height: 844)

    @Test func brandPillsSizeToTheirLabels() {
        let scene = CompositionalScene(viewport: viewport)
        // "Whiskas" in Liberation Sans (Arial metrics) at 17 pt: W 1933 + h 1139 + i 455 + s 1024 + k 1024 + a 1139
        // + s 1024 = 7738 units → 7738·17/2048 = 64.2314… pt, plus 16-pt padding on both sides.
        let pill = scene.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect(abs((pill?.frame.width ?? 0) - (7738.0 * 17 / 2048 + 32)) < 1e-9)
        #expect(pill?.frame.height == 44)
    }

    @Test func flingOnBrandNamesRestsOnAGroupsLeadingEdge() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        // The brand band: 44-pt header, 16-pt inset → y 60…104.
        let end = driver.pan(from: Point(x: 300, y: 82), translation: Point(x: -180, y: 0), duration: 0.08)
        driver.pointer(.up, end)
        driver.settle()
        let scene = try #require(driver.scene as? CompositionalScene)
        let offset = try #require(driver.numbers("orthogonalOffsets")?.first)
        #expect(offset > 0)
        // Group leading edges, from the cells: each group is its pill plus the item's 8-pt insets on both sides,
        // so group i starts where cell i starts minus 8 (and the section has no leading inset).
        let edges = (0..<8).compactMap { scene.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
            .map { $0 - 8 }
        let contentWidth = try #require(scene.layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))).frame.maxX + 8
        let lastTarget = contentWidth - 390
        #expect(edges.contains { abs($0 - offset) < 1e-9 } || abs(offset - lastTarget) < 1e-9)
        #expect(driver.number("contentOffset") == 0)
    }

    @Test func catFoodsRestOnAMultipleOfTheGroupWidth() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        // Cat-food band: section 0 is 44 + 16 + 44 + 16 = 120 tall; then header 44 and inset 16 → y 180…420.
        let end = driver.pan(from: Point(x: 300, y: 300), translation: Point(x: -150, y: 0), duration: 0.08)
        driver.pointer(.up, end)
        driver.settle()
        let offset = try #require(driver.numbers("orthogonalOffsets")?[1])
        // Groups are fractionalWidth(0.5) of 390 = 195 wide; `.groupPaging` moves one group per swipe.
        #expect(offset == 195)
        let second = driver.pan(from: Point(x: 300, y: 300), translation: Point(x: -40, y: 0), duration: 0.5, hold: 0.2)
        driver.pointer(.up, second)
        driver.settle()
        let rest = try #require(driver.numbers("orthogonalOffsets")?[1])
        #expect(rest.truncatingRemainder(dividingBy: 195) == 0)
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
            for section in 0..<3 {
                let frame = try #require(scene.layout.frame(ofSection: section))
                let header = driver.node(UInt32(1 + section))
                // While the section covers the top of the screen with room for its 44-pt header, the header sits at
                // the top of the screen.
                if frame.minY <= offset, offset + 44 <= frame.maxY {
                    #expect(abs((header?.frame.minY ?? .nan) - 0) < 1e-9)
                    checked += 1
                } else if frame.minY <= offset, offset < frame.maxY {
                    // The section's end pushes it up: its bottom stays on the section's bottom edge.
                    #expect(abs((header?.frame.maxY ?? .nan) - (frame.maxY - offset)) < 1e-9)
                }
            }
        }
        // Offsets 6k for k = 1…100; pinned: k ≤ 12 (section 0, 0…120), 20…65 (section 1, 120…436), 73…100
        // (section 2, from 436): 12 + 46 + 28 = 86.
        #expect(checked == 86)
    }

    @Test func mainScrollDeceleratesToRestWithinBounds() throws {
        var driver = SceneDriver(CompositionalScene(viewport: viewport))
        let end = driver.pan(from: Point(x: 200, y: 700), translation: Point(x: 0, y: -400), duration: 0.1)
        driver.pointer(.up, end)
        driver.settle()
        let scene = try #require(driver.scene as? CompositionalScene)
        let offset = try #require(driver.number("contentOffset"))
        let maximum = scene.layout.collectionViewContentSize.height - 844
        #expect(offset > 400 && offset <= maximum)
        #expect(driver.flag("animating") == false)
    }

    @Test func replayingTheSameLogTwiceGivesIdenticalFrames() throws {
        // A fling on the brand names, then wheel scrolling down the list.
        let log = """
            {"t":0.1,"type":"pointer","phase":"down","id":1,"x":300,"y":82}
            {"t":0.12,"type":"pointer","phase":"move","id":1,"x":260,"y":82}
            {"t":0.14,"type":"pointer","phase":"move","id":1,"x":200,"y":83}
            {"t":0.16,"type":"pointer","phase":"move","id":1,"x":140,"y":83}
            {"t":0.17,"type":"pointer","phase":"up","id":1,"x":140,"y":83}
            {"t":2.0,"type":"wheel","dx":0,"dy":40,"x":200,"y":600}
            {"t":2.02,"type":"wheel","dx":0,"dy":40,"x":200,"y":600}
            {"t":2.04,"type":"wheel","dx":0,"dy":40,"x":200,"y":600}
            """
        let first = try Replay.frames(log, on: CompositionalScene(viewport: viewport))
        let second = try Replay.frames(log, on: CompositionalScene(viewport: viewport))
        #expect(first.lines == second.lines)
        #expect(first.last["contentOffset"] == .number(120))
        guard case .array(let offsets) = first.last["orthogonalOffsets"] else { Issue.record("no offsets"); return }
        #expect(offsets.count == 3 && (offsets.first?.doubleValue ?? 0) > 0)
    }
}
