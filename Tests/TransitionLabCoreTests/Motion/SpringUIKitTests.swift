import Testing

@testable import TransitionLabCore

/// Reference numbers come from an independent Python script (mpmath, 50 digits, not in the repository): Newton's
/// method from ω0 = 5/T on Framer's envelope (framer/motion `find.ts`), 0.001 − (ζω0 − v)/(ω0√(1−ζ²))·e^(−ζω0 T)
/// (critical: e^(−ω0 T)·((ω0 − v)·T + 1) − 0.001), with numerical derivatives; 11, 12 and 60 steps agree to every
/// printed digit. Curve values then use the textbook closed form of x'' + 2ζω0 x' + ω0² x = 0, x(0) = −1, x'(0) = v.
@Suite struct SpringUIKitTests {
    @Test(arguments: [
        (1.0, 0.5, 0.0, 161.719_501_591_628, 12.716_898_269_296_2),
        (0.7, 0.8, 0.0, 165.096_679_459_217, 20.558_392_432_668_3),
        (0.5, 0.85, 0.8, 297.468_222_353_91, 29.320_354_066_804_8),
        (0.5, 1.0, 0.0, 341.023_697_708_471, 36.933_653_905_806_3),
        (2.0, 0.3, -1.0, 101.239_922_194_501, 6.037_083_069_663_71),
        (1.0, 0.5, 2.0, 16.429_038_973_442, 4.053_275_092_248_49),
    ])
    func solverMatchesAnIndependentNewton(
        duration: Double, zeta: Double, v: Double, stiffness: Double, damping: Double
    ) {
        let spring = Spring(uiKitDuration: duration, dampingRatio: zeta, initialVelocity: v)
        #expect(spring.mass == 1)
        #expect(abs(spring.stiffness - stiffness) < 1e-12 * stiffness)
        #expect(abs(spring.damping - damping) < 1e-12 * damping)
    }

    /// The value (0 → 1) the closed form gives at `t`, uncut.
    func value(_ duration: Double, _ zeta: Double, _ v: Double, at t: Double) -> Double {
        Spring(uiKitDuration: duration, dampingRatio: zeta, initialVelocity: v).value(
            at: t, from: 0, to: 1, initialVelocity: v)
    }

    @Test(arguments: [(0.5, 1.000_969_392_918_46), (0.7, 0.998_572_144_914_854), (0.05, 1.018_243_474_587_08)])
    func jumpFromRestIsAtMostATenthOfAPercentOverZeta(zeta: Double, expected: Double) {
        // |x(T)| ≤ 0.001·√(1 + B²)/B with B = ζ/√(1 − ζ²) from rest, i.e. 0.001/ζ.
        let end = value(1, zeta, 0, at: 1)
        #expect(abs(end - expected) < 1e-12)
        #expect(abs(end - 1) <= 0.001 / zeta)
    }

    @Test(arguments: [0.0, 3.0])
    func criticalJumpIsExactlyATenthOfAPercent(v: Double) {
        #expect(abs(value(1, 1, v, at: 1) - 0.999) < 1e-12)
    }

    @Test func velocityNearZetaOmegaLeavesALargeJump() {
        // 1 s, ζ 0.5, v 2: ζω0 ≈ v, the sine coefficient nearly vanishes and the curve is far from rest at T.
        #expect(abs(value(1, 0.5, 2, at: 0.99) - 1.127_398_640_253_85) < 1e-12)
        #expect(abs(value(1, 0.5, 2, at: 1) - 1.123_284_852_301_11) < 1e-12)
        let animation = SpringAnimation.uikit(duration: 1, dampingRatio: 0.5, initialVelocity: 2)
        #expect(animation.sample(at: 1).value == 1)
    }

    /// Critical, T = 2.85 s, v = 310: e^(−ω0 T)·(1 + (ω0 − v)·T) peaks at 1 − vT < 0 (ω0 = 0) and e^(−vT) (ω0 = v),
    /// both below 0.001, so the envelope has no root and Newton's steps grow past any bound. The spring stays
    /// finite and brings a square released at 1,743 pt/s 5.6 pt short of its anchor to rest there.
    @Test func aVelocityTheEnvelopeCannotMeetLeavesAFiniteSpring() {
        let spring = Spring(uiKitDuration: 2.85, dampingRatio: 1, initialVelocity: 310)
        #expect(spring.stiffness.isFinite && spring.damping.isFinite)
        #expect(spring.naturalFrequency <= Spring.uiKitNaturalFrequencyLimit)
        let animation = SpringAnimation.uikit(duration: 2.85, dampingRatio: 1, initialVelocity: 310)
        let samples = stride(from: 0.0, through: 3, by: 1.0 / 120).map { animation.sample(at: $0).value }
        #expect(samples.allSatisfy { $0.isFinite })
        #expect(samples.last == 1)
    }

    @Test func oneClampForSolverAndDamping() {
        // ζ = 0 is solved and damped as ζ = 0.0001: damping = 2 · 0.0001 · ω0.
        let spring = Spring(uiKitDuration: 1, dampingRatio: 0)
        #expect(spring == Spring(uiKitDuration: 1, dampingRatio: 0.0001))
        #expect(abs(spring.dampingRatio - 0.0001) < 1e-15)
    }
}
