import Testing

@testable import TransitionLabCore

@Suite struct VelocityTrackerTests {
    @Test func constantVelocityIsExact() {
        var tracker = VelocityTracker()
        for frame in 0..<10 {
            let t = Double(frame) / 120
            tracker.addSample(50 + 800 * t, at: t)
        }
        #expect(abs(tracker.velocity() - 800) < 1e-6)
    }

    @Test func constantAccelerationGivesTheVelocityAtTheNewestSample() {
        // x = 3t + 2000t²/2 ⇒ v(t) = 3 + 2000t; the quadratic fit is exact, so v(0.05) = 103.
        var tracker = VelocityTracker()
        for step in 0...10 {
            let t = Double(step) * 0.005
            tracker.addSample(3 * t + 1000 * t * t, at: t)
        }
        #expect(abs(tracker.velocity() - 103) < 1e-6)
    }

    @Test func onlyTheLast100MillisecondsCount() {
        var tracker = VelocityTracker()
        // Fast drag, then a slow stretch longer than the horizon: only the slow part remains.
        for step in 0..<10 { tracker.addSample(Double(step) * 20, at: Double(step) * 0.01) }
        for step in 1...15 { tracker.addSample(180 + Double(step) * 0.1, at: 0.09 + Double(step) * 0.01) }
        #expect(abs(tracker.velocity() - 10) < 1e-6)
    }

    @Test func stoppedPointerAndTooFewSamples() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity() == 0)
        tracker.addSample(0, at: 0)
        #expect(tracker.velocity() == 0)
        tracker.addSample(10, at: 0.01)
        #expect(abs(tracker.velocity() - 1000) < 1e-9)
        #expect(tracker.velocity(at: 0.02) == tracker.velocity())
        #expect(tracker.velocity(at: 0.051) == 0)
        tracker.reset()
        #expect(tracker.velocity() == 0)
    }
}
