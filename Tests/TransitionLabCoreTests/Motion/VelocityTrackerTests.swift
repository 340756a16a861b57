import Testing
import TransitionLabTestSupport

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

    @Test func onlyTheLast100MillisecondsCount() {
        var tracker = VelocityTracker()
        // Fast drag, then a slower stretch longer than the horizon: only the slow part remains.
        for step in 0..<10 { tracker.addSample(Double(step) * 20, at: Double(step) * 0.01) }
        for step in 1...15 { tracker.addSample(180 + Double(step), at: 0.09 + Double(step) * 0.01) }
        #expect(abs(tracker.velocity() - 100) < 1e-6)
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

    /// A fast stroke (100 pt in 0.1 s at 120 Hz), then a pause with the finger still and the lift sample: the
    /// velocity keeps the stroke's sign, shrinks as the pause grows, and is zero after a 100-ms pause.
    @Test(arguments: [true, false])
    func aPauseBeforeTheLiftFadesTheVelocityWithoutReversingIt(eventsDuringPause: Bool) {
        var previous = Double.infinity
        for pause in stride(from: 0.0, through: 0.15, by: 0.005) {
            var tracker = VelocityTracker()
            for step in 0...12 { tracker.addSample(-Double(step) * 100 / 12, at: Double(step) / 120) }
            let stroke = 0.1
            if eventsDuringPause {
                var t = stroke + 1.0 / 120
                while t < stroke + pause {
                    tracker.addSample(-100, at: t)
                    t += 1.0 / 120
                }
            }
            tracker.addSample(-100, at: stroke + pause)
            let velocity = tracker.velocity()
            #expect(velocity <= 0, "pause \(pause): \(velocity)")
            #expect(-velocity <= previous + 1e-9, "pause \(pause): not fading")
            if pause >= 0.1 { #expect(velocity == 0, "pause \(pause): \(velocity)") }
            previous = -velocity
        }
    }

    /// A resting finger jittering by ±0.5 pt gives no velocity, whatever the jitter's pattern.
    @Test func jitterOfARestingFingerIsNoMotion() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            var tracker = VelocityTracker()
            for step in 0..<24 {
                tracker.addSample(300 + Double.random(in: -0.5...0.5, using: &generator), at: Double(step) / 120)
            }
            #expect(tracker.velocity() == 0)
        }
    }

    /// The sign follows the net movement over the window even when a least-squares curve would not.
    @Test func theSignNeverOpposesTheFingersMovement() {
        var tracker = VelocityTracker()
        // Moves up 20 pt fast, then creeps down 3 pt: net −17 pt over the window.
        for step in 0...5 { tracker.addSample(-Double(step) * 4, at: Double(step) / 120) }
        for step in 1...6 { tracker.addSample(-20 + Double(step) * 0.5, at: (5 + Double(step)) / 120) }
        #expect(tracker.velocity() <= 0)
    }

    @Test func nonFiniteAndBackwardSamples() {
        var tracker = VelocityTracker()
        tracker.addSample(0, at: 0)
        tracker.addSample(.nan, at: 0.01)
        tracker.addSample(10, at: .infinity)
        tracker.addSample(10, at: 0.01)
        #expect(abs(tracker.velocity() - 1000) < 1e-9)
        tracker.addSample(500, at: 0.005)
        #expect(tracker.velocity() == 0)
    }
}
