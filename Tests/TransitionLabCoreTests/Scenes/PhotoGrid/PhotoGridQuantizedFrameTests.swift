import Testing
import TransitionLabTestSupport

@testable import TransitionLabCore

/// The photo grid draws its frames straight onto the grid (`quantizedFrame()`); each must be `frame()` rounded
/// by `QuantizedFrame(_:)`, node for node, whatever the fingers did: human-like pinches in and out (with a scroll, the
/// focal item kept or not), trackpad pinches, flicks, and the springs and coasts after them.
@Suite struct PhotoGridQuantizedFrameTests {
    @Test(arguments: 0..<12)
    func gridFramesAreTheRoundedFrames(seed: UInt64) {
        var random = SeededGenerator(seed: 0x6A1D + seed)
        let scene = PhotoGridScene(viewport: Size(width: 393, height: 852))
        let runner = SceneRunner(scene: scene)
        if seed % 2 == 1 { _ = try? runner.apply(.setParameter(key: PhotoGridScene.Key.keepsFocalItem, value: 1)) }
        var compared = 0
        var midTransition = 0
        func expectRounded() {
            #expect(scene.quantizedFrame() == QuantizedFrame(scene.frame()), "seed \(seed) at \(runner.time)")
            compared += 1
            if scene.isTransitioning { midTransition += 1 }
        }
        for gesture in 0..<4 {
            let start = runner.time + 0.2
            let trace: HumanTrace
            switch (gesture + Int(seed)) % 3 {
            case 0:
                trace = .pinch(
                    center: Point(x: 196, y: Double.random(in: 300...600, using: &random)), startSpan: 120,
                    endSpan: 120 * Double.random(in: 0.4...2.4, using: &random), duration: 0.4,
                    liftFraction: Double.random(in: 0.6...1, using: &random), startTime: start, random: &random)
            case 1:
                trace = .stroke(
                    from: Point(x: 200, y: 600), travel: Point(x: 0, y: Double.random(in: -400...400, using: &random)),
                    duration: 0.15, startTime: start, random: &random)
            default:
                trackpadPinch(runner, to: Double.random(in: 0.3...2.5, using: &random), &random, expectRounded)
                continue
            }
            trace.deliver(to: runner, random: &random) { _, _ in expectRounded() }
            for _ in 0..<90 {
                runner.advanceScene(to: runner.time + 1.0 / 60)
                expectRounded()
            }
        }
        #expect(compared > 250)
        #expect(midTransition > 40)
    }

    /// A trackpad pinch from scale 1 to `scale` in 30 steps at 120 Hz, then its end, each step's frame compared.
    private func trackpadPinch(
        _ runner: SceneRunner, to scale: Double, _ random: inout SeededGenerator, _ compare: () -> Void
    ) {
        let center = Point(x: 196, y: 426)
        for step in 0...30 {
            let phase: GesturePhase = step == 0 ? .began : .changed
            let value = 1 + (scale - 1) * Double(step) / 30 + Double.random(in: -0.004...0.004, using: &random)
            _ = try? runner.apply(.pinch(phase: phase, scale: value, center: center, clientTime: runner.time * 1000))
            runner.advanceScene(to: runner.time + 1.0 / 120)
            compare()
        }
        _ = try? runner.apply(.pinch(phase: .ended, scale: scale, center: center, clientTime: runner.time * 1000))
        compare()
    }
}
