import Testing

@testable import TransitionLabCore

@Suite struct PanGestureRecognizerTests {
    @Test func beginsOnlyPastTheHysteresisWithZeroTranslation() {
        var pan = PanGestureRecognizer()
        let step1 = pan.feed([
            pointer(.down, 1, 100, 100, at: 0), pointer(.move, 1, 100, 109, at: 0.01),
        ])
        #expect(step1.isEmpty)
        #expect(pan.state == .possible)
        let step2 = pan.feed([pointer(.move, 1, 100, 112, at: 0.02)])
        #expect(step2 == [.began])
        #expect(pan.translation == .zero)
        let step3 = pan.feed([pointer(.move, 1, 100, 142, at: 0.03)])
        #expect(step3 == [.changed])
        #expect(pan.translation == Point(x: 0, y: 30))
    }

    /// After a 0.3-s rest with no events, the first move is already past the hysteresis: the velocity tracker has
    /// one sample in its 100-ms window (no estimate yet), but the movement since touch-down says which way it went.
    @Test func movementAtBeganIsTheTravelFromTouchDownWhateverTheRest() {
        var pan = PanGestureRecognizer()
        let fired = pan.feed([pointer(.down, 1, 300, 340, at: 0), pointer(.move, 1, 280, 343, at: 0.3)])
        #expect(fired == [.began])
        #expect(pan.velocity == .zero)
        #expect(pan.movementAtBegan == Point(x: -20, y: 3))
        _ = pan.feed([pointer(.move, 1, 200, 360, at: 0.32)])
        #expect(pan.movementAtBegan == Point(x: -20, y: 3))
    }

    @Test func aWheelScrollSetsOffAlongItsFirstDelta() {
        var pan = PanGestureRecognizer()
        _ = pan.handle(.wheel(delta: Point(x: 12, y: -2), location: Point(x: 100, y: 100), timestamp: 0))
        #expect(pan.state == .began)
        #expect(pan.movementAtBegan == Point(x: -12, y: 2))
    }

    @Test func velocityIsPointsPerSecondFromTimestamps() {
        var pan = PanGestureRecognizer()
        // 10 pt every 10 ms = 1000 pt/s downward.
        var events = [pointer(.down, 1, 50, 0, at: 0)]
        for step in 1...8 {
            events.append(pointer(.move, 1, 50, Double(step) * 10, at: Double(step) * 0.01))
        }
        events.append(pointer(.up, 1, 50, 80, at: 0.08))
        let step4 = pan.feed(events)
        #expect(step4.last == .ended)
        #expect(abs(pan.velocity.y - 1000) < 1e-6)
        #expect(pan.velocity.x == 0)
    }

    @Test func restingBeforeLiftingGivesZeroVelocity() {
        var pan = PanGestureRecognizer()
        _ = pan.feed([
            pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 0, 50, at: 0.05),
            pointer(.up, 1, 0, 50, at: 0.5),
        ])
        #expect(pan.state == .ended)
        #expect(pan.velocity == .zero)
    }

    @Test func liftingWithoutMovingFailsAndTheNextTouchStartsAfresh() {
        var pan = PanGestureRecognizer()
        _ = pan.feed([pointer(.down, 1, 0, 0, at: 0), pointer(.up, 1, 2, 2, at: 0.1)])
        #expect(pan.state == .failed)
        let step5 = pan.feed([pointer(.down, 1, 0, 0, at: 1), pointer(.move, 1, 0, 20, at: 1.1)])
        #expect(step5 == [.began])
    }

    @Test func secondPointerDoesNotJumpTheTranslation() {
        var pan = PanGestureRecognizer()
        _ = pan.feed([
            pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 0, 20, at: 0.01),
            pointer(.move, 1, 0, 30, at: 0.02),
        ])
        #expect(pan.translation == Point(x: 0, y: 10))
        // The centroid jumps to (50, 30) but the translation stays; then both fingers move 10 pt.
        _ = pan.feed([pointer(.down, 2, 100, 30, at: 0.03)])
        _ = pan.feed([pointer(.move, 1, 0, 40, at: 0.04), pointer(.move, 2, 100, 40, at: 0.04)])
        #expect(pan.translation == Point(x: 0, y: 20))
        let step6 = pan.feed([pointer(.up, 1, 0, 40, at: 0.05)])
        #expect(step6.isEmpty)
        let step7 = pan.feed([pointer(.up, 2, 100, 40, at: 0.06)])
        #expect(step7 == [.ended])
    }

    @Test func cancelCancelsAnActivePan() {
        var pan = PanGestureRecognizer()
        let step8 = pan.feed([
            pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 30, 0, at: 0.01),
            pointer(.cancel, 1, 30, 0, at: 0.02),
        ])
        #expect(step8 == [.began, .cancelled])
    }

    @Test func setTranslationRebases() {
        var pan = PanGestureRecognizer()
        _ = pan.feed([pointer(.down, 1, 0, 0, at: 0), pointer(.move, 1, 0, 20, at: 0.01)])
        pan.setTranslation(.zero)
        _ = pan.feed([pointer(.move, 1, 0, 25, at: 0.02)])
        #expect(pan.translation == Point(x: 0, y: 5))
    }

    @Test func wheelScrollsAndEndsAfterAQuietPeriod() {
        var pan = PanGestureRecognizer()
        pan.advance(to: 1)
        let wheel = { (dy: Double, t: Double) in
            InputEvent.wheel(delta: Point(x: 0, y: dy), location: Point(x: 10, y: 10), timestamp: t)
        }
        let step9 = pan.feed([wheel(4, 1), wheel(6, 1.016)])
        #expect(step9 == [.began, .changed])
        // Content moves up by 10 pt: the finger-equivalent translation is −10.
        #expect(pan.translation == Point(x: 0, y: -10))
        #expect(pan.isScrolling)
        let step10 = pan.advance(to: 1.05)
        #expect(!step10)
        let step11 = pan.advance(to: 1.1)
        #expect(step11)
        #expect(pan.state == .ended)
        #expect(pan.velocity == .zero)
        let step12 = pan.feed([wheel(1, 2)])
        #expect(step12 == [.began])
        #expect(pan.translation == Point(x: 0, y: -1))
    }
}
