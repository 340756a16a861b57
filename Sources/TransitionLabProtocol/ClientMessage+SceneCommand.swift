import TransitionLabCore

extension ClientMessage {
    /// The engine command this message asks of the scene, or nil for a message about the session (`hello`,
    /// `scene`, `viewport`, `record`, `replay`, `ping`, `display`, `suggest`, `export`), which is the room's business or
    /// the connection's.
    public var sceneCommand: SceneCommand? {
        switch self {
        case .pointer(let phase, let id, let x, let y, let time, _):
            .pointer(phase: phase, id: id, location: Point(x: x, y: y), clientTime: time)
        case .pinch(let phase, let scale, let x, let y, let time, _):
            .pinch(phase: phase, scale: scale, center: Point(x: x, y: y), clientTime: time)
        case .wheel(let dx, let dy, let x, let y, let time, _):
            .wheel(delta: Point(x: dx, y: dy), location: Point(x: x, y: y), clientTime: time)
        case .key(let key): .key(key)
        case .param(let key, let value): .setParameter(key: key, value: value)
        case .timeScale(let value): .timeScale(value)
        case .pause: .pause
        case .step: .step
        case .layout(let slot, let source, _): .layout(slot: slot, source: source)
        case .hello, .scene, .viewport, .record, .replay, .ping, .display, .suggest, .save, .open, .takeOver, .export:
            nil
        }
    }

    /// The message that asks for `command`; input messages carry `seq` as their input sequence number.
    public init(_ command: SceneCommand, seq: Int) {
        switch command {
        case .pointer(let phase, let id, let location, let time):
            self = .pointer(phase: phase, id: id, x: location.x, y: location.y, time: time, seq: seq)
        case .pinch(let phase, let scale, let center, let time):
            self = .pinch(phase: phase, scale: scale, x: center.x, y: center.y, time: time, seq: seq)
        case .wheel(let delta, let location, let time):
            self = .wheel(dx: delta.x, dy: delta.y, x: location.x, y: location.y, time: time, seq: seq)
        case .key(let key): self = .key(key)
        case .setParameter(let key, let value): self = .param(key: key, value: value)
        case .timeScale(let value): self = .timeScale(value)
        case .pause: self = .pause
        case .step: self = .step
        case .layout(let slot, let source): self = .layout(slot: slot, source: source)
        }
    }
}

extension SceneRunner {
    /// Applies a client message's scene command (`ClientMessage.sceneCommand`); session messages are ignored.
    /// - Parameter pointerNamespace: keeps pointers of different clients apart (0 for a single client).
    /// - Returns: the stored value for `param` (clamped), otherwise nil.
    /// - Throws: `ParameterError` for a bad `param`.
    @discardableResult
    public func apply(_ message: ClientMessage, pointerNamespace: Int) throws(ParameterError) -> Double? {
        guard let command = message.sceneCommand else { return nil }
        return try apply(command, client: pointerNamespace)
    }

    /// Lines a recording opens with before its commands: its `scene` and `viewport`.
    public static let recordingHeaderLines = 2

    /// Starts a new recording (`startRecording()`) and returns its opening lines as JSON: the scene, the viewport
    /// (`recordingHeaderLines`), every parameter's value and the time scale, all at the current time.
    @discardableResult
    public func startRecording(viewport: Size) -> [JSONValue] {
        let header: [ClientMessage] = [.scene(type(of: scene).name), .viewport(viewport)]
        let headerLines = header.map { RecordedCommand.line($0, time: time, client: 0) }
        return headerLines + startRecording().map(\.json)
    }
}
