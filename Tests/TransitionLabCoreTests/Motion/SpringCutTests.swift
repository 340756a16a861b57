import Foundation
import Testing

@testable import TransitionLabCore

/// Core Animation stops a UIKit-duration spring at its duration; where the solver's spring has not settled there,
/// `SpringAnimation.cut` reports the jump, checked against the closed-form under-damped displacement.
@Suite struct SpringCutTests {
    /// 1 − x(T) for a unit move: d(t) = e^(−ζω0 t)(−cos ωd t + (v − ζω0)/ωd · sin ωd t), jump = −d(T).
    func closedFormJump(_ spring: Spring, velocity v: Double, at t: Double) -> Double {
        let zeta = spring.dampingRatio
        let omega = spring.naturalFrequency
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        let d = exp(-zeta * omega * t) * (-cos(omegaD * t) + (v - zeta * omega) / omegaD * sin(omegaD * t))
        return -d
    }

    @Test func aSpringStillMovingAtTheDurationIsCut() throws {
        let animation = SpringAnimation.uikit(duration: 1, dampingRatio: 0.5, initialVelocity: 2)
        let cut = try #require(animation.cut)
        #expect(cut.time == 1)
        let expected = closedFormJump(animation.spring, velocity: 2, at: 1)
        #expect(abs(cut.jump - expected) < 1e-9)
        #expect(abs(cut.jump) > 0.1)
        #expect(SpringCode(animation).uikit.hasPrefix("// Not settled at 1 s"))
    }

    @Test(arguments: [(1.0, 0.5, 0.0), (0.5, 0.85, 0.0), (1.0, 1.0, 3.0), (0.3, 0.7, -2.0)])
    func aSettledSpringHasNoCut(duration: Double, dampingRatio: Double, velocity: Double) {
        let animation = SpringAnimation.uikit(duration: duration, dampingRatio: dampingRatio, initialVelocity: velocity)
        #expect(animation.cut == nil)
        #expect(!SpringCode(animation).uikit.contains("Not settled"))
    }

    @Test func swiftUIRunsOnAndIsNeverCut() {
        #expect(SpringAnimation.swiftui(Spring(duration: 0.5, bounce: 1)).cut == nil)
        #expect(SpringAnimation.swiftui(Spring(duration: 0.5, bounce: 1)).settlingDuration == .infinity)
    }
}
