import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// `Driving` on its own: the driver check, who holds the room, and input sequence numbers.
@Suite struct DrivingTests {
    private func member(_ id: Int, canDrive: Bool = true, watching: Bool = false) -> Presence.Member {
        Presence.Member(id: id, name: "P\(id)", color: "#FFFFFF", canDrive: canDrive, prefersWatching: watching)
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
}
