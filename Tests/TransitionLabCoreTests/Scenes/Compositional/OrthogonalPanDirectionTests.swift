import Foundation
import Testing

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

    /// Delivers a 150-pt stroke at `degrees` from horizontal (leftwards, upwards) after a still `rest`, then settles.
    func run(
        scene name: String, degrees: Double, rest: Double, rate: Double, reportsRest: Bool, seed: UInt64
    ) throws -> Outcome {
        var random = SeededGenerator(seed: seed)
        let scene = try #require(SceneCatalog.sceneType(named: name)).init(viewport: Self.viewport)
        let runner = SceneRunner(scene: scene)
        let radians = degrees * .pi / 180
        let trace = HumanTrace.stroke(
            from: Self.onTheRow, travel: Point(x: -150 * cos(radians), y: -150 * sin(radians)), duration: 0.25,
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

    static let restingSwipes: [(String, Double, Double, Bool)] = ["compositional", "your-layout"].flatMap { scene in
        [(0.2, 120.0, true), (0.35, 60, false), (0.5, 120, false), (0.5, 60, true)].map { (scene, $0.0, $0.1, $0.2) }
    }

    /// A finger that rests 0.2–0.5 s, then swipes 150 pt sideways: the row takes the pan (its 150-pt drag, less the
    /// pan's hysteresis, is past half a 195-pt group, so it rests one group on) and the list never moves.
    @Test(arguments: restingSwipes)
    func aRestingFingerSwipedSidewaysScrollsTheRow(scene: String, rest: Double, rate: Double, reportsRest: Bool)
        throws
    {
        for seed: UInt64 in 1...4 {
            let outcome = try run(
                scene: scene, degrees: 0, rest: rest, rate: rate, reportsRest: reportsRest, seed: seed)
            #expect(outcome.rowOffset == 195)
            #expect(outcome.contentOffsets.allSatisfy { $0 == -Self.top })
        }
    }

    /// A swipe 20° from horizontal still sets off closer to horizontal: the row takes it, with or without a rest.
    @Test(arguments: [0.0, 0.3])
    func aSlightlyDiagonalSwipeScrollsTheRow(rest: Double) throws {
        for seed: UInt64 in 1...4 {
            let outcome = try run(
                scene: "compositional", degrees: 20, rest: rest, rate: 120, reportsRest: true, seed: seed)
            #expect(outcome.rowOffset == 195)
            #expect(outcome.contentOffsets.allSatisfy { $0 == -Self.top })
        }
    }

    /// A swipe upwards that starts on the row (straight up, or 20° from vertical) scrolls the list and leaves the
    /// row where it was, with or without a rest.
    @Test(arguments: [(90.0, 0.0), (90.0, 0.4), (70.0, 0.3)])
    func aVerticalSwipeStartingOnTheRowScrollsTheList(degrees: Double, rest: Double) throws {
        for seed: UInt64 in 1...4 {
            let outcome = try run(
                scene: "your-layout", degrees: degrees, rest: rest, rate: 120, reportsRest: seed.isMultiple(of: 2),
                seed: seed)
            #expect(outcome.rowOffset == 0)
            #expect((outcome.contentOffsets.max() ?? -Self.top) > -Self.top + 50)
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
