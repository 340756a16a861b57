import TransitionLabCore
import TransitionLabProtocol

/// A room: one scene instance and one parameter set that everyone in it sees; parameter changes and frames reach
/// all its members at once. Owned by the simulation thread; its logic lives in `Room+StateMachine.swift` and never
/// touches a socket: it returns `Action`s for the server to carry out.
final class Room {
    /// One person in the room.
    struct Member {
        let id: Int
        var name: String
        let color: String
        /// Allowed to drive by the access policy.
        var canDrive: Bool
        /// Asked to watch only (`role: "viewer"`).
        var prefersWatching: Bool

        var isDriver: Bool { canDrive && !prefersWatching }
        var participant: ServerMessage.Participant {
            .init(id: id, name: name, color: color, role: isDriver ? "driver" : "viewer")
        }
    }

    /// What a `hello` (or the WebSocket URL's query) asks for.
    struct JoinRequest: Sendable {
        var name: String?
        var role: String?
        /// The access policy's verdict on the presented token.
        var canDrive: Bool
        var viewport: Size?
    }

    /// Something that happened to the room.
    enum Event {
        case join(id: Int, JoinRequest)
        case hello(id: Int, JoinRequest)
        case leave(id: Int)
        case message(id: Int, ClientMessage)
        /// The layout worker read and prepared a paste (or a source for a new viewport, or a replay's layouts).
        case layoutRead(LayoutJob, LayoutWorker.Outcome)
    }

    /// Something the server must do for the room.
    enum Action {
        case send(to: Int, ServerMessage)
        case broadcast(ServerMessage, except: Int?)
        /// Send `frame` to `recipients` (nil: every member), each with its own last applied input sequence.
        case frame(
            Frame, sequence: UInt32, nodeTableVersion: UInt32, inputSequences: [Int: UInt32], recipients: Set<Int>?)
        /// Read a layout source off the simulation thread (`LayoutWorker`) and hand the result back.
        case readLayout(LayoutJob)
    }

    /// The viewport a room starts with (`ServerConfiguration.roomViewport`).
    static let defaultViewport = ServerConfiguration.roomViewport
    static let palette = ["#FF375F", "#0A84FF", "#30D158", "#FF9F0A", "#BF5AF2", "#64D2FF", "#FFD60A", "#AC8E68"]

    let name: String
    /// Distinguishes this room from a later one of the same name (layout results find their room by it).
    let serial: Int
    let scenes: [any Scene.Type]
    let fps: Int
    var runner: SceneRunner?
    var sceneName: String
    var viewport = Room.defaultViewport
    var members: [Member] = []
    var inputSequences: [Int: UInt32] = [:]
    var driver: Int?
    /// The member whose trackpad gesture (pinch or scroll) the scene follows, and the real time of its last event.
    var trackpadGesture: (member: Int, at: Double)?
    /// Seconds without events after which a trackpad gesture stops holding the room (a scroll has no end event).
    static let trackpadIdle = 0.3
    /// Set by events that change what the frame shows; cleared by `flush()`.
    var frameRequested = false
    /// Members who joined since the last frame and hold none yet. When nothing else changed, the frame goes to them
    /// alone, as a repeat of the last one: what everyone else shows is the same, so N joins cost N frames, not
    /// N²/2. Cleared by `flush()`.
    var newcomers: Set<Int> = []
    var frameSequence: UInt32 = 0
    var nodeTableVersion: UInt32 = 0
    var nodeContents: [NodeContent] = []
    /// Recent frames as protocol v2 delta bases (used by the service thread only).
    let frameHistory = FrameHistory()
    var sentState: ServerMessage.State?
    /// Presence as the members last heard it (by `welcome` or `presence`), and whether it may have changed since.
    var sentPresence: [Int: ServerMessage.Participant] = [:]
    var presenceChanged = false
    /// The member count the members last heard, when (real time) it was sent, and when a held-back count is due.
    var sentPresenceCount = 0
    var presenceCountSentAt: Double?
    var presenceCountDue: Double?
    var stateSentAt: Double?
    /// Shortest interval between `state` messages that only update the scene's summary during motion (10 Hz).
    static let sceneStateInterval = 0.1
    var sentPreview: SpringPreview?
    var lastRecording: [RecordedCommand] = []
    /// The replay of `lastRecording` while it runs.
    var replayQueue: ReplayEngine?
    /// A recorded command the scene refused during the replay, reported by the next `flush()`.
    var replayFailure: ReplayError?
    /// Monotonic real time (seconds) the scene was last advanced to.
    var realTime: Double?
    /// Monotonic real time of this room's next tick while it moves (set by the simulation loop).
    var nextTick: Double?
    /// Reads pasted layouts (on the layout worker); nil refuses `layout` messages.
    let layoutReader: (any UserLayoutReader)?
    /// The user's layouts by slot, kept across scene changes and restarts.
    var layouts: [LayoutSlot: RoomLayout]
    /// Pastes per slot so far: only the newest paste's result applies.
    var layoutGenerations: [LayoutSlot: Int] = [:]
    /// The generation of each slot's newest read that came back: a read is in flight while it trails.
    var landedGenerations: [LayoutSlot: Int] = [:]
    /// Restores and examples that came while a read of their slot was in flight, oldest first, one per member.
    var waitingLayouts: [LayoutSlot: [WaitingLayout]] = [:]
    /// Slots a member has set or is setting (a paste or a restore being read): a restore leaves them alone.
    var claimedLayoutSlots: Set<LayoutSlot> = []
    /// Slots whose layout a member set, as opposed to the server's starting layout or a page's example.
    var memberLayoutSlots: Set<LayoutSlot> = []
    /// Layout reads queued since the last `flush()`.
    var pendingReads: [LayoutJob] = []
    /// Layouts of the last recording prepared for its replay (the slots' own are in `layouts`).
    var replayLayouts: [RoomLayout] = []
    /// Replays asked for so far, and the one whose layouts are being prepared: only it starts.
    var replayGeneration = 0
    var awaitedReplay: Int?
    /// A viewport change waits to restart the scene until the layouts are prepared for it: the old frame stays.
    var restartAwaitsLayouts = false
    /// JSON bytes of the recording in progress (`maxRecordedBytes`).
    var recordedBytes = 0

