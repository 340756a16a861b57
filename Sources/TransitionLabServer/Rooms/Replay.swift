import TransitionLabCore

/// `replay` in a room: the recording's layouts are read and prepared on the layout worker before the replay
/// starts, so replaying reads and solves nothing on the simulation thread. A value: it takes requests, the worker's
/// results, input and ticks, and says when to read, start or report a failure; the room restarts the scene.
struct Replay {
    /// What a replay request asks of the room.
    enum Preparation: Equatable {
        /// Restart the scene and `start(_:)` the replay now: its layouts are prepared.
        case start
        /// Have the layout worker read and prepare `layouts` (in order), then hand the result to `receive`.
        case read([RecordedLayout], generation: Int)
    }

    /// What the layout worker's result for a replay asks of the room.
    enum Received: Equatable {
        /// Nothing: a newer replay, input, or a scene change overtook it.
        case ignore
        case start
        /// A recorded layout did not read: the replay ends, reported to the room.
        case fail(ReplayError)
        /// The viewport changed while the layouts were read: prepare again (`prepare`).
        case prepareAgain
    }

    /// The replay while it runs.
    private(set) var engine: ReplayEngine?
    /// Layouts of the recording prepared for the replay (the slots' own are the room's).
    private(set) var layouts: [RoomLayout] = []
    /// A recorded command the scene refused, reported by the room's next flush (`takeFailure()`).
    private var failure: ReplayError?
    /// Replays asked for so far, and the one whose layouts are being prepared: only it starts.
    private var generation = 0
    private var awaited: Int?

    var isRunning: Bool { engine != nil }

    /// A replay of `recording` at `viewport`: it starts now if `known` (the room's and the replay's layouts) holds
    /// every recorded layout prepared for `viewport`, or if there is no reader to prepare them (a missing one
    /// ends the replay when reached); else the missing ones are read first.
    mutating func prepare(
        _ recording: [RecordedCommand], known: [RoomLayout], viewport: Size, canRead: Bool
    ) -> Preparation {
        generation += 1
        var missing: [RecordedLayout] = []
        for (index, recorded) in recording.enumerated() {
            guard case .layout(let slot, let source) = recorded.command,
                !known.contains(where: { $0.message.source == source && $0.viewport == viewport }),
                !missing.contains(where: { $0.source == source })
            else { continue }
            let line = recorded.line > 0 ? recorded.line : SceneRunner.recordingHeaderLines + index + 1
            missing.append(RecordedLayout(slot: slot, source: source, line: line))
        }
        guard !missing.isEmpty, canRead else { return .start }
        awaited = generation
        return .read(missing, generation: generation)
    }

    /// The layout worker's layouts for the replay of `generation`, read for `viewport` while the room's is
    /// `current`.
    mutating func receive(
        _ outcome: LayoutWorker.Outcome, generation: Int, viewport: Size, current: Size
    ) -> Received {
        guard generation == self.generation, awaited == generation else { return .ignore }
        awaited = nil
        switch outcome {
        case .failure(let error):
            return .fail(ReplayError(line: error.line, message: error.message))
        case .success(let prepared):
            guard viewport == current else { return .prepareAgain }
            // `prepare` counted this viewport's earlier replay layouts as known and asked only for the others.
            layouts = layouts.filter { $0.viewport == viewport } + prepared
            return .start
        }
    }

    /// Starts replaying `recording` on a fresh scene.
    mutating func start(_ recording: [RecordedCommand]) { engine = ReplayEngine(commands: recording) }

    /// Applies the recorded commands whose scene time has come; a refused one ends the replay (`takeFailure()`).
    mutating func advance(_ runner: SceneRunner) {
        guard var engine else { return }
        do {
            try engine.apply(through: runner.time, to: runner)
            self.engine = engine.isFinished ? nil : engine
        } catch {
            self.engine = nil
            failure = error
        }
    }

    /// A driver's input ends the replay, and a replay waiting for its layouts never starts.
    mutating func interrupt() {
        engine = nil
        awaited = nil
    }

    /// A new scene ends the replay (one waiting for its layouts still starts).
    mutating func sceneReplaced() { engine = nil }

    /// A new recording: the last one's layouts go.
    mutating func forgetLayouts() { layouts = [] }

    /// The refused command that ended the replay since the last call, if any.
    mutating func takeFailure() -> ReplayError? {
        defer { failure = nil }
        return failure
    }
}
