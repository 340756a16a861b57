/// Drives one scene on scene time: applies input commands, time scale, pause and single-step, and keeps the
/// recording. The server and the replay runner both use it, so a replay sees exactly what a room saw.
///
/// Not thread-safe: it belongs to whoever runs the simulation.
///
/// Its stored `var`s are `@exclusivity(unchecked)`: only the thread that runs the simulation calls it
/// (docs/architecture.md).
public final class SceneRunner {
    /// Slowest and fastest time scale (slow motion 0.1×…1×).
    public static let timeScaleRange: ClosedRange<Double> = 0.1...1
    /// Scene time a single step advances while paused (one 60 Hz frame).
    public static let singleStepDuration = 1.0 / 60

    /// The scene being driven.
    public let scene: any Scene
    /// Scene time in seconds.
    @exclusivity(unchecked) public private(set) var time: Double = 0
    /// Scene seconds per real second.
    @exclusivity(unchecked) public private(set) var timeScale: Double = 1
    @exclusivity(unchecked) public private(set) var isPaused = false
    /// Commands recorded since `startRecording` (each with its scene time and client), or nil when not recording.
    @exclusivity(unchecked) public private(set) var recording: [RecordedCommand]?
    @exclusivity(unchecked) private var inputClock = InputClock()
    /// Reads the sources of `layout` commands (injected: Core reads no layout text); without one they are ignored.
    @exclusivity(unchecked) public var layoutReader: (any UserLayoutReader)?

    public init(scene: any Scene) {
        self.scene = scene
    }

    /// Whether the simulation needs ticks: time moves the scene (`Scene.movesWithTime`) and time is running.
    public var needsTicks: Bool { scene.movesWithTime && !isPaused }

    /// Advances scene time by `seconds` of real time, scaled by `timeScale`; nothing happens while paused.
    public func advance(byRealSeconds seconds: Double) {
        guard !isPaused, seconds > 0, seconds.isFinite else { return }
        advanceScene(to: time + seconds * timeScale)
    }

    /// Advances scene time to `sceneTime` directly (replay). Never moves backwards; a non-finite time is ignored.
    public func advanceScene(to sceneTime: Double) {
        guard sceneTime > time, sceneTime.isFinite else { return }
        time = sceneTime
        scene.advance(to: time)
    }

    /// Starts a new recording, replacing any previous one, and returns its opening commands: every parameter's
    /// value, the time scale and the user's layouts (`layout`), at the current time. A replay that starts from a
    /// fresh scene and applies them reproduces the recording bit for bit, so start recording on a fresh scene at
    /// time 0.
    @discardableResult
    public func startRecording() -> [RecordedCommand] {
        var opening: [SceneCommand] = scene.parameters.descriptors.map {
            .setParameter(key: $0.key, value: scene.parameters.values[$0.key] ?? $0.defaultValue)
        }
        if timeScale != 1 { opening.append(.timeScale(timeScale)) }
        if let host = scene as? YourLayoutScene {
            opening += LayoutSlot.allCases.compactMap { slot in
                host.source(for: slot).map { .layout(slot: slot, source: $0) }
            }
        }
        recording = opening.map { RecordedCommand(time: time, command: $0) }
        return recording ?? []
    }

    /// Ends the recording and returns its commands.
    public func stopRecording() -> [RecordedCommand] {
        defer { recording = nil }
        return recording ?? []
    }

