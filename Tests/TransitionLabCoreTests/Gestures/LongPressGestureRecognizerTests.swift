import Testing

@testable import TransitionLabCore

@Suite struct LongPressGestureRecognizerTests {
    @Test func beginsAfterTheMinimumPressDurationOfSceneTime() {
        var press = LongPressGestureRecognizer()
        press.advance(to: 1)
        _ = press.feed([pointer(.down, 1, 10, 10, at: 0)])
        let step1 = press.advance(to: 1.49)
        #expect(!step1)
        let step2 = press.advance(to: 1.5)
        #expect(step2)
        #expect(press.state == .began)
        // Once recognised, movement is unlimited.
        let step3 = press.feed([
            pointer(.move, 1, 100, 100, at: 0.6), pointer(.up, 1, 100, 100, at: 0.7),
        ])
        #expect(step3 == [.changed, .ended])
    }

    @Test func failsWhenMovedBeforeRecognition() {
        var press = LongPressGestureRecognizer()
        _ = press.feed([pointer(.down, 1, 10, 10, at: 0), pointer(.move, 1, 10, 21, at: 0.1)])
        #expect(press.state == .failed)
        let step4 = press.advance(to: 1)
        #expect(!step4)
    }

    @Test func liftingEarlyFails() {
        var press = LongPressGestureRecognizer()
        _ = press.feed([pointer(.down, 1, 10, 10, at: 0)])
        press.advance(to: 0.3)
        _ = press.feed([pointer(.up, 1, 10, 10, at: 0.3)])
        #expect(press.state == .failed)
        let step5 = press.advance(to: 2)
        #expect(!step5)
    }
}
