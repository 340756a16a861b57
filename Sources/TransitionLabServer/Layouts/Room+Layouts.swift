import TransitionLabCore
import TransitionLabProtocol

/// The user's layouts (`your-layout`) in the room's scene: `LayoutSlots` decides what is read and kept; the room
/// hands its reads to the layout worker and shows its layouts.
extension Room {
    /// Gives a fresh runner the room's prepared layouts (nothing is solved), and a reader that knows them and the
    /// replay's for replays.
    func installLayouts(on runner: SceneRunner) {
        runner.layoutReader = RoomLayoutReader(known: Array(slots.layouts.values) + replay.layouts)
        for slot in LayoutSlot.allCases {
            guard let layout = slots.layouts[slot] else { continue }
            runner.setLayout(layout.prepared, source: layout.message.source, slot: slot)
        }
    }

    /// A driver's `layout` message (`LayoutSlots.request`); refused when the server reads no layouts.
    func requestLayout(
        _ source: UserLayoutSource, slot: LayoutSlot, origin: ClientMessage.LayoutOrigin, from member: Presence.Member
    ) -> [Action] {
        let reply =
            layoutReader == nil
            ? .error(code: "no-layout-reader", message: "this server reads no layouts", type: "layout")
            : slots.request(source, slot: slot, origin: origin, from: member.id, viewport: viewport)
        return reply.map { [.send(to: member.id, $0)] } ?? []
    }

    /// The layout worker's result for `job`: a replay's layouts, or a slot's layout, shown on the scene unless a
    /// newer read of its slot overtook it (`LayoutSlots.receive`).
    func receiveLayout(_ job: LayoutJob, _ outcome: LayoutWorker.Outcome) -> [Action] {
        guard job.room == serial else { return [] }
        if job.isReplay { return receiveReplayLayouts(job, outcome) }
        guard let landing = slots.receive(job, outcome.map { $0[0] }, viewport: viewport) else { return [] }
        var actions: [Action] = []
        if let (sender, error) = landing.error, presence.member(sender) != nil {
            actions.append(.send(to: sender, error))
        }
        if let rereadError = landing.rereadError { actions.append(.broadcast(rereadError, except: nil)) }
        if let layout = landing.layout, landing.broadcast {
            actions.append(.broadcast(.layout(layout.message), except: nil))
        }
        actions += landing.replies.map { .send(to: $0.member, $0.message) }
        if let layout = landing.layout, let runner {
            runner.layoutReader = RoomLayoutReader(known: Array(slots.layouts.values) + replay.layouts)
            let recorded = runner.recording?.count
            runner.setLayout(layout.prepared, source: layout.message.source, slot: job.slot)
            if let recorded, runner.recording?.count != recorded { actions += recordLastLine(of: runner) }
            layoutWork.layoutsChanged()
            frameRequest = .change
        }
        if landing.restartsScene { restartScene() }
        return actions
    }
}
