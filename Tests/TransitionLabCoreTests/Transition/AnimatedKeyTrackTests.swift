import Testing

@testable import TransitionLabCore

@Suite struct AnimatedKeyTrackTests {
    @Test func aSampleAtTheSameTimeReplacesThePreviousOne() {
        var track = AnimatedKeyTrack()
        #expect(track.velocity == 0)
        track.record(1, at: 0)
        #expect(track.velocity == 0)
        track.record(2, at: 0.5)
        track.record(3, at: 0.5)
        // (3 − 1)/0.5 = 4: the 2 at 0.5 s was replaced.
        #expect(track.value == 3)
        #expect(track.velocity == 4)
    }

    @Test func onlyTheLastTenthOfASecondCounts() {
        var track = AnimatedKeyTrack()
        // 0 → 100 over the first second, then 100 → 102 over 50 ms: (102 − 100)/0.05 = 40 per second from the
        // samples within 0.1 s; the one-second slope (100) is ignored.
        track.record(0, at: 0)
        track.record(100, at: 1)
        track.record(101, at: 1.025)
        track.record(102, at: 1.05)
        #expect(abs(track.velocity - 40) < 1e-9)
        // Samples far apart: the previous sample still gives a slope, (0 − 102)/(3 − 1.05).
        track.record(0, at: 3)
        #expect(abs(track.velocity - (-102 / 1.95)) < 1e-9)
    }
}
