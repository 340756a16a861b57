import Testing
import TransitionLabCore

@testable import TransitionLabServer

/// Who reads next, with the time passed by hand: reader time shared between addresses and then connections, reads
/// paused for less-served owners, jobs that die with their room, sender or slot, and the held bytes bounded.
@Suite struct ReadQueueTests {
    private func job(room: Int, slot: LayoutSlot = .a, sender: Int? = nil, generation: Int = 1, bytes: Int = 10)
        -> LayoutJob
    {
        LayoutJob(
            room: room, roomName: "room\(room)", slot: slot,
            source: UserLayoutSource(format: .swift, text: String(repeating: "x", count: bytes)),
            viewport: Size(width: 390, height: 844), generation: generation, sender: sender)
    }

    private func owner(_ connection: Int, _ address: String = "10.0.0.1") -> ReadOwner {
        ReadOwner(address: address, connection: connection)
    }

    private var oneLane: ReadQueue.Limits {
        var limits = ReadQueue.Limits()
        limits.lanes = 1
        return limits
    }

    /// Takes every read given a lane, as idle threads do; returns their rooms.
    private func takeAll(_ queue: inout ReadQueue, now: Double) -> [Int] {
        var rooms: [Int] = []
        while let entry = queue.take(now: now) { rooms.append(entry.job.room) }
        return rooms
    }

    private func id(ofRoom room: Int, in queue: ReadQueue) throws -> Int {
        try #require(queue.entries.first { $0.job.room == room }).id
    }

    @Test func aClientWithManyRoomsGetsNoMoreThanAClientWithOne() throws {
        var queue = ReadQueue(limits: oneLane)
        // Address A holds four connections, each pasting in a room of its own; address B pastes once, later.
        for connection in 1...4 {
            _ = queue.submit(job(room: connection, sender: connection), owner: owner(connection, "A"), now: 0)
        }
        _ = queue.submit(job(room: 9, sender: 9), owner: owner(9, "B"), now: 0.1)
        var order = takeAll(&queue, now: 0)
        // A's first read has run a quantum while B, which has used nothing, waits: it pauses and B reads.
        let first = try id(ofRoom: 1, in: queue)
        #expect(queue.check(first, now: 0.1).0 == .run)
        #expect(queue.check(first, now: 0.3).0 == .pause)
        order += takeAll(&queue, now: 0.3)
        _ = queue.finish(try id(ofRoom: 9, in: queue), now: 0.4)
        // Then A's connections in turn: the one that has used nothing before the paused one.
        order += takeAll(&queue, now: 0.4)
        #expect(order == [1, 9, 2])
    }

    @Test func aSmallPasteIsNotStuckBehindALongRead() throws {
        var queue = ReadQueue(limits: oneLane)
        _ = queue.submit(job(room: 1, sender: 1, bytes: 60_000), owner: owner(1), now: 0)
        #expect(takeAll(&queue, now: 0) == [1])
        let long = try id(ofRoom: 1, in: queue)
        _ = queue.submit(job(room: 2, sender: 2), owner: owner(2), now: 3)
        // The long read goes on until its next check-in, then pauses for the newcomer, and resumes after it.
        let (decision, effects) = queue.check(long, now: 3.02)
        #expect(decision == .pause)
        #expect(effects.starts == 1)
        #expect(takeAll(&queue, now: 3.02) == [2])
        let resumed = queue.finish(try id(ofRoom: 2, in: queue), now: 3.1)
        #expect(resumed.wakes == [long])
        #expect(queue.resumed(long) == .run)
    }

    /// Runs one read of `room` for `owner` from `start` for `seconds` on an idle one-lane queue, to its end.
    private func read(_ queue: inout ReadQueue, room: Int, owner: ReadOwner, from start: Double, for seconds: Double)
        throws
    {
        _ = queue.submit(job(room: room, sender: owner.connection), owner: owner, now: start)
        #expect(takeAll(&queue, now: start) == [room])
        _ = queue.finish(try id(ofRoom: room, in: queue), now: start + seconds)
    }

