import Testing
import TransitionLabCore
import TransitionLabProtocol

@testable import TransitionLabServer

@Suite struct OutboxTests {
    private func frame(_ sequence: UInt32) -> EncodedFrame {
        EncodedFrame(
            QuantizedFrame(Frame(time: 0, viewport: Size(width: 1, height: 1), background: .black, nodes: [])),
            sequence: sequence, nodeTableVersion: 0)
    }

    private func drain(_ outbox: inout Outbox) -> [String] {
        var items: [String] = []
        while let item = outbox.next() {
            switch item {
            case .text(let text): items.append(String(decoding: text.bytes, as: UTF8.self))
            case .frame(let frame, let input): items.append("frame \(frame.sequence)/\(input)")
            }
        }
        return items
    }

    @Test func aNewerFrameReplacesAnUnsentOne() {
        var outbox = Outbox()
        #expect(outbox.enqueue(frame: frame(1), inputSequence: 3) == false)
        #expect(outbox.enqueue(frame: frame(2), inputSequence: 4) == true)
        #expect(drain(&outbox) == ["frame 2/4"])
    }

    @Test func controlMessagesAreNeverDroppedAndGoFirst() {
        var outbox = Outbox()
        outbox.enqueue(frame: frame(1), inputSequence: 0)
        for index in 0..<100 { outbox.enqueue(text: Array("m\(index)".utf8)) }
        let items = drain(&outbox)
        #expect(items.count == 101)
        #expect(items.prefix(100) == ArraySlice((0..<100).map { "m\($0)" }))
        #expect(items.last == "frame 1/0")
        #expect(outbox.isEmpty)
    }

    @Test func stateLikeMessagesCoalesceByKindInPlace() {
        var outbox = Outbox()
        outbox.enqueue(text: Array("welcome".utf8))
        outbox.enqueue(text: Array("state 1".utf8), kind: .latest(.state))
        outbox.enqueue(text: Array("move 1".utf8), kind: .pointerMove(client: 1, id: 1))
        outbox.enqueue(text: Array("error".utf8))
        outbox.enqueue(text: Array("state 2".utf8), kind: .latest(.state))
        outbox.enqueue(text: Array("move 2".utf8), kind: .pointerMove(client: 2, id: 1))
        outbox.enqueue(text: Array("move 3".utf8), kind: .pointerMove(client: 1, id: 1))
        #expect(drain(&outbox) == ["welcome", "state 2", "move 3", "error", "move 2"])
    }

    /// A message already written is never replaced: a newer one of its kind queues behind what still waits, also
    /// after the queue drops its written entries in the middle of a long backlog.
    @Test func aWrittenMessageOfAKindIsNotReplaced() {
        var outbox = Outbox()
        outbox.enqueue(text: Array("state 1".utf8), kind: .latest(.state))
        outbox.enqueue(text: Array("move 1".utf8), kind: .pointerMove(client: 1, id: 1))
        outbox.enqueue(text: Array("error".utf8))
        #expect(outbox.next().map(drainedText) == "state 1")
        #expect(outbox.next().map(drainedText) == "move 1")
        outbox.enqueue(text: Array("state 2".utf8), kind: .latest(.state))
        outbox.enqueue(text: Array("move 2".utf8), kind: .pointerMove(client: 1, id: 1))
        outbox.enqueue(text: Array("state 3".utf8), kind: .latest(.state))
        #expect(drain(&outbox) == ["error", "state 3", "move 2"])

        outbox.enqueue(text: Array("state 4".utf8), kind: .latest(.state))
        for index in 0..<80 { outbox.enqueue(text: Array("m\(index)".utf8)) }
        for _ in 0..<70 { _ = outbox.next() }
        outbox.enqueue(text: Array("state 5".utf8), kind: .latest(.state))
        outbox.enqueue(text: Array("state 6".utf8), kind: .latest(.state))
        #expect(drain(&outbox) == (69..<80).map { "m\($0)" } + ["state 6"])
    }

