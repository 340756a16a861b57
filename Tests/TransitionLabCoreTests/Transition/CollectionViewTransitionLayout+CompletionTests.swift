import Foundation
import Testing

@testable import TransitionLabCore

/// Finish and cancel: the remaining progress follows a critically damped spring that starts at the recorded velocity.
/// Expected values use the critically damped closed form written out here, x(t) = e^(−ωt)·(x0 + (v0 + ω·x0)·t)
/// with ω = 2π/0.3 (SwiftUI's response → stiffness mapping), not the library's `Spring`.
@Suite struct CollectionViewTransitionLayoutCompletionTests {
    private static let bounds = Size(width: 390, height: 844)
    private static let omega = 2 * Double.pi / 0.3

    private static func criticallyDamped(_ t: Double, x0: Double, v0: Double) -> Double {
        exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
    }

    private static func transition() -> CollectionViewTransitionLayout {
        let nine = FlowLayout.columnGrid(columns: 9, itemCount: 300, containerWidth: 390).prepare(containerSize: bounds)
        let five = FlowLayout.columnGrid(columns: 5, itemCount: 300, containerWidth: 390).prepare(containerSize: bounds)
        return CollectionViewTransitionLayout(currentLayout: nine, nextLayout: five, boundsSize: bounds)
    }

    @Test func keyVelocityComesFromTimestamps() {
        var layout = Self.transition()
        // A steady drag: 1 pt every 16 ms → 62.5 pt/s.
        for i in 0...5 { layout.updateValue(Double(i), forAnimatedKey: "x", at: Double(i) * 0.016) }
        #expect(abs(layout.velocity(forAnimatedKey: "x") - 62.5) < 1e-9)
        #expect(layout.value(forAnimatedKey: "x") == 5)
        // A pause, then 5 → 7 over 80 ms: only the last 0.1 s counts, (7 − 5)/0.08 = 25.
        layout.updateValue(5, forAnimatedKey: "y", at: 0)
        layout.updateValue(5, forAnimatedKey: "y", at: 1.0)
        layout.updateValue(6, forAnimatedKey: "y", at: 1.04)
        layout.updateValue(7, forAnimatedKey: "y", at: 1.08)
        #expect(abs(layout.velocity(forAnimatedKey: "y") - 25) < 1e-9)
        #expect(layout.value(forAnimatedKey: "never set") == 0)
        layout.updateTransitionProgress(0.2, at: 2.0)
        layout.updateTransitionProgress(0.3, at: 2.05)
        #expect(abs(layout.progressVelocity - 2) < 1e-9)
    }

    @Test func finishSpringsToOneFromTheGestureVelocity() {
        var layout = Self.transition()
        layout.updateTransitionProgress(0.5, at: 0)
        layout.updateTransitionProgress(0.6, at: 0.1)  // 1 progress/s
        layout.finishInteractiveTransition(at: 0.1)
        #expect(layout.state == .completing(finishing: true))
        // 0.1 s later: 1 + x(0.1) with x0 = 0.6 − 1 = −0.4, v0 = 1.
        layout.advance(to: 0.2)
        #expect(abs(layout.transitionProgress - (1 + Self.criticallyDamped(0.1, x0: -0.4, v0: 1))) < 1e-12)
        var time = 0.2
        while !layout.advance(to: time) { time += 1.0 / 120 }
        #expect(layout.state == .finished)
        #expect(layout.transitionProgress == 1)
        #expect(layout.contentOffset == layout.nextContentOffset)
        // Critical damping reaches 0.1 % in about 9.23/ω ≈ 0.44 s; settling (1e-4, 1e-3/s) takes a bit longer.
        #expect(time > 0.4 && time < 1)
    }

    @Test func cancelKeepsTheVelocityContinuousAndReturnsToZero() {
        var layout = Self.transition()
        layout.updateTransitionProgress(0.5, at: 0)
        layout.updateTransitionProgress(0.6, at: 0.1)  // still opening at 1 progress/s
        layout.updateValue(1.4, forAnimatedKey: "pinchScale", at: 0.1)
        layout.cancelInteractiveTransition(at: 0.1, animatedKeyTargets: ["pinchScale": 1])
        // Right after the cancel the progress keeps rising at 1/s before turning back (continuity).
        layout.advance(to: 0.1 + 1e-6)
        #expect(abs((layout.transitionProgress - 0.6) / 1e-6 - 1) < 1e-3)
        layout.advance(to: 0.15)
        #expect(abs(layout.transitionProgress - Self.criticallyDamped(0.05, x0: 0.6, v0: 1)) < 1e-12)
        let scale = 1 + Self.criticallyDamped(0.05, x0: 0.4, v0: 0)
        #expect(abs(layout.value(forAnimatedKey: "pinchScale") - scale) < 1e-12)
        var time = 0.15
        while !layout.advance(to: time) { time += 1.0 / 120 }
        #expect(layout.state == .cancelled)
        #expect(layout.transitionProgress == 0)
        #expect(layout.value(forAnimatedKey: "pinchScale") == 1)
        #expect(layout.contentOffset == layout.currentContentOffset)
    }

    @Test func aFastFlickNeverPushesProgressPastOne() {
        var layout = Self.transition()
        layout.updateTransitionProgress(0.8, at: 0)
        layout.updateTransitionProgress(0.9, at: 0.01)  // 10 progress/s
        layout.finishInteractiveTransition(at: 0.01)
        // Unclamped, x(t) = e^(−ωt)(−0.1 + (10 − 0.1ω)t) turns positive (past 1) after t = 0.1/(10 − 0.1ω) ≈ 13 ms.
        #expect(Self.criticallyDamped(0.05, x0: -0.1, v0: 10) > 0)
        var time = 0.01
        var peak = 0.0
        while !layout.advance(to: time) {
            peak = max(peak, layout.transitionProgress)
            time += 1.0 / 120
        }
        #expect(peak == 1)
        #expect(layout.state == .finished)
    }
}
