import TransitionLabCore
import TransitionLabProtocol

/// A room: one scene instance and one parameter set that everyone in it sees; parameter changes and frames reach
/// all its members at once. Owned by the simulation thread. It coordinates value-type state machines (`Presence`,
/// `Driving`, `LayoutSlots`, `Recording`, `Replay`) around its scene (`Room+StateMachine.swift`) and never touches
/// a socket: it returns `Action`s for the server to carry out.
///
/// Its stored `var`s are `@exclusivity(unchecked)`: only the simulation thread calls it (docs/architecture.md).
final class Room {
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
        /// The lab store saved or read a lab for a member.
        case labDone(LabJob, LabWorker.Outcome)
    }

    /// Something the server must do for the room.
    enum Action {
        case send(to: Int, ServerMessage)
        case broadcast(ServerMessage, except: Int?)
        /// Send `frame` to `recipients` (nil: every member), each with its own last applied input sequence.
        case frame(
            QuantizedFrame, sequence: UInt32, nodeTableVersion: UInt32, inputSequences: [Int: UInt32],
            recipients: Set<Int>?)
        /// Read a layout source off the simulation thread (`LayoutWorker`) and hand the result back.
        case readLayout(LayoutJob)
        /// Save or open a lab off the simulation thread (`LabWorker`) and hand the result back.
        case store(LabJob)
    }

    /// The viewport a room starts with (`ServerConfiguration.roomViewport`).
    static let defaultViewport = ServerConfiguration.roomViewport

    let name: String
    /// Distinguishes this room from a later one of the same name (layout results find their room by it).
    let serial: Int
    let scenes: [any Scene.Type]
    let fps: Int
    /// Reads pasted layouts (on the layout worker); nil refuses `layout` messages.
    let layoutReader: (any UserLayoutReader)?
    @exclusivity(unchecked) var runner: SceneRunner?
    @exclusivity(unchecked) var sceneName: String
    /// Each scene's parameter values as the room last showed them: a scene shown again gets them back.
    @exclusivity(unchecked) var sceneParameters: [String: [String: Double]] = [:]
    /// Whether a member has driven the room (input applied, a lab opened): a room nobody drove may be given a
    /// saved lab by its only member, whoever that is.
    @exclusivity(unchecked) var driven = false
    /// Saves and opens sent to the lab store and not back yet.
    @exclusivity(unchecked) var labJobsInFlight = 0
    @exclusivity(unchecked) var viewport = Room.defaultViewport
    @exclusivity(unchecked) var presence = Presence()
    @exclusivity(unchecked) var driving = Driving()
    @exclusivity(unchecked) var slots: LayoutSlots
    @exclusivity(unchecked) var recording = Recording()
    @exclusivity(unchecked) var replay = Replay()
    /// Monotonic real time (seconds) the scene was last advanced to.
    @exclusivity(unchecked) var realTime: Double?
    /// Monotonic real time of this room's next tick while it moves (set by the simulation loop).
    @exclusivity(unchecked) var nextTick: Double?
    /// The simulation turn that last touched this room (`Rooms.touch(_:)`).
    @exclusivity(unchecked) var touchedInTurn: UInt64 = 0
    /// Whether `Rooms` lists this room among the ticking ones (`Rooms.update(_:)`).
    @exclusivity(unchecked) var isTicking = false
    /// Set by events that change what the frame shows (and by ticks); cleared by `flush()`. Without it, a frame goes to the
    /// newcomers alone, as a repeat of the last one: what everyone else shows is the same, so N joins cost N
    /// frames, not N²/2.
    @exclusivity(unchecked) var frameRequest: FrameStream.Reason?
    /// The frames and node tables the members hold.
    @exclusivity(unchecked) var frames = FrameStream()
    /// The `state`, `curve` and `code` the members last heard.
    @exclusivity(unchecked) var announcements = Announcements()
    /// The per-frame layout work the room may do, and the frame it holds back for it.
    @exclusivity(unchecked) var layoutWork: LayoutWork

    /// A room showing `sceneName` (or the first of `scenes`), with `layouts` in its user-layout slots.
    init(
        name: String, serial: Int = 0, scenes: [any Scene.Type], sceneName: String?, fps: Int,
        layoutReader: (any UserLayoutReader)? = nil, layouts: [RoomLayout] = [],
        layoutStepsPerSecond: Double = .infinity
    ) {
        layoutWork = LayoutWork(stepsPerSecond: layoutStepsPerSecond, fps: fps)
        self.name = name
        self.serial = serial
        self.scenes = scenes
        self.fps = fps
        self.layoutReader = layoutReader
        slots = LayoutSlots(room: serial, roomName: name, layouts: layouts)
        let type = sceneName.flatMap { wanted in scenes.first { $0.name == wanted } } ?? scenes.first
        self.sceneName = type?.name ?? ""
        runner = type.map { SceneRunner(scene: $0.init(viewport: viewport)) }
        if let runner { installLayouts(on: runner) }
    }

    var isEmpty: Bool { presence.isEmpty }
    var members: [Presence.Member] { presence.members }
    /// When a held-back member count is due (`Presence.change`).
    var presenceCountDue: Double? { presence.countDue }

    /// When a still room must wake: for a held-back member count, `state` or frame.
    var wakeDue: Double? {
        // Compared in place: an array of the three and its `compactMap` cost two allocations a frame.
        earliest(earliest(presenceCountDue, announcements.stateDue), heldFrameDue)
    }

    /// The earlier of two optional times; nil when both are.
    private func earliest(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return min(a, b)
    }

    /// When the frame the room holds back for its layout work is due; nil when it holds none.
    var heldFrameDue: Double? {
        frameRequest == nil ? nil : layoutWork.heldUntil
    }

    /// Whether the room needs ticks: its scene moves, or a replay is running.
    var needsTicks: Bool {
        guard let runner else { return false }
        return runner.needsTicks || (replay.isRunning && !runner.isPaused)
    }

    /// Advances scene time to the monotonic real time `now` (seconds), scaled by the time scale.
    func advance(toRealTime now: Double) {
        defer { realTime = now }
        guard let runner, let before = realTime, now > before else { return }
        let ticking = needsTicks
        runner.advance(byRealSeconds: now - before)
        if replay.isRunning { replay.advance(runner) }
        if ticking { frameRequest = max(frameRequest ?? .time, .time) }
    }

    /// What changed since the last flush, as actions: the `nodes` table, `curve` and `code` for a changed spring,
    /// `state` when it differs from the last one sent, then the requested frame.
    func flush() -> [Action] {
        var actions: [Action] = slots.takeReads().map { .readLayout($0) }
        if let failure = replay.takeFailure() {
            actions.append(
                .broadcast(.error(code: "replay-failed", message: failure.description, type: "replay"), except: nil))
        }
        if let runner {
            actions += announcements.preview(runner.scene.springPreview).map { .broadcast($0, except: nil) }
        }
        if let change = presence.change(driver: driving.driver, at: realTime ?? 0) {
            actions.append(.broadcast(change, except: nil))
        }
        let animating = runner?.scene.isAnimating ?? false
        let summary = { [runner] in runner?.scene.state ?? [:] }
        if let state = announcements.state(settings, summary: summary, animating: animating, at: realTime) {
            actions.append(.broadcast(state, except: nil))
        }
        guard frameRequest != nil || !presence.newcomers.isEmpty, let runner else { return actions }
        let (made, notice) = layoutWork.frame(at: realTime ?? 0, mustSend: !presence.newcomers.isEmpty) {
            runner.scene.quantizedFrame()
        }
        if let notice { actions.append(.broadcast(notice, except: nil)) }
        guard let made else { return actions }
        let reason = frameRequest ?? .newcomers
        frameRequest = nil
        let frame = made
        let output = frames.take(
            frame, contents: runner.scene.nodeContents, reason: reason, newcomers: presence.takeNewcomers())
        if let table = output.table {
            actions.append(.broadcast(.nodes(version: table.version, contents: table.contents), except: nil))
        }
        if let sent = output.frame {
            actions.append(
                .frame(
                    frame, sequence: sent.sequence, nodeTableVersion: frames.tableVersion,
                    inputSequences: driving.inputSequences, recipients: sent.recipients))
        }
        return actions
    }

    /// The shared state as `state` messages describe it.
    var currentState: ServerMessage.State {
        var state = settings
        state.sceneState = runner?.scene.state ?? [:]
        return state
    }

    /// `currentState` without the scene's summary, which costs a scene the most to build.
    private var settings: ServerMessage.State {
        ServerMessage.State(
            scene: sceneName, params: runner?.scene.parameters.values ?? [:], driver: driving.driver,
            timeScale: runner?.timeScale ?? 1, paused: runner?.isPaused ?? false,
            recording: runner?.recording != nil, replaying: replay.isRunning, sceneState: [:])
    }

    /// The `welcome` message for `member`, with the listed members, the member count and the layouts when
    /// `withPresence` (on joining).
    func welcome(for member: Presence.Member, withPresence: Bool = false) -> ServerMessage {
        .welcome(
            .init(
                protocolVersion: Int(FrameDeltaEncoder.version), session: member.id, room: name,
                you: member.participant,
                scenes: scenes.map { .init(name: $0.name, title: $0.title) }, scene: sceneName,
                parameters: runner?.scene.parameters ?? ParameterSet([]), fps: fps,
                presence: withPresence ? presence.listed(driver: driving.driver).map(\.participant) : nil,
                presenceCount: withPresence ? presence.members.count : nil,
                layouts: withPresence ? slots.messages : nil))
    }
}
