import Foundation
import Testing

@testable import TransitionLabCore

@Suite struct ScrollAxisTests {
    private func axis() -> ScrollAxis {
        var axis = ScrollAxis(viewportLength: 800)
        axis.contentLength = 2000
        return axis
    }

    @Test func dragPastTheTopIsResistedAndSpringsBack() {
        var axis = axis()
        axis.beginDrag()
        axis.drag(translation: 100)
        // Rubber band: (1 − 1/(100·0.55/800 + 1))·800 = 51.46 pt past the edge, not 100.
        #expect(abs(axis.offset + (1 - 1 / (100 * 0.55 / 800 + 1)) * 800) < 1e-9)
        axis.endDrag(velocity: 0, at: 1)
        #expect(axis.isMoving)
        var time = 1.0
        while axis.isMoving, time < 5 {
            time += 1.0 / 120
            axis.advance(to: time)
        }
        #expect(axis.offset == 0)
        #expect(!axis.isMoving)
    }

    @Test func aTargetedReleaseEndsExactlyOnTheTarget() {
        var axis = axis()
        axis.beginDrag()
        axis.drag(translation: -300)
        axis.endDrag(velocity: 1500, at: 0) { release in
            // Normal rate: k = −1000·ln 0.998 ≈ 2.002; projection 300 + 1500/k ≈ 1049.
            #expect(abs(release.projected - (300 + 1500 / (-1000 * log(0.998)))) < 1e-9)
            #expect(release.offset == 300 && release.velocity == 1500)
            return 1000
        }
        axis.advance(to: 10)
        #expect(axis.offset == 1000)
    }

    /// A lift slower than `minimumFlingVelocity` (or with a non-finite velocity) leaves the offset where it is.
    @Test(arguments: [49.0, -49.0, .nan, .infinity])
    func aSlowLiftDoesNotFling(velocity: Double) {
        var axis = axis()
        axis.beginDrag()
        axis.drag(translation: -300)
        axis.endDrag(velocity: velocity, at: 0)
        axis.advance(to: 10)
        #expect(axis.offset == 300)
    }

    @Test func aFlingPastTheEndStopsWithinBounds() {
        var axis = axis()
        axis.beginDrag()
        axis.drag(translation: -1000)
        axis.endDrag(velocity: 5000, at: 0)
        var time = 0.0
        var farthest = 0.0
        while axis.isMoving, time < 10 {
            time += 1.0 / 120
            axis.advance(to: time)
            farthest = max(farthest, axis.offset)
        }
        #expect(farthest > 1200)  // bounced past the 1200-pt end
        #expect(abs(axis.offset - 1200) < 0.5)
    }

    @Test func aTouchDownStopsAFlingWhereItIs() {
        var axis = axis()
        axis.beginDrag()
        axis.drag(translation: -100)
        axis.endDrag(velocity: 2000, at: 0)
        axis.advance(to: 0.2)
        let caught = axis.offset
        #expect(caught > 100 && axis.isMoving)
        let stopped = axis.touchDown()
        #expect(stopped)
        axis.advance(to: 1)
        #expect(axis.offset == caught && !axis.isMoving)
        // Lifted without dragging, inside the range: it stays.
        axis.touchUp(at: 1)
        axis.advance(to: 2)
        #expect(axis.offset == caught)
        // A touch on a resting axis stops nothing.
        let stoppedAgain = axis.touchDown()
        #expect(!stoppedAgain)
    }

    @Test func aTouchHeldPastAnEdgeSpringsBackWhenLifted() {
        var axis = axis()
        axis.beginDrag()
        axis.drag(translation: 100)
        axis.endDrag(velocity: 0, at: 0)
        axis.advance(to: 0.05)
        let held = axis.offset
        #expect(held < 0)
        let stopped = axis.touchDown()
        #expect(stopped)
        axis.advance(to: 0.5)
        #expect(axis.offset == held)
        axis.touchUp(at: 0.5)
        #expect(axis.isMoving)
        axis.advance(to: 5)
        #expect(axis.offset == 0)
    }

    @Test func aCoastIgnoresTheRangeAndDecaysAtTheRate() {
        var axis = axis()
        axis.coast(velocity: 4000, at: 0)
        axis.advance(to: 0.5)
        // Free decay at the normal rate: x(t) = v/k·(1 − e^(−k·t)) with k = −1000·ln 0.998, no edge in the way.
        let k = -1000 * log(0.998)
        #expect(abs(axis.offset - 4000 / k * (1 - exp(-k * 0.5))) < 1e-6)
        #expect(abs(axis.velocity - 4000 * exp(-k * 0.5)) < 1e-6)
        axis.advance(to: 20)
        #expect(axis.offset > axis.maximumOffset)
        #expect(!axis.isMoving && axis.velocity == 0)
    }

    @Test func aCoastBelowTheFlingThresholdStaysPut() {
        var axis = axis()
        axis.setOffset(300, at: 0)
        axis.coast(velocity: 49, at: 0)
        #expect(!axis.isMoving && axis.offset == 300)
    }

    @Test func anOffsetHandedOverWithAVelocityDeceleratesInRange() {
        var axis = axis()
        axis.setOffset(1100, velocity: 3000, at: 0)
        #expect(axis.isMoving && axis.velocity == 3000)
        axis.advance(to: 20)
        #expect(axis.offset == axis.maximumOffset)
        axis.setOffset(-50, at: 20)
        #expect(axis.isMoving)
        axis.advance(to: 40)
        #expect(axis.offset == 0)
    }

    @Test func aDragContinuedFromATranslationKeepsTheOffsetUnderTheFinger() {
        var axis = axis()
        axis.setOffset(400, at: 0)
        axis.beginDrag(translation: 120)
        axis.drag(translation: 120)
        #expect(abs(axis.offset - 400) < 1e-9)
        axis.drag(translation: 170)
        #expect(abs(axis.offset - 350) < 1e-9)
    }
}
