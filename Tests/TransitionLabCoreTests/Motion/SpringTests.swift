import Testing

@testable import TransitionLabCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Independent reference: classic fourth-order Runge–Kutta on m·x'' + c·x' + k·x = 0.
func rk4Trajectory(_ spring: Spring, x0: Double, v0: Double, step h: Double, steps: Int) -> [(x: Double, v: Double)] {
    func acceleration(_ x: Double, _ v: Double) -> Double { -(spring.damping * v + spring.stiffness * x) / spring.mass }
    var x = x0
    var v = v0
    var out = [(x, v)]
    for _ in 0..<steps {
        let k1x = v
        let k1v = acceleration(x, v)
        let k2x = v + h / 2 * k1v
        let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v
        let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v
        let k4v = acceleration(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        out.append((x, v))
    }
    return out
}

@Suite struct SpringTests {
    @Test(arguments: [0.05, 0.5, 0.85, 1.0, 1.5], [-2.0, 0, 2])
    func closedFormMatchesRK4(dampingRatio: Double, initialVelocity: Double) {
        // A 0 → 1 animation: x0 = −1, released at `initialVelocity` distances per second toward the target.
        let spring = Spring(response: 0.5, dampingRatio: dampingRatio)
        let h = 1e-4
        let reference = rk4Trajectory(spring, x0: -1, v0: initialVelocity, step: h, steps: 20_000)
        var worst = 0.0
        for (index, expected) in reference.enumerated() {
            let state = spring.state(at: Double(index) * h, initialDisplacement: -1, initialVelocity: initialVelocity)
            worst = max(worst, abs(state.displacement - expected.x))
        }
        #expect(worst < 1e-6)
    }

    @Test func swiftUIDurationBounceMatchesApplesFormula() {
        // stiffness = (2π/0.5)² = 16π² ≈ 157.9137; damping = 4π·(1 − 0.3)/0.5 = 5.6π ≈ 17.5929.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(spring.stiffness - 157.91) < 0.005)
        #expect(abs(spring.damping - 17.59) < 0.005)
        #expect(spring.mass == 1)
        #expect(Spring.bouncy == spring)
        #expect(abs(Spring.smooth.dampingRatio - 1) < 1e-12)
        #expect(abs(Spring.snappy.dampingRatio - 0.85) < 1e-12)
        // Negative bounce: ζ = 1/(1 − 0.5) = 2.
        #expect(abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
    }

    @Test(arguments: [(0.3, 0.2), (0.5, 1.0), (1.2, 2.5), (0.15, 0.86)])
    func swiftUIRoundTrips(response: Double, dampingRatio: Double) {
        let spring = Spring(response: response, dampingRatio: dampingRatio)
        #expect(abs(spring.response - response) < 1e-12)
        #expect(abs(spring.dampingRatio - dampingRatio) < 1e-12)
        let again = Spring(duration: spring.response, bounce: spring.bounce)
        #expect(abs(again.stiffness - spring.stiffness) < 1e-9 * spring.stiffness)
        #expect(abs(again.damping - spring.damping) < 1e-9 * spring.damping)
    }

    @Test func massStiffnessDampingRoundTripsThroughResponse() {
        // A heavier CASpringAnimation moves like the mass-1 spring with the same k/m and c/m.
        let heavy = Spring(mass: 2, stiffness: 300, damping: 20)
        let light = Spring(response: heavy.response, dampingRatio: heavy.dampingRatio)
        #expect(abs(light.stiffness - 150) < 1e-9)
        #expect(abs(light.damping - 10) < 1e-9)
        for t in [0.05, 0.2, 0.7] {
            let a = heavy.state(at: t, initialDisplacement: -1, initialVelocity: 0.5)
            let b = light.state(at: t, initialDisplacement: -1, initialVelocity: 0.5)
            #expect(abs(a.displacement - b.displacement) < 1e-12)
        }
    }

    @Test(arguments: [(1.0, 0.5, 0.0), (0.7, 0.8, 0.0), (0.5, 0.85, 0.8), (0.5, 1.0, 0.0), (2.0, 0.3, -1.0)])
    func uiKitSolverPutsTheEnvelopeAtOneThousandthAtTheDuration(duration: Double, zeta: Double, v: Double) throws {
        let spring = Spring(uiKitDuration: duration, dampingRatio: zeta, initialVelocity: v)
        let w0 = spring.stiffness.squareRoot()
        #expect(abs(spring.dampingRatio - zeta) < 1e-12)
        let envelope: Double
        if zeta < 1 {
            // (ζω0 − v)/ωd · e^(−ζω0 T), ωd = ω0√(1−ζ²).
            envelope = (zeta * w0 - v) / (w0 * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w0 * duration)
        } else {
            // e^(−ω0 T)·(1 + (ω0 − v)·T).
            envelope = exp(-w0 * duration) * (1 + (w0 - v) * duration)
        }
        #expect(abs(envelope - 0.001) < 1e-9)
        let recovered = try #require(spring.uiKitDuration(initialVelocity: v))
        #expect(abs(recovered - duration) < 1e-9)
    }

    @Test func uiKitClampsDampingRatioAndDuration() {
        #expect(Spring(uiKitDuration: 0.5, dampingRatio: 1.7) == Spring(uiKitDuration: 0.5, dampingRatio: 1))
        #expect(Spring(uiKitDuration: 30, dampingRatio: 0.5) == Spring(uiKitDuration: 10, dampingRatio: 0.5))
    }

    @Test func relativeVelocityRoundTrips() {
        // 200 pt/s toward a target 100 pt away is 2 distances per second, whichever way the animation goes.
        #expect(Spring.relativeVelocity(200, from: 0, to: 100) == 2)
        #expect(Spring.relativeVelocity(-200, from: 100, to: 0) == 2)
        #expect(Spring.velocity(relative: 2, from: 100, to: 0) == -200)
        #expect(Spring.relativeVelocity(50, from: 3, to: 3) == 0)
    }

    @Test(arguments: [("present", 1.0, 0.5), ("dismiss", 0.7, 0.8)])
    func todayCardSpringsPeakOvershoot(name: String, duration: Double, zeta: Double) {
        // the Today-card post: present usingSpringWithDamping 0.5 over 1.0 s, dismiss 0.8 over 0.7 s, velocity 0.
        let spring = Spring(uiKitDuration: duration, dampingRatio: zeta)
        let expected = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        #expect(abs(spring.overshoot(initialDisplacement: -1, initialVelocity: 0) - expected) < 1e-12)
        #expect(abs(spring.peakOvershoot - expected) < 1e-12)
        // RK4 agrees on the largest excursion past the target.
        let trajectory = rk4Trajectory(spring, x0: -1, v0: 0, step: 1e-4, steps: 10_000)
        let peak = trajectory.map(\.x).max() ?? 0
        #expect(abs(peak - expected) < 1e-5)
    }

    @Test func overshootWithVelocityAndWithoutOscillation() {
        let critical = Spring(response: 0.5, dampingRatio: 1)
        #expect(critical.overshoot(initialDisplacement: -1, initialVelocity: 0) == 0)
        // A fast start overshoots even a critically damped spring; RK4 gives the peak.
        let fast = critical.overshoot(initialDisplacement: -1, initialVelocity: 30)
        let peak = (rk4Trajectory(critical, x0: -1, v0: 30, step: 1e-4, steps: 10_000).map(\.x).max() ?? 0)
        #expect(fast > 0.1)
        #expect(abs(fast - peak) < 1e-6)
    }

    @Test func coreAnimationSettlingDurationMatchesApplesExamples() {
        // Apple's settlingDuration page: damping 5 → "approximately 2.85 seconds", damping 15 → just over 1 s.
        let five = Spring(mass: 1, stiffness: 100, damping: 5).caSettlingDuration()
        let fifteen = Spring(mass: 1, stiffness: 100, damping: 15).caSettlingDuration()
        #expect(abs(five - 2.85) < 0.01)
        #expect(fifteen > 1 && fifteen < 1.05)
        // ln((1 + ζω0/ωd)/0.001)/(ζω0) with ω0 = 10, ζ = 0.25: ln((1 + 2.5/√93.75)/0.001)/2.5.
        #expect(abs(five - log((1 + 2.5 / 93.75.squareRoot()) / 0.001) / 2.5) < 1e-12)
        #expect(Spring.caSpringAnimationDefault == Spring(mass: 1, stiffness: 100, damping: 10))
    }

    @Test func coreAnimationDrawsOverdampedAsCritical() {
        let over = Spring(mass: 1, stiffness: 100, damping: 40)
        #expect(over.drawnByCoreAnimation(allowsOverdamping: false).damping == 20)
        #expect(over.drawnByCoreAnimation(allowsOverdamping: true) == over)
    }

    @Test(arguments: [0.3, 1.0, 2.0])
    func settlingDurationBoundsLaterMotion(dampingRatio: Double) {
        let spring = Spring(response: 0.4, dampingRatio: dampingRatio)
        let settle = spring.settlingDuration(
            initialDisplacement: -100, initialVelocity: 500, positionThreshold: 0.1, velocityThreshold: 1)
        #expect(settle > 0 && settle.isFinite)
        for step in 0...2_000 {
            let state = spring.state(
                at: settle + Double(step) * 0.0025, initialDisplacement: -100, initialVelocity: 500)
            #expect(abs(state.displacement) <= 0.1 + 1e-12)
            #expect(abs(state.velocity) <= 1 + 1e-12)
        }
    }

    @Test func settlingDurationUnderdampedEqualsTheEnvelopeFormula() {
        // x = e^(−ζω0 t)(x0 cos + b sin), b = (v0 + ζω0 x0)/ωd, amplitude √(x0² + b²): T = ln(amplitude/ε)/(ζω0).
        let spring = Spring(mass: 1, stiffness: 100, damping: 5)
        let wd = 10 * (1 - 0.0625).squareRoot()
        let b = (0 + 2.5 * -1) / wd
        let expected = log((1 + b * b).squareRoot() / 0.001) / 2.5
        let settle = spring.settlingDuration(
            initialDisplacement: -1, initialVelocity: 0, positionThreshold: 0.001, velocityThreshold: .infinity)
        #expect(abs(settle - expected) < 1e-9)
    }
}
