import Testing

@testable import TransitionLabCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct DecelerationRateTests {
    @Test func velocityDecaysByTheRateEachMillisecond() {
        let rate = DecelerationRate.normal
        // After 1 ms the velocity is 0.998 of what it was; after 1 s, 0.998^1000 ≈ 0.1351.
        #expect(abs(rate.velocity(at: 0.001, initialVelocity: 1000) - 998) < 1e-9)
        #expect(abs(rate.velocity(at: 1, initialVelocity: 1000) - 1000 * pow(0.998, 1000)) < 1e-9)
    }

    @Test func offsetIsTheIntegralOfTheVelocity() {
        // Trapezoidal sum of v(t) over 1 ms steps approximates x(t) − x0.
        let rate = DecelerationRate.fast
        var sum = 0.0
        let h = 1e-5
        for step in 0..<50_000 {
            let t = Double(step) * h
            sum +=
                (rate.velocity(at: t, initialVelocity: 2000) + rate.velocity(at: t + h, initialVelocity: 2000)) / 2 * h
        }
        #expect(abs(rate.offset(at: 0.5, from: 10, initialVelocity: 2000) - (10 + sum)) < 1e-6)
    }

    @Test func projectionAndRestingOffset() {
        // WWDC 2018 "Designing Fluid Interfaces": project(v) = v/1000 · d/(1 − d); 2000 pt/s at 0.998 → 998 pt.
        #expect(abs(DecelerationRate.normal.projectedDistance(velocity: 2000) - 998) < 1e-9)
        // Continuous decay: x0 − v/(1000 ln d) = 2000/(−1000 ln 0.998) ≈ 999.0 pt.
        let resting = DecelerationRate.normal.restingOffset(from: 0, initialVelocity: 2000)
        #expect(abs(resting - 2000 / (-1000 * log(0.998))) < 1e-9)
        #expect(abs(resting - 999.0) < 1e-3)
        // The trajectory approaches it: 10 s later less than a thousandth of a point remains.
        #expect(abs(DecelerationRate.normal.offset(at: 10, from: 0, initialVelocity: 2000) - resting) < 1e-3)
    }

    @Test func durationAndTimeToReach() throws {
        let rate = DecelerationRate.normal
        let duration = rate.duration(initialVelocity: 2000, threshold: 0.5)
        // Remaining distance |v(t)|/k = 0.5 at the duration.
        #expect(abs(rate.velocity(at: duration, initialVelocity: 2000) / rate.decayConstant - 0.5) < 1e-9)
        let t = try #require(rate.time(toReach: 500, from: 0, initialVelocity: 2000))
        #expect(abs(rate.offset(at: t, from: 0, initialVelocity: 2000) - 500) < 1e-9)
        #expect(rate.time(toReach: 1200, from: 0, initialVelocity: 2000) == nil)
    }
}

@Suite struct RubberBandTests {
    @Test func offsetPastTheEdgeFollowsTheFormula() {
        let band = RubberBand(dimension: 844, bounds: 0...1000)
        #expect(band.clamp(500) == 500)
        // (1 − 1/(100·0.55/844 + 1))·844 = 844·55/899 ≈ 51.635 past the edge.
        #expect(abs(band.clamp(1100) - (1000 + 844.0 * 55 / 899)) < 1e-9)
        #expect(abs(band.clamp(-100) - (-844.0 * 55 / 899)) < 1e-9)
        // Small drags move about c·x; huge ones never exceed the viewport.
        #expect(abs(band.clamp(-1) - -0.55) < 0.001)
        #expect(band.clamp(1_000_000) < 1000 + 844)
    }

    @Test func unclampInvertsClamp() {
        let band = RubberBand(dimension: 390, bounds: -20...300)
        for raw in [-500.0, -21, 0, 150, 301, 999] {
            #expect(abs(band.unclamp(band.clamp(raw)) - raw) < 1e-9)
        }
    }

    @Test func springBackIsCriticallyDampedStiffness100() {
        #expect(RubberBand.springBack.stiffness == 100)
        #expect(abs(RubberBand.springBack.dampingRatio - 1) < 1e-12)
    }
}