    @Test func aShortReadGoesBeforeALongReadersEvenWhenItsClientHasReadMore() throws {
        var queue = ReadQueue(limits: oneLane)
        // Connection 1 read one source for 2 s; connection 2 ten for 0.3 s each: more reader time, short reads.
        try read(&queue, room: 1, owner: owner(1), from: 0, for: 2)
        for index in 0..<10 { try read(&queue, room: 2, owner: owner(2), from: 3 + Double(index), for: 0.3) }
        _ = queue.submit(job(room: 3, sender: 1), owner: owner(1), now: 20)
        _ = queue.submit(job(room: 4, sender: 2), owner: owner(2), now: 20.1)
        // The lane went to connection 1's read, submitted first; it pauses for connection 2's short one.
        #expect(takeAll(&queue, now: 20) == [3])
        #expect(queue.check(try id(ofRoom: 3, in: queue), now: 20.3).0 == .pause)
        #expect(takeAll(&queue, now: 20.3) == [4])
    }

    @Test func equallyServedOwnersDoNotPauseEachOther() throws {
        var queue = ReadQueue(limits: oneLane)
        _ = queue.submit(job(room: 1, sender: 1), owner: owner(1), now: 0)
        _ = takeAll(&queue, now: 0)
        // The same connection's read in another room: no less served than the one running, both short so far.
        _ = queue.submit(job(room: 2, sender: 1), owner: owner(1), now: 0.1)
        #expect(queue.check(try id(ofRoom: 1, in: queue), now: 0.4).0 == .run)
    }

    @Test func aRoomsReadsRunOneAtATime() throws {
        var queue = ReadQueue()
        _ = queue.submit(job(room: 1, slot: .a, sender: 1), owner: owner(1), now: 0)
        _ = queue.submit(job(room: 1, slot: .b, sender: 1), owner: owner(1), now: 0)
        _ = queue.submit(job(room: 2, sender: 2), owner: owner(2), now: 0)
        #expect(takeAll(&queue, now: 0) == [1, 2])
        _ = queue.finish(try id(ofRoom: 1, in: queue), now: 0.1)
        #expect(takeAll(&queue, now: 0.1) == [1])
    }

    @Test func aNewerPasteReplacesTheWaitingOneAndStopsTheOneInProgress() throws {
        var queue = ReadQueue(limits: oneLane)
        _ = queue.submit(job(room: 1, sender: 1, generation: 1), owner: owner(1), now: 0)
        _ = takeAll(&queue, now: 0)
        let first = try id(ofRoom: 1, in: queue)
        let second = queue.submit(job(room: 1, sender: 1, generation: 2), owner: owner(1), now: 0.1)
        let third = queue.submit(job(room: 1, sender: 1, generation: 3), owner: owner(1), now: 0.2)
        // A replaced waiting job is dropped silently: its room no longer waits for it.
        #expect(second.dropped.isEmpty && third.dropped.isEmpty)
        guard case .stop = queue.check(first, now: 0.2).0 else {
            Issue.record("the read of generation 1 goes on")
            return
        }
        _ = queue.finish(first, now: 0.21)
        #expect(queue.take(now: 0.21)?.job.generation == 3)
        #expect(queue.entries.count == 1)
    }

    @Test func aSenderThatLeavesCancelsItsJobsAndAnEmptyRoomCancelsAll() throws {
        var queue = ReadQueue(limits: oneLane)
        _ = queue.submit(job(room: 1, slot: .a, sender: 5), owner: owner(5), now: 0)
        _ = queue.submit(job(room: 1, slot: .b, sender: 6), owner: owner(6), now: 0)
        _ = queue.submit(job(room: 2, sender: 7), owner: owner(7), now: 0)
        _ = takeAll(&queue, now: 0)
        // Sender 5's read of room 1 runs; sender 6's waits.
        let running = try id(ofRoom: 1, in: queue)
        let left = queue.cancel(room: 1, sender: 6, because: "its sender left the room", now: 0.1)
        #expect(left.dropped.map(\.job.sender) == [6])
        #expect(queue.check(running, now: 0.1).0 == .run)
        let emptied = queue.cancel(room: 1, because: "the room emptied", now: 0.2)
        #expect(emptied.dropped.isEmpty)
        #expect(queue.check(running, now: 0.2).0 == .stop("the room emptied"))
        let next = queue.finish(running, now: 0.21)
        #expect(next.starts == 1)
        #expect(takeAll(&queue, now: 0.21) == [2])
    }