    /// A room showing `sceneName` (or the first of `scenes`), with `layouts` in its user-layout slots.
    init(
        name: String, serial: Int = 0, scenes: [any Scene.Type], sceneName: String?, fps: Int,
        layoutReader: (any UserLayoutReader)? = nil, layouts: [RoomLayout] = []
    ) {
        self.name = name
        self.serial = serial
        self.scenes = scenes
        self.fps = fps
        self.layoutReader = layoutReader
        self.layouts = Dictionary(layouts.map { ($0.message.slot, $0) }) { $1 }
        let type = sceneName.flatMap { wanted in scenes.first { $0.name == wanted } } ?? scenes.first
        self.sceneName = type?.name ?? ""
        runner = type.map { SceneRunner(scene: $0.init(viewport: viewport)) }
        if let runner { installLayouts(on: runner) }
    }

    var isEmpty: Bool { members.isEmpty }

    /// Whether the room needs ticks: its scene moves, or a replay is running.
    var needsTicks: Bool {
        guard let runner else { return false }
        return runner.needsTicks || (replayQueue != nil && !runner.isPaused)
    }

    /// Advances scene time to the monotonic real time `now` (seconds), scaled by the time scale.
    func advance(toRealTime now: Double) {
        defer { realTime = now }
        guard let runner, let before = realTime, now > before else { return }
        let ticking = needsTicks
        runner.advance(byRealSeconds: now - before)
        if replayQueue != nil { applyReplayLines() }
        if ticking { frameRequested = true }
    }

    /// What changed since the last flush, as actions: the `nodes` table, `curve` and `code` for a changed spring,
    /// `state` when it differs from the last one sent, then the requested frame.
    func flush() -> [Action] {
        var actions = takeLayoutReads()
        if let failure = replayFailure {
            replayFailure = nil
            actions.append(
                .broadcast(.error(code: "replay-failed", message: failure.description, type: "replay"), except: nil))
        }
        if let runner {
            let preview = runner.scene.springPreview
            if preview != sentPreview, let preview {
                actions.append(.broadcast(preview.curveMessage, except: nil))
                actions.append(.broadcast(preview.codeMessage, except: nil))
            }
            sentPreview = preview
        }
        if presenceChanged || presenceCountDue.map({ $0 <= realTime ?? 0 }) == true,
            let change = presenceChange()
        {
            actions.append(.broadcast(change, except: nil))
        }
        let state = currentState
        if state != sentState, !isThrottled(state) {
            actions.append(.broadcast(.state(state), except: nil))
            sentState = state
            stateSentAt = realTime
        }
        guard frameRequested || !newcomers.isEmpty, let runner else { return actions }
        let recipients = frameRequested ? nil : newcomers
        frameRequested = false
        newcomers.removeAll()
        let frame = runner.scene.frame()
        let contents = runner.scene.nodeContents
        let tableChanged = contents != nodeContents
        if tableChanged {
            nodeContents = contents
            nodeTableVersion &+= 1
            actions.append(.broadcast(.nodes(version: nodeTableVersion, contents: contents), except: nil))
        }
        // A frame for joiners alone shows what the others already hold (whatever changes the picture asks for a
        // frame for everyone): it repeats the last frame's sequence number, so the others see no gap in theirs
        // and the room's delta bases stay in `frameHistory`.
        if recipients == nil || tableChanged || frameSequence == 0 { frameSequence &+= 1 }
        actions.append(
            .frame(
                frame, sequence: frameSequence, nodeTableVersion: nodeTableVersion, inputSequences: inputSequences,
                recipients: recipients))
        return actions
    }

    /// Whether `state` differs from the last one sent only in the scene's own summary, while the scene moves and
    /// less than `sceneStateInterval` after the last `state`: such updates wait (the final one is always sent).
    private func isThrottled(_ state: ServerMessage.State) -> Bool {
        guard needsTicks, var sent = sentState, let now = realTime, let last = stateSentAt else { return false }
        sent.sceneState = state.sceneState
        return sent == state && now - last < Self.sceneStateInterval
    }

    /// The shared state as `state` messages describe it.
    var currentState: ServerMessage.State {
        ServerMessage.State(
            scene: sceneName, params: runner?.scene.parameters.values ?? [:], driver: driver,
            timeScale: runner?.timeScale ?? 1, paused: runner?.isPaused ?? false,
            recording: runner?.recording != nil, replaying: replayQueue != nil,
            sceneState: runner?.scene.state ?? [:])
    }

    /// The `welcome` message for `member`, with the listed members, the member count and the layouts when
    /// `withPresence` (on joining).
    func welcome(for member: Member, withPresence: Bool = false) -> ServerMessage {
        .welcome(
            .init(
                protocolVersion: Int(FrameDeltaEncoder.version), session: member.id, room: name,
                you: member.participant,
                scenes: scenes.map { .init(name: $0.name, title: $0.title) }, scene: sceneName,
                parameters: runner?.scene.parameters ?? ParameterSet([]), fps: fps,
                presence: withPresence ? listedMembers.map(\.participant) : nil,
                presenceCount: withPresence ? members.count : nil,
                layouts: withPresence ? layoutMessages : nil))
    }
}
