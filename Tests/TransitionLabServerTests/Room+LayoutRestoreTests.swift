import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

/// Pages that come back after losing their connection send their layouts again as restores, and a page opening an
/// empty room sends an example: neither may undo what a member of the room set.
extension RoomLayoutTests {
    private func reads(_ actions: [Room.Action]) -> [LayoutJob] {
        actions.compactMap { if case .readLayout(let job) = $0 { job } else { nil } }
    }

    private func shown(_ actions: [Room.Action], to id: Int) -> [UserLayoutSource] {
        actions.compactMap { action -> UserLayoutSource? in
            switch action {
            case .send(id, .layout(let layout)), .broadcast(.layout(let layout), _): layout.source
            default: nil
            }
        }
    }

    /// A room with members 1 and 2 (their joins flushed), opened on `starting` as its layout A if given.
    private func twoMembers(startingWith starting: UserLayoutSource? = nil) throws -> Room {
        let layouts = try starting.map {
            [try RoomLayout.read($0, slot: .a, viewport: Room.defaultViewport, with: reader)]
        }
        let room = makeRoom(layouts: layouts ?? [])
        _ = join(room, 1)
        _ = join(room, 2)
        _ = room.flush()
        return room
    }

    @Test func theFirstRestoreReplacesAStartingLayoutAndLaterOnesShowItInstead() throws {
        let room = try twoMembers(startingWith: grid(7))
        let first = paste(room, grid(3), origin: .restore, from: 1)
        #expect(shown(first.result, to: 1) == [grid(3)], "the starting layout is nobody's: the restore replaces it")
        let generation = room.slots.generations[.a]
        let second = paste(room, grid(5), origin: .restore, from: 2)
        #expect(room.slots.generations[.a] == generation, "not read")
        #expect(shown(second.immediate, to: 2) == [grid(3)], "a later restore is shown the room's layout")
        #expect(room.slots.layouts[.a]?.message.source == grid(3))
        let pasted = paste(room, grid(5), from: 2)
        #expect(shown(pasted.result, to: 2) == [grid(5)], "a paste always applies")
        #expect(paste(room, grid(2), origin: .restore, from: 1).result.isEmpty)
        #expect(room.slots.layouts[.a]?.message.source == grid(5))
    }

    @Test func aRestoreWhileAnotherIsReadWaitsForItsResult() throws {
        let room = try twoMembers()
        let pending = room.handle(.message(id: 1, .layout(slot: .a, source: grid(3), origin: .restore))) + room.flush()
        let later = room.handle(.message(id: 2, .layout(slot: .a, source: grid(5), origin: .restore))) + room.flush()
        #expect(reads(later).isEmpty && shown(later, to: 2).isEmpty, "nothing to show until the first is read")
        var landed: [Room.Action] = []
        for job in reads(pending) { landed += room.handle(.layoutRead(job, LayoutWorker(reader: reader).read(job))) }
        #expect(shown(landed, to: 2) == [grid(3)], "its broadcast reaches the second page")
    }

    @Test func aRefusedRestoreLeavesTheSlotOpenToTheNext() throws {
        let room = try twoMembers()
        let bad = paste(room, UserLayoutSource(format: .swift, text: "stale"), origin: .restore, from: 1)
        #expect(bad.result.contains { if case .send(1, .layoutError) = $0 { true } else { false } })
        _ = paste(room, grid(4), origin: .restore, from: 2)
        #expect(room.slots.layouts[.a]?.message.source == grid(4))
    }

    @Test func anExampleFillsOnlyASlotNeverReadAndARestoreReplacesIt() throws {
        let room = try twoMembers()
        let example = paste(room, grid(2), origin: .example, from: 1)
        #expect(shown(example.result, to: 1) == [grid(2)])
        let again = paste(room, grid(6), origin: .example, from: 2)
        #expect(room.slots.generations[.a] == 1 && shown(again.immediate, to: 2) == [grid(2)])
        let restore = paste(room, grid(4), origin: .restore, from: 2)
        #expect(shown(restore.result, to: 1) == [grid(4)], "an example is nobody's: a restore replaces it")
        let starting = try RoomLayout.read(grid(7), slot: .b, viewport: Room.defaultViewport, with: reader)
        let other = makeRoom(layouts: [starting])
        _ = join(other, 1)
        let refused = paste(other, grid(2), slot: .b, origin: .example, from: 1)
        #expect(other.slots.generations[.b] == nil && shown(refused.immediate, to: 1) == [grid(7)])
    }