    /// Applies one command at the current scene time and records it when recording.
    ///
    /// Input events are stamped on scene time, spaced as the client's clock spaced them (`InputClock`): every
    /// velocity a scene measures is per scene second, the clock its animations run on. In slow motion a finger
    /// moving at a given real speed is that much faster in scene time.
    ///
    /// - Parameter client: keeps pointers of different clients apart (0 for a single client).
    /// - Returns: the stored value for `setParameter` (clamped), otherwise nil.
    /// - Throws: `ParameterError` for a bad `setParameter`.
    @discardableResult
    public func apply(_ command: SceneCommand, client: Int = 0) throws(ParameterError) -> Double? {
        var stored: Double?
        switch command {
        case .pointer(let phase, let id, let location, let clientTime):
            guard let location = Self.clamped(location), let stamp = stamp(clientTime, client) else { return nil }
            let namespaced = (client & 0xFFFF_FFFF) << 32 | (id & 0xFFFF_FFFF)
            scene.handle(.pointer(PointerEvent(phase: phase, id: namespaced, location: location, timestamp: stamp)))
        case .pinch(let phase, let scale, let center, let clientTime):
            guard let center = Self.clamped(center), scale.isFinite, scale > 0,
                let stamp = stamp(clientTime, client)
            else { return nil }
            let clampedScale = min(max(scale, 1 / Self.pinchScaleLimit), Self.pinchScaleLimit)
            scene.handle(.trackpadPinch(phase: phase, scale: clampedScale, center: center, timestamp: stamp))
        case .wheel(let delta, let location, let clientTime):
            guard let location = Self.clamped(location), let delta = Self.clamped(delta),
                let stamp = stamp(clientTime, client)
            else { return nil }
            scene.handle(.wheel(delta: delta, location: location, timestamp: stamp))
        case .key(let key):
            scene.handle(.key(key))
        case .setParameter(let key, let value):
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
        case .layout(let slot, let source):
            // A source that does not read changes nothing; `ReplayEngine` calls `readLayout` to report it.
            try? readLayout(source, slot: slot)
            return nil
        }
        recording?.append(RecordedCommand(time: time, command: command, client: client))
        return stored
    }

    /// Shows `layout`, read from `source`, in `slot` of a scene that takes the user's layouts (`YourLayoutScene`;
    /// other scenes ignore it), and records the `layout` command when recording.
    public func setLayout(
        _ layout: any CollectionViewLayout, source: UserLayoutSource, slot: LayoutSlot,
        transitionLayout: TransitionLayoutReading? = nil
    ) {
        guard let host = scene as? YourLayoutScene else { return }
        host.setLayout(layout, source: source, slot: slot, transitionLayout: transitionLayout)
        recording?.append(RecordedCommand(time: time, command: .layout(slot: slot, source: source)))
    }

    /// `setLayout(_:source:slot:)` with a layout solved elsewhere: nothing is solved here.
    public func setLayout(_ layout: PreparedUserLayout, source: UserLayoutSource, slot: LayoutSlot) {
        guard let host = scene as? YourLayoutScene else { return }
        host.setLayout(layout, source: source, slot: slot)
        recording?.append(RecordedCommand(time: time, command: .layout(slot: slot, source: source)))
    }

    /// Reads `source` with `layoutReader` for the scene's viewport and shows it (`setLayout`); a scene that takes
    /// no layouts reads nothing.
    /// - Throws: `UserLayoutError` when the source does not read, or there is no reader.
    public func readLayout(_ source: UserLayoutSource, slot: LayoutSlot) throws(UserLayoutError) {
        guard let host = scene as? YourLayoutScene else { return }
        guard let layoutReader else {
            throw UserLayoutError(line: 1, column: 1, message: "no layout reader to read a \(source.format) layout")
        }
        let reading = try layoutReader.read(source, containerSize: host.viewport)
        if let prepared = reading.prepared, prepared.viewport == host.viewport {
            setLayout(prepared, source: source, slot: slot)
        } else {
            setLayout(reading.layout, source: source, slot: slot, transitionLayout: reading.transitionLayout)
        }
    }

    /// Largest coordinate or wheel delta, in points, that reaches a scene: far beyond any screen, small enough that
    /// sums and squares of coordinates stay finite. Larger values are clamped.
    public static let coordinateLimit = ActivePointers.coordinateLimit
    /// Largest trackpad pinch scale (and smallest, as its inverse) that reaches a scene.
    public static let pinchScaleLimit = 1e3

    /// `point` clamped to ±`coordinateLimit`, or nil if either coordinate is not finite.
    private static func clamped(_ point: Point) -> Point? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return Point(
            x: min(max(point.x, -coordinateLimit), coordinateLimit),
            y: min(max(point.y, -coordinateLimit), coordinateLimit))
    }

    /// The scene-time stamp of an input sent at `clientTime` (client milliseconds), or nil if that is not finite.
    private func stamp(_ clientTime: Double, _ client: Int) -> Double? {
        guard clientTime.isFinite else { return nil }
        return inputClock.stamp(client: client, clientTime: clientTime / 1000, now: time, timeScale: timeScale)
    }
}
