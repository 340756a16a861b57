/// What one connection still has to send: control messages in order, never dropped, plus at most one pending frame
/// (a newer frame replaces an unsent older one, so a slow client skips frames instead of growing memory).
/// Owned by the service thread.
struct Outbox {
    /// One thing to write.
    enum Item {
        case text(TextPayload)
        case frame(EncodedFrame, inputSequence: UInt32)
    }

    /// How a control message is queued.
    enum Kind: Hashable, Sendable {
        /// In order (errors, pongs, pointer down/up, recorded lines).
        case ordered
        /// In order, and it starts a new scene or node table (`welcome`, `nodes`): the pending frame refers to the
        /// old one, so it is queued ahead of the message instead of being written after it.
        case barrier
        /// Only the latest one matters (`state`, `curve`, `code`, a slot's `layout`): replaces an unsent message of
        /// the same name in place, unless a barrier was queued after it. There is at most one per name between
        /// barriers, so it does not count toward `controlByteLimit`.
        case latest(Latest)
        /// A forwarded pointer move: replaces an unsent move of the same client and pointer. Counted, since a client
        /// can use any number of pointer ids.
        case pointerMove(client: Int, id: Int)
        /// A member's forwarded `suggestion`: replaces that member's unsent one (only its newest setup matters).
        /// Counted, since every member of a room may suggest.
        case suggestion(client: Int)
    }

    /// The messages of which only the latest matters, one per name.
    enum Latest: Int, CaseIterable, Sendable {
        case state, curve, code, layoutA, layoutB
    }

    private enum Entry {
        case text(Kind, TextPayload)
        case frame(EncodedFrame, UInt32)
        /// Taken out by `nextQueued()`, which swaps this in: moving the entry out costs no retain and release.
        case sent
    }

    /// Unsent control bytes above which the client counts as stuck (`isOverflowing`).
    static let controlByteLimit = 1 << 20

    private var queue: [Entry] = []
    private var head = 0
    /// Entries dropped from the front of `queue` so far: `position - dropped` is a position's index in `queue`.
    private var dropped = 0
    /// Where the replaceable message of each kind was queued, if no barrier was queued after it. A position is not
    /// forgotten when its message is written (`unsentIndex(of:)` skips a written one): forgetting each as it went
    /// cost callgrind about 160 instructions per forwarded pointer move and viewer.
    private var replaceable = ReplaceablePositions()
    private var controlBytes = 0
    private var frame: (EncodedFrame, UInt32)?

    var isEmpty: Bool { head == queue.count && frame == nil }
    /// Whether nothing but the pending frame waits.
    var holdsOnlyFrame: Bool { head == queue.count && frame != nil }
    /// Whether unsent control messages (and frames queued ahead of a barrier) passed `controlByteLimit`.
    var isOverflowing: Bool { controlBytes > Self.controlByteLimit }

    /// Queues a control message of `kind`.
    mutating func enqueue(text: TextPayload, kind: Kind = .ordered) {
        switch kind {
        case .latest, .pointerMove, .suggestion:
            // The unsent one of the same kind, unless a barrier follows it (the barrier forgot it): a newer `state`
            // must not overtake the `welcome` of the scene it describes.
            if let index = unsentIndex(of: kind), case .text(kind, let old) = queue[index] {
                controlBytes += Self.counted(kind, text.count) - Self.counted(kind, old.count)
                queue[index] = .text(kind, text)
                return
            }
            replaceable.set(kind, at: dropped + queue.count, firstUnsent: dropped + head)
        case .barrier:
            replaceable.removeAll()
            if let (encoded, sequence) = frame {
                frame = nil
                queue.append(.frame(encoded, sequence))
                controlBytes += encoded.count
            }
        case .ordered:
            break
        }
        queue.append(.text(kind, text))
        controlBytes += Self.counted(kind, text.count)
    }

    /// Makes `frame` the pending frame, replacing any unsent one. Returns true if one was replaced.
    @discardableResult
    mutating func enqueue(frame newFrame: EncodedFrame, inputSequence: UInt32) -> Bool {
        defer { frame = (newFrame, inputSequence) }
        return frame != nil
    }

    /// The next item to write: queued messages first (so a `nodes` table precedes the frames using it), then the
    /// pending frame unless `holdingFrame` (it is not due yet). Small enough to inline into the writable callback's
    /// loop, where a frame alone (the common case) and the end of the queue cost no call.
    @inline(__always)
    mutating func next(holdingFrame: Bool = false) -> Item? {
        if head < queue.count { return nextQueued() }
        guard !holdingFrame, let (encoded, sequence) = frame else { return nil }
        frame = nil
        return .frame(encoded, inputSequence: sequence)
    }

    /// The entry at the head of `queue`, taken out.
    @inline(never)
    private mutating func nextQueued() -> Item {
        var entry = Entry.sent
        swap(&entry, &queue[head])
        head += 1
        if head == queue.count || head > 64 { dropSent() }
        switch entry {
        case .text(let kind, let text):
            controlBytes -= Self.counted(kind, text.count)
            return .text(text)
        case .frame(let encoded, let sequence):
            controlBytes -= encoded.count
            return .frame(encoded, inputSequence: sequence)
        case .sent:
            preconditionFailure("an outbox entry taken twice")
        }
    }

    /// Forgets the sent entries at the front of `queue`. A drained queue (the common case: a message or two
    /// between frames) is emptied from the back in place, keeping its storage: `removeLast()` costs callgrind
    /// about 20 instructions an entry, where `removeAll(keepingCapacity:)` or `removeFirst(_:)` go through the
    /// general range replacement, about 170.
    private mutating func dropSent() {
        dropped += head
        if head == queue.count {
            while !queue.isEmpty { queue.removeLast() }
            replaceable.drained()
        } else {
            queue.removeFirst(head)
        }
        head = 0
    }

    /// The index in `queue` of the unsent message of `kind`, if one waits.
    private func unsentIndex(of kind: Kind) -> Int? {
        guard let position = replaceable[kind], position >= dropped + head else { return nil }
        return position - dropped
    }

    private static func counted(_ kind: Kind, _ count: Int) -> Int {
        if case .latest = kind { 0 } else { count }
    }
}
