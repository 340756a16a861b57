import Foundation
import Testing

@testable import TransitionLabCore

@Suite struct TransitionAnimationTests {
    /// Integrates m·x'' = −k·x − c·x' with RK4 (step 1e-4 s) — independent of the closed form.
    private func integrate(_ spring: Spring, x0: Double, v0: Double, until t: Double) -> Double {
        var x = x0
        var v = v0
        let h = 1e-4
        func a(_ x: Double, _ v: Double) -> Double { (-spring.stiffness * x - spring.damping * v) / spring.mass }
        for _ in 0..<Int((t / h).rounded()) {
            let k1x = v, k1v = a(x, v)
            let k2x = v + h / 2 * k1v, k2v = a(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v, k3v = a(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v, k4v = a(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return x
    }

    @Test func springFollowsTheOscillatorUntilItsDurationThenSitsAtTheTarget() {
        let animation = TransitionAnimation(
            timing: .spring(duration: 1, dampingRatio: 0.5, initialVelocity: 0), startTime: 2)
        let spring = Spring(uiKitDuration: 1, dampingRatio: 0.5)
        for t in [0.1, 0.3, 0.5, 0.9] {
            // Fraction = 1 + x(t) with x(0) = −1, x'(0) = 0.
            let expected = 1 + integrate(spring, x0: -1, v0: 0, until: t)
            #expect(abs(animation.fraction(at: 2 + t) - expected) < 1e-6)
        }
        #expect(animation.fraction(at: 2) == 0)
        #expect(!animation.isFinished(at: 2.999))
        #expect(animation.fraction(at: 3) == 1)
        #expect(animation.isFinished(at: 3))
    }

    @Test func uiKitVelocityIsAFractionOfTheDistancePerSecond() {
        let animation = TransitionAnimation(
            timing: .spring(duration: 0.5, dampingRatio: 0.85, initialVelocity: 0.8), startTime: 0)
        #expect(abs(animation.velocity(at: 0) - 0.8) < 1e-12)
    }

    @Test func retimingKeepsPositionAndVelocityContinuous() {
        let first = TransitionAnimation(
            timing: .spring(duration: 1, dampingRatio: 0.5, initialVelocity: 0), startTime: 0)
        let second = first.retimed(.spring(duration: 0.3, dampingRatio: 0.9, initialVelocity: 0), at: 0.12)
        #expect(abs(second.fraction(at: 0.12) - first.fraction(at: 0.12)) < 1e-12)
        #expect(abs(second.velocity(at: 0.12) - first.velocity(at: 0.12)) < 1e-9)
        // It goes on with the spring solved for the timing as written, from the flight's state, past the new
        // duration (no cut at 0.42 s), and rests within a thousandth of the distance.
        let spring = Spring(uiKitDuration: 0.3, dampingRatio: 0.9, initialVelocity: 0)
        let (x0, v0) = (first.fraction(at: 0.12) - 1, first.velocity(at: 0.12))
        for t in [0.05, 0.2, 0.3] {
            #expect(abs(second.fraction(at: 0.12 + t) - 1 - integrate(spring, x0: x0, v0: v0, until: t)) < 1e-6)
        }
        #expect(!second.isFinished(at: 0.42))
        #expect(second.isFinished(at: 2.12) && second.fraction(at: 2.12) == 1)
        var time = 0.12
        while !second.isFinished(at: time + 0.001) { time += 0.001 }
        #expect(abs(second.fraction(at: time) - 1) <= 0.001)
    }

    @Test func easeInOutIsSymmetricAndEndsOnTime() {
        let animation = TransitionAnimation(timing: .easeInOut(duration: 0.2), startTime: 1)
        // The curve (0.42, 0) (0.58, 1) is point-symmetric about (0.5, 0.5).
        #expect(abs(animation.fraction(at: 1.1) - 0.5) < 1e-9)
        #expect(abs(animation.fraction(at: 1.05) + animation.fraction(at: 1.15) - 1) < 1e-9)
        #expect(animation.fraction(at: 1.2) == 1)
    }
}
