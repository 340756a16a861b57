import Testing
import TransitionLabProtocol

@testable import TransitionLabCore

@Suite struct SpringLabSceneTests {
    private let viewport = Size(width: 390, height: 844)

    private func tap(_ scene: SpringLabScene, at time: Double) {
        scene.advance(to: time)
        scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x: 40, y: 40), timestamp: time)))
        scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: Point(x: 40, y: 40), timestamp: time)))
    }

    private func squareCenterY(_ scene: SpringLabScene) -> Double {
        scene.frame().nodes.first { $0.id == 1 }!.frame.midY
    }

    @Test func uiKitTapFollowsTheClosedFormSpringUntilTheDuration() throws {
        let log = """
            {"t":0.25,"type":"pointer","phase":"down","id":1,"x":40,"y":40}
            {"t":0.25,"type":"pointer","phase":"up","id":1,"x":40,"y":40}
            """
        let samples = try Replay(jsonLines: log).samples(on: SpringLabScene(viewport: viewport))
        // Anchors at 844/4 = 211 and 3·844/4 = 633: distance 422. Defaults: UIKit duration 1 s, damping 0.5, v 0.
        let from = 211.0
        let to = 633.0
        let spring = Spring(uiKitDuration: 1, dampingRatio: 0.5, initialVelocity: 0)
        for sample in samples where sample.time > 0.25 {
            let elapsed = sample.time - 0.25
            // UIKit hands Core Animation the spring with the duration: the curve until 1 s, the target after.
            let expected = elapsed < 1 ? spring.value(at: elapsed, from: from, to: to) : to
            let y = sample.frame.nodes.first { $0.id == 1 }!.frame.midY
            #expect(abs(y - expected) <= 1e-6 * (to - from))
        }
        // It settles exactly at the duration: 0.25 + 1 s is frame 75.
        #expect(samples.count == 76)
        #expect(samples.last?.state["value"] == .number(1))
    }

    /// The state ties the graph's progress to the square: from the top anchor (844/4 = 211) to the bottom one
    /// (3·844/4 = 633), kept through a mid-flight edit, so (centre y − 211) / 422 is the progress drawn.
    @Test func theStateNamesTheTripTheGraphsProgressMeasures() throws {
        let scene = SpringLabScene(viewport: viewport)
        tap(scene, at: 0.1)
        scene.advance(to: 0.4)
        try scene.setParameter("uiKitDuration", to: 2)
        scene.advance(to: 0.5)
        #expect(scene.state["animationNode"] == .number(1))
        #expect(scene.state["animationFrom"] == .number(211) && scene.state["animationTo"] == .number(633))
        let progress = (squareCenterY(scene) - 211) / 422
        #expect(abs((scene.state["value"]?.doubleValue ?? .nan) - progress) < 1e-12)
    }

    @Test func overDampingIsDrawnAsEachAPIDrawsIt() throws {
        // CASpringAnimation damping 30 with stiffness 100, mass 1: ζ = 30 / (2·√100) = 1.5. Core Animation draws it
        // critically damped (allowsOverdamping is off), but the code to paste keeps damping 30.
        let scene = SpringLabScene(viewport: viewport)
        try scene.setParameter("damping", to: 30)
        let caPreview = try #require(scene.springPreview)
        #expect(caPreview.spring.damping == 30)
        #expect(abs(SpringAnimation(preview: caPreview).drawnSpring.dampingRatio - 1) < 1e-12)
        // SwiftUI Spring(duration: 0.5, bounce: -0.5): ζ = 1 / (1 − 0.5) = 2, drawn over-damped.
        try scene.setParameter("bounce", to: -0.5)
        let swiftUIPreview = try #require(scene.springPreview)
        #expect(abs(SpringAnimation(preview: swiftUIPreview).drawnSpring.dampingRatio - 2) < 1e-12)
    }

    @Test func coreAnimationTapMatchesAnIndependentRK4Integration() throws {
        let scene = SpringLabScene(viewport: viewport)
        try scene.setParameter("stiffness", to: 200)
        #expect(scene.parameters["api"] == 3)
        tap(scene, at: 0)
        // m x'' + c x' + k x = 0 with m 1, k 200, c 10, x(0) = 211 − 633, v(0) = 0; RK4 with h = 1e-4 s.
        let reference = rk4Trajectory(
            Spring(mass: 1, stiffness: 200, damping: 10), x0: 211 - 633, v0: 0, step: 1e-4, steps: 30_000)
        for step in stride(from: 500, through: 30_000, by: 500) {
            scene.advance(to: Double(step) * 1e-4)
            guard scene.isAnimating else { break }
            #expect(abs(squareCenterY(scene) - (633 + reference[step].x)) <= 1e-6 * 422)
        }
    }

    @Test func dragFollowsTheFingerAndAFlingLandsOnTheFarAnchor() {
        let scene = SpringLabScene(viewport: viewport)
        var t = 0.0
        scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x: 195, y: 211), timestamp: t)))
        for _ in 1...10 {
            t += 0.01
            scene.advance(to: t)
            scene.handle(
                .pointer(PointerEvent(phase: .move, id: 1, location: Point(x: 195, y: 211 + t * 1500), timestamp: t))
            )
        }
        // The pan began after the hysteresis at y = 226 (t = 0.01); the square trails the finger by that much.
        #expect(abs(squareCenterY(scene) - (211 + 0.1 * 1500 - 15)) < 1e-9)
        scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: Point(x: 195, y: 361), timestamp: t)))
        // 1500 pt/s projects 1500/1000 · 0.998/0.002 = 748.5 pt further: nearer the bottom anchor.
        #expect(scene.state["target"] == .number(1))
        scene.advance(to: t + 5)
        #expect(scene.state["value"] == .number(1))
    }

    @Test func slowReleaseReturnsToTheNearAnchor() {
        let scene = SpringLabScene(viewport: viewport)
        scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x: 195, y: 211), timestamp: 0)))
        scene.handle(.pointer(PointerEvent(phase: .move, id: 1, location: Point(x: 195, y: 300), timestamp: 0.1)))
        scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: Point(x: 195, y: 300), timestamp: 1)))
        #expect(scene.state["target"] == .number(0))
    }

    @Test func editingAGroupSelectsItsAPIAndThePreviewFollows() throws {
        let scene = SpringLabScene(viewport: viewport)
        #expect(scene.springPreview?.duration == 1)
        try scene.setParameter("response", to: 0.5)
        #expect(scene.parameters["api"] == 0)
        try scene.setParameter("response", to: 0.4)
        #expect(scene.parameters["api"] == 1)
        let spring = try #require(scene.springPreview?.spring)
        // SwiftUI: stiffness (2π/0.4)², damping 4π·0.825/0.4.
        #expect(abs(spring.stiffness - (2 * Double.pi / 0.4) * (2 * Double.pi / 0.4)) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.4) < 1e-9)
        #expect(scene.springPreview?.duration == nil)
    }
}
