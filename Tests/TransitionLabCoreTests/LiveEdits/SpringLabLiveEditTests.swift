import Testing

@testable import TransitionLabCore

/// A parameter changed while the square flies carries on from its exact position and velocity: the first step after
/// the edit matches the steps before it, later ones stay within their order (a factor 5: a stiffer spring may
/// speed the square up, never teleport it), and the square still reaches its target.
@Suite struct SpringLabLiveEditTests {
    /// The square's per-frame (60 Hz) steps for `framesBefore` frames after a tap, then `framesAfter` frames after
    /// setting `key` to `value`.
    func steps(
        _ edits: [(String, Double)], key: String, value: Double, framesBefore: Int = 18, framesAfter: Int = 30
    ) throws -> (before: [Double], after: [Double], scene: SpringLabScene) {
        let scene = SpringLabScene(viewport: Size(width: 390, height: 844))
        for (k, v) in edits { try scene.setParameter(k, to: v) }
        var driver = SceneDriver(scene)
        driver.tap(at: Point(x: 195, y: 500))
        var previous = scene.position
        var before: [Double] = []
        var after: [Double] = []
        for _ in 0..<framesBefore {
            driver.advance(by: 1.0 / 60)
            before.append(scene.position.distance(to: previous))
            previous = scene.position
        }
        try scene.setParameter(key, to: value)
        for _ in 0..<framesAfter {
            driver.advance(by: 1.0 / 60)
            after.append(scene.position.distance(to: previous))
            previous = scene.position
        }
        driver.settle()
        return (before, after, scene)
    }

    @Test(arguments: [
        ([("api", 0.0)], "uiKitDuration", 2.0),
        ([("api", 0.0)], "uiKitDampingRatio", 0.2),
        ([("api", 0.0), ("uiKitDampingRatio", 0.2)], "uiKitDampingRatio", 0.9),
        ([("api", 1.0)], "response", 1.5),
        ([("api", 1.0)], "dampingFraction", 0.2),
        ([("api", 2.0)], "bounce", 0.6),
        ([("api", 3.0)], "stiffness", 30),
        ([("api", 3.0)], "damping", 2),
    ])
    func anEditMidFlightDoesNotJump(edits: [(String, Double)], key: String, value: Double) throws {
        var checked = 0
        for framesBefore in [6, 18, 30, 42, 54] {
            if try editAfter(framesBefore, edits: edits, key: key, value: value) { checked += 1 }
        }
        #expect(checked > 0, "the square was moving at one edit at least")
    }

    /// Whether the square was still moving when `key` changed (an edit at rest has nothing to jump from).
    func editAfter(_ framesBefore: Int, edits: [(String, Double)], key: String, value: Double) throws -> Bool {
        let (before, after, scene) = try steps(edits, key: key, value: value, framesBefore: framesBefore)
        let largest = before.suffix(3).max() ?? 0
        guard largest > 0.5 else { return false }
        // Position and velocity carry over: the first step is the step before it, give or take the new spring's
        // pull over one frame; after it a stiffer spring may speed up, but within the order of the steps before.
        let context = "\(framesBefore) frames in, \(key) → \(value)"
        #expect(after[0] <= 1.5 * largest + 1, "\(context): first step \(after[0]) pt (before ≤ \(largest))")
        for (frame, step) in after.enumerated() {
            #expect(step <= 5 * largest + 2, "\(context), frame \(frame): \(step) pt (before ≤ \(largest))")
        }
        #expect(abs(scene.position.y - scene.anchors[1].y) < 0.5, "\(framesBefore) frames in: does not arrive")
        return true
    }
}
