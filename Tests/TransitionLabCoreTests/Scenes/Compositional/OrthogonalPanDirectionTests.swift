import Foundation
import Testing
import TransitionLabTestSupport

@testable import TransitionLabCore

/// Which scroll view a human-like pan on the cat-food row (`.groupPaging`, 195-pt groups) drives: the row when the
/// finger sets off closer to horizontal than vertical, the list otherwise, however long the finger rested first
/// (`CompositionalScrolling`'s direction rule). Both scenes scroll the same layout by default.
@Suite struct OrthogonalPanDirectionTests {
    static let viewport = Size(width: 390, height: 844)
    /// The list's top `adjustedContentInset` on this screen: its resting offset is −47.
    static let top = 47.0
    /// A point in the cat-food band (on screen y 227…467 at rest).
    static let onTheRow = Point(x: 300, y: 340)

    struct Outcome {
        /// Every list offset seen while the stroke was delivered and settled.
        var contentOffsets: [Double]
        /// The cat-food row's offset at rest.
        var rowOffset: Double
    }

    /// Delivers a 150-pt stroke of `duration` seconds at `degrees` from horizontal (leftwards, upwards) after a still
    /// `rest`, then settles.
    func run(
        scene name: String, degrees: Double, rest: Double, duration: Double = 0.25, rate: Double = 120,
        reportsRest: Bool, seed: UInt64
    ) throws -> Outcome {
        var random = SeededGenerator(seed: seed)
        let scene = try #require(SceneCatalog.sceneType(named: name)).init(viewport: Self.viewport)
        let runner = SceneRunner(scene: scene)
        let radians = degrees * .pi / 180
        let trace = HumanTrace.stroke(
            from: Self.onTheRow, travel: Point(x: -150 * cos(radians), y: -150 * sin(radians)), duration: duration,
            rest: rest, rate: rate, reportsPause: reportsRest, random: &random)
        var contentOffsets: [Double] = []
        trace.deliver(to: runner, random: &random) { _, _ in
            if let offset = scene.state["contentOffset"]?.doubleValue { contentOffsets.append(offset) }
        }
        for _ in 1...300 where scene.isAnimating {
            runner.advanceScene(to: runner.time + 1.0 / 60)
            if let offset = scene.state["contentOffset"]?.doubleValue { contentOffsets.append(offset) }
        }
        var rowOffset: Double?
        if case .array(let offsets) = scene.state["orthogonalOffsets"], offsets.count > 1 {
            rowOffset = offsets[1].doubleValue
        }
        return Outcome(contentOffsets: contentOffsets, rowOffset: try #require(rowOffset))
    }

    /// A rest, then a stroke: (rest s, stroke duration s, sampling Hz, whether the still finger is reported). A touch
    /// screen (and a browser's `touchmove`) reports nothing while the finger is still, so after an unreported rest a
    /// quick flick's first sample can already be past the pan's hysteresis: 150 pt in 60 ms at 60 Hz (first sample at
    /// τ = 1/3.6 of the minimum-jerk profile, 20 pt out) or in 30 ms at 120 Hz (the same τ).
    typealias Rest = (rest: Double, duration: Double, rate: Double, reportsRest: Bool)
    static let rests: [Rest] = [
        (0.2, 0.25, 120, true), (0.35, 0.25, 60, false), (0.2, 0.06, 60, false),
        (0.5, 0.06, 60, false), (0.35, 0.03, 120, false), (0.5, 0.06, 60, true),
    ]

    static let restingSwipes: [(String, Rest)] = ["compositional", "your-layout"].flatMap { scene in
        rests.map { (scene, $0) }
    }

    /// A finger that rests 0.2–0.5 s, then swipes 150 pt sideways: the row takes the pan (its 150-pt drag, less the
    /// pan's hysteresis, is past half a 195-pt group, and `.groupPaging` moves at most one group, so it rests one group
    /// on) and the list never moves.
    @Test(arguments: restingSwipes)
    func aRestingFingerSwipedSidewaysScrollsTheRow(scene: String, rest: Rest) throws {
        for seed: UInt64 in 1...4 {
            let outcome = try run(
                scene: scene, degrees: 0, rest: rest.rest, duration: rest.duration, rate: rest.rate,
                reportsRest: rest.reportsRest, seed: seed)
            #expect(outcome.rowOffset == 195)
            #expect(outcome.contentOffsets.allSatisfy { $0 == -Self.top })
        }
    }

    /// A swipe 20° from horizontal still sets off closer to horizontal: the row takes it, with or without a rest.
    @Test(arguments: [(0.0, 0.25, 120.0), (0.3, 0.25, 120), (0.3, 0.06, 60)])
    func aSlightlyDiagonalSwipeScrollsTheRow(rest: Double, duration: Double, rate: Double) throws {
        for seed: UInt64 in 1...4 {
            let outcome = try run(
                scene: "compositional", degrees: 20, rest: rest, duration: duration, rate: rate, reportsRest: false,
                seed: seed)
            #expect(outcome.rowOffset == 195)
            #expect(outcome.contentOffsets.allSatisfy { $0 == -Self.top })
        }
    }

    /// A swipe upwards that starts on the row (straight up, or 20° from vertical) scrolls the list and leaves the
    /// row where it was, with or without a rest.
    @Test(arguments: [(90.0, 0.0, 0.25), (90.0, 0.4, 0.25), (70.0, 0.3, 0.25), (90.0, 0.3, 0.06)])
    func aVerticalSwipeStartingOnTheRowScrollsTheList(degrees: Double, rest: Double, duration: Double) throws {
        for seed: UInt64 in 1...4 {
            let outcome = try run(
                scene: "your-layout", degrees: degrees, rest: rest, duration: duration, rate: 60,
                reportsRest: seed.isMultiple(of: 2), seed: seed)
            #expect(outcome.rowOffset == 0)
            #expect((outcome.contentOffsets.max() ?? -Self.top) > -Self.top + 50)
        }
    }

    /// A row whose content fits its width (one 195-pt cat food in 390 pt) does not move under a sideways swipe,
    /// rested or not, at any moment: no drag and no rubber band, as a `UIScrollView` without
    /// `alwaysBounceHorizontal`. The list takes the pan and follows the stroke's vertical part, as any vertical pan.
    @Test(arguments: [(0.0, 0.25, 120.0, 0.0), (0.3, 0.06, 60, 15), (0.4, 0.25, 120, -25)])
    func aRowWhoseContentFitsDoesNotTakeSidewaysSwipes(rest: Double, duration: Double, rate: Double, degrees: Double)
        throws
    {
        for seed: UInt64 in 1...4 {
            var random = SeededGenerator(seed: seed)
            let scene = YourLayoutScene(viewport: Self.viewport)
            scene.setLayout(CatFoodLayout.layout(counts: [8, 1, 6]), source: nil)
            let runner = SceneRunner(scene: scene)
            let radians = degrees * .pi / 180
            let trace = HumanTrace.stroke(
                from: Self.onTheRow, travel: Point(x: -150 * cos(radians), y: -150 * sin(radians)),
                duration: duration, rest: rest, rate: rate, reportsPause: seed.isMultiple(of: 2), random: &random)
            var rowOffsets: [Double] = []
            var contentOffsets: [Double] = []
            let record = {
                if case .array(let offsets) = scene.state["orthogonalOffsets"], offsets.count > 1 {
                    rowOffsets.append(offsets[1].doubleValue ?? .nan)
                }
                contentOffsets.append(scene.state["contentOffset"]?.doubleValue ?? .nan)
            }
            trace.deliver(to: runner, random: &random) { _, _ in record() }
            for _ in 1...300 where scene.isAnimating {
                runner.advanceScene(to: runner.time + 1.0 / 60)
                record()
            }
            #expect(
                !rowOffsets.isEmpty && rowOffsets.allSatisfy { $0 == 0 }, "seed \(seed): \(rowOffsets.max() ?? .nan)")
            let rest = -Self.top
            if degrees == 0 {
                #expect(contentOffsets.allSatisfy { abs($0 - rest) < 5 }, "only the finger's jitter: seed \(seed)")
            } else if degrees > 0 {
                #expect((contentOffsets.max() ?? rest) > rest + 10, "the list follows the upward part: seed \(seed)")
            } else {
                #expect((contentOffsets.min() ?? rest) < rest - 5, "pulled down past the top: seed \(seed)")
                #expect(contentOffsets.last == rest, "and back to rest: seed \(seed)")
            }
        }
    }

    /// The tie-break: strictly more horizontal than vertical goes to the row; exactly 45° goes to the list.
    @Test func theRowClaimsOnlyMovementCloserToHorizontal() {
        #expect(CompositionalScrolling.setsOffSideways(Point(x: -10.1, y: 10)))
        #expect(CompositionalScrolling.setsOffSideways(Point(x: 9.4, y: -3.4)))
        #expect(!CompositionalScrolling.setsOffSideways(Point(x: 10, y: -10)))
        #expect(!CompositionalScrolling.setsOffSideways(Point(x: 3.4, y: 9.4)))
    }
}
