import TransitionLabCore
import TransitionLabProtocol

/// `replay`: the recording's layouts are read and prepared on the layout worker before the replay starts, so
/// replaying reads and solves nothing on the simulation thread.
extension Room {
    /// Starts the replay of `lastRecording` now if the room has prepared every layout it shows for the viewport,
    /// else queues them for the layout worker and starts when they come back (`receiveReplayLayouts`).
    func prepareReplay() -> [Action] {
        replayGeneration += 1
        let known = Array(layouts.values) + replayLayouts
        var missing: [RecordedLayout] = []
        for (index, recorded) in lastRecording.enumerated() {
            guard case .layout(let slot, let source) = recorded.command,
                !known.contains(where: { $0.message.source == source && $0.viewport == viewport }),
                !missing.contains(where: { $0.source == source })
            else { continue }
            let line = recorded.line > 0 ? recorded.line : SceneRunner.recordingHeaderLines + index + 1
            missing.append(RecordedLayout(slot: slot, source: source, line: line))
        }
        guard let first = missing.first, layoutReader != nil else {
            startReplay()
            return []
        }
        awaitedReplay = replayGeneration
        pendingReads.append(
            LayoutJob(
                room: serial, roomName: name, slot: first.slot, source: first.source, viewport: viewport,
                generation: replayGeneration, sender: nil, replaySources: missing))
        return []
    }

    /// The layout worker's layouts for the replay `job` asked for: the replay starts with them, unless a newer
    /// replay, input or the end of the room's wait overtook it. A layout that does not read ends it, reported to
    /// the room with its recorded line.
    func receiveReplayLayouts(_ job: LayoutJob, _ outcome: LayoutWorker.Outcome) -> [Action] {
        guard job.generation == replayGeneration, awaitedReplay == job.generation else { return [] }
        awaitedReplay = nil
        switch outcome {
        case .failure(let error):
            let failure = ReplayError(line: error.line, message: error.message)
            return [
                .broadcast(.error(code: "replay-failed", message: failure.description, type: "replay"), except: nil)
            ]
        case .success(let prepared):
            guard job.viewport == viewport else { return prepareReplay() }
            replayLayouts = prepared
            startReplay()
            return []
        }
    }

    private func startReplay() {
        restartScene()
        replayQueue = ReplayEngine(commands: lastRecording)
        frameRequested = true
    }
}
