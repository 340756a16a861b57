import TransitionLabCore
import TransitionLabProtocol

/// The user's layouts of a room (`your-layout`), one per slot, and their reads on the layout worker. A driver's
/// paste is queued for the worker; a good result replaces the slot for everyone, a bad one goes back to its sender
/// and the last good layout stays. A paste always is read; a restore only while no member has set the slot, and an
/// example only into an empty slot. A value: it takes requests and the worker's results and returns what to send
/// and to install; the room hands the queued reads to the worker and the layouts to its scene.
struct LayoutSlots {
    /// Most bytes of source text the restores and examples waiting for a read in flight hold in one room (about 16
    /// of the largest pastes): a crowd of joiners restoring large layouts cannot make the room hold a copy each.
    static let maxWaitingBytes = 1 << 20

    /// A restore or example that waits for the read in flight of its slot (`request`).
    struct Waiting {
        let member: Int
        let source: UserLayoutSource
        let origin: ClientMessage.LayoutOrigin
    }

    /// What a worker's result asks of the room.
    struct Landing {
        /// The slot's layout to show (nil when the read failed).
        var layout: RoomLayout?
        /// Whether everyone is told about `layout` (it differs from the one they hold).
        var broadcast = false
        /// The sender's `layout-error`, for the sender if it is still in the room.
        var error: (sender: Int, message: ServerMessage)?
        /// A `layout-error` for everyone: the slot's layout did not read again for a new viewport, so the room sees
        /// it as prepared for the old one and is told why.
        var rereadError: ServerMessage?
        /// Messages for single members: the slot's layout for those who waited for it, or the answers to their
        /// restores and examples considered again.
        var replies: [(member: Int, message: ServerMessage)] = []
        /// Whether the scene restart that waited for the layouts (`resize`) happens now.
        var restartsScene = false
    }

    /// `Room.serial` and `Room.name`, stamped on every job.
    let room: Int
    let roomName: String
    /// The layouts by slot, kept across scene changes and restarts.
    private(set) var layouts: [LayoutSlot: RoomLayout]
    /// Reads per slot so far: only the newest read's result applies.
    private(set) var generations: [LayoutSlot: Int] = [:]
    /// The generation of each slot's newest read that came back: a read is in flight while it trails.
    private var landed: [LayoutSlot: Int] = [:]
    /// Restores and examples that came while a read of their slot was in flight, oldest first, one per member.
    private(set) var waiting: [LayoutSlot: [Waiting]] = [:]
    /// Slots a member has set or is setting (a paste or a restore being read): a restore leaves them alone.
    private var claimed: Set<LayoutSlot> = []
    /// Slots whose layout a member set, as opposed to the server's starting layout or a page's example.
    private var setByMember: Set<LayoutSlot> = []
    /// Reads queued for the layout worker since the last `takeReads()`, the replay's included.
    private var reads: [LayoutJob] = []
    /// A viewport change waits to restart the scene until the layouts are prepared for it: the old frame stays.
    private var restartAwaitsLayouts = false

    init(room: Int, roomName: String, layouts: [RoomLayout]) {
        self.room = room
        self.roomName = roomName
        self.layouts = Dictionary(layouts.map { ($0.message.slot, $0) }) { $1 }
    }

    /// The sources every member's editor shows, in slot order.
    var messages: [ServerMessage.UserLayout] {
        LayoutSlot.allCases.compactMap { layouts[$0]?.message }
    }

    /// Whether a read of `slot` has been queued and its result has not come back.
    func isReadInFlight(_ slot: LayoutSlot) -> Bool {
        generations[slot] != landed[slot]
    }

    /// Whether every slot's layout is prepared for the room's viewport, or being read for it.
    private var settled: Bool { !LayoutSlot.allCases.contains(where: isReadInFlight) }

    /// Member `member`'s `layout` message for `slot`, at the room's `viewport`: queued for the worker, or waiting
    /// for the slot's read in flight (its result reaches the member; if it fails, the waiting message is considered
    /// again), or answered with the slot's layout or an error.
    mutating func request(
        _ source: UserLayoutSource, slot: LayoutSlot, origin: ClientMessage.LayoutOrigin, from member: Int,
        viewport: Size
    ) -> ServerMessage? {
        let accepted =
            switch origin {
            case .paste: true
            case .restore: !claimed.contains(slot)
            case .example: layouts[slot] == nil && !isReadInFlight(slot)
            }
        guard accepted else {
            guard !isReadInFlight(slot) else {
                var queue = waiting[slot, default: []].filter { $0.member != member }
                let others = waiting.filter { $0.key != slot }.values.joined()
                let held = (queue + others).reduce(0) { $0 + $1.source.text.utf8.count }
                guard held + source.text.utf8.count <= Self.maxWaitingBytes else {
                    let message = "more than \(Self.maxWaitingBytes) bytes of layouts wait for this room's read"
                    return .error(code: "layouts-waiting", message: message, type: "layout")
                }
                queue.append(Waiting(member: member, source: source, origin: origin))
                waiting[slot] = queue
                return nil
            }
            return layouts[slot].map { .layout($0.message) }
        }
        if origin != .example { claimed.insert(slot) }
        queueRead(source, slot: slot, sender: member, claims: origin != .example, viewport: viewport)
        return nil
    }

