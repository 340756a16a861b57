import TransitionLabCore

/// A server → client JSON message of wire protocol v2 (`docs/protocol.md`, "Server → client"). Bytes out, no I/O.
public enum ServerMessage: Sendable, Hashable {
    /// First message after joining a room: who you are, the scenes, and the current scene's parameter schema.
    case welcome(Welcome)
    /// The room's shared state: parameters, who drives, time scale. Presence travels in `welcome` and `presence`.
    case state(State)
    /// Who joined, changed (name or role) or left the room's listed members since the last `presence` or
    /// `welcome`, and how many members the room has now (`count`, listed or not); `joined` and `updated` entries
    /// replace any entry with the same id, `left` lists ids no longer listed.
    case presence(joined: [Participant], updated: [Participant], left: [Int], count: Int)
    /// The label and image table that frames refer to by node id; `version` matches the frames' header.
    case nodes(version: UInt32, contents: [NodeContent])
    /// A refused or adjusted message: a stable `code`, a human `message` and the offending message's `type`.
    case error(code: String, message: String, type: String?)
    /// Answer to `ping`, echoing the client's `time`.
    case pong(time: Double)
    /// Samples of the spring the user is editing.
    case curve(Curve)
    /// Code snippets for the current parameters, keyed by flavour (`uikit`, `swiftui`, `caSpring`).
    case code(title: String, snippets: [String: String])
    /// The scene as one Swift file (`SceneExport`) with the room's parameters, to the member who asked (`export`).
    case export(scene: String, name: String, text: String)
    /// Another participant's pointer, forwarded so the page can draw it.
    case pointer(client: Int, phase: PointerEvent.Phase, id: Int, x: Double, y: Double)
    /// A setup or a saved lab another participant (`client`, named `name`) proposes from a share link, sent to the
    /// room's driver to accept or ignore (`suggest`).
    case suggestion(
        client: Int, name: String, scene: String?, viewport: Size?, params: [String: Double], lab: String?)
    /// The room's lab was saved under `lab` (to the member who sent `save`).
    case saved(lab: String)
    /// The room now shows the saved lab `lab`, opened by member `client` named `name` (to everyone in the room).
    case opened(lab: String, client: Int, name: String)
    /// One line of the room's recording, as `transition-lab replay` reads it, sent as the room records it.
    case recorded(line: JSONValue)
    /// A layout the room now shows in one slot of `your-layout`, sent to every member when it changes (the next
    /// frame draws it) and in `welcome`, so every editor shows the sources.
    case layout(UserLayout)
    /// A pasted layout that did not read, sent to its sender only: the room keeps its last good layout.
    case layoutError(slot: LayoutSlot, error: UserLayoutError)

    /// One slot's layout as the room holds it: its source, the source as Swift when the reader can print it ("Copy
    /// as Swift"), notes about skipped code, and the name of the `UICollectionViewTransitionLayout` subclass the
    /// source brings for the pinch.
    public struct UserLayout: Sendable, Hashable {
        public var slot: LayoutSlot
        public var source: UserLayoutSource
        public var swift: String?
        public var notes: [String]
        public var transitionLayout: String?

        public init(
            slot: LayoutSlot, source: UserLayoutSource, swift: String? = nil, notes: [String] = [],
            transitionLayout: String? = nil
        ) {
            self.slot = slot
            self.source = source
            self.swift = swift
            self.notes = notes
            self.transitionLayout = transitionLayout
        }
    }

    /// One person in a room, as `welcome` and `presence` describe them.
    public struct Participant: Sendable, Hashable {
        public var id: Int
        public var name: String
        /// `#RRGGBB`.
        public var color: String
        /// `driver` or `viewer`.
        public var role: String

        public init(id: Int, name: String, color: String, role: String) {
            self.id = id
            self.name = name
            self.color = color
            self.role = role
        }
    }

    /// A scene as the picker lists it.
    public struct SceneSummary: Sendable, Hashable {
        public var name: String
        public var title: String

        public init(name: String, title: String) {
            self.name = name
            self.title = title
        }
    }