    @Test func aPausedReadOfTheMostServedOwnerStopsToMakeRoom() throws {
        var limits = oneLane
        limits.pausedReads = 1
        var queue = ReadQueue(limits: limits)
        _ = queue.submit(job(room: 1, sender: 1), owner: owner(1), now: 0)
        _ = takeAll(&queue, now: 0)
        _ = queue.submit(job(room: 2, sender: 2), owner: owner(2), now: 1)
        #expect(queue.check(try id(ofRoom: 1, in: queue), now: 1).0 == .pause)
        _ = takeAll(&queue, now: 1)
        _ = queue.submit(job(room: 3, sender: 3), owner: owner(3), now: 2)
        // Room 2's read pauses for room 3's; room 1's, which has run longest, stops to leave one paused read.
        let (decision, effects) = queue.check(try id(ofRoom: 2, in: queue), now: 2)
        #expect(decision == .pause)
        let first = try id(ofRoom: 1, in: queue)
        #expect(effects.wakes == [first])
        guard case .stop(let reason) = queue.resumed(first) else {
            Issue.record("room 1's paused read resumes")
            return
        }
        #expect(reason.contains("stopped after 1.0 s"))
        // Its thread frees up for room 3's read.
        let freed = queue.finish(first, now: 2.01)
        #expect(freed.starts == 1)
        #expect(takeAll(&queue, now: 2.01) == [3])
    }

    @Test func aLongReadGivesWayWhenNoReadCanPause() throws {
        var limits = oneLane
        limits.pausedReads = 0
        var queue = ReadQueue(limits: limits)
        _ = queue.submit(job(room: 1, sender: 1), owner: owner(1), now: 0)
        _ = takeAll(&queue, now: 0)
        let long = try id(ofRoom: 1, in: queue)
        _ = queue.submit(job(room: 2, sender: 2), owner: owner(2), now: 0.5)
        // Nothing can pause: a read shorter than a long one goes on, a long one stops for the waiting read.
        #expect(queue.check(long, now: 0.6).0 == .run)
        guard case .stop(let reason) = queue.check(long, now: 1.2).0 else {
            Issue.record("the long read goes on")
            return
        }
        #expect(reason.contains("stopped after 1.2 s"))
        #expect(queue.finish(long, now: 1.21).starts == 1)
        #expect(takeAll(&queue, now: 1.21) == [2])
    }

    @Test func readerTimeFadesWithItsHalfLife() {
        var service = ReaderService()
        service.charge(4, at: 0, halfLife: 30)
        #expect(service.value(at: 30, halfLife: 30) == 2)
        service.charge(1, at: 60, halfLife: 30)
        #expect(service.value(at: 60, halfLife: 30) == 2)
    }

    @Test func theHeldBytesAreBoundedPerConnectionAndInAll() {
        var limits = ReadQueue.Limits()
        limits.lanes = 0
        limits.heldBytes = 40_000
        limits.heldBytesPerConnection = 25_000
        var queue = ReadQueue(limits: limits)
        // Connection 1 (address A) holds 20 kB; a second job over its 25 kB is refused, naming the limit.
        _ = queue.submit(job(room: 1, slot: .a, sender: 1, bytes: 20_000), owner: owner(1, "A"), now: 0)
        let over = queue.submit(job(room: 1, slot: .b, sender: 1, bytes: 10_000), owner: owner(1, "A"), now: 0)
        #expect(over.dropped.first?.error.message.contains("limit per connection") == true)
        // Address A's second connection brings A to 38 kB; B's 10 kB then pushes out A's newest job, not B's own.
        _ = queue.submit(job(room: 2, sender: 2, bytes: 18_000), owner: owner(2, "A"), now: 0)
        let b = queue.submit(job(room: 3, sender: 3, bytes: 10_000), owner: owner(3, "B"), now: 0)
        #expect(b.dropped.map(\.job.room) == [2])
        #expect(b.dropped.first?.error.message.contains("the read queue") == true)
        #expect(queue.heldBytes == 30_000)
        // Within one address (every peer behind a proxy shares one) the connection holding the most gives way...
        let a = queue.submit(job(room: 4, sender: 4, bytes: 15_000), owner: owner(4, "A"), now: 0)
        #expect(a.dropped.map(\.job.room) == [1])
        #expect(queue.heldBytes == 25_000)
        // ...unless it would hold more than that connection: then the new job is refused.
        let refused = queue.submit(job(room: 5, sender: 5, bytes: 16_000), owner: owner(5, "A"), now: 0)
        #expect(refused.dropped.map(\.job.room) == [5])
        #expect(refused.dropped.first?.error.message.contains("the read queue limit") == true)
        #expect(queue.heldBytes == 25_000)
    }
}
