import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// `Driving` on its own: the driver check, who drives, input sequence numbers and the trackpad.
@Suite struct DrivingTests {
    private func member(_ id: Int, canDrive: Bool = true, watching: Bool = false) -> Presence.Member {
        Presence.Member(id: id, name: "P\(id)", color: "#FFFFFF", canDrive: canDrive, prefersWatching: watching)
    }

    private let wheel = ClientMessage.wheel(dx: 0, dy: 10, x: 0, y: 0, time: 0, seq: 1)

    private func pinch(_ phase: GesturePhase) -> ClientMessage {
        .pinch(phase: phase, scale: 1, x: 0, y: 0, time: 0, seq: 1)
    }

    @Test func onlyAMemberWhoMayDriveAndDoesNotWatchDrives() {
        let driving = Driving()
        #expect(driving.refusal(for: member(1), driverName: nil) == nil)
        #expect(driving.refusal(for: member(1, watching: true), driverName: nil) == "you joined as a viewer")
        #expect(driving.refusal(for: member(1, canDrive: false), driverName: nil) == "driving needs the control token")
        #expect(
            driving.refusal(for: member(1, canDrive: false, watching: true), driverName: nil)
                == "driving needs the control token")
    }

    @Test func theFirstDriverHoldsTheRoomUntilAnotherTakesOverOrItLeaves() {
        var driving = Driving()
        #expect(driving.refusal(for: member(2), driverName: nil) == nil, "nobody holds the room yet")
        _ = driving.drive(1, inputSequence: nil)
        #expect(driving.refusal(for: member(1), driverName: "P1") == nil)
        #expect(driving.refusal(for: member(2), driverName: "P1") == "P1 drives this room: take over to drive")
        let tookOver = driving.takeOver(2)
        #expect(tookOver && driving.driver == 2)
        #expect(driving.refusal(for: member(1), driverName: "P2") == "P2 drives this room: take over to drive")
        let again = driving.takeOver(2)
        #expect(!again, "taking over one's own room changes nothing")
        driving.leave(2)
        #expect(driving.refusal(for: member(1), driverName: nil) == nil, "the room is free again")
    }

    @Test func drivingReportsANewDriverAndKeepsEachMembersLastSequence() {
        var driving = Driving()
        let changes = [
            driving.drive(1, inputSequence: 5), driving.drive(1, inputSequence: nil),
            driving.drive(2, inputSequence: 0x1_0000_0007),
        ]
        #expect(changes == [true, false, true])
        #expect(driving.driver == 2)
        #expect(driving.inputSequences == [1: 5, 2: 7])
    }

    @Test func aDriverWhoLeavesDrivesNoMore() {
        var driving = Driving()
        _ = driving.drive(1, inputSequence: 3)
        _ = driving.drive(2, inputSequence: 4)
        driving.leave(1)
        #expect(driving.driver == 2 && driving.inputSequences == [2: 4])
        driving.leave(2)
        #expect(driving.driver == nil && driving.inputSequences.isEmpty)
        driving.leave(99)
        let changed = driving.drive(3, inputSequence: nil)
        #expect(changed, "the next member to drive is a new driver")
    }

    @Test func aFreshSceneForgetsTheSequencesButNotTheDriver() {
        var driving = Driving()
        _ = driving.drive(1, inputSequence: 3)
        driving.sceneReplaced()
        #expect(driving.inputSequences.isEmpty && driving.driver == 1)
    }

    @Test func oneMemberHoldsTheTrackpadUntilItsPinchEnds() {
        var driving = Driving()
        let claims = [
            driving.claimsTrackpad(for: 1, pinch(.began), at: 0),
            driving.claimsTrackpad(for: 2, pinch(.began), at: 0.01),
            driving.claimsTrackpad(for: 1, pinch(.changed), at: 0.02),
            driving.claimsTrackpad(for: 1, pinch(.ended), at: 0.03),
            driving.claimsTrackpad(for: 2, pinch(.began), at: 0.04),
        ]
        #expect(claims == [true, false, true, true, true])
    }

    @Test func aScrollHoldsTheTrackpadUntilItPausesOrItsMemberLeaves() {
        var driving = Driving()
        let idle = Driving.trackpadIdle
        var claims = [
            driving.claimsTrackpad(for: 1, wheel, at: 0),
            driving.claimsTrackpad(for: 2, wheel, at: idle - 0.01),
            driving.claimsTrackpad(for: 2, wheel, at: idle),
            driving.claimsTrackpad(for: 1, wheel, at: idle + 0.01),
        ]
        driving.leave(2)
        claims.append(driving.claimsTrackpad(for: 1, wheel, at: idle + 0.02))
        #expect(claims == [true, false, true, false, true])
    }
}
