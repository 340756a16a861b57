import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// Presence in a room bigger than the listed members: what `welcome` and `presence` name and count.
@Suite struct RoomPresenceTests {
    private let limit = Presence.listLimit

    private func makeRoom() -> Room {
        let room = Room(name: "lab", scenes: [TestScene.self], sceneName: nil, fps: 60)
        room.advance(toRealTime: 0)
        return room
    }

    private func join(_ room: Room, _ id: Int, role: String? = "viewer") -> [Room.Action] {
        room.handle(.join(id: id, .init(name: "P\(id)", role: role, canDrive: true, viewport: nil)))
    }

    private func welcome(_ actions: [Room.Action], to id: Int) -> ServerMessage.Welcome? {
        for case .send(id, .welcome(let welcome)) in actions { return welcome }
        return nil
    }

    private func presences(_ actions: [Room.Action]) -> [(joined: [Int], updated: [Int], left: [Int], count: Int)] {
        actions.compactMap {
            guard case .broadcast(.presence(let joined, let updated, let left, let count), _) = $0 else { return nil }
            return (joined.map(\.id), updated.map(\.id), left, count)
        }
    }

    /// A room of `count` members (ids 1...count, joined in order and flushed one by one), with the clock at 0.
    private func filledRoom(_ count: Int) -> Room {
        let room = makeRoom()
        for id in 1...count {
            _ = join(room, id)
            _ = room.flush()
        }
        return room
    }

    @Test func aWelcomeListsAtMostTheLimitAndCountsEveryone() {
        let room = filledRoom(limit + 30)
        let actions = join(room, 1000)
        let joined = welcome(actions, to: 1000)
        #expect(joined?.presence?.map(\.id) == Array(1...limit))
        #expect(joined?.presenceCount == limit + 31)
        #expect(joined?.you.id == 1000)
        #expect(ServerMessage.welcome(joined!).json["presenceCount"] == .number(Double(limit + 31)))
    }

    @Test func joinsBeyondTheLimitNameNobodyAndOnlyCountOncePerInterval() {
        let room = filledRoom(limit)
        room.advance(toRealTime: 1)
        _ = join(room, 500)
        let first = presences(room.flush())
        #expect(first.count == 1 && first[0].joined.isEmpty && first[0].count == limit + 1)
        for id in 501..<600 {
            _ = join(room, id)
            #expect(presences(room.flush()).isEmpty, "a count within the interval waits")
        }
        #expect(room.presence.countPending)
        room.advance(toRealTime: 1 + Presence.countInterval)
        let due = presences(room.flush())
        #expect(due.count == 1 && due[0].joined.isEmpty && due[0].left.isEmpty && due[0].count == limit + 100)
        #expect(!room.presence.countPending)
        #expect(presences(room.flush()).isEmpty)
    }

    @Test func aListedMemberLeavingPromotesTheNextUnlistedOne() {
        let room = filledRoom(limit + 5)
        _ = room.handle(.leave(id: 3))
        let change = presences(room.flush())
        #expect(change.count == 1)
        #expect(change.first?.left == [3])
        #expect(change.first?.joined == [limit + 1])
        #expect(change.first?.count == limit + 4)
        #expect(room.presence.listed(driver: room.driving.driver).count == limit)
    }

    @Test func anUnlistedMemberLeavingOnlyChangesTheCount() {
        let room = filledRoom(limit + 5)
        room.advance(toRealTime: 5)
        _ = room.handle(.leave(id: limit + 2))
        let change = presences(room.flush())
        #expect(change.count == 1)
        #expect(change.first.map { $0.joined.isEmpty && $0.left.isEmpty && $0.updated.isEmpty } == true)
        #expect(change.first?.count == limit + 4)
    }

    @Test func renamingAnUnlistedMemberSendsNothingToOthers() {
        let room = filledRoom(limit + 5)
        room.advance(toRealTime: 5)
        _ = room.flush()
        let id = limit + 3
        let actions = room.handle(.hello(id: id, .init(name: "Bea", role: "viewer", canDrive: true, viewport: nil)))
        #expect(welcome(actions, to: id)?.you.name == "Bea", "the renamed member hears its own entry")
        #expect(actions.allSatisfy { if case .send(id, _) = $0 { true } else { false } })
        #expect(room.flush().allSatisfy { if case .broadcast = $0 { false } else { true } })
    }

    @Test func aLateDriverTakesTheLastListedPlace() {
        let room = filledRoom(limit + 5)
        let driverID = limit + 4
        _ = room.handle(.hello(id: driverID, .init(name: "D", role: nil, canDrive: true, viewport: nil)))
        _ = room.handle(.message(id: driverID, .pointer(phase: .down, id: 1, x: 1, y: 1, time: 0, seq: 1)))
        #expect(room.driving.driver == driverID)
        let change = presences(room.flush())
        #expect(change.first?.joined == [driverID])
        #expect(change.first?.left == [limit])
        #expect(room.presence.listed(driver: room.driving.driver).map(\.id) == Array(1..<limit) + [driverID])
    }
}
