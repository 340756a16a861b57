import Testing

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
}
