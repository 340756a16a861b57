import Testing

@testable import TransitionLabServer

@Suite struct RateLimiterTests {
    @Test func aSecondsWorthIsAdmittedAtOnceAndTheNextIsRefusedWithOneNotice() {
        var limiter = RateLimiter(rate: 1000, now: 10)
        let admitted = (0..<1000).filter { _ in limiter.admit(now: 10) == .admitted }.count
        #expect(admitted == 1000)
        #expect(limiter.admit(now: 10) == .refused(notify: true))
        #expect(limiter.admit(now: 10.5) == .admitted)  // 500 tokens came back in half a second
        for _ in 0..<499 { _ = limiter.admit(now: 10.5) }
        #expect(limiter.admit(now: 10.5) == .refused(notify: false))  // one notice a second
        #expect(limiter.admit(now: 11) == .admitted)
    }

    @Test func theBucketHoldsAtMostOneSecondsWorth() {
        var limiter = RateLimiter(rate: 4, now: 0)
        let admitted = (0..<10).filter { _ in limiter.admit(now: 100) == .admitted }.count
        #expect(admitted == 4)
    }

    @Test func aClockGoingBackDoesNotDrainTheBucket() {
        var limiter = RateLimiter(rate: 2, now: 5)
        #expect(limiter.admit(now: 4) == .admitted)
        #expect(limiter.admit(now: 4) == .admitted)
        #expect(limiter.admit(now: 4) == .refused(notify: true))
    }
}
