import Foundation
import Testing

@testable import TransitionLabServer

/// The display pacing: at most one frame per refresh, on a cadence every client of that refresh shares.
@Suite struct FramePacerTests {
    @Test func anUnpacedClientHoldsNothing() {
        var pacer = FramePacer()
        pacer.wrote(at: 1)
        #expect(!pacer.holds(at: 1))
    }

    /// Room frames at `hertz` with ±1 ms jitter to a 60 Hz display, at any phase: each refresh gets at most one
    /// frame, the display gets one per refresh it can show, and a held frame waits for the timer only when no newer
    /// frame comes by its deadline. Returns the writes and how many the timer made.
    private func pace(roomHertz hertz: Double, phase: Double) -> (writes: [Double], byTimer: Int) {
        var pacer = FramePacer()
        pacer.declare(refresh: 60)
        var writes: [Double] = []
        var byTimer = 0
        var step = 0.0
        var held = false
        var now = phase
        while now < phase + 2 {
            step += 1
            let jitter = 0.001 * sin(step * 12.9898)  // ±1 ms, a fixed sequence
            let next = now + 1 / hertz + jitter
            if held, pacer.heldFrameDeadline <= next {
                writes.append(pacer.heldFrameDeadline)
                pacer.wrote(at: pacer.heldFrameDeadline)
                byTimer += 1
                held = false
            }
            now = next
            if pacer.holds(at: now) {
                held = true
            } else {
                writes.append(now)
                pacer.wrote(at: now)
                held = false
            }
        }
        return (writes, byTimer)
    }

    @Test(arguments: [0.0, 0.003, 0.0081, 0.0166])
    func atMostOneFramePerRefreshAndNoTimerWhileFramesComeFaster(phase: Double) {
        let (writes, byTimer) = pace(roomHertz: 120, phase: phase)
        let slots = writes.map { ($0 * 60 + FramePacer.earlySlack).rounded(.down) }
        #expect(Set(slots).count == slots.count, "two frames in one refresh")
        #expect(writes.count >= 118 && writes.count <= 121, "\(writes.count) frames in 2 s")
        #expect(byTimer == 0, "a newer frame comes before every held frame's deadline")
    }

    /// A room as fast as the display: every frame is written, whatever its phase against the refresh grid.
    @Test(arguments: [0.0, 0.0005, 0.0081, 0.0162])
    func aRoomAtTheDisplaysRateIsNotThinned(phase: Double) {
        let (writes, _) = pace(roomHertz: 60, phase: phase)
        #expect(writes.count >= 119, "\(writes.count) of 120 frames written")
    }

    /// The last frame of a motion, held with none after it, is written by the timer half a refresh into its slot.
    @Test func theLastHeldFrameIsWrittenHalfARefreshIntoItsSlot() {
        var pacer = FramePacer()
        pacer.declare(refresh: 60)
        pacer.wrote(at: 10.001)
        #expect(pacer.holds(at: 10.005))
        #expect(abs(pacer.heldFrameDeadline - (pacer.dueAt + 0.5 / 60)) < 1e-12)
    }

    /// Two clients of a room whose frames reached them at different moments fall due at the same instant, so one
    /// wake-up of the service loop writes both.
    @Test func clientsOfOneRefreshShareTheirDueTimes() {
        var first = FramePacer()
        var second = FramePacer()
        first.declare(refresh: 60)
        second.declare(refresh: 60)
        first.wrote(at: 10.0001)
        second.wrote(at: 10.0093)
        #expect(first.dueAt == second.dueAt)
        #expect(first.dueAt > 10.0093)
    }

    /// A write a little before its slot starts counts as that slot's: the next is due a whole refresh later.
    @Test func anEarlyWriteDoesNotGetTwoFramesIntoOneRefresh() {
        var pacer = FramePacer()
        pacer.declare(refresh: 60)
        pacer.wrote(at: 1.0 / 60 * 90 - 0.0002)
        #expect(abs(pacer.dueAt - 1.0 / 60 * 91) < 1e-9)
    }
}
