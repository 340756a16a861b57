import Testing
import TransitionLabTestSupport

@testable import TransitionLabCore

/// Every scrolling surface under human-like strokes (`HumanTrace`): after the lift the content never moves against
/// the finger, a quick stroke lifted at once flings, and a stroke held still for 150 ms before the lift does not.
@Suite struct ScrollingInvariantTests {
    static let viewport = Size(width: 390, height: 844)

    /// A scrolling axis: the scene, where strokes start, which way the finger moves, and the offset it drives.
    struct Surface: CustomStringConvertible, Sendable {
        var scene: String
        var start: Point
        var direction: Point
        /// The offset the stroke drives, from the scene's state.
        var offset: @Sendable (SceneState) -> Double?
        var description: String { "\(scene) \(direction)" }
    }

    static let surfaces: [Surface] = [
        Surface(scene: "photo-grid", start: Point(x: 195, y: 600), direction: Point(x: 0, y: -1)) {
            $0["contentOffset"]?.doubleValue
        },
        Surface(scene: "compositional", start: Point(x: 195, y: 700), direction: Point(x: 0, y: -1)) {
            $0["contentOffset"]?.doubleValue
        },
        Surface(scene: "today-cards", start: Point(x: 195, y: 700), direction: Point(x: 0, y: -1)) {
            $0["contentOffset"]?.doubleValue
        },
        Surface(scene: "zoom", start: Point(x: 195, y: 700), direction: Point(x: 0, y: -1)) {
            $0["contentOffset"]?.doubleValue
        },
        // The cat-food row (`.groupPaging`), flicked left.
        Surface(scene: "compositional", start: Point(x: 330, y: 300), direction: Point(x: -1, y: 0)) {
            guard case .array(let offsets) = $0["orthogonalOffsets"], offsets.count > 1 else { return nil }
            return offsets[1].doubleValue
        },
    ]

    /// Where the offset was when the finger lifted and every offset after it until rest (4 s).
    func run(
        _ surface: Surface, travel: Double, duration: Double, liftFraction: Double, pause: Double, rate: Double,
        reportsPause: Bool, seed: UInt64
    ) throws -> (lift: Double, after: [Double]) {
        var random = SeededGenerator(seed: seed)
        let scene = try #require(SceneCatalog.sceneType(named: surface.scene)).init(viewport: Self.viewport)
        let runner = SceneRunner(scene: scene)
        let trace = HumanTrace.stroke(
            from: surface.start, travel: Point(x: surface.direction.x * travel, y: surface.direction.y * travel),
            duration: duration, liftFraction: liftFraction, pause: pause, rate: rate, reportsPause: reportsPause,
            random: &random)
        var lift: Double?
        trace.deliver(to: runner, random: &random) { _, done in
            if done, lift == nil { lift = surface.offset(scene.state) }
        }
        var after: [Double] = []
        for step in 1...240 {
            runner.advanceScene(to: runner.time + 1.0 / 60)
            if let offset = surface.offset(scene.state) { after.append(offset) }
            if step > 2, !scene.isAnimating { break }
        }
        return (try #require(lift), after)
    }

    /// Offsets grow as the finger pushes content (up or left), so "against the finger" is a decrease.
    @Test(arguments: surfaces)
    func contentNeverMovesAgainstTheFingerAfterTheLift(surface: Surface) throws {
        for seed in UInt64(1)...12 {
            var random = SeededGenerator(seed: seed)
            let pause = Double.random(in: 0...0.2, using: &random)
            let rate = Bool.random(using: &random) ? 60.0 : 120
            let (lift, after) = try run(
                surface, travel: Double.random(in: 60...160, using: &random),
                duration: Double.random(in: 0.08...0.2, using: &random),
                liftFraction: Double.random(in: 0.6...1, using: &random), pause: pause, rate: rate,
                reportsPause: Bool.random(using: &random), seed: seed)
            let lowest = after.min() ?? lift
            if surface.direction.x != 0, pause > 0.04 {
                // A paging row released slowly settles on the nearest 195-pt group, which may be behind the finger
                // (a slow drag under half a page returns, as `isPagingEnabled` does).
                let rest = after.last ?? lift
                #expect(abs(rest - lift) <= 97.5, "\(surface), seed \(seed), pause \(pause): \(lift) → \(rest)")
            } else {
                #expect(lowest >= lift - 0.5, "\(surface), seed \(seed), pause \(pause): \(lift) → \(lowest)")
            }
        }
    }

    @Test(arguments: surfaces)
    func aQuickStrokeLiftedAtOnceFlings(surface: Surface) throws {
        for (seed, rate) in [(UInt64(21), 60.0), (22, 120)] {
            let (lift, after) = try run(
                surface, travel: 100, duration: 0.12, liftFraction: 0.7, pause: 0, rate: rate, reportsPause: true,
                seed: seed)
            let rest = after.last ?? lift
            #expect(rest - lift > 20, "\(surface) at \(rate) Hz: \(lift) → \(rest)")
        }
    }

    @Test(arguments: surfaces)
    func aStrokeHeldStill150MillisecondsDoesNotFling(surface: Surface) throws {
        for (seed, rate, reports) in [(UInt64(31), 60.0, true), (32, 120, true), (33, 120, false)] {
            let (lift, after) = try run(
                surface, travel: 100, duration: 0.12, liftFraction: 0.7, pause: 0.15, rate: rate,
                reportsPause: reports, seed: seed)
            let rest = after.last ?? lift
            // A paging row still settles on the nearest page; elsewhere the content stays where the finger left it.
            let tolerance = surface.direction.x != 0 ? 97.5 : 1
            #expect(abs(rest - lift) <= tolerance, "\(surface) at \(rate) Hz: \(lift) → \(rest)")
        }
    }
}

/// Two fingers that meet and cross, in every scene: the pinch (where there is one) cancels, nothing traps, frames
/// stay finite and the scene comes to rest.
@Suite struct MeetingFingersTests {
    @Test(arguments: SceneCatalog.names)
    func fingersThatMeetAndCrossLeaveTheSceneWhole(name: String) throws {
        for seed in UInt64(1)...6 {
            var random = SeededGenerator(seed: seed)
            let scene = try #require(SceneCatalog.sceneType(named: name)).init(
                viewport: ScrollingInvariantTests.viewport)
            let runner = SceneRunner(scene: scene)
            let y = Double.random(in: 200...600, using: &random)
            let trace = HumanTrace.meetingFingers(
                Point(x: 100, y: y), Point(x: 290, y: y + Double.random(in: -30...30, using: &random)),
                duration: Double.random(in: 0.15...0.5, using: &random),
                overshoot: Double.random(in: 0...60, using: &random), random: &random)
            trace.deliver(to: runner, random: &random) { _, _ in
                #expect(SceneFuzzTests.check(scene.frame()).isEmpty, "\(name), seed \(seed)")
            }
            runner.advanceScene(to: runner.time + 10)
            #expect(SceneFuzzTests.check(scene.frame()).isEmpty, "\(name), seed \(seed)")
            #expect(!scene.isAnimating, "\(name), seed \(seed): still moving 10 s later")
        }
    }
}