    /// Sends a layout message and flushes, without reading: the reads it queued are returned for later.
    private func request(
        _ room: Room, _ source: UserLayoutSource, slot: LayoutSlot = .a, origin: ClientMessage.LayoutOrigin,
        from id: Int
    ) -> (jobs: [LayoutJob], actions: [Room.Action]) {
        let actions = room.handle(.message(id: id, .layout(slot: slot, source: source, origin: origin))) + room.flush()
        return (reads(actions), actions)
    }

    private func land(_ room: Room, _ jobs: [LayoutJob]) -> [Room.Action] {
        jobs.flatMap { room.handle(.layoutRead($0, LayoutWorker(reader: reader).read($0))) } + room.flush()
    }

    @Test func aFailedPasteKeepsAMembersSlotClosedToRestores() throws {
        let room = try twoMembers()
        _ = paste(room, grid(3), from: 1)
        _ = paste(room, UserLayoutSource(format: .swift, text: "typo"), from: 1)
        let late = paste(room, grid(5), origin: .restore, from: 2)
        #expect(shown(late.immediate, to: 2) == [grid(3)], "the member's layout stays")
        #expect(room.slots.layouts[.a]?.message.source == grid(3))
    }

    @Test func aRestoreThatWaitedIsReadWhenTheReadInFlightFails() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = join(room, 2)
        _ = join(room, 3)
        _ = room.flush()
        let failing = request(room, UserLayoutSource(format: .swift, text: "stale"), origin: .restore, from: 1)
        let waiting = request(room, grid(4), origin: .restore, from: 2)
        let example = request(room, grid(6), origin: .example, from: 3)
        #expect(waiting.jobs.isEmpty && example.jobs.isEmpty, "both wait for the read in flight")
        #expect(shown(waiting.actions + example.actions, to: 2).isEmpty)
        let failed = land(room, failing.jobs)
        #expect(failed.contains { if case .send(1, .layoutError) = $0 { true } else { false } })
        let retried = reads(failed)
        #expect(retried.map(\.source) == [grid(4)], "the first waiting restore is read; the example waits for it")
        let landed = land(room, retried)
        #expect(shown(landed, to: 3) == [grid(4)], "the broadcast answers the waiting example")
        #expect(room.slots.layouts[.a]?.message.source == grid(4))
        #expect(room.slots.waiting.isEmpty)
    }

    @Test func aWaitingRestoreIsAnsweredEvenWhenTheReadChangesNothing() throws {
        let room = try twoMembers(startingWith: grid(7))
        let same = request(room, grid(7), origin: .restore, from: 1)
        let waiting = request(room, grid(4), origin: .restore, from: 2)
        #expect(waiting.jobs.isEmpty)
        let landed = land(room, same.jobs)
        #expect(shown(landed, to: 2) == [grid(7)] && shown(landed, to: 1).isEmpty)
    }

    @Test func aViewportChangeDoesNotOvertakeAPasteInFlight() {
        let room = makeRoom()
        _ = join(room, 1)
        _ = paste(room, grid(3), from: 1)
        let pasted = request(room, grid(5), origin: .paste, from: 1)
        let resized = room.handle(.message(id: 1, .viewport(Size(width: 820, height: 1180)))) + room.flush()
        #expect(reads(resized).isEmpty, "the held layout is not read again while the paste is read")
        let landed = land(room, pasted.jobs)
        #expect(shown(landed, to: 1) == [grid(5)], "the paste applies")
        let reread = reads(landed)
        #expect(reread.map(\.viewport) == [Size(width: 820, height: 1180)], "then it is read for the new viewport")
        _ = land(room, reread)
        #expect(room.slots.layouts[.a]?.message.source == grid(5) && room.slots.layouts[.a]?.viewport.width == 820)
    }
}