    /// Fingers come and go (a browser gives each touch a new pointer id): moves of written fingers make room for
    /// new ones, and moves still coalesce whichever way their positions are kept.
    @Test func pointerMovesCoalesceAcrossManyFingersOverTime() {
        var outbox = Outbox()
        for id in 0..<40 {
            outbox.enqueue(text: Array("\(id).1".utf8), kind: .pointerMove(client: 1, id: id))
            outbox.enqueue(text: Array("\(id).2".utf8), kind: .pointerMove(client: 1, id: id))
            if id % 3 == 0 { #expect(drain(&outbox) == ["\(id).2"]) }
            if id % 3 == 2 { #expect(drain(&outbox) == ["\(id - 1).2", "\(id).2"]) }
        }
        let ids = 0..<(2 * Outbox.ReplaceablePositions.scannedKinds)
        for round in 1...2 {
            for id in ids { outbox.enqueue(text: Array("\(id).\(round)".utf8), kind: .pointerMove(client: 2, id: id)) }
        }
        #expect(drain(&outbox) == ids.map { "\($0).2" })
        outbox.enqueue(text: Array("a".utf8), kind: .pointerMove(client: 3, id: 0))
        outbox.enqueue(text: Array("b".utf8), kind: .pointerMove(client: 3, id: 0))
        #expect(drain(&outbox) == ["b"])
    }

    /// Each name of `Latest` keeps its own newest message: a slot's `layout` never replaces the other slot's or
    /// a `state`.
    @Test func eachLatestNameCoalescesOnItsOwn() {
        var outbox = Outbox()
        for round in 1...2 {
            for name in Outbox.Latest.allCases {
                outbox.enqueue(text: Array("\(name) \(round)".utf8), kind: .latest(name))
            }
        }
        #expect(drain(&outbox) == Outbox.Latest.allCases.map { "\($0) 2" })
    }

    @Test func aNewerStateDoesNotOvertakeAWelcomeQueuedAfterTheOlderOne() {
        var outbox = Outbox()
        outbox.enqueue(text: Array("state A1".utf8), kind: .latest(.state))
        outbox.enqueue(text: Array("welcome B".utf8), kind: .barrier)
        outbox.enqueue(text: Array("state B1".utf8), kind: .latest(.state))
        outbox.enqueue(text: Array("state B2".utf8), kind: .latest(.state))
        #expect(drain(&outbox) == ["state A1", "welcome B", "state B2"])
    }

    @Test func unsentControlBytesAreBounded() {
        var outbox = Outbox()
        let chunk = [UInt8](repeating: 65, count: 64 * 1024)
        for _ in 0..<16 { outbox.enqueue(text: chunk) }
        #expect(!outbox.isOverflowing)
        outbox.enqueue(text: chunk)
        #expect(outbox.isOverflowing)
    }

    /// Moves of many pointer ids, past the kinds kept in the scanned array, each replace only their own pointer's
    /// unsent move, in place, and again once the first ones were sent.
    @Test func pointerMovesOfManyIdsEachCoalesceOnTheirOwn() {
        var outbox = Outbox()
        let ids = 0..<(3 * Outbox.ReplaceablePositions.scannedKinds)
        for round in 1...2 {
            for id in ids { outbox.enqueue(text: Array("\(id).\(round)".utf8), kind: .pointerMove(client: 1, id: id)) }
        }
        outbox.enqueue(text: Array("suggestion 1".utf8), kind: .suggestion(client: 2))
        outbox.enqueue(text: Array("suggestion 2".utf8), kind: .suggestion(client: 2))
        #expect(drain(&outbox) == ids.map { "\($0).2" } + ["suggestion 2"])
        for id in ids.reversed() { outbox.enqueue(text: Array("\(id).3".utf8), kind: .pointerMove(client: 1, id: id)) }
        outbox.enqueue(text: Array("0.4".utf8), kind: .pointerMove(client: 1, id: 0))
        #expect(drain(&outbox) == ids.reversed().map { $0 == 0 ? "0.4" : "\($0).3" })
    }

    /// A few pointers (below the scanned array's size): each unsent move is replaced, a sent one is not, and a
    /// barrier forgets them all.
    @Test func aFewPointersCoalesceUntilSentOrABarrier() {
        var outbox = Outbox()
        for round in 1...3 {
            for id in 0..<3 {
                outbox.enqueue(text: Array("\(id).\(round)".utf8), kind: .pointerMove(client: 1, id: id))
            }
        }
        #expect(outbox.next().map(drainedText) == "0.3")
        outbox.enqueue(text: Array("0.4".utf8), kind: .pointerMove(client: 1, id: 0))
        outbox.enqueue(text: Array("1.4".utf8), kind: .pointerMove(client: 1, id: 1))
        outbox.enqueue(text: Array("nodes".utf8), kind: .barrier)
        outbox.enqueue(text: Array("2.5".utf8), kind: .pointerMove(client: 1, id: 2))
        #expect(drain(&outbox) == ["1.4", "2.3", "0.4", "nodes", "2.5"])
    }

    private func drainedText(_ item: Outbox.Item) -> String {
        guard case .text(let text) = item else { return "frame" }
        return String(decoding: text.bytes, as: UTF8.self)
    }

    @Test func pointerMovesCountTowardTheLimitSinceTheirKindsAreUnbounded() {
        var outbox = Outbox()
        let chunk = [UInt8](repeating: 65, count: 64 * 1024)
        for id in 0...16 { outbox.enqueue(text: chunk, kind: .pointerMove(client: 1, id: id)) }
        #expect(outbox.isOverflowing)
    }

    @Test func onlyTheLatestStateIsKeptAndItDoesNotCountTowardTheLimit() {
        var outbox = Outbox()
        let huge = [UInt8](repeating: 65, count: 2 * Outbox.controlByteLimit)
        outbox.enqueue(text: huge, kind: .latest(.state))
        outbox.enqueue(text: huge, kind: .latest(.state))
        #expect(!outbox.isOverflowing)
        outbox.enqueue(text: Array("small".utf8), kind: .latest(.state))
        #expect(drain(&outbox) == ["small"])
    }

    @Test func aFramePendingWhenANewTableOrSceneIsQueuedGoesBeforeIt() {
        var outbox = Outbox()
        outbox.enqueue(frame: frame(1), inputSequence: 0)
        outbox.enqueue(text: Array("nodes 2".utf8), kind: .barrier)
        #expect(outbox.enqueue(frame: frame(2), inputSequence: 0) == false)  // frame 1 is queued, not replaced
        outbox.enqueue(text: Array("state".utf8), kind: .latest(.state))
        outbox.enqueue(text: Array("welcome".utf8), kind: .barrier)
        outbox.enqueue(text: Array("error".utf8))
        outbox.enqueue(frame: frame(3), inputSequence: 0)
        #expect(drain(&outbox) == ["frame 1/0", "nodes 2", "state", "frame 2/0", "welcome", "error", "frame 3/0"])
    }

    @Test func aFrameQueuedAheadOfABarrierCountsTowardTheLimit() {
        var outbox = Outbox()
        outbox.enqueue(text: [UInt8](repeating: 65, count: Outbox.controlByteLimit - 10))
        outbox.enqueue(frame: frame(1), inputSequence: 0)
        #expect(!outbox.isOverflowing)
        outbox.enqueue(text: Array("nodes".utf8), kind: .barrier)
        #expect(outbox.isOverflowing)
    }

    @Test func coalescingFindsItsMessageAfterTheQueueFrontWasDropped() {
        var outbox = Outbox()
        for index in 0..<100 { outbox.enqueue(text: Array("m\(index)".utf8)) }
        outbox.enqueue(text: Array("move 1".utf8), kind: .pointerMove(client: 1, id: 1))
        for _ in 0..<70 { _ = outbox.next() }  // drops the sent front of the queue
        outbox.enqueue(text: Array("move 2".utf8), kind: .pointerMove(client: 1, id: 1))
        outbox.enqueue(text: Array("state".utf8), kind: .latest(.state))
        let items = drain(&outbox)
        #expect(items.suffix(2) == ["move 2", "state"])
        #expect(items.count == 32)
        // Sent ones are not replaced: a new move after draining is queued again.
        outbox.enqueue(text: Array("move 3".utf8), kind: .pointerMove(client: 1, id: 1))
        #expect(drain(&outbox) == ["move 3"])
    }
}
