import Foundation
import Testing
import TransitionLabProtocol

@testable import TransitionLabCore

@Suite struct PhotoGridSceneTests {
    private let viewport = Size(width: 390, height: 844)

    /// Two fingers 100 pt apart around (195, 400) from `start`, spreading symmetrically to `scale` × 100 pt (and
    /// rising `rise` pt) over 0.5 s in 60 Hz steps, then lifting `lift` s after the last move: one pinch as a browser
    /// reports it, one line per pointer event.
    private func pinch(to scale: Double, from start: Double, rising rise: Double = 0, lift: Double = 0.01) -> [String] {
        var lines = [
            #"{"t":\#(start),"type":"pointer","phase":"down","id":1,"x":145,"y":400}"#,
            #"{"t":\#(start),"type":"pointer","phase":"down","id":2,"x":245,"y":400}"#,
        ]
        var t = start
        for step in 1...30 {
            t = start + Double(step) / 60
            let half = 50 * (1 + (scale - 1) * Double(step) / 30)
            let y = 400 - rise * Double(step) / 30
            lines.append(#"{"t":\#(t),"type":"pointer","phase":"move","id":1,"x":\#(195 - half),"y":\#(y)}"#)
            lines.append(#"{"t":\#(t),"type":"pointer","phase":"move","id":2,"x":\#(195 + half),"y":\#(y)}"#)
        }
        let half = 50 * scale
        let y = 400 - rise
        lines.append(#"{"t":\#(t + lift),"type":"pointer","phase":"up","id":1,"x":\#(195 - half),"y":\#(y)}"#)
        lines.append(#"{"t":\#(t + lift),"type":"pointer","phase":"up","id":2,"x":\#(195 + half),"y":\#(y)}"#)
        return lines
    }

    private func replay(_ lines: [String]) throws -> [Replay.Sample] {
        try Replay(jsonLines: lines.joined(separator: "\n")).samples(on: PhotoGridScene(viewport: viewport))
    }

    private func settledColumns(_ samples: [Replay.Sample]) -> SceneState.Value? {
        #expect(samples.last?.state["transitionProgress"] == .null)
        return samples.last?.state["columns"]
    }

    @Test func startsWithNineColumnsOfColouredCells() {
        let scene = PhotoGridScene(viewport: viewport)
        let frame = scene.frame()
        #expect(scene.state["columns"] == .number(9))
        #expect(frame.background == .black)
        // Side (390 − 8)/9 = 42.444…; cell 10 starts the second row at y = side + 1 below the 47-pt top inset.
        let side = (390.0 - 8) / 9
        let cell10 = frame.nodes.first { $0.id == 11 }!
        #expect(abs(cell10.frame.minY - (47 + side + 1)) < 1e-9)
        #expect(abs(cell10.frame.width - side) < 1e-9)
        #expect(cell10.fill == Color(hue: 10.0 / 200, saturation: 0.8, brightness: 0.9))
    }

    /// Two fingers that meet (span 0, then scale 0) cancel the pinch instead of trapping; the scene settles.
    @Test func fingersThatMeetCancelThePinch() throws {
        let lines = [
            #"{"t":0,"type":"pointer","phase":"down","id":1,"x":100,"y":300}"#,
            #"{"t":0.01,"type":"pointer","phase":"down","id":2,"x":200,"y":300}"#,
            #"{"t":0.02,"type":"pointer","phase":"move","id":2,"x":150,"y":300}"#,
            #"{"t":0.03,"type":"pointer","phase":"move","id":2,"x":100,"y":300}"#,
            #"{"t":0.04,"type":"pointer","phase":"move","id":2,"x":100,"y":300}"#,
            #"{"t":0.05,"type":"pointer","phase":"move","id":2,"x":300,"y":300}"#,
            #"{"t":0.06,"type":"pointer","phase":"up","id":2,"x":300,"y":300}"#,
            #"{"t":0.07,"type":"pointer","phase":"up","id":1,"x":100,"y":300}"#,
        ]
        let samples = try replay(lines)
        #expect(settledColumns(samples) == .number(9))
        for sample in samples {
            for node in sample.frame.nodes {
                #expect(node.frame.minX.isFinite && node.frame.minY.isFinite && node.frame.width.isFinite)
            }
        }
    }

    @Test func pinchOutTo1_6FinishesAtSevenColumns() throws {
        // log2(1.6) = 0.678: target = 2 + floor(0.678) + 1 = 3 (7 columns); progress 0.678 > 0.5 finishes.
        let samples = try replay(pinch(to: 1.6, from: 0.1))
        #expect(settledColumns(samples) == .number(7))
    }

    @Test func pinchOutTo1_3CancelsBackToNine() throws {
        // log2(1.3) = 0.379 ≤ 0.5: the transition towards 7 columns is cancelled.
        let samples = try replay(pinch(to: 1.3, from: 0.1))
        #expect(samples.contains { $0.state["transitionProgress"] != .null })
        #expect(settledColumns(samples) == .number(9))
    }

    @Test func pinchInTo0_6FinishesAtElevenColumns() throws {
        // log2(0.6) = −0.737: target = 2 + floor(−0.737) = 1 (11 columns); progress 0.737 finishes.
        let samples = try replay(pinch(to: 0.6, from: 0.1))
        #expect(settledColumns(samples) == .number(11))
    }

    @Test func aSecondPinchContinuesFromTheNewLayout() throws {
        let samples = try replay(pinch(to: 1.6, from: 0.1) + pinch(to: 1.6, from: 2))
        #expect(samples.contains { $0.time > 1.5 && $0.time < 2 && $0.state["columns"] == .number(7) })
        #expect(settledColumns(samples) == .number(5))
    }

    @Test func progressNeverExceedsOne() throws {
        // log2(3) = 1.58 would be progress 1.58 unclamped; a fast pinch also flings the finishing spring.
        let samples = try replay(pinch(to: 3, from: 0.1))
        let progress = samples.compactMap { $0.state["transitionProgress"]?.doubleValue }
        #expect(progress.contains { $0 == 1 })
        #expect(progress.allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(settledColumns(samples) == .number(7))
    }

    @Test func aFlingDeceleratesToRestWithinBounds() throws {
        // Nine columns: 23 rows of 42.444 pt and 22 gaps = 998.2 pt of content; with the safe area's insets (top 47,
        // bottom 34) the offsets run −47…188.2.
        let maximum = 23 * (390.0 - 8) / 9 + 22 + 34 - 844
        var lines = [#"{"t":0.1,"type":"pointer","phase":"down","id":1,"x":200,"y":700}"#]
        for step in 1...6 {
            let t = 0.1 + Double(step) / 60
            lines.append(#"{"t":\#(t),"type":"pointer","phase":"move","id":1,"x":200,"y":\#(700 - Double(step) * 20)}"#)
        }
        lines.append(#"{"t":0.2,"type":"pointer","phase":"up","id":1,"x":200,"y":580}"#)
        let samples = try replay(lines)
        let offsets = samples.compactMap { $0.state["contentOffset"]?.doubleValue }
        // 1200 pt/s would coast ≈ 600 pt: it overshoots the end, rubber-bands and comes back to rest there.
        #expect(offsets.contains { $0 > maximum + 1 })
        #expect(abs(offsets.last! - maximum) < 1e-9)
        #expect(samples.last?.state["columns"] == .number(9))
    }

    @Test func aSlowDragComesToRestInsideTheRange() throws {
        let lines = [
            #"{"t":0.1,"type":"pointer","phase":"down","id":1,"x":200,"y":700}"#,
            #"{"t":0.2,"type":"pointer","phase":"move","id":1,"x":200,"y":680}"#,
            #"{"t":0.3,"type":"pointer","phase":"move","id":1,"x":200,"y":660}"#,
            #"{"t":0.4,"type":"pointer","phase":"move","id":1,"x":200,"y":640}"#,
            #"{"t":0.5,"type":"pointer","phase":"up","id":1,"x":200,"y":640}"#,
        ]
        let samples = try replay(lines)
        let offsets = samples.compactMap { $0.state["contentOffset"]?.doubleValue }
        #expect(offsets.allSatisfy { $0 >= -47 && $0 <= 188.3 })
        // The pan begins at the first move (20 pt > 10 pt hysteresis) with translation 0, so the drag moves the
        // content 40 pt from its rest at −47; the finger rests 0.1 s before lifting, so nothing is left to coast.
        #expect(abs(offsets.last! - (-47 + 40)) < 1e-9)
        #expect(samples.last?.state["contentOffset"] == samples.dropLast().last?.state["contentOffset"])
    }

    @Test func aLiftBelowTheFlingThresholdDoesNotFling() throws {
        // A steady 40 pt/s drag (2 pt every 50 ms), lifted while still moving: under the shared scroll axis's
        // 50 pt/s threshold, so the content stays where the finger left it.
        var lines = [#"{"t":0.1,"type":"pointer","phase":"down","id":1,"x":200,"y":700}"#]
        for step in 0...13 {
            let time = 0.2 + Double(step) * 0.05
            lines.append(#"{"t":\#(time),"type":"pointer","phase":"move","id":1,"x":200,"y":\#(680 - 2 * step)}"#)
        }
        lines.append(#"{"t":0.9,"type":"pointer","phase":"up","id":1,"x":200,"y":652}"#)
        let samples = try replay(lines)
        let offsets = samples.compactMap { $0.state["contentOffset"]?.doubleValue }
        // The pan begins at the first move with translation 0; the last move is 26 pt past it (a decay from 40 pt/s
        // would add 40/k ≈ 20 pt).
        #expect(abs(offsets.last! - (-47 + 26)) < 1e-9)
    }

    @Test func keepsFocalItemHoldsThePinchedCellUnderTheFingers() throws {
        let param = #"{"t":0,"type":"param","key":"keepsFocalItem","value":1}"#
        let samples = try replay([param] + pinch(to: 1.6, from: 0.1))
        // The cell under the pinch centre (195, 400) at the start, and the point's fraction down that cell.
        let cell = try #require(samples[0].frame.nodes.first { $0.frame.contains(Point(x: 195, y: 400)) })
        let unit = (400 - cell.frame.minY) / cell.frame.height
        let during = samples.filter { $0.state["transitionProgress"] != .null }
        #expect(during.count > 20)
        for sample in during {
            let frame = try #require(sample.frame.nodes.first { $0.id == cell.id }).frame
            // Vertically the point stays put (to the transition's half-pixel snapping at 3×).
            #expect(abs(frame.minY + unit * frame.height - 400) < 0.5)
        }
        #expect(settledColumns(samples) == .number(7))
    }

    @Test func withoutKeepsFocalItemThePinchedCellDrifts() throws {
        let samples = try replay(pinch(to: 1.6, from: 0.1))
        let cell = try #require(samples[0].frame.nodes.first { $0.frame.contains(Point(x: 195, y: 400)) })
        let last = try #require(samples.last?.frame.nodes.first { $0.id == cell.id })
        #expect(!last.frame.contains(Point(x: 195, y: 400)))
    }

    @Test func panningWhilePinchingScrollsTheTransition() throws {
        // Both fingers rise 100 pt while spreading: the pan (same two pointers) begins after 10 pt, so the content
        // scrolls ≈ 90 pt from its rest at −47, simultaneously with the pinch, and the 7-column grid settles there
        // (range −47…809). The fingers rest 0.15 s before lifting (longer than the velocity tracker's 0.1-s
        // horizon): nothing coasts.
        let samples = try replay(pinch(to: 1.6, from: 0.1, rising: 100, lift: 0.15))
        let offset = try #require(samples.last?.state["contentOffset"]?.doubleValue)
        #expect(offset + 47 > 80 && offset + 47 < 100)
        #expect(settledColumns(samples) == .number(7))
    }

    @Test func aPanLiftedDuringATransitionKeepsItsVelocity() throws {
        // The same pinch lifted while the fingers still rise at 100 pt / 0.5 s = 200 pt/s: the content coasts on
        // through the finishing transition and in the new layout, as far as UIScrollView's decay carries 200 pt/s
        // at the normal rate, v / (−1000·ln 0.998) = 200 / 2.002 = 99.90 pt, less the 1/6 pt short of rest where
        // `Animator.decelerate` stops (its default threshold): 99.73 pt beyond the held pinch's rest.
        let held = try replay(pinch(to: 1.6, from: 0.1, rising: 100, lift: 0.15))
        let flung = try replay(pinch(to: 1.6, from: 0.1, rising: 100, lift: 0))
        let rest = try #require(held.last?.state["contentOffset"]?.doubleValue)
        let coasted = try #require(flung.last?.state["contentOffset"]?.doubleValue)
        #expect(abs(coasted - rest - (200 / (-1000 * log(0.998)) - 1.0 / 6)) < 1e-6)
        #expect(settledColumns(flung) == .number(7))
    }

    @Test func theCompletionSpringIsLive() throws {
        // A very slow spring set after the release stretches the finishing animation.
        var lines = pinch(to: 1.6, from: 0.1)
        let fast = try replay(lines)
        lines.append(#"{"t":0.7,"type":"param","key":"completionResponse","value":2}"#)
        let slow = try replay(lines)
        #expect(slow.count > fast.count + 30)
        #expect(settledColumns(slow) == .number(7))
    }

    @Test func aLiveCompletionSpringDoesNotDependOnTheFrameRate() throws {
        // A stiffer spring (response 0.15 s) mid-finish: the pinch lifts at 0.61 s and its last progress sample is at
        // 0.6 s, so at 0.71 s only finish frames are recent. The finish restarts from the old spring's exact state, so
        // frames at the same times agree bit for bit at 60 and 45 frames per second (every 1/15 s: 4m/60 and 3m/45
        // are the same double); restarted from differences of the samples each rate took, they would not.
        let lines = pinch(to: 1.6, from: 0.1) + [#"{"t":0.71,"type":"param","key":"completionResponse","value":0.15}"#]
        let replay = try Replay(jsonLines: lines.joined(separator: "\n"))
        let sixty = try replay.samples(on: PhotoGridScene(viewport: viewport), fps: 60)
        let other = try replay.samples(on: PhotoGridScene(viewport: viewport), fps: 45)
        var compared = 0
        for m in 0..<min(sixty.count / 4, other.count / 3) {
            #expect(other[3 * m].time == sixty[4 * m].time)
            #expect(other[3 * m].state["transitionProgress"] == sixty[4 * m].state["transitionProgress"])
            if sixty[4 * m].time > 0.71, let progress = sixty[4 * m].state["transitionProgress"]?.doubleValue,
                progress < 1
            {
                compared += 1
            }
        }
        #expect(compared >= 2)
        #expect(settledColumns(other) == .number(7))
    }

    @Test func aTrackpadPinchDrivesTheSameTransition() throws {
        var lines = [#"{"t":0.1,"type":"pinch","phase":"begin","scale":1,"x":195,"y":400}"#]
        for step in 1...20 {
            let scale = 1 + 0.6 * Double(step) / 20
            lines.append(
                #"{"t":\#(0.1 + Double(step) / 60),"type":"pinch","phase":"change","scale":\#(scale),"x":195,"y":400}"#)
        }
        lines.append(#"{"t":0.5,"type":"pinch","phase":"end","scale":1.6,"x":195,"y":400}"#)
        #expect(settledColumns(try replay(lines)) == .number(7))
    }

    @Test func wheelScrollingStopsWhereTheWheelLeftIt() throws {
        // Five 10-pt wheel steps from the rest at −47, then quiet: the scroll ends 0.1 s later with no extra coasting.
        let lines = (1...5).map { #"{"t":\#(0.1 + Double($0) / 60),"type":"wheel","dx":0,"dy":10,"x":195,"y":400}"# }
        let samples = try replay(lines)
        #expect(samples.last?.state["contentOffset"] == .number(-47 + 50))
    }

    @Test func wheelScrollingPastTheEndRubberBandsAndReturns() throws {
        // 30 steps of 10 pt = 300 pt asked for from −47, 235.2 pt available: resisted past the end, then back to it.
        let maximum = 23 * (390.0 - 8) / 9 + 22 + 34 - 844
        let lines = (1...30).map { #"{"t":\#(0.1 + Double($0) / 60),"type":"wheel","dx":0,"dy":10,"x":195,"y":400}"# }
        let offsets = try replay(lines).compactMap { $0.state["contentOffset"]?.doubleValue }
        let peak = try #require(offsets.max())
        #expect(peak > maximum && peak < maximum + (-47 + 300 - maximum) * 0.55)
        #expect(abs(offsets.last! - maximum) < 1e-9)
    }

    @Test func replayingAPinchAndScrollTwiceGivesIdenticalFrames() throws {
        let lines = pinch(to: 0.6, from: 0.1, rising: -80) + pinch(to: 1.8, from: 1.5)
        let first = try replay(lines).map(\.jsonLine)
        let second = try replay(lines)
        #expect(first == second.map(\.jsonLine))
        #expect(second.allSatisfy { $0.jsonLine == $0.json.serialized })
    }

    @Test func theDecelerationRateIsLiveMidFling() throws {
        // A 300-pt-tall viewport leaves 998.2 − 300 = 698.2 pt of range; a 600 pt/s fling coasts ≈ 300 pt at
        // .normal (v/1000 · 0.998/0.002) but only ≈ 60 pt at .fast (0.99/0.01) once the rate changes.
        var lines = [#"{"t":0.1,"type":"pointer","phase":"down","id":1,"x":200,"y":250}"#]
        for step in 1...6 {
            lines.append(
                #"{"t":\#(0.1 + Double(step) / 60),"type":"pointer","phase":"move","id":1,"x":200,"y":\#(250 - Double(step) * 10)}"#
            )
        }
        lines.append(#"{"t":0.2,"type":"pointer","phase":"up","id":1,"x":200,"y":190}"#)
        func rest(_ lines: [String]) throws -> Double {
            let scene = PhotoGridScene(viewport: Size(width: 390, height: 300))
            let samples = try Replay(jsonLines: lines.joined(separator: "\n")).samples(on: scene)
            return try #require(samples.last?.state["contentOffset"]?.doubleValue)
        }
        let normal = try rest(lines)
        let fast = try rest(lines + [#"{"t":0.25,"type":"param","key":"decelerationRate","value":0.99}"#])
        #expect(normal > 250 && normal < 698)
        #expect(fast < normal - 150)
    }

    @Test(arguments: [(0.5, 9), (0.5.nextUp, 7)] as [(Double, Int)])
    func progressOfExactlyOneHalfCancels(progress: Double, columns: Int) throws {
        // No pinch scale reaches log2(scale) = 0.5 exactly in binary64 (log2 of the doubles next to √2 gives
        // 0.4999999999999999 and 0.5000000000000001), so the progress is set on the running transition: released at
        // exactly 0.5 it cancels (not above the 0.5 threshold); one ulp above, it finishes.
        let scene = PhotoGridScene(viewport: viewport)
        scene.handle(.trackpadPinch(phase: .began, scale: 1, center: Point(x: 195, y: 400), timestamp: 0))
        scene.advance(to: 0.1)
        scene.handle(.trackpadPinch(phase: .changed, scale: 1.3, center: Point(x: 195, y: 400), timestamp: 0.1))
        scene.advance(to: 0.2)
        var running = try #require(scene.transition)
        running.layout.updateTransitionProgress(progress, at: 0.2)
        scene.transition = running
        scene.handle(.trackpadPinch(phase: .ended, scale: 1.3, center: Point(x: 195, y: 400), timestamp: 0.2))
        var time = 0.2
        while scene.isAnimating, time < 5 {
            time += 1.0 / 60
            scene.advance(to: time)
        }
        #expect(scene.state["transitionProgress"] == .null)
        #expect(scene.state["columns"] == .number(Double(columns)))
    }

    @Test func aTouchStopsAFling() throws {
        // A 300-pt-tall viewport leaves 998.2 − 300 = 698.2 pt of range; a 1200 pt/s fling is still coasting
        // 0.2 s after the lift when a finger touches down and holds for 0.5 s, then lifts without moving.
        var lines = [#"{"t":0.1,"type":"pointer","phase":"down","id":1,"x":200,"y":250}"#]
        for step in 1...6 {
            let y = 250 - Double(step) * 20
            lines.append(#"{"t":\#(0.1 + Double(step) / 60),"type":"pointer","phase":"move","id":1,"x":200,"y":\#(y)}"#)
        }
        lines.append(#"{"t":0.2,"type":"pointer","phase":"up","id":1,"x":200,"y":130}"#)
        lines.append(#"{"t":0.4,"type":"pointer","phase":"down","id":2,"x":200,"y":150}"#)
        lines.append(#"{"t":0.9,"type":"pointer","phase":"up","id":2,"x":200,"y":150}"#)
        let scene = PhotoGridScene(viewport: Size(width: 390, height: 300))
        let samples = try Replay(jsonLines: lines.joined(separator: "\n")).samples(on: scene)
        func offsets(_ times: (Double) -> Bool) -> [Double] {
            samples.filter { times($0.time) }.compactMap { $0.state["contentOffset"]?.doubleValue }
        }
        let coasting = offsets { $0 > 0.2 && $0 < 0.4 }
        let held = offsets { $0 >= 0.4 }
        #expect(coasting.count > 2 && coasting.last! > coasting.first!)
        #expect(held.allSatisfy { $0 == held.first! } && held.first! < 698)
        #expect(samples.last?.state["columns"] == .number(9))
    }

    /// At rest the first row sits below each preset's status bar (top safe-area insets from Apple's Human Interface
    /// Guidelines, "Layout": 20 on the iPhone SE, 47 with the notch, 59 with the Dynamic Island), as
    /// `contentInsetAdjustmentBehavior = .automatic` rests a collection view at `contentOffset.y = −top`; a pinch to
    /// 7 columns and back keeps it there.
    @Test(arguments: [(375.0, 667.0, 20.0), (390, 844, 47), (393, 852, 59), (430, 932, 59)])
    func theFirstRowRestsBelowTheStatusBar(width: Double, height: Double, top: Double) throws {
        let scene = PhotoGridScene(viewport: Size(width: width, height: height))
        #expect(scene.frame().nodes.map(\.frame.minY).min() == top)
        #expect(scene.state["contentOffset"] == .number(-top))
        let samples = try Replay(jsonLines: pinch(to: 1.6, from: 0.1).joined(separator: "\n")).samples(on: scene)
        #expect(samples.last?.state["columns"] == .number(7))
        let rows = try #require(samples.last?.frame.nodes.map(\.frame.minY).min())
        #expect(abs(rows - top) < 1e-9)
    }

    /// A pinch that rests mid-way: while the fingers are down and the transition follows them, time alone moves
    /// nothing (the server stops ticking), and the frame at every input is the frame of a scene ticked at 120 Hz all
    /// along; after the lift the finishing spring moves with time until the new layout is installed.
    @Test func aRestingPinchMovesWithInputAloneAndItsFramesMatchATickedScene() {
        var events: [PointerEvent] = [
            PointerEvent(phase: .down, id: 1, location: Point(x: 145, y: 400), timestamp: 0),
            PointerEvent(phase: .down, id: 2, location: Point(x: 245, y: 400), timestamp: 0.004),
        ]
        for step in 1...40 {
            // 60 Hz moves spreading to 1.6×, with a 0.4 s rest after the 20th.
            let time = Double(step) / 60 + (step > 20 ? 0.4 : 0)
            let half = 50 * (1 + 0.6 * Double(step) / 40)
            events.append(PointerEvent(phase: .move, id: 1, location: Point(x: 195 - half, y: 400), timestamp: time))
            events.append(PointerEvent(phase: .move, id: 2, location: Point(x: 195 + half, y: 400), timestamp: time))
        }
        let lift = 40.0 / 60 + 0.4 + 0.05
        events.append(PointerEvent(phase: .up, id: 1, location: Point(x: 115, y: 400), timestamp: lift))
        events.append(PointerEvent(phase: .up, id: 2, location: Point(x: 275, y: 400), timestamp: lift))

        let ticked = PhotoGridScene(viewport: viewport)
        let driven = PhotoGridScene(viewport: viewport)
        var tick = 0.0
        var restingInputs = 0
        for event in events {
            while tick + 1.0 / 120 < event.timestamp {
                tick += 1.0 / 120
                ticked.advance(to: tick)
                if driven.movesWithTime { driven.advance(to: tick) }
            }
            ticked.advance(to: event.timestamp)
            driven.advance(to: event.timestamp)
            ticked.handle(.pointer(event))
            driven.handle(.pointer(event))
            #expect(driven.frame() == ticked.frame(), "at \(event.timestamp)")
            if driven.isTransitioning && event.phase == .move {
                #expect(!driven.movesWithTime, "at \(event.timestamp)")
                restingInputs += 1
            }
        }
        #expect(restingInputs > 60, "the pinch ran a transition")
        #expect(driven.movesWithTime, "the lift starts the finishing spring")
        var settledAt: Double?
        while tick < lift + 3 {
            tick += 1.0 / 120
            ticked.advance(to: tick)
            if driven.movesWithTime { driven.advance(to: tick) } else if settledAt == nil { settledAt = tick }
            if settledAt == nil { #expect(driven.frame() == ticked.frame(), "at \(tick)") }
        }
        #expect(settledAt != nil, "the transition settles")
        #expect(driven.state["columns"] == .number(7) && ticked.state["columns"] == .number(7))
        #expect(driven.frame().nodes == ticked.frame().nodes)
    }
}
