import TransitionLabCore
import TransitionLabProtocol

/// The user's layouts (`your-layout`): a driver's paste goes to the layout worker; a good result replaces the slot
/// for everyone (the next frame draws it), a bad one goes back to its sender and the last good layout stays.
extension Room {
    /// Most bytes of source text the restores and examples waiting for a read in flight hold in one room (about 16
    /// of the largest pastes): a crowd of joiners restoring large layouts cannot make the room hold a copy each.
    static let maxWaitingLayoutBytes = 1 << 20

    /// The sources every member's editor shows, in slot order.
    var layoutMessages: [ServerMessage.UserLayout] {
        LayoutSlot.allCases.compactMap { layouts[$0]?.message }
    }

    /// Gives a fresh runner the room's prepared layouts (nothing is solved), and a reader that knows them and the
    /// replay's for replays.
    func installLayouts(on runner: SceneRunner) {
        runner.layoutReader = RoomLayoutReader(known: Array(layouts.values) + replayLayouts)
        for slot in LayoutSlot.allCases {
            guard let layout = layouts[slot] else { continue }
            runner.setLayout(layout.prepared, source: layout.message.source, slot: slot)
        }
    }

    /// A driver's `layout` message: queued for the layout worker (`flush()` hands it on). A paste always is; a
    /// restore only while no member has set the slot, and an example only into an empty slot. One that is not read
    /// waits for the slot's read in flight (its result reaches the sender; if it fails, the waiting message is
    /// considered again), or else is shown the slot's layout.
    func requestLayout(
        _ source: UserLayoutSource, slot: LayoutSlot, origin: ClientMessage.LayoutOrigin = .paste, from member: Member
    ) -> [Action] {
        guard layoutReader != nil else {
            return [
                .send(
                    to: member.id,
                    .error(code: "no-layout-reader", message: "this server reads no layouts", type: "layout"))
            ]
        }
        let accepted =
            switch origin {
            case .paste: true
            case .restore: !claimedLayoutSlots.contains(slot)
            case .example: layouts[slot] == nil && !isReadInFlight(slot)
            }
        guard accepted else {
            guard !isReadInFlight(slot) else {
                var waiting = waitingLayouts[slot, default: []].filter { $0.member != member.id }
                let others = waitingLayouts.filter { $0.key != slot }.values.joined()
                let held = (waiting + others).reduce(0) { $0 + $1.source.text.utf8.count }
                guard held + source.text.utf8.count <= Self.maxWaitingLayoutBytes else {
                    let message = "more than \(Self.maxWaitingLayoutBytes) bytes of layouts wait for this room's read"
                    return [.send(to: member.id, .error(code: "layouts-waiting", message: message, type: "layout"))]
                }
                waiting.append(WaitingLayout(member: member.id, source: source, origin: origin))
                waitingLayouts[slot] = waiting
                return []
            }
            return layouts[slot].map { [.send(to: member.id, .layout($0.message))] } ?? []
        }
        if origin != .example { claimedLayoutSlots.insert(slot) }
        queueRead(source, slot: slot, sender: member.id, claims: origin != .example)
        return []
    }

    /// A layout is solved for one viewport (and a Swift source may read `effectiveContentSize`), so each slot is
    /// read and prepared again for a new viewport on the layout worker. A slot with a read in flight waits for its
    /// result (read again then if its viewport is stale), so a re-read never overtakes a paste.
    func rereadLayouts() {
        for (slot, layout) in layouts where layout.viewport != viewport && !isReadInFlight(slot) {
            queueRead(layout.message.source, slot: slot, sender: nil)
        }
    }

    /// Whether every slot's layout is prepared for the room's viewport, or being read for it.
    private var layoutsSettled: Bool {
        !LayoutSlot.allCases.contains(where: isReadInFlight)
    }

    /// Whether a read of `slot` has been queued and its result has not come back.
    func isReadInFlight(_ slot: LayoutSlot) -> Bool {
        layoutGenerations[slot] != landedGenerations[slot]
    }

    private func queueRead(_ source: UserLayoutSource, slot: LayoutSlot, sender: Int?, claims: Bool = false) {
        let generation = (layoutGenerations[slot] ?? 0) + 1
        layoutGenerations[slot] = generation
        pendingReads.append(
            LayoutJob(
                room: serial, roomName: name, slot: slot, source: source, viewport: viewport, generation: generation,
                sender: sender, claims: claims))
    }

    /// The layout worker's result for `job`; a result overtaken by a newer paste for its slot is dropped. A scene
    /// restart that waited for the slots to be prepared for a new viewport happens once none is in flight.
    func receiveLayout(_ job: LayoutJob, _ outcome: LayoutWorker.Outcome) -> [Action] {
        guard job.room == serial else { return [] }
        if job.isReplay { return receiveReplayLayouts(job, outcome) }
        guard job.generation == layoutGenerations[job.slot] else { return [] }
        landedGenerations[job.slot] = job.generation
        let actions = applyLayout(job, outcome.map { $0[0] })
        if restartAwaitsLayouts, layoutsSettled { restartScene() }
        return actions
    }

    private func applyLayout(_ job: LayoutJob, _ result: Result<RoomLayout, UserLayoutError>) -> [Action] {
        let layout: RoomLayout
        switch result {
        case .failure(let error):
            // A refused paste or restore leaves the slot as it was: still open to a restore if no member set it.
            if job.claims && !memberLayoutSlots.contains(job.slot) { claimedLayoutSlots.remove(job.slot) }
            var actions: [Action] = []
            if let sender = job.sender, members.contains(where: { $0.id == sender }) {
                actions.append(.send(to: sender, .layoutError(slot: job.slot, error: error)))
            }
            // A failed paste may have held up the re-read of its slot's old layout for a new viewport; a failed
            // re-read is not tried again (the slot keeps the layout prepared for the old viewport).
            if job.sender != nil { rereadLayouts() }
            return actions + reconsiderWaitingLayouts(job.slot)
        case .success(let read):
            layout = read
            if job.claims { memberLayoutSlots.insert(job.slot) }
        }
        let changed = layouts[job.slot]?.message != layout.message
        layouts[job.slot] = layout
        if layout.viewport != viewport { rereadLayouts() }
        let waiting = waitingLayouts.removeValue(forKey: job.slot) ?? []
        var actions: [Action] =
            changed
            ? [.broadcast(.layout(layout.message), except: nil)]
            : waiting.map { .send(to: $0.member, .layout(layout.message)) }
        guard let runner else { return actions }
        runner.layoutReader = RoomLayoutReader(known: Array(layouts.values) + replayLayouts)
        let recorded = runner.recording?.count
        runner.setLayout(layout.prepared, source: layout.message.source, slot: job.slot)
        if let recorded, let line = runner.recording?.last, runner.recording?.count != recorded {
            actions += record(line, in: runner)
        }
        frameRequested = true
        return actions
    }

    /// After the slot's read failed, the restores and examples that waited for it are considered again in order
    /// (the first may now be read; the others wait for it in turn). Those of members who left are dropped.
    private func reconsiderWaitingLayouts(_ slot: LayoutSlot) -> [Action] {
        let waiting = waitingLayouts.removeValue(forKey: slot) ?? []
        return waiting.flatMap { entry -> [Action] in
            guard let member = members.first(where: { $0.id == entry.member }) else { return [] }
            return requestLayout(entry.source, slot: slot, origin: entry.origin, from: member)
        }
    }

    /// The reads queued since the last flush, as actions for the layout worker.
    func takeLayoutReads() -> [Action] {
        defer { pendingReads.removeAll() }
        return pendingReads.map { .readLayout($0) }
    }
}
