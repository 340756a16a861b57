import Testing

@testable import TransitionLabCore

@Suite struct TapGestureRecognizerTests {
    @Test func recognisesOnLift() {
        var tap = TapGestureRecognizer()
        let step1 = tap.feed([pointer(.down, 1, 10, 10, at: 0), pointer(.move, 1, 14, 13, at: 0.05)])
        #expect(step1.isEmpty)
        let step2 = tap.feed([pointer(.up, 1, 14, 13, at: 0.1)])
        #expect(step2 == [.recognized])
        #expect(tap.location == Point(x: 14, y: 13))
    }

    @Test func failsWhenMovedTooFar() {
        var tap = TapGestureRecognizer()
        let step3 = tap.feed([
            pointer(.down, 1, 10, 10, at: 0), pointer(.move, 1, 10, 21, at: 0.05),
            pointer(.up, 1, 10, 10, at: 0.1),
        ])
        #expect(step3.isEmpty)
        #expect(tap.state == .failed)
    }

    @Test func failsWhenHeldTooLong() {
        var tap = TapGestureRecognizer()
        let step4 = tap.feed([pointer(.down, 1, 10, 10, at: 0), pointer(.up, 1, 10, 10, at: 1.6)])
        #expect(step4.isEmpty)
        #expect(tap.state == .failed)
        let step5 = tap.feed([pointer(.down, 1, 10, 10, at: 2), pointer(.up, 1, 10, 10, at: 2.1)])
        #expect(step5 == [.recognized])
    }

    @Test func failsWithASecondPointer() {
        var tap = TapGestureRecognizer()
        let step6 = tap.feed([
            pointer(.down, 1, 10, 10, at: 0), pointer(.down, 2, 50, 10, at: 0.01),
            pointer(.up, 1, 10, 10, at: 0.1),
        ])
        #expect(step6.isEmpty)
        #expect(tap.state == .failed)
    }
}
