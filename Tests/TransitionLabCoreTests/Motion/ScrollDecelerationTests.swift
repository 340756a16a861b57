import Testing

@testable import TransitionLabCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct ScrollDecelerationTests {
    @Test func freeDecayRestsAtTheProjection() {
        let motion = ScrollDeceleration(offset: 100, velocity: -1500)
        let resting = DecelerationRate.normal.restingOffset(from: 100, initialVelocity: -1500)
        // Within the threshold (1/6 pt) of the exact rest, then snapped.
        #expect(abs(motion.restingOffset - resting) <= 1.0 / 6 + 1e-9)
        #expect(motion.state(at: motion.duration).velocity == 0)
        #expect(
            motion.state(at: 0.2).offset == DecelerationRate.normal.offset(at: 0.2, from: 100, initialVelocity: -1500))
    }

    @Test func flickPastTheEndSpringsBackContinuously() throws {
        let motion = ScrollDeceleration(offset: 250, velocity: 3000, bounds: 0...300)
        let hit = try #require(DecelerationRate.normal.time(toReach: 300, from: 250, initialVelocity: 3000))
        let before = motion.state(at: hit - 1e-9)
        let after = motion.state(at: hit + 1e-9)
        #expect(abs(before.offset - after.offset) < 1e-5)
        #expect(abs(before.velocity - after.velocity) < 1e-3)
        // It overshoots the edge, comes back, and rests exactly on it.
        #expect(motion.state(at: hit + 0.1).offset > 300)
        #expect(motion.restingOffset == 300)
    }

    @Test func releasedOutsideSpringsToTheNearestEdge() {
        let motion = ScrollDeceleration(offset: -40, velocity: 0, bounds: 0...300)
        #expect(motion.restingOffset == 0)
        // Critically damped, stiffness 100: x(t) = −40·e^(−10t)(1 + 10t).
        let t = 0.1
        #expect(abs(motion.state(at: t).offset - (-40 * exp(-10 * t) * (1 + 10 * t))) < 1e-9)
    }

    @Test func pagingLandsOnAPage() {
        let motion = ScrollDeceleration(offset: 30, velocity: 800, bounds: 0...3900, pageSize: 390)
        #expect(motion.restingOffset == 390)
    }
}

@Suite struct TargetContentOffsetTests {
    @Test func pagingMovesAtMostOnePage() {
        // A hard flick from page 2 (780) would project 4000 · 0.499 = 1996 pt further, but paging stops at page 3.
        #expect(TargetContentOffset.page(offset: 800, velocity: 4000, pageSize: 390, bounds: 0...3900) == 1170)
        #expect(TargetContentOffset.page(offset: 760, velocity: -4000, pageSize: 390, bounds: 0...3900) == 390)
    }

    @Test func slowReleaseSnapsToTheNearestPage() {
        // 20 pt/s projects 20/1000 · 499 ≈ 10 pt: 760 + 10 → 770 is nearer 780 than 390.
        #expect(TargetContentOffset.page(offset: 760, velocity: 20, pageSize: 390, bounds: 0...3900) == 780)
        #expect(TargetContentOffset.page(offset: 600, velocity: 0, pageSize: 390, bounds: 0...3900) == 780)
        #expect(TargetContentOffset.page(offset: 500, velocity: 0, pageSize: 390, bounds: 0...3900) == 390)
        // A flick starting exactly on a page reaches the next one.
        #expect(TargetContentOffset.page(offset: 0, velocity: 500, pageSize: 390, bounds: 0...3900) == 390)
        #expect(TargetContentOffset.page(offset: 3900, velocity: 500, pageSize: 390, bounds: 0...3900) == 3900)
    }

    @Test func snapPicksTheTargetNearestTheProjection() {
        let targets = [0.0, 136, 272, 408, 544]
        // 300 pt/s at normal → +149.7 pt: 100 + 149.7 = 249.7, nearest 272.
        #expect(TargetContentOffset.nearest(targets, offset: 100, velocity: 300) == 272)
        #expect(TargetContentOffset.nearest(targets, offset: 100, velocity: 0) == 136)
        #expect(TargetContentOffset.nearest([], offset: 42, velocity: 1000) == 42)
    }
}