    /// The payload of `welcome`.
    public struct Welcome: Sendable, Hashable {
        /// The protocol version of the connection's frames: 2 (`FrameDeltaEncoder.version`), subprotocol
        /// `transition-lab.v2`.
        public var protocolVersion: Int
        public var session: Int
        public var room: String
        public var you: Participant
        /// The scenes in picker order.
        public var scenes: [SceneSummary]
        public var scene: String
        public var parameters: ParameterSet
        public var fps: Int
        /// The room's listed members (at most a fixed number), sent once when joining; nil in the `welcome` of a
        /// scene change (the list holds).
        public var presence: [Participant]?
        /// How many members the room has, listed or not; sent with `presence`.
        public var presenceCount: Int?
        /// The user's layouts the room holds, sent once when joining (like `presence`).
        public var layouts: [UserLayout]?

        public init(
            protocolVersion: Int, session: Int, room: String, you: Participant, scenes: [SceneSummary],
            scene: String, parameters: ParameterSet, fps: Int, presence: [Participant]? = nil,
            presenceCount: Int? = nil, layouts: [UserLayout]? = nil
        ) {
            self.protocolVersion = protocolVersion
            self.presence = presence
            self.presenceCount = presenceCount
            self.layouts = layouts
            self.session = session
            self.room = room
            self.you = you
            self.scenes = scenes
            self.scene = scene
            self.parameters = parameters
            self.fps = fps
        }
    }

    /// The payload of `state`.
    public struct State: Sendable, Hashable {
        public var scene: String
        public var params: [String: Double]
        /// The participant whose input was applied last, if any.
        public var driver: Int?
        public var timeScale: Double
        public var paused: Bool
        public var recording: Bool
        public var replaying: Bool
        /// The scene's own summary (`Scene.state`), e.g. `columns`.
        public var sceneState: SceneState

        public init(
            scene: String, params: [String: Double], driver: Int?, timeScale: Double,
            paused: Bool, recording: Bool, replaying: Bool, sceneState: SceneState
        ) {
            self.scene = scene
            self.params = params
            self.driver = driver
            self.timeScale = timeScale
            self.paused = paused
            self.recording = recording
            self.replaying = replaying
            self.sceneState = sceneState
        }
    }

    /// The payload of `curve`: the displacement of a unit move (0 → 1) sampled every `interval` seconds.
    public struct Curve: Sendable, Hashable {
        public var title: String
        public var spring: Spring
        /// UIKit's relative initial velocity.
        public var initialVelocity: Double
        /// The UIKit duration the spring was specified with, if any.
        public var duration: Double?
        /// The settling duration the imitated API reports (`SpringAnimation.settlingDuration`).
        public var settleTime: Double
        /// Seconds between samples.
        public var interval: Double
        /// Progress values (0 at the start, 1 at the target) at `0, interval, 2·interval, …`.
        public var samples: [Double]
        /// Where Core Animation cuts a spring that has not settled, and the jump to the target there as a signed
        /// fraction of the distance (`SpringAnimation.cut`); nil when it settles.
        public var cutAt: Double?
        public var cutJump: Double?

        public init(
            title: String, spring: Spring, initialVelocity: Double, duration: Double?, settleTime: Double,
            interval: Double, samples: [Double], cutAt: Double? = nil, cutJump: Double? = nil
        ) {
            self.cutAt = cutAt
            self.cutJump = cutJump
            self.title = title
            self.spring = spring
            self.initialVelocity = initialVelocity
            self.duration = duration
            self.settleTime = settleTime
            self.interval = interval
            self.samples = samples
        }
    }

    /// The `"type"` field's value.
    public var type: String {
        switch self {
        case .welcome: "welcome"
        case .state: "state"
        case .presence: "presence"
        case .nodes: "nodes"
        case .error: "error"
        case .pong: "pong"
        case .curve: "curve"
        case .code: "code"
        case .export: "export"
        case .pointer: "pointer"
        case .recorded: "recorded"
        case .suggestion: "suggestion"
        case .saved: "saved"
        case .opened: "opened"
        case .layout: "layout"
        case .layoutError: "layoutError"
        }
    }

    /// Compact JSON text with sorted keys.
    public var text: String { json.serialized }

    /// `text` as the UTF-8 bytes a WebSocket text message carries.
    public var bytes: [UInt8] {
        switch self {
        case .state(let state): state.messageBytes
        case .pointer(let client, let phase, let id, let x, let y):
            Self.pointerBytes(client: client, phase: phase, id: id, x: x, y: y)
        default: json.serializedBytes
        }
    }
}