    /// A layout is solved for one viewport (and a Swift source may read `effectiveContentSize`), so each slot is
    /// read and prepared again for a new viewport on the layout worker. A slot with a read in flight waits for its
    /// result (read again then if its viewport is stale), so a re-read never overtakes a paste.
    mutating func reread(for viewport: Size) {
        for (slot, layout) in layouts where layout.viewport != viewport && !isReadInFlight(slot) {
            queueRead(layout.message.source, slot: slot, sender: nil, viewport: viewport)
        }
    }

    /// The room's viewport became `viewport`: the slots are read again for it. Returns whether a scene that shows
    /// them (`showsLayouts`) must keep its old frame until they are prepared (`Landing.restartsScene`), rather than
    /// restart now.
    mutating func resize(to viewport: Size, showsLayouts: Bool) -> Bool {
        reread(for: viewport)
        restartAwaitsLayouts = showsLayouts && layouts.values.contains { $0.viewport != viewport }
        return restartAwaitsLayouts
    }

    /// The scene restarted: it no longer waits for the layouts.
    mutating func sceneRestarted() { restartAwaitsLayouts = false }

    /// Queues the layouts a replay needs (`Replay.prepare`) for the worker.
    mutating func queueReplay(_ sources: [RecordedLayout], generation: Int, viewport: Size) {
        guard let first = sources.first else { return }
        reads.append(
            LayoutJob(
                room: room, roomName: roomName, slot: first.slot, source: first.source, viewport: viewport,
                generation: generation, sender: nil, replaySources: sources))
    }

    /// The reads queued since the last call, for the layout worker.
    mutating func takeReads() -> [LayoutJob] {
        defer { reads.removeAll() }
        return reads
    }

    /// Member `member` left: its restores and examples stop waiting.
    mutating func leave(_ member: Int) {
        for (slot, queue) in waiting where queue.contains(where: { $0.member == member }) {
            let others = queue.filter { $0.member != member }
            waiting[slot] = others.isEmpty ? nil : others
        }
    }

    /// The layout worker's result for a slot's `job` at the room's `viewport`; nil when a newer read of the slot
    /// overtook it.
    mutating func receive(_ job: LayoutJob, _ result: Result<RoomLayout, UserLayoutError>, viewport: Size) -> Landing? {
        guard job.room == room, job.generation == generations[job.slot] else { return nil }
        landed[job.slot] = job.generation
        var landing = Landing()
        switch result {
        case .failure(let error):
            // A refused paste or restore leaves the slot as it was: still open to a restore if no member set it.
            if job.claims && !setByMember.contains(job.slot) { claimed.remove(job.slot) }
            landing.error = job.sender.map { ($0, .layoutError(slot: job.slot, error: error)) }
            // A failed paste may have held up the re-read of its slot's old layout for a new viewport; a failed
            // re-read is not tried again: the slot keeps the layout prepared for the old viewport, and says so.
            if job.sender != nil {
                reread(for: viewport)
            } else {
                var stale = error
                stale.message =
                    "at \(Self.describe(viewport)) this layout does not read (\(error.message)); the room "
                    + "shows it as laid out for the previous viewport"
                landing.rereadError = .layoutError(slot: job.slot, error: stale)
            }
            landing.replies = reconsiderWaiting(job.slot, viewport: viewport)
        case .success(let layout):
            if job.claims { setByMember.insert(job.slot) }
            landing.layout = layout
            landing.broadcast = layouts[job.slot]?.message != layout.message
            layouts[job.slot] = layout
            if layout.viewport != viewport { reread(for: viewport) }
            let waited = waiting.removeValue(forKey: job.slot) ?? []
            if !landing.broadcast { landing.replies = waited.map { ($0.member, .layout(layout.message)) } }
        }
        if restartAwaitsLayouts, settled {
            restartAwaitsLayouts = false
            landing.restartsScene = true
        }
        return landing
    }

    /// `390 × 844 pt` (viewports are validated finite and at most a few thousand points).
    private static func describe(_ viewport: Size) -> String {
        func points(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return "\(points(viewport.width)) × \(points(viewport.height)) pt"
    }

    /// After the slot's read failed, the restores and examples that waited for it are considered again in order
    /// (the first may now be read; the others wait for it in turn).
    private mutating func reconsiderWaiting(_ slot: LayoutSlot, viewport: Size) -> [(
        member: Int, message: ServerMessage
    )] {
        let queue = waiting.removeValue(forKey: slot) ?? []
        return queue.compactMap { entry in
            request(entry.source, slot: slot, origin: entry.origin, from: entry.member, viewport: viewport)
                .map { (entry.member, $0) }
        }
    }

    private mutating func queueRead(
        _ source: UserLayoutSource, slot: LayoutSlot, sender: Int?, claims: Bool = false, viewport: Size
    ) {
        let generation = (generations[slot] ?? 0) + 1
        generations[slot] = generation
        reads.append(
            LayoutJob(
                room: room, roomName: roomName, slot: slot, source: source, viewport: viewport,
                generation: generation, sender: sender, claims: claims))
    }
}
