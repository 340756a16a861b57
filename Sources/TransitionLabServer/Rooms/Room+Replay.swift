import TransitionLabCore
import TransitionLabProtocol

/// `replay` in the room's scene: `Replay` decides when it starts; the room has the layout worker prepare the
/// recording's layouts and restarts the scene for it.
extension Room {
    /// Starts the replay of the room's recording now if the room has prepared every layout it shows for the
    /// viewport, else queues them for the layout worker and starts when they come back (`receiveReplayLayouts`).
    func prepareReplay() -> [Action] {
        let known = Array(slots.layouts.values) + replay.layouts
        switch replay.prepare(recording.last, known: known, viewport: viewport, canRead: layoutReader != nil) {
        case .start:
            startReplay()
        case .read(let layouts, let generation):
            slots.queueReplay(layouts, generation: generation, viewport: viewport)
        }
        return []
    }

    /// The layout worker's layouts for the replay `job` asked for: the replay starts with them, unless a newer
    /// replay, input or the end of the room's wait overtook it. A layout that does not read ends it, reported to
    /// the room with its recorded line.
    func receiveReplayLayouts(_ job: LayoutJob, _ outcome: LayoutWorker.Outcome) -> [Action] {
        switch replay.receive(outcome, generation: job.generation, viewport: job.viewport, current: viewport) {
        case .ignore:
            return []
        case .fail(let failure):
            return [
                .broadcast(.error(code: "replay-failed", message: failure.description, type: "replay"), except: nil)
            ]
        case .prepareAgain:
            return prepareReplay()
        case .start:
            startReplay()
            return []
        }
    }

    private func startReplay() {
        restartScene()
        replay.start(recording.last)
        frameRequest = .change
    }
}
