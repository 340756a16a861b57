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

    /// Room frames at 120 Hz with jitter to a 60 Hz display: whatever the phase, each refresh gets at most one
    /// frame and, once due, a frame is written at once; a client writes a frame per refresh.
    @Test(arguments: [0.0, 0.003, 0.0081, 0.0166])
    func atMostOneFramePerRefresh(phase: Double) {
        var pacer = FramePacer()
        pacer.declare(refresh: 60)
        var writes: [Double] = []
        var step = 0.0
        var held = false
        var now = phase
        while now < phase + 2 {
            step += 1
            let jitter = 0.001 * sin(step * 12.9898)  // ±1 ms, a fixed sequence
            let next = now + 1.0 / 120 + jitter
            // A held frame is written by the timer when it falls due before the next room frame.
            if held, pacer.dueAt <= next {
                writes.append(pacer.dueAt)
                pacer.wrote(at: pacer.dueAt)
                held = false
            }
            now = next
            if pacer.holds(at: now) {
                held = true
            } else {
                writes.append(now)
                pacer.wrote(at: now)
            }
        }
        let slots = writes.map { ($0 * 60 + FramePacer.earlySlack).rounded(.down) }
        #expect(Set(slots).count == slots.count, "two frames in one refresh")
        #expect(writes.count >= 118 && writes.count <= 121, "\(writes.count) frames in 2 s")
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

    /// A timer that fires a little before its slot starts writes that slot's frame: the next is due a whole
    /// refresh later, never at once.
    @Test func anEarlyTimerDoesNotGetTwoFramesIntoOneRefresh() {
        var pacer = FramePacer()
        pacer.declare(refresh: 60)
        pacer.wrote(at: 1.0 / 60 * 90 - 0.0002)
        #expect(abs(pacer.dueAt - 1.0 / 60 * 91) < 1e-9)
    }
}
