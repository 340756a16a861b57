import Testing
import TransitionLabTestSupport

@testable import TransitionLabCore

@Suite struct PinchGestureRecognizerTests {
    /// Two fingers 100 pt apart around (200, 400), spread symmetrically to `span` at `time`.
    private func spread(to span: Double, at time: Double) -> [InputEvent] {
        [
            pointer(.move, 1, 200 - span / 2, 400, at: time),
            pointer(.move, 2, 200 + span / 2, 400, at: time),
        ]
    }

    private let touchDown = [pointer(.down, 1, 150, 400, at: 0), pointer(.down, 2, 250, 400, at: 0)]

    @Test func scaleIsRelativeToTheTouchDownSpan() {
        var pinch = PinchGestureRecognizer()
        let step1 = pinch.feed(touchDown)
        #expect(step1.isEmpty)
        let step2 = pinch.feed(spread(to: 105, at: 0.01))
        #expect(step2.isEmpty)
        // First event past the hysteresis: finger 1 at 140 with finger 2 at 252.5 → span 112.5.
        let step3 = pinch.feed(spread(to: 120, at: 0.02))
        #expect(step3 == [.began, .changed])
        #expect(abs(pinch.scale - 1.2) < 1e-12)
        #expect(pinch.location == Point(x: 200, y: 400))
        _ = pinch.feed(spread(to: 160, at: 0.1))
        #expect(abs(pinch.scale - 1.6) < 1e-12)
        let step4 = pinch.feed([pointer(.up, 2, 280, 400, at: 0.11)])
        #expect(step4 == [.ended])
    }

    @Test func velocityIsScalePerSecond() {
        var pinch = PinchGestureRecognizer()
        _ = pinch.feed(touchDown)
        // Span grows 10 pt (scale 0.1) every 10 ms: 10 scale per second.
        for step in 1...6 {
            _ = pinch.feed(spread(to: 100 + Double(step) * 10, at: Double(step) * 0.01))
        }
        #expect(abs(pinch.velocity - 10) < 1e-9)
    }

    @Test func twoFingersMovingTogetherDoNotPinch() {
        var pinch = PinchGestureRecognizer()
        _ = pinch.feed(touchDown)
        // One finger's event arrives before the other's, in 5-pt steps as a browser reports them.
        var events: [InputEvent] = []
        for step in 1...20 {
            let y = 400 + Double(step) * 5
            events += [
                pointer(.move, 1, 150, y, at: Double(step) * 0.01),
                pointer(.move, 2, 250, y, at: Double(step) * 0.01),
            ]
        }
        let fired = pinch.feed(events)
        #expect(fired.isEmpty)
        #expect(pinch.state == .possible)
    }

    @Test func liftingBeforeBeganFails() {
        var pinch = PinchGestureRecognizer()
        _ = pinch.feed(touchDown + [pointer(.up, 1, 150, 400, at: 0.1)])
        #expect(pinch.state == .failed)
    }

    @Test func trackpadPinchDrivesTheSameStates() {
        var pinch = PinchGestureRecognizer()
        let center = Point(x: 10, y: 20)
        let fired = pinch.feed([
            .trackpadPinch(phase: .began, scale: 1, center: center, timestamp: 0),
            .trackpadPinch(phase: .changed, scale: 1.5, center: center, timestamp: 0.05),
            .trackpadPinch(phase: .ended, scale: 1.5, center: center, timestamp: 0.06),
        ])
        #expect(fired == [.began, .changed, .ended])
        #expect(pinch.scale == 1.5)
        #expect(pinch.isTrackpad)
    }

    @Test func pinchAndPanRecogniseTheSameEventsSimultaneously() {
        var pinch = PinchGestureRecognizer()
        var pan = PanGestureRecognizer()
        let events = touchDown + spread(to: 140, at: 0.05)
        _ = pinch.feed(events)
        // Both fingers' centroid stays at 200 but finger 1 moves 20 pt, so the pan is still within hysteresis.
        _ = pan.feed(
            events + [pointer(.move, 1, 130, 440, at: 0.06), pointer(.move, 2, 270, 440, at: 0.06)]
        )
        #expect(pinch.state.isActive)
        #expect(pan.state.isActive)
    }

    /// `velocity` changes only with the scale of a pinch that began: one recogniser sees human pinches one after
    /// another (jittered, some within the hysteresis, some crossing), sometimes with a third finger down as one of
    /// the pinching fingers lifts, and it keeps its velocity on every event after which the pinch is not `began`
    /// or `changed`, apart from a cancellation that zeroes it.
    @Test func velocityChangesOnlyWithTheScaleOfABegunPinch() {
        var random = SeededGenerator(seed: 0x5049_4E43)
        for round in 0..<100 {
            var trace = HumanTrace()
            for (index, start) in [0.0, 1, 2].enumerated() {
                let startSpan = Double.random(in: 40...160, using: &random)
                var pinch = HumanTrace.pinch(
                    center: Point(x: 200, y: 400), startSpan: startSpan,
                    endSpan: [startSpan + 6, startSpan * 2, -20, startSpan / 2][(round + index) % 4],
                    duration: Double.random(in: 0.1...0.4, using: &random), pause: round % 3 == 0 ? 0.1 : 0,
                    rate: round % 2 == 0 ? 60 : 120, startTime: start, random: &random)
                for position in pinch.samples.indices { pinch.samples[position].id += 10 * index }
                trace.samples += pinch.samples
                guard (round + index) % 3 == 0 else { continue }
                trace.samples +=
                    HumanTrace.stroke(
                        id: 10 * index + 3, from: Point(x: 260, y: 300), travel: Point(x: 40, y: 10), duration: 0.5,
                        startTime: start + 0.05, random: &random
                    ).samples
            }
            trace.samples.sort { $0.time < $1.time }
            var pinch = PinchGestureRecognizer()
            for sample in trace.samples {
                let before = pinch.velocity
                _ = pinch.handle(
                    .pointer(
                        PointerEvent(
                            phase: sample.phase, id: sample.id, location: sample.location, timestamp: sample.time)))
                guard pinch.state != .began, pinch.state != .changed else { continue }
                #expect(
                    pinch.velocity == before || pinch.velocity == 0 && pinch.state == .cancelled,
                    "round \(round), \(sample.phase) of \(sample.id) at \(sample.time): \(before) → \(pinch.velocity)")
            }
        }
    }
}
