import Testing
import TransitionLabProtocol

@testable import TransitionLabServer

/// `Presence` on its own: joins, `hello`s and leaves in, `presence` messages out.
@Suite struct PresenceTests {
    private typealias Change = (joined: [Int], updated: [Int], left: [Int], count: Int)

    private func change(_ presence: inout Presence, driver: Int? = nil, at now: Double = 0) -> Change? {
        guard case .presence(let joined, let updated, let left, let count)? = presence.change(driver: driver, at: now)
        else { return nil }
        return (joined.map(\.id), updated.map(\.id), left, count)
    }

    /// Members 1...count, joined in order, with their joins heard at time 0.
    private func filled(_ count: Int) -> Presence {
        var presence = Presence()
        for id in 1...count { _ = presence.join(id, name: "P\(id)", watching: true, canDrive: true) }
        _ = presence.change(driver: nil, at: 0)
        _ = presence.takeNewcomers()
        return presence
    }

    @Test func aJoinerWithoutANameIsAGuestColouredByItsID() {
        var presence = Presence()
        let member = presence.join(3, name: nil, watching: false, canDrive: true)
        #expect(member.name == "Guest 3" && member.color == Presence.palette[3])
        #expect(member.participant.role == "driver")
        #expect(presence.member(3)?.name == "Guest 3")
        #expect(presence.takeNewcomers() == [3])
        #expect(presence.newcomers.isEmpty)
    }

    @Test func aMemberWhoMayNotDriveOrWatchesIsAViewer() {
        var presence = Presence()
        #expect(!presence.join(1, name: "A", watching: false, canDrive: false).isDriver)
        #expect(!presence.join(2, name: "B", watching: true, canDrive: true).isDriver)
        #expect(presence.members.map(\.participant.role) == ["viewer", "viewer"])
    }

    @Test func eachChangeIsHeardOnce() {
        var presence = Presence()
        _ = presence.join(1, name: "A", watching: false, canDrive: true)
        _ = presence.join(2, name: "B", watching: false, canDrive: true)
        let joins = change(&presence)
        #expect(joins?.joined == [1, 2] && joins?.count == 2)
        #expect(change(&presence) == nil)
        #expect(presence.hello(2, name: "Bea", watching: true, canDrive: true)?.isDriver == false)
        let hello = change(&presence)
        #expect(hello?.updated == [2] && hello?.joined == [] && hello?.left == [])
        presence.leave(1)
        let leave = change(&presence)
        #expect(leave?.left == [1] && leave?.count == 1)
        #expect(change(&presence) == nil)
    }

    @Test func anUnknownMemberChangesNothing() {
        var presence = filled(2)
        #expect(presence.hello(99, name: "X", watching: false, canDrive: true) == nil)
        #expect(presence.member(99) == nil)
        presence.leave(99)
        let after = change(&presence)
        #expect(presence.members.map(\.id) == [1, 2])
        #expect(after == nil)
    }

    @Test func aNewcomerWhoLeavesWantsNoFrame() {
        var presence = Presence()
        _ = presence.join(1, name: "A", watching: false, canDrive: true)
        presence.leave(1)
        #expect(presence.newcomers.isEmpty && presence.isEmpty)
    }

    @Test func theListKeepsALateDriverInItsLastPlace() {
        let limit = Presence.listLimit
        let presence = filled(limit + 5)
        #expect(presence.listed(driver: nil).map(\.id) == Array(1...limit))
        #expect(presence.listed(driver: 3).map(\.id) == Array(1...limit))
        #expect(presence.listed(driver: limit + 5).map(\.id) == Array(1..<limit) + [limit + 5])
        #expect(presence.listed(driver: 10_000).map(\.id) == Array(1...limit), "an unknown driver is not listed")
    }

    @Test func aNewDriverBeyondTheListTakesTheLastPlace() {
        let limit = Presence.listLimit
        var presence = filled(limit + 1)
        presence.driverChanged()
        let swap = change(&presence, driver: limit + 1)
        #expect(swap?.joined == [limit + 1] && swap?.left == [limit] && swap?.count == limit + 1)
    }

    @Test func countOnlyChangesWaitForTheInterval() {
        let limit = Presence.listLimit
        var presence = filled(limit)
        _ = presence.join(limit + 1, name: nil, watching: true, canDrive: true)
        #expect(change(&presence, at: 0.5) == nil)
        #expect(presence.countPending && presence.countDue == Presence.countInterval)
        #expect(change(&presence, at: 0.9) == nil)
        let count = change(&presence, at: Presence.countInterval)
        #expect(count?.joined == [] && count?.count == limit + 1)
        #expect(!presence.countPending)
    }
}
