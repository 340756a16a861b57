/// Drives one scene on scene time: applies client input, time scale, pause and single-step, and keeps the
/// recording. The server and the replay runner both use it, so a replay sees exactly what a room saw.
///
/// Not thread-safe: it belongs to whoever runs the simulation.
public final class SceneRunner {
    /// Slowest and fastest time scale (slow motion 0.1×…1×).
    public static let timeScaleRange: ClosedRange<Double> = 0.1...1
    /// Scene time a single step advances while paused (one 60 Hz frame).
    public static let singleStepDuration = 1.0 / 60

    /// The scene being driven.
    public let scene: any Scene
    /// Scene time in seconds.
    public private(set) var time: Double = 0
    /// Scene seconds per real second.
    public private(set) var timeScale: Double = 1
    public private(set) var isPaused = false
    /// Lines recorded since `record` started (each a client message with `t` added), or nil when not recording.
    public private(set) var recording: [JSONValue]?
    private var inputClock = InputClock()

    public init(scene: any Scene) {
        self.scene = scene
    }

    /// Whether the simulation needs ticks: something moves and time is running.
    public var needsTicks: Bool { scene.isAnimating && !isPaused }

    /// Advances scene time by `seconds` of real time, scaled by `timeScale`; nothing happens while paused.
    public func advance(byRealSeconds seconds: Double) {
        guard !isPaused, seconds > 0 else { return }
        advanceScene(to: time + seconds * timeScale)
    }

    /// Advances scene time to `sceneTime` directly (replay). Never moves backwards.
    public func advanceScene(to sceneTime: Double) {
        guard sceneTime > time else { return }
        time = sceneTime
        scene.advance(to: time)
    }

    /// Starts a new recording, replacing any previous one, and returns its opening lines: the scene, the viewport,
    /// every parameter's value and the time scale, all at the current time. A replay that starts from a fresh scene
    /// and applies them reproduces the recording bit for bit, so start recording on a fresh scene at time 0.
    @discardableResult
    public func startRecording(viewport: Size) -> [JSONValue] {
        var opening: [ClientMessage] = [.scene(type(of: scene).name), .viewport(viewport)]
        opening += scene.parameters.descriptors.map { .param(key: $0.key, value: scene.parameters[$0.key]) }
        if timeScale != 1 { opening.append(.timeScale(timeScale)) }
        recording = []
        for message in opening { record(message, pointerNamespace: 0) }
        return recording ?? []
    }

    /// Ends the recording and returns its lines.
    public func stopRecording() -> [JSONValue] {
        defer { recording = nil }
        return recording ?? []
    }

    /// Applies one message at the current scene time. Messages about sessions (`hello`, `scene`, `viewport`,
    /// `record`, `replay`, `ping`) are the caller's business and are ignored here.
    ///
    /// Input events are stamped on scene time, spaced as the client's clock (`time`) spaced them (`InputClock`):
    /// every velocity a scene measures is per scene second, the clock its animations run on. In slow motion a finger
    /// moving at a given real speed is that much faster in scene time.
    ///
    /// - Parameter pointerNamespace: keeps pointers of different clients apart (0 for a single client).
    /// - Returns: the stored value for `param` (clamped), otherwise nil.
    /// - Throws: `ParameterError` for a bad `param`.
    @discardableResult
    public func apply(_ message: ClientMessage, pointerNamespace: Int = 0) throws(ParameterError) -> Double? {
        var stored: Double?
        switch message {
        case .pointer(let phase, let id, let x, let y, let clientTime, _):
            let namespaced = pointerNamespace << 32 | (id & 0xFFFF_FFFF)
            let stamp = stamp(clientTime, pointerNamespace)
            scene.handle(
                .pointer(PointerEvent(phase: phase, id: namespaced, location: Point(x: x, y: y), timestamp: stamp)))
        case .pinch(let phase, let scale, let x, let y, let clientTime, _):
            let stamp = stamp(clientTime, pointerNamespace)
            scene.handle(.trackpadPinch(phase: phase, scale: scale, center: Point(x: x, y: y), timestamp: stamp))
        case .wheel(let dx, let dy, let x, let y, let clientTime, _):
            let stamp = stamp(clientTime, pointerNamespace)
            scene.handle(.wheel(delta: Point(x: dx, y: dy), location: Point(x: x, y: y), timestamp: stamp))
        case .key(let key):
            scene.handle(.key(key))
        case .param(let key, let value):
            stored = try scene.setParameter(key, to: value)
        case .timeScale(let value):
            timeScale =
                value.isFinite ? min(Self.timeScaleRange.upperBound, max(Self.timeScaleRange.lowerBound, value)) : 1
        case .pause:
            isPaused.toggle()
        case .step:
            isPaused = true
            time += Self.singleStepDuration
            scene.advance(to: time)
        case .hello, .scene, .viewport, .record, .replay, .ping, .suggest:
            return nil
        }
        record(message, pointerNamespace: pointerNamespace)
        return stored
    }

    /// The scene-time stamp of an input sent at `clientTime` (client milliseconds).
    private func stamp(_ clientTime: Double, _ client: Int) -> Double {
        inputClock.stamp(client: client, clientTime: clientTime / 1000, now: time, timeScale: timeScale)
    }

    private func record(_ message: ClientMessage, pointerNamespace: Int) {
        guard recording != nil, case .object(var fields) = message.json else { return }
        fields["t"] = .number(time)
        if pointerNamespace != 0 { fields["client"] = .number(Double(pointerNamespace)) }
        recording?.append(.object(fields))
    }
}
