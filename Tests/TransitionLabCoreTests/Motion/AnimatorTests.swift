import Testing

@testable import TransitionLabCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct AnimatorTests {
    let spring = Spring(mass: 1, stiffness: 200, damping: 12)

    @Test func springValueFollowsTheClosedFormAndSettles() throws {
        var animator = Animator()
        animator.setValue(10, forKey: "x")
        animator.animate("x", to: 110, with: spring)
        animator.advance(to: 0.2)
        // x(t) = 110 + e^(−ζω0 t)(x0 cos ωd t + (ζω0 x0)/ωd sin ωd t), x0 = −100, ω0 = √200, ζ = 12/(2√200).
        let w0 = 200.0.squareRoot()
        let zeta = 12 / (2 * w0)
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let x0 = -100.0
        let expected = 110 + exp(-zeta * w0 * 0.2) * (x0 * cos(wd * 0.2) + zeta * w0 * x0 / wd * sin(wd * 0.2))
        #expect(abs(try #require(animator["x"]) - expected) < 1e-9)
        #expect(animator.isAnimating)
        let settled = animator.advance(to: 10)
        #expect(settled == ["x"])
        #expect(animator["x"] == 110)
        #expect(!animator.isAnimating)
    }

    @Test func retargetingKeepsPositionAndVelocityContinuous() throws {
        var animator = Animator()
        animator.setValue(0, forKey: "x")
        animator.animate("x", to: 100, with: spring)
        animator.advance(to: 0.1)
        let before = (try #require(animator["x"]), animator.velocity(forKey: "x"))
        animator.animate("x", to: -50, with: Spring(mass: 1, stiffness: 50, damping: 5))
        #expect(animator["x"] == before.0)
        #expect(animator.velocity(forKey: "x") == before.1)
        // One millisecond later the value has moved by about velocity × 1 ms (no jump).
        animator.advance(to: 0.101)
        let moved = try #require(animator["x"]) - before.0
        #expect(abs(moved - before.1 * 0.001) < 0.05)
    }

    @Test func sameInputsGiveBitIdenticalOutputs() {
        func run() -> [Double] {
            var animator = Animator()
            animator.setValue(0, forKey: "a")
            animator.animate("a", to: 1, with: Spring(uiKitDuration: 0.7, dampingRatio: 0.8), duration: 0.7)
            animator.decelerate("b", velocity: 2400, bounds: 0...300)
            var out: [Double] = []
            for frame in 1...120 {
                animator.advance(to: Double(frame) / 120)
                if frame == 30 { animator.animate("a", to: 0.2, with: spring) }
                out += [animator["a"] ?? .nan, animator["b"] ?? .nan, animator.velocity(forKey: "b")]
            }
            return out
        }
        #expect(run().map(\.bitPattern) == run().map(\.bitPattern))
    }

    @Test func startTimesDoNotDependOnTheFrameRate() {
        // The same input at the same scene times, ticked at 60 Hz, 144 Hz and irregularly: identical bits.
        func run(ticks: [Double]) -> [UInt64] {
            var animator = Animator()
            animator.setValue(0, forKey: "a")
            for t in ticks where t < 0.5 { animator.advance(to: t) }
            animator.advance(to: 0.5)
            animator.animate("a", to: 1, with: spring)
            animator.decelerate("b", velocity: 1000)
            animator.timeScale = 0.5
            for t in ticks where t > 0.5 && t < 0.9 { animator.advance(to: t) }
            animator.advance(to: 0.9)
            // 0.5 s at 1× then 0.4 s at 0.5×: animator time 0.7, 0.2 s into both motions.
            #expect(abs(animator.time - 0.7) < 1e-15)
            return [animator["a"]!, animator.velocity(forKey: "a"), animator["b"]!].map(\.bitPattern)
        }
        let sixty = run(ticks: (1...60).map { Double($0) / 60 })
        #expect(run(ticks: (1...144).map { Double($0) / 144 }) == sixty)
        #expect(run(ticks: (1...97).map { Double($0 * $0) / 9409 }) == sixty)
    }

    @Test func uiKitDurationEndsTheSpringAtTheDuration() {
        var animator = Animator()
        animator.setValue(0, forKey: "p")
        animator.animate("p", to: 1, with: Spring(uiKitDuration: 1, dampingRatio: 0.5), duration: 1)
        #expect(animator.advance(to: 0.999).isEmpty)
        #expect(animator.advance(to: 1) == ["p"])
        #expect(animator["p"] == 1)
    }

    @Test func decelerationWithBoundsSpringsBackToTheEdge() throws {
        var animator = Animator()
        animator.setValue(250, forKey: "offset")
        // Unbounded this would rest at 250 + 3000/(−1000 ln 0.998) ≈ 1748.5, far past 300.
        animator.decelerate("offset", velocity: 3000, bounds: 0...300)
        animator.advance(to: 0.05)
        #expect(try #require(animator["offset"]) > 300)
        animator.advance(to: 5)
        #expect(animator["offset"] == 300)
    }

    @Test func timeScaleAndFractionComplete() throws {
        var animator = Animator()
        animator.timeScale = 0.5
        animator.setValue(0, forKey: "p")
        animator.animate("p", to: 1, with: spring, duration: 1)
        animator.advance(to: 1)
        #expect(animator.time == 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-12)
        animator.fractionComplete = 0.25
        #expect(animator.isPaused)
        #expect(animator.advance(to: 2).isEmpty)
        let atQuarter = spring.value(at: 0.25, from: 0, to: 1)
        #expect(abs(try #require(animator["p"]) - atQuarter) < 1e-12)
    }
}
